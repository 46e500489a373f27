import PropertyBased
import Testing

@testable import ViewTree

/// Where a report of a node points on its line: the column its description starts at.
@Suite("Hierarchy columns")
struct HierarchyColumnsTests {
  static func parse(_ text: String) -> Hierarchy { DumpParser().parse(text).hierarchy }

  /// The reference: characters counted back from the description to its line's start.
  static func counted(_ hierarchy: Hierarchy, _ node: NodeIndex) -> Int {
    let start = Int(hierarchy.records[node.rawValue].description.start)
    guard start < hierarchy.inputCount else { return 1 }
    return hierarchy.text.withUnsafeBufferPointer { bytes in
      var index = start
      while index > 0 && bytes[index - 1] != 0x0A { index -= 1 }
      return 1 + bytes[index..<start].filter { $0 & 0xC0 != 0x80 }.count
    }
  }

  @Test func columnsCountCharactersBeforeTheDescription() {
    let hierarchy = Self.parse(
      """
      (lldb) po [[UIWindow keyWindow] recursiveDescription]
      <UIWindow: 0x1; frame = (0 0; 390 844); layer = <CALayer: 0x2>>
         | <UIView: 0x3; frame = (0 0; 390 844); layer = <CALayer: 0x4>>
         |    | <UILabel: 0x5; frame = (0 0; 10 10); text = 'é'; layer = <CALayer: 0x6>>

      """)
    #expect(hierarchy.count == 3)
    #expect(hierarchy.columns(of: hierarchy.indices) == [1, 6, 11])
  }

  @Test func rowsSharingALineCountOnFromEachOther() {
    // A dump flattened onto one line: the second row's column counts the first's `é`, once.
    let line =
      "<UIView: 0x1; frame = (0 0; 10 10); text = 'é'; layer = <CALayer: 0x2>> "
      + "| <UIButton: 0x3; frame = (0 0; 10 10); layer = <CALayer: 0x4>> "
      + "| <UIButton: 0x5; frame = (0 0; 10 10); layer = <CALayer: 0x6>>\n"
    let hierarchy = Self.parse(line)
    #expect(hierarchy.count == 3)
    let columns = hierarchy.columns(of: hierarchy.indices)
    #expect(columns == hierarchy.indices.map { Self.counted(hierarchy, $0) })
    #expect(columns[0] == 1)
    #expect(columns[1] == 75)
    // Asked in any order, with repeats.
    let nodes = [NodeIndex(2), NodeIndex(0), NodeIndex(2), NodeIndex(1)]
    #expect(hierarchy.columns(of: nodes) == [columns[2], columns[0], columns[2], columns[1]])
  }

  @Test func aRowReadFromAnUnescapedCopyIsAtColumnOne() {
    let hierarchy = Self.parse(
      """
      <UINavigationBar: 0x1; frame = (0 47; 390 44); layer = <CALayer: 0x2>>
         | <\\_UIBarBackground: 0x3; frame = (0 -47; 390 91); layer = <CALayer: 0x4>>

      """)
    #expect(hierarchy.count == 2)
    #expect(hierarchy.records[1].description.start >= hierarchy.inputCount)
    #expect(hierarchy.columns(of: hierarchy.indices) == [1, 1])
  }

  @Test func columnsMatchCountingBackToTheLineStart() async {
    let dumps = zip(Gen.int(in: 1...60), Gen.int(in: 0...1_000_000))
    let picks = Gen.int(in: 0...10_000).array(of: 0...40)
    await propertyCheck(count: 100, input: dumps, Gen.bool, picks) { dump, flattened, picks in
      var generator = DumpGenerator(seed: UInt64(dump.1))
      var text = generator.dump(nodeCount: dump.0)
      if flattened { text = text.split(separator: "\n").joined(separator: " ") + "\n" }
      let hierarchy = Self.parse(text)
      guard !hierarchy.isEmpty else { return }
      let nodes = picks.map { NodeIndex($0 % hierarchy.count) }
      #expect(hierarchy.columns(of: nodes) == nodes.map { Self.counted(hierarchy, $0) })
    }
  }
}
