extension Outline {
  /// Checks the internal consistency of the tree, the rows and the filter, stopping the program
  /// when something is wrong. For tests.
  ///
  /// - Complexity: O(n).
  public func _checkInvariants() {
    tree.shape._checkInvariants()
    state._checkInvariants(shape: viewShape)
    if let filter {
      viewShape._checkInvariants()
      filter.unfiltered._checkInvariants(shape: tree.shape)
      precondition(filter.viewNode.count == tree.count)
      for (view, node) in filter.treeNode.enumerated() {
        precondition(filter.viewNode[Int(node)] == Int32(view), "filter maps disagree")
        let parent = tree.shape.parent[Int(node)]
        let viewParent = viewShape.parent[view]
        precondition(parent < 0 ? viewParent < 0 : filter.treeNode[Int(viewParent)] == parent)
      }
      precondition(
        filter.viewNode.filter { $0 >= 0 }.count == filter.treeNode.count, "stray filter entries")
    }
  }
}

extension TreeShape {
  func _checkInvariants() {
    precondition(depth.count == count && end.count == count && siblingIndex.count == count)
    precondition(childStart.count == count + 2 && children.count == count)
    precondition(Self.isPreorder(parent), "parents not in preorder")
    for node in 0..<count {
      let up = Int(parent[node])
      precondition(up < node, "parent after child")
      precondition(Int(end[node]) > node && Int(end[node]) <= count, "bad subtree end")
      precondition(expandable[node] == (Int(end[node]) > node + 1), "bad expandable flag")
      if up >= 0 {
        precondition(depth[node] == depth[up] + 1, "bad depth")
        precondition(end[node] <= end[up], "subtree escapes its parent")
      } else {
        precondition(depth[node] == 0, "root not at depth 0")
      }
      let slot = Int(childStart[up + 1]) + Int(siblingIndex[node])
      precondition(children[slot] == Int32(node), "bad child list")
    }
  }
}

extension RowState {
  func _checkInvariants(shape: TreeShape) {
    precondition(expanded.count == shape.count)
    expanded.forEachSetBit(in: 0..<shape.count) { node in
      precondition(shape.expandable[node], "leaf flagged as expanded")
    }
    let expected = Self.visibleNodes(in: 0..<Int32(shape.count), shape: shape, expanded: expanded)
    precondition(rows == expected, "rows differ from the expansion flags")
  }
}
