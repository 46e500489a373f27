/// Which rules `Linter` runs, at which severity, with which thresholds.
public struct LintOptions: Sendable, Equatable {
  /// The rules to run; all by default.
  public var rules: Set<LintRule>
  /// Severities that replace a rule's default.
  public var severities: [LintRule: LintSeverity] = [:]
  /// `deep-nesting`: nodes deeper than this (roots are depth 0) are reported.
  public var maxDepth = 25
  /// `wrapper-chain`: chains of at least this many single-child plain views are reported.
  public var minWrapperChain = 6
  /// `small-touch-target`: the smallest width and height of a control, in points (Apple's
  /// Human Interface Guidelines ask for 44 × 44).
  public var minTouchTarget = 44.0
  /// Geometry comparisons forgive this much, in points: UIKit prints rounded thirds
  /// (`321.333`), so edges that meet can differ in the last digit.
  public var tolerance = 0.5
  /// Whether views of Apple's private classes (`_UIBarBackground`, `_NSTitlebarView`) are
  /// reported by the rules that judge a view's own geometry or state
  /// (`LintRule.skipsPrivateViews`): their layout is the framework's, not the app's.
  /// `--include-private`.
  public var includesPrivateViews = false

  /// Runs `only` the given rules (all when nil), minus the `disabled` ones: `--rule` and
  /// `--disable`.
  public init(only: [LintRule]? = nil, disabled: [LintRule] = []) {
    rules = Set(only ?? LintRule.allCases).subtracting(disabled)
  }

  public func severity(of rule: LintRule) -> LintSeverity {
    severities[rule] ?? rule.defaultSeverity
  }
}
