import Testing

@testable import ViewTree

/// Apple's private views are left out of the rules about a view's own geometry and state,
/// unless asked for: their layout is the framework's.
@Suite struct LintPrivateViewsTests {
  typealias L = LintFixture

  /// A navigation bar whose private background reaches under the status bar, and an app's
  /// badge that pokes out of its bar: both outside their parent.
  static let bar = [
    L.window,
    L.row(1, "UINavigationBar", "frame = (0 47; 390 44)"),
    L.row(2, "_UIBarBackground", "frame = (0 -47; 390 91)"),
    L.row(2, "UIView", "frame = (370 -8; 20 20)"),
  ]

  @Test func privateViewsAreLeftOutByDefault() {
    let report = L.lint(Self.bar, LintOptions(only: [.outsideParent]))
    #expect(report.findings.map(\.line) == [4])
  }

  @Test func includesPrivateViewsReportsThemToo() {
    var options = LintOptions(only: [.outsideParent])
    options.includesPrivateViews = true
    #expect(L.lint(Self.bar, options).findings.map(\.line) == [3, 4])
  }

  @Test func ambiguousLayoutIsReportedOnPrivateViews() {
    let trace = """
      •UIWindow:0x7f8
      |   *_UILayoutGuide:0x7f9- AMBIGUOUS LAYOUT for _UILayoutGuide:0x7f9.minY{id: 17}
      """
    let hierarchy = DumpParser().parse(trace).hierarchy
    let report = Linter(options: LintOptions(only: [.ambiguousLayout])).lint(hierarchy)
    #expect(report.findings.map(\.className) == ["_UILayoutGuide"])
  }

  @Test(arguments: [
    ("_UITableViewCellSeparatorView", true),
    ("_NSTitlebarDecorationView", true),
    ("SwiftUI._UIHostingView<SwiftUI.AnyView>", true),
    ("UIKit._UIPageViewControllerContentView", true),
    ("UIDimmingView", true),
    ("UIView", false),
    ("MyApp.ProfileView", false),
    ("SwiftUI.CGDrawingView", true),
    ("SwiftUI.(_UIShapeHitTestingView in _A34643117F00277B93DEBAB70EC06971)", true),
    ("MyApp.SwiftUI", false),
    ("MyApp.Box<MyApp._Inner>", false),
    ("_TtC5MyApp4Card", false),
  ])
  func privateClassNames(_ name: String, _ isPrivate: Bool) {
    #expect(LintFacts.isPrivateClass(name) == isPrivate)
  }

  @Test func everyRuleSaysWhetherItSkipsPrivateViews() {
    let kept = LintRule.allCases.filter { !$0.skipsPrivateViews }
    #expect(kept == [.ambiguousLayout, .deepNesting])
  }
}
