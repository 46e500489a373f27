extension HierarchyDiff {
  /// Only the changes inside the subtrees of nodes that match `selector` (`vtree diff --only`):
  /// a node that matches, or has an ancestor that matches, in the old dump for a delete, in the
  /// new dump for an insert, in either for a move or an update.
  /// - Complexity: O(n × size of the selector), as `SelectorMatcher`.
  public func restricted(to selector: ViewSelector) -> HierarchyDiff {
    let oldScope = Self.scope(of: selector, in: old)
    let newScope = Self.scope(of: selector, in: new)
    return filtered { change in
      (change.old.map { oldScope[$0.node.rawValue] } ?? false)
        || (change.new.map { newScope[$0.node.rawValue] } ?? false)
    }
  }

  private static func scope(of selector: ViewSelector, in hierarchy: Hierarchy) -> [Bool] {
    let matcher = SelectorMatcher(selector, hierarchy: hierarchy)
    var scope = [Bool](repeating: false, count: hierarchy.count)
    for index in 0..<hierarchy.count {
      let parent = Int(hierarchy.parents[index])
      scope[index] = matcher.matches(NodeIndex(index)) || (parent >= 0 && scope[parent])
    }
    return scope
  }
}
