/// The last resort for a line under depth markers: a view whose `description` is overridden
/// prints free text (`   | CustomDebugDescription`), which becomes a node of kind `.custom`.
/// Markers followed by `<` and no readable class are reported as unreadable instead.
struct CustomDescriptionReader {
  func read(_ line: LineContext) -> LineReadOutcome {
    let bytes = line.bytes
    var index = ByteRanges.skipCommentPrefix(line.content, bytes)
    var markers = 0
    while index < line.content.upperBound {
      let byte = bytes[index]
      if byte == UInt8(ascii: "|") {
        markers += 1
      } else if !ByteRanges.isSpace(byte) {
        break
      }
      index += 1
    }
    guard markers > 0, index < line.content.upperBound else { return .noHeader }
    let first = bytes[index]
    if first == UInt8(ascii: "<") {
      return .unreadableHeader(offset: index - line.content.lowerBound)
    }
    // Elisions (`|    ...`) and punctuation are not descriptions, nor is a Markdown table's
    // row (`| Step | Outcome |`), which ends with a pipe as well.
    guard isIdentifierStart(first), bytes[line.content.upperBound - 1] != UInt8(ascii: "|")
    else { return .noHeader }
    let text = line.span(absolute: index..<line.content.upperBound)
    // Not UIKit's `key = value` syntax: its fields are read as another `|` tree's are.
    var record = line.record(format: .other, kind: .custom, markerDepth: markers)
    record.source = line.span(absolute: line.content)
    record.description = text
    let name = className(from: index, to: line.content.upperBound, bytes)
    record.className = line.span(absolute: name)
    record.body = line.span(absolute: name.upperBound..<line.content.upperBound)
    return .node(record)
  }

  /// The class a test framework's row names before its accessibility fields or states
  /// (KIF: `UITableView, identifier: reminders table`, `UIDatePicker (enabled) (not
  /// selected)`), or a sketch's row before a code comment (`MyTitleView // ← the title`): the
  /// leading name when a `, `, ` (` or ` //` follows it; otherwise the whole text, a view's own
  /// free description (`Badge count=3`).
  private func className(from start: Int, to end: Int, _ bytes: UnsafeBufferPointer<UInt8>)
    -> Range<Int>
  {
    var nameEnd = start
    while nameEnd < end && isNamePart(bytes[nameEnd]) { nameEnd += 1 }
    guard nameEnd + 1 < end,
      bytes[nameEnd] == UInt8(ascii: ",") && bytes[nameEnd + 1] == UInt8(ascii: " ")
        || bytes[nameEnd] == UInt8(ascii: " ") && bytes[nameEnd + 1] == UInt8(ascii: "(")
        || Self.startsComment(nameEnd, end, bytes)
    else { return start..<end }
    return start..<nameEnd
  }

  /// Whether a code comment (` // …`) starts at `index`: an author's remark after a class
  /// name in a sketch of a hierarchy (`_UINavigationBarContentView // ← content goes here`).
  private static func startsComment(_ index: Int, _ end: Int, _ bytes: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    var index = index
    while index < end && ByteRanges.isSpace(bytes[index]) { index += 1 }
    return index + 1 < end && bytes[index] == UInt8(ascii: "/")
      && bytes[index + 1] == UInt8(ascii: "/") && index > 0 && ByteRanges.isSpace(bytes[index - 1])
  }

  /// The root of a dump whose views all print custom descriptions has no marker: a lone class
  /// name (`UIWindow`, see `loneName`) right before a custom row with one marker (`|\tUIView`).
  func readRoot(_ line: LineContext, name: Range<Int>, before next: LineContext) -> NodeRecord? {
    guard case .node(let child) = read(next), child.markerDepth == 1 else { return nil }
    var record = line.record(format: .other, kind: .custom, markerDepth: 0)
    record.source = line.span(absolute: line.content)
    record.description = line.span(absolute: name.lowerBound..<line.content.upperBound)
    let className = className(from: name.lowerBound, to: line.content.upperBound, line.bytes)
    record.className = line.span(absolute: className)
    record.body = line.span(absolute: className.upperBound..<line.content.upperBound)
    return record
  }

  /// The text of a line that could be such a root: a class name alone (`UIWindow`,
  /// `MyApp.RootView`), or followed by the states a test framework's row prints after it
  /// (KIF: `UIDatePicker (enabled) (not selected)`). (With fields, `UIWindow, label: Main`,
  /// it reads as an XCUITest element.)
  /// A backtick before the name is Cycript's quote around a result (`` `UIWindow ``).
  func loneName(_ line: LineContext) -> Range<Int>? {
    let bytes = line.bytes
    var start = ByteRanges.skipCommentPrefix(line.content, bytes)
    let end = line.content.upperBound
    if start < end && bytes[start] == UInt8(ascii: "`") { start += 1 }
    guard start < end, bytes[start] < 0x80, isIdentifierStart(bytes[start]) else { return nil }
    var nameEnd = start + 1
    while nameEnd < end && isNamePart(bytes[nameEnd]) { nameEnd += 1 }
    if nameEnd == end { return start..<end }
    let rest = UnsafeBufferPointer(rebasing: bytes[nameEnd..<end])
    let isStates = rest.starts(with: " (".utf8) && rest.last == UInt8(ascii: ")")
    if Self.startsComment(nameEnd, end, bytes) { return start..<end }
    return isStates ? start..<end : nil
  }

  private func isNamePart(_ byte: UInt8) -> Bool {
    (byte < 0x80 && isIdentifierStart(byte))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".")
      || byte == UInt8(ascii: "$")
  }

  private func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
      || byte >= 0x80
  }
}
