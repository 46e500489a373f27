/// Turns node lines with marker depths into the preorder arrays of a `Hierarchy`.
///
/// A node hangs under the nearest preceding node with fewer markers, so an elision that jumps
/// from 3 markers to 7 attaches the deeper node one level down, and a node with no shallower
/// predecessor starts a new root, as does a change in how depth is printed (markers or
/// indentation). recursiveDescription rows printed without markers take their depths from
/// their indentation first (`IndentedDescriptions`). Nodes are collected first and linked in
/// one pass at the end, over preallocated arrays: this pass is the sequential part of a
/// parallel parse.
struct HierarchyBuilder {
  private(set) var records: [NodeRecord] = []
  /// Record indices before which the tree was closed (a prompt: the next node is a root).
  private var treeBreaks: [Int] = []

  init(expectedCount: Int = 0) {
    records.reserveCapacity(expectedCount)
  }

  /// Adds the next node in input order. - Complexity: amortized O(1).
  mutating func append(_ record: NodeRecord) { records.append(record) }

  /// Adds nodes in input order. - Complexity: O(count).
  mutating func append(contentsOf newRecords: some Collection<NodeRecord>) {
    records.append(contentsOf: newRecords)
  }

  /// Lets the caller fix up the records appended since `start` in place.
  mutating func adjustRecords(from start: Int, _ body: (inout NodeRecord) -> Void) {
    records.withUnsafeMutableBufferPointer { records in
      for index in start..<records.count { body(&records[index]) }
    }
  }

  /// Ends every open subtree: the next node starts a new root (a new dump after a prompt).
  mutating func closeAll() {
    if treeBreaks.last != records.count { treeBreaks.append(records.count) }
  }

  /// Links the nodes. - Complexity: O(n).
  /// `classIDs` numbers each record's class, `classNames` names them by id; `inputCount` is
  /// the length of the input in `text` (the rest: unescaped copies of escaped lines).
  mutating func finish(
    text: SourceText, format: DumpFormat, classIDs: [Int32], classNames: [String],
    elisionLines: [Int32] = [], inputCount: Int? = nil
  ) -> Hierarchy {
    IndentedDescriptions.resolve(&records, treeBreaks: treeBreaks, text: text)
    PresentedRoots.resolve(&records, treeBreaks: treeBreaks, text: text)
    AccessibilityElementRows.resolve(&records, text: text)
    let count = records.count
    var parents = [Int32](repeating: -1, count: count)
    var depths = [Int32](repeating: 0, count: count)
    var subtreeEnds = [Int32](repeating: Int32(count), count: count)
    var nextSiblings = [Int32](repeating: -1, count: count)
    // The open path from a root to the last node: its nodes, marker depths and last children.
    var openNodes: [Int32] = []
    var openMarkers: [Int32] = []
    var openLastChild: [Int32] = []
    var lastRoot: Int32 = -1
    var breaks = treeBreaks[...]
    records.withUnsafeBufferPointer { records in
      parents.withUnsafeMutableBufferPointer { parents in
        depths.withUnsafeMutableBufferPointer { depths in
          subtreeEnds.withUnsafeMutableBufferPointer { subtreeEnds in
            nextSiblings.withUnsafeMutableBufferPointer { nextSiblings in
              for index in 0..<count {
                let node = Int32(index)
                var stop = 0
                if let next = breaks.first, next == index {
                  breaks = breaks.dropFirst()
                } else if index > 0
                  && records[index].format.depthUnit != records[index - 1].format.depthUnit
                {
                  // Depths printed another way (markers, indentation) are another dump.
                } else {
                  let markers = records[index].markerDepth
                  stop = openMarkers.count
                  while stop > 0 && openMarkers[stop - 1] >= markers { stop -= 1 }
                }
                for closed in openNodes[stop...] { subtreeEnds[Int(closed)] = node }
                openNodes.removeSubrange(stop...)
                openMarkers.removeSubrange(stop...)
                openLastChild.removeSubrange(stop...)
                if stop == 0 {
                  if lastRoot >= 0 { nextSiblings[Int(lastRoot)] = node }
                  lastRoot = node
                } else {
                  let previous = openLastChild[stop - 1]
                  if previous >= 0 { nextSiblings[Int(previous)] = node }
                  openLastChild[stop - 1] = node
                  parents[index] = openNodes[stop - 1]
                }
                depths[index] = Int32(stop)
                openNodes.append(node)
                openMarkers.append(records[index].markerDepth)
                openLastChild.append(-1)
              }
            }
          }
        }
      }
    }
    return Hierarchy(
      text: text, records: records, parents: parents, depths: depths,
      subtreeEnds: subtreeEnds, nextSiblings: nextSiblings, classIDs: classIDs,
      classNames: classNames, format: format, elisionLines: elisionLines,
      inputCount: inputCount)
  }
}
