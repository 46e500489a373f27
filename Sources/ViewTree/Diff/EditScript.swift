/// Turns a pairing of nodes into changes, per subtree root, and into the rows of the tree
/// view, in one walk of the new tree that weaves each deleted subtree in after the new partner
/// of its nearest paired old sibling.
///
/// A paired node is moved when its parent's partner is not its new parent (another parent),
/// or when it is not among the longest run of siblings that kept their order (reordered).
struct EditScript {
  let old: DiffTree
  let new: DiffTree
  let oldToNew: [Int32]
  let newToOld: [Int32]
  let comparer: PropertyComparer
  let structureOnly: Bool
  private(set) var rows: [DiffRow] = []
  private(set) var changes: [DiffChange] = []
  private var oldPaths: NodePath
  private var newPaths: NodePath

  init(old: DiffTree, new: DiffTree, matcher: TreeMatcher, options: DiffOptions) {
    self.old = old
    self.new = new
    oldToNew = matcher.oldToNew
    newToOld = matcher.newToOld
    comparer = PropertyComparer(options: options)
    structureOnly = options.structureOnly
    oldPaths = NodePath(old)
    newPaths = NodePath(new)
  }

  private struct Place: Hashable {
    /// The new parent (-1: among the roots).
    var parent: Int
    /// The new sibling the deleted subtrees follow (-1: before the first child).
    var after: Int
  }

  mutating func build() {
    let places = deletedPlaces()
    let reordered = reorderedNodes()
    rows.reserveCapacity(new.count + 16)
    var insertChange = [Int32](repeating: -1, count: new.count)
    var open: [Int] = []
    emitDeleted(places[Place(parent: -1, after: -1)], parent: -1)
    for index in 0..<new.count {
      while let top = open.last, Int(new.hierarchy.subtreeEnds[top]) <= index {
        open.removeLast()
        let parent = Int(new.hierarchy.parents[top])
        emitDeleted(places[Place(parent: parent, after: top)], parent: parent)
      }
      let parent = Int(new.hierarchy.parents[index])
      var change: Int32 = -1
      let partner = Int(newToOld[index])
      if partner < 0 {
        if parent >= 0 && newToOld[parent] < 0 {
          change = insertChange[parent]
          changes[Int(change)].size += 1
        } else {
          change = Int32(changes.count)
          changes.append(
            DiffChange(
              operation: .insert, className: className(new, index), old: nil,
              new: location(index, isOld: false), size: 1))
        }
        insertChange[index] = change
      } else {
        let oldParent = Int(old.hierarchy.parents[partner])
        let sameParent = oldParent < 0 ? parent < 0 : Int(oldToNew[oldParent]) == parent
        let moved = !sameParent || reordered[index]
        let properties =
          structureOnly || old.ownFull[partner] == new.ownFull[index]
          ? []
          : comparer.changes(old.hierarchy[NodeIndex(partner)], new.hierarchy[NodeIndex(index)])
        if moved || !properties.isEmpty {
          change = Int32(changes.count)
          changes.append(
            DiffChange(
              operation: moved ? .move : .update, className: className(new, index),
              old: location(partner, isOld: true), new: location(index, isOld: false),
              properties: properties,
              size: moved ? new.hierarchy.subtree(of: NodeIndex(index)).count : 1))
        }
      }
      rows.append(
        DiffRow(
          isOld: false, node: Int32(index), depth: new.hierarchy.depths[index], change: change))
      open.append(index)
      emitDeleted(places[Place(parent: index, after: -1)], parent: index)
    }
    while let top = open.popLast() {
      let parent = Int(new.hierarchy.parents[top])
      emitDeleted(places[Place(parent: parent, after: top)], parent: parent)
    }
  }

  /// Rows and a change for each deleted subtree; nodes paired elsewhere (moved out of it) are
  /// left out, they show where they are now.
  private mutating func emitDeleted(_ roots: [Int]?, parent: Int) {
    guard let roots else { return }
    let base = parent < 0 ? 0 : Int(new.hierarchy.depths[parent]) + 1
    for root in roots {
      let change = Int32(changes.count)
      changes.append(
        DiffChange(
          operation: .delete, className: className(old, root), old: location(root, isOld: true),
          new: nil, size: 0))
      let rootDepth = Int(old.hierarchy.depths[root])
      var index = root
      let end = Int(old.hierarchy.subtreeEnds[root])
      while index < end {
        if index != root && oldToNew[index] >= 0 {
          index = Int(old.hierarchy.subtreeEnds[index])
          continue
        }
        let depth = base + Int(old.hierarchy.depths[index]) - rootDepth
        rows.append(DiffRow(isOld: true, node: Int32(index), depth: Int32(depth), change: change))
        changes[Int(change)].size += 1
        index += 1
      }
    }
  }

  /// Where each deleted subtree root goes: after the new partner of its nearest earlier old
  /// sibling that stayed under the same parent.
  private func deletedPlaces() -> [Place: [Int]] {
    var places: [Place: [Int]] = [:]
    func place(children: [Int], oldParent: Int) {
      let parent = oldParent < 0 ? -1 : Int(oldToNew[oldParent])
      var after = -1
      for child in children {
        let partner = Int(oldToNew[child])
        if partner < 0 {
          places[Place(parent: parent, after: after), default: []].append(child)
        } else if Int(new.hierarchy.parents[partner]) == parent {
          after = partner
        }
      }
    }
    place(children: old.hierarchy.roots.map(\.rawValue), oldParent: -1)
    for index in 0..<old.count
    where oldToNew[index] >= 0 && old.hierarchy.firstChild(of: NodeIndex(index)) != nil {
      place(
        children: old.hierarchy.children(of: NodeIndex(index)).map(\.rawValue), oldParent: index)
    }
    return places
  }

  /// New nodes whose old siblings under the same parent pair kept another order: outside the
  /// longest run that kept its order (the biggest subtrees preferred as the ones that stayed).
  private func reorderedNodes() -> [Bool] {
    var reordered = [Bool](repeating: false, count: new.count)
    func check(_ children: [Int], oldParent: Int) {
      let stayed = children.filter { child in
        let partner = Int(newToOld[child])
        guard partner >= 0 else { return false }
        let parent = Int(old.hierarchy.parents[partner])
        return parent == oldParent
      }
      guard stayed.count > 1 else { return }
      let kept = Set(
        IncreasingSubsequence.positions(
          of: stayed.map { Int(newToOld[$0]) },
          weights: stayed.map { new.hierarchy.subtree(of: NodeIndex($0)).count }))
      for (position, child) in stayed.enumerated() where !kept.contains(position) {
        reordered[child] = true
      }
    }
    check(new.hierarchy.roots.map(\.rawValue), oldParent: -1)
    for index in 0..<new.count
    where newToOld[index] >= 0 && new.hierarchy.firstChild(of: NodeIndex(index)) != nil {
      check(
        new.hierarchy.children(of: NodeIndex(index)).map(\.rawValue),
        oldParent: Int(newToOld[index]))
    }
    return reordered
  }

  private func className(_ tree: DiffTree, _ index: Int) -> String {
    tree.hierarchy[NodeIndex(index)].className
  }

  private mutating func location(_ index: Int, isOld: Bool) -> DiffLocation {
    let tree = isOld ? old : new
    let path = isOld ? oldPaths.path(of: index) : newPaths.path(of: index)
    return DiffLocation(
      line: tree.hierarchy[NodeIndex(index)].line, path: path, node: NodeIndex(index))
  }
}
