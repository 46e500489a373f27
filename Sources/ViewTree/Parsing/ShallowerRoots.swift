/// A paste that starts inside a subtree and climbs above its first rows: `|` × 9 rows, then a
/// row with 8. The rows share ancestors the paste left out, so the tree cannot join them: each
/// is a root, side by side, and their levels are no longer told apart. A note on the row that
/// climbs says so (a paste that never climbs, a subtree copied whole, needs none).
enum ShallowerRoots {
  /// A note on each root with fewer markers than the root before it, when only rows lie
  /// between them (a prompt or a sentence between starts another dump). `dispositions` are
  /// the input lines' (1-based line l at l - 1). - Complexity: O(roots + lines between them).
  static func diagnostics(in hierarchy: Hierarchy, dispositions: [LineDisposition])
    -> [Diagnostic]
  {
    guard !hierarchy.isEmpty else { return [] }
    let records = hierarchy.records
    var result: [Diagnostic] = []
    var previous = 0
    var current = Int(hierarchy.nextSiblings[0])
    while current >= 0 {
      defer {
        previous = current
        current = Int(hierarchy.nextSiblings[current])
      }
      let (before, root) = (records[previous], records[current])
      guard root.markerDepth < before.markerDepth, root.format == before.format,
        hierarchy.printsMarkers(NodeIndex(previous)),
        onlyRowsBetween(Int(before.line), Int(root.line), dispositions)
      else { continue }
      result.append(
        Diagnostic(
          line: Int(root.line), column: 1, severity: .note, disposition: .node,
          message:
            "this row has fewer markers (\(root.markerDepth)) than the root at line "
            + "\(before.line) (\(before.markerDepth)): the paste starts inside a subtree whose "
            + "ancestors it lacks, so both are shown as roots"))
    }
    return result
  }

  /// Whether the lines after `first` and before `last` are rows, their continuations, blanks,
  /// elisions or log lines: no prompt or text that would start another dump.
  private static func onlyRowsBetween(_ first: Int, _ last: Int, _ dispositions: [LineDisposition])
    -> Bool
  {
    guard last - 1 <= dispositions.count, first < last else { return false }
    return dispositions[first..<(last - 1)].allSatisfy { $0 != .prompt && $0 != .text }
  }
}
