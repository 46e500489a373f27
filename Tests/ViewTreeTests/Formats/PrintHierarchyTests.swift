import Testing

@testable import ViewTree

/// FORMATS.md §3: `-[UIViewController _printHierarchy]` / Chisel `pvc` rows,
/// `<Class 0xADDR>, state: …, view: …[ not in the window][, presented with: …]`, with `+` as the
/// last depth marker of a controller presented modally by its parent.
@Suite("_printHierarchy (P)")
struct PrintHierarchyTests {
  typealias F = FormatFixture

  @Test func olderRowsWithoutFieldsAreControllers() throws {
    // Older iOS printed only `<Class 0x…>`; a straight chain of them is no responder chain.
    let result = F.parse([
      "(lldb) po [[[UIWindow keyWindow] rootViewController] _printHierarchy]",
      "<UITabBarController 0x7fe48b6058f0>",
      "   | <SWNavigationController 0x7fe48b831600>",
      "   |    | <SWWrapViewController 0x7fe48e00ca50>",
      "   |    |    | <SWViewCtrl2 0x7fe48b40f460>",
    ])
    let tree = result.hierarchy
    try #require(tree.count == 4)
    #expect(tree.format == .printHierarchy)
    #expect(tree.kindsInOrder == Array(repeating: .viewController, count: 4))
    #expect(tree.depthsInOrder == [0, 1, 2, 3])
    #expect(tree.formatsInOrder == Array(repeating: .printHierarchy, count: 4))
  }

  @Test func colonlessViewsAndCollectionsAreNoControllers() {
    // A sketch's views and an array's head keep what they were.
    let result = F.parse([
      "<UIWindow 0x1>",
      "   | <CardView 0x2>",
      "   |    | <UILabel 0x3>",
      "   |    | <MyApp.Thing: 0x4>",
    ])
    #expect(result.hierarchy.kindsInOrder == [.view, .view, .view, .view])
  }

  @Test func plusMarkerIsPresentedAndCountsAsDepth() {
    let result = F.parse([
      "<PSPDFNavigationController 0x7d025000>, state: disappeared, view: <UILayoutContainerView 0x7b3218d0> not in the window",
      "   | <PSCatalogViewController 0x7b3100d0>, state: disappeared, view: <UITableView 0x7c878800> not in the window",
      "   + <UINavigationController 0x8012c5d0>, state: appeared, view: <UILayoutContainerView 0x8012b7a0>, presented with: <_UIFullscreenPresentationController 0x80116c00>",
      "   |    | <PSPDFViewController 0x7d05ae00>, state: appeared, view: <PSPDFViewControllerView 0x80129640>",
      "   |    + <PSPDFNavigationController 0x7d21a800>, state: appeared, view: <UILayoutContainerView 0x8017b490>, presented with: <UIPopoverPresentationController 0x7f598c60>",
    ])
    let tree = result.hierarchy
    #expect(result.lineDispositions == Array(repeating: .node, count: 5))
    #expect(tree.format == .printHierarchy)
    #expect(tree.formatsInOrder == Array(repeating: .printHierarchy, count: 5))
    #expect(tree.kindsInOrder == Array(repeating: .viewController, count: 5))
    // `+` is a depth marker like `|`: the presented controllers are children of their presenter.
    #expect(tree.depthsInOrder == [0, 1, 1, 2, 2])
    #expect(tree.parentPositions == [-1, 0, 0, 2, 2])
    #expect(tree.indices.map { tree[$0].isPresentedModally } == [false, false, true, false, true])
    #expect(tree.node(2).value(of: "presented") == "YES")
    #expect(tree.node(1).value(of: "presented") == nil)
    #expect(tree.node(0).address == "0x7d025000")
    #expect(tree.node(0).frame == nil)
  }

  @Test func rootLineCanCarryThePlusMarker() {
    // 048: the whole printout starts with `   + `; the presented root is still a root.
    let result = F.parse([
      "   + <UITabBarController>, state: disappeared, view: <UILayoutContainerView> not in the window, presented with: (null)",
      "   |    | <UINavigationController>, state: disappeared, view: <UILayoutContainerView> not in the window",
    ])
    let tree = result.hierarchy
    #expect(result.lineDispositions == [.node, .node])
    #expect(tree.classNamesInOrder == ["UITabBarController", "UINavigationController"])
    #expect(tree.depthsInOrder == [0, 1])
    #expect(tree.node(0).isPresentedModally)
    #expect(
      tree.node(0).propertyPairs == [
        "presented=YES", "state=disappeared", "view=<UILayoutContainerView>", "notInWindow=YES",
        "presentedWith=(null)",
      ])
  }

  /// Other printouts of a presented root put its children at the root's own marker count,
  /// `   | `: they are its children, not its siblings (a tab bar controller's navigation
  /// controllers). Only at the start of a tree: below a presenter, a `+` row's children are
  /// one marker in, and a `|` row at its count is its presenter's.
  @Test func presentedRootWithChildrenAtItsOwnCount() {
    let result = F.parse([
      "   + <UITabBarController>, state: disappeared, view: <UILayoutContainerView> not in the window, presented with: (null)",
      "   | <UINavigationController>, state: disappeared, view: <UILayoutContainerView> not in the window",
      "   |    | <UIViewController>, state: disappeared, view: (view not loaded)",
      "   | <UINavigationController>, state: disappeared, view: <UILayoutContainerView> not in the window",
      "(lldb) po [UIViewController _printHierarchy]",
      "<UINavigationController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>",
      "   + <UIViewController 0x3>, state: appeared, view: <UIView 0x4>, presented with: (null)",
      "   | <UIViewController 0x5>, state: appeared, view: <UIView 0x6>",
    ])
    let tree = result.hierarchy
    #expect(tree.depthsInOrder == [0, 1, 2, 1, 0, 1, 1])
    #expect(tree.parentPositions == [-1, 0, 1, 0, -1, 4, 4])
    #expect(tree.node(0).isPresentedModally)
  }

  /// Wrapped at a fixed width, a row goes on at the start of the next line wherever it was cut:
  /// after `view:`, after a comma, or inside the view's description.
  @Test func rowsWrappedAtAFixedWidth() {
    let result = F.parse([
      "<UINavigationController 0x1>, state: appeared, view:",
      "<UILayoutContainerView 0x2>",
      "   | <ListController 0x3>, state: disappeared, view: <UIView",
      "0x4> not in the window",
      "   | <DetailController 0x5>, state: disappeared,",
      "view: <UIView 0x6> not in the window",
      "   |    | <LeafController 0x7>, state: appeared, view: <UIView 0x8>",
      "<OtherRoot 0x9>, state: appeared, view:",
      "   | <Child 0xa>, state: appeared, view: <UIView 0xb>",
    ])
    let tree = result.hierarchy
    #expect(
      result.lineDispositions == [
        .node, .continuation, .node, .continuation, .node, .continuation, .node, .node, .node,
      ])
    #expect(
      tree.classNamesInOrder == [
        "UINavigationController", "ListController", "DetailController", "LeafController",
        "OtherRoot", "Child",
      ])
    #expect(tree.parentPositions == [-1, 0, 0, 2, -1, 4])
    #expect(tree.node(0).propertyPairs == ["state=appeared", "view=<UILayoutContainerView 0x2>"])
    #expect(
      tree.node(1).propertyPairs == ["state=disappeared", "view=<UIView 0x4>", "notInWindow=YES"])
    #expect(
      tree.node(2).propertyPairs == ["state=disappeared", "view=<UIView 0x6>", "notInWindow=YES"])
    // A row of its own, or depth markers, never continue a cut row.
    #expect(tree.node(4).propertyPairs == ["state=appeared", "view="])
  }

  /// A long row may go on over several lines, each cut after a colon; a row cut before the
  /// `view:` every row prints goes on too, even when the cut is inside a word.
  @Test func rowsWrappedOverSeveralLines() {
    let result = F.parse([
      "<UITabBarController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>",
      "   + <UINavigationController 0x3>, state: appeared, view:",
      "<UILayoutContainerView 0x4>, presented with:",
      "<_UIFullscreenPresentationController 0x5>",
      "   |    | <LoginController 0x6>, state: a",
      "ppeared, view: <UIView 0x7>",
      "   | <Child 0x8>, state: appeared, view: <UIView 0x9>",
    ])
    let tree = result.hierarchy
    #expect(
      result.lineDispositions == [
        .node, .node, .continuation, .continuation, .node, .continuation, .node,
      ])
    #expect(
      tree.classNamesInOrder == [
        "UITabBarController", "UINavigationController", "LoginController", "Child",
      ])
    #expect(tree.parentPositions == [-1, 0, 1, 0])
    #expect(tree.node(1).value(of: "view") == "<UILayoutContainerView 0x4>")
    #expect(tree.node(2).value(of: "view") == "<UIView 0x7>")
  }

  @Test func notInTheWindowBecomesAFlagAndLeavesTheViewClean() {
    let result = F.parse([
      "<PSPDFNavigationController 0x7d025000>, state: disappeared, view: <UILayoutContainerView 0x7b3218d0> not in the window",
      "   | <PSCatalogViewController 0x7b3100d0>, state: appeared, view: <UITableView 0x7c878800>",
    ])
    let tree = result.hierarchy
    #expect(
      tree.node(0).propertyPairs == [
        "state=disappeared", "view=<UILayoutContainerView 0x7b3218d0>", "notInWindow=YES",
      ])
    #expect(tree.node(1).value(of: "notInWindow") == nil)
    #expect(tree.node(1).value(of: "view") == "<UITableView 0x7c878800>")
  }

  @Test func presentedWithValues() {
    let result = F.parse([
      "<UITabBarController 0x7fa1c4008a00>, state: appeared, view: <UILayoutContainerView 0x7fa1c3d0b3a0>",
      "   + <UINavigationController 0x7fa1c5011000>, state: appeared, view: <UILayoutContainerView 0x7fa1c3e1c2d0>, presented with: <_UIFullscreenPresentationController 0x7fa1c3f0a6e0>",
      "   |    + <SheetViewController 0x7fa1c3f2b400>, state: appeared, view: <UIView 0x7fa1c3e2d5b0>, presented with: <_UIPageSheetPresentationController 0x7fa1c3f3c7a0>",
      "   |    |    + <PopoverViewController 0x7fa1c3f4d800>, state: appearing, view: <UIView 0x7fa1c3e5e9c0>, presented with: <UIPopoverPresentationController 0x7fa1c3f6fa00>",
      "   |    |    |    + <AlertViewController 0x7fa1c3f70c00>, state: appeared, view: <UIView 0x7fa1c3e81d00>, presented with: (null)",
    ])
    let tree = result.hierarchy
    #expect(tree.depthsInOrder == [0, 1, 2, 3, 4])
    #expect(
      tree.indices.map { tree[$0].value(of: "presentedWith") } == [
        nil,
        "<_UIFullscreenPresentationController 0x7fa1c3f0a6e0>",
        "<_UIPageSheetPresentationController 0x7fa1c3f3c7a0>",
        "<UIPopoverPresentationController 0x7fa1c3f6fa00>",
        "(null)",
      ])
    #expect(tree.indices.dropFirst().allSatisfy { tree[$0].isPresentedModally })
  }

  /// A row cut at the start of a field (`, presen`, `> not in the win`) is truncated, and the
  /// half field is no property; a whole `not in the window` is a field.
  @Test(arguments: [", presen", " not in the win", ", sta"])
  func rowCutAtTheStartOfAFieldIsTruncated(cut: String) {
    let result = F.parse([
      "<UINavigationController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>",
      "   + <UINavigationController 0x5>, state: appeared, view: <UILayoutContainerView 0x6>" + cut,
    ])
    let tree = result.hierarchy
    #expect(tree.node(0).isComplete)
    #expect(!tree.node(1).isComplete)
    #expect(tree.node(1).value(of: "view") == "<UILayoutContainerView 0x6>")
    #expect(!tree.node(1).properties.contains { $0.key == "presen" || $0.key == "sta" })
    #expect(result.diagnostics.contains { $0.line == 2 && $0.message.contains("truncated") })
  }

  @Test func allFourStates() {
    let result = F.parse([
      "<UINavigationController 0x150053400>, state: appeared, view: <UILayoutContainerView 0x14fd0a8d0>",
      "   | <ListViewController 0x150054a00>, state: disappeared, view: <UITableView 0x150851e00> not in the window",
      "   | <DetailViewController 0x150055c00>, state: appearing, view: <UIView 0x14fd0c4f0>",
      "   | <EditorViewController 0x150056e00>, state: disappearing, view: <UIView 0x14fd0d6a0>",
    ])
    let tree = result.hierarchy
    #expect(
      tree.indices.map { tree[$0].value(of: "state") } == [
        "appeared", "disappeared", "appearing", "disappearing",
      ])
    #expect(tree.depthsInOrder == [0, 1, 1, 1])
  }

  @Test func viewValueForms() {
    let result = F.parse([
      "<UINavigationController 0x150053400>, state: appeared, view: <UILayoutContainerView 0x14fd0a8d0>",
      "   | <UINavigationController 0x150058000>, state: appeared, view: <UILayoutContainerView: 0x14fd0b9e0>",
      "   | <UIViewController>, state: appeared, view: <UIView>",
      "   | <_TtGC7SwiftUI19UIHostingControllerVVS_7TabItem8RootView_ 0x103829000>, state: disappeared, view: (view not loaded)",
      "   | <ContactsViewController 0x17162800>, state: disappeared, view:  (view not loaded)",
    ])
    let tree = result.hierarchy
    #expect(result.lineDispositions == Array(repeating: .node, count: 5))
    #expect(tree.depthsInOrder == [0, 1, 1, 1, 1])
    // ≤ iOS 16 without a colon, iOS 17+ with one, purged, not loaded, and the two-space form.
    #expect(
      tree.indices.map { tree[$0].value(of: "view") } == [
        "<UILayoutContainerView 0x14fd0a8d0>", "<UILayoutContainerView: 0x14fd0b9e0>", "<UIView>",
        "(view not loaded)", "(view not loaded)",
      ])
    #expect(tree.node(4).value(of: "state") == "disappeared")
  }

  @Test func purgedControllerAddresses() {
    let result = F.parse([
      "<UINavigationController>, state: appeared, view: <UILayoutContainerView>",
      "   | <UIViewController>, state: appeared, view: <UIView>",
    ])
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == ["UINavigationController", "UIViewController"])
    #expect(tree.addressesInOrder == [nil, nil])
    #expect(tree.kindsInOrder == [.viewController, .viewController])
    #expect(tree.depthsInOrder == [0, 1])
  }

  @Test func moduleQualifiedAndLongMangledControllerNames() throws {
    // A real-looking SwiftUI hosting controller name longer than 200 characters.
    let hosting =
      "_TtGC7SwiftUI19UIHostingControllerGVS_15ModifiedContentGS1_GS1_GS1_V5MyApp11ContentView"
      + "VS_14_PaddingLayout_VS_16_FlexFrameLayout_VS_13_OffsetEffect_"
      + "GVS_30_EnvironmentKeyWritingModifierGSqC5MyApp12ModelContext____"
    #expect(hosting.count > 200)
    let result = F.parse([
      "<LyfPay.HomeController 0x7fd2b1c0a200>, state: appeared, view: <UIView 0x7fd2b1d0b300>",
      "   | <App.ViewController 0x7fd2b1c0b400>, state: appeared, view: <UIView 0x7fd2b1d0c500>",
      "   |    | <\(hosting) 0x103829000>, state: appeared, view: <_TtGC7SwiftUI14_UIHostingViewV5MyApp11ContentView_: 0x10382a000>",
    ])
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == ["LyfPay.HomeController", "App.ViewController", hosting])
    #expect(tree.depthsInOrder == [0, 1, 2])
    #expect(tree.node(2).address == "0x103829000")
    #expect(tree.node(0).displayName == "LyfPay.HomeController")
    if SwiftDemangler.usesToolchainDemangler {
      #expect(
        tree.node(2).displayName.hasPrefix("SwiftUI.UIHostingController<SwiftUI.ModifiedContent<"))
    }
  }

  @Test func mangledControllerClassDemangles() {
    let result = F.parse([
      "<UINavigationController 0x150053400>, state: appeared, view: <UILayoutContainerView 0x14fd0a8d0>",
      "   | <_TtC5MyApp10CustomView 0x150054a00>, state: appeared, view: <UIView 0x14fd0c4f0>",
    ])
    #expect(result.hierarchy.node(1).className == "_TtC5MyApp10CustomView")
    #expect(result.hierarchy.node(1).displayName == "MyApp.CustomView")
  }

  @Test func commentShiftedDump() {
    // 016: the dump sits inside `/* … */` and is shifted right by 5 spaces; depth still counts
    // markers, and the prompt inside the comment is skipped.
    let result = F.parse([
      "/* (lldb) po [[[UIWindow keyWindow] rootViewController] _printHierarchy]",
      "     <UITabBarController 0x7fa1c4008a00>, state: appeared, view: <UILayoutContainerView 0x7fa1c3d0b3a0>",
      "        | <UINavigationController 0x7fa1c5011000>, state: appeared, view: <UILayoutContainerView 0x7fa1c3e1c2d0>",
      "        |    | <HomeViewController 0x7fa1c3f2b400>, state: appearing, view: <UIView 0x7fa1c3e2d5b0>",
      " */",
    ])
    let tree = result.hierarchy
    #expect(result.lineDispositions[..<4] == [.prompt, .node, .node, .node])
    #expect(result.lineDispositions[4] != .node)
    #expect(
      tree.classNamesInOrder == [
        "UITabBarController", "UINavigationController", "HomeViewController",
      ])
    #expect(tree.depthsInOrder == [0, 1, 2])
  }

  @Test func blankLinesBetweenSiblingsKeepTheTree() {
    // 013a/b: blank lines inside the tree must not end it or reset depth.
    let result = F.parse([
      "<UINavigationController 0x7fd2b1c08c00>, state: appeared, view: <UILayoutContainerView 0x7fd2b1e0a1e0>",
      "   | <LyfPay.HomeController 0x7fd2b1c0a200>, state: appeared, view: <UIView 0x7fd2b1d0b300>",
      "",
      "   | <LyfPay.SettingsController 0x7fd2b1c0c600>, state: disappeared, view: <UIView 0x7fd2b1d0d700> not in the window",
      "   |    | <LyfPay.AboutController 0x7fd2b1c0e800>, state: disappeared, view: (view not loaded)",
      "",
      "",
    ])
    let tree = result.hierarchy
    #expect(result.lineDispositions == [.node, .node, .blank, .node, .node, .blank, .blank])
    #expect(tree.roots.count == 1)
    #expect(tree.parentPositions == [-1, 0, 0, 2])
  }

  @Test func collapsedLineHoldsTwoRows() {
    // 017: newlines lost, rows separated by runs of spaces, glued to the command echo.
    let result = F.parse([
      "[[[UIWindow keyWindow] rootViewController] _printHierarchy]<MMUINavigationController 0x18392800>, state: appeared, view: <UILayoutContainerView 0x17f33790>               | <WCAccountLoginLastUserViewController 0x18b52600>, state: appeared, view: <UIView 0x192740d0>"
    ])
    let tree = result.hierarchy
    #expect(result.lineDispositions == [.node])
    #expect(
      tree.classNamesInOrder == [
        "MMUINavigationController", "WCAccountLoginLastUserViewController",
      ])
    #expect(tree.depthsInOrder == [0, 1])
    #expect(tree.formatsInOrder == [.printHierarchy, .printHierarchy])
    #expect(tree.linesInOrder == [1, 1])
    // The first row's view must not swallow the second row.
    #expect(tree.node(0).value(of: "view") == "<UILayoutContainerView 0x17f33790>")
    #expect(tree.node(1).value(of: "view") == "<UIView 0x192740d0>")
  }

  @Test func collapsedLineCutInsideTheLastRowsName() {
    // A paste cut while a row's class name was being printed: the last row is kept, truncated,
    // and the presentation of the row before it does not swallow it.
    let result = F.parse([
      "<MyNavigationController 0x7d025000>, state: appeared, view: <UILayoutContainerView 0x7b3218d0> + <MyModalController 0x8012c5d0>, state: appeared, view: <UIView 0x8012b7a0>, presented with: <_UIFullscreenPresentationController 0x80116c00> | | <MyDetailContr"
    ])
    let tree = result.hierarchy
    #expect(result.lineDispositions == [.node])
    #expect(
      tree.classNamesInOrder == ["MyNavigationController", "MyModalController", "MyDetailContr"])
    #expect(tree.depthsInOrder == [0, 1, 2])
    #expect(
      tree.node(1).value(of: "presentedWith") == "<_UIFullscreenPresentationController 0x80116c00>")
    #expect(!tree.node(2).isComplete)
  }

  @Test func roundTrip() {
    F.expectRoundTrip([
      "<UITabBarController 0x7d024000>, state: appeared, view: <UILayoutContainerView 0x7b3217c0>",
      "   | <UINavigationController 0x7d025000>, state: disappeared, view: <UILayoutContainerView: 0x7b3218d0> not in the window",
      "   |    | <PSCatalogViewController 0x7b3100d0>, state: disappeared, view: (view not loaded)",
      "   + <UINavigationController 0x8012c5d0>, state: appeared, view: <UILayoutContainerView 0x8012b7a0>, presented with: <_UIFullscreenPresentationController 0x80116c00>",
      "",
      "   |    + <_TtC5MyApp10CustomView 0x7d21a800>, state: appearing, view:  (view not loaded), presented with: <UIPopoverPresentationController 0x7f598c60>",
      "   |    |    | <UIViewController>, state: disappearing, view: <UIView>",
    ])
    // The `+` markers survive the writer too.
    let first = F.parse([
      "<UITabBarController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>",
      "   + <UINavigationController 0x3>, state: appeared, view: <UILayoutContainerView 0x4>, presented with: (null)",
      "   |    + <UIViewController 0x5>, state: appeared, view: <UIView 0x6>, presented with: (null)",
    ])
    let second = F.parse(F.render(first.hierarchy))
    #expect(
      second.hierarchy.indices.map { second.hierarchy[$0].isPresentedModally } == [
        false, true, true,
      ])
    #expect(second.hierarchy.depthsInOrder == [0, 1, 2])
  }

  @Test func roundTripOfPresentedRoot() {
    // A presented root is written as `   + `, so its children need one marker more.
    F.expectRoundTrip([
      "   + <UITabBarController>, state: disappeared, view: <UILayoutContainerView> not in the window, presented with: (null)",
      "   |    | <UINavigationController>, state: disappeared, view: <UILayoutContainerView> not in the window",
      "   |    |    + <UIViewController>, state: appeared, view: <UIView>, presented with: (null)",
      "<UITabBarController 0x7d024000>, state: appeared, view: <UILayoutContainerView 0x7b3217c0>",
      "   | <UIViewController 0x7d025000>, state: appeared, view: <UIView 0x7b3218d0>",
    ])
  }

  /// §8.7/§8.8: a collapsed line is read as a best effort and addresses are optional, but rows
  /// with purged addresses are not split: the first row's `view` swallows the others.
  @Test
  func collapsedLineWithPurgedAddresses() {
    let result = F.parse([
      "<UINavigationController>, state: appeared, view: <UILayoutContainerView>               | <UIViewController>, state: appeared, view: <UIView>"
    ])
    #expect(result.hierarchy.classNamesInOrder == ["UINavigationController", "UIViewController"])
    #expect(result.hierarchy.depthsInOrder == [0, 1])
    #expect(result.hierarchy.node(0).value(of: "view") == "<UILayoutContainerView>")
  }

  /// Chisel's `pvc` once printed controllers in recursiveDescription's syntax, the view first:
  /// they are controllers all the same (no geometry rule judges them), with their frames.
  @Test func chiselControllerRowsInDescriptionSyntax() {
    let result = F.parse([
      "<ThirdViewController: 0x138ddc00; view = <UIView; 0x18df6650>; frame = (0, 0; 414, 736)>",
      "   | <ChildViewController: 0x138dce00; view = <UIView; 0x204075a0>; frame = (414, 0; 414, 672)>",
      "   | <LazyViewController: 0x13157cc0; view not loaded>",
    ])
    let tree = result.hierarchy
    #expect(
      tree.classNamesInOrder == [
        "ThirdViewController", "ChildViewController", "LazyViewController",
      ])
    #expect(
      tree.indices.map { tree[$0].kind } == [.viewController, .viewController, .viewController])
    #expect(tree.node(1).frame == Rect(x: 414, y: 0, width: 414, height: 672))
    #expect(Linter().lint(tree).findings.isEmpty)
    // A view's own `view` property further on does not make it a controller.
    let view = F.parse(["<MyApp.Card: 0x1; frame = (0 0; 10 10); view = <UIView; 0x2>>"])
    #expect(view.hierarchy.node(0).kind == .view)
  }

  /// A controller row cut where it cannot end (a state without its view, an open `<`) is
  /// truncated, noted like any cut row.
  @Test func cutControllerRowsAreTruncated() {
    let result = F.parse([
      "<UITabBarController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>",
      "   | <App.ListController 0x3>, state: appe",
      "   + <App.SheetController 0x4>, state: appeared, view: <UIView 0x5>, presented with: <_UIPageSheetPresentationCo",
    ])
    let tree = result.hierarchy
    #expect(tree.indices.map { tree[$0].isComplete } == [true, false, false])
    let notes = result.diagnostics.filter { $0.message.contains("truncated") }
    #expect(notes.map(\.line) == [2, 3])
  }

  /// The view a controller row names is shown with its class readable, as the row's own is.
  @Test func controllersViewClassIsDemangled() {
    let tree = F.parse([
      "<_TtC5MyApp14RootController 0x1>, state: appeared, view: <_TtC5MyApp8RootView 0x2>"
    ]).hierarchy
    let summary = TextTreeRenderer().summary(of: tree.node(0))
    #expect(summary.contains("MyApp.RootController"))
    #expect(summary.contains("view: <MyApp.RootView 0x2>"))
    #expect(TextTreeRenderer.demangledView("(view not loaded)") == "(view not loaded)")
  }
}
