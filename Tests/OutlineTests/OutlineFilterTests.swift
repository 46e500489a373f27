import Outline
import Testing

@Suite struct OutlineFilterTests {
  @Test func showsMatchesWithTheirAncestors() {
    var outline = Outline(sampleTree)
    let change = outline.applyFilter { $0 == "E" }
    #expect(outline.names == ["A", "B", "D", "E"])
    #expect(change.removedRows == [1..<3])
    #expect(change.insertedRows == [1..<4])
    #expect(change.reloadedRows == [0])
    #expect(outline.isMatch(outline.node("E")) && !outline.isMatch(outline.node("D")))
    #expect(outline.isFiltered)
    #expect(outline.row(of: outline.node("C")) == nil)
    outline._checkInvariants()
  }

  @Test func canShowDescendantsOfMatches() {
    var outline = Outline(sampleTree, expandedToLevel: 99)
    outline.applyFilter(includingDescendants: true) { $0 == "B" || $0 == "H" }
    #expect(outline.names == ["A", "B", "C", "D", "E", "G", "H"])
    outline.applyFilter { $0 == "B" }
    #expect(outline.names == ["A", "B"])
    #expect(!outline.isExpandable(outline.node("B")), "B has no children in this view")
  }

  @Test func keepsItsOwnExpansionAndRestoresTheUnfilteredOne() {
    var outline = Outline(sampleTree, expandedToLevel: 1)
    outline.applyFilter { $0 == "C" || $0 == "H" }
    #expect(outline.names == ["A", "B", "C", "G", "H"])
    outline.collapse(outline.node("A"))
    #expect(outline.names == ["A", "G", "H"])
    let change = outline.clearFilter()
    #expect(outline.names == ["A", "B", "F", "G", "H", "I"])
    #expect(change.insertedRows == [1..<3, 5..<6])
    #expect(change.reloadedRows == [0])
    #expect(!outline.isFiltered)
    #expect(outline.clearFilter().isEmpty)
  }

  @Test func canMatchNothing() {
    var outline = Outline(sampleTree)
    let change = outline.applyFilter { _ in false }
    #expect(outline.rowCount == 0)
    #expect(change.removedRows == [0..<3])
    #expect(outline.expandAll().isEmpty)
  }
}

@Suite struct OutlineViewQueryTests {
  @Test func nextSiblingsFollowTheCurrentView() {
    var outline = Outline(sampleTree, expandedToLevel: 99)
    #expect(outline.hasNextSibling(outline.node("B")))
    #expect(!outline.hasNextSibling(outline.node("F")))
    #expect(outline.hasNextSibling(outline.node("C")))
    outline.applyFilter { $0 == "D" || $0 == "H" }
    #expect(!outline.hasNextSibling(outline.node("B")))  // F is filtered out
    #expect(!outline.hasNextSibling(outline.node("D")))  // so is C
    #expect(!outline.hasNextSibling(outline.node("C")))  // excluded itself
    #expect(outline.hasNextSibling(outline.node("A")))
    #expect(!outline.hasNextSibling(outline.node("G")))
  }

  @Test func includedNodesAreThoseOfTheView() {
    var outline = Outline(sampleTree)
    #expect(sampleTree.nodes.allSatisfy(outline.isIncluded))
    outline.applyFilter { $0 == "D" }
    #expect(
      sampleTree.nodes.filter(outline.isIncluded).map { sampleTree[$0] } == ["A", "B", "D"])
    outline.applyFilter(includingDescendants: true) { $0 == "D" }
    #expect(
      sampleTree.nodes.filter(outline.isIncluded).map { sampleTree[$0] } == ["A", "B", "D", "E"])
  }
}
