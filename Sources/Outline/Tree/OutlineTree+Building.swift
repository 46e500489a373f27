extension OutlineTree {
  /// Builds the tree by asking `dataSource` for the children of the virtual root (`nil`) and of
  /// every item, depth first.
  ///
  /// - Complexity: O(n), plus one `numberOfChildren` and one `child` call per node.
  public init<Source: OutlineDataSource>(dataSource: Source) where Source.Item == Item {
    var items: [Item] = []
    var parents: [Int32] = []
    var path: [(item: Item?, node: Int32, count: Int, next: Int)] = [
      (nil, -1, dataSource.numberOfChildren(of: nil), 0)
    ]
    while let top = path.last {
      guard top.next < top.count else {
        path.removeLast()
        continue
      }
      path[path.count - 1].next += 1
      let child = dataSource.child(top.next, of: top.item)
      parents.append(top.node)
      items.append(child)
      path.append((child, Int32(items.count - 1), dataSource.numberOfChildren(of: child), 0))
    }
    self.init(items: items, shape: TreeShape(preorderParents: parents))
  }

  /// Builds the tree from its top-level items and a function giving each item's children.
  ///
  /// - Complexity: O(n), plus one `children` call per node.
  public init(roots: [Item], children: (Item) -> [Item]) {
    var items: [Item] = []
    var parents: [Int32] = []
    var path: [(node: Int32, children: [Item], next: Int)] = [(-1, roots, 0)]
    while let top = path.last {
      guard top.next < top.children.count else {
        path.removeLast()
        continue
      }
      path[path.count - 1].next += 1
      let child = top.children[top.next]
      parents.append(top.node)
      items.append(child)
      path.append((Int32(items.count - 1), children(child), 0))
    }
    self.init(items: items, shape: TreeShape(preorderParents: parents))
  }

  /// Builds the tree from items listed in preorder with their levels (0 for a top-level item),
  /// as an indented listing gives them. Node `i` is `items[i]`.
  ///
  /// - Throws: ``OutlineBuildError/invalidLevel(index:)`` when a level is negative or more than
  ///   one deeper than the previous item's.
  /// - Complexity: O(n).
  public init(preorder items: [Item], levels: [Int]) throws(OutlineBuildError) {
    guard items.count == levels.count else {
      throw .countMismatch(items: items.count, links: levels.count)
    }
    var parents: [Int32] = []
    parents.reserveCapacity(levels.count)
    var path: [Int32] = []
    for (index, level) in levels.enumerated() {
      guard level >= 0 && level <= path.count else { throw .invalidLevel(index: index) }
      path.removeLast(path.count - level)
      parents.append(path.last ?? -1)
      path.append(Int32(index))
    }
    self.init(items: items, shape: TreeShape(preorderParents: parents))
  }

  /// Builds the tree from items and the index of each item's parent (`nil` for a top-level
  /// item), in any order; siblings keep their relative order.
  ///
  /// When the input is already in preorder, node `i` is `items[i]`; otherwise nodes are
  /// renumbered into preorder.
  ///
  /// - Throws: ``OutlineBuildError/parentOutOfRange(index:)`` or ``OutlineBuildError/cycle(_:)``.
  /// - Complexity: O(n).
  public init(items: [Item], parents: [Int?]) throws(OutlineBuildError) {
    guard items.count == parents.count else {
      throw .countMismatch(items: items.count, links: parents.count)
    }
    var links: [Int32] = []
    links.reserveCapacity(parents.count)
    for (index, parent) in parents.enumerated() {
      guard let parent else {
        links.append(-1)
        continue
      }
      guard parent >= 0 && parent < parents.count else { throw .parentOutOfRange(index: index) }
      links.append(Int32(parent))
    }
    self = try Self.linking(items: items, parents: links, by: nil)
  }

  /// Builds the tree from flat records that each name their own identifier and their parent's
  /// (`nil` for a top-level record); siblings keep the records' order.
  ///
  /// - Throws: ``OutlineBuildError/duplicateID(_:first:second:)``,
  ///   ``OutlineBuildError/unknownParent(_:index:)`` or ``OutlineBuildError/cycle(_:)``.
  /// - Complexity: O(n) expected, with one hash per record.
  public init<ID: Hashable>(
    records: [Item], id: (Item) -> ID, parentID: (Item) -> ID?
  ) throws(OutlineBuildError) {
    let parents = try Self.parentIndices(of: records, id: id, parentID: parentID)
    self = try Self.linking(items: records, parents: parents, by: nil)
  }

  /// Builds the tree from flat records as ``init(records:id:parentID:)`` does, ordering each
  /// node's children by `siblingOrder`.
  ///
  /// - Complexity: O(n) expected to link, plus sorting each node's children: O(n log n) at worst.
  public init<ID: Hashable, Key: Comparable>(
    records: [Item], id: (Item) -> ID, parentID: (Item) -> ID?, siblingOrder: (Item) -> Key
  ) throws(OutlineBuildError) {
    let parents = try Self.parentIndices(of: records, id: id, parentID: parentID)
    let keys = records.map(siblingOrder)
    self = try Self.linking(items: records, parents: parents, by: { keys[$0] < keys[$1] })
  }

  private static func parentIndices<ID: Hashable>(
    of records: [Item], id: (Item) -> ID, parentID: (Item) -> ID?
  ) throws(OutlineBuildError) -> [Int32] {
    var indexOfID: [ID: Int32] = [:]
    indexOfID.reserveCapacity(records.count)
    for (index, record) in records.enumerated() {
      let key = id(record)
      if let first = indexOfID.updateValue(Int32(index), forKey: key) {
        throw .duplicateID(String(describing: key), first: Int(first), second: index)
      }
    }
    var parents: [Int32] = []
    parents.reserveCapacity(records.count)
    for (index, record) in records.enumerated() {
      guard let key = parentID(record) else {
        parents.append(-1)
        continue
      }
      guard let parent = indexOfID[key] else {
        throw .unknownParent(String(describing: key), index: index)
      }
      parents.append(parent)
    }
    return parents
  }

  /// Puts nodes given by arbitrary-order parent links into preorder, children grouped by
  /// counting sort, so linking is O(n) rather than a pairwise parent-child search.
  private static func linking(
    items: [Item], parents: [Int32], by areInIncreasingOrder: ((Int, Int) -> Bool)?
  ) throws(OutlineBuildError) -> OutlineTree {
    if areInIncreasingOrder == nil && TreeShape.isPreorder(parents) {
      return OutlineTree(items: items, shape: TreeShape(preorderParents: parents))
    }
    let count = parents.count
    var start = [Int32](repeating: 0, count: count + 2)
    for parent in parents { start[Int(parent) + 2] += 1 }
    for slot in 1..<(count + 2) { start[slot] += start[slot - 1] }
    var children = [Int32](repeating: 0, count: count)
    var cursor = start
    for (node, parent) in parents.enumerated() {
      children[Int(cursor[Int(parent) + 1])] = Int32(node)
      cursor[Int(parent) + 1] += 1
    }
    if let areInIncreasingOrder {
      for slot in 0...count where start[slot + 1] - start[slot] > 1 {
        children[Int(start[slot])..<Int(start[slot + 1])].sort {
          areInIncreasingOrder(Int($0), Int($1))
        }
      }
    }

    var order: [Int32] = []
    order.reserveCapacity(count)
    var stack: [Int32] = children[Int(start[0])..<Int(start[1])].reversed()
    while let node = stack.popLast() {
      order.append(node)
      stack.append(
        contentsOf: children[Int(start[Int(node) + 1])..<Int(start[Int(node) + 2])].reversed())
    }
    guard order.count == count else { throw .cycle(cycle(parents: parents, reached: order)) }

    var position = [Int32](repeating: 0, count: count)
    for (index, node) in order.enumerated() { position[Int(node)] = Int32(index) }
    let preorderParents = order.map { parents[Int($0)] < 0 ? -1 : position[Int(parents[Int($0)])] }
    return OutlineTree(
      items: order.map { items[Int($0)] }, shape: TreeShape(preorderParents: preorderParents))
  }

  /// A cycle among the nodes not reached from a root: every such node has a parent, so following
  /// parents from one of them must loop.
  private static func cycle(parents: [Int32], reached: [Int32]) -> [Int] {
    var seen = [Bool](repeating: false, count: parents.count)
    for node in reached { seen[Int(node)] = true }
    var node = Int32(seen.firstIndex(of: false)!)
    while !seen[Int(node)] {
      seen[Int(node)] = true
      node = parents[Int(node)]
    }
    var cycle = [Int(node)]
    var next = parents[Int(node)]
    while next != node {
      cycle.append(Int(next))
      next = parents[Int(next)]
    }
    return cycle
  }
}
