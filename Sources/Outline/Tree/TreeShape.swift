/// The structure of a forest as immutable preorder arrays, built once in O(n).
///
/// Node `i` is the `i`th node in preorder, so a node's descendants are exactly the nodes
/// `i + 1 ..< end[i]`: subtree operations become range operations. An ``OutlineTree`` owns one
/// shape; a filtered projection builds another over the nodes it keeps.
struct TreeShape: Sendable {
  /// Each node's parent; -1 for a root. Internal only: the public API answers `nil`.
  let parent: [Int32]
  let depth: [Int32]
  /// One past the last node of each node's subtree.
  let end: [Int32]
  /// Child lists in compressed form: the children of `p` are
  /// `children[childStart[p + 1] ..< childStart[p + 2]]`; slot 0 holds the roots.
  let childStart: [Int32]
  let children: [Int32]
  /// Each node's position among its siblings.
  let siblingIndex: [Int32]
  /// The nodes that have children.
  let expandable: BitArray

  var count: Int { parent.count }

  /// Builds the shape from each node's parent, given in preorder (`parent[i] < i`, and each
  /// parent is an ancestor of the previous node or the previous node itself).
  ///
  /// - Complexity: O(n).
  init(preorderParents parent: [Int32]) {
    let count = parent.count
    var depth = [Int32](repeating: 0, count: count)
    var end = [Int32](repeating: 0, count: count)
    var childStart = [Int32](repeating: 0, count: count + 2)
    var children = [Int32](repeating: 0, count: count)
    var siblingIndex = [Int32](repeating: 0, count: count)
    var expandable = BitArray(repeating: false, count: count)
    parent.withUnsafeBufferPointer { parent in
      for node in 0..<count {
        let up = Int(parent[node])
        if up >= 0 { depth[node] = depth[up] + 1 }
        end[node] = Int32(node + 1)
        childStart[up + 2] += 1
      }
      for node in (0..<count).reversed() {
        let up = Int(parent[node])
        if up >= 0 && end[node] > end[up] { end[up] = end[node] }
      }
      for slot in 1..<(count + 2) { childStart[slot] += childStart[slot - 1] }
      var cursor = childStart
      for node in 0..<count {
        let slot = Int(parent[node]) + 1
        let position = Int(cursor[slot])
        children[position] = Int32(node)
        siblingIndex[node] = Int32(position) - childStart[slot]
        cursor[slot] += 1
        if parent[node] >= 0 { expandable[Int(parent[node])] = true }
      }
    }
    self.parent = parent
    self.depth = depth
    self.end = end
    self.childStart = childStart
    self.children = children
    self.siblingIndex = siblingIndex
    self.expandable = expandable
  }

  /// The positions in `children` of the children of `node`, or of the roots for -1.
  func childSlots(of node: Int32) -> Range<Int> {
    Int(childStart[Int(node) + 1])..<Int(childStart[Int(node) + 2])
  }

  /// The end of the subtree of `node`, or of the whole forest for -1.
  func subtreeEnd(of node: Int32) -> Int32 {
    node < 0 ? Int32(count) : end[Int(node)]
  }

  func hasNextSibling(_ node: Int32) -> Bool {
    end[Int(node)] < subtreeEnd(of: parent[Int(node)])
  }

  /// Whether `parent` lists a valid preorder: each node's parent is the previous node or one of
  /// its ancestors.
  ///
  /// - Complexity: O(n).
  static func isPreorder(_ parent: [Int32]) -> Bool {
    var path: [Int32] = []
    for node in parent.indices {
      let up = parent[node]
      while let last = path.last, last != up { path.removeLast() }
      if up >= 0 && path.isEmpty { return false }
      path.append(Int32(node))
    }
    return true
  }
}
