extension Hierarchy {
  /// Which nodes a pruned tree shows (like `tree --prune`): the matches and all their
  /// ancestors, and with `withDescendants` the matches' whole subtrees. Indexed by node; pass
  /// it to `TextTreeRenderer.write(_:including:to:)`.
  ///
  /// `matches` must be in preorder, as `SelectorMatcher.allMatches()` returns them.
  /// - Complexity: O(n): each ancestor is marked once, and a subtree inside one already marked
  ///   is not marked again.
  public func prunedTree(keeping matches: [NodeIndex], withDescendants: Bool = false) -> [Bool] {
    var shown = [Bool](repeating: false, count: count)
    var shownSubtreeEnd = 0
    for match in matches {
      if withDescendants && match.rawValue >= shownSubtreeEnd {
        let subtree = subtree(of: match)
        for index in subtree { shown[index] = true }
        shownSubtreeEnd = subtree.upperBound
      }
      shown[match.rawValue] = true
      var ancestor = parent(of: match)
      while let current = ancestor, !shown[current.rawValue] {
        shown[current.rawValue] = true
        ancestor = parent(of: current)
      }
    }
    return shown
  }
}
