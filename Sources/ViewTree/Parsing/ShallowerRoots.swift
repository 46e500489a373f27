/// Roots printed with `|` markers: a paste that starts inside a subtree (an excerpt of a deep
/// part of a dump) has no row for the ancestors of its first row, which is shown as a root; a
/// note says how deep the paste starts. When such a paste climbs above its first rows (`|` × 9
/// rows, then a row with 8), the rows share ancestors the paste left out, so the tree cannot
/// join them: each is a root, side by side, and their levels are no longer told apart. The
/// note on the row that climbs says so instead.
enum ShallowerRoots {
  /// A note on each root printed with markers: that it climbs, when it has fewer markers than
  /// the root before it and only rows lie between them (a prompt or a sentence between starts
  /// another dump); that the paste starts that deep, otherwise. `dispositions` are the input
  /// lines' (1-based line l at l - 1). - Complexity: O(roots + lines between them).
  static func diagnostics(in hierarchy: Hierarchy, dispositions: [LineDisposition])
    -> [Diagnostic]
  {
    guard !hierarchy.isEmpty else { return [] }
    let records = hierarchy.records
    var result: [Diagnostic] = []
    var previous = -1
    var current = 0
    while current >= 0 {
      defer {
        previous = current
        current = Int(hierarchy.nextSiblings[current])
      }
      let root = records[current]
      guard root.markerDepth > 0, hierarchy.printsMarkers(NodeIndex(current)) else { continue }
      let markers = Int(root.markerDepth)
      if previous >= 0, case let before = records[previous],
        root.markerDepth < before.markerDepth, root.format == before.format,
        hierarchy.printsMarkers(NodeIndex(previous)),
        LineDisposition.onlyRows(
          between: Int(before.line), and: Int(root.line), in: dispositions)
      {
        result.append(
          Diagnostic(
            line: Int(root.line), column: 1, severity: .note, disposition: .node,
            message:
              "this row has fewer markers (\(root.markerDepth)) than the root at line "
              + "\(before.line) (\(before.markerDepth)): the paste starts inside a subtree whose "
              + "ancestors it lacks, so both are shown as roots"))
      } else {
        result.append(
          Diagnostic(
            line: Int(root.line), column: 1, severity: .note, disposition: .node,
            message:
              "the paste starts \(markers) level\(markers == 1 ? "" : "s") deep here: this "
              + "row's ancestors are not in it, so it is shown as a root"))
      }
    }
    return result
  }
}
