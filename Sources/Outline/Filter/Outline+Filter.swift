extension Outline {
  /// Shows only the nodes whose item satisfies `isIncluded`, with their ancestors and, when
  /// `includingDescendants` is true, their descendants.
  ///
  /// The filtered view has its own expansion: ancestors of matches start expanded, other nodes
  /// start as they are in the unfiltered view. Expanding and collapsing while filtered leaves the
  /// unfiltered expansion alone, and ``clearFilter()`` restores it. A new filter replaces the
  /// current one. The change lists rows only (no expanded or collapsed nodes).
  ///
  /// - Complexity: O(n), with one `isIncluded` call per node.
  @discardableResult
  public mutating func applyFilter(
    includingDescendants: Bool = false, _ isIncluded: (Item) -> Bool
  ) -> OutlineChange {
    let old = self
    (filter, viewShape, state) = FilterState.make(
      tree, unfiltered: filter?.unfiltered ?? state, includingDescendants: includingDescendants,
      isIncluded: isIncluded)
    return change(from: old)
  }

  /// Removes the filter, bringing back the unfiltered rows and expansion.
  ///
  /// - Complexity: O(n).
  @discardableResult
  public mutating func clearFilter() -> OutlineChange {
    guard filter != nil else { return OutlineChange() }
    let old = self
    viewShape = tree.shape
    state = filter!.unfiltered
    filter = nil
    return change(from: old)
  }

  /// Whether a filter is applied.
  ///
  /// - Complexity: O(1).
  public var isFiltered: Bool { filter != nil }

  /// Whether `node` is part of the current view: every node without a filter; with one, the
  /// matches, their ancestors and (when asked for) their descendants.
  ///
  /// - Complexity: O(1).
  public func isIncluded(_ node: NodeID) -> Bool {
    viewNode(node) != nil
  }

  /// Whether `node` satisfies the current filter; `false` when there is none.
  ///
  /// - Complexity: O(1).
  public func isMatch(_ node: NodeID) -> Bool {
    filter?.matches[node.index] ?? false
  }

  /// The rows change from `old` to `self`, whose views may differ.
  private func change(from old: Self) -> OutlineChange {
    var diff = RowDiff()
    diff.merge(
      old: ArraySlice(old.rows.treeNodes), new: rows.treeNodes, offset: 0
    ) { node in
      old.disclosure(of: NodeID(raw: node)) != disclosure(of: NodeID(raw: node))
    }
    return OutlineChange(
      removedRows: diff.removed, insertedRows: diff.inserted, reloadedRows: diff.reloaded)
  }
}
