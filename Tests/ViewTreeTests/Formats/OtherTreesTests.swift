import Testing

@testable import ViewTree

/// FORMATS.md §7 and §1.3: other trees read as format `other`: ComponentKit's component
/// hierarchy (`| ` per level, `, Position: {x, y}, Size: {w, h}`) and Swift Mirror values
/// (`- some : <…>`, `- 0 : <…>`), each value a root of its own.
@Suite("Other trees (O)")
struct OtherTreesTests {
  typealias F = FormatFixture

  @Test func componentKitHierarchy() {
    let result = F.parse([
      "For View: <UIView: 0x7b249f70; frame = (0 0; 320 355.5); gestureRecognizers = <NSArray: 0x7b544aa0>; layer = <CALayer: 0x7b249fe0>>",
      "<InteractiveQuoteComponent: 0x7ae6f710>, Position: {0, 0}, Size: {320, 355.5}",
      "| <CKStackLayoutComponent: 0x7ae6f670>, Position: {0, 0}, Size: {320, 355.5}",
      "| | <MonochromeQuoteComponent: 0x7ae6f380>, Position: {0, 0}, Size: {320, 355}",
      "| | | <QuoteBackgroundComponent: 0x7ae6f330>, Position: {0, 0}, Size: {320, 355}",
      "| | <CKComponent: 0x7ae6f2e0>, Position: {0, 355}, Size: {320, 0.5}",
    ])
    let tree = result.hierarchy
    // The `For View:` header names the host view; it is not part of the component tree.
    #expect(result.lineDispositions == [.text, .node, .node, .node, .node, .node])
    #expect(tree.format == .other)
    #expect(tree.formatsInOrder == Array(repeating: .other, count: 5))
    #expect(
      tree.classNamesInOrder == [
        "InteractiveQuoteComponent", "CKStackLayoutComponent", "MonochromeQuoteComponent",
        "QuoteBackgroundComponent", "CKComponent",
      ])
    #expect(tree.depthsInOrder == [0, 1, 2, 3, 2])
    #expect(tree.node(4).address == "0x7ae6f2e0")
    // Position and Size are kept as fields; they are not a recursiveDescription frame.
    #expect(tree.indices.allSatisfy { tree[$0].frame == nil })
    #expect(tree.node(4).propertyPairs == ["Position={0, 355}", "Size={320, 0.5}"])
  }

  @Test func mirrorOptionalSomeValue() {
    // 063/064: `dump`/`po` of an optional view; headers and `- super:` lines are not nodes.
    let result = F.parse([
      "▿ Optional<UIView>",
      "  - some : <UIView: 0x7f9cc8e05d70; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x600003c01860>>",
      "    - super: UIResponder",
      "      - super: NSObject",
    ])
    let tree = result.hierarchy
    #expect(result.lineDispositions[1] == .node)
    #expect(result.lineDispositions.filter { $0 == .node }.count == 1)
    #expect(tree.classNamesInOrder == ["UIView"])
    #expect(tree.formatsInOrder == [.other])
    #expect(tree.format == .other)
    #expect(tree.depthsInOrder == [0])
    #expect(tree.node(0).address == "0x7f9cc8e05d70")
    #expect(tree.node(0).frame == Rect(x: 0, y: 0, width: 390, height: 844))
    #expect(tree.node(0).value(of: "autoresize") == "W+H")
  }

  /// `dump(view)` prints an unlabeled value as `- <UIView: …> #0`, its superclasses under it,
  /// and labels nested values (`- some: <…>`, no space before the colon). Each view is a value.
  @Test func swiftDumpOfAViewWithoutLabel() {
    let result = F.parse([
      "- \"greeting\"",
      "- <UIView: 0x10dd25c40; frame = (1 2; 3 4); layer = <CALayer: 0x600000274460>> #0",
      "  - super: UIResponder",
      "    - super: NSObject",
      "   ▿ 2 elements",
      "     - <UILabel: 0x7f906a410be0; frame = (0 0; 80 20); text = 'Hi'; layer = <_UILabelLayer: 0x600003bc4f50>> #1",
      "       - super: UIView",
      "     - some: <UIButton: 0x7f906a411000; frame = (0 20; 80 30); layer = <CALayer: 0x600003bc5000>> #2",
    ])
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == ["UIView", "UILabel", "UIButton"])
    #expect(tree.formatsInOrder == [.other, .other, .other])
    #expect(tree.depthsInOrder == [0, 0, 0])
    #expect(tree.node(0).frame == Rect(x: 1, y: 2, width: 3, height: 4))
    #expect(tree.node(1).text == "Hi")
    #expect(
      result.lineDispositions == [.text, .node, .text, .text, .text, .node, .text, .node])
  }

  /// `dump` prints any object with children under a `▿` heading: only a view's description,
  /// with properties after its address, is a row.
  @Test func mirrorHeadingOfAnObjectIsNoRow() {
    let result = F.parse([
      "▿ <MyApp.ProfileViewModel: 0x600000c4a0a0> #0",
      "  - super: NSObject",
      "▿ some : <MyApp.ProfileViewController: 0x7f8a00000010> #0",
      "▿ some : <UIView: 0x7f8; frame = (0 0; 320 480); layer = <CALayer: 0x600>>",
    ])
    #expect(result.lineDispositions == [.text, .text, .text, .node])
    #expect(result.hierarchy.classNamesInOrder == ["UIView"])
  }

  /// `dump(view)` prints a value that has children (a view's superclasses) with `▿`, or `▹`
  /// when cut at its depth limit, on the line that carries the view: that line is its row,
  /// while a heading naming a type (`▿ Optional<UIView>`) is not.
  @Test func mirrorHeadingThatCarriesTheView() throws {
    let result = F.parse([
      "▿ some : <UIView: 0x7f8; frame = (0 0; 320 480); layer = <CALayer: 0x600>>",
      "  - super: UIResponder",
      "▿ <UILabel: 0x7f9; frame = (0 0; 80 20); text = 'Hi'; layer = <_UILabelLayer: 0x601>> #0",
      "  ▹ some: <UIButton: 0x7fa; frame = (0 20; 80 30); layer = <CALayer: 0x602>> #1",
      "▿ Optional<UIView>",
    ])
    let tree = result.hierarchy
    #expect(result.lineDispositions == [.node, .text, .node, .node, .text])
    try #require(tree.classNamesInOrder == ["UIView", "UILabel", "UIButton"])
    #expect(tree.formatsInOrder == [.other, .other, .other])
    #expect(tree.node(0).frame == Rect(x: 0, y: 0, width: 320, height: 480))
    #expect(tree.node(1).text == "Hi")
    #expect(tree.node(2).address == "0x7fa")
  }

  @Test func mirrorNamedFieldValueIsARow() {
    // `po view.perform(…)` wraps the description in `Unmanaged`: its field `_value` holds it,
    // and the rows under it keep their markers.
    let result = F.parse([
      "▿ Optional<Unmanaged<AnyObject>>",
      "  ▿ some : Unmanaged<AnyObject>",
      "    - _value : <UIView: 0x7f9c50; frame = (0 0; 375 667); layer = <CALayer: 0x6001>>",
      "   | <UILabel: 0x7f9c51; frame = (20 40; 335 21); text = 'Hi'; layer = <_UILabelLayer: 0x6002>>",
    ])
    let tree = result.hierarchy
    #expect(result.lineDispositions == [.text, .text, .node, .node])
    #expect(tree.classNamesInOrder == ["UIView", "UILabel"])
    #expect(tree.depthsInOrder == [0, 1])
    // The headings are Swift's, not damaged rows: notes, not warnings.
    #expect(result.diagnostics.allSatisfy { $0.severity == .note })
  }

  @Test func mirrorArrayElementsAreRootsEach() {
    let result = F.parse([
      " ▿ Optional<Array<UIView>>",
      "   ▿ some : 2 elements",
      "     - 0 : <UINavigationTransitionView: 0x101c160b0; frame = (0 0; 375 667); clipsToBounds = YES; autoresize = W+H; layer = <CALayer: 0x280abc160>>",
      "     - 1 : <UINavigationBar: 0x101c14d20; frame = (0 20; 375 44); opaque = NO; autoresize = W; layer = <CALayer: 0x280abc120>>",
    ])
    let tree = result.hierarchy
    #expect(!result.lineDispositions[..<2].contains(.node))
    #expect(result.lineDispositions[2...] == [.node, .node])
    #expect(tree.classNamesInOrder == ["UINavigationTransitionView", "UINavigationBar"])
    #expect(tree.formatsInOrder == [.other, .other])
    #expect(tree.depthsInOrder == [0, 0])
    #expect(tree.roots.count == 2)
    #expect(tree.node(1).frame == Rect(x: 0, y: 20, width: 375, height: 44))
  }

  @Test func mirrorMultiLineDescriptionContinuationsAreNotNodes() {
    // 071: a description that wraps over lines; the quoted windows inside it are part of it.
    let result = F.parse([
      " ▿ Optional<UIWindowScene>",
      "   - some : <UIWindowScene: 0x101d02410; scene = <FBSSceneImpl: 0x28249a980; identifier: sceneID:hhcszgd.MyPlayground.com-default>; activationState = UISceneActivationStateForegroundActive; windows = (",
      #"     "<UIWindow: 0x101d091b0; frame = (0 0; 375 667); hidden = YES; gestureRecognizers = <NSArray: 0x2804f2b20>; layer = <UIWindowLayer: 0x280a93a80>>","#,
      #"     "<MyPlayground.DDWindow: 0x101c13e50; baseClass = UIWindow; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x280abc0a0>>""#,
      " )>",
      "",
      "     - 0 : <UIWindow: 0x101d091b0; frame = (0 0; 375 667); hidden = YES; gestureRecognizers = <NSArray: 0x2804f2b20>; layer = <UIWindowLayer: 0x280a93a80>>",
    ])
    let tree = result.hierarchy
    #expect(
      result.lineDispositions[1...] == [
        .node, .continuation, .continuation, .continuation, .blank, .node,
      ])
    #expect(tree.classNamesInOrder == ["UIWindowScene", "UIWindow"])
    #expect(tree.addressesInOrder == ["0x101d02410", "0x101d091b0"])
    #expect(tree.depthsInOrder == [0, 0])
    #expect(tree.formatsInOrder == [.other, .other])
    #expect(tree.linesInOrder == [2, 7])
    #expect(tree.node(0).frame == nil)
    #expect(tree.node(0).isComplete)
    #expect(tree.node(1).frame == Rect(x: 0, y: 0, width: 375, height: 667))
  }

  @Test func mangledNamesDemangle() {
    let components = F.parse([
      "<_TtC5MyApp10CustomView: 0x7ae6f710>, Position: {0, 0}, Size: {320, 355.5}",
      "| <CKComponent: 0x7ae6f670>, Position: {0, 0}, Size: {320, 355.5}",
    ])
    #expect(components.hierarchy.node(0).format == .other)
    #expect(components.hierarchy.node(0).displayName == "MyApp.CustomView")
    let mirror = F.parse([
      "▿ Optional<UIView>",
      "  - some : <_TtC5MyApp10CustomView: 0x7f9cc8e05d70; frame = (0 0; 390 844); layer = <CALayer: 0x600003c01860>>",
    ])
    #expect(mirror.hierarchy.node(0).format == .other)
    #expect(mirror.hierarchy.node(0).className == "_TtC5MyApp10CustomView")
    #expect(mirror.hierarchy.node(0).displayName == "MyApp.CustomView")
  }

  @Test func componentKitRoundTrip() {
    F.expectRoundTrip([
      "<InteractiveQuoteComponent: 0x7ae6f710>, Position: {0, 0}, Size: {320, 355.5}",
      "| <CKStackLayoutComponent: 0x7ae6f670>, Position: {0, 0}, Size: {320, 355.5}",
      "| | <_TtC5MyApp10CustomView: 0x7ae6f380>, Position: {0, 0}, Size: {320, 355}",
      "| | | <QuoteBackgroundComponent: 0x7ae6f330>, Position: {0, 0}, Size: {320, 355}",
      "| <CKComponent: 0x7ae6f2e0>, Position: {0, 355}, Size: {320, 0.5}",
    ])
  }

  @Test func mirrorRoundTrip() {
    F.expectRoundTrip([
      " ▿ Optional<Array<UIView>>",
      "   ▿ some : 2 elements",
      "     - 0 : <UINavigationTransitionView: 0x101c160b0; frame = (0 0; 375 667); clipsToBounds = YES; autoresize = W+H; layer = <CALayer: 0x280abc160>>",
      "     - 1 : <UINavigationBar: 0x101c14d20; frame = (0 20; 375 44); opaque = NO; autoresize = W; layer = <CALayer: 0x280abc120>>",
      "   - some : <UIWindowScene: 0x101d02410; activationState = UISceneActivationStateForegroundActive; windows = (",
      #"     "<UIWindow: 0x101d091b0; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x280a93a80>>""#,
      " )>",
    ])
  }

  /// Chisel `pa11y`: an `(id)` root line, then `(Class 0x…) label` rows under `|` markers.
  @Test func chiselAccessibilityTree() throws {
    let result = F.parse([
      "(lldb) pa11y",
      "UIWindow (id)[[UIApplication sharedApplication] keyWindow]",
      "   | (UILabel 0x00007fd17b60d720) Label",
      "   |    | (UIButton 0x00007fd17b60d900) Sign In",
      "   | (UIView 0x00007fd17b60da00)",
    ])
    let tree = result.hierarchy
    #expect(result.lineDispositions == [.prompt, .node, .node, .node, .node])
    #expect(tree.format == .other)
    #expect(tree.classNamesInOrder == ["UIWindow", "UILabel", "UIButton", "UIView"])
    #expect(tree.depthsInOrder == [0, 1, 2, 1])
    #expect(tree.node(0).address == nil)
    #expect(tree.node(1).address == "0x00007fd17b60d720")
    #expect(tree.node(2).value(of: "label") == "Sign In")
    #expect(tree.node(3).properties.isEmpty)
  }

  /// `name (id)` followed by a colon or words is an ivar list's line (`_ivarDescription`) or
  /// prose, no pa11y root: no node is named after the ivar, and a view described on such a
  /// line is no root either.
  @Test(arguments: [
    "_target (id): nil",
    "delegate (id) is set",
    "_accessoryView (id): <UIButton: 0x7fb6; frame = (0 0; 22 22); layer = <CALayer: 0x7fb7>>",
  ])
  func anIvarLineIsNoAccessibilityRoot(line: String) {
    let result = F.parse(["in UITableViewCell:", line])
    #expect(result.hierarchy.isEmpty)
    #expect(result.lineDispositions[1] != .node)
  }

  @Test func chiselAccessibilityRootWithLLDBValue() {
    for root in ["UIWindow (id) $0 = 0x7fd17b40", "UIWindow (id) 0x7fd17b40", "UIWindow (id)"] {
      let result = F.parse([root, "   | (UILabel 0x00007fd17b60d720) Label"])
      #expect(result.hierarchy.classNamesInOrder == ["UIWindow", "UILabel"], "\(root)")
      #expect(result.hierarchy.parentPositions == [-1, 0])
    }
  }

  @Test func chiselAccessibilityTreeRoundTrip() {
    F.expectRoundTrip([
      "UIWindow (id)[[UIApplication sharedApplication] keyWindow]",
      "   | (UILabel 0x00007fd17b60d720) Label",
      "   |    | (UIButton 0x00007fd17b60d900) Sign In",
    ])
  }
}
