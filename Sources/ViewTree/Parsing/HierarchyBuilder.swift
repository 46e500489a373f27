/// Turns node lines with marker depths into the preorder arrays of a `Hierarchy`.
///
/// A node hangs under the nearest preceding node with fewer markers, so an elision that jumps
/// from 3 markers to 7 attaches the deeper node one level down, and a node with no shallower
/// predecessor starts a new root.
struct HierarchyBuilder {
  private struct OpenNode {
    let markerDepth: Int32
    let index: Int32
    var lastChild: Int32
  }

  private(set) var records: [NodeRecord] = []
  private var parents: [Int32] = []
  private var depths: [Int32] = []
  private var subtreeEnds: [Int32] = []
  private var nextSiblings: [Int32] = []
  private var open: [OpenNode] = []
  private var lastRoot: Int32 = -1

  init(expectedCount: Int = 0) {
    records.reserveCapacity(expectedCount)
    parents.reserveCapacity(expectedCount)
    depths.reserveCapacity(expectedCount)
    subtreeEnds.reserveCapacity(expectedCount)
    nextSiblings.reserveCapacity(expectedCount)
  }

  /// Adds the next node in input order.
  /// - Complexity: amortized O(1).
  mutating func append(_ record: NodeRecord) {
    let index = Int32(records.count)
    while let top = open.last, top.markerDepth >= record.markerDepth {
      subtreeEnds[Int(top.index)] = index
      open.removeLast()
    }
    if open.isEmpty {
      if lastRoot >= 0 { nextSiblings[Int(lastRoot)] = index }
      lastRoot = index
      parents.append(-1)
    } else {
      let parentSlot = open.count - 1
      let previous = open[parentSlot].lastChild
      if previous >= 0 { nextSiblings[Int(previous)] = index }
      open[parentSlot].lastChild = index
      parents.append(open[parentSlot].index)
    }
    depths.append(Int32(open.count))
    subtreeEnds.append(index + 1)
    nextSiblings.append(-1)
    records.append(record)
    open.append(OpenNode(markerDepth: record.markerDepth, index: index, lastChild: -1))
  }

  /// Ends every open subtree: the next node starts a new root (a new dump after a prompt).
  mutating func closeAll() {
    let end = Int32(records.count)
    for node in open { subtreeEnds[Int(node.index)] = end }
    open.removeAll(keepingCapacity: true)
  }

  mutating func finish(text: SourceText, format: DumpFormat) -> Hierarchy {
    closeAll()
    return Hierarchy(
      text: text, records: records, parents: parents, depths: depths,
      subtreeEnds: subtreeEnds, nextSiblings: nextSiblings, format: format)
  }
}
