/// The visible rows of a tree under its expansion state, and the row changes each expand or
/// collapse makes: the engine behind a tree table view.
///
/// An outline shows a node as a row when all of its ancestors are expanded. Expanding,
/// collapsing or toggling returns an ``OutlineChange`` with the contiguous row ranges to delete
/// and insert, and the rows whose disclosure indicator to redraw.
///
/// ```swift
/// var outline = Outline(tree, expandedToLevel: 1)
/// let change = outline.toggle(row: indexPath.row)
/// let paths = { (runs: [Range<Int>]) in runs.joined().map { IndexPath(row: $0, section: 0) } }
/// tableView.performBatchUpdates {
///   tableView.deleteRows(at: paths(change.removedRows), with: .fade)
///   tableView.insertRows(at: paths(change.insertedRows), with: .fade)
/// }
/// tableView.reconfigureRows(at: change.reloadedRows.map { IndexPath(row: $0, section: 0) })
/// ```
///
/// Rows are kept as one array of node indices, which is increasing because visible nodes are a
/// subsequence of preorder: a row's node is an array read, a node's row a binary search, and a
/// toggle splices the array once without renumbering anything.
public struct Outline<Item> {
  /// The tree this outline shows.
  public let tree: OutlineTree<Item>
  /// What collapsing a node does to its descendants' expansion.
  public var collapseBehavior: CollapseBehavior
  /// The shape, rows and expansion of the current view: the filtered projection when `filter`
  /// is set. Kept apart from the generic `tree` so that lookups stay non-generic.
  var viewShape: TreeShape
  var state: RowState
  var filter: FilterState?
  var marks: MarkTree?

  /// Creates an outline of `tree` in which the nodes above `level` are expanded, so the rows are
  /// the nodes at levels `0...level`.
  ///
  /// - Complexity: O(n).
  public init(
    _ tree: OutlineTree<Item>, expandedToLevel level: Int = 0,
    collapseBehavior: CollapseBehavior = .preservesDescendants
  ) {
    self.tree = tree
    self.collapseBehavior = collapseBehavior
    viewShape = tree.shape
    state = RowState(shape: tree.shape, expanded: Self.flags(tree.shape, belowLevel: level))
  }

  /// The expansion flags that expand exactly the expandable nodes above `level`.
  static func flags(_ shape: TreeShape, belowLevel level: Int) -> BitArray {
    if level <= 0 { return BitArray(repeating: false, count: shape.count) }
    if level > Int(Int32.max) { return shape.expandable }
    let limit = Int32(level)
    return shape.depth.withUnsafeBufferPointer { depth in
      BitArray(count: shape.count) { shape.expandable[$0] && depth[$0] < limit }
    }
  }

  /// The number of visible rows.
  ///
  /// - Complexity: O(1).
  public var rowCount: Int { state.rows.count }

  /// The node of each visible row.
  ///
  /// - Complexity: O(1).
  public var rows: Rows { Rows(rows: state.rows, treeNode: filter?.treeNode) }

  /// The node shown at `row`.
  ///
  /// - Complexity: O(1).
  public func node(atRow row: Int) -> NodeID {
    treeNode(state.rows[row])
  }

  /// The item shown at `row`.
  ///
  /// - Complexity: O(1).
  public subscript(row row: Int) -> Item {
    tree.items[node(atRow: row).index]
  }

  /// The row showing `node`, or `nil` when it is hidden (or filtered out).
  ///
  /// - Complexity: O(log n).
  public func row(of node: NodeID) -> Int? {
    guard let view = viewNode(node) else { return nil }
    return state.row(of: view)
  }

  /// Whether `node` is shown as a row.
  ///
  /// - Complexity: O(log n).
  public func isVisible(_ node: NodeID) -> Bool {
    row(of: node) != nil
  }

  /// The indentation level of `row`: 0 for a top-level node.
  ///
  /// - Complexity: O(1).
  public func level(ofRow row: Int) -> Int {
    Int(viewShape.depth[Int(state.rows[row])])
  }

  /// Whether `node` has children in the current view (a filter can leave a node without any).
  ///
  /// - Complexity: O(1).
  public func isExpandable(_ node: NodeID) -> Bool {
    guard let view = viewNode(node) else { return false }
    return viewShape.expandable[view]
  }

  /// Whether `node` is expanded in the current view. A collapsed ancestor hides the node but does
  /// not change its own expansion.
  ///
  /// - Complexity: O(1).
  public func isExpanded(_ node: NodeID) -> Bool {
    guard let view = viewNode(node) else { return false }
    return state.expanded[view]
  }

  /// The disclosure indicator of `node`.
  ///
  /// - Complexity: O(1).
  public func disclosure(of node: NodeID) -> Disclosure {
    isExpanded(node) ? .expanded : isExpandable(node) ? .collapsed : .none
  }

  /// Whether `node` has a later sibling in the current view, which a tree guide draws as `├─`
  /// rather than `└─`; false when the filter excludes it.
  ///
  /// - Complexity: O(1).
  public func hasNextSibling(_ node: NodeID) -> Bool {
    guard let view = viewNode(node) else { return false }
    return viewShape.hasNextSibling(view)
  }

  /// The disclosure indicator of `row`.
  ///
  /// - Complexity: O(1).
  public func disclosure(ofRow row: Int) -> Disclosure {
    disclosure(of: node(atRow: row))
  }
}

extension Outline: Sendable where Item: Sendable {}

extension Outline {
  /// The node's index in the current view, or `nil` when the filter excludes it.
  func viewNode(_ node: NodeID) -> Int32? {
    guard let viewNode = filter?.viewNode else {
      precondition(node.index >= 0 && node.index < viewShape.count, "node out of range")
      return node.rawValue
    }
    let view = viewNode[node.index]
    return view < 0 ? nil : view
  }

  func treeNode(_ view: Int32) -> NodeID {
    NodeID(raw: filter?.treeNode[Int(view)] ?? view)
  }

  /// Runs `body` on the shape and row state of the current view.
  mutating func modifyView<Result>(_ body: (TreeShape, inout RowState) -> Result) -> Result {
    body(viewShape, &state)
  }
}
