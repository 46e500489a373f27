/// Reads the run of indentation and depth markers that starts a row (`   |    |    | <UIView…`),
/// eight bytes at a time.
///
/// A deep row starts with a long run of spaces and `|`: read byte by byte, each byte was a
/// hard-to-predict branch, a tenth of a whole parse. A word of eight bytes that holds only
/// spaces, tabs, `|` and `+` is taken whole, its markers counted with one multiplication;
/// the first word holding any other byte is left to the caller's byte loop.
enum MarkerRun {
  private static let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
  private static let high: UInt64 = 0x8080_8080_8080_8080

  /// Skips the whole words of `bytes` from `start` that hold only spaces, tabs, `|` and `+`,
  /// and returns where it stopped and how many `|` and `+` it passed.
  /// - Complexity: O(length of the run).
  @inline(__always)
  static func skipWords(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (
    index: Int, markers: Int
  ) {
    guard let base = bytes.baseAddress else { return (start, 0) }
    var index = start
    var markers = 0
    while index + 8 <= bytes.count {
      let word = UInt64(
        littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
      let bars = equalBytes(word, UInt8(ascii: "|")) | equalBytes(word, UInt8(ascii: "+"))
      let blanks = equalBytes(word, 0x20) | equalBytes(word, 0x09)
      guard bars | blanks == high else { break }
      // One bit per byte, at bit 7: the multiplication sums the bytes into the top one (the
      // baseline x86-64 has no population count instruction).
      markers += Int(((bars >> 7) &* 0x0101_0101_0101_0101) >> 56)
      index += 8
    }
    return (index, markers)
  }

  /// The high bit of each byte of `word` that equals `value`, and no other bit. Exact: the
  /// addition works on seven bits per byte, so no carry crosses into the next byte.
  @inline(__always)
  private static func equalBytes(_ word: UInt64, _ value: UInt8) -> UInt64 {
    let difference = word ^ (UInt64(value) &* 0x0101_0101_0101_0101)
    let nonzero = ((difference & low7) &+ low7) | difference
    return ~nonzero & high
  }
}
