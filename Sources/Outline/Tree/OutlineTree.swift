/// An immutable forest of items, stored as preorder arrays.
///
/// Build a tree once — from a data source, from `(roots, children)`, from flat records with
/// parent identifiers, or from preorder levels or parent indices — then drive any number of
/// ``Outline`` values over it. Nodes are ``NodeID`` values: positions in preorder.
public struct OutlineTree<Item> {
  /// The items, in preorder: `items[node.index]` is the item of `node`.
  public let items: [Item]
  let shape: TreeShape

  init(items: [Item], shape: TreeShape) {
    precondition(items.count == shape.count)
    precondition(items.count < Int(Int32.max), "too many nodes")
    self.items = items
    self.shape = shape
  }

  /// The number of nodes.
  ///
  /// - Complexity: O(1).
  public var count: Int { items.count }

  /// Whether the tree has no nodes.
  ///
  /// - Complexity: O(1).
  public var isEmpty: Bool { items.isEmpty }

  /// All nodes, in preorder.
  ///
  /// - Complexity: O(1).
  public var nodes: some RandomAccessCollection<NodeID> {
    (0..<count).lazy.map(NodeID.init)
  }

  /// The item of `node`.
  ///
  /// - Complexity: O(1).
  public subscript(node: NodeID) -> Item {
    items[node.index]
  }

  /// The parent of `node`, or `nil` for a root.
  ///
  /// - Complexity: O(1).
  public func parent(of node: NodeID) -> NodeID? {
    let parent = shape.parent[node.index]
    return parent < 0 ? nil : NodeID(raw: parent)
  }

  /// The depth of `node`: 0 for a root.
  ///
  /// - Complexity: O(1).
  public func level(of node: NodeID) -> Int {
    Int(shape.depth[node.index])
  }

  /// The children of `node`, or the roots when `node` is `nil`, in order.
  ///
  /// - Complexity: O(1).
  public func children(of node: NodeID?) -> some RandomAccessCollection<NodeID> {
    let children = shape.children
    return shape.childSlots(of: node?.rawValue ?? -1).lazy.map { NodeID(raw: children[$0]) }
  }

  /// The top-level nodes, in order.
  ///
  /// - Complexity: O(1).
  public var roots: some RandomAccessCollection<NodeID> { children(of: nil) }

  /// Whether `node` has no children.
  ///
  /// - Complexity: O(1).
  public func isLeaf(_ node: NodeID) -> Bool {
    !shape.expandable[node.index]
  }

  /// The position of `node` among its siblings.
  ///
  /// - Complexity: O(1).
  public func siblingIndex(of node: NodeID) -> Int {
    Int(shape.siblingIndex[node.index])
  }

  /// The nodes of the subtree rooted at `node`, `node` first: a contiguous range of preorder.
  ///
  /// - Complexity: O(1).
  public func subtree(of node: NodeID) -> Range<Int> {
    node.index..<Int(shape.end[node.index])
  }

  /// Whether `ancestor` is a proper ancestor of `node`.
  ///
  /// - Complexity: O(1).
  public func isAncestor(_ ancestor: NodeID, of node: NodeID) -> Bool {
    ancestor < node && node.rawValue < shape.end[ancestor.index]
  }

  /// The proper ancestors of `node`, nearest first.
  ///
  /// - Complexity: O(depth).
  public func ancestors(of node: NodeID) -> [NodeID] {
    var result: [NodeID] = []
    var current = shape.parent[node.index]
    while current >= 0 {
      result.append(NodeID(raw: current))
      current = shape.parent[Int(current)]
    }
    return result
  }

  /// The index path of `node`: its sibling positions from the top level down, so `[0, 2, 1]` is
  /// the first root's third child's second child.
  ///
  /// - Complexity: O(depth).
  public func indexPath(of node: NodeID) -> [Int] {
    var path: [Int] = []
    var current = node.rawValue
    while current >= 0 {
      path.append(Int(shape.siblingIndex[Int(current)]))
      current = shape.parent[Int(current)]
    }
    return path.reversed()
  }

  /// The node at `indexPath`, or `nil` when no node is there (or the path is empty).
  ///
  /// - Complexity: O(`indexPath.count`).
  public func node(at indexPath: [Int]) -> NodeID? {
    guard !indexPath.isEmpty else { return nil }
    var current: Int32 = -1
    for position in indexPath {
      let slots = shape.childSlots(of: current)
      guard position >= 0 && position < slots.count else { return nil }
      current = shape.children[slots.lowerBound + position]
    }
    return NodeID(raw: current)
  }

  /// The subtree rooted at `node` as a tree of its own, whose single root is `node`.
  ///
  /// - Complexity: O(size of the subtree).
  public func subtree(rootedAt node: NodeID) -> OutlineTree {
    let range = subtree(of: node)
    let offset = Int32(range.lowerBound)
    let parents = shape.parent[range].enumerated().map { $0.offset == 0 ? -1 : $0.element - offset }
    return OutlineTree(items: Array(items[range]), shape: TreeShape(preorderParents: parents))
  }
}

extension OutlineTree: Sendable where Item: Sendable {}
