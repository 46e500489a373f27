/// Rows that jump more than one level deeper than the row they hang under: the levels between
/// were cut from the paste. The tree cannot say what they were, so the row is shown as a
/// child of the nearest shallower row, and a warning says so (its frame is printed in an
/// ancestor's bounds that are not in the paste).
enum MissingLevels {
  /// A warning on each such row. - Complexity: O(n).
  static func diagnostics(in hierarchy: Hierarchy) -> [Diagnostic] {
    let records = hierarchy.records
    var result: [Diagnostic] = []
    for index in 0..<hierarchy.count where hierarchy.parents[index] >= 0 {
      let missing = hierarchy.missingLevels(above: NodeIndex(index))
      guard missing > 0 else { continue }
      let parent = Int(hierarchy.parents[index])
      let name = hierarchy.classNames[Int(hierarchy.classIDs[parent])]
      result.append(
        Diagnostic(
          line: Int(records[index].line), column: 1, severity: .warning, disposition: .node,
          message:
            "\(missing) level\(missing == 1 ? "" : "s") of ancestors missing from the paste "
            + "above this row (\(records[index].markerDepth) markers under "
            + "\(records[parent].markerDepth) at line \(records[parent].line)): shown as a "
            + "child of \(name)"))
    }
    return result
  }
}
