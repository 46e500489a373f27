/// An XCUITest paste whose indentation was stripped or collapsed (a chat app or an issue
/// without a code block): every row after the arrowed root stands in one column, right after
/// the arrow's. The rows are read as the root's children, and a warning says their nesting
/// is lost: an application's elements are never all its direct children.
enum FlattenedIndentation {
  /// The smallest number of such rows that makes the warning: a window and one element may
  /// truly be the root's only children.
  static let minimumRows = 3

  /// A warning on the root of each XCUITest tree whose rows all stand in its arrow's column.
  /// - Complexity: O(n).
  static func diagnostics(in hierarchy: Hierarchy) -> [Diagnostic] {
    let records = hierarchy.records
    var result: [Diagnostic] = []
    for root in hierarchy.roots.map(\.rawValue) where records[root].format == .xcuitest {
      let end = Int(hierarchy.subtreeEnds[root])
      let rows = end - root - 1
      guard rows >= minimumRows,
        (root + 1..<end).allSatisfy({
          // In Int: a root's saturated depth (`LineContext.record`) has no successor in Int32.
          hierarchy.depths[$0] == 1
            && Int(records[$0].markerDepth) == Int(records[root].markerDepth) + 1
        })
      else { continue }
      let name = hierarchy.classNames[Int(hierarchy.classIDs[root])]
      result.append(
        Diagnostic(
          line: Int(records[root].line), column: 1, severity: .warning, disposition: .node,
          message:
            "the \(rows) rows below have lost their indentation (all in one column): read as "
            + "children of \(name), their nesting is unknown"))
    }
    return result
  }
}
