import Outline
import Testing

@Suite struct TextDumpTests {
  @Test func drawsTheVisibleRowsAsATree() {
    var outline = Outline(sampleTree, expandedToLevel: 99)
    outline.collapse(outline.node("G"))
    #expect(
      outline.textDump { $0 } == """
        ▾ A
        ├─ ▾ B
        │  ├─ C
        │  └─ ▾ D
        │     └─ E
        └─ F
        ▸ G
        I
        """)
  }

  @Test func drawsTheFilteredView() {
    var outline = Outline(sampleTree)
    outline.applyFilter { $0 == "C" }
    #expect(
      outline.textDump { $0 } == """
        ▾ A
        └─ ▾ B
           └─ C
        """)
  }
}
