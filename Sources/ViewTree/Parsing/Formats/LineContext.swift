import PCRE2

/// One line handed to the format readers: where it is in the bytes, its number, and how its
/// spans are shifted when they are stored (lines read from unescaped copies).
struct LineContext {
  let bytes: UnsafeBufferPointer<UInt8>
  /// The line without its trailing spaces, tabs and `\r`.
  let content: Range<Int>
  /// The whole line, as in the input.
  let fullLine: Range<Int>
  let bias: Int
  let lineNumber: Int

  /// The same line with only `range` of its content read: the part after a lead, or one of
  /// several rows or commands the line holds.
  func piece(_ range: Range<Int>) -> LineContext {
    LineContext(
      bytes: bytes, content: range, fullLine: fullLine, bias: bias, lineNumber: lineNumber)
  }

  /// The line after this one, whose range in `bytes` is `next`.
  func following(_ next: Range<Int>) -> LineContext {
    LineContext(
      bytes: bytes, content: ByteRanges.trimTrailing(next, bytes), fullLine: next, bias: bias,
      lineNumber: lineNumber + 1)
  }

  /// The content as its own buffer, the subject of the PCRE2 patterns.
  var subject: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: bytes[content]) }

  /// A span of the content, from offsets relative to the content's start.
  func span(relative range: Range<Int>) -> ByteSpan {
    span(
      absolute: (range.lowerBound + content.lowerBound)..<(range.upperBound + content.lowerBound))
  }

  /// A span from offsets into `bytes`.
  func span(absolute range: Range<Int>) -> ByteSpan {
    ByteSpan((range.lowerBound + bias)..<(range.upperBound + bias))
  }

  /// A record for a node of `format` found on this line, with spans still to fill in. The
  /// depth saturates: an indentation of hundreds of millions of tabs, 8 columns each
  /// (`IndentWidth`), counts past `Int32` and must not trap.
  func record(format: DumpFormat, kind: NodeKind, markerDepth: Int) -> NodeRecord {
    NodeRecord(
      line: Int32(lineNumber), kind: kind, format: format,
      markerDepth: Int32(clamping: markerDepth),
      source: span(absolute: fullLine), description: .empty, className: .empty, address: .empty,
      body: .empty, tail: .empty, isClosed: true)
  }

  /// The trimmed `next` line, when this line is a row's head that wrapping at a fixed width
  /// cut (`head` matches it whole) and `next` goes on with the rest from its first column
  /// (`rest` matches there): the readers of formats without angle brackets read such a row
  /// over both lines. The matchers keep their groups for the caller.
  func wrappedHead(next: Range<Int>, head: Matcher, rest: Matcher) -> Range<Int>? {
    let trimmed = ByteRanges.trimLine(next, bytes)
    guard trimmed.lowerBound == next.lowerBound, !trimmed.isEmpty,
      (try? head.matches(subject)) == true,
      (try? rest.matches(UnsafeBufferPointer(rebasing: bytes[trimmed]))) == true
    else { return nil }
    return trimmed
  }
}

/// What a format reader made of a line.
enum LineReadOutcome {
  case node(NodeRecord)
  /// A node header follows text that is no known envelope (REPL output, an object echo).
  case notEnvelope(headerOffset: Int)
  /// Depth markers then `<`, but no class name could be read.
  case unreadableHeader(offset: Int)
  /// Not a line of this format.
  case noHeader
}
