/// Pairs the nodes of two hierarchies without addresses, GumTree-style, tuned for view trees
/// (ordered children, many repeated cells, geometry that shifts when anything is inserted):
///
/// 1. Anchors: subtrees whose full hash (class, properties, geometry) occurs exactly once on
///    each side are paired whole, biggest first.
/// 2. Containers, bottom-up: an unpaired node is paired with the unpaired node of the same
///    class that holds most of its paired children's partners, when their descendants agree
///    enough (Dice coefficient ≥ `minimumDice`, or `movedDice` under parents of different
///    classes).
/// 3. Siblings, top-down: under each paired parent, the unpaired children lying between the
///    same two paired siblings are aligned in order (`SequenceAligner`): by full hash, then by
///    shape hash (geometry left out), then by class, preferring the most alike subtrees. Equal
///    hashes pair whole subtrees; equal classes pair the two nodes, and their children are
///    aligned in turn. Identical subtrees still unpaired under the two parents are then paired
///    across gaps (a reordered sibling splits gaps wrongly).
/// 4. Moved content: subtrees of two nodes or more whose shape hash is unique on each side
///    and whose roots have the same size (content that moved to another origin; a lone leaf's
///    shape is too weak a clue, two tab icons swap a tint color), leaves showing text whose
///    shape hash is unique on each side (a label moved and resized), then unpaired subtrees
///    with an unpaired identical twin (full hash) on the other side (a move of repeated
///    content).
///    If these pair anything, steps 2 and 3 run again for their ancestors.
///
/// - Complexity: O(n log n) hashing and sorting, plus O(n × depth) for the Dice coefficients;
///   sibling alignment is capped (see `SequenceAligner`).
struct TreeMatcher {
  static let minimumDice = 0.4
  /// Under parents of different classes a container is paired only when nearly all its
  /// descendants agree: otherwise a child that moved elsewhere would drag its old container
  /// along.
  static let movedDice = 0.9
  /// Gaps up to this many cells are aligned by class with similarity weights.
  static let weightedLimit = 4_096
  static let similarityNodes = 64
  static let diceSample = 1_024

  let old: DiffTree
  let new: DiffTree
  let tolerance: Double
  private(set) var oldToNew: [Int32]
  private(set) var newToOld: [Int32]

  init(old: DiffTree, new: DiffTree, tolerance: Double) {
    self.old = old
    self.new = new
    self.tolerance = tolerance
    oldToNew = [Int32](repeating: -1, count: old.count)
    newToOld = [Int32](repeating: -1, count: new.count)
    anchorUniqueSubtrees(old.subtreeFull, new.subtreeFull, minimumSize: 1)
    matchContainers()
    alignAllChildren()
    // Shape anchors come after the context has spoken: an edited subtree can take the shape of
    // another one that was deleted (a label's new text equal to a deleted label's).
    let paired = oldToNew.count(where: { $0 >= 0 })
    anchorUniqueSubtrees(
      old.subtreeShape, new.subtreeShape, minimumSize: 2, requireSameSize: true)
    anchorUniqueTextLeaves()
    matchLeftoverSubtrees()
    if oldToNew.count(where: { $0 >= 0 }) > paired {
      matchContainers()
      alignAllChildren()
    }
  }

  private mutating func alignAllChildren() {
    alignChildren(old: -1, new: -1)
    for index in 0..<old.count where oldToNew[index] >= 0 {
      alignChildren(old: index, new: Int(oldToNew[index]))
    }
  }

  // MARK: - Pairing

  private mutating func link(_ oldIndex: Int, _ newIndex: Int) {
    oldToNew[oldIndex] = Int32(newIndex)
    newToOld[newIndex] = Int32(oldIndex)
  }

  /// Pairs two subtrees with equal hashes node by node (same shape, so same preorder offsets),
  /// skipping any node already paired.
  private mutating func linkSubtrees(_ oldIndex: Int, _ newIndex: Int) {
    let size = old.hierarchy.subtree(of: NodeIndex(oldIndex)).count
    guard size == new.hierarchy.subtree(of: NodeIndex(newIndex)).count else {
      link(oldIndex, newIndex)
      return
    }
    for offset in 0..<size where oldToNew[oldIndex + offset] < 0 && newToOld[newIndex + offset] < 0
    {
      link(oldIndex + offset, newIndex + offset)
    }
  }

  private func size(_ tree: DiffTree, _ index: Int) -> Int {
    Int(tree.hierarchy.subtreeEnds[index]) - index
  }

  // MARK: - 1. Anchors

  private mutating func anchorUniqueSubtrees(
    _ oldHashes: [UInt64], _ newHashes: [UInt64], minimumSize: Int, requireSameSize: Bool = false
  ) {
    let oldUnique = uniqueUnpaired(oldHashes, paired: oldToNew)
    let newUnique = uniqueUnpaired(newHashes, paired: newToOld)
    var candidates: [(old: Int, new: Int)] = []
    for (hash, oldIndex) in oldUnique where oldIndex >= 0 && size(old, oldIndex) >= minimumSize {
      if let newIndex = newUnique[hash], newIndex >= 0 { candidates.append((oldIndex, newIndex)) }
    }
    candidates.sort {
      let (left, right) = (size(old, $0.old), size(old, $1.old))
      return left != right ? left > right : $0.old < $1.old
    }
    for candidate in candidates
    where oldToNew[candidate.old] < 0 && newToOld[candidate.new] < 0
      && (!requireSameSize || sameSize(candidate.old, candidate.new))
    {
      linkSubtrees(candidate.old, candidate.new)
    }
  }

  /// Pairs leaves that show text and whose shape (class and properties, geometry left out) is
  /// unique on each side, whatever their frames: a label that moved from one kept container to
  /// another and was resized on the way. Its text names it, where an image view's or a
  /// separator's shape names nothing. A label inside new content is new, even when a label
  /// with the same words was deleted elsewhere.
  private mutating func anchorUniqueTextLeaves() {
    let oldUnique = uniqueUnpaired(old.subtreeShape, paired: oldToNew)
    let newUnique = uniqueUnpaired(new.subtreeShape, paired: newToOld)
    for (hash, oldIndex) in oldUnique.sorted(by: { $0.value < $1.value })
    where oldIndex >= 0 && hasPairedParent(old, oldIndex, oldToNew) && showsText(old, oldIndex) {
      guard let newIndex = newUnique[hash], newIndex >= 0, showsText(new, newIndex),
        hasPairedParent(new, newIndex, newToOld)
      else { continue }
      link(oldIndex, newIndex)
    }
  }

  /// Whether the node is a root or its parent is paired.
  private func hasPairedParent(_ tree: DiffTree, _ index: Int, _ paired: [Int32]) -> Bool {
    let parent = Int(tree.hierarchy.parents[index])
    return parent < 0 || paired[parent] >= 0
  }

  /// A leaf with non-empty text (`text`, or XCUITest's `label`).
  private func showsText(_ tree: DiffTree, _ index: Int) -> Bool {
    guard size(tree, index) == 1 else { return false }
    let node = tree.hierarchy[NodeIndex(index)]
    let text = node.text ?? node.value(of: "label") ?? ""
    return !text.isEmpty && text != "''"
  }

  /// Whether the two roots' frames have the same size (or neither has a frame): a shape
  /// anchor of a small subtree needs it, since small shapes without geometry (a view around
  /// an image view) are common enough for a deleted one to meet an inserted one.
  private func sameSize(_ oldIndex: Int, _ newIndex: Int) -> Bool {
    let oldFrame = old.hierarchy[NodeIndex(oldIndex)].frame
    let newFrame = new.hierarchy[NodeIndex(newIndex)].frame
    guard let oldFrame, let newFrame else { return oldFrame == nil && newFrame == nil }
    return abs(oldFrame.width - newFrame.width) <= tolerance
      && abs(oldFrame.height - newFrame.height) <= tolerance
  }

  /// Hash → the one unpaired node with it, or -1 when several have it.
  private func uniqueUnpaired(_ hashes: [UInt64], paired: [Int32]) -> [UInt64: Int] {
    var result: [UInt64: Int] = [:]
    result.reserveCapacity(hashes.count)
    for (index, hash) in hashes.enumerated() where paired[index] < 0 {
      if result.updateValue(index, forKey: hash) != nil { result[hash] = -1 }
    }
    return result
  }

  // MARK: - 2. Containers

  private mutating func matchContainers() {
    for index in stride(from: old.count - 1, through: 0, by: -1) where oldToNew[index] < 0 {
      let end = Int(old.hierarchy.subtreeEnds[index])
      guard end > index + 1 else { continue }
      // Votes: the new parents of this node's paired children, weighted by subtree size.
      var votes: [Int: Int] = [:]
      var child = index + 1
      while child < end {
        let partner = Int(oldToNew[child])
        if partner >= 0 {
          let parent = Int(new.hierarchy.parents[partner])
          if parent >= 0 && newToOld[parent] < 0 && new.classes[parent] == old.classes[index] {
            votes[parent, default: 0] += size(old, child)
          }
        }
        child = Int(old.hierarchy.subtreeEnds[child])
      }
      let candidates = votes.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
      var best: (index: Int, dice: Double)? = nil
      for (candidate, _) in candidates.prefix(3) {
        let value = dice(index, candidate)
        let needed = sameParentClass(index, candidate) ? Self.minimumDice : Self.movedDice
        if value >= needed && value > (best?.dice ?? 0) { best = (candidate, value) }
      }
      if let best { link(index, best.index) }
    }
  }

  /// Whether both parents have the same class (or both nodes are roots).
  private func sameParentClass(_ oldIndex: Int, _ newIndex: Int) -> Bool {
    let oldParent = Int(old.hierarchy.parents[oldIndex])
    let newParent = Int(new.hierarchy.parents[newIndex])
    guard oldParent >= 0, newParent >= 0 else { return oldParent < 0 && newParent < 0 }
    return old.classes[oldParent] == new.classes[newParent]
  }

  /// 2 × descendants paired into the other's subtree / (descendants of both), estimated from
  /// the first `diceSample` descendants so that a deep chain of containers stays linear.
  private func dice(_ oldIndex: Int, _ newIndex: Int) -> Double {
    let oldEnd = Int(old.hierarchy.subtreeEnds[oldIndex])
    let newEnd = Int32(new.hierarchy.subtreeEnds[newIndex])
    let sample = (oldIndex + 1)..<min(oldEnd, oldIndex + 1 + Self.diceSample)
    var common = 0
    for descendant in sample {
      let partner = oldToNew[descendant]
      if partner > Int32(newIndex) && partner < newEnd { common += 1 }
    }
    let oldDescendants = oldEnd - oldIndex - 1
    let newDescendants = Int(newEnd) - newIndex - 1
    guard !sample.isEmpty, oldDescendants + newDescendants > 0 else { return 0 }
    let estimated = Double(common) * Double(oldDescendants) / Double(sample.count)
    return 2 * estimated / Double(oldDescendants + newDescendants)
  }

  // MARK: - 3. Siblings

  private func children(_ tree: DiffTree, of parent: Int) -> [Int] {
    var result: [Int] = []
    var child = parent < 0 ? (tree.count > 0 ? 0 : -1) : parent + 1
    let end = parent < 0 ? tree.count : Int(tree.hierarchy.subtreeEnds[parent])
    while child >= 0 && child < end {
      result.append(child)
      child = Int(tree.hierarchy.subtreeEnds[child])
    }
    return result
  }

  /// Aligns the unpaired children of a paired parent pair (-1, -1: the roots), gap by gap
  /// between the children paired with each other in order.
  private mutating func alignChildren(old oldParent: Int, new newParent: Int) {
    let oldChildren = children(old, of: oldParent)
    let newChildren = children(new, of: newParent)
    guard oldChildren.contains(where: { oldToNew[$0] < 0 }),
      newChildren.contains(where: { newToOld[$0] < 0 })
    else { return }
    var anchors: [(old: Int, new: Int)] = []
    for (position, child) in oldChildren.enumerated() where oldToNew[child] >= 0 {
      if let newPosition = binarySearch(newChildren, Int(oldToNew[child])) {
        anchors.append((position, newPosition))
      }
    }
    let kept = IncreasingSubsequence.positions(
      of: anchors.map(\.new), weights: anchors.map { size(old, oldChildren[$0.old]) }
    ).map { anchors[$0] }
    var lowOld = 0
    var lowNew = 0
    for anchor in kept + [(oldChildren.count, newChildren.count)] {
      let oldGap = oldChildren[lowOld..<anchor.0].filter { oldToNew[$0] < 0 }
      let newGap = newChildren[lowNew..<anchor.1].filter { newToOld[$0] < 0 }
      if !oldGap.isEmpty && !newGap.isEmpty { alignGap(oldGap, newGap, level: 0) }
      lowOld = anchor.0 + 1
      lowNew = anchor.1 + 1
    }
    // A reordered child splits the gaps wrongly ([A, x, y] → [x, y, A]): identical subtrees
    // left over under the same parents are aligned across gaps.
    let oldLeft = oldChildren.filter { oldToNew[$0] < 0 }
    let newLeft = newChildren.filter { newToOld[$0] < 0 }
    if !oldLeft.isEmpty && !newLeft.isEmpty {
      let pairs = SequenceAligner.align(
        oldLeft.map { old.subtreeFull[$0] }, newLeft.map { new.subtreeFull[$0] })
      for (oldPosition, newPosition) in pairs {
        linkSubtrees(oldLeft[oldPosition], newLeft[newPosition])
      }
    }
  }

  /// Level 0 pairs equal full hashes, 1 equal shape hashes, 2 equal classes; each level works
  /// in the gaps the previous one left.
  private mutating func alignGap(_ oldGap: [Int], _ newGap: [Int], level: Int) {
    let key: (DiffTree, Int) -> UInt64 = {
      switch level {
      case 0: return { $0.subtreeFull[$1] }
      case 1: return { $0.subtreeShape[$1] }
      default: return { $0.classes[$1] }
      }
    }()
    let pairs =
      level == 2 && oldGap.count * newGap.count <= Self.weightedLimit
      ? alignBySimilarity(oldGap, newGap)
      : SequenceAligner.align(oldGap.map { key(old, $0) }, newGap.map { key(new, $0) })
    var lowOld = 0
    var lowNew = 0
    for pair in pairs + [(oldGap.count, newGap.count)] {
      if level < 2 && pair.0 > lowOld && pair.1 > lowNew {
        alignGap(Array(oldGap[lowOld..<pair.0]), Array(newGap[lowNew..<pair.1]), level: level + 1)
      }
      if pair.0 < oldGap.count {
        let (oldIndex, newIndex) = (oldGap[pair.0], newGap[pair.1])
        if level < 2 { linkSubtrees(oldIndex, newIndex) } else { link(oldIndex, newIndex) }
      }
      lowOld = pair.0 + 1
      lowNew = pair.1 + 1
    }
  }

  /// Same-class pairs in order, maximizing the total similarity (dynamic programming): of two
  /// cells left between the same neighbours, the one that looks like the new cell is paired,
  /// the other is deleted. Dissimilar nodes of one class still pair when nothing better is
  /// there (a node changed in place).
  private func alignBySimilarity(_ oldGap: [Int], _ newGap: [Int]) -> [(Int, Int)] {
    let rows = oldGap.count
    let columns = newGap.count
    let width = columns + 1
    var best = [Double](repeating: 0, count: (rows + 1) * width)
    var weights = [Double](repeating: -1, count: rows * columns)
    for i in stride(from: rows - 1, through: 0, by: -1) {
      for j in stride(from: columns - 1, through: 0, by: -1) {
        var value = max(best[(i + 1) * width + j], best[i * width + j + 1])
        if old.classes[oldGap[i]] == new.classes[newGap[j]] {
          let weight = 0.1 + similarity(oldGap[i], newGap[j])
          weights[i * columns + j] = weight
          value = max(value, weight + best[(i + 1) * width + j + 1])
        }
        best[i * width + j] = value
      }
    }
    var pairs: [(Int, Int)] = []
    var i = 0
    var j = 0
    while i < rows && j < columns {
      let weight = weights[i * columns + j]
      if weight >= 0 && best[i * width + j] == weight + best[(i + 1) * width + j + 1] {
        pairs.append((i, j))
        i += 1
        j += 1
      } else if best[i * width + j] == best[(i + 1) * width + j] {
        i += 1
      } else {
        j += 1
      }
    }
    return pairs
  }

  /// How alike two same-class subtrees look, 0...1: the node's own shape, and the shared own
  /// shapes of their first `similarityNodes` nodes, against the larger of the two.
  private func similarity(_ oldIndex: Int, _ newIndex: Int) -> Double {
    let oldNodes =
      oldIndex..<min(Int(old.hierarchy.subtreeEnds[oldIndex]), oldIndex + Self.similarityNodes)
    let newNodes =
      newIndex..<min(Int(new.hierarchy.subtreeEnds[newIndex]), newIndex + Self.similarityNodes)
    var counts: [UInt64: Int] = [:]
    for index in oldNodes { counts[old.ownShape[index], default: 0] += 1 }
    var shared = 0
    for index in newNodes {
      if let count = counts[new.ownShape[index]], count > 0 {
        counts[new.ownShape[index]] = count - 1
        shared += 1
      }
    }
    return Double(shared) / Double(max(oldNodes.count, newNodes.count))
  }

  private func binarySearch(_ sorted: [Int], _ value: Int) -> Int? {
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) / 2
      if sorted[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low < sorted.count && sorted[low] == value ? low : nil
  }

  // MARK: - 4. Leftovers

  private mutating func matchLeftoverSubtrees() {
    let (oldHashes, newHashes) = (old.subtreeFull, new.subtreeFull)
    var waiting: [UInt64: [Int]] = [:]
    for index in 0..<old.count where isLeftover(old, index, oldToNew) {
      waiting[oldHashes[index], default: []].append(index)
    }
    guard !waiting.isEmpty else { return }
    var taken: [UInt64: Int] = [:]
    for index in 0..<new.count where isLeftover(new, index, newToOld) {
      let hash = newHashes[index]
      guard let list = waiting[hash] else { continue }
      let next = taken[hash, default: 0]
      guard next < list.count else { continue }
      taken[hash] = next + 1
      linkSubtrees(list[next], index)
    }
  }

  /// An unpaired subtree root of two or more nodes whose parent is paired (or a root).
  private func isLeftover(_ tree: DiffTree, _ index: Int, _ paired: [Int32]) -> Bool {
    paired[index] < 0 && size(tree, index) >= 2 && hasPairedParent(tree, index, paired)
  }
}
