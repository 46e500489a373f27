import PCRE2

/// Classifies the lines of one chunk of the input and reads their nodes. Each chunk has its
/// own matchers, so chunks can be parsed on different threads.
struct ChunkParser {
  let bytes: UnsafeBufferPointer<UInt8>
  let range: Range<Int>
  var result = ChunkResult()
  var nodeReader = NodeLineReader()
  let promptMatcher = LineGrammar.prompt.matcher()
  let logMatcher = LineGrammar.log.matcher()
  let elisionMatcher = LineGrammar.elision.matcher()

  init(bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>) {
    self.bytes = bytes
    self.range = range
    // One node per ~150 bytes is typical; reserving avoids regrowing big arrays.
    result.records.reserveCapacity(range.count / 160)
    result.dispositions.reserveCapacity(range.count / 150)
  }

  /// Reads every line that starts inside the chunk. A node on the last line may continue
  /// into the next chunk's first lines; the merger gives those lines to it.
  mutating func parse() -> ChunkResult {
    let bytes = self.bytes
    var lines = LineIterator(bytes, range: range.lowerBound..<bytes.count)
    while let line = lines.next(), line.lowerBound < range.upperBound {
      let disposition = handle(
        line: line, in: bytes, bias: 0, lineNumber: lines.lineNumber, allowEscaped: true
      ) { lines.peek(skipping: $0) }
      result.dispositions.append(disposition)
      // A node that spanned several lines consumed them as continuations.
      while nodeReader.pendingContinuations > 0 {
        guard let next = lines.next() else { break }
        if next.lowerBound >= range.upperBound {
          result.linesTakenFromNextChunk += 1
        } else {
          result.dispositions.append(.continuation)
        }
        nodeReader.pendingContinuations -= 1
      }
    }
    return result
  }

  /// Classifies one line and records its node, if any.
  mutating func handle(
    line: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, bias: Int, lineNumber: Int,
    allowEscaped: Bool, followingLine: (Int) -> Range<Int>?
  ) -> LineDisposition {
    let content = trimTrailingSpace(line, in: bytes)
    if content.isEmpty { return .blank }
    let subject = UnsafeBufferPointer(rebasing: bytes[content])
    let base = content.lowerBound

    if allowEscaped && EscapedDump.isEscapedDump(subject) {
      return handleEscaped(subject, lineNumber: lineNumber)
    }

    switch nodeReader.read(
      line: content, fullLine: line, in: bytes, bias: bias, lineNumber: lineNumber,
      followingLine: followingLine)
    {
    case .node(let record):
      if !record.isClosed && nodeReader.pendingContinuations == 0 {
        note(
          lineNumber, column(of: content.upperBound, in: bytes, line: line), .node,
          "the node ends before its closing '>' (truncated line)")
      }
      result.records.append(record)
      return .node
    case .notEnvelope(let headerOffset):
      if matches(promptMatcher, subject) {
        startNewTree()
        return .prompt
      }
      if matches(logMatcher, subject) {
        note(lineNumber, 1, .log, "skipped: console or log line")
        return .log
      }
      warn(
        lineNumber, column(of: base + headerOffset, in: bytes, line: line), .text,
        "not a tree line: the text before '<' is not a prompt, comment, wrapper or log prefix")
      return .text
    case .unreadableHeader(let offset):
      warn(
        lineNumber, column(of: base + offset, in: bytes, line: line), .unparseable,
        "looks like a node but its class name cannot be read")
      return .unparseable
    case .noHeader:
      break
    }

    let firstColumn = column(of: firstNonSpace(content, in: bytes), in: bytes, line: line)
    if matches(promptMatcher, subject) {
      startNewTree()
      note(lineNumber, firstColumn, .prompt, "skipped: prompt or command")
      return .prompt
    }
    if matches(elisionMatcher, subject) {
      note(lineNumber, firstColumn, .elision, "skipped: elision")
      return .elision
    }
    if matches(logMatcher, subject) {
      note(lineNumber, firstColumn, .log, "skipped: console or log line")
      return .log
    }
    note(lineNumber, firstColumn, .text, "skipped: not a tree line")
    return .text
  }

  /// A whole dump printed as one escaped string: parse its unescaped rows, all on this line.
  mutating func handleEscaped(_ subject: UnsafeBufferPointer<UInt8>, lineNumber: Int)
    -> LineDisposition
  {
    let start = result.unescaped.count
    EscapedDump.unescape(subject, into: &result.unescaped)
    let end = result.unescaped.count
    let bias = bytes.count
    var sawNode = false
    let copy = result.unescaped
    copy.withUnsafeBufferPointer { bytes in
      var rows = LineIterator(bytes, range: start..<end)
      while let row = rows.next() {
        let disposition = handle(
          line: row, in: bytes, bias: bias, lineNumber: lineNumber, allowEscaped: false
        ) { _ in nil }
        if disposition == .node { sawNode = true }
      }
    }
    return sawNode ? .node : .text
  }

  /// A prompt means a new command: what follows is a new dump, not more of the previous tree.
  mutating func startNewTree() {
    let next = result.records.count
    if result.treeBreaks.last != next { result.treeBreaks.append(next) }
  }

  func matches(_ matcher: Matcher, _ subject: UnsafeBufferPointer<UInt8>) -> Bool {
    // A limit error means the line is pathological; it is then simply not this kind of line.
    (try? matcher.matches(subject)) ?? false
  }

  mutating func note(_ line: Int, _ column: Int, _ disposition: LineDisposition, _ text: String) {
    result.diagnostics.append(
      Diagnostic(
        line: line, column: column, severity: .note, disposition: disposition, message: text))
  }

  mutating func warn(_ line: Int, _ column: Int, _ disposition: LineDisposition, _ text: String) {
    result.diagnostics.append(
      Diagnostic(
        line: line, column: column, severity: .warning, disposition: disposition, message: text))
  }

  func trimTrailingSpace(_ line: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
    var end = line.upperBound
    while end > line.lowerBound {
      let byte = bytes[end - 1]
      guard byte == 0x20 || byte == 0x09 || byte == 0x0D else { break }
      end -= 1
    }
    return line.lowerBound..<end
  }

  func firstNonSpace(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var index = range.lowerBound
    while index < range.upperBound && (bytes[index] == 0x20 || bytes[index] == 0x09) {
      index += 1
    }
    return index
  }

  /// 1-based column in characters (UTF-8 lead bytes), as editors count them.
  func column(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>, line: Range<Int>) -> Int {
    var column = 1
    var index = line.lowerBound
    while index < offset && index < line.upperBound {
      if bytes[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    return column
  }
}
