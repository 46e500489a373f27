/// One rule's check: a linear pass over a hierarchy's facts that reports what it finds.
protocol LintCheck {
  /// The rule whose findings the check reports.
  static var rule: LintRule { get }
  /// - Complexity: O(n) for every check.
  func check(_ context: LintContext, _ emit: (Finding) -> Void)
}
