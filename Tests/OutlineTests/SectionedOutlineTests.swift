import Outline
import Testing

@Suite struct SectionedOutlineTests {
  @Test func sectionsAreIndependentOutlines() {
    var sections = SectionedOutline(sectionsFromRootsOf: sampleTree)
    #expect(sections.numberOfSections == 3)
    #expect((0..<3).map(sections.numberOfRows(inSection:)) == [1, 1, 1])
    let change = sections.toggle(section: 1, row: 0)
    #expect(change.insertedRows == [1..<2])
    #expect(sections[section: 1, row: 1] == "H")
    #expect(sections.numberOfRows(inSection: 0) == 1)
    sections.sections[0].expandAll()
    #expect(sections.sections[0].names == ["A", "B", "C", "D", "E", "F"])
    #expect(sections.node(section: 0, row: 4) == NodeID(4))
  }
}
