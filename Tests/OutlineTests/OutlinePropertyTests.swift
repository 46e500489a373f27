import Outline
import PropertyBased
import Testing

/// Random trees, as parent links over nodes listed in a shuffled order.
///
/// Each generated value picks a parent among the nodes created before it (or none), then the
/// nodes are listed in an order given by sort keys, so parents may follow their children.
let treeGenerator = zip(
  Gen.int(in: 0...1_000).array(of: 1...60), Gen.int(in: 0...1_000).array(of: 60), Gen.bool
).map { picks, keys, shuffles in
  let order = Array(picks.indices).sorted { shuffles ? keys[$0] < keys[$1] : $0 < $1 }
  var position = Array(repeating: 0, count: picks.count)
  for (index, node) in order.enumerated() { position[node] = index }
  return order.map { node -> Int? in
    let parent = picks[node] % (node + 1) - 1
    return parent < 0 ? nil : position[parent]
  }
}

let operationGenerator = zip(Gen.int(in: 0...16), Gen.int(in: 0...10_000)).array(of: 1...30)

/// The tree whose items are the input positions, and a way back from positions to nodes.
func makeTree(_ parents: [Int?]) -> (OutlineTree<Int>, [NodeID]) {
  let tree = try! OutlineTree(items: Array(parents.indices), parents: parents)
  var nodeOfItem = Array(repeating: NodeID(0), count: tree.count)
  for node in tree.nodes { nodeOfItem[tree[node]] = node }
  return (tree, nodeOfItem)
}

@Suite struct OutlinePropertyTests {
  @Test func operationsMatchTheReferenceModel() async {
    await propertyCheck(
      count: 300, input: treeGenerator, Gen.int(in: 0...3), operationGenerator
    ) { parents, level, operations in
      let (tree, nodeOfItem) = makeTree(parents)
      var outline = Outline(tree, expandedToLevel: level)
      var model = ReferenceOutline(parent: parents, level: level)
      check(outline, against: model, nodeOfItem: nodeOfItem)

      for (code, argument) in operations {
        let item = argument % parents.count
        let node = nodeOfItem[item]
        let old = model
        var oldRows = outline.rows.map { tree[$0] }
        var reportsNodes = true
        let change: OutlineChange
        switch code {
        case 0:
          change = outline.expand(node)
          model.expand(item)
        case 1:
          change = outline.collapse(node)
          model.collapse(item)
        case 2:
          change = outline.toggle(node)
          model.toggle(item)
        case 3:
          guard outline.rowCount > 0 else { continue }
          let row = argument % outline.rowCount
          change = outline.toggle(row: row)
          model.toggle(old.rows[row])
        case 4:
          change = outline.expandAll()
          model.expandAll()
        case 5:
          change = outline.collapseAll()
          model.collapseAll()
        case 6:
          change = outline.expand(toLevel: argument % 5)
          model.expand(toLevel: argument % 5)
        case 7:
          change = outline.expandSubtree(node)
          model.expandSubtree(item)
        case 8:
          change = outline.collapseSubtree(node)
          model.collapseSubtree(item)
        case 9:
          change = outline.expandSiblings(of: node)
          model.expandSiblings(item)
        case 10:
          change = outline.collapseSiblings(of: node)
          model.collapseSiblings(item)
        case 11:
          change = outline.reveal(node)
          model.reveal(item)
        case 12, 13:
          let divisor = argument % 7 + 2
          let isMatch = { (item: Int) in (item * 31 + argument) % divisor == 0 }
          change = outline.applyFilter(includingDescendants: code == 13, isMatch)
          model.applyFilter(includingDescendants: code == 13, isMatch)
          reportsNodes = false
        case 14:
          change = outline.clearFilter()
          model.clearFilter()
          reportsNodes = false
        case 15:
          let resets = argument % 2 == 0
          outline.collapseBehavior = resets ? .resetsDescendants : .preservesDescendants
          model.resetsDescendants = resets
          change = OutlineChange()
        default:
          guard outline.rowCount > 0 else { continue }
          let row = argument % outline.rowCount
          change = outline.collapse(row: row)
          model.collapse(old.rows[row])
        }

        let expected = ReferenceOutline.expectedChange(
          from: old, to: model, reportsNodes: reportsNodes)
        #expect(change.removedRows == expected.removed, "operation \(code) on \(item)")
        #expect(change.insertedRows == expected.inserted, "operation \(code) on \(item)")
        #expect(change.reloadedRows == expected.reloaded, "operation \(code) on \(item)")
        #expect(change.expandedNodes.map { tree[$0] } == expected.expanded)
        #expect(change.collapsedNodes.map { tree[$0] } == expected.collapsed)
        let newRows = model.rows
        change.apply(to: &oldRows) { newRows[$0] }
        #expect(oldRows == newRows, "applying the change to the old rows")
        check(outline, against: model, nodeOfItem: nodeOfItem)
      }
    }
  }

  @Test func marksMatchTheReferenceModel() async {
    await propertyCheck(
      count: 200, input: treeGenerator, Gen.int(in: 0...10_000).array(of: 1...20)
    ) { parents, operations in
      let (tree, nodeOfItem) = makeTree(parents)
      var outline = Outline(tree, expandedToLevel: 2)
      let model = ReferenceOutline(parent: parents, level: 2)
      var markedLeaves: Set<Int> = []

      func leaves(under item: Int) -> [Int] {
        model.children[item].isEmpty ? [item] : model.children[item].flatMap(leaves)
      }
      func state(_ item: Int) -> MarkState {
        let leaves = leaves(under: item)
        let marked = leaves.filter(markedLeaves.contains).count
        return marked == 0 ? .unmarked : marked == leaves.count ? .marked : .mixed
      }

      for operation in operations {
        let item = operation % parents.count
        let before = parents.indices.map(state)
        let rows: [Range<Int>]
        switch operation / parents.count % 3 {
        case 0:
          rows = outline.mark(nodeOfItem[item])
          markedLeaves.formUnion(leaves(under: item))
        case 1:
          rows = outline.unmark(nodeOfItem[item])
          markedLeaves.subtract(leaves(under: item))
        default:
          let wasMarked = state(item) == .marked
          rows = outline.toggleMark(nodeOfItem[item])
          if wasMarked {
            markedLeaves.subtract(leaves(under: item))
          } else {
            markedLeaves.formUnion(leaves(under: item))
          }
        }
        for other in parents.indices {
          #expect(outline.markState(of: nodeOfItem[other]) == state(other))
          if before[other] != state(other), let row = outline.row(of: nodeOfItem[other]) {
            #expect(rows.contains { $0.contains(row) }, "changed row \(row) not reported")
          }
        }
        let expectedMarked = model.preorder.filter { state($0) == .marked }
        #expect(outline.markedNodes.map { tree[$0] } == expectedMarked)
      }
    }
  }

  @Test func recordsLinkLikeParentIndices() async {
    await propertyCheck(count: 200, input: treeGenerator) { parents in
      let records = parents.enumerated().map { (id: "n\($0.offset)", parent: $0.element) }
      let byRecords = try OutlineTree(
        records: records, id: \.id, parentID: { $0.parent.map { "n\($0)" } })
      let (byParents, _) = makeTree(parents)
      #expect(byRecords.items.map(\.id) == byParents.items.map { "n\($0)" })
      #expect(byRecords.nodes.map(byRecords.indexPath) == byParents.nodes.map(byParents.indexPath))
      let model = ReferenceOutline(parent: parents, level: 0)
      #expect(byParents.items == model.preorder)
      for node in byParents.nodes {
        #expect(byParents.indexPath(of: node) == model.indexPath(byParents[node]))
        #expect(byParents.node(at: byParents.indexPath(of: node)) == node)
      }
    }
  }

  /// Checks every lookup of `outline` against `model`.
  func check(_ outline: Outline<Int>, against model: ReferenceOutline, nodeOfItem: [NodeID]) {
    outline._checkInvariants()
    let tree = outline.tree
    let rows = model.rows
    #expect(outline.rows.map { tree[$0] } == rows)
    #expect(outline.rowCount == rows.count)
    var rowOfItem = [Int?](repeating: nil, count: nodeOfItem.count)
    for (row, item) in rows.enumerated() { rowOfItem[item] = row }
    for (item, node) in nodeOfItem.enumerated() {
      #expect(outline.row(of: node) == rowOfItem[item])
      #expect(outline.isExpanded(node) == model.isExpanded(item))
      #expect(outline.isExpandable(node) == model.isExpandable(item))
      #expect(outline.isMatch(node) == (model.filter?.matches.contains(item) ?? false))
    }
    for row in rows.indices {
      #expect(tree[outline.node(atRow: row)] == rows[row])
      #expect(outline[row: row] == rows[row])
      #expect(outline.level(ofRow: row) == model.depth(rows[row]))
      #expect(outline.disclosure(ofRow: row) == model.disclosure(rows[row]))
      let path = outline.indexPath(ofRow: row)
      #expect(path == model.indexPath(rows[row]))
      #expect(outline.row(at: path) == row)
    }
  }
}
