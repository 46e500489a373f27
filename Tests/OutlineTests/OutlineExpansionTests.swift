import Outline
import Testing

@Suite struct OutlineExpansionTests {
  @Test func startsExpandedToTheGivenLevel() {
    #expect(Outline(sampleTree).names == ["A", "G", "I"])
    #expect(Outline(sampleTree, expandedToLevel: 1).names == ["A", "B", "F", "G", "H", "I"])
    #expect(Outline(sampleTree, expandedToLevel: 99).names == sampleTree.items)
  }

  @Test func mapsRowsAndNodesBothWays() {
    let outline = Outline(sampleTree, expandedToLevel: 1)
    #expect(outline.rowCount == 6)
    #expect(outline.node(atRow: 2) == outline.node("F"))
    #expect(outline[row: 4] == "H")
    #expect(outline.row(of: outline.node("G")) == 3)
    #expect(outline.row(of: outline.node("C")) == nil)
    #expect(!outline.isVisible(outline.node("E")))
    #expect(outline.level(ofRow: 1) == 1)
    #expect(outline.indexPath(ofRow: 4) == [1, 0])
    #expect(outline.row(at: [0, 1]) == 2)
    #expect(outline.row(at: [0, 0, 0]) == nil)
    #expect(outline.isExpandable(outline.node("B")) && !outline.isExpanded(outline.node("B")))
    #expect(!outline.isExpandable(outline.node("I")))
    #expect(outline.disclosure(ofRow: 0) == .expanded)
    #expect(outline.disclosure(ofRow: 1) == .collapsed)
    #expect(outline.disclosure(ofRow: 2) == .none)
  }

  @Test func expandingReportsInsertedRowsAndTheRowToReload() {
    var outline = Outline(sampleTree)
    let change = outline.expand(outline.node("A"))
    #expect(change.insertedRows == [1..<3])
    #expect(change.removedRows == [])
    #expect(change.reloadedRows == [0])
    #expect(change.expandedNodes == [outline.node("A")])
    #expect(outline.names == ["A", "B", "F", "G", "I"])
    #expect(outline.expand(outline.node("A")).isEmpty)
    #expect(outline.expand(outline.node("F")).isEmpty, "leaves do not expand")
  }

  @Test func collapsingReportsRemovedRows() {
    var outline = Outline(sampleTree, expandedToLevel: 99)
    let change = outline.collapse(row: 1)
    #expect(change.removedRows == [2..<5])
    #expect(change.insertedRows == [])
    #expect(change.reloadedRows == [1])
    #expect(change.collapsedNodes == [outline.node("B")])
    #expect(outline.names == ["A", "B", "F", "G", "H", "I"])
  }

  @Test func changesApplyToTheOldRows() {
    var outline = Outline(sampleTree, expandedToLevel: 1)
    var mirror = outline.names
    let change = outline.expandAll()
    change.apply(to: &mirror) { outline[row: $0] }
    #expect(mirror == outline.names)
    #expect(change.insertedRows == [2..<5])
    #expect(change.reloadedRows == [1])
  }

  @Test func collapsingRemembersDescendantsByDefault() {
    var outline = Outline(sampleTree, expandedToLevel: 99)
    outline.toggle(outline.node("A"))
    #expect(outline.names == ["A", "G", "H", "I"])
    #expect(outline.isExpanded(outline.node("B")), "hidden nodes keep their expansion")
    let change = outline.toggle(outline.node("A"))
    #expect(outline.names == sampleTree.items)
    #expect(change.insertedRows == [1..<6])
  }

  @Test func collapsingCanResetDescendants() {
    var outline = Outline(sampleTree, expandedToLevel: 99, collapseBehavior: .resetsDescendants)
    let change = outline.collapse(outline.node("A"))
    #expect(change.collapsedNodes.map { outline.tree[$0] } == ["A", "B", "D"])
    outline.expand(outline.node("A"))
    #expect(outline.names == ["A", "B", "F", "G", "H", "I"])
  }

  @Test func expandsAndCollapsesEverything() {
    var outline = Outline(sampleTree)
    #expect(outline.expandAll().insertedRows == [1..<6, 7..<8])
    #expect(outline.names == sampleTree.items)
    let collapse = outline.collapseAll()
    #expect(collapse.removedRows == [1..<6, 7..<8])
    #expect(collapse.collapsedNodes.map { outline.tree[$0] } == ["A", "B", "D", "G"])
    #expect(outline.names == ["A", "G", "I"])
    outline.expand(toLevel: 2)
    #expect(outline.names == ["A", "B", "C", "D", "F", "G", "H", "I"])
    outline.expand(toLevel: 1)
    #expect(outline.names == ["A", "B", "F", "G", "H", "I"])
  }

  @Test func expandsAndCollapsesSubtrees() {
    var outline = Outline(sampleTree)
    let change = outline.expandSubtree(outline.node("A"))
    #expect(change.insertedRows == [1..<6])
    #expect(change.expandedNodes.map { outline.tree[$0] } == ["A", "B", "D"])
    #expect(outline.names == ["A", "B", "C", "D", "E", "F", "G", "I"])
    outline.collapseSubtree(outline.node("B"))
    outline.expand(outline.node("B"))
    #expect(outline.names == ["A", "B", "C", "D", "F", "G", "I"])
  }

  @Test func expandsAndCollapsesSiblings() {
    var outline = Outline(sampleTree)
    let change = outline.expandSiblings(of: outline.node("I"))
    #expect(outline.names == ["A", "B", "F", "G", "H", "I"])
    #expect(change.reloadedRows == [0, 3])
    #expect(change.insertedRows == [1..<3, 4..<5])
    outline.expandSiblings(of: outline.node("F"))
    #expect(outline.names == ["A", "B", "C", "D", "F", "G", "H", "I"])
    outline.collapseSiblings(of: outline.node("A"))
    #expect(outline.names == ["A", "G", "I"])
  }

  @Test func revealsHiddenNodes() {
    var outline = Outline(sampleTree)
    let change = outline.reveal(outline.node("E"))
    #expect(outline.names == ["A", "B", "C", "D", "E", "F", "G", "I"])
    #expect(change.insertedRows == [1..<6])
    #expect(change.reloadedRows == [0])
    #expect(outline.row(of: outline.node("E")) == 4)
    #expect(outline.reveal(outline.node("E")).isEmpty)
  }

  @Test func expandingAHiddenNodeChangesNoRow() {
    var outline = Outline(sampleTree)
    let change = outline.expand(outline.node("D"))
    #expect(change.expandedNodes == [outline.node("D")])
    #expect(change.insertedRows.isEmpty && change.reloadedRows.isEmpty)
    outline.expand(outline.node("A"))
    outline.expand(outline.node("B"))
    #expect(outline.names == ["A", "B", "C", "D", "E", "F", "G", "I"])
  }

  @Test func handlesAnEmptyTree() throws {
    var outline = Outline(try OutlineTree<String>(preorder: [], levels: []))
    #expect(outline.rowCount == 0)
    #expect(outline.expandAll().isEmpty)
    #expect(outline.collapseAll().isEmpty)
    outline._checkInvariants()
  }
}
