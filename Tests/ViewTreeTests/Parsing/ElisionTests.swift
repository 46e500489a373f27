import Testing

@testable import ViewTree

/// FORMATS.md §1.6 and §2.1: authors and tools cut dumps short. Elision lines are skipped, a
/// node after an elision hangs under the nearest shallower node, and a cut line keeps its node.
@Suite("Elisions and truncation")
struct ElisionTests {
  typealias F = ParsingFixture

  static let window =
    "<UIWindow: 0x146007e40; frame = (0 0; 320 480); gestureRecognizers = <NSArray: 0x146009290>; layer = <UIWindowLayer: 0x146007dc0>>"
  static let firstChild =
    "   | <UILayoutContainerView: 0x144d629d0; frame = (0 0; 320 480); autoresize = W+H; layer = <CALayer: 0x144d63ac0>>"
  static let secondChild =
    "   | <UINavigationBar: 0x144da8880; frame = (0 20; 320 44); opaque = NO; autoresize = W; layer = <CALayer: 0x1460279d0>>"

  /// Every elision form of the catalogue is skipped as `.elision` and leaves the siblings
  /// around it siblings.
  @Test(arguments: [
    "...",
    "   ...",
    " ...",
    "      ...",
    ".......",
    "...................................",
    "\u{2026}",
    "   |    |    ...",
    "[\u{2026}]",
    "[...]",
    "[ ... ]",
    "(...)",
    "<...>",
    "[snip]",
    "<snip>",
    "(snipped)",
    "-- snip --",
    "...snip...",
    "[Omitted]",
    "   |    | [snip]",
  ])
  func elisionLineIsSkipped(elision: String) {
    let result = F.parse([Self.window, Self.firstChild, elision, Self.secondChild])
    #expect(result.lineDispositions == [.node, .node, .elision, .node])
    #expect(result.hierarchy.parentPositions == [-1, 0, 0])
    let note = result.diagnostics.first { $0.line == 3 }
    #expect(note?.disposition == .elision)
    #expect(note?.severity == .note)
  }

  /// `021`: blank + `...` + blank, then the depth jumps from 3 to 7 markers. The deep node
  /// attaches one level under the depth-3 node (depth 4), and its siblings and children follow.
  @Test func depthJumpAfterElisionAttachesToNearestShallowerNode() {
    let result = F.parse([
      Self.window,
      Self.firstChild,
      "   |    | <UINavigationTransitionView: 0x146026be0; frame = (0 0; 320 480); clipsToBounds = YES; layer = <CALayer: 0x146023cf0>>",
      "   |    |    | <UIViewControllerWrapperView: 0x144f6fd50; frame = (0 0; 320 480); layer = <CALayer: 0x144f6f2e0>>",
      "",
      "...",
      "",
      "   |    |    |    |    |    |    | <FireflyButton: 0x144f6e6c0; baseClass = UIButton; frame = (38 120.5; 183 34); clipsToBounds = YES; opaque = NO; layer = <CALayer: 0x144f6d690>>",
      "   |    |    |    |    |    |    |    | <UIButtonLabel: 0x1460665c0; frame = (73.5 6.5; 36 21.5); text = '登录'; opaque = NO; layer = <_UILabelLayer: 0x1460667e0>>",
      "   |    |    |    |    |    |    | <UIImageView: 0x144f33530; frame = (30.5 145.5; 259 189); alpha = 0.8; opaque = NO; layer = <CALayer: 0x144f03d00>>",
      "   |    | <UINavigationBar: 0x144da8880; frame = (0 20; 320 44); opaque = NO; layer = <CALayer: 0x1460279d0>>",
    ])
    #expect(
      result.lineDispositions == [
        .node, .node, .node, .node, .blank, .elision, .blank, .node, .node, .node, .node,
      ])
    let tree = result.hierarchy
    #expect(tree.depthsInOrder == [0, 1, 2, 3, 4, 5, 4, 2])
    #expect(tree.parentPositions == [-1, 0, 1, 2, 3, 4, 3, 1])
    #expect(tree.node(5).text == "登录")
  }

  /// `023`: after `   ...` a node is printed with no pipe at all. By the marker rule it has
  /// depth 0, so it starts a second tree (its true depth is unknown).
  @Test func nodeWithoutPipeAfterElisionStartsANewRoot() {
    let result = F.parse([
      "<iConsoleWindow: 0x13df5dd20; baseClass = UIWindow; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x13dde49a0>>",
      "   | <UILayoutContainerView: 0x13f3ba980; frame = (0 0; 375 667); layer = <CALayer: 0x13f3ba880>>",
      "   ...",
      "    <EmoticonViewWithPreview: 0x13fae98a0; frame = (116 18; 56.5 56.5); layer = <CALayer: 0x13fd2f230>>",
    ])
    #expect(result.lineDispositions == [.node, .node, .elision, .node])
    let tree = result.hierarchy
    #expect(tree.roots.map { tree[$0].className } == ["iConsoleWindow", "EmoticonViewWithPreview"])
    #expect(tree.node(2).frame == Rect(x: 116, y: 18, width: 56.5, height: 56.5))
  }

  /// The root after the elision gets a note that its place is not in the paste, unless a
  /// prompt or a code fence between them starts another dump: then it is that dump's root.
  @Test func aRootAfterAnElisionGetsANoteOnlyInsideOneDump() {
    let rows = [
      "<UIView: 0x1; frame = (0 0; 375 667); layer = <CALayer: 0x2>>",
      "   | <UIButton: 0x3; frame = (54 244; 46 30); layer = <CALayer: 0x4>>",
      "...",
    ]
    let next = "<UIView: 0x5; frame = (0 0; 375 667); layer = <CALayer: 0x6>>"
    let inside = F.parse(rows + [next])
    #expect(inside.diagnostics.contains { $0.line == 4 && $0.message.contains("elision") })
    for breaking in [["```", "```"], ["(lldb) pviews self.view"]] {
      let result = F.parse(rows + breaking + [next])
      #expect(result.hierarchy.roots.count == 2)
      #expect(!result.diagnostics.contains { $0.message.contains("after the elision") })
    }
  }

  /// `046`: the paste starts at depth 1 with no root line; the shallowest node becomes depth 0.
  @Test func dumpStartingAtDepthOneHasItsShallowestNodeAsRoot() {
    let result = F.parse([
      "| <UICollectionView: 0x7caf3800; frame = (0 0; 320 568); clipsToBounds = YES; layer = <CALayer: 0x7b462a80>; contentOffset: {0, 315}; contentSize: {320, 5951}> collection view layout: <UICollectionViewFlowLayout: 0x7ae60ab0>",
      "|    | <UICollectionViewCell: 0x7ae5f000; frame = (0 0; 160 160); layer = <CALayer: 0x7ae5f100>>",
      "|    |    | <UIView: 0x7ae5f200; frame = (0 0; 160 160); layer = <CALayer: 0x7ae5f300>>",
      "|    | <UICollectionViewCell: 0x7ae60000; frame = (160 0; 160 160); layer = <CALayer: 0x7ae60100>>",
    ])
    let tree = result.hierarchy
    #expect(tree.roots.count == 1)
    #expect(tree.depthsInOrder == [0, 1, 2, 1])
    #expect(tree.node(0).className == "UICollectionView")
    #expect(tree.node(0).contentOffset == Point(x: 0, y: 315))
  }

  /// `025`: lines that end in a Unicode `[…]` have no closing `>`. The node is kept with what
  /// was printed, marked incomplete, with a note.
  @Test func unicodeEllipsisTruncatedLines() {
    let result = F.parse([
      "(gdb) po [[self view] recursiveDescription]",
      "<UIView: 0x6a107c0; frame = (0 20; 320 460); autoresize = W+H; layer = [\u{2026}]",
      "   | <UIRoundedRectButton: 0x6a103e0; frame = (124 196; 72 37); opaque = NO; [\u{2026}]",
      "   |    | <UIButtonLabel: 0x6a117b0; frame = (19 8; 34 21); text = 'Test'; [\u{2026}]",
    ])
    #expect(result.lineDispositions == [.prompt, .node, .node, .node])
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == ["UIView", "UIRoundedRectButton", "UIButtonLabel"])
    #expect(tree.depthsInOrder == [0, 1, 2])
    #expect(tree.indices.allSatisfy { !tree[$0].isComplete })
    #expect(tree.node(0).frame == Rect(x: 0, y: 20, width: 320, height: 460))
    #expect(tree.node(1).isOpaque == false)
    #expect(tree.node(2).text == "Test")
    let truncationNotes = result.diagnostics.filter { $0.disposition == .node }
    #expect(truncationNotes.map(\.line) == [2, 3, 4])
    #expect(truncationNotes.allSatisfy { $0.severity == .note })
  }

  /// `062a`: a node cut mid-line (no `>`), then `.......`. The node keeps its frame; the next
  /// node still attaches by its markers.
  @Test func nodeCutMidLineIsKeptIncomplete() {
    let result = F.parse([
      "<UIView: 0x7f9127000000; frame = (0 0; 414 896); layer = <CALayer: 0x600000e00000>>",
      "   |    | <UIImageView: 0x7f9127011d30; frame = (329 5; 50 50);",
      ".......",
      "   |    | <UILabel: 0x7f9127011e00; frame = (10 5; 300 50); text = 'Title'; layer = <_UILabelLayer: 0x600000e00100>>",
    ])
    #expect(result.lineDispositions == [.node, .node, .elision, .node])
    let tree = result.hierarchy
    let cut = tree.node(1)
    #expect(!cut.isComplete)
    #expect(cut.className == "UIImageView")
    #expect(cut.frame == Rect(x: 329, y: 5, width: 50, height: 50))
    #expect(cut.tail == nil)
    #expect(tree.node(2).isComplete)
    #expect(tree.parentPositions == [-1, 0, 0])
    let note = result.diagnostics.first { $0.line == 2 }
    #expect(note?.severity == .note)
    #expect(note?.disposition == .node)
  }
}
