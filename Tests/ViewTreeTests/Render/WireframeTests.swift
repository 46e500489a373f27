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
    #expect(TextWireframeRenderer(columns: 20, rows: 10).render(wireframe).count == 10)
  }
}
