import PCRE2

/// Reads the node on one line: envelope, depth markers, header (PCRE2), then the description's
/// closing `>`, body and tail (a hand loop that respects nesting and quotes).
struct NodeLineReader {
  enum Outcome {
    case node(NodeRecord)
    /// A node header follows text that is no known envelope (REPL output, an object echo).
    case notEnvelope(headerOffset: Int)
    /// Depth markers then `<`, but no class name could be read.
    case unreadableHeader(offset: Int)
    /// Nothing that looks like a node.
    case noHeader
  }

  private let header = LineGrammar.nodeHeader.matcher()
  private let envelope = LineGrammar.envelopePrefix.matcher()
  private let prefixGroup: Int
  private let markersGroup: Int
  private let openGroup: Int
  private let classGroup: Int
  private let addressGroup: Int
  /// Lines after the last node that belong to it (a quoted text that spans lines).
  var pendingContinuations = 0

  /// How many following lines a quoted text may span before the node counts as truncated.
  private static let maximumContinuationLines = 8

  init() {
    let pattern = LineGrammar.nodeHeader
    prefixGroup = pattern.groupNumber(named: "prefix")!
    markersGroup = pattern.groupNumber(named: "markers")!
    openGroup = pattern.groupNumber(named: "open")!
    classGroup = pattern.groupNumber(named: "class")!
    addressGroup = pattern.groupNumber(named: "address")!
  }

  /// Reads `line` (`content` is the line without trailing space; offsets are into `bytes`,
  /// and stored spans are shifted by `bias`).
  mutating func read(
    line content: Range<Int>, fullLine: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>,
    bias: Int, lineNumber: Int, followingLine: (Int) -> Range<Int>?
  ) -> Outcome {
    let subject = UnsafeBufferPointer(rebasing: bytes[content])
    guard (try? header.matches(subject)) == true else {
      return readWithoutHeader(content, in: bytes, bias: bias, lineNumber: lineNumber)
    }
    let base = content.lowerBound
    let prefix = header.range(prefixGroup)!
    let openRange = header.range(openGroup)!
    if !isWhitespace(subject, prefix) {
      let prefixBytes = UnsafeBufferPointer(rebasing: subject[prefix])
      guard (try? envelope.matches(prefixBytes)) == true else {
        return .notEnvelope(headerOffset: openRange.lowerBound)
      }
    }
    let markers = countMarkers(subject, header.range(markersGroup)!)
    let className = header.range(classGroup)!
    let address = header.range(addressGroup)
    var record = NodeRecord(
      line: Int32(lineNumber), kind: .view, markerDepth: Int32(markers),
      source: span(fullLine, bias), description: .empty,
      className: span(className, base + bias), address: address.map { span($0, base + bias) }
        ?? .empty, body: .empty, tail: .empty, isClosed: true)
    let scanner = DescriptionScanner(bytes)
    var headerEnd = base + header.range(0)!.upperBound
    var end = content.upperBound
    let descriptionStart = base + openRange.lowerBound

    // Fast path for the common line, `<Class: 0x…; props…>`: presume its last `>` closes
    // the description. Property readers stop at the real closing `>` anyway, and a tail after
    // an earlier `>` is found by `Node` when asked, so the line is not scanned here.
    if openRange.count == 1 && headerEnd < end - 1 && bytes[headerEnd] == UInt8(ascii: ";")
      && bytes[end - 1] == UInt8(ascii: ">")
    {
      record.body = span(bodyStart(headerEnd, end - 1, bytes)..<(end - 1), bias)
      record.description = span(descriptionStart..<end, bias)
      record.closingPresumed = true
      return .node(record)
    }

    // Find the closing `>`; a quoted text left open may continue on the following lines.
    var closing = scanner.closingBracket(from: headerEnd, to: end)
    if closing == nil && !endsWithElision(content, bytes) {
      var extra = 0
      while extra < Self.maximumContinuationLines, let next = followingLine(extra),
        !startsNode(next, in: bytes)
      {
        extra += 1
        let attempt = scanner.closingBracket(from: headerEnd, to: next.upperBound)
        if attempt != nil {
          closing = attempt
          end = trimmedEnd(next, in: bytes)
          pendingContinuations = extra
          record.source = span(fullLine.lowerBound..<next.upperBound, bias)
          break
        }
      }
    }

    if openRange.count == 2 {
      // `<<inner view description> container text>`: the node is the inner view.
      record.kind = .textContainer
      guard let innerClose = closing else {
        record.body = span(bodyStart(headerEnd, end, bytes)..<end, bias)
        record.isClosed = false
        record.description = span(descriptionStart..<end, bias)
        return .node(record)
      }
      record.body = span(bodyStart(headerEnd, innerClose, bytes)..<innerClose, bias)
      headerEnd = innerClose + 1
      closing = scanner.closingBracket(from: headerEnd, to: end)
      let outerClose = closing ?? end
      record.isClosed = closing != nil
      record.tail = span(trim(headerEnd..<outerClose, bytes), bias)
      record.description = span(descriptionStart..<end, bias)
      return .node(record)
    }

    guard let close = closing else {
      record.isClosed = false
      record.body = span(bodyStart(headerEnd, end, bytes)..<end, bias)
      record.description = span(descriptionStart..<end, bias)
      return .node(record)
    }
    record.body = span(bodyStart(headerEnd, close, bytes)..<close, bias)
    var after = trim((close + 1)..<end, bytes)
    after = dropUnbalancedWrapper(after, bytes)
    if startsWith(after, ", state:", bytes) || startsWith(after, ", view:", bytes) {
      // A _printHierarchy row: `<Controller 0x…>, state: …, view: <…>`.
      record.kind = .viewController
      record.body = span(after, bias)
    } else if after.count == 7 && startsWith(after, "(layer)", bytes) {
      record.kind = .layer
    } else {
      record.tail = span(after, bias)
    }
    record.description = span(descriptionStart..<(after.isEmpty ? close + 1 : after.upperBound), bias)
    return .node(record)
  }

  /// Lines the header pattern did not match: depth markers followed by free text are a view
  /// with a custom `description`; markers followed by `<` and garbage are unreadable.
  private func readWithoutHeader(
    _ content: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, bias: Int, lineNumber: Int
  ) -> Outcome {
    var index = content.lowerBound
    index = skipCommentPrefix(from: index, to: content.upperBound, bytes)
    var markers = 0
    while index < content.upperBound {
      let byte = bytes[index]
      if byte == UInt8(ascii: "|") {
        markers += 1
      } else if byte != 0x20 && byte != 0x09 {
        break
      }
      index += 1
    }
    guard markers > 0, index < content.upperBound else { return .noHeader }
    let first = bytes[index]
    if first == UInt8(ascii: "<") { return .unreadableHeader(offset: index - content.lowerBound) }
    // Elisions (`|    ...`) and punctuation are not descriptions.
    guard isIdentifierStart(first) else { return .noHeader }
    let text = index..<content.upperBound
    let record = NodeRecord(
      line: Int32(lineNumber), kind: .custom, markerDepth: Int32(markers),
      source: span(content, bias), description: span(text, bias), className: span(text, bias),
      address: .empty, body: .empty, tail: .empty, isClosed: true)
    return .node(record)
  }

  private func skipCommentPrefix(from start: Int, to end: Int, _ bytes: UnsafeBufferPointer<UInt8>)
    -> Int
  {
    var index = start
    while index < end {
      switch bytes[index] {
      case 0x20, 0x09, UInt8(ascii: "/"), UInt8(ascii: "*"), UInt8(ascii: "#"):
        index += 1
      default:
        return index
      }
    }
    return index
  }

  /// Whether a following line cannot continue an open description: it is blank, or starts a
  /// node or depth markers.
  private func startsNode(_ line: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let index = skipCommentPrefix(from: line.lowerBound, to: line.upperBound, bytes)
    guard index < line.upperBound else { return true }
    let byte = bytes[index]
    return byte == UInt8(ascii: "|") || byte == UInt8(ascii: "<") || byte == 0x0D
  }

  /// A line cut on purpose (`…`, `[…]`, `...`) does not continue on the next line.
  private func endsWithElision(_ content: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard content.count >= 3 else { return false }
    let tail = bytes[(content.upperBound - 3)..<content.upperBound]
    return tail.elementsEqual([0x2E, 0x2E, 0x2E]) || tail.elementsEqual([0xE2, 0x80, 0xA6])
      || (content.count >= 4 && bytes[content.upperBound - 1] == UInt8(ascii: "]")
        && bytes[(content.upperBound - 4)..<(content.upperBound - 1)].elementsEqual([0xE2, 0x80, 0xA6]))
  }

  private func countMarkers(_ subject: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
    var count = 0
    for index in range where subject[index] == UInt8(ascii: "|") || subject[index] == UInt8(ascii: "+") {
      count += 1
    }
    return count
  }

  /// The body starts after `; ` (or `: ` when there is no address) that ends the header.
  private func bodyStart(_ start: Int, _ end: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var index = start
    if index < end && (bytes[index] == UInt8(ascii: ";") || bytes[index] == UInt8(ascii: ":")) {
      index += 1
    }
    while index < end && bytes[index] == 0x20 { index += 1 }
    return index
  }

  /// A closing wrapper quote or backtick left after the last node of a wrapped dump.
  private func dropUnbalancedWrapper(_ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>)
    -> Range<Int>
  {
    var upper = range.upperBound
    while upper > range.lowerBound, [UInt8(ascii: ";"), UInt8(ascii: ",")].contains(bytes[upper - 1]) {
      upper -= 1
    }
    guard upper > range.lowerBound else { return range.lowerBound..<upper }
    let last = bytes[upper - 1]
    guard last == UInt8(ascii: "`") || last == UInt8(ascii: "\"") else { return range }
    let occurrences = bytes[range].filter { $0 == last }.count
    guard occurrences % 2 == 1 else { return range }
    return trim(range.lowerBound..<(upper - 1), bytes)
  }

  private func trim(_ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper && (bytes[lower] == 0x20 || bytes[lower] == 0x09) { lower += 1 }
    while upper > lower && (bytes[upper - 1] == 0x20 || bytes[upper - 1] == 0x09) { upper -= 1 }
    return lower..<upper
  }

  private func trimmedEnd(_ line: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var upper = line.upperBound
    while upper > line.lowerBound && [0x20, 0x09, 0x0D].contains(bytes[upper - 1]) { upper -= 1 }
    return upper
  }

  private func startsWith(_ range: Range<Int>, _ text: StaticString, _ bytes: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    let count = text.utf8CodeUnitCount
    guard range.count >= count else { return false }
    let expected = UnsafeBufferPointer(start: text.utf8Start, count: count)
    return bytes[range.lowerBound..<(range.lowerBound + count)].elementsEqual(expected)
  }

  private func isWhitespace(_ subject: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    subject[range].allSatisfy { $0 == 0x20 || $0 == 0x09 }
  }

  private func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
      || byte >= 0x80
  }

  private func span(_ range: Range<Int>, _ bias: Int) -> ByteSpan {
    ByteSpan((range.lowerBound + bias)..<(range.upperBound + bias))
  }
}
