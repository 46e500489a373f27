import Testing

@testable import ViewTree

/// A row cut off by a truncated paste loses the end of its last value: a geometry value
/// without its closing bracket is no geometry, in every format and on every path that reads
/// it (`Node`'s accessors, the lint's scan, absolute frames).
@Suite("Lint on truncated rows")
struct LintTruncatedRowTests {
  typealias L = LintFixture

  static func parse(_ lines: [String]) -> Hierarchy {
    let hierarchy = DumpParser().parse(lines.joined(separator: "\n")).hierarchy
    hierarchy._checkInvariants()
    #expect(hierarchy.count == lines.count, "every row is a node")
    return hierarchy
  }

  @Test func aCutFrameIsNoFrameForTheLint() {
    let lines = [
      "<UIView: 0x1; frame = (0 0; 320 480); layer = <CALayer: 0x2>>",
      "   | <UIButton: 0x3; frame = (20 132; 350 4",
    ]
    #expect(L.lint(lines).findings.isEmpty)
    let tree = Self.parse(lines)
    #expect(tree.node(1).frame == nil)
    #expect(AbsoluteFrames(tree)[NodeIndex(1)] == nil)
  }

  /// The last row of each dump is cut inside its frame; the row before it is whole.
  @Test(arguments: [
    [
      "<UIView: 0x1; frame = (0 0; 320 480); layer = <CALayer: 0x2>>",
      "   | <UIButton: 0x3; frame = (20 132; 350 44); layer = <CALayer: 0x4>>",
      "   | <UIButton: 0x5; frame = (20 132; 350 4",
    ],
    [
      "<UIWindow:0x7f8a4c60e2a0; AX=N; frame={{0, 0}, {390, 844}}; opaque; alpha=1>",
      "  |--<UIButton:0x7f8a4c610330; AX=Y; frame={{20, 60}, {120, 21}}; alpha=1>",
      "  |--<UIButton:0x7f8a4c611440; AX=Y; frame={{0, 0}, {10, 1",
    ],
    [
      " →Application, 0x7fb5a0512bb0, pid: 41491, label: 'Test App'",
      "    Window (Main), 0x7fb5a052ab50, {{0.0, 0.0}, {393.0, 852.0}}",
      "      Button, 0x7fb5a0628170, {{8.0, 60.0}, {24.0, 2",
    ],
    [
      " →Application, 0x7fb5a0512bb0, pid: 41491, label: 'Test App'",
      "    NavigationBar, identifier: 'Settings', {0.0, 62.0, 402.0, 106.0}",
      "    Button, identifier: 'Close', {0.0, 62.0, 40.0, 4",
    ],
    [
      "[   AF    ! wLU ] h=--- v=--- NSView f=(0,0,480,270) b=(-)",
      "  [   AF O P LU ] h=-&- v=-&- NSButton 0x7f822c723f00 f=(0,0,88,32) b=(-)",
      "  [   AF O P LU ] h=-&- v=-&- NSButton 0x7f822c723f10 f=(0,0,88,3",
    ],
  ])
  func everyFormatReadsACutFrameAsNone(_ lines: [String]) {
    let tree = Self.parse(lines)
    let whole = NodeIndex(tree.count - 2)
    let cut = NodeIndex(tree.count - 1)
    #expect(tree[whole].frame != nil)
    #expect(tree[cut].frame == nil)
    let facts = LintFacts(tree)
    #expect(facts.frame(whole.rawValue) == tree[whole].frame)
    #expect(facts.frame(cut.rawValue) == nil)
    #expect(AbsoluteFrames(tree)[cut] == nil)
  }

  @Test func cutScrollTransformAndBoundsValuesAreNotRead() {
    let lines = [
      L.window,
      L.row(
        1, "UIScrollView",
        "frame = (0 0; 390 844); contentOffset: {0, 600}; contentSize: {390, 2000}"),
      "   |    | <UIScrollView: 0x30; frame = (0 0; 390 844); contentOffset: {0, 6",
      "   | <UIView: 0x40; frame = (0 0; 100 100); transform = [0.5, 0, 0, 0.5, 0",
      "   | <UIScrollView: 0x50; frame = (0 0; 390 844); contentSize: {390, 2",
    ]
    let tree = Self.parse(lines)
    #expect(tree.node(1).contentOffset == Point(x: 0, y: 600))
    #expect(tree.node(2).contentOffset == nil)
    #expect(tree.node(3).transform == nil)
    #expect(tree.node(4).contentSize == nil)
    let facts = LintFacts(tree)
    // Printed but unreadable: the lint still takes the view as transformed (its children's
    // placement unknown), but no transform is applied.
    #expect(facts.geometry.placements.allSatisfy { $0.transform == nil })
    #expect(facts.scroll(4)?.contentRect == nil)
    #expect(OwnGeometry.appKitOrigin("(0,637,-,-)") == Point(x: 0, y: 637))
    #expect(OwnGeometry.appKitOrigin("(0,637,-,-") == Point(x: 0, y: 0))
  }
}
