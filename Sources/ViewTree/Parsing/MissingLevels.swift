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
    return (result + indentationDiagnostics(in: hierarchy)).sorted { $0.line < $1.line }
  }

  /// The same for XCUITest rows, whose depth is their indentation: a row indented at least two
  /// steps past its parent's. The step is the dump's narrowest indent from a parent to its
  /// child (2 columns as XCUITest prints; a paste may have changed it). A root's children are
  /// left out: its arrow shifts them by 3 or 4 columns (` →Application`, `    Window`).
  /// - Complexity: O(n).
  static func indentationDiagnostics(in hierarchy: Hierarchy) -> [Diagnostic] {
    let records = hierarchy.records
    let parents = hierarchy.parents
    func indent(_ index: Int) -> (child: Int, parent: Int)? {
      let parent = Int(parents[index])
      guard parent >= 0, parents[parent] >= 0, records[index].format == .xcuitest,
        records[parent].format == .xcuitest
      else { return nil }
      return (Int(records[index].markerDepth), Int(records[parent].markerDepth))
    }
    var step = Int.max
    for index in 0..<hierarchy.count {
      if let (child, parent) = indent(index), child > parent { step = min(step, child - parent) }
    }
    guard step < Int.max else { return [] }
    var result: [Diagnostic] = []
    for index in 0..<hierarchy.count {
      guard let (child, parent) = indent(index), child - parent >= 2 * step else { continue }
      let missing = (child - parent) / step - 1
      let parentIndex = Int(parents[index])
      let name = hierarchy.classNames[Int(hierarchy.classIDs[parentIndex])]
      result.append(
        Diagnostic(
          line: Int(records[index].line), column: 1, severity: .warning, disposition: .node,
          message:
            "\(missing) level\(missing == 1 ? "" : "s") of ancestors missing from the paste "
            + "above this row (indented \(child - parent) columns past the row at line "
            + "\(records[parentIndex].line), \(step) per level): shown as a child of \(name)"))
    }
    return result
  }
}
