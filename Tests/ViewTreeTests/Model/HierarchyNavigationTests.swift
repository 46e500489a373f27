import Testing

@testable import ViewTree

/// Navigation over the preorder arrays of a small parsed forest:
///
///     0 UIWindow            5 UIView (second dump)
///       1 UITransitionView    6 UILabel
///         2 UIView
///           3 UILabel
///         4 UIButton
@Suite("Hierarchy navigation")
struct HierarchyNavigationTests {
  static let tree: Hierarchy = {
    let result = DumpParser().parse(
      [
        "<UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x10>>",
        "   | <UITransitionView: 0x2; frame = (0 0; 320 480); layer = <CALayer: 0x20>>",
        "   |    | <UIView: 0x3; frame = (0 0; 320 480); layer = <CALayer: 0x30>>",
        "   |    |    | <UILabel: 0x4; frame = (0 0; 100 20); text = 'A'; layer = <_UILabelLayer: 0x40>>",
        "   |    | <UIButton: 0x5; frame = (0 40; 100 44); layer = <CALayer: 0x50>>",
        "(lldb) po [self.other recursiveDescription]",
        "<UIView: 0x6; frame = (0 0; 100 100); layer = <CALayer: 0x60>>",
        "   | <UILabel: 0x7; frame = (0 0; 100 20); text = 'B'; layer = <_UILabelLayer: 0x70>>",
      ].joined(separator: "\n"))
    result.hierarchy._checkInvariants()
    return result.hierarchy
  }()

  static func at(_ raw: Int) -> NodeIndex { NodeIndex(raw) }

  @Test func countsAndRoots() {
    let tree = Self.tree
    #expect(tree.count == 7)
    #expect(!tree.isEmpty)
    #expect(tree.roots == [Self.at(0), Self.at(5)])
    #expect(tree.maxDepth == 3)
    #expect(tree.indices == (0..<7).map(Self.at))
    #expect(tree.format == .recursiveDescription)
  }

  @Test func children() {
    let tree = Self.tree
    #expect(tree.children(of: Self.at(0)) == [Self.at(1)])
    #expect(tree.children(of: Self.at(1)) == [Self.at(2), Self.at(4)])
    #expect(tree.children(of: Self.at(3)).isEmpty)
    #expect(tree.children(of: Self.at(5)) == [Self.at(6)])
  }

  @Test func parentAndDepth() {
    let tree = Self.tree
    #expect(tree.parent(of: Self.at(0)) == nil)
    #expect(tree.parent(of: Self.at(3)) == Self.at(2))
    #expect(tree.parent(of: Self.at(4)) == Self.at(1))
    #expect(tree.parent(of: Self.at(5)) == nil)
    #expect(tree.depth(of: Self.at(3)) == 3)
    #expect(tree[Self.at(4)].depth == 2)
  }

  @Test func ancestors() {
    let tree = Self.tree
    #expect(tree.ancestors(of: Self.at(3)) == [Self.at(2), Self.at(1), Self.at(0)])
    #expect(tree.ancestors(of: Self.at(0)).isEmpty)
    #expect(tree.ancestors(of: Self.at(6)) == [Self.at(5)])
  }

  @Test func subtreeAndDescendantCount() {
    let tree = Self.tree
    #expect(tree.subtree(of: Self.at(0)) == 0..<5)
    #expect(tree.subtree(of: Self.at(1)) == 1..<5)
    #expect(tree.subtree(of: Self.at(2)) == 2..<4)
    #expect(tree.subtree(of: Self.at(4)) == 4..<5)
    #expect(tree.subtree(of: Self.at(5)) == 5..<7)
    #expect(tree.descendantCount(of: Self.at(0)) == 4)
    #expect(tree.descendantCount(of: Self.at(3)) == 0)
    #expect(tree.descendantCount(of: Self.at(5)) == 1)
  }

  @Test func nextSiblingAndFirstChild() {
    let tree = Self.tree
    #expect(tree.nextSibling(of: Self.at(2)) == Self.at(4))
    #expect(tree.nextSibling(of: Self.at(4)) == nil)
    // Roots chain to roots.
    #expect(tree.nextSibling(of: Self.at(0)) == Self.at(5))
    #expect(tree.nextSibling(of: Self.at(5)) == nil)
    #expect(tree.firstChild(of: Self.at(1)) == Self.at(2))
    #expect(tree.firstChild(of: Self.at(3)) == nil)
    // The node after a leaf in preorder is not its child.
    #expect(tree.firstChild(of: Self.at(4)) == nil)
  }

  @Test func nodeViewReadsItsOwnLine() {
    let tree = Self.tree
    let label = tree[Self.at(6)]
    #expect(label.index == Self.at(6))
    #expect(label.line == 8)
    #expect(label.text == "B")
    #expect(label.className == "UILabel")
    #expect(label.address == "0x7")
    #expect(tree[Self.at(5)].line == 7)
  }

  @Test func nodeIndexOrderingAndDescription() {
    #expect(Self.at(1) < Self.at(2))
    #expect(Self.at(3).description == "#3")
  }
}
