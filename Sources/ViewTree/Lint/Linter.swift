/// Runs the enabled lint rules over a hierarchy.
///
/// ```swift
/// let report = Linter(options: LintOptions(disabled: [.deepNesting])).lint(tree)
/// for finding in report.findings { print(finding.line, finding.ruleID, finding.message) }
/// ```
public struct Linter: Sendable {
  public var options: LintOptions

  public init(options: LintOptions = LintOptions()) { self.options = options }

  /// The findings of every enabled rule, sorted by line (then rule order).
  /// - Complexity: O(n + total description length + f log f) for f findings: the node facts
  ///   are read in one pass (on every core), the absolute frames accumulated from the
  ///   geometry it reads, then every rule makes one linear pass over them.
  public func lint(_ hierarchy: Hierarchy) -> LintReport {
    guard !options.rules.isEmpty else { return LintReport(findings: [], options: options) }
    let facts = LintFacts(hierarchy)
    return lint(hierarchy, frames: AbsoluteFrames(hierarchy, printed: facts.geometry), facts: facts)
  }

  /// The same, reusing absolute frames already computed for `hierarchy`.
  /// - Complexity: as `lint(_:)`.
  public func lint(_ hierarchy: Hierarchy, frames: AbsoluteFrames) -> LintReport {
    guard !options.rules.isEmpty else { return LintReport(findings: [], options: options) }
    return lint(hierarchy, frames: frames, facts: LintFacts(hierarchy))
  }

  private func lint(_ hierarchy: Hierarchy, frames: AbsoluteFrames, facts: LintFacts)
    -> LintReport
  {
    let context = LintContext(hierarchy: hierarchy, frames: frames, facts: facts, options: options)
    var findings: [Finding] = []
    for rule in LintRule.allCases where options.rules.contains(rule) {
      Self.check(for: rule).check(context) { findings.append($0) }
    }
    findings.sort {
      ($0.line, $0.rule, $0.node.rawValue) < ($1.line, $1.rule, $1.node.rawValue)
    }
    return LintReport(findings: findings, options: options)
  }

  private static func check(for rule: LintRule) -> any LintCheck {
    switch rule {
    case .outsideParent: return OutsideParentRule()
    case .offScreen: return OffScreenRule()
    case .zeroSize: return ZeroSizeRule()
    case .hiddenControl: return HiddenControlRule()
    case .coveredBySibling: return CoveredBySiblingRule()
    case .ambiguousLayout: return AmbiguousLayoutRule()
    case .smallTouchTarget: return SmallTouchTargetRule()
    case .deepNesting: return DeepNestingRule()
    case .wrapperChain: return WrapperChainRule()
    }
  }
}
