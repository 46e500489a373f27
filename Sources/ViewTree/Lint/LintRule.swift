/// The checks `Linter` runs. The raw value is the rule's id, as used by `--rule`,
/// `--disable`, JSON and SARIF.
public enum LintRule: String, Sendable, CaseIterable, Comparable {
  case outsideParent = "outside-parent"
  case offScreen = "off-screen"
  case zeroSize = "zero-size"
  case hiddenControl = "hidden-control"
  case coveredBySibling = "covered-by-sibling"
  case ambiguousLayout = "ambiguous-layout"
  case smallTouchTarget = "small-touch-target"
  case deepNesting = "deep-nesting"
  case wrapperChain = "wrapper-chain"

  /// The rule's id: `outside-parent`, `small-touch-target`…
  public var id: String { rawValue }

  /// The rule with `id`, nil when there is none.
  public init?(id: String) { self.init(rawValue: id) }

  /// Order of declaration: findings on one line are listed in this order.
  public static func < (lhs: LintRule, rhs: LintRule) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }

  public var defaultSeverity: LintSeverity {
    switch self {
    case .ambiguousLayout: return .error
    case .outsideParent, .offScreen, .zeroSize, .coveredBySibling, .smallTouchTarget:
      return .warning
    // Hiding a container that holds controls (an empty state with its Retry button) is
    // routine: worth a look, not a warning.
    case .hiddenControl, .deepNesting, .wrapperChain: return .note
    }
  }

  /// Whether findings on a view of an Apple private class are left out (unless
  /// `LintOptions.includesPrivateViews`). The framework draws separators past a table's
  /// content and bar backgrounds under the status bar on purpose, and no app can change them.
  /// Ambiguous layout and deep nesting come from the app's own constraints and views.
  public var skipsPrivateViews: Bool {
    switch self {
    case .outsideParent, .offScreen, .zeroSize, .hiddenControl, .coveredBySibling,
      .smallTouchTarget, .wrapperChain:
      return true
    case .ambiguousLayout, .deepNesting: return false
    }
  }

  /// One line saying what the rule finds (SARIF's `shortDescription`).
  public var summary: String {
    switch self {
    case .outsideParent:
      return "A view extends outside its parent's bounds (touches there do not reach it; a "
        + "clipping ancestor may hide it)."
    case .offScreen: return "A view lies outside its window (the root's bounds)."
    case .zeroSize: return "A view of zero width or height has children or text."
    case .hiddenControl:
      return "A visible, enabled control sits inside a hidden or alpha-0 ancestor: it can be "
        + "neither seen nor used."
    case .coveredBySibling:
      return "A view is entirely covered by an opaque sibling drawn above it."
    case .ambiguousLayout: return "Auto Layout reports the view's layout as ambiguous."
    case .smallTouchTarget: return "A control is smaller than the minimum touch target."
    case .deepNesting: return "The view hierarchy is nested deeper than the threshold."
    case .wrapperChain:
      return "A chain of plain views, each with exactly one child, wraps a single view."
    }
  }

  /// A SARIF-friendly name: `OutsideParent`.
  var name: String {
    id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }
}
