import Foundation
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

  /// Two `po app` outputs, each of `treeRows` rows under Application > Window > Other (about
  /// 100 bytes a row). After the first tree come its `Path to element:` and `Query chain:`
  /// sections, whose rows repeat elements (`outputRows` of them in the last `Output: {`
  /// block) and are not nodes. `section` is where those sections' lines are.
  static func xcuitestSession(treeRows: Int, outputRows: Int)
    -> (lines: [String], section: Range<Int>)
  {
    let application = "Application, 0x600000c6c0e0, pid: 41491, label: 'Test App'"
    let window = "Window (Main), 0x600000c6c1c0, {{0.0, 0.0}, {393.0, 852.0}}"
    func button(_ index: Int, indent: Int) -> String {
      String(repeating: " ", count: indent) + "Button, 0x6000\(String(0x10000 + index, radix: 16))"
        + ", {{16.0, \(index % 800).0}, {361.0, 44.0}}, identifier: 'row-\(index)', label: 'Row'"
    }
    func tree() -> [String] {
      [
        "(lldb) po app", "Attributes: " + application, "Element subtree:", " →" + application,
        "    " + window, "      Other, 0x600000c6c2a0, {{0.0, 0.0}, {393.0, 852.0}}",
      ]
        + (0..<treeRows).map { button($0, indent: 8 + 2 * ($0 % 3)) }
    }
    var lines = tree()
    let sectionStart = lines.count
    lines += [
      "Path to element:", " →" + application, "    " + window, button(7, indent: 6),
      "Query chain:", " →Find: Target Application 'com.example.TestApp'", "  Output: {",
      "    " + application, "  }", "  ↪︎Find: Descendants matching type Button", "    Output: {",
    ]
    lines += (0..<outputRows).map { button($0, indent: 6) }
    lines.append("    }")
    let sectionEnd = lines.count
    lines += tree()
    return (lines, sectionStart..<sectionEnd)
  }

  /// An XCUITest `Path to element:` / `Query chain:` section cut by a chunk boundary: the
  /// rows after the cut still repeat elements and are not read as nodes.
  @Test func xcuitestSectionAcrossACutIsNotReadAsNodes() {
    let (lines, section) = Self.xcuitestSession(treeRows: 30, outputRows: 20)
    let text = lines.map { $0 + "\n" }.joined()
    let whole = ChunkFixture.wholeParse(text)
    #expect(whole.hierarchy.count == 2 * (3 + 30), "section rows are not nodes")
    #expect(whole.hierarchy.roots.count == 2)
    for cut in (section.lowerBound - 1)...(section.upperBound + 1) {
      ChunkFixture.expectSame(
        ChunkFixture.parse(text, cutBefore: [cut]), whole, "cut before line \(cut + 1)")
    }
    ChunkFixture.expectSame(ChunkFixture.parseLineByLine(text), whole, "a chunk per line")
  }

  /// The same in an input big enough to be cut per core: halving it, as a two-core machine
  /// does, cuts inside the `Output: {` block of the first dump's query section.
  @Test func xcuitestSectionAcrossTheCutOfABigInput() {
    let (lines, section) = Self.xcuitestSession(treeRows: 10_500, outputRows: 2_000)
    let text = lines.map { $0 + "\n" }.joined()
    #expect(text.utf8.count > 2 * DumpParser.parallelThreshold, "big enough to be chunked")
    let whole = ChunkFixture.wholeParse(text)
    #expect(whole.hierarchy.count == 2 * (3 + 10_500), "section rows are not nodes")
    let halves = DumpParser().parse(SourceText(text)) { DumpParser.chunks(of: $0, count: 2) }
    let middle = ChunkFixture.lineStarts(Array(text.utf8)).firstIndex { $0 > text.utf8.count / 2 }
    #expect(middle.map(section.contains) == true, "the cut falls inside the section")
    ChunkFixture.expectSame(halves, whole, "two chunks")
    ChunkFixture.expectSame(DumpParser().parse(text), whole, "chunks per core")
  }

  /// A description continued over the following lines, with a cut after each of them: the
  /// lines stay the node's, even when they look like a section header or a prompt.
  @Test func descriptionAcrossCutsStaysOneNode() {
    let lines = [
      "<UIWindow: 0x7f1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x6001>>",
      "   | <UILabel: 0x7f2; frame = (0 0; 100 20); text = 'Path to",
      "Path to element:",
      "(lldb) po label.text ?? \"\"",
      "done'; layer = <_UILabelLayer: 0x6002>>",
      "   | <UIView: 0x7f3; frame = (0 0; 10 10); layer = <CALayer: 0x6003>>",
      "    Button, 0x7f4, {{0.0, 0.0}, {10.0, 10.0}}",
    ]
    let text = lines.map { $0 + "\n" }.joined()
    let whole = ChunkFixture.wholeParse(text)
    #expect(whole.hierarchy.classNamesInOrder == ["UIWindow", "UILabel", "UIView", "Button"])
    #expect(whole.hierarchy.parentPositions == [-1, 0, 0, -1])
    for cut in lines.indices {
      ChunkFixture.expectSame(
        ChunkFixture.parse(text, cutBefore: [cut]), whole, "cut before line \(cut + 1)")
    }
    ChunkFixture.expectSame(ChunkFixture.parseLineByLine(text), whole, "a chunk per line")
  }

  /// Every real dump and every sample, with a cut at every line: the same parse as in one
  /// chunk (the corpus part is skipped, with a note, when the corpus is absent).
  @Test func everyLineCutGivesTheWholeParse() throws {
    let repository = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    var files = try FileManager.default
      .contentsOfDirectory(atPath: repository.appendingPathComponent("Samples").path)
      .filter { $0.hasSuffix(".txt") }.sorted()
      .map { repository.appendingPathComponent("Samples").appendingPathComponent($0) }
    if let corpus = SharedCorpus.directory {
      files += try SharedCorpus.dumpNames(in: corpus).map {
        corpus.appendingPathComponent("dumps").appendingPathComponent($0)
      }
    } else {
      print("note: ../shared/corpus not found (set VTREE_CORPUS); only Samples/ cut")
    }
    for file in files {
      let bytes = [UInt8](try Data(contentsOf: file))
      ChunkFixture.expectSame(
        ChunkFixture.parseLineByLine(bytes), ChunkFixture.wholeParse(bytes),
        file.lastPathComponent)
    }
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
