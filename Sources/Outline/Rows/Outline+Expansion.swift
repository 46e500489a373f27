extension Outline {
  /// Expands `node`, showing its children and, unless collapsing reset them, their own expanded
  /// descendants as they were.
  ///
  /// Nothing changes when `node` is already expanded, has no children in the current view, or is
  /// filtered out. A hidden node is expanded without changing any row.
  ///
  /// - Complexity: O(log n + rows inserted), plus one memmove of the rows after them.
  @discardableResult
  public mutating func expand(_ node: NodeID) -> OutlineChange {
    guard let view = viewNode(node) else { return OutlineChange() }
    let diff: RowDiff? = modifyView { shape, state in
      guard shape.expandable[view] && !state.expanded[view] else { return nil }
      state.expanded[view] = true
      return state.refresh(below: view, rootChanged: true, shape: shape) { _ in false }
    }
    guard let diff else { return OutlineChange() }
    return change(diff, expanded: [view], collapsed: [])
  }

  /// Collapses `node`, hiding its descendants. With ``CollapseBehavior/resetsDescendants``, its
  /// descendants are collapsed too (and reported in ``OutlineChange/collapsedNodes``).
  ///
  /// - Complexity: O(log n), plus one memmove of the rows after those removed; resetting
  ///   descendants adds O(size of the subtree / 64 + descendants collapsed).
  @discardableResult
  public mutating func collapse(_ node: NodeID) -> OutlineChange {
    guard let view = viewNode(node) else { return OutlineChange() }
    let resets = collapseBehavior == .resetsDescendants
    let result: (RowDiff, [Int32])? = modifyView { shape, state in
      guard state.expanded[view] else { return nil }
      var collapsed = [view]
      state.expanded[view] = false
      if resets {
        let descendants = (Int(view) + 1)..<Int(shape.end[Int(view)])
        state.expanded.forEachSetBit(in: descendants) { collapsed.append(Int32($0)) }
        state.expanded.fill(descendants, with: false)
      }
      return (state.refresh(below: view, rootChanged: true, shape: shape) { _ in false }, collapsed)
    }
    guard let (diff, collapsed) = result else { return OutlineChange() }
    return change(diff, expanded: [], collapsed: collapsed)
  }

  /// Collapses `node` if it is expanded, expands it otherwise.
  ///
  /// - Complexity: That of ``expand(_:)`` or ``collapse(_:)``: O(log n + rows changed), plus one
  ///   memmove.
  @discardableResult
  public mutating func toggle(_ node: NodeID) -> OutlineChange {
    isExpanded(node) ? collapse(node) : expand(node)
  }

  /// Expands the node at `row`.
  ///
  /// - Complexity: O(log n + rows inserted), plus one memmove.
  @discardableResult
  public mutating func expand(row: Int) -> OutlineChange {
    expand(node(atRow: row))
  }

  /// Collapses the node at `row`.
  ///
  /// - Complexity: O(log n), plus one memmove (see ``collapse(_:)``).
  @discardableResult
  public mutating func collapse(row: Int) -> OutlineChange {
    collapse(node(atRow: row))
  }

  /// Toggles the node at `row`.
  ///
  /// - Complexity: O(log n + rows changed), plus one memmove.
  @discardableResult
  public mutating func toggle(row: Int) -> OutlineChange {
    toggle(node(atRow: row))
  }

  /// Expands every node, so every node of the view is a row.
  ///
  /// - Complexity: O(n).
  @discardableResult
  public mutating func expandAll() -> OutlineChange {
    assignFlags(in: 0..<viewShape.count, below: nil) { shape, flags in flags = shape.expandable }
  }

  /// Collapses every node, so the rows are the top-level nodes.
  ///
  /// - Complexity: O(n).
  @discardableResult
  public mutating func collapseAll() -> OutlineChange {
    assignFlags(in: 0..<viewShape.count, below: nil) { shape, flags in
      flags = BitArray(repeating: false, count: shape.count)
    }
  }

  /// Expands exactly the nodes above `level`, so the rows are the nodes at levels `0...level`;
  /// deeper nodes forget their expansion.
  ///
  /// - Complexity: O(n).
  @discardableResult
  public mutating func expand(toLevel level: Int) -> OutlineChange {
    assignFlags(in: 0..<viewShape.count, below: nil) { shape, flags in
      flags = Self.flags(shape, belowLevel: level)
    }
  }

  /// Expands `node` and all of its descendants.
  ///
  /// - Complexity: O(log n + size of the subtree), plus one memmove of the rows and one copy of
  ///   the n-bit expansion bitmap.
  @discardableResult
  public mutating func expandSubtree(_ node: NodeID) -> OutlineChange {
    guard let view = viewNode(node) else { return OutlineChange() }
    let subtree = Int(view)..<Int(viewShape.end[Int(view)])
    return assignFlags(in: subtree, below: view) { shape, flags in
      flags.assign(subtree, from: shape.expandable)
    }
  }

  /// Collapses `node` and all of its descendants.
  ///
  /// - Complexity: O(log n + size of the subtree / 64 + descendants collapsed), plus one memmove
  ///   of the rows and one copy of the n-bit expansion bitmap.
  @discardableResult
  public mutating func collapseSubtree(_ node: NodeID) -> OutlineChange {
    guard let view = viewNode(node) else { return OutlineChange() }
    let subtree = Int(view)..<Int(viewShape.end[Int(view)])
    return assignFlags(in: subtree, below: view) { _, flags in flags.fill(subtree, with: false) }
  }

  /// Expands `node` and each of its siblings.
  ///
  /// - Complexity: O(log n + siblings + rows below the parent before and after), plus one
  ///   memmove of the rows and one copy of the n-bit expansion bitmap.
  @discardableResult
  public mutating func expandSiblings(of node: NodeID) -> OutlineChange {
    guard let view = viewNode(node) else { return OutlineChange() }
    let parent = viewShape.parent[Int(view)]
    return assignFlags(in: siblingSpan(of: parent), below: parent < 0 ? nil : parent) {
      shape, flags in
      for slot in shape.childSlots(of: parent) {
        let sibling = shape.children[slot]
        flags[sibling] = shape.expandable[sibling]
      }
    }
  }

  /// Collapses `node` and each of its siblings (resetting their descendants too with
  /// ``CollapseBehavior/resetsDescendants``).
  ///
  /// - Complexity: O(log n + siblings + rows below the parent before and after), plus one
  ///   memmove of the rows and one copy of the n-bit expansion bitmap; resetting descendants adds
  ///   O(size of the parent's subtree / 64).
  @discardableResult
  public mutating func collapseSiblings(of node: NodeID) -> OutlineChange {
    guard let view = viewNode(node) else { return OutlineChange() }
    let parent = viewShape.parent[Int(view)]
    let span = siblingSpan(of: parent)
    let resets = collapseBehavior == .resetsDescendants
    return assignFlags(in: span, below: parent < 0 ? nil : parent) { shape, flags in
      if resets {
        flags.fill(span, with: false)
      } else {
        for slot in shape.childSlots(of: parent) { flags[shape.children[slot]] = false }
      }
    }
  }

  /// Expands every ancestor of `node`, so that it becomes visible.
  ///
  /// - Complexity: O(depth + log n + rows inserted), plus one memmove of the rows and one copy of
  ///   the n-bit expansion bitmap.
  @discardableResult
  public mutating func reveal(_ node: NodeID) -> OutlineChange {
    guard let view = viewNode(node) else { return OutlineChange() }
    let shape = viewShape
    var topmost: Int32?
    var ancestor = shape.parent[Int(view)]
    while ancestor >= 0 {
      if !state.expanded[ancestor] { topmost = ancestor }
      ancestor = shape.parent[Int(ancestor)]
    }
    guard let topmost else { return OutlineChange() }
    return assignFlags(in: Int(topmost)..<Int(view), below: topmost) { shape, flags in
      var ancestor = shape.parent[Int(view)]
      while ancestor >= topmost {
        flags[ancestor] = true
        ancestor = shape.parent[Int(ancestor)]
      }
    }
  }

  /// The descendants of `parent` (the whole view for -1): where its children's flags live.
  private func siblingSpan(of parent: Int32) -> Range<Int> {
    (Int(parent) + 1)..<Int(viewShape.subtreeEnd(of: parent))
  }

  /// Changes flags within `range` of the current view with `body`, then refreshes the rows below
  /// `root`, which must contain every changed node but itself.
  ///
  /// - Complexity: O(n / 64) to copy and compare flags, plus that of `RowState.refresh`.
  private mutating func assignFlags(
    in range: Range<Int>, below root: Int32?, _ body: (TreeShape, inout BitArray) -> Void
  ) -> OutlineChange {
    let (diff, expanded, collapsed) = modifyView { shape, state in
      let old = state.expanded
      body(shape, &state.expanded)
      let new = state.expanded
      var expanded: [Int32] = []
      var collapsed: [Int32] = []
      new.forEachDifference(from: old, in: range) { node in
        if new[node] { expanded.append(Int32(node)) } else { collapsed.append(Int32(node)) }
      }
      guard !expanded.isEmpty || !collapsed.isEmpty else { return (RowDiff(), expanded, collapsed) }
      let rootChanged = root.map { old[$0] != new[$0] } ?? false
      let diff = state.refresh(below: root, rootChanged: rootChanged, shape: shape) {
        old[$0] != new[$0]
      }
      return (diff, expanded, collapsed)
    }
    return change(diff, expanded: expanded, collapsed: collapsed)
  }

  private func change(_ diff: RowDiff, expanded: [Int32], collapsed: [Int32]) -> OutlineChange {
    // A plain closure over the index map: mapping through the generic `treeNode` method looks
    // up generic metadata on every call, which dominated expanding a million nodes.
    let treeNodes = filter?.treeNode
    let node = { (view: Int32) in NodeID(raw: treeNodes?[Int(view)] ?? view) }
    return OutlineChange(
      removedRows: diff.removed, insertedRows: diff.inserted, reloadedRows: diff.reloaded,
      expandedNodes: expanded.map(node), collapsedNodes: collapsed.map(node))
  }
}
