internal import CPCRE2

/// Matches one `Pattern` against UTF-8 subjects, reusing one block of match data
/// (`pcre2_match_data_create_from_pattern`) for every call. Not thread-safe: one per thread.
///
/// After `matches(_:from:)` returns true, `range(_:)` reads the groups of that match, until the
/// next call.
public final class Matcher {
  public let pattern: Pattern
  private let matchData: OpaquePointer
  private let ovector: UnsafeMutablePointer<Int>
  private var groupsSet = 0

  init(pattern: Pattern) {
    self.pattern = pattern
    guard let data = pcre2_match_data_create_from_pattern_8(pattern.code, nil) else {
      fatalError("pcre2_match_data_create_from_pattern: out of memory")
    }
    self.matchData = data
    self.ovector = pcre2_get_ovector_pointer_8(data)
  }

  deinit { pcre2_match_data_free_8(matchData) }

  /// Runs `pcre2_match` on `subject` starting at byte `offset`.
  /// - Returns: true on a match (read its groups with `range(_:)`), false on no match.
  /// - Throws: `PCRE2Error` when a limit was hit or the subject is not valid UTF-8 (UTF mode).
  public func matches(_ subject: UnsafeBufferPointer<UInt8>, from offset: Int = 0)
    throws(PCRE2Error) -> Bool
  {
    precondition(offset >= 0 && offset <= subject.count, "offset outside the subject")
    // An empty buffer may have a nil base address; PCRE2 wants a pointer even for length 0.
    let emptySubject: [UInt8] = [0]
    let rc = emptySubject.withUnsafeBufferPointer { empty in
      pcre2_match_8(
        pattern.code, subject.baseAddress ?? empty.baseAddress, subject.count, offset, 0,
        matchData, pattern.matchContext)
    }
    if rc == PCRE2_ERROR_NOMATCH {
      groupsSet = 0
      return false
    }
    if rc < 0 {
      groupsSet = 0
      throw PCRE2Error(matchCode: rc, offset: Int(pcre2_get_startchar_8(matchData)))
    }
    groupsSet = rc == 0 ? pattern.captureCount + 1 : Int(rc)
    return true
  }

  /// The byte range of group `group` (0 = whole match) in the last successful match, or nil if
  /// the group did not take part in it.
  /// - Complexity: O(1).
  @inline(__always)
  public func range(_ group: Int) -> Range<Int>? {
    guard group < groupsSet else { return nil }
    let start = ovector[2 * group]
    let end = ovector[2 * group + 1]
    if start == cpcre2_unset() { return nil }
    return start..<end
  }

  /// The first match in `subject` at or after `offset`, with every group's range copied out.
  public func firstMatch(in subject: [UInt8], from offset: Int = 0) throws(PCRE2Error) -> Match? {
    let found = try subject.withUnsafeBufferPointer { (buffer) throws(PCRE2Error) -> Bool in
      try matches(buffer, from: offset)
    }
    guard found else { return nil }
    return Match(ranges: (0...pattern.captureCount).map { range($0) })
  }

  /// Every non-overlapping match in `subject`, left to right.
  public func allMatches(in subject: [UInt8]) throws(PCRE2Error) -> [Match] {
    var result: [Match] = []
    var offset = 0
    while offset <= subject.count, let match = try firstMatch(in: subject, from: offset) {
      result.append(match)
      let whole = match.range
      // An empty match must still advance, or the loop would never end.
      offset = whole.isEmpty ? whole.upperBound + 1 : whole.upperBound
    }
    return result
  }
}
