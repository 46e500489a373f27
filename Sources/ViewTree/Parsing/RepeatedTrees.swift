/// A dump pasted twice: a tree whose nodes are printed, one for one, as an earlier tree's
/// are. Addresses change from run to run, so the same ones mean the same process; the same
/// descriptions too (frames, texts, states) mean the same printout pasted again, not a second
/// dump of the screen taken after something changed (a bug report's before and after).
enum RepeatedTrees {
  /// A warning on the root of every tree that repeats an earlier one.
  /// - Complexity: O(n): each tree is compared with at most one earlier tree, the first with
  ///   its root's class, address and size.
  /// A log line between the two trees (a console line with its timestamp, as UIKit's
  /// `[LayoutConstraints] View has an ambiguous layout` before each trace it prints) means the
  /// app printed the tree again, not that it was pasted twice: no warning. Nor do two prompts
  /// between them (a paste pasted again repeats one: the command that printed the tree; a
  /// second is another command run in between), nor a lone view printed again (a list of
  /// views, the same object printed by two commands).
  /// `dispositions` are the input lines' (1-based line l at l - 1).
  static func diagnostics(in hierarchy: Hierarchy, dispositions: [LineDisposition]) -> [Diagnostic]
  {
    var current: Int32 = hierarchy.isEmpty ? -1 : 0
    guard current >= 0, hierarchy.nextSiblings[0] >= 0 else { return [] }
    let records = hierarchy.records
    return hierarchy.text.withUnsafeBufferPointer { text in
      var firstTrees: [Key: Int] = [:]
      var result: [Diagnostic] = []
      var logLinesBefore: [Int] = []
      var promptsBefore: [Int] = []
      while current >= 0 {
        let root = Int(current)
        current = hierarchy.nextSiblings[root]
        let address = records[root].address
        guard !address.isEmpty else { continue }
        let key = Key(
          address: Array(text[address.range]), classID: hierarchy.classIDs[root],
          size: Int(hierarchy.subtreeEnds[root]) - root)
        guard key.size > 1 else { continue }
        guard let first = firstTrees[key] else {
          firstTrees[key] = root
          continue
        }
        guard isRepeat(root, of: first, size: key.size, hierarchy, text) else { continue }
        if logLinesBefore.isEmpty {
          // Built once, when a first repeat is found: log lines and prompts before each line.
          logLinesBefore = [0]
          promptsBefore = [0]
          logLinesBefore.reserveCapacity(dispositions.count + 1)
          promptsBefore.reserveCapacity(dispositions.count + 1)
          for disposition in dispositions {
            logLinesBefore.append(logLinesBefore.last! + (disposition == .log ? 1 : 0))
            promptsBefore.append(promptsBefore.last! + (disposition == .prompt ? 1 : 0))
          }
        }
        let (from, to) = (Int(records[first].line), Int(records[root].line))
        if to - 1 < logLinesBefore.count
          && (logLinesBefore[to - 1] > logLinesBefore[from]
            || promptsBefore[to - 1] - promptsBefore[from] > 1)
        {
          continue
        }
        result.append(
          Diagnostic(
            line: Int(records[root].line), column: 1, severity: .warning, disposition: .node,
            message:
              "this tree repeats the one at line \(records[first].line) (the same \(key.size) "
              + "node\(key.size == 1 ? "" : "s"), printed alike): pasted twice?"))
      }
      return result
    }
  }

  private struct Key: Hashable {
    var address: [UInt8]
    var classID: Int32
    var size: Int
  }

  /// Whether the trees at `root` and `first`, of `size` nodes each, have the same classes,
  /// depths and descriptions (addresses included) node for node.
  private static func isRepeat(
    _ root: Int, of first: Int, size: Int, _ hierarchy: Hierarchy,
    _ text: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    let records = hierarchy.records
    for offset in 0..<size {
      let (a, b) = (first + offset, root + offset)
      guard hierarchy.classIDs[a] == hierarchy.classIDs[b],
        hierarchy.depths[a] - hierarchy.depths[first] == hierarchy.depths[b]
          - hierarchy.depths[root],
        text[records[a].description.range].elementsEqual(text[records[b].description.range])
      else { return false }
    }
    return true
  }
}
