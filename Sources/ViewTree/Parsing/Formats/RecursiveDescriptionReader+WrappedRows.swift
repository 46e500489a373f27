/// Rows that a fixed width or a truncation cut: where a description open on its line closes on
/// the lines after it, the row after a line of depth markers alone, the rest of a wrapped class
/// name, and which following lines can continue a description at all.
extension RecursiveDescriptionReader {
  /// The `>` that closes a description open at `start`, looked for on the lines after those
  /// already taken (`pendingContinuations`): each is taken while it can continue the
  /// description, blank ones too while its quoted text is open (a label's text holding empty
  /// lines), while none of them is a console line or a prompt, has two words in a row outside
  /// quoted text, as prose and code do (`DescriptionScanner.holdsWordPair`), or is a reply
  /// quoting prose (`> Is this…`).
  /// When found, `end` becomes the end of its line, and the lines up to it are the node's.
  /// Kept out of line, like `rowAfterMarkers`: the common row closes on its own line.
  @inline(never)
  mutating func closingOnFollowingLines(
    from start: Int, _ line: LineContext, _ record: inout NodeRecord, end: inout Int,
    followingLine: (Int) -> Range<Int>?
  ) -> Int? {
    let bytes = line.bytes
    let scanner = DescriptionScanner(bytes)
    var extra = pendingContinuations
    var scanned = end
    let cut = end
    var previous = extra == 0 ? line.content : followingLine(extra - 1) ?? line.content
    while extra < Self.maximumContinuationLines, let next = followingLine(extra) {
      if cannotContinue(next, after: previous, bytes) {
        guard isBlank(next, bytes), case .insideQuote = scanner.walk(from: start, to: scanned)
        else { return nil }
      }
      // A console line or a prompt has a lead of its own, unless the row's line has one too
      // (a console that stamps every line) or it is a quoted text's.
      if startsWithLead(next, bytes) && !startsWithLead(line.content, bytes) {
        guard case .insideQuote = scanner.walk(from: start, to: scanned) else { return nil }
      }
      extra += 1
      scanned = next.upperBound
      previous = next
      if let found = scanner.closingBracket(from: start, to: next.upperBound) {
        // Prose or code below a truncated row may hold a `>` (`if count > limit`): the lines
        // up to it must read as the rest of a description. A `>` leading its line is a
        // reply's quote mark when prose follows it (`> Is this the label?`).
        let text = ByteRanges.trimLine(next, bytes)
        let checked = found == text.lowerBound ? text.upperBound : found
        if scanner.holdsWordPair(from: start, after: cut, to: checked) { return nil }
        end = text.upperBound
        pendingContinuations = extra
        record.source = line.span(absolute: line.fullLine.lowerBound..<next.upperBound)
        return found
      }
    }
    return nil
  }

  /// A line of depth markers alone (after a comment prefix) whose row starts the next line
  /// with its `<`, or with its last markers (`| <`): a row wrapped at a fixed width within or
  /// right after its markers. It is read as that row, with the markers of both lines, and the
  /// next line is its continuation. Kept out of line: no ordinary row gets here.
  @inline(never)
  mutating func rowAfterMarkers(
    _ line: LineContext, followingLine: (Int) -> Range<Int>?
  ) -> LineReadOutcome? {
    // The next line is asked for only below markers alone: asking tells the caller the row
    // may go on (`ChunkParser.handleBehindLead`).
    // The rest may start with more markers, after the spaces left of the gap the wrap broke
    // (`   |    |  ` then `  | <UIView: …`).
    guard !readingAfterMarkers, Self.markersAlone(line) != nil, let next = followingLine(0),
      case let first = ByteRanges.trimLine(next, line.bytes).lowerBound, first < next.upperBound,
      line.bytes[first] == UInt8(ascii: "<") || line.bytes[first] == UInt8(ascii: "|"),
      let (markers, content) = Self.markersWrappedBefore(next, line)
    else { return nil }
    let bytes = line.bytes
    let row = LineContext(
      bytes: bytes, content: content, fullLine: next, bias: line.bias,
      lineNumber: line.lineNumber)
    readingAfterMarkers = true
    let outcome = read(row, followingLine: { followingLine($0 + 1) })
    readingAfterMarkers = false
    guard case .node(var record) = outcome else {
      pendingContinuations = 0
      return nil
    }
    record.markerDepth += Int32(markers)
    record.source = line.span(
      absolute: line.fullLine.lowerBound..<(Int(record.source.end) - line.bias))
    pendingContinuations += 1
    return .node(record)
  }

  /// How many depth markers a line holds when it holds nothing else (after a comment prefix).
  static func markersAlone(_ line: LineContext) -> Int? {
    let bytes = line.bytes
    var index = ByteRanges.skipCommentPrefix(line.content, bytes)
    var markers = 0
    while index < line.content.upperBound {
      if bytes[index] == UInt8(ascii: "|") {
        markers += 1
      } else if !ByteRanges.isSpace(bytes[index]) {
        return nil
      }
      index += 1
    }
    return markers > 0 ? markers : nil
  }

  /// The markers of a line that holds depth markers alone (after a comment prefix), and the
  /// trimmed text of `next`, when wrapping at a fixed width cut the row within or right after
  /// its markers and `next` starts with the rest of it; nil otherwise.
  static func markersWrappedBefore(_ next: Range<Int>, _ line: LineContext)
    -> (markers: Int, content: Range<Int>)?
  {
    let bytes = line.bytes
    guard let markers = markersAlone(line) else { return nil }
    let content = ByteRanges.trimLine(next, bytes)
    // Wrapping breaks a line where its next word no longer fits, at some width W of 40 columns
    // or more, and the next line then holds no more than W: so the markers, a space and that
    // word exceed both 40 and the next line. Otherwise the markers are a spacer between rows
    // or dumps (`   |`, then `<UIWindow: 0x…; …>` whole on its line), not a wrapped row.
    var word = content.lowerBound
    while word < content.upperBound && !ByteRanges.isSpace(bytes[word]) { word += 1 }
    // The width counts a lead before the markers (a console prefix on the row's first line),
    // and the spaces wrapping left after them, when kept.
    var end = line.fullLine.upperBound
    if end > line.content.upperBound && bytes[end - 1] == 0x0D { end -= 1 }
    let fitted = end - line.fullLine.lowerBound + 1 + (word - content.lowerBound)
    guard fitted > 40, fitted > content.count else { return nil }
    return (markers, content)
  }

  /// The rest of a class name that wrapping at a fixed width cut (`<_TtC5MyApp…Gradi` at the end
  /// of the row's line): the next lines start with it, in their first column, as whole lines of
  /// name (the width again) and then its end, followed by the address (`entView: 0x…;`) or, the
  /// address purged, by the properties (`entView; frame = …`, a key and ` = ` after the `; `).
  /// Nil when a line starts a row, markers or anything else (a truncated row, then prose such
  /// as `Anyway; the rest got cut`, or code, `return;`), so the row stays cut.
  func classNameRest(
    _ followingLine: (Int) -> Range<Int>?, _ bytes: UnsafeBufferPointer<UInt8>
  )
    -> WrappedClassName?
  {
    var pieces: [Range<Int>] = []
    while pieces.count < Self.maximumContinuationLines, let next = followingLine(pieces.count) {
      let content = ByteRanges.trimTrailing(next, bytes)
      // Cut at the space before the address, as `_printHierarchy` separates them
      // (`<UINavigationController` then `0x…>, state: …`): no name starts with a digit.
      if pieces.isEmpty, let address = leadingAddress(content, bytes) {
        return WrappedClassName(
          pieces: [], address: address, headerEnd: address.upperBound, end: content.upperBound,
          lastLine: next, lines: 1)
      }
      var index = content.lowerBound
      while index < content.upperBound && isClassNameByte(bytes[index]) { index += 1 }
      pieces.append(content.lowerBound..<index)
      if index == content.upperBound {
        guard content.count >= Self.minimumWrapWidth else { return nil }
        continue
      }
      var rest = WrappedClassName(
        pieces: pieces, address: nil, headerEnd: index, end: content.upperBound, lastLine: next,
        lines: pieces.count)
      let separator = bytes[index]
      if separator == UInt8(ascii: ";") {
        guard index > content.lowerBound,
          startsWithProperty((index + 1)..<content.upperBound, bytes)
        else { return nil }
        return rest
      }
      guard separator == UInt8(ascii: ":"), index + 2 < content.upperBound,
        bytes[index + 1] == 0x20,
        let address = leadingAddress((index + 2)..<content.upperBound, bytes)
      else { return nil }
      rest.address = address
      rest.headerEnd = address.upperBound
      return rest
    }
    return nil
  }

  /// Whether `range` starts with ` key = `, as a description's first property does.
  func startsWithProperty(_ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    guard range.count > 1, bytes[range.lowerBound] == 0x20 else { return false }
    var index = range.lowerBound + 1
    while index < range.upperBound && isClassNameByte(bytes[index]) { index += 1 }
    guard index > range.lowerBound + 1 else { return false }
    return bytes[index..<range.upperBound].starts(with: " = ".utf8)
  }

  /// A byte of a class name as a wrapped line may continue it: letters, digits, `_`, `$`
  /// (SwiftUI's generics) and `.` (module-qualified names).
  func isClassNameByte(_ byte: UInt8) -> Bool {
    (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
      || byte == UInt8(ascii: "$") || byte == UInt8(ascii: ".")
  }

  /// Where the rest of a wrapped class name is: its pieces on the following lines, the address
  /// after it, where the header ends and where the last of those lines ends.
  struct WrappedClassName {
    var pieces: [Range<Int>]
    var address: Range<Int>?
    var headerEnd: Int
    var end: Int
    var lastLine: Range<Int>
    var lines: Int
  }
  /// Whether a following line cannot continue an open description: it is blank, or starts a
  /// node or depth markers. A line starting with `<` is the rest of a row wrapped at a fixed
  /// width, not a node, when it closes more descriptions than it opens (`<CALayer: 0x…>>`), or
  /// when the line before ends in a key's `=` or `:` (`gestureRecognizers =`): no row is cut
  /// there but by wrapping, and the description is that key's value.
  func cannotContinue(
    _ line: Range<Int>, after previous: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    let index = ByteRanges.skipCommentPrefix(line, bytes)
    guard index < line.upperBound else { return true }
    let byte = bytes[index]
    if byte == UInt8(ascii: "<") {
      if let last = ByteRanges.trimTrailing(previous, bytes).last,
        bytes[last] == UInt8(ascii: "=") || bytes[last] == UInt8(ascii: ":")
      {
        return false
      }
      let scanner = DescriptionScanner(bytes)
      guard let own = scanner.closingBracket(from: index + 1, to: line.upperBound) else {
        return true
      }
      return scanner.closingBracket(from: own + 1, to: line.upperBound) == nil
    }
    return byte == UInt8(ascii: "|") || byte == 0x0D
  }

  /// Whether a line starts as a console line (`2024-05-06 10:11:12.345 Shop[42:7] …`) or a
  /// prompt with its command (`(lldb) p …`), as no description goes on.
  func startsWithLead(_ line: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let subject = UnsafeBufferPointer(rebasing: bytes[line])
    return (try? log.matches(subject)) == true || (try? prompt.matches(subject)) == true
  }

  /// The `0x…` address that starts a line, followed by `;`, `>` or the line's end.
  func leadingAddress(_ line: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>)
    -> Range<Int>?
  {
    let start = ByteRanges.skipCommentPrefix(line, bytes)
    guard line.upperBound - start > 2, bytes[start] == UInt8(ascii: "0"),
      bytes[start + 1] == UInt8(ascii: "x")
    else { return nil }
    var end = start + 2
    while end < line.upperBound && ByteRanges.isHexDigit(bytes[end]) { end += 1 }
    guard end > start + 2 else { return nil }
    guard end == line.upperBound else {
      let after = bytes[end]
      // A view's address ends at its `;` or `>`; a constraint's goes on with its text
      // (`<NSLayoutConstraint:` then `0x6000… UIView:0x7f….width == 200`).
      return after == UInt8(ascii: ";") || after == UInt8(ascii: ">") || after == 0x0D
        ? start..<end : nil
    }
    return start..<end
  }

  func isBlank(_ line: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes[line].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
  }

  /// A line cut on purpose (`…`, `[…]`, `...`) does not continue on the next line.
  static func endsWithElision(_ content: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var end = content.upperBound
    if end > content.lowerBound && bytes[end - 1] == UInt8(ascii: "]") { end -= 1 }
    guard end - content.lowerBound >= 3 else { return false }
    let last = bytes[(end - 3)..<end]
    return last.elementsEqual([0x2E, 0x2E, 0x2E]) || last.elementsEqual([0xE2, 0x80, 0xA6])
  }
}
