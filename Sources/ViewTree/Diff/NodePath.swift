/// Builds `DiffLocation.path`: class names from the root, with `[k]` where a class occurs more
/// than once among the siblings (`UIWindow/UIView/UIStackView/UILabel[2]`).
struct NodePath {
  let tree: DiffTree
  /// Per parent (-1: the roots): each child's rank among the same-class siblings, and whether
  /// its class repeats there. Filled for a parent when a path first passes through it.
  private var ranks: [Int: [Int: (rank: Int, repeated: Bool)]] = [:]

  init(_ tree: DiffTree) { self.tree = tree }

  /// - Complexity: O(depth), plus O(siblings) the first time a parent is passed.
  mutating func path(of index: Int) -> String {
    var names: [String] = []
    var current = index
    while current >= 0 {
      let parent = Int(tree.hierarchy.parents[current])
      if ranks[parent] == nil { ranks[parent] = siblingRanks(parent) }
      var name = tree.hierarchy[NodeIndex(current)].className
      if let entry = ranks[parent]?[current], entry.repeated { name += "[\(entry.rank)]" }
      names.append(name)
      current = parent
    }
    return names.reversed().joined(separator: "/")
  }

  private func siblingRanks(_ parent: Int) -> [Int: (rank: Int, repeated: Bool)] {
    let children =
      parent < 0
      ? tree.hierarchy.roots.map(\.rawValue)
      : tree.hierarchy.children(of: NodeIndex(parent)).map(\.rawValue)
    var totals: [UInt64: Int] = [:]
    for child in children { totals[tree.classes[child], default: 0] += 1 }
    var seen: [UInt64: Int] = [:]
    var result: [Int: (rank: Int, repeated: Bool)] = [:]
    for child in children {
      let key = tree.classes[child]
      seen[key, default: 0] += 1
      result[child] = (seen[key]!, totals[key]! > 1)
    }
    return result
  }
}
