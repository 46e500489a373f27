import Foundation
import Outline

/// Times the `Outline` engine on a deterministic random tree of `nodeCount` nodes and prints the
/// median of `repetitions` runs of each operation.
func runOutlineBenchmark(nodeCount: Int, repetitions: Int) {
  var random = OutlineBenchmarkRandom(seed: 0x5EED)
  let parents = outlineBenchmarkParents(count: nodeCount, random: &random)
  let items = Array(0..<nodeCount)
  var shuffledOrder = Array(0..<nodeCount)
  shuffledOrder.shuffle(using: &random)
  var shuffledPosition = Array(repeating: 0, count: nodeCount)
  for (position, node) in shuffledOrder.enumerated() { shuffledPosition[node] = position }
  let shuffledParents = shuffledOrder.map { parents[$0].map { shuffledPosition[$0] } }

  var table: [(String, String, String)] = []
  func record(_ name: String, _ seconds: [Double], perOperation count: Int = 1, note: String = "") {
    table.append((name, outlineFormatDuration(outlineMedian(seconds) / Double(count)), note))
  }

  var tree: OutlineTree<Int>!
  record(
    "build from parent array (preorder)",
    outlineMeasure(repetitions) { tree = try! OutlineTree(items: items, parents: parents) })
  record(
    "build from parent array (shuffled)",
    outlineMeasure(repetitions) { _ = try! OutlineTree(items: items, parents: shuffledParents) })

  // Each run starts from a freshly built outline, so no copy-on-write copy is timed.
  var change = OutlineChange()
  var outline = Outline(tree)
  let collapsed = { outline = Outline(tree) }
  let expanded = { outline = Outline(tree, expandedToLevel: Int.max) }
  record(
    "expandAll (from collapsed)",
    outlineMeasure(repetitions, setUp: collapsed) { change = outline.expandAll() },
    note: "\(change.insertedCount) rows inserted")
  record(
    "collapseAll (from expanded)",
    outlineMeasure(repetitions, setUp: expanded) { change = outline.collapseAll() },
    note: "\(change.removedCount) rows removed")
  record(
    "expand(toLevel: 3) (from collapsed)",
    outlineMeasure(repetitions, setUp: collapsed) { change = outline.expand(toLevel: 3) },
    note: "\(change.insertedCount) rows inserted")

  // The root has the whole tree below it; a deep node has a few rows, so its toggle shows the
  // cost of the single memmove of the rows after it.
  let root = tree.roots.first!
  let child = tree.children(of: root).first!
  let deep = tree.nodes.first { tree.level(of: $0) >= 10 && !tree.isLeaf($0) } ?? child
  for (name, node) in [
    ("the root (row 0)", root), ("its first child", child), ("a deep node", deep),
  ] {
    record(
      "collapse \(name), fully expanded",
      outlineMeasure(repetitions, setUp: expanded) { change = outline.collapse(node) },
      note: "\(change.removedCount) rows removed")
    record(
      "expand it again",
      outlineMeasure(
        repetitions,
        setUp: {
          expanded()
          outline.collapse(node)
        }
      ) {
        change = outline.expand(node)
      },
      note: "\(change.insertedCount) rows inserted")
  }
  outline = Outline(tree, expandedToLevel: Int.max)
  let fullyExpanded = outline

  let lookups = 1_000_000
  let randomRows = (0..<lookups).map { _ in Int.random(in: 0..<nodeCount, using: &random) }
  let randomNodes = randomRows.map { NodeID($0) }
  var checksum = 0
  record(
    "row → node",
    outlineMeasure(repetitions) {
      for row in randomRows { checksum &+= fullyExpanded.node(atRow: row).index }
    },
    perOperation: lookups, note: "random rows, fully expanded")
  record(
    "node → row",
    outlineMeasure(repetitions) {
      for node in randomNodes { checksum &+= fullyExpanded.row(of: node)! }
    },
    perOperation: lookups, note: "random nodes, fully expanded")
  // With hidden nodes the lookup is a real binary search.
  let partly = Outline(tree, expandedToLevel: 9)
  let visibleNodes = randomRows.map { partly.node(atRow: $0 % partly.rowCount) }
  record(
    "node → row",
    outlineMeasure(repetitions) { for node in visibleNodes { checksum &+= partly.row(of: node)! } },
    perOperation: lookups, note: "random visible nodes, \(partly.rowCount) rows (level ≤ 9)")

  let depth = tree.nodes.reduce(0) { max($0, tree.level(of: $1)) }
  print(
    "Outline engine: \(nodeCount) nodes, \(tree.roots.count) roots, depth \(depth);",
    "median of \(repetitions) runs (checksum \(checksum % 10))")
  let width = table.map(\.0.count).max() ?? 0
  for (name, time, note) in table {
    let padded = name.padding(toLength: width, withPad: " ", startingAt: 0)
    let time = String(repeating: " ", count: max(0, 10 - time.count)) + time
    print("\(padded)  \(time)  \(note)")
  }
}

/// Preorder parents of a tree shaped like a large view hierarchy: 2–8 children per node on the
/// first six levels, then mostly leaves and otherwise 1–8 children, at most 20 levels deep. The
/// first root usually holds every node.
private func outlineBenchmarkParents(
  count: Int, random: inout OutlineBenchmarkRandom
) -> [Int?] {
  var parents: [Int?] = []
  parents.reserveCapacity(count)
  var path: [(node: Int, remaining: Int)] = []
  while parents.count < count {
    if path.isEmpty || path[path.count - 1].remaining == 0 {
      if !path.isEmpty {
        path.removeLast()
        continue
      }
    }
    let parent = path.last?.node
    if !path.isEmpty { path[path.count - 1].remaining -= 1 }
    let node = parents.count
    parents.append(parent)
    let level = path.count
    let children: Int
    if level < 6 {
      children = Int.random(in: 2...8, using: &random)
    } else if level < 20 && Int.random(in: 0..<10, using: &random) < 3 {
      children = Int.random(in: 1...8, using: &random)
    } else {
      children = 0
    }
    path.append((node, children))
  }
  return parents
}

private func outlineMeasure(
  _ repetitions: Int, setUp: () -> Void = {}, _ body: () -> Void
) -> [Double] {
  let clock = ContinuousClock()
  return (0..<max(repetitions, 1)).map { _ in
    setUp()
    let duration = clock.measure(body)
    return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
}

private func outlineMedian(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted[sorted.count / 2]
}

private func outlineFormatDuration(_ seconds: Double) -> String {
  if seconds >= 1e-3 { return String(format: "%.2f ms", seconds * 1e3) }
  if seconds >= 1e-6 { return String(format: "%.2f µs", seconds * 1e6) }
  return String(format: "%.1f ns", seconds * 1e9)
}

/// SplitMix64: a tiny seeded generator, so every run times the same tree.
private struct OutlineBenchmarkRandom: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
