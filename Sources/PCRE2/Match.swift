/// One match, copied out of the match data: byte ranges of the whole match and each group.
public struct Match: Equatable, Sendable {
  /// Index 0 is the whole match; index i is group i, nil when it did not participate.
  public let ranges: [Range<Int>?]

  /// The range of the whole match.
  public var range: Range<Int> { ranges[0]! }

  public subscript(group: Int) -> Range<Int>? {
    group < ranges.count ? ranges[group] : nil
  }
}
