import Foundation

/// The tree a next build is made from (the old dump's nodes as editable items, plus subtrees
/// grafted from a donor dump), and the edits applied to it so far. See `NextBuildGenerator`.
struct EditPlan {
  struct Item {
    /// The node's description (`<Class: 0x…; …>` and any tail), addresses as in its source.
    var text: String
    var className: String
    var children: [Int]
    var parent: Int
  }

  struct Edit {
    var operation: DiffChange.Operation
    /// The edited item: the old node's index for old nodes, the grafted root for an insert.
    var item: Int
    var properties: [PropertyChange]
    var size: Int
  }

  let old: Hierarchy
  private let oldTree: DiffTree
  private let donor: Hierarchy
  private let donorTree: DiffTree
  private var items: [Item]
  /// Item → subtree hash before any edit (the donor's for grafted items).
  private var hashes: [UInt64]
  private var roots: [Int]
  private var hashCounts: [UInt64: Int] = [:]
  private var shapeCounts: [UInt64: Int] = [:]
  /// Old nodes that are edited or hold an edit below them: not to be deleted or moved.
  private var touched: [Bool]
  /// Old nodes inside a deleted or moved subtree: not to be edited at all.
  private var locked: [Bool]
  private var updated: [Bool]
  private(set) var edits: [Edit] = []

  init(old: Hierarchy, donor: Hierarchy) {
    self.old = old
    self.donor = donor
    oldTree = DiffTree(old, options: DiffOptions())
    donorTree = DiffTree(donor, options: DiffOptions())
    items = (0..<old.count).map { index in
      let node = old[NodeIndex(index)]
      return Item(
        text: node.descriptionText, className: node.className,
        children: old.children(of: NodeIndex(index)).map(\.rawValue),
        parent: old.parent(of: NodeIndex(index))?.rawValue ?? -1)
    }
    hashes = oldTree.subtreeFull
    roots = old.roots.map(\.rawValue)
    for hash in hashes { hashCounts[hash, default: 0] += 1 }
    for hash in oldTree.subtreeShape { shapeCounts[hash, default: 0] += 1 }
    touched = [Bool](repeating: false, count: old.count)
    locked = touched
    updated = touched
  }

  // MARK: - Choosing edits

  mutating func tryDelete(_ random: inout SeededRandom) {
    guard let node = removableNode(&random) else { return }
    detach(node)
    lock(node)
    edits.append(Edit(operation: .delete, item: node, properties: [], size: subtreeSize(node)))
  }

  mutating func tryMove(_ random: inout SeededRandom) {
    guard let node = removableNode(&random), hashCounts[hashes[node]] == 1 else { return }
    let parent = items[node].parent
    var properties: [PropertyChange] = []
    if random.chance(percent: 50) {
      guard parent >= 0, items[parent].children.count >= 3 else { return }
      let siblings = items[parent].children
      let from = siblings.firstIndex(of: node)!
      let to = random.below(siblings.count)
      guard abs(to - from) >= 2 else { return }
      var reordered = siblings
      reordered.remove(at: from)
      reordered.insert(node, at: to)
      guard differsFromNeighbours(hashes[node], in: reordered, at: to) else { return }
      items[parent].children = reordered
    } else {
      guard let (destination, position) = destination(&random, avoiding: node),
        destination != parent
      else { return }
      detach(node)
      items[destination].children.insert(node, at: position)
      items[node].parent = destination
      touch(destination)
      // A new origin too only where the subtree stays recognizable without its geometry.
      if random.chance(percent: 50), subtreeSize(node) >= 2,
        shapeCounts[oldTree.subtreeShape[node]] == 1, let change = shiftFrame(node, &random)
      {
        properties.append(change)
      }
    }
    lock(node)
    touch(parent)
    edits.append(
      Edit(operation: .move, item: node, properties: properties, size: subtreeSize(node)))
  }

  mutating func tryInsert(_ random: inout SeededRandom) {
    let graft = random.below(donor.count)
    let size = donor.subtree(of: NodeIndex(graft)).count
    guard donor.depth(of: NodeIndex(graft)) >= 3, size <= 30,
      let (destination, position) = destination(&random, avoiding: nil),
      differsFromNeighbours(
        donorTree.subtreeFull[graft], in: items[destination].children, inserting: position)
    else { return }
    let root = items.count
    var parents: [Int: Int] = [:]
    for index in donor.subtree(of: NodeIndex(graft)) {
      let node = donor[NodeIndex(index)]
      let parent = index == graft ? destination : parents[donor.parent(of: node.index)!.rawValue]!
      parents[index] = items.count
      if index != graft { items[parent].children.append(items.count) }
      items.append(
        Item(text: node.descriptionText, className: node.className, children: [], parent: parent))
      hashes.append(donorTree.subtreeFull[index])
    }
    items[destination].children.insert(root, at: position)
    touch(destination)
    edits.append(Edit(operation: .insert, item: root, properties: [], size: size))
  }

  mutating func tryFrameChange(_ random: inout SeededRandom) {
    let node = random.below(old.count)
    guard old.depth(of: NodeIndex(node)) >= 1, !locked[node], !updated[node],
      let change = shiftFrame(node, &random)
    else { return }
    updated[node] = true
    touch(node)
    edits.append(Edit(operation: .update, item: node, properties: [change], size: 1))
  }

  mutating func tryTextChange(_ random: inout SeededRandom) {
    let node = random.below(old.count)
    guard !locked[node], !updated[node], let text = old[NodeIndex(node)].value(of: "text") else {
      return
    }
    let replacement =
      "'" + String(decoding: random.pick(DumpVocabulary.labelTexts), as: UTF8.self) + "'"
    guard replacement != text,
      let range = items[node].text.range(of: "text = " + text)
    else { return }
    items[node].text.replaceSubrange(range, with: "text = " + replacement)
    updated[node] = true
    touch(node)
    edits.append(
      Edit(
        operation: .update, item: node,
        properties: [PropertyChange(key: "text", old: text, new: replacement)], size: 1))
  }

  /// A node that may be deleted or moved: below the screen scaffolding, at most 40 nodes, with
  /// nothing edited in it, and unlike the siblings next to it.
  private func removableNode(_ random: inout SeededRandom) -> Int? {
    let node = random.below(old.count)
    let subtree = old.subtree(of: NodeIndex(node))
    guard old.depth(of: NodeIndex(node)) >= 2, subtree.count <= 40,
      !subtree.contains(where: { touched[$0] }), items[node].parent >= 0
    else { return nil }
    let siblings = items[items[node].parent].children
    let position = siblings.firstIndex(of: node)!
    return differsFromNeighbours(hashes[node], in: siblings, at: position) ? node : nil
  }

  /// A view with children, outside `avoiding`'s subtree and any moved or deleted one, and a
  /// position among its children where `avoiding` (or a graft) would not sit by a twin.
  private func destination(_ random: inout SeededRandom, avoiding: Int?) -> (Int, Int)? {
    let parent = random.below(old.count)
    guard !locked[parent], old[NodeIndex(parent)].kind == .view,
      !items[parent].children.isEmpty
    else { return nil }
    if let avoiding, old.subtree(of: NodeIndex(avoiding)).contains(parent) { return nil }
    let position = random.below(items[parent].children.count + 1)
    if let avoiding,
      !differsFromNeighbours(hashes[avoiding], in: items[parent].children, inserting: position)
    {
      return nil
    }
    return (parent, position)
  }

  private func differsFromNeighbours(_ hash: UInt64, in siblings: [Int], at position: Int) -> Bool {
    (position == 0 || hashes[siblings[position - 1]] != hash)
      && (position + 1 >= siblings.count || hashes[siblings[position + 1]] != hash)
  }

  private func differsFromNeighbours(_ hash: UInt64, in siblings: [Int], inserting position: Int)
    -> Bool
  {
    (position == 0 || hashes[siblings[position - 1]] != hash)
      && (position >= siblings.count || hashes[siblings[position]] != hash)
  }

  /// Moves a view by 4 to 40 points in x or y (or both); nil without a frame.
  private mutating func shiftFrame(_ node: Int, _ random: inout SeededRandom) -> PropertyChange? {
    let value = old[NodeIndex(node)].value(of: "frame")
    guard var frame = old[NodeIndex(node)].frame, let value,
      let range = items[node].text.range(of: "frame = " + value)
    else { return nil }
    let shift = { (random: inout SeededRandom) in
      Double(random.within(4...40) * (random.chance(percent: 50) ? 1 : -1))
    }
    switch random.below(3) {
    case 0: frame.x += shift(&random)
    case 1: frame.y += shift(&random)
    default:
      frame.x += shift(&random)
      frame.y += shift(&random)
    }
    items[node].text.replaceSubrange(range, with: "frame = " + frame.printed)
    return PropertyChange(key: "frame", old: value, new: frame.printed)
  }

  private mutating func detach(_ node: Int) {
    let parent = items[node].parent
    items[parent].children.removeAll { $0 == node }
  }

  /// Marks an old node and its ancestors as holding an edit.
  private mutating func touch(_ node: Int) {
    var current = node
    while current >= 0 && current < old.count {
      touched[current] = true
      current = old.parent(of: NodeIndex(current))?.rawValue ?? -1
    }
  }

  private mutating func lock(_ node: Int) {
    for index in old.subtree(of: NodeIndex(node)) {
      locked[index] = true
      touched[index] = true
    }
    touch(node)
  }

  private func subtreeSize(_ item: Int) -> Int {
    1 + items[item].children.reduce(0) { $0 + subtreeSize($1) }
  }

  // MARK: - Writing

  /// Writes the edited tree with fresh addresses, and the edits as changes with their lines
  /// and paths in both dumps.
  mutating func build(_ random: inout SeededRandom) -> NextBuild {
    var dump: [UInt8] = []
    var lines = [Int](repeating: 0, count: items.count)
    var stack: [(item: Int, depth: Int)] = roots.reversed().map { ($0, 0) }
    var line = 0
    while let (item, depth) = stack.popLast() {
      line += 1
      lines[item] = line
      if depth > 0 {
        dump.append(contentsOf: "   ".utf8)
        for _ in 1..<depth { dump.append(contentsOf: "|    ".utf8) }
        dump.append(contentsOf: "| ".utf8)
      }
      appendReaddressed(items[item].text, to: &dump, &random)
      dump.append(0x0A)
      for child in items[item].children.reversed() { stack.append((child, depth + 1)) }
    }
    let new = DumpParser().parse(dump).hierarchy
    precondition(new.count == line, "the next build must parse to one node per line")
    var oldPaths = NodePath(oldTree)
    var newPaths = NodePath(DiffTree(new, options: DiffOptions()))
    var changes: [DiffChange] = []
    for edit in edits {
      let oldLocation =
        edit.operation == .insert
        ? nil
        : DiffLocation(
          line: old[NodeIndex(edit.item)].line, path: oldPaths.path(of: edit.item),
          node: NodeIndex(edit.item))
      let newLocation =
        edit.operation == .delete
        ? nil
        : DiffLocation(
          line: lines[edit.item], path: newPaths.path(of: lines[edit.item] - 1),
          node: NodeIndex(lines[edit.item] - 1))
      changes.append(
        DiffChange(
          operation: edit.operation, className: items[edit.item].className, old: oldLocation,
          new: newLocation, properties: edit.properties, size: edit.size))
    }
    changes.sort { ($0.new?.line ?? 0, $0.old?.line ?? 0) < ($1.new?.line ?? 0, $1.old?.line ?? 0) }
    return NextBuild(
      dump: dump, changes: changes,
      summary: DiffSummary(changes: changes, oldNodes: old.count, newNodes: new.count))
  }

  /// Copies `text` with every `0x…` address replaced by random hex digits of the same length.
  private func appendReaddressed(
    _ text: String, to dump: inout [UInt8], _ random: inout SeededRandom
  ) {
    let bytes = Array(text.utf8)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      dump.append(byte)
      index += 1
      guard byte == UInt8(ascii: "0"), index < bytes.count, bytes[index] == UInt8(ascii: "x"),
        index < 2 || !ByteRanges.isHexDigit(bytes[index - 2])
      else { continue }
      dump.append(bytes[index])
      index += 1
      var first = true
      while index < bytes.count && ByteRanges.isHexDigit(bytes[index]) {
        let digit = first ? 1 + random.below(15) : random.below(16)
        dump.append(Array("0123456789abcdef".utf8)[digit])
        first = false
        index += 1
      }
    }
  }
}
