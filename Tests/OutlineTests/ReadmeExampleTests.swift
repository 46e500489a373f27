import Outline
import Testing

/// The examples of the README's Outline section, kept compiling and true.
@Suite struct ReadmeExampleTests {
  struct Files: OutlineDataSource {
    let children: [String: [String]]
    let roots: [String]

    func numberOfChildren(of item: String?) -> Int {
      item.map { children[$0, default: []].count } ?? roots.count
    }

    func child(_ index: Int, of item: String?) -> String {
      item.map { children[$0]![index] } ?? roots[index]
    }
  }

  @Test func drivesAnOutlineFromADataSource() {
    let tree = OutlineTree(
      dataSource: Files(children: ["src": ["a.swift", "b.swift"]], roots: ["src", "README"]))
    var outline = Outline(tree, expandedToLevel: 0)
    #expect(outline.names == ["src", "README"])
    let change = outline.toggle(row: 0)
    #expect(outline.names == ["src", "a.swift", "b.swift", "README"])
    #expect(change.insertedRows == [1..<3])
    #expect(change.removedRows == [])
    #expect(change.reloadedRows == [0])
    #expect(Array(change.insertedRows.joined()) == [1, 2])
    #expect(
      outline.textDump { $0 } == """
        ▾ src
        ├─ a.swift
        └─ b.swift
        README
        """)
  }

  struct Row {
    let id: Int
    let parent: Int?
    let position: Int
  }

  @Test func buildsFromRecords() throws {
    let rows = [Row(id: 1, parent: nil, position: 0), Row(id: 2, parent: 1, position: 0)]
    let tree = try OutlineTree(
      records: rows, id: \.id, parentID: \.parent, siblingOrder: \.position)
    #expect(tree.items.map(\.id) == [1, 2])
  }
}
