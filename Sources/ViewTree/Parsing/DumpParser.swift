import PCRE2

/// Reads a pasted view-hierarchy dump into a `Hierarchy`, accounting for every input line.
///
/// Depth is the number of `|` (and `+`) markers before a node, never its column, so any lead,
/// comment prefix or Markdown indentation works. Lines that are not nodes are skipped with a
/// reason (`LineDisposition`); the parser never invents a node and never stops early.
public struct DumpParser: Sendable {
  public init() {}

  /// Parses UTF-8 bytes (the input is kept as the hierarchy's text, not copied).
  /// - Complexity: O(input length).
  public func parse(_ input: [UInt8]) -> ParseResult {
    var run = ParseRun(input: input)
    return run.parse()
  }

  public func parse(_ text: String) -> ParseResult { parse(Array(text.utf8)) }
}

/// The state of one parse: matchers, the tree being built, dispositions and diagnostics.
private struct ParseRun {
  let input: [UInt8]
  /// Unescaped copies of lines that held a whole dump as one escaped string; appended to the
  /// hierarchy's text after the input, so spans in it are biased by `input.count`.
  var unescaped: [UInt8] = []
  var builder: HierarchyBuilder
  var dispositions: [LineDisposition] = []
  var diagnostics: [Diagnostic] = []
  var nodeReader = NodeLineReader()
  let promptMatcher = LineGrammar.prompt.matcher()
  let logMatcher = LineGrammar.log.matcher()
  let elisionMatcher = LineGrammar.elision.matcher()
  var controllerCount = 0

  init(input: [UInt8]) {
    self.input = input
    // One node per ~150 bytes is typical; reserving avoids regrowing 1M-element arrays.
    self.builder = HierarchyBuilder(expectedCount: input.count / 160)
  }

  mutating func parse() -> ParseResult {
    let input = self.input
    input.withUnsafeBufferPointer { bytes in
      var lines = LineIterator(bytes)
      while let line = lines.next() {
        let disposition = handle(
          line: line, in: bytes, bias: 0, lineNumber: lines.lineNumber, allowEscaped: true
        ) { lines.peek(skipping: $0) }
        dispositions.append(disposition)
        // A node that spanned several lines consumed them as continuations.
        while nodeReader.pendingContinuations > 0 {
          _ = lines.next()
          dispositions.append(.continuation)
          nodeReader.pendingContinuations -= 1
        }
      }
    }
    let format: DumpFormat =
      builder.records.isEmpty
      ? .unknown
      : (controllerCount * 2 > builder.records.count ? .printHierarchy : .recursiveDescription)
    var text = input
    if !unescaped.isEmpty { text.append(contentsOf: unescaped) }
    let hierarchy = builder.finish(text: text, format: format)
    return ParseResult(
      hierarchy: hierarchy, lineDispositions: dispositions, diagnostics: diagnostics)
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
      if record.kind == .viewController { controllerCount += 1 }
      if !record.isClosed && nodeReader.pendingContinuations == 0 {
        note(
          lineNumber, column(of: content.upperBound, in: bytes, line: line), .node,
          "the node ends before its closing '>' (truncated line)")
      }
      builder.append(record)
      return .node
    case .notEnvelope(let headerOffset):
      if matches(promptMatcher, subject) {
        builder.closeAll()
        return .prompt
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
      // A new command: whatever follows is a new dump, not more of the previous tree.
      builder.closeAll()
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
    let start = unescaped.count
    EscapedDump.unescape(subject, into: &unescaped)
    let end = unescaped.count
    let bias = input.count
    var sawNode = false
    let copy = unescaped
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

  func matches(_ matcher: Matcher, _ subject: UnsafeBufferPointer<UInt8>) -> Bool {
    // A limit error means the line is pathological; it is then simply not this kind of line.
    (try? matcher.matches(subject)) ?? false
  }

  mutating func note(_ line: Int, _ column: Int, _ disposition: LineDisposition, _ text: String) {
    diagnostics.append(
      Diagnostic(
        line: line, column: column, severity: .note, disposition: disposition, message: text))
  }

  mutating func warn(_ line: Int, _ column: Int, _ disposition: LineDisposition, _ text: String) {
    diagnostics.append(
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
