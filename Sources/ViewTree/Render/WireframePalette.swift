/// The colors of wireframe drawings, shared by the SVG, the HTML explorer and its 3D view, so
/// a depth has the same color everywhere.
enum WireframePalette {
  /// Outline colors by depth, cycling: neighboring levels get clearly different hues.
  static let depthColors = [
    "#0a84ff", "#ff9f0a", "#30b158", "#bf5af2", "#ff375f", "#40a8c4", "#a2845e", "#5e5ce6",
  ]

  static func color(depth: Int) -> String { depthColors[depth % depthColors.count] }

  /// Findings are outlined and tinted with their severity's color.
  static func color(_ severity: LintSeverity) -> String {
    switch severity {
    case .error: return "#d70015"
    case .warning: return "#ff6a00"
    case .note: return "#8e8e93"
    }
  }

  /// The fill of `--select` matches.
  static let match = "#ffd60a"
}
