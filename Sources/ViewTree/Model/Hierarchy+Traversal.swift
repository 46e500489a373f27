extension Hierarchy {
  /// Calls `body` with each node in preorder, skipping the subtrees of nodes deeper than
  /// `maxDepth` in one jump each.
  /// - Complexity: O(number of nodes visited).
  public func forEachNode(maxDepth: Int? = nil, _ body: (NodeIndex, _ depth: Int) -> Void) {
    var index = 0
    while index < count {
      let depth = Int(depths[index])
      if let maxDepth, depth > maxDepth {
        index = Int(subtreeEnds[index])
        continue
      }
      body(NodeIndex(index), depth)
      index += 1
    }
  }
}
