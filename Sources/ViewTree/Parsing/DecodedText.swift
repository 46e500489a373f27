/// Text decoded from one input line (an escaped string literal, HTML character references,
/// no-break spaces), with the offset in that line each decoded byte came from: diagnostics on
/// the decoded rows then point at the line as the user sees it.
struct DecodedText {
  private(set) var bytes: [UInt8] = []
  private(set) var sources: [Int] = []

  /// Appends `byte`, decoded from the line's byte at `source`.
  mutating func append(_ byte: UInt8, from source: Int) {
    bytes.append(byte)
    sources.append(source)
  }

  /// The line offset that decoded byte `index` came from; the line's end for the newline a
  /// decoder appends, or past the last byte.
  func source(of index: Int, lineEnd: Int) -> Int {
    index >= 0 && index < sources.count ? sources[index] : lineEnd
  }
}
