import Testing

@testable import ViewTree

/// One paste holding dumps in several formats (FORMATS.md §3: a P dump right after an R dump,
/// `020`), forced formats, and what must hold across all formats.
@Suite("Mixed formats")
struct MixedFormatTests {
  typealias F = FormatFixture

  static let viewDump = [
    "<UIWindow: 0x7f811ce0cb50; frame = (0 0; 414 736); gestureRecognizers = <NSArray: 0x600000ae1170>; layer = <UIWindowLayer: 0x6000004e8640>>",
    "   | <UITransitionView: 0x7f811cc0e8d0; frame = (0 0; 414 736); autoresize = W+H; layer = <CALayer: 0x6000004e9500>>",
    "   |    | <UIView: 0x7f811cd05950; frame = (0 0; 414 736); autoresize = W+H; layer = <CALayer: 0x6000004e9b00>>",
  ]
  static let controllerDump = [
    "<UINavigationController 0x7f811d00c000>, state: appeared, view: <UILayoutContainerView 0x7f811cc0e8d0>",
    "   | <ViewController 0x7f811d00d000>, state: appeared, view: <UIView 0x7f811cd05950>",
  ]

  @Test func viewDumpThenControllerDumpKeepTheirFormats() {
    let result = F.parse(Self.viewDump + Self.controllerDump)
    let tree = result.hierarchy
    #expect(result.lineDispositions == Array(repeating: .node, count: 5))
    #expect(
      tree.formatsInOrder == [
        .recursiveDescription, .recursiveDescription, .recursiveDescription, .printHierarchy,
        .printHierarchy,
      ])
    #expect(tree.kindsInOrder == [.view, .view, .view, .viewController, .viewController])
    // The controller dump starts a tree of its own: its root is not a child of the views.
    #expect(tree.depthsInOrder == [0, 1, 2, 0, 1])
    #expect(tree.roots == [NodeIndex(0), NodeIndex(3)])
    // Three R nodes against two P nodes.
    #expect(tree.format == .recursiveDescription)
    #expect(tree.node(0).frame == Rect(x: 0, y: 0, width: 414, height: 736))
    #expect(tree.node(3).frame == nil)
  }

  @Test func hierarchyFormatIsTheMajority() {
    let result = F.parse(Array(Self.viewDump.prefix(1)) + Self.controllerDump)
    #expect(
      result.hierarchy.formatsInOrder == [.recursiveDescription, .printHierarchy, .printHierarchy])
    #expect(result.hierarchy.format == .printHierarchy)
  }

  @Test func tiesGoToTheFirstNodesFormat() {
    let viewsFirst = F.parse(Array(Self.viewDump.prefix(2)) + Self.controllerDump)
    #expect(viewsFirst.hierarchy.format == .recursiveDescription)
    let controllersFirst = F.parse(Self.controllerDump + Array(Self.viewDump.prefix(2)))
    #expect(controllersFirst.hierarchy.formatsInOrder.first == .printHierarchy)
    #expect(controllersFirst.hierarchy.format == .printHierarchy)
    #expect(controllersFirst.hierarchy.depthsInOrder == [0, 1, 0, 1])
  }

  @Test func forcedAutolayoutTraceIgnoresOtherFormats() {
    let lines =
      Self.viewDump + Self.controllerDump + [
        "•UIWindow:0x7f811ce0cb50",
        "|   UITransitionView:0x7f811cc0e8d0",
        "|   |   *UILabel:0x7f811cd05950'Title'",
        "[   AF    ! wLU ] h=--- v=--- NSView f=(0,0,480,270) b=(-)",
        " →Application, 0x7fb5a0512bb0, pid: 41491, label: 'Test App'",
      ]
    let result = F.parse(lines, format: .autolayoutTrace)
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == ["UIWindow", "UITransitionView", "UILabel"])
    #expect(tree.formatsInOrder == [.autolayoutTrace, .autolayoutTrace, .autolayoutTrace])
    #expect(tree.depthsInOrder == [0, 1, 2])
    #expect(tree.format == .autolayoutTrace)
    #expect(tree.linesInOrder == [6, 7, 8])
    #expect(result.lineDispositions.filter { $0 == .node }.count == 3)
    #expect(result.lineDispositions[5..<8] == [.node, .node, .node])
    // Without forcing, every dump is read.
    #expect(F.parse(lines).hierarchy.count == 10)
  }

  @Test func forcedFormatReadsOnlyItsRows() {
    let lines = Self.viewDump + Self.controllerDump
    let controllers = F.parse(lines, format: .printHierarchy).hierarchy
    #expect(controllers.classNamesInOrder == ["UINavigationController", "ViewController"])
    #expect(controllers.format == .printHierarchy)
    let views = F.parse(lines, format: .recursiveDescription).hierarchy
    #expect(views.classNamesInOrder == ["UIWindow", "UITransitionView", "UIView"])
    #expect(views.format == .recursiveDescription)
  }

  @Test func mixedPasteRoundTrip() {
    let result = F.expectRoundTrip(
      Self.viewDump + Self.controllerDump + [
        "•UIWindow:0x7f811ce0cb50",
        "|   *UILabel:0x7f811cd05950'Title'",
        "[   AF    ! wLU ] h=--- v=--- NSView f=(0,0,480,270) b=(-)",
        "  [   A     ! wLU ] h=--- v=--- NSButton f=(0,0,83,32) b=(-)",
        " →Application, 0x7fb5a0512bb0, pid: 41491, label: 'Test App'",
        "    Window (Main), 0x7fb5a052ab50, {{0.0, 0.0}, {393.0, 852.0}}",
        "<CKComponent: 0x7ae6f710>, Position: {0, 0}, Size: {320, 355.5}",
        "| <CKComponent: 0x7ae6f670>, Position: {0, 0}, Size: {320, 355.5}",
      ])
    #expect(result.hierarchy.roots.count == 6)
  }

  @Test func mangledClassNameDemanglesInEveryFormat() {
    // Every format whose rows print a class name (XCUITest prints element types instead).
    let result = F.parse([
      "<_TtC5MyApp10CustomView: 0x7f811ce0cb50; frame = (0 0; 414 736); layer = <CALayer: 0x6000004e8640>>",
      "<_TtC5MyApp10CustomView 0x7f811d00c000>, state: appeared, view: <UIView 0x7f811cc0e8d0>",
      "•_TtC5MyApp10CustomView:0x7f811ce0cb50",
      "[   AF    ! wLU ] h=--- v=--- _TtC5MyApp10CustomView 0x600003a0c000 f=(0,0,480,270) b=(-)",
      "<_TtC5MyApp10CustomView: 0x7ae6f710>, Position: {0, 0}, Size: {320, 355.5}",
      "  - some : <_TtC5MyApp10CustomView: 0x7f9cc8e05d70; frame = (0 0; 390 844); layer = <CALayer: 0x600003c01860>>",
    ])
    let tree = result.hierarchy
    #expect(
      tree.formatsInOrder == [
        .recursiveDescription, .printHierarchy, .autolayoutTrace, .subtreeDescription, .other,
        .other,
      ])
    #expect(tree.classNamesInOrder == Array(repeating: "_TtC5MyApp10CustomView", count: 6))
    #expect(
      tree.indices.map { tree[$0].displayName } == Array(repeating: "MyApp.CustomView", count: 6))
  }
}
