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
  /// app printed the tree again, not that it was pasted twice: no warning. Nor does a prompt
  /// between them other than the one that printed the first tree (a paste pasted again
  /// repeats that command; any other is a command run to print the tree again), nor a lone
  /// view printed again (a list of views, the same object printed by two commands).
  /// `dispositions` are the input lines' (1-based line l at l - 1).
  static func diagnostics(in hierarchy: Hierarchy, dispositions: [LineDisposition]) -> [Diagnostic]
  {
    var current: Int32 = hierarchy.isEmpty ? -1 : 0
    guard current >= 0, hierarchy.nextSiblings[0] >= 0 else { return [] }
    let records = hierarchy.records
    return hierarchy.text.withUnsafeBufferPointer { text in
      var firstTrees: [Key: Int] = [:]
      var result: [Diagnostic] = []
      var session: SessionLines? = nil
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
        // Built once, when a first repeat is found.
        if session == nil { session = SessionLines(dispositions) }
        guard
          session!.isPastedAgain(
            from: Int(records[first].line), to: Int(records[root].line), text)
        else { continue }
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

  /// What lies between two trees: log lines and prompts, counted before each line, and the
  /// last prompt at or before each line.
  private struct SessionLines {
    var logLinesBefore: [Int32] = [0]
    var promptsBefore: [Int32] = [0]
    var lastPrompt: [Int32] = [0]
    var lineStarts: [Int] = []

    init(_ dispositions: [LineDisposition]) {
      for (offset, disposition) in dispositions.enumerated() {
        logLinesBefore.append(logLinesBefore.last! + (disposition == .log ? 1 : 0))
        promptsBefore.append(promptsBefore.last! + (disposition == .prompt ? 1 : 0))
        lastPrompt.append(disposition == .prompt ? Int32(offset + 1) : lastPrompt.last!)
      }
    }

    /// Whether the tree at line `to` is the tree at line `from` pasted again: no log line
    /// between them, and no prompt, or one with the command that printed the first tree,
    /// pasted again with it. Another command printed the tree again.
    mutating func isPastedAgain(from: Int, to: Int, _ text: UnsafeBufferPointer<UInt8>) -> Bool {
      guard to - 1 < logLinesBefore.count, from < to else { return true }
      if logLinesBefore[to - 1] > logLinesBefore[from] { return false }
      switch promptsBefore[to - 1] - promptsBefore[from] {
      case 0: return true
      case 1:
        let (before, between) = (Int(lastPrompt[from - 1]), Int(lastPrompt[to - 1]))
        // The first tree's command may have been left out of the paste.
        guard before > 0 else { return true }
        return trimmedLine(before, text).elementsEqual(trimmedLine(between, text))
      default: return false
      }
    }

    /// The bytes of 1-based line `number`, without its surrounding blanks.
    private mutating func trimmedLine(_ number: Int, _ text: UnsafeBufferPointer<UInt8>)
      -> Slice<UnsafeBufferPointer<UInt8>>
    {
      if lineStarts.isEmpty {
        lineStarts = [0]
        for index in text.indices where text[index] == 0x0A { lineStarts.append(index + 1) }
      }
      guard number - 1 < lineStarts.count else { return text[0..<0] }
      var start = lineStarts[number - 1]
      var end = number < lineStarts.count ? lineStarts[number] : text.count
      let isBlank = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
      }
      while start < end && isBlank(text[start]) { start += 1 }
      while end > start && isBlank(text[end - 1]) { end -= 1 }
      return text[start..<end]
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
