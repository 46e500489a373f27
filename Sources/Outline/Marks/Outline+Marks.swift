extension Outline {
  /// Marks `node` and its whole subtree, as checking a tri-state checkbox does.
  ///
  /// Marks belong to the tree's leaves: an inner node reads ``MarkState/marked`` when all the
  /// leaves below it are, so marking every child of a node marks the node too. Marks ignore the
  /// filter: marking a node marks its whole subtree, shown or not.
  ///
  /// - Returns: The rows whose mark state may have changed: the node's visible ancestors, the
  ///   node and its visible descendants, as increasing runs.
  /// - Complexity: O(depth × log n).
  @discardableResult
  public mutating func mark(_ node: NodeID) -> [Range<Int>] {
    setMark(node, to: true)
  }

  /// Unmarks `node` and its whole subtree.
  ///
  /// - Returns: The rows whose mark state may have changed (see ``mark(_:)``).
  /// - Complexity: O(depth × log n).
  @discardableResult
  public mutating func unmark(_ node: NodeID) -> [Range<Int>] {
    setMark(node, to: false)
  }

  /// Unmarks `node`'s subtree when `node` reads marked, and marks it otherwise (also when mixed).
  ///
  /// - Returns: The rows whose mark state may have changed (see ``mark(_:)``).
  /// - Complexity: O(depth × log n).
  @discardableResult
  public mutating func toggleMark(_ node: NodeID) -> [Range<Int>] {
    setMark(node, to: markState(of: node) != .marked)
  }

  /// Whether all, none or some of the leaves below `node` (or `node` itself, for a leaf) are
  /// marked.
  ///
  /// - Complexity: O(log n).
  public func markState(of node: NodeID) -> MarkState {
    guard let marks else { return .unmarked }
    let count = marks.count(in: tree.subtree(of: node))
    return count.marked == 0 ? .unmarked : count.marked == count.leaves ? .marked : .mixed
  }

  /// Whether any node is marked.
  ///
  /// - Complexity: O(log n).
  public var hasMarkedNodes: Bool {
    guard let marks else { return false }
    return marks.count(in: 0..<tree.count).marked > 0
  }

  /// The nodes that read ``MarkState/marked``, in preorder.
  ///
  /// - Complexity: O(n).
  public var markedNodes: [NodeID] {
    guard let marks else { return [] }
    let leaves = marks.markedLeaves(count: tree.count)
    // Counts of marked and of all leaves before each position, so each subtree compares two
    // differences.
    var markedBefore = [Int32](repeating: 0, count: tree.count + 1)
    var leavesBefore = [Int32](repeating: 0, count: tree.count + 1)
    for node in 0..<tree.count {
      markedBefore[node + 1] = markedBefore[node] + (leaves[node] ? 1 : 0)
      leavesBefore[node + 1] = leavesBefore[node] + (tree.shape.expandable[node] ? 0 : 1)
    }
    return tree.nodes.filter { node in
      let end = Int(tree.shape.end[node.index])
      return markedBefore[end] - markedBefore[node.index] > 0
        && markedBefore[end] - markedBefore[node.index]
          == leavesBefore[end] - leavesBefore[node.index]
    }
  }

  /// Unmarks every node.
  ///
  /// - Complexity: O(1).
  public mutating func unmarkAll() {
    marks = nil
  }

  private mutating func setMark(_ node: NodeID, to value: Bool) -> [Range<Int>] {
    if marks == nil {
      guard value else { return rowsAffectedByMark(node) }
      marks = MarkTree(shape: tree.shape)
    }
    marks!.assign(tree.subtree(of: node), to: value)
    return rowsAffectedByMark(node)
  }

  private func rowsAffectedByMark(_ node: NodeID) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    for ancestor in tree.ancestors(of: node).reversed() {
      if let row = row(of: ancestor) { RowDiff.append(row, to: &ranges) }
    }
    guard let view = viewNode(node), let row = row(of: node) else { return ranges }
    let end = state.firstRow(notBefore: viewShape.end[Int(view)], from: row)
    if let last = ranges.last, last.upperBound == row {
      ranges[ranges.count - 1] = last.lowerBound..<end
    } else {
      ranges.append(row..<end)
    }
    return ranges
  }
}
