/// How much a finding matters. The raw values are the names used in JSON, SARIF levels and on
/// the command line.
public enum LintSeverity: String, Sendable, CaseIterable, Comparable {
  /// Something the user will see go wrong: ambiguous layout.
  case error
  /// Probably a mistake: a control nobody can see or hit, a view outside its parent.
  case warning
  /// Worth a look, often deliberate: deep nesting, wrapper chains.
  case note

  /// Ordered by how much they matter: note < warning < error, so `severity >= failOn`
  /// reads "at least as severe".
  public static func < (lhs: LintSeverity, rhs: LintSeverity) -> Bool {
    lhs.rank < rhs.rank
  }

  private var rank: Int {
    switch self {
    case .note: return 0
    case .warning: return 1
    case .error: return 2
    }
  }
}
