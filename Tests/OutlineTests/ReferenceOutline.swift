import Outline

/// A deliberately naive outline over nodes numbered as in the input (not preorder): it keeps
/// expansion as sets and recomputes every answer from scratch by walking the tree.
struct ReferenceOutline {
  let parent: [Int?]
  let children: [[Int]]
  let roots: [Int]
  var resetsDescendants = false
  var expanded: Set<Int>
  var filter: Filter?

  struct Filter {
    var included: Set<Int>
    var matches: Set<Int>
    var expanded: Set<Int>
  }

  init(parent: [Int?], level: Int) {
    self.parent = parent
    var children = Array(repeating: [Int](), count: parent.count)
    var roots: [Int] = []
    for (node, up) in parent.enumerated() {
      if let up { children[up].append(node) } else { roots.append(node) }
    }
    self.children = children
    self.roots = roots
    expanded = []
    expanded = Set(parent.indices.filter { depth($0) < level && !children[$0].isEmpty })
  }

  func depth(_ node: Int) -> Int {
    var depth = 0
    var current = parent[node]
    while let up = current {
      depth += 1
      current = parent[up]
    }
    return depth
  }

  func isIncluded(_ node: Int) -> Bool { filter?.included.contains(node) ?? true }

  func viewChildren(_ node: Int?) -> [Int] {
    (node.map { children[$0] } ?? roots).filter(isIncluded)
  }

  var flags: Set<Int> {
    get { filter?.expanded ?? expanded }
    set {
      if filter != nil { filter!.expanded = newValue } else { expanded = newValue }
    }
  }

  func isExpandable(_ node: Int) -> Bool { isIncluded(node) && !viewChildren(node).isEmpty }
  func isExpanded(_ node: Int) -> Bool { flags.contains(node) && isExpandable(node) }

  func disclosure(_ node: Int) -> Disclosure {
    isExpanded(node) ? .expanded : isExpandable(node) ? .collapsed : .none
  }

  var rows: [Int] {
    var rows: [Int] = []
    func visit(_ node: Int) {
      rows.append(node)
      if isExpanded(node) { viewChildren(node).forEach(visit) }
    }
    viewChildren(nil).forEach(visit)
    return rows
  }

  /// Every node in preorder, ignoring the filter.
  var preorder: [Int] {
    var order: [Int] = []
    func visit(_ node: Int) {
      order.append(node)
      children[node].forEach(visit)
    }
    roots.forEach(visit)
    return order
  }

  func viewDescendants(_ node: Int) -> [Int] {
    viewChildren(node).flatMap { [$0] + viewDescendants($0) }
  }

  func indexPath(_ node: Int) -> [Int] {
    var path: [Int] = []
    var current: Int? = node
    while let node = current {
      path.insert((parent[node].map { children[$0] } ?? roots).firstIndex(of: node)!, at: 0)
      current = parent[node]
    }
    return path
  }

  mutating func expand(_ node: Int) {
    if isExpandable(node) { flags.insert(node) }
  }

  mutating func collapse(_ node: Int) {
    guard isExpanded(node) else { return }
    flags.remove(node)
    if resetsDescendants { flags.subtract(viewDescendants(node)) }
  }

  mutating func toggle(_ node: Int) {
    if isExpanded(node) { collapse(node) } else { expand(node) }
  }

  mutating func expandAll() {
    flags = Set(parent.indices.filter(isExpandable))
  }

  mutating func collapseAll() {
    flags = []
  }

  mutating func expand(toLevel level: Int) {
    flags = Set(parent.indices.filter { isExpandable($0) && depth($0) < level })
  }

  mutating func expandSubtree(_ node: Int) {
    guard isIncluded(node) else { return }
    flags.formUnion(([node] + viewDescendants(node)).filter(isExpandable))
  }

  mutating func collapseSubtree(_ node: Int) {
    guard isIncluded(node) else { return }
    flags.subtract([node] + viewDescendants(node))
  }

  mutating func expandSiblings(_ node: Int) {
    guard isIncluded(node) else { return }
    for sibling in viewChildren(parent[node]) { expand(sibling) }
  }

  mutating func collapseSiblings(_ node: Int) {
    guard isIncluded(node) else { return }
    for sibling in viewChildren(parent[node]) {
      flags.remove(sibling)
      if resetsDescendants { flags.subtract(viewDescendants(sibling)) }
    }
  }

  mutating func reveal(_ node: Int) {
    guard isIncluded(node) else { return }
    var current = parent[node]
    while let up = current {
      flags.insert(up)
      current = parent[up]
    }
  }

  mutating func applyFilter(includingDescendants: Bool, _ isMatch: (Int) -> Bool) {
    let matches = Set(parent.indices.filter(isMatch))
    var included = matches
    var opened: Set<Int> = []
    for match in matches {
      var current = parent[match]
      while let up = current {
        included.insert(up)
        opened.insert(up)
        current = parent[up]
      }
    }
    if includingDescendants {
      func addDescendants(_ node: Int) {
        for child in children[node] {
          included.insert(child)
          addDescendants(child)
        }
      }
      matches.forEach(addDescendants)
    }
    filter = Filter(included: included, matches: matches, expanded: [])
    filter!.expanded = Set(
      included.filter { isExpandable($0) && (opened.contains($0) || expanded.contains($0)) })
  }

  mutating func clearFilter() {
    filter = nil
  }

  /// The change an operation should report, from the models before and after it.
  static func expectedChange(
    from old: ReferenceOutline, to new: ReferenceOutline, reportsNodes: Bool
  ) -> (
    removed: [Range<Int>], inserted: [Range<Int>], reloaded: [Int], expanded: [Int],
    collapsed: [Int]
  ) {
    let oldRows = old.rows
    let newRows = new.rows
    let oldSet = Set(oldRows)
    let newSet = Set(newRows)
    let removed = runs(oldRows.indices.filter { !newSet.contains(oldRows[$0]) })
    let inserted = runs(newRows.indices.filter { !oldSet.contains(newRows[$0]) })
    let reloaded = newRows.indices.filter {
      oldSet.contains(newRows[$0]) && old.disclosure(newRows[$0]) != new.disclosure(newRows[$0])
    }
    guard reportsNodes else { return (removed, inserted, reloaded, [], []) }
    let order = new.preorder
    let expanded = order.filter { !old.isExpanded($0) && new.isExpanded($0) }
    let collapsed = order.filter { old.isExpanded($0) && !new.isExpanded($0) }
    return (removed, inserted, reloaded, expanded, collapsed)
  }

  static func runs(_ positions: [Int]) -> [Range<Int>] {
    var runs: [Range<Int>] = []
    for position in positions {
      if let last = runs.last, last.upperBound == position {
        runs[runs.count - 1] = last.lowerBound..<(position + 1)
      } else {
        runs.append(position..<(position + 1))
      }
    }
    return runs
  }
}
