/// The outcome of parsing one input: the tree, what happened to every line, and diagnostics.
public struct ParseResult: Sendable {
  public let hierarchy: Hierarchy
  /// One entry per input line (index 0 = line 1).
  public let lineDispositions: [LineDisposition]
  /// Skipped non-blank lines with their reasons, truncated and unreadable nodes; in line order.
  public let diagnostics: [Diagnostic]

  /// How many lines got each disposition.
  public var lineCounts: [LineDisposition: Int] {
    var counts: [LineDisposition: Int] = [:]
    for disposition in lineDispositions { counts[disposition, default: 0] += 1 }
    return counts
  }
}
