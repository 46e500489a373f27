/// Rows after an author's elision (`...`, `[snip]`) hang under the nearest shallower row
/// above it, but the elided lines may hold their real parent: the tree is a guess there. A
/// note on the first such row after each elision says so; their absolute frames are then
/// approximate, and the lint does not judge where they lie in their parents
/// (`Hierarchy.hasCutAbove`). A row without markers right after an elision inside a tree of
/// marked rows is a root: its place is not known at all, and a note says that instead; not
/// when a prompt or text (a code fence) lies between them, which starts another dump anyway.
enum ElidedParents {
  /// `dispositions` are the input lines' (line l's at l - 1).
  /// - Complexity: O(n log e + lines) for e elisions; O(1) for a paste without any.
  static func diagnostics(in hierarchy: Hierarchy, dispositions: [LineDisposition])
    -> [Diagnostic]
  {
    guard !hierarchy.elisionLines.isEmpty else { return [] }
    let records = hierarchy.records
    var result: [Diagnostic] = []
    var notedElision = 0
    for index in 0..<hierarchy.count {
      let parent = Int(hierarchy.parents[index])
      if parent < 0, index > 0, records[index].markerDepth == 0,
        records[index - 1].markerDepth > 0, hierarchy.printsMarkers(NodeIndex(index - 1)),
        let elision = hierarchy.elisionBetween(index - 1, index), elision != notedElision
      {
        notedElision = elision
        guard
          LineDisposition.onlyRows(
            between: Int(records[index - 1].line), and: Int(records[index].line),
            in: dispositions)
        else { continue }
        result.append(
          Diagnostic(
            line: Int(records[index].line), column: 1, severity: .note, disposition: .node,
            message:
              "shown as a root: this row has no markers after the elision at line \(elision), "
              + "inside a tree of marked rows, so where it belongs is not in the paste"))
        continue
      }
      guard parent >= 0, let elision = hierarchy.elisionBetween(parent, index),
        elision != notedElision, hierarchy.missingLevels(above: NodeIndex(index)) == 0
      else { continue }
      notedElision = elision
      let name = hierarchy.classNames[Int(hierarchy.classIDs[parent])]
      result.append(
        Diagnostic(
          line: Int(records[index].line), column: 1, severity: .note, disposition: .node,
          message:
            "shown as a child of \(name) (line \(records[parent].line)), the nearest shallower "
            + "row above the elision at line \(elision): the rows cut there may hold its parent"))
    }
    return result
  }
}
