/// The expansion flags of one view of a tree and the visible rows they produce.
///
/// Rows hold view node indices in increasing order — visible nodes are a subsequence of
/// preorder — so a node's row is found by binary search and needs no per-node bookkeeping when
/// rows are spliced.
struct RowState: Sendable {
  /// Set only on expandable nodes.
  var expanded: BitArray
  var rows: [Int32]

  /// - Complexity: O(n).
  init(shape: TreeShape, expanded: BitArray) {
    self.expanded = expanded
    rows = Self.visibleNodes(in: 0..<Int32(shape.count), shape: shape, expanded: expanded)
  }

  /// The nodes of `range` that are visible when the nodes directly in it (roots, or children of
  /// a visible expanded node) are: each node is followed by its children only when expanded.
  ///
  /// - Complexity: O(the number of nodes returned).
  static func visibleNodes(
    in range: Range<Int32>, shape: TreeShape, expanded: BitArray
  ) -> [Int32] {
    // Everything expanded (expand all, expand a subtree): every node is visible.
    if expanded.covers(shape.expandable, in: Int(range.lowerBound)..<Int(range.upperBound)) {
      return Array(range)
    }
    var result: [Int32] = []
    shape.end.withUnsafeBufferPointer { end in
      var node = range.lowerBound
      while node < range.upperBound {
        result.append(node)
        node = expanded[node] ? node + 1 : end[Int(node)]
      }
    }
    return result
  }

  /// - Complexity: O(log n).
  func row(of node: Int32) -> Int? {
    let row = firstRow(notBefore: node, from: 0)
    return row < rows.count && rows[row] == node ? row : nil
  }

  /// The first row at or after `start` whose node is not before `node`.
  ///
  /// Rows are distinct nodes in increasing order, so the nodes before `node` fill at most `node`
  /// rows and leave out at most the hidden nodes: the search starts from that window, which is a
  /// single row when nothing is hidden.
  ///
  /// - Complexity: O(log n).
  func firstRow(notBefore node: Int32, from start: Int) -> Int {
    let hidden = expanded.count - rows.count
    return rows.withUnsafeBufferPointer { rows in
      var low = max(start, Int(node) - hidden)
      var length = min(rows.count, max(low, Int(node))) - low
      // A fixed number of halvings with a conditional move each: no mispredicted branches.
      while length > 1 {
        let half = length / 2
        low = rows[low + half] < node ? low + half : low
        length -= half
      }
      return length == 1 && rows[low] < node ? low + 1 : low
    }
  }

  /// Recomputes the rows below `root` (the whole forest for `nil`) after flags inside its subtree
  /// changed, splicing them in place, and reports what moved.
  ///
  /// Rows before `root`'s subtree are untouched, so the diff is local: removed rows come from
  /// the old rows of the subtree, inserted ones from the new, and rows kept whose node
  /// `wasChanged` are reloaded. When only one side is non-empty, as on a single toggle, the old
  /// rows are not even read.
  ///
  /// - Complexity: O(log n + rows removed + rows inserted + rows kept below `root`), plus one
  ///   memmove of the rows after them.
  mutating func refresh(
    below root: Int32?, rootChanged: Bool, shape: TreeShape, wasChanged: (Int32) -> Bool
  ) -> RowDiff {
    var diff = RowDiff()
    let start: Int
    let nodes: Range<Int32>
    let isOpen: Bool
    if let root {
      guard let row = row(of: root) else { return diff }
      if rootChanged { diff.reloaded.append(row) }
      start = row + 1
      nodes = (root + 1)..<shape.end[Int(root)]
      isOpen = expanded[root]
    } else {
      start = 0
      nodes = 0..<Int32(shape.count)
      isOpen = true
    }
    let oldEnd = firstRow(notBefore: nodes.upperBound, from: start)
    let new = isOpen ? Self.visibleNodes(in: nodes, shape: shape, expanded: expanded) : []
    if start == oldEnd {
      if !new.isEmpty { diff.inserted.append(start..<(start + new.count)) }
    } else if new.isEmpty {
      diff.removed.append(start..<oldEnd)
    } else {
      diff.merge(old: rows[start..<oldEnd], new: new, offset: start, wasChanged: wasChanged)
    }
    if start == 0 && oldEnd == rows.count {
      rows = new  // every row replaced: no copy into the old storage
    } else {
      rows.replaceSubrange(start..<oldEnd, with: new)
    }
    return diff
  }
}

/// Row ranges removed from the old rows, inserted into the new ones, and rows to reload.
struct RowDiff {
  var removed: [Range<Int>] = []
  var inserted: [Range<Int>] = []
  var reloaded: [Int] = []

  /// Diffs two increasing node lists that start at row `offset` in the old and new rows.
  ///
  /// - Complexity: O(`old.count` + `new.count`).
  mutating func merge(
    old: ArraySlice<Int32>, new: [Int32], offset: Int, wasChanged: (Int32) -> Bool
  ) {
    var oldIndex = old.startIndex
    var newIndex = 0
    while true {
      // Once one side is used up, the rest of the other is one run: expanding or collapsing
      // everything below a few kept rows costs O(kept rows), not O(rows changed).
      if newIndex == new.count {
        let rest = (offset + oldIndex - old.startIndex)..<(offset + old.count)
        if !rest.isEmpty { Self.append(rest, to: &removed) }
        return
      }
      if oldIndex == old.endIndex {
        let rest = (offset + newIndex)..<(offset + new.count)
        if !rest.isEmpty { Self.append(rest, to: &inserted) }
        return
      }
      if old[oldIndex] < new[newIndex] {
        Self.append(offset + oldIndex - old.startIndex, to: &removed)
        oldIndex += 1
      } else if new[newIndex] < old[oldIndex] {
        Self.append(offset + newIndex, to: &inserted)
        newIndex += 1
      } else {
        if wasChanged(new[newIndex]) { reloaded.append(offset + newIndex) }
        oldIndex += 1
        newIndex += 1
      }
    }
  }

  static func append(_ row: Int, to ranges: inout [Range<Int>]) {
    append(row..<(row + 1), to: &ranges)
  }

  static func append(_ rows: Range<Int>, to ranges: inout [Range<Int>]) {
    if let last = ranges.last, last.upperBound == rows.lowerBound {
      ranges[ranges.count - 1] = last.lowerBound..<rows.upperBound
    } else {
      ranges.append(rows)
    }
  }
}
