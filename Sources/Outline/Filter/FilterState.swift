/// A filtered projection of a tree: the included nodes as a tree of their own, whose rows and
/// expansion the outline uses while the filter is on.
///
/// Included nodes are closed under ancestors, so keeping them in preorder gives a valid preorder
/// and each node keeps its level; both index maps are increasing.
struct FilterState: Sendable {
  /// The tree node of each view node.
  let treeNode: [Int32]
  /// The view node of each tree node; -1 when excluded.
  let viewNode: [Int32]
  let matches: BitArray
  /// The rows and expansion to restore when the filter is cleared.
  let unfiltered: RowState

  /// Projects `tree` onto the nodes matching `isIncluded`, their ancestors and, when asked,
  /// their descendants, and returns it with the shape and rows of the filtered view. Ancestors
  /// of matches start expanded; other nodes start as they are in `unfiltered`.
  ///
  /// - Complexity: O(n), with one `isIncluded` call per node.
  static func make<Item>(
    _ tree: OutlineTree<Item>, unfiltered: RowState, includingDescendants: Bool,
    isIncluded: (Item) -> Bool
  ) -> (FilterState, TreeShape, RowState) {
    let parent = tree.shape.parent
    let count = tree.count
    var matches = BitArray(repeating: false, count: count)
    for node in 0..<count where isIncluded(tree.items[node]) { matches[node] = true }
    var included = matches
    var opened = BitArray(repeating: false, count: count)
    for node in (0..<count).reversed() where included[node] && parent[node] >= 0 {
      included[parent[node]] = true
      opened[parent[node]] = true
    }
    if includingDescendants {
      var belowMatch = BitArray(repeating: false, count: count)
      for node in 0..<count where parent[node] >= 0 {
        let up = parent[node]
        if matches[up] || belowMatch[up] {
          belowMatch[node] = true
          included[node] = true
        }
      }
    }

    var viewNode = [Int32](repeating: -1, count: count)
    var treeNode: [Int32] = []
    var viewParent: [Int32] = []
    included.forEachSetBit(in: 0..<count) { node in
      viewNode[node] = Int32(treeNode.count)
      treeNode.append(Int32(node))
      viewParent.append(parent[node] < 0 ? -1 : viewNode[Int(parent[node])])
    }
    let shape = TreeShape(preorderParents: viewParent)
    var flags = BitArray(repeating: false, count: shape.count)
    for (view, node) in treeNode.enumerated() where shape.expandable[view] {
      flags[view] = opened[node] || unfiltered.expanded[node]
    }
    let filter = FilterState(
      treeNode: treeNode, viewNode: viewNode, matches: matches, unfiltered: unfiltered)
    return (filter, shape, RowState(shape: shape, expanded: flags))
  }
}
