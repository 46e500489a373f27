/// Where a wireframe's labels go: each node's class name on the first free line at its
/// top-left corner, then its text value, truncated with `…` to the node's width and left out
/// when no line fits in its height.
///
/// Nodes that share a corner (a window, its transition view, its wrapper, …) stack their
/// names downward instead of overprinting one another: a count of lines used is kept per
/// corner, rounded to the point.
struct LabelLayout {
  struct Line: Equatable {
    var text: String
    /// The baseline's start, in window points.
    var x: Double
    var y: Double
    /// A text value rather than a class name.
    var isText: Bool
  }

  let fontSize: Double
  private var linesUsed: [Corner: Int] = [:]

  private struct Corner: Hashable {
    var x: Int
    var y: Int
  }

  init(fontSize: Double) { self.fontSize = fontSize }

  var lineHeight: Double { fontSize * 1.2 }
  /// An average glyph's advance in the sans-serif fonts SVG viewers pick (Helvetica, Arial).
  var glyphWidth: Double { fontSize * 0.6 }

  /// The lines to draw for one item, in order; items must come in preorder.
  mutating func place(_ item: Wireframe.Item, className: String, text: String?) -> [Line] {
    let frame = item.frame
    let padding = fontSize * 0.2
    let columns = Int(((frame.width - 2 * padding) / glyphWidth).rounded(.down))
    let corner = Corner(x: Int(frame.x.rounded()), y: Int(frame.y.rounded()))
    var used = linesUsed[corner] ?? 0
    var lines: [Line] = []
    for (content, isText) in [(className, false), (text, true)] {
      guard let content, !content.isEmpty else { continue }
      let baseline = Double(used + 1) * lineHeight - fontSize * 0.25
      guard baseline + padding <= frame.height,
        let clipped = Self.clipped(TerminalSafeText.sanitize(content), to: columns)
      else { break }
      lines.append(Line(text: clipped, x: frame.x + padding, y: frame.y + baseline, isText: isText))
      used += 1
    }
    linesUsed[corner] = used
    return lines
  }

  /// `text` cut to `columns` characters with a trailing `…`; nil when fewer than 3 fit.
  static func clipped(_ text: String, to columns: Int) -> String? {
    guard columns >= 3 else { return nil }
    guard text.count > columns else { return text }
    return String(text.prefix(columns - 1)) + "…"
  }
}
