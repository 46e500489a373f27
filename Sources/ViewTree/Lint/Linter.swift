import Dispatch

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
    let rules = LintRule.allCases.filter { options.rules.contains($0) }
    // Each rule is one independent pass over the shared, read-only context: the rules run on
    // every core, each into its own list.
    var findingsByRule = [[Finding]](repeating: [], count: rules.count)
    findingsByRule.withUnsafeMutableBufferPointer { slots in
      let shared = UncheckedSendable((context: context, slots: slots))
      DispatchQueue.concurrentPerform(iterations: rules.count) { index in
        var findings: [Finding] = []
        let context = shared.value.context
        let skipsPrivate = rules[index].skipsPrivateViews && !context.options.includesPrivateViews
        Self.check(for: rules[index]).check(context) { finding in
          if skipsPrivate && context.facts.has(finding.node.rawValue, .privateClass) { return }
          findings.append(finding)
        }
        shared.value.slots[index] = findings
      }
    }
    // Positions are sorted, then the findings gathered once: moving whole findings around
    // while sorting costs more than the comparisons.
    let all = Self.withoutRepeats(findingsByRule, rules: rules, tolerance: options.tolerance)
    let order = all.indices.sorted {
      (all[$0].line, all[$0].rule, all[$0].node.rawValue)
        < (all[$1].line, all[$1].rule, all[$1].node.rawValue)
    }
    var findings = order.map { all[$0] }
    for (position, column) in hierarchy.columns(of: findings.map(\.node)).enumerated() {
      findings[position].column = column
    }
    return LintReport(findings: findings, options: options)
  }

  /// Every finding but an `off-screen` one that says again what an `outside-parent` one says
  /// of the same node: when the parent's bounds are the window's (a view directly in the
  /// window, or in a view that fills it), being outside one is being outside the other; and
  /// when clipping ancestors hide the part outside the window (the `off-screen` finding names
  /// one as `clippedBy`), that part is the overhang `outside-parent` reports as clipped.
  /// - Complexity: O(findings).
  private static func withoutRepeats(
    _ findingsByRule: [[Finding]], rules: [LintRule], tolerance: Double
  ) -> [Finding] {
    guard let outside = rules.firstIndex(of: .outsideParent),
      let offScreen = rules.firstIndex(of: .offScreen)
    else { return Array(findingsByRule.joined()) }
    // The nodes `outside-parent` reports, with their parents' bounds.
    var parentBounds: [NodeIndex: Rect?] = [:]
    for finding in findingsByRule[outside] {
      parentBounds[finding.node] = finding.geometry.reference
    }
    var result: [Finding] = []
    for (position, findings) in findingsByRule.enumerated() {
      guard position == offScreen else {
        result += findings
        continue
      }
      result += findings.filter { finding in
        guard let reported = parentBounds[finding.node] else { return true }
        if finding.geometry.clippedBy != nil { return false }
        guard let window = finding.geometry.reference, let bounds = reported else { return true }
        return
          !(bounds.contains(window, tolerance: tolerance)
          && window.contains(bounds, tolerance: tolerance))
      }
    }
    return result
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
