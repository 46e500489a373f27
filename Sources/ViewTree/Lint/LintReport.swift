/// What `Linter` found: the findings sorted by line, and the rules that ran.
public struct LintReport: Sendable, Equatable {
  /// Sorted by line, then by rule (in `LintRule` order).
  public var findings: [Finding]
  /// The rules that ran, in `LintRule` order.
  public var rules: [LintRule]
  /// The options the rules ran with (for each rule's severity).
  public var options: LintOptions

  public init(findings: [Finding], options: LintOptions) {
    self.findings = findings
    self.options = options
    rules = LintRule.allCases.filter(options.rules.contains)
  }

  /// Number of findings of `severity`. - Complexity: O(findings).
  public func count(of severity: LintSeverity) -> Int {
    findings.lazy.filter { $0.severity == severity }.count
  }

  /// Number of findings of each rule that ran (0 for rules that found nothing).
  /// - Complexity: O(findings).
  public var countsByRule: [LintRule: Int] {
    var counts = Dictionary(uniqueKeysWithValues: rules.map { ($0, 0) })
    for finding in findings { counts[finding.rule, default: 0] += 1 }
    return counts
  }
}
