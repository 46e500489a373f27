/// Lines written in an escaped form (a string literal, HTML character references, no-break
/// spaces), read as the rows they decode to.
extension ChunkParser {
  /// How a line was decoded, where its decoded bytes start in `result.unescaped`, the part of
  /// the input line that was decoded and the whole line; the decoded bytes' sources once a
  /// diagnostic has asked for a column.
  struct DecodedOrigin {
    let decoding: LineDecoding
    let start: Int
    let subject: Range<Int>
    let fullLine: Range<Int>
    var sources: DecodedText? = nil
  }

  /// A line written in an escaped form (a string literal, HTML character references, no-break
  /// spaces): parse the rows it decodes to, all on this line.
  mutating func handleDecoded(
    _ decoding: LineDecoding, of content: Range<Int>, in line: Range<Int>, lineNumber: Int
  ) -> LineDisposition {
    let start = result.unescaped.count
    decoding.decode(UnsafeBufferPointer(rebasing: bytes[content]), into: &result.unescaped)
    let end = result.unescaped.count
    decodedOrigin = DecodedOrigin(
      decoding: decoding, start: start, subject: content, fullLine: line)
    defer { decodedOrigin = nil }
    let bias = bytes.count
    var dispositions: [LineDisposition] = []
    let copy = result.unescaped
    copy.withUnsafeBufferPointer { bytes in
      var rows = LineIterator(bytes, range: start..<end)
      while let row = rows.next() {
        dispositions.append(
          handle(line: row, in: bytes, bias: bias, lineNumber: lineNumber, allowEscaped: false) {
            rows.peek(skipping: $0)
          })
        // A description that spans decoded rows (a window scene listing its windows) takes
        // them here: they are all on this input line.
        var owed = descriptionReader.pendingContinuations
        descriptionReader.pendingContinuations = 0
        while owed > 0, rows.next() != nil { owed -= 1 }
      }
    }
    // A string literal whole on its line is one value: an XCUITest path or query section it
    // holds ends with it, so a dump pasted after it is read. (A literal a page broke across
    // lines goes on.)
    if decoding == .escapedString
      && EscapedDump.literalBounds(UnsafeBufferPointer(rebasing: bytes[content])) != nil
    {
      skippingXCUITestSection = false
    }
    // One decoded row keeps what it is (a section header must not end its section).
    if dispositions.contains(.node) { return .node }
    return dispositions.count == 1 ? dispositions[0] : .text
  }

  /// The input offset a byte of the line being decoded came from. The sources are found when
  /// a diagnostic first asks, by decoding the line again.
  mutating func inputOffset(ofDecoded offset: Int) -> Int {
    guard var origin = decodedOrigin else { return offset }
    if origin.sources == nil {
      var sources = DecodedText()
      origin.decoding.decode(UnsafeBufferPointer(rebasing: bytes[origin.subject]), into: &sources)
      origin.sources = sources
      decodedOrigin = origin
    }
    let source = origin.sources!.source(
      of: offset - origin.start, lineEnd: origin.fullLine.upperBound - origin.subject.lowerBound)
    return origin.subject.lowerBound + source
  }
}
