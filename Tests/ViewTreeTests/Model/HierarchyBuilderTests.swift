import Testing

@testable import ViewTree

/// `HierarchyBuilder` turns marker depths into a tree: a node hangs under the nearest preceding
/// node with fewer markers, so elision jumps resolve to one level down and a node with nothing
/// shallower before it starts a new root.
@Suite("HierarchyBuilder")
struct HierarchyBuilderTests {
  /// Builds a hierarchy from marker depths; `nil` stands for `closeAll()` (a prompt).
  static func build(_ markerDepths: [Int?]) -> Hierarchy {
    var builder = HierarchyBuilder()
    var line: Int32 = 0
    for markers in markerDepths {
      line += 1
      guard let markers else {
        builder.closeAll()
        continue
      }
      builder.append(
        NodeRecord(
          line: line, kind: .view, markerDepth: Int32(markers), source: .empty,
          description: .empty, className: .empty, address: .empty, body: .empty, tail: .empty,
          isClosed: true))
    }
    let hierarchy = builder.finish(
      text: SourceText([]), format: .recursiveDescription,
      classIDs: [Int32](repeating: 0, count: builder.records.count), classNames: [""])
    hierarchy._checkInvariants()
    return hierarchy
  }

  @Test func regularNesting() {
    let tree = Self.build([0, 1, 2, 2, 1, 2])
    #expect(tree.depthsInOrder == [0, 1, 2, 2, 1, 2])
    #expect(tree.parentPositions == [-1, 0, 1, 1, 0, 4])
  }

  /// 3 → 7 after an elision: depth 4 under the depth-3 node; later 7s are its siblings, an 8
  /// is its child, and a 5 still hangs under the depth-3 node.
  @Test func elisionJumpAttachesOneLevelDown() {
    let tree = Self.build([0, 1, 2, 3, 7, 7, 8, 5, 1])
    #expect(tree.depthsInOrder == [0, 1, 2, 3, 4, 4, 5, 4, 1])
    #expect(tree.parentPositions == [-1, 0, 1, 2, 3, 3, 5, 3, 0])
  }

  /// A jump that comes back between two levels (7 then 4, with 3 open) attaches to the depth-3
  /// node: the 4 does not become a child of the 7.
  @Test func returnBetweenLevelsAttachesToNearestShallower() {
    let tree = Self.build([0, 3, 7, 4, 6, 5])
    #expect(tree.parentPositions == [-1, 0, 1, 1, 3, 3])
    #expect(tree.depthsInOrder == [0, 1, 2, 2, 3, 3])
  }

  /// No root line: the first node is a root whatever its marker count, and a later node with
  /// fewer markers than every open node starts another root.
  @Test func missingRootAndShallowerLaterNode() {
    let tree = Self.build([1, 2, 2, 1, 0, 1])
    #expect(tree.roots.map(\.rawValue) == [0, 3, 4])
    #expect(tree.depthsInOrder == [0, 1, 1, 0, 0, 1])
  }

  @Test func startingDeeperThanLaterNodes() {
    let tree = Self.build([5, 6, 2, 3])
    #expect(tree.roots.map(\.rawValue) == [0, 2])
    #expect(tree.parentPositions == [-1, 0, -1, 2])
  }

  /// `closeAll()` (a prompt) makes the next node a root even when it is deeper.
  @Test func closeAllStartsANewTree() {
    let tree = Self.build([0, 1, nil, 1, 2, nil, nil, 0])
    #expect(tree.roots.map(\.rawValue) == [0, 2, 4])
    #expect(tree.parentPositions == [-1, 0, -1, 2, -1])
    #expect(tree.subtree(of: NodeIndex(0)) == 0..<2)
    #expect(tree.subtree(of: NodeIndex(2)) == 2..<4)
  }

  @Test func emptyBuilder() {
    let tree = Self.build([])
    #expect(tree.isEmpty)
    #expect(tree.roots.isEmpty)
    let closedOnly = Self.build([nil, nil])
    #expect(closedOnly.isEmpty)
  }

  @Test func siblingsOfEqualMarkersAfterDeepSubtree() {
    let tree = Self.build([0, 1, 2, 3, 4, 1])
    #expect(tree.children(of: NodeIndex(0)).map(\.rawValue) == [1, 5])
    #expect(tree.descendantCount(of: NodeIndex(1)) == 3)
    #expect(tree.nextSibling(of: NodeIndex(1)) == NodeIndex(5))
  }
}
