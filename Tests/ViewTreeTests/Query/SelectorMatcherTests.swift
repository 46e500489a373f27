import Testing

@testable import ViewTree

/// One test per selector feature, on small dumps whose nodes have addresses 0x1, 0x2, … so
/// that the expected matches read as a list of addresses.
@Suite struct SelectorMatcherTests {
  ///     0x1 UIWindow (0 0; 320 480)
  ///       0x2 UIView (0 0; 320 480) autoresize W+H
  ///         0x3 UILabel 'Sign in'
  ///         0x4 MyApp.PayButton : UIButton
  ///           0x5 UIButtonLabel 'Pay'
  ///         0x6 UITableView, clipsToBounds, at y 100
  ///           0x7 UITableViewCell
  ///             0x8 UITableViewCellContentView
  ///               0x9 UILabel 'Row one'
  ///           0xa UITableViewCell at y 400 (absolute 500: below the window), hidden
  ///             0xb UILabel 'Row two'
  ///         0xc UIView zero-size, alpha 0
  ///           0xd _TtC5MyApp10CustomView at x -500
  static let screen = [
    "<UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x100>>",
    "   | <UIView: 0x2; frame = (0 0; 320 480); autoresize = W+H; layer = <CALayer: 0x101>>",
    "   |    | <UILabel: 0x3; frame = (10 10; 100 20); text = 'Sign in'; layer = <_UILabelLayer: 0x102>>",
    "   |    | <MyApp.PayButton: 0x4; baseClass = UIButton; frame = (10 40; 100 44); layer = <CALayer: 0x103>>",
    "   |    |    | <UIButtonLabel: 0x5; frame = (0 0; 100 44); text = 'Pay'; layer = <_UILabelLayer: 0x104>>",
    "   |    | <UITableView: 0x6; frame = (0 100; 320 380); clipsToBounds = YES; layer = <CALayer: 0x105>>",
    "   |    |    | <UITableViewCell: 0x7; frame = (0 0; 320 44); layer = <CALayer: 0x106>>",
    "   |    |    |    | <UITableViewCellContentView: 0x8; frame = (0 0; 320 44); layer = <CALayer: 0x107>>",
    "   |    |    |    |    | <UILabel: 0x9; frame = (15 0; 290 44); text = 'Row one'; layer = <_UILabelLayer: 0x108>>",
    "   |    |    | <UITableViewCell: 0xa; frame = (0 400; 320 44); hidden = YES; layer = <CALayer: 0x109>>",
    "   |    |    |    | <UILabel: 0xb; frame = (15 0; 290 44); text = 'Row two'; layer = <_UILabelLayer: 0x10a>>",
    "   |    | <UIView: 0xc; frame = (0 0; 0 0); alpha = 0; layer = <CALayer: 0x10b>>",
    "   |    |    | <_TtC5MyApp10CustomView: 0xd; frame = (-500 0; 10 10); layer = <CALayer: 0x10c>>",
  ]

  static func hierarchy(_ lines: [String]) -> Hierarchy {
    let hierarchy = DumpParser().parse(lines.joined(separator: "\n")).hierarchy
    hierarchy._checkInvariants()
    return hierarchy
  }

  /// The addresses of the nodes `selector` matches, in preorder, without `0x`.
  static func matches(_ selector: String, in lines: [String] = screen) throws -> [String] {
    let tree = hierarchy(lines)
    let matcher = SelectorMatcher(try ViewSelector(parsing: selector), hierarchy: tree)
    let found = matcher.allMatches()
    #expect(found.count == matcher.matchCount)
    for index in tree.indices { #expect(matcher.matches(index) == found.contains(index)) }
    return found.map { String(tree[$0].address?.dropFirst(2) ?? "-") }
  }

  // MARK: Types

  @Test func universalMatchesEveryNode() throws {
    #expect(try Self.matches("*").count == Self.screen.count)
  }

  @Test func exactClassAlsoMatchesBaseClassAndModuleQualifiedNames() throws {
    #expect(try Self.matches("UILabel") == ["3", "9", "b"])
    #expect(try Self.matches("UIButton") == ["4"])
    #expect(try Self.matches("PayButton") == ["4"])
    #expect(try Self.matches("MyApp.PayButton") == ["4"])
    #expect(try Self.matches("Other.PayButton") == [])
    #expect(try Self.matches("UILabe") == [])
  }

  /// Every shorter qualification of a class name names it.
  @Test func partialQualifications() throws {
    let lines = ["<MyApp.Outer.Inner: 0x1; frame = (0 0; 10 10)>"]
    #expect(try Self.matches("Outer.Inner", in: lines) == ["1"])
    #expect(try Self.matches("MyApp.Outer.Inner", in: lines) == ["1"])
    #expect(try Self.matches("Inner", in: lines) == ["1"])
    #expect(try Self.matches("uter.Inner", in: lines) == [])
  }

  /// A private class (`MyApp.Outer.(PrivateView in _0123…)` once demangled) goes by its
  /// qualifications without the discriminator.
  @Test(.enabled(if: SwiftDemangler.usesToolchainDemangler))
  func privateClassesWithoutTheirDiscriminator() throws {
    let lines = [
      "<_TtCC5MyApp5OuterP33_0123456789ABCDEF0123456789ABCDEF11PrivateView: 0x2; frame = (0 0; 10 10)>"
    ]
    #expect(try Self.matches("MyApp.Outer.PrivateView", in: lines) == ["2"])
    #expect(try Self.matches("Outer.PrivateView", in: lines) == ["2"])
    #expect(try Self.matches("PrivateView", in: lines) == ["2"])
    #expect(try Self.matches("Other.PrivateView", in: lines) == [])
  }

  static let localClass =
    "_TtCFC11SentryTests26SentryUIRedactBuilderTests10testIgnoreFzT_T_L_15IgnoreContainer"

  /// A class declared in a function (`IgnoreContainer #1 in SentryTests.…testIgnore() throws
  /// -> ()` once demangled) goes by its own name, not by the function's.
  @Test(.enabled(if: SwiftDemangler.demangle(localClass) != nil))
  func classesDeclaredInAFunctionByTheirOwnName() throws {
    let lines = [
      "<UIView: 0x1; frame = (0 0; 100 100); layer = <CALayer: 0x10>>",
      "   | <\(Self.localClass): 0x2; frame = (0 0; 80 80); layer = <CALayer: 0x20>>",
    ]
    #expect(
      SwiftDemangler.demangle(Self.localClass)
        == "IgnoreContainer #1 in SentryTests.SentryUIRedactBuilderTests.testIgnore() throws -> ()")
    #expect(try Self.matches("IgnoreContainer", in: lines) == ["2"])
    #expect(try Self.matches("Ignore*", in: lines) == ["2"])
    #expect(try Self.matches("testIgnore", in: lines) == [])
  }

  @Test(.enabled(if: SwiftDemangler.demangle("_TtC5MyApp10CustomView") != nil))
  func exactClassMatchesDemangledName() throws {
    #expect(try Self.matches("CustomView") == ["d"])
    #expect(try Self.matches("MyApp.CustomView") == ["d"])
    #expect(try Self.matches("_TtC5MyApp10CustomView") == ["d"])
  }

  @Test func globMatchesWholeNames() throws {
    #expect(try Self.matches("UI*Cell") == ["7", "a"])
    #expect(try Self.matches("UITableView*") == ["6", "7", "8", "a"])
    #expect(try Self.matches("UI?abel") == ["3", "9", "b"])
    #expect(try Self.matches("*Button*") == ["4", "5"])
  }

  @Test func regexMatchesAnyPartOfAName() throws {
    #expect(try Self.matches("/Label$/") == ["3", "5", "9", "b"])
    #expect(try Self.matches("/label$/") == [])
    #expect(try Self.matches("/label$/i") == ["3", "5", "9", "b"])
    #expect(try Self.matches("/^UITableView$/") == ["6"])
  }

  @Test func kindOfFollowsClassAncestryAndBaseClass() throws {
    #expect(try Self.matches(":kind-of(UIControl)") == ["4"])
    #expect(try Self.matches(":kind-of(UILabel)") == ["3", "5", "9", "b"])
    #expect(try Self.matches(":kind-of(UIScrollView)") == ["6"])
    #expect(try Self.matches("UIView:kind-of(UIResponder)") == ["2", "c"])
    #expect(try Self.matches(":kind-of(NSView)") == [])
  }

  /// A generic Swift class is found by its module-qualified name without its arguments, as the
  /// text output shows it before `<…>`, as well as by its bare name or whole name.
  @Test func genericClassesByTheNameShownBeforeTheirArguments() throws {
    let lines = [
      "<UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x10>>",
      "   | <_TtGC7SwiftUI14_UIHostingViewV5MyApp8RootView_: 0x2; frame = (0 0; 390 844); layer = <CALayer: 0x20>>",
    ]
    #expect(try Self.matches("SwiftUI._UIHostingView", in: lines) == ["2"])
    #expect(try Self.matches("_UIHostingView", in: lines) == ["2"])
    #expect(try Self.matches("SwiftUI.*View", in: lines) == ["2"])
    #expect(try Self.matches("MyApp._UIHostingView", in: lines) == [])
  }

  /// A class vtree's table does not know is still what its place in the dump says it is:
  /// recursiveDescription rows are views (their layers CALayers), AppKit's rows NSViews,
  /// `_printHierarchy` rows view controllers.
  @Test func kindOfKnowsWhatEveryRowOfADumpIs() throws {
    #expect(try Self.matches(":kind-of(UIView)").count == Self.screen.count)
    #expect(try Self.matches(":kind-of(UIResponder)").count == Self.screen.count)
    #expect(try Self.matches(":kind-of(UIView) > :kind-of(UIControl)") == ["4"])
    let layers = [
      "<UIView: 0x1; frame = (0 0; 10 10); layer = <CALayer: 0x100>>",
      "   | <_UIPrivateLayer: 0x2> (layer)",
      "   | <_UITextContainerView: 0x3; frame = (0 0; 10 10); layer = <CALayer: 0x101>>",
    ]
    #expect(try Self.matches(":kind-of(CALayer)", in: layers) == ["2"])
    #expect(try Self.matches(":kind-of(UIView)", in: layers) == ["1", "3"])
    let appKit = [
      "[   A    ] h=--- v=--- NSThemeFrame 0x1 f=(0,0,100,100) b=(-) → (0,0,100,100) A=-",
      "  [   AF      ] h=--- v=--- MyWindowContentView 0x2 f=(0,0,100,100) b=(-) → (0,0,100,100) A=-",
    ]
    #expect(try Self.matches(":kind-of(NSView)", in: appKit) == ["1", "2"])
    #expect(try Self.matches(":kind-of(UIView)", in: appKit) == [])
    let controllers = [
      "<UINavigationController 0x1>, state: appeared, view: <UILayoutContainerView 0x10>",
      "   | <MyApp.InboxViewController 0x2>, state: appeared, view: <UIView 0x11>",
    ]
    #expect(try Self.matches(":kind-of(UIViewController)", in: controllers) == ["1", "2"])
    #expect(try Self.matches(":kind-of(UIView)", in: controllers) == [])
  }

  // MARK: Attributes

  @Test func hiddenAttributeIsTrueOnlyWhenHidden() throws {
    #expect(try Self.matches("[hidden]") == ["a"])
    #expect(try Self.matches("[hidden=YES]") == ["a"])
    #expect(try Self.matches("UITableViewCell[hidden=NO]") == ["7"])
  }

  /// EarlGrey prints flags without a value (`…; opaque; hidden; alpha=1; …`): a bare `hidden`
  /// is hidden for selectors, the statistics and the lint alike.
  @Test func earlGreysBareHiddenFlagIsHidden() throws {
    let lines = [
      "<UIWindow:0x1; AX=N; frame={{0, 0}, {390, 844}}; opaque; alpha=1>",
      "  |--<UIView:0x2; AX=N; frame={{0, 0}, {390, 844}}; opaque; hidden; alpha=1>",
      "  |  |--<UIButton:0x3; AX=Y; frame={{20, 60}, {120, 44}}; opaque; alpha=1>",
      "  |--<UIView:0x4; AX=N; frame={{0, 800}, {390, 44}}; opaque; alpha=1>",
    ]
    #expect(try Self.matches("[hidden]", in: lines) == ["2"])
    #expect(try Self.matches(":hidden", in: lines) == ["2", "3"])
    let tree = Self.hierarchy(lines)
    #expect(tree.indices.map { tree[$0].isHidden } == [false, true, false, false])
    #expect(HierarchyStatistics(tree).hiddenCount == 1)
    let findings = Linter(options: LintOptions(only: [.hiddenControl])).lint(tree).findings
    #expect(findings.map(\.line) == [3])
  }

  @Test func alphaComparesAsANumberAndDefaultsToOne() throws {
    #expect(try Self.matches("[alpha=0]") == ["c"])
    #expect(try Self.matches("[alpha=0.0]") == ["c"])
    #expect(try Self.matches("UILabel[alpha=1]") == ["3", "9", "b"])
    #expect(try Self.matches("[alpha<0.5]") == ["c"])
  }

  /// `*=` finds ASCII text by its bytes and other text as Swift compares Strings: a label
  /// typed with a combining accent contains the precomposed letter.
  @Test func containsMatchesCanonicallyEquivalentText() throws {
    let lines = [
      "<UIView: 0x1; frame = (0 0; 10 10)>",
      "   | <UILabel: 0x2; frame = (0 0; 10 10); text = 'Cafe\u{301} au lait'>",
      "   | <UILabel: 0x3; frame = (0 0; 10 10); text = 'Caf\u{E9}'>",
      "   | <UILabel: 0x4; frame = (0 0; 10 10); text = 'au; lait'>",
    ]
    #expect(try Self.matches("[text*=\"\u{E9}\"]", in: lines) == ["2", "3"])
    #expect(try Self.matches("[text*=\"au\"]", in: lines) == ["2", "4"])
    #expect(try Self.matches("[text*=\" au lait\"]", in: lines) == ["2"])
    #expect(try Self.matches("[text*=\"AU\"]", in: lines) == [])
  }

  @Test func textOperators() throws {
    #expect(try Self.matches("[text*=\"Sign in\"]") == ["3"])
    #expect(try Self.matches("[text^=\"Row\"]") == ["9", "b"])
    #expect(try Self.matches("[text$='two']") == ["b"])
    #expect(try Self.matches("[text=\"Pay\"]") == ["5"])
    #expect(try Self.matches("[text=Pay]") == ["5"])
    #expect(try Self.matches("[text=\"Pa\"]") == [])
    #expect(try Self.matches("[text]") == ["3", "5", "9", "b"])
  }

  @Test func textRegexWithFlags() throws {
    #expect(try Self.matches("[text~=/^Row (one|two)$/]") == ["9", "b"])
    #expect(try Self.matches("[text~=/SIGN/]") == [])
    #expect(try Self.matches("[text~=/SIGN/i]") == ["3"])
  }

  @Test func textIsDecoded() throws {
    let lines = [
      "<UIView: 0x1; frame = (0 0; 320 480)>",
      "   | <UILabel: 0x2; frame = (0 0; 100 20); text = 'Caf\\u00e9'>",
      "   | <UILabel: 0x3; frame = (0 0; 100 20); text = 'What's new'>",
    ]
    #expect(try Self.matches("[text=\"Café\"]", in: lines) == ["2"])
    #expect(try Self.matches("[text^=\"What's\"]", in: lines) == ["3"])
  }

  @Test func frameFieldsCompareAsNumbers() throws {
    #expect(try Self.matches("[width<1]") == ["c"])
    #expect(try Self.matches("[height>=44]") == ["1", "2", "4", "5", "6", "7", "8", "9", "a", "b"])
    #expect(try Self.matches("[x<0]") == ["d"])
    #expect(try Self.matches("[y>100]") == ["a"])
    #expect(try Self.matches("[x=15][width=290]") == ["9", "b"])
  }

  @Test func depthIsTheNestingLevel() throws {
    #expect(try Self.matches("[depth>3]") == ["8", "9", "b"])
    #expect(try Self.matches("[depth=0]") == ["1"])
  }

  @Test func addressComparesNumerically() throws {
    #expect(try Self.matches("[address=0x000000000000000b]") == ["b"])
    #expect(try Self.matches("[address=0xB]") == ["b"])
    #expect(try Self.matches("[address^=0x1]") == ["1"])
  }

  @Test func rawPropertiesByName() throws {
    #expect(try Self.matches("[autoresize=\"W+H\"]") == ["2"])
    #expect(try Self.matches("[autoresize=W+H]") == ["2"])
    #expect(try Self.matches("[clipsToBounds=YES]") == ["6"])
    #expect(try Self.matches("[baseClass]") == ["4"])
    #expect(try Self.matches("[layer*=_UILabelLayer]") == ["3", "5", "9", "b"])
    #expect(try Self.matches("UIView:not([layer])") == [])
  }

  @Test func layerPresence() throws {
    let lines = [
      "<UIView: 0x1; frame = (0 0; 320 480); layer = <CALayer: 0x10>>",
      "   | <CALayer: 0x2> (layer)",
      "   | <UIView: 0x3; frame = (0 0; 10 10)>",
    ]
    #expect(try Self.matches("[layer]", in: lines) == ["1"])
    #expect(try Self.matches("CALayer", in: lines) == ["2"])
  }

  @Test func printHierarchyState() throws {
    let lines = [
      "<UINavigationController 0x1>, state: appeared, view: <UILayoutContainerView 0x10>",
      "   | <MyApp.ListViewController 0x2>, state: appeared, view: <UITableView 0x20>",
      "   | <MyApp.DetailViewController 0x3>, state: disappeared, view: (view not loaded)",
    ]
    #expect(try Self.matches("[state=appeared]", in: lines) == ["1", "2"])
    #expect(try Self.matches("ListViewController", in: lines) == ["2"])
    #expect(try Self.matches(":kind-of(UIViewController)", in: lines) == ["1", "2", "3"])
    #expect(try Self.matches(":kind-of(UINavigationController)", in: lines) == ["1"])
  }

  @Test func xcuiTestLabels() throws {
    let lines = [
      "Element subtree:",
      " →Application, 0x1, pid: 42, label: 'Demo'",
      "    Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}",
      "      Button, 0x3, {{20.0, 100.0}, {120.0, 44.0}}, label: 'Sign in'",
      "      StaticText, 0x4, {{20.0, 160.0}, {200.0, 20.0}}, label: 'Forgot password?'",
    ]
    #expect(try Self.matches("[label*=\"Sign\"]", in: lines) == ["3"])
    #expect(try Self.matches("Button[text=\"Sign in\"]", in: lines) == ["3"])
    #expect(try Self.matches("Window > StaticText", in: lines) == ["4"])
  }

  // MARK: Combinators

  @Test func descendantCombinator() throws {
    #expect(try Self.matches("UITableView UILabel") == ["9", "b"])
    #expect(try Self.matches("UIWindow UIView UILabel") == ["3", "9", "b"])
    #expect(try Self.matches("UITableViewCell UITableViewCell") == [])
  }

  @Test func childCombinator() throws {
    #expect(try Self.matches("UITableViewCell > UILabel") == ["b"])
    #expect(try Self.matches("UITableViewCell>UILabel") == ["b"])
    #expect(try Self.matches("UIView > UILabel") == ["3"])
    #expect(try Self.matches("UITableView > * > UILabel") == ["b"])
  }

  @Test func mixedCombinatorsBacktrack() throws {
    // `A > B C` where the first B above C has no A parent but a higher one does.
    let lines = [
      "<A: 0x1; frame = (0 0; 1 1)>",
      "   | <B: 0x2; frame = (0 0; 1 1)>",
      "   |    | <X: 0x3; frame = (0 0; 1 1)>",
      "   |    |    | <B: 0x4; frame = (0 0; 1 1)>",
      "   |    |    |    | <C: 0x5; frame = (0 0; 1 1)>",
      "   | <C: 0x6; frame = (0 0; 1 1)>",
    ]
    #expect(try Self.matches("A > B C", in: lines) == ["5"])
    #expect(try Self.matches("X > B > C", in: lines) == ["5"])
    #expect(try Self.matches("A > C", in: lines) == ["6"])
    #expect(try Self.matches("B B C", in: lines) == ["5"])
  }

  @Test func unionKeepsPreorderWithoutDuplicates() throws {
    #expect(try Self.matches("UITableViewCell, UILabel") == ["3", "7", "9", "a", "b"])
    #expect(try Self.matches("UILabel, [text^=Row]") == ["3", "9", "b"])
  }

  @Test func combinatorsAcrossSeveralRoots() throws {
    let lines = [
      "<UIView: 0x1; frame = (0 0; 10 10)>",
      "   | <UILabel: 0x2; frame = (0 0; 10 10)>",
      "(lldb) po other",
      "<UIWindow: 0x3; frame = (0 0; 10 10)>",
      "   | <UILabel: 0x4; frame = (0 0; 10 10)>",
    ]
    #expect(try Self.matches("UIWindow UILabel", in: lines) == ["4"])
    #expect(try Self.matches("UIView > UILabel", in: lines) == ["2"])
  }

  // MARK: Pseudo-classes

  @Test func rootAndLeaf() throws {
    #expect(try Self.matches(":root") == ["1"])
    #expect(try Self.matches(":leaf") == ["3", "5", "9", "b", "d"])
  }

  /// `:hidden` and `stats` take alpha 0 as lint does: below 0.01.
  @Test func nearlyTransparentCountsAsHidden() throws {
    let lines = [
      "<UIView: 0x1; frame = (0 0; 100 100)>",
      "   | <UIView: 0x2; frame = (0 0; 10 10); alpha = 0.001>",
      "   |    | <UILabel: 0x3; frame = (0 0; 10 10)>",
      "   | <UIView: 0x4; frame = (0 0; 10 10); alpha = 0.01>",
    ]
    #expect(try Self.matches(":hidden", in: lines) == ["2", "3"])
    #expect(HierarchyStatistics(Self.hierarchy(lines)).transparentCount == 1)
  }

  @Test func hiddenPseudoClassIsInherited() throws {
    #expect(try Self.matches(":hidden") == ["a", "b", "c", "d"])
    #expect(try Self.matches("UILabel:hidden") == ["b"])
  }

  @Test func offscreenUsesAbsoluteFrames() throws {
    // 0xa sits at y 500 in a 480-point window; 0xd at x -500; 0xb inside 0xa.
    #expect(try Self.matches(":offscreen") == ["a", "b", "d"])
  }

  /// XCUITest's `Application` prints no frame: the screen is its `Window`, the first framed
  /// node, as for lint's `off-screen`.
  @Test func offscreenInAnXCUITestDumpIsAgainstTheWindow() throws {
    let lines = [
      " →Application, 0x600000c8c1c0, pid: 4242, label: 'Shop'",
      "    Window (Main), 0x600000c8c2a0, {{0.0, 0.0}, {390.0, 844.0}}",
      "      Button, 0x600000c8c460, {{20.0, 2000.0}, {80.0, 44.0}}, label: 'Far'",
      "      Button, 0x600000c8c540, {{20.0, 100.0}, {80.0, 44.0}}, label: 'Near'",
    ]
    let tree = Self.hierarchy(lines)
    let matches = SelectorMatcher(try ViewSelector(parsing: ":offscreen"), hierarchy: tree)
      .allMatches()
    #expect(matches.map { tree[$0].value(of: "label") } == ["'Far'"])
  }

  @Test func zeroSize() throws {
    #expect(try Self.matches(":zero-size") == ["c"])
  }

  @Test func clippedByAClippingAncestor() throws {
    // The table clips 100…480 (absolute); the second cell and its label are at 500.
    #expect(try Self.matches(":clipped") == ["a", "b"])
    let lines = [
      "<UIView: 0x1; frame = (0 0; 100 100); clipsToBounds = YES>",
      "   | <UIView: 0x2; frame = (50 50; 100 100); clipsToBounds = YES>",
      "   |    | <UIView: 0x3; frame = (0 0; 40 40)>",
      "   |    | <UIView: 0x4; frame = (0 0; 60 60)>",
      "   |    | <UIView: 0x5; frame = (-10 0; 20 20)>",
    ]
    // 0x3 fits in both; 0x4 pokes out of 0x1 only; 0x5 out of 0x2 only.
    #expect(try Self.matches(":clipped", in: lines) == ["2", "4", "5"])
  }

  @Test func hasLooksAtDescendants() throws {
    #expect(try Self.matches("UITableViewCell:has(UILabel)") == ["7", "a"])
    #expect(try Self.matches("UITableViewCell:has([text=\"Row two\"])") == ["a"])
    #expect(try Self.matches("*:has(UIButtonLabel)") == ["1", "2", "4"])
    #expect(try Self.matches(":has(> UIButtonLabel)") == ["4"])
    #expect(try Self.matches(":has(> UILabel)") == ["2", "8", "a"])
    #expect(try Self.matches("UIView:has(UITableView UILabel)") == ["2"])
  }

  @Test func notNegates() throws {
    #expect(try Self.matches("UILabel:not([text^=Row])") == ["3"])
    #expect(try Self.matches("UILabel:not(UITableView UILabel)") == ["3"])
    #expect(try Self.matches(":leaf:not(UILabel, UIButtonLabel)") == ["d"])
  }

  @Test func compoundsCombineTypeAttributesAndPseudoClasses() throws {
    #expect(try Self.matches("UILabel[text^=Row]:not(:hidden)") == ["9"])
    let selector = "UITableView > UITableViewCell:has(UILabel):hidden > UILabel"
    #expect(try Self.matches(selector) == ["b"])
  }

  @Test func reusesGivenAbsoluteFrames() throws {
    let tree = Self.hierarchy(Self.screen)
    let selector = try ViewSelector(parsing: ":offscreen")
    let frames = AbsoluteFrames(tree)
    let matcher = SelectorMatcher(selector, hierarchy: tree, absoluteFrames: frames)
    #expect(matcher.allMatches().map(\.rawValue) == [9, 10, 12])
  }

  /// A pattern that backtracks without bound reaches PCRE2's limit on a long text: the
  /// matcher says so rather than passing it off as no match.
  @Test func aRegexThatCannotRunIsReported() throws {
    let long = String(repeating: "a", count: 5000) + "!"
    let lines = [
      "<UIView: 0x1; frame = (0 0; 10 10)>",
      "   | <UILabel: 0x2; frame = (0 0; 10 10); text = '\(long)'>",
      "   | <UILabel: 0x3; frame = (0 0; 10 10); text = 'ab!'>",
    ]
    let tree = Self.hierarchy(lines)
    let failing = SelectorMatcher(
      try ViewSelector(parsing: "[text~=/^(a|b|ab)*!/]"), hierarchy: tree)
    #expect(failing.regexFailure?.contains("/^(a|b|ab)*!/") == true)
    let fine = SelectorMatcher(try ViewSelector(parsing: "[text~=/b!/]"), hierarchy: tree)
    #expect(fine.regexFailure == nil)
    #expect(fine.allMatches() == [NodeIndex(2)])
  }

  @Test func emptyHierarchyHasNoMatches() throws {
    let tree = DumpParser().parse("").hierarchy
    let matcher = SelectorMatcher(try ViewSelector(parsing: "A B, :has(C)"), hierarchy: tree)
    #expect(matcher.allMatches().isEmpty)
  }
}
