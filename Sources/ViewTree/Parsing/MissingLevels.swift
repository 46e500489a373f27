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
      result.append(
        warning(
          index, missing: missing, in: hierarchy,
          why: "\(records[index].markerDepth) markers under \(records[parent].markerDepth) at "
            + "line \(records[parent].line)"))
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
    // A tab's width is a guess (8 columns, `IndentWidth`; an editor may have meant 4): rows
    // indented with one are not judged.
    func hasTab(_ index: Int) -> Bool {
      let record = records[index]
      return hierarchy.text.withUnsafeBufferPointer {
        $0[Int(record.source.start)..<Int(record.description.start)].contains(0x09)
      }
    }
    var result: [Diagnostic] = []
    for index in 0..<hierarchy.count {
      guard let (child, parent) = indent(index), child - parent >= 2 * step,
        !hasTab(index), !hasTab(Int(parents[index]))
      else { continue }
      result.append(
        warning(
          index, missing: (child - parent) / step - 1, in: hierarchy,
          why: "indented \(child - parent) columns past the row at line "
            + "\(records[Int(parents[index])].line), \(step) per level"))
    }
    return result
  }

  /// The warning on the row at `index`, hung under its parent with `missing` levels cut
  /// between them; `why` says how the levels were counted.
  private static func warning(_ index: Int, missing: Int, in hierarchy: Hierarchy, why: String)
    -> Diagnostic
  {
    let parent = Int(hierarchy.parents[index])
    let name = hierarchy.classNames[Int(hierarchy.classIDs[parent])]
    return Diagnostic(
      line: Int(hierarchy.records[index].line), column: 1, severity: .warning, disposition: .node,
      message:
        "\(missing) level\(missing == 1 ? "" : "s") of ancestors missing from the paste above "
        + "this row (\(why)): shown as a child of \(name)")
  }
}
