import Testing

@testable import ViewTree

/// Inputs over 2 MB are parsed in one chunk per core and merged: the merged tree must be the
/// one a single pass would build, wherever a chunk happens to end.
@Suite struct ChunkedParseTests {
  /// A node line of exactly `length` bytes (newline included) at `depth`.
  static func line(depth: Int, id: Int, length: Int) -> String {
    let lead = depth == 0 ? "" : "   " + String(repeating: "|    ", count: depth - 1) + "| "
    let head = lead + "<UIView: 0x\(String(id, radix: 16)); frame = (0 0; 10 10); tag = "
    return head + String(repeating: "1", count: max(1, length - head.utf8.count - 2)) + ">\n"
  }

  /// A prompt on every line in turn around the middle of a 2.4 MB dump, so that for some
  /// of them it is the last line of the first chunk: the nodes after it start a new tree.
  @Test func promptAtTheEndOfAChunkStartsANewTree() {
    var lines: [String] = []
    for index in 0..<24_000 {
      lines.append(Self.line(depth: index == 0 || index == 12_000 ? 0 : 1, id: index, length: 100))
    }
    let middle = lines.count / 2
    for offset in -3...3 {
      var pasted = lines
      pasted[middle + offset - 1] = "(lldb) po view" + String(repeating: " ", count: 85) + "\n"
      // After the prompt, nodes at depth 1 have no root to hang under: each becomes a root.
      let text = pasted.joined()
      let parsed = DumpParser().parse(text)
      let reference = Self.singlePass(text)
      #expect(parsed.hierarchy.roots.count == reference, "prompt at line \(middle + offset)")
      parsed.hierarchy._checkInvariants()
    }
  }

  /// Class ids are numbered per chunk and translated when merged: the result must number the
  /// names in order of first appearance over the whole dump, as one pass would.
  @Test func classIDsNumberNamesInOrderOfFirstAppearance() {
    var generator = DumpGenerator(seed: 11)
    let text = generator.dump(nodeCount: 20_000)
    #expect(text.utf8.count > 2 * DumpParser.parallelThreshold, "the dump must be chunked")
    let hierarchy = DumpParser().parse(text).hierarchy
    var reference: [String: Int32] = [:]
    var names: [String] = []
    for index in hierarchy.indices {
      let name = hierarchy.string(hierarchy.records[index.rawValue].className)
      let id = reference[name] ?? Int32(names.count)
      if id == Int32(names.count) {
        reference[name] = id
        names.append(name)
      }
      #expect(hierarchy.classIDs[index.rawValue] == id, "node \(index.rawValue)")
    }
    #expect(hierarchy.classNames == names)
  }

  /// The number of roots by the rule itself, line by line: a node is a root when no node
  /// since the last prompt has fewer markers (there is then no shallower node to hang under).
  static func singlePass(_ text: String) -> Int {
    var roots = 0
    var shallowestSincePrompt = Int.max
    for line in text.split(separator: "\n") {
      if line.hasPrefix("(lldb)") {
        shallowestSincePrompt = Int.max
        continue
      }
      let depth = line.prefix { $0 != "<" }.filter { $0 == "|" }.count
      if depth <= shallowestSincePrompt { roots += 1 }
      shallowestSincePrompt = min(shallowestSincePrompt, depth)
    }
    return roots
  }
}
