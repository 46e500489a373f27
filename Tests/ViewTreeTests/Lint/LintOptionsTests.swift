import Testing

@testable import ViewTree

@Suite("Lint options")
struct LintOptionsTests {
  typealias L = LintFixture

  /// One finding for several rules: zero-size (line 2), hidden-control (line 4),
  /// outside-parent (line 5; off-screen too when outside-parent does not run, since the parent
  /// is the window), small-touch-target (line 6).
  static let mixed = [
    L.window,
    L.row(1, "UILabel", "frame = (0 0; 0 44); text = 'Offline'"),
    L.row(2, "UIView", "frame = (0 0; 10 10); hidden = YES"),
    L.row(3, "UIButton", "frame = (0 0; 20 20)"),
    L.row(1, "UIView", "frame = (380 0; 40 40)"),
    L.row(1, "UIButton", "frame = (0 100; 20 20)"),
  ]

  @Test func allRulesRunByDefaultAndFindingsAreSortedByLine() {
    let report = L.lint(Self.mixed)
    #expect(report.rules == LintRule.allCases)
    #expect(report.findings.map(\.line) == report.findings.map(\.line).sorted())
    #expect(
      report.findings.map(\.rule) == [
        .zeroSize, .hiddenControl, .outsideParent, .smallTouchTarget,
      ])
  }

  @Test func onlyRunsTheSelectedRules() {
    let report = L.lint(Self.mixed, LintOptions(only: [.zeroSize, .offScreen]))
    #expect(report.rules == [.offScreen, .zeroSize])
    #expect(report.findings.map(\.rule) == [.zeroSize, .offScreen])
    #expect(report.countsByRule == [.offScreen: 1, .zeroSize: 1])
  }

  @Test func disabledRulesDoNotRun() {
    let report = L.lint(Self.mixed, LintOptions(disabled: [.hiddenControl, .smallTouchTarget]))
    #expect(!report.rules.contains(.hiddenControl))
    #expect(report.findings.map(\.rule) == [.zeroSize, .outsideParent])
  }

  @Test func noRulesNoFindings() {
    #expect(L.lint(Self.mixed, LintOptions(only: [])).findings.isEmpty)
  }

  @Test func rulesAreNamedByID() {
    #expect(LintRule(id: "covered-by-sibling") == .coveredBySibling)
    #expect(LintRule(id: "nope") == nil)
    #expect(Set(LintRule.allCases.map(\.id)).count == LintRule.allCases.count)
    #expect(LintRule.outsideParent.name == "OutsideParent")
  }

  @Test func severityOverridesReplaceTheDefault() {
    var options = LintOptions(only: [.zeroSize])
    options.severities[.zeroSize] = .error
    let report = L.lint(Self.mixed, options)
    #expect(report.findings.map(\.severity) == [.error])
    #expect(report.count(of: .error) == 1)
    #expect(report.count(of: .warning) == 0)
  }

  @Test func depthThreshold() {
    let lines = LintRuleTests.chain(depth: 12)
    var options = LintOptions(only: [.deepNesting])
    options.maxDepth = 10
    #expect(L.lint(lines, options).findings.map(\.line) == [12])
    options.maxDepth = 12
    #expect(L.lint(lines, options).findings.isEmpty)
  }

  @Test func wrapperChainThreshold() {
    var lines = (0..<3).map { L.row($0, "UIView", "frame = (0 0; 10 10)") }
    lines.append(L.row(3, "UILabel", "frame = (0 0; 10 10)"))
    var options = LintOptions(only: [.wrapperChain])
    #expect(L.lint(lines, options).findings.isEmpty)
    options.minWrapperChain = 3
    #expect(L.lint(lines, options).findings.map(\.line) == [1])
  }

  @Test func touchTargetThreshold() {
    let lines = [L.window, L.row(1, "UIButton", "frame = (0 0; 40 40)")]
    var options = LintOptions(only: [.smallTouchTarget])
    #expect(L.lint(lines, options).findings.count == 1)
    options.minTouchTarget = 32
    #expect(L.lint(lines, options).findings.isEmpty)
  }

  @Test func coveredSiblingsStayLinear() {
    // 20,000 siblings under one cover printed last: each is compared with the kept covers
    // only, not with every later sibling.
    var lines = [L.window]
    for index in 0..<20_000 {
      lines.append(L.row(1, "UIView", "frame = (\(index % 300) 10; 10 10)"))
    }
    lines.append(
      L.row(1, "UIView", "frame = (0 0; 390 844); backgroundColor = UIExtendedGrayColorSpace 1 1"))
    let report = L.lint(lines, LintOptions(only: [.coveredBySibling]))
    #expect(report.findings.count == 20_000)
    #expect(report.findings.allSatisfy { $0.geometry.other == NodeIndex(20_001) })
  }
}
