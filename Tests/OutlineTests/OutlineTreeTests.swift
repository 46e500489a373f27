import Outline
import Testing

/// A data source in the style of a table view's, over a dictionary of children.
struct DictionarySource: OutlineDataSource {
  let children: [String: [String]]
  let roots: [String]

  func numberOfChildren(of item: String?) -> Int {
    item.map { children[$0, default: []].count } ?? roots.count
  }

  func child(_ index: Int, of item: String?) -> String {
    item.map { children[$0]![index] } ?? roots[index]
  }
}

@Suite struct OutlineTreeTests {
  let source = DictionarySource(
    children: ["A": ["B", "F"], "B": ["C", "D"], "D": ["E"], "G": ["H"]], roots: ["A", "G", "I"])

  @Test func buildsFromADataSource() {
    let tree = OutlineTree(dataSource: source)
    #expect(tree.items == sampleTree.items)
    #expect(tree.nodes.map(tree.level) == [0, 1, 2, 2, 3, 1, 0, 1, 0])
    #expect(tree.roots.map { tree[$0] } == ["A", "G", "I"])
    #expect(tree.children(of: tree.node("B")).map { tree[$0] } == ["C", "D"])
    #expect(tree.parent(of: tree.node("E")) == tree.node("D"))
    #expect(tree.parent(of: tree.node("G")) == nil)
  }

  @Test func buildsFromRootsAndChildren() {
    let tree = OutlineTree(roots: source.roots) { source.children[$0, default: []] }
    #expect(tree.items == sampleTree.items)
    #expect(tree.nodes.map(tree.level) == sampleTree.nodes.map(sampleTree.level))
  }

  @Test func buildsFromLevelsAndRejectsJumps() {
    #expect(sampleTree.count == 9)
    #expect(throws: OutlineBuildError.invalidLevel(index: 1)) {
      try OutlineTree(preorder: ["a", "b"], levels: [0, 2])
    }
    #expect(throws: OutlineBuildError.invalidLevel(index: 0)) {
      try OutlineTree(preorder: ["a"], levels: [1])
    }
    #expect(throws: OutlineBuildError.countMismatch(items: 1, links: 0)) {
      try OutlineTree(preorder: ["a"], levels: [])
    }
  }

  @Test func buildsFromParentIndicesInAnyOrder() throws {
    // E, C, A, D, B listed out of order: A is the root, B under A, C and D under B, E under D.
    let tree = try OutlineTree(items: ["E", "C", "A", "D", "B"], parents: [3, 4, nil, 4, 2])
    #expect(tree.items == ["A", "B", "C", "D", "E"])
    #expect(tree.nodes.map(tree.level) == [0, 1, 2, 2, 3])
    let preorder = try OutlineTree(items: ["A", "B", "C"], parents: [nil, 0, 0])
    #expect(preorder.items == ["A", "B", "C"])
  }

  @Test func reportsBadParentIndices() {
    #expect(throws: OutlineBuildError.parentOutOfRange(index: 1)) {
      try OutlineTree(items: [1, 2], parents: [nil, 5])
    }
    #expect(throws: OutlineBuildError.cycle([1, 2])) {
      try OutlineTree(items: [0, 1, 2], parents: [nil, 2, 1])
    }
    #expect(throws: OutlineBuildError.cycle([0])) {
      try OutlineTree(items: [0], parents: [0])
    }
  }

  struct Record {
    let id: Int
    let parent: Int?
    let rank: Int
  }

  @Test func buildsFromRecordsWithSiblingOrder() throws {
    let records = [
      Record(id: 10, parent: nil, rank: 0), Record(id: 11, parent: 10, rank: 2),
      Record(id: 12, parent: 10, rank: 1), Record(id: 13, parent: 12, rank: 0),
    ]
    let inRecordOrder = try OutlineTree(records: records, id: \.id, parentID: \.parent)
    #expect(inRecordOrder.items.map(\.id) == [10, 11, 12, 13])
    let ranked = try OutlineTree(
      records: records, id: \.id, parentID: \.parent, siblingOrder: \.rank)
    #expect(ranked.items.map(\.id) == [10, 12, 13, 11])
    #expect(ranked.nodes.map(ranked.level) == [0, 1, 2, 1])
  }

  @Test func reportsBadRecords() {
    #expect(throws: OutlineBuildError.duplicateID("1", first: 0, second: 1)) {
      try OutlineTree(
        records: [Record(id: 1, parent: nil, rank: 0), Record(id: 1, parent: nil, rank: 0)],
        id: \.id, parentID: \.parent)
    }
    #expect(throws: OutlineBuildError.unknownParent("7", index: 0)) {
      try OutlineTree(records: [Record(id: 1, parent: 7, rank: 0)], id: \.id, parentID: \.parent)
    }
    let cycle = [
      Record(id: 1, parent: nil, rank: 0), Record(id: 2, parent: 3, rank: 0),
      Record(id: 3, parent: 4, rank: 0), Record(id: 4, parent: 2, rank: 0),
    ]
    #expect(throws: OutlineBuildError.cycle([1, 2, 3])) {
      try OutlineTree(records: cycle, id: \.id, parentID: \.parent)
    }
    #expect(
      OutlineBuildError.cycle([1, 2, 3]).description == "records 1 → 2 → 3 form a cycle")
  }

  @Test func indexPathsGoBothWays() {
    let tree = sampleTree
    #expect(tree.indexPath(of: tree.node("D")) == [0, 0, 1])
    #expect(tree.indexPath(of: tree.node("I")) == [2])
    #expect(tree.node(at: [0, 0, 1, 0]) == tree.node("E"))
    #expect(tree.node(at: [1, 0]) == tree.node("H"))
    #expect(tree.node(at: [1, 1]) == nil)
    #expect(tree.node(at: [3]) == nil)
    #expect(tree.node(at: []) == nil)
    #expect(tree.siblingIndex(of: tree.node("F")) == 1)
  }

  @Test func answersStructuralQuestions() {
    let tree = sampleTree
    #expect(tree.isLeaf(tree.node("C")))
    #expect(!tree.isLeaf(tree.node("D")))
    #expect(tree.isAncestor(tree.node("A"), of: tree.node("E")))
    #expect(!tree.isAncestor(tree.node("F"), of: tree.node("E")))
    #expect(tree.ancestors(of: tree.node("E")).map { tree[$0] } == ["D", "B", "A"])
    #expect(tree.subtree(of: tree.node("B")) == 1..<5)
    let subtree = tree.subtree(rootedAt: tree.node("B"))
    #expect(subtree.items == ["B", "C", "D", "E"])
    #expect(subtree.nodes.map(subtree.level) == [0, 1, 1, 2])
  }
}
