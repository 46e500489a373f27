import Foundation

/// Frames a dump prints but that cannot be read (`frame = (0 0; 100)`, or one cut off by a
/// truncated paste, `frame = (20 132; 350 4`): such a node has no frame, so it is not drawn
/// and no geometry rule looks at it. `vtree … --diagnostics` lists them, to say why.
public enum UnreadableFrames {
  /// One note per node that prints a frame it cannot be given, in line order.
  /// - Complexity: O(total description length); meant for `--diagnostics`, not the hot path.
  public static func diagnostics(in hierarchy: Hierarchy) -> [Diagnostic] {
    hierarchy.indices.compactMap { diagnostic(for: hierarchy[$0]) }
  }

  /// The note on one node, nil when its frame reads or it prints none.
  public static func diagnostic(for node: Node) -> Diagnostic? {
    // An empty value is a row cut right after its key, which the parser notes already.
    guard node.frame == nil, let key = frameKey(node.format),
      let value = node.value(of: key), !value.isEmpty
    else { return nil }
    let line = node.sourceText
    let column =
      line.range(of: value).map { line.distance(from: line.startIndex, to: $0.lowerBound) } ?? 0
    let why = NumberList.isClosed(value) ? "is not a frame" : "is cut off"
    return Diagnostic(
      line: node.line, column: column + 1, severity: .note, disposition: .node,
      message: "\(key) '\(value)' \(why): \(node.displayName) has no frame")
  }

  /// The property that holds a node's frame in each format; nil where none is printed.
  private static func frameKey(_ format: DumpFormat) -> String? {
    switch format {
    case .recursiveDescription, .other, .unknown, .xcuitest: return "frame"
    case .subtreeDescription: return "f"
    case .printHierarchy, .autolayoutTrace: return nil
    }
  }
}
