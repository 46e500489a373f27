import Outline
import Testing

@Suite struct OutlineMarksTests {
  @Test func markingANodeMarksItsSubtreeAndMixesItsAncestors() {
    var outline = Outline(sampleTree, expandedToLevel: 99)
    let rows = outline.mark(outline.node("B"))
    #expect(rows == [0..<5])
    #expect(outline.markState(of: outline.node("B")) == .marked)
    #expect(outline.markState(of: outline.node("E")) == .marked)
    #expect(outline.markState(of: outline.node("A")) == .mixed)
    #expect(outline.markState(of: outline.node("G")) == .unmarked)

    outline.mark(outline.node("F"))
    #expect(outline.markState(of: outline.node("A")) == .marked, "all of A's leaves are marked")
    outline.unmark(outline.node("E"))
    #expect(outline.markState(of: outline.node("D")) == .unmarked)
    #expect(outline.markState(of: outline.node("B")) == .mixed)
    #expect(outline.markedNodes.map { outline.tree[$0] } == ["C", "F"])
  }

  @Test func togglingAMixedNodeMarksIt() {
    var outline = Outline(sampleTree)
    outline.mark(outline.node("C"))
    outline.toggleMark(outline.node("A"))
    #expect(outline.markState(of: outline.node("A")) == .marked)
    outline.toggleMark(outline.node("A"))
    #expect(outline.markState(of: outline.node("A")) == .unmarked)
  }

  @Test func reportsVisibleRowsOnly() {
    var outline = Outline(sampleTree, expandedToLevel: 1)
    #expect(outline.mark(outline.node("E")) == [0..<2], "A and B show E's state; E is hidden")
    outline.unmarkAll()
    #expect(outline.markedNodes.isEmpty)
    #expect(outline.markState(of: outline.node("E")) == .unmarked)
  }
}
