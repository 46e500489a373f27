import Testing

@testable import ViewTree

@Suite("Wireframe")
struct WireframeTests {
  typealias F = RenderFixture

  @Test func itemsAreTheFramedNodesAtTheirAbsoluteFrames() {
    let hierarchy = F.hierarchy()
    let wireframe = Wireframe(hierarchy)
    #expect(wireframe.items.map(\.node.rawValue) == [0, 1, 2, 3, 4, 5])
    for item in wireframe.items {
      #expect(item.frame == F.absoluteFrames[item.node.rawValue], "node \(item.node)")
      #expect(item.frame == AbsoluteFrames(hierarchy)[item.node], "same as vtree frames")
    }
    #expect(wireframe.unframed == [NodeIndex(6)])
    #expect(wireframe.bounds == Rect(x: 0, y: 0, width: 390, height: 844))
    #expect(wireframe.items.map(\.depth) == [0, 1, 2, 3, 1, 2])
  }

  @Test func hiddenViewsAndTheirDescendantsAreInvisible() {
    let wireframe = Wireframe(F.hierarchy())
    #expect(wireframe.items.map(\.isInvisible) == [false, false, false, false, true, true])
  }

  @Test func alphaZeroIsInvisibleButTranslucentIsNot() {
    let wireframe = Wireframe(
      F.hierarchy([
        "<UIView: 0x1; frame = (0 0; 100 100); layer = <CALayer: 0x10>>",
        "   | <UIView: 0x2; frame = (0 0; 10 10); alpha = 0; layer = <CALayer: 0x20>>",
        "   | <UIView: 0x3; frame = (0 0; 10 10); alpha = 0.5; layer = <CALayer: 0x30>>",
      ]))
    #expect(wireframe.items.map(\.isInvisible) == [false, true, false])
  }

  @Test func rootKeepsWindowCoordinatesAndCountsDepthFromIt() {
    let hierarchy = F.hierarchy()
    let wireframe = Wireframe(hierarchy, root: NodeIndex(2))
    #expect(wireframe.scope == 2..<4)
    #expect(wireframe.items.map(\.node.rawValue) == [2, 3])
    #expect(wireframe.items.map(\.depth) == [0, 1])
    #expect(wireframe.bounds == Rect(x: 0, y: 50, width: 390, height: 44))
    #expect(wireframe.unframed.isEmpty)
  }

  /// The canvas holds what could be seen: hidden and alpha-0 views are drawn (dashed) but do
  /// not widen it, and each view counts only as far as its clipping ancestors (clipsToBounds,
  /// scroll views) let it show.
  @Test func canvasCountsOnlyWhatCouldBeSeen() {
    let wireframe = Wireframe(
      F.hierarchy([
        "<UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x10>>",
        "   | <UITableView: 0x2; frame = (0 0; 390 844); layer = <CALayer: 0x20>; contentOffset: {0, 0}; contentSize: {390, 2000}>",
        "   |    | <UITableViewCell: 0x3; frame = (0 1500; 390 44); layer = <CALayer: 0x30>>",
        "   |    | <_UIScrollViewScrollIndicator: 0x4; frame = (384 800; 3 150); alpha = 0; layer = <CALayer: 0x40>>",
        "   | <UIView: 0x5; frame = (0 100; 200 50); clipsToBounds = YES; layer = <CALayer: 0x50>>",
        "   |    | <UIView: 0x6; frame = (0 0; 100 50); layer = <CALayer: 0x60>>",
        "   |    |    | <UIButton: 0x7; frame = (150 -300; 100 1000); layer = <CALayer: 0x70>>",
        "   | <UIView: 0x8; frame = (600 0; 100 100); hidden = YES; layer = <CALayer: 0x80>>",
        "   | <UIView: 0x9; frame = (-10 -20; 30 30); layer = <CALayer: 0x90>>",
      ]))
    #expect(wireframe.items.count == 9)
    #expect(wireframe.bounds == Rect(x: -10, y: -20, width: 400, height: 864))
  }

  @Test func canvasOfNothingVisibleHoldsEveryItem() {
    let hierarchy = F.hierarchy()
    let wireframe = Wireframe(hierarchy, root: NodeIndex(4))
    #expect(wireframe.items.allSatisfy { $0.isInvisible })
    #expect(wireframe.bounds == Rect(x: 10, y: 760, width: 100, height: 40))
  }

  @Test func selectionEmphasizesMatchesAndDimsTheRest() throws {
    let hierarchy = F.hierarchy()
    let matcher = SelectorMatcher(
      try ViewSelector(parsing: "UILabel, UIButton"), hierarchy: hierarchy)
    let wireframe = Wireframe(hierarchy, selection: matcher)
    #expect(
      wireframe.items.map(\.emphasis) == [.dimmed, .dimmed, .dimmed, .match, .dimmed, .match])
    #expect(Wireframe(hierarchy).items.allSatisfy { $0.emphasis == .normal })
  }

  @Test func findingsMarkTheirNodesWithTheMostSevereSeverity() {
    let hierarchy = F.hierarchy([
      "<UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x10>>",
      "   | <UIButton: 0x2; frame = (370 10; 30 30); layer = <CALayer: 0x20>>",
    ])
    let report = Linter().lint(hierarchy)
    #expect(report.findings.contains { $0.node == NodeIndex(1) && $0.severity == .warning })
    let wireframe = Wireframe(hierarchy, lint: report)
    #expect(wireframe.items[0].severity == nil)
    #expect(wireframe.items[1].severity == .warning)
    #expect(wireframe.findings == report.findings)
    #expect(Wireframe(hierarchy, root: NodeIndex(0), lint: report).findings.count > 0)
  }

  @Test func undrawableFramesAreLeftOut() {
    let wireframe = Wireframe(
      F.hierarchy([
        "<UIView: 0x1; frame = (0 0; 100 100); layer = <CALayer: 0x10>>",
        "   | <UIView: 0x2; frame = (nan 0; 10 10); layer = <CALayer: 0x20>>",
        "   | <UIView: 0x3; frame = (0 0; -5 10); layer = <CALayer: 0x30>>",
        "   | <UIView: 0x4; frame = (0 0; 1e+30 50); layer = <CALayer: 0x40>>",
        "   | <UIView: 0x5; frame = (-1.79769e+308 0; 10 10); layer = <CALayer: 0x50>>",
      ]))
    // A negative size is a rectangle extending the other way: drawable.
    #expect(wireframe.items.map(\.node.rawValue) == [0, 2])
    #expect(wireframe.items.last?.frame == Rect(x: -5, y: 0, width: 5, height: 10))
    #expect(wireframe.unframed.map(\.rawValue) == [1, 3, 4])
    #expect(wireframe.bounds == Rect(x: -5, y: 0, width: 105, height: 100))
  }

  @Test func hugeFramesDoNotCrashTheRenderers() throws {
    let wireframe = Wireframe(
      F.hierarchy([
        "<UIView: 0x1; frame = (0 0; 1e+30 100); layer = <CALayer: 0x10>>",
        "   | <UILabel: 0x2; frame = (1e+20 1e+20; 200 40); text = 'far'; layer = <CALayer: 0x20>>",
        "   | <UIView: 0x3; frame = (0 0; 100 100); layer = <CALayer: 0x30>>",
      ]))
    #expect(wireframe.items.map(\.node.rawValue) == [2])
    let rects = try XMLElements.parse(F.svg(wireframe)).filter { $0.name == "rect" }
    #expect(rects.map { $0.attributes["data-node"] } == ["2"])
    var out = OutputBuffer()
    TextWireframeRenderer(columns: 20, rows: 10).write(wireframe, to: &out)
    #expect(out.lines.count == 10)
  }
}
