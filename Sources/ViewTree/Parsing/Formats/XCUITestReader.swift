import PCRE2

/// Reads XCUITest element rows (`po app`, `debugDescription`):
/// ` →Application, 0x…, pid: 1, label: 'App'`, `    Window (Main), 0x…, {{0.0, 0.0}, {393.0, 852.0}}`,
/// `Button, 0x…, {{…}}, identifier: '…', label: '…', Selected`, or Xcode 26's address-less
/// rows with a flat `{x, y, w, h}` frame; or as Xcode 7 and 8 printed them, the address after
/// the type and a colon, `Button 0x…: traits: 8589934593, {{…}}, label: 'Back'`,
/// `Window 0x…: Main Window, {{…}}`. Depth is the indentation; the root's arrow stands
/// where the first level's indentation would, so the rows after it are its descendants even
/// when a paste stripped every row's indentation (they are then all its children).
///
/// The sparse tree of matches a failed query prints (`Multiple matching elements found`)
/// marks each row below the application with `↳`, maybe after `⋅ ` marks, and may print a
/// type alone: ` ↳Window (Main)`, `  ↳Cell, label: 'Aladdin'`, `⋅ ↳Button, label: '…'`. Its
/// depth is the indentation plus one per `⋅`.
struct XCUITestReader {
  static let pattern = LineGrammar.compile(
    #"^(?<indent>[ \t]*+(?:(?://+|/\*+|\*)[ \t]*+)?)(?<arrow>\x{E2}\x{86}\x{92}|->|"#
      + mojibakeArrow + "|" + escapedArrow + #")?"#
      + #"(?<type>[A-Z][A-Za-z]*)(?:(?<main> \(Main\))?, "#
      + #"(?=0x|\{|pid:|traits:|identifier:|label:|title:|value:|placeholderValue:|Selected"#
      + #"|Disabled"#
      // A row wrapped at a fixed width may end after its address's comma.
      + #"|Keyboard Focused|Focused)(?:(?<address>0x[0-9A-Fa-f]+)(?:, |,?$))?"#
      + #"| (?<oldAddress>0x[0-9A-Fa-f]+):(?: |$))"#)

  /// `→` read as Windows-1252 and written again as UTF-8 (`â†’`), by a log viewer or a CI
  /// system that took the bytes for another encoding.
  static let mojibakeArrow = #"\x{C3}\x{A2}\x{E2}\x{80}\x{A0}\x{E2}\x{80}\x{99}"#

  /// `→` as a string literal's escape in a test's source: `\u2192` (Python, JSON, Java) or
  /// `\u{2192}` (Swift).
  static let escapedArrow = #"\\u2192|\\u\{2192\}"#

  /// A sparse tree's row: `↳` and the type, alone or with its attributes.
  static let sparseRow = LineGrammar.compile(
    #"^(?<indent>[ \t]*+(?:(?://+|/\*+|\*)[ \t]*+)?)(?<dots>(?:\x{E2}\x{8B}\x{85}[ \t]*+)*)"#
      + #"\x{E2}\x{86}\x{B3}(?<type>[A-Z][A-Za-z]*)(?: \(Main\))?"#
      + #"(?:, (?:(?<address>0x[0-9A-Fa-f]+)(?:, |$))?.*)?$"#)

  /// A row's first line when wrapping at a fixed width cut it right after its type's comma.
  static let head = LineGrammar.compile(
    #"^(?<indent>[ \t]*+(?:(?://+|/\*+|\*)[ \t]*+)?)(?:\x{E2}\x{86}\x{92}|->|"# + mojibakeArrow
      + "|" + escapedArrow + #")?"#
      + #"(?<type>[A-Z][A-Za-z]*)(?: \(Main\))?,$"#)
  /// The rest of such a row, in the next line's first column: its address or its frame.
  static let rest = LineGrammar.compile(#"^(?:(?<address>0x[0-9A-Fa-f]+)(?:,|$)|\{)"#)

  private let matcher = pattern.matcher()
  private let sparseMatcher = sparseRow.matcher()
  private static let sparseGroups = (
    indent: sparseRow.groupNumber(named: "indent")!, dots: sparseRow.groupNumber(named: "dots")!,
    type: sparseRow.groupNumber(named: "type")!, address: sparseRow.groupNumber(named: "address")!
  )
  private let headMatcher = head.matcher()
  private let restMatcher = rest.matcher()
  private let groups: (indent: Int, arrow: Int, type: Int, address: Int, oldAddress: Int)
  private let headGroups: (indent: Int, type: Int)
  private let restAddress: Int

  init() {
    groups = (
      Self.pattern.groupNumber(named: "indent")!, Self.pattern.groupNumber(named: "arrow")!,
      Self.pattern.groupNumber(named: "type")!, Self.pattern.groupNumber(named: "address")!,
      Self.pattern.groupNumber(named: "oldAddress")!
    )
    headGroups = (Self.head.groupNumber(named: "indent")!, Self.head.groupNumber(named: "type")!)
    restAddress = Self.rest.groupNumber(named: "address")!
  }

  func read(_ line: LineContext) -> LineReadOutcome {
    guard (try? matcher.matches(line.subject)) == true else { return readSparse(line) }
    let indent = matcher.range(groups.indent)!
    let type = matcher.range(groups.type)!
    // The arrow's row is shallower than any row after it, in its column or not.
    let depth =
      IndentWidth.columns(line.subject[indent]) - (matcher.range(groups.arrow) != nil ? 1 : 0)
    if let oldAddress = matcher.range(groups.oldAddress) {
      // The fields start after the address's colon: `traits: …, {{…}}, label: …`.
      var record = line.record(format: .xcuitest, kind: .element, markerDepth: depth)
      record.className = line.span(relative: type)
      record.address = line.span(relative: oldAddress)
      record.description = line.span(relative: indent.upperBound..<line.subject.count)
      record.body = line.span(relative: (oldAddress.upperBound + 1)..<line.subject.count)
      return .node(record)
    }
    let address = matcher.range(groups.address)
    // An element prints an address, a frame or an attribute (`pid:`, `label:`…); flags alone
    // (`Focused, Disabled`) are the rest of a row that wrapping at a fixed width cut.
    let rest = line.subject[type.upperBound...]
    if address == nil && !rest.contains(UInt8(ascii: "{")) && !rest.contains(UInt8(ascii: ":"))
      && !ByteText.contains(UnsafeBufferPointer(rebasing: rest), "0x")
    {
      return .noHeader
    }
    var record = line.record(format: .xcuitest, kind: .element, markerDepth: depth)
    record.className = line.span(relative: type)
    if let address { record.address = line.span(relative: address) }
    record.description = line.span(relative: indent.upperBound..<line.subject.count)
    record.body = line.span(relative: type.upperBound..<line.subject.count)
    return .node(record)
  }

  /// A sparse tree's `↳` row, or `.noHeader`.
  private func readSparse(_ line: LineContext) -> LineReadOutcome {
    let groups = Self.sparseGroups
    guard (try? sparseMatcher.matches(line.subject)) == true,
      let indent = sparseMatcher.range(groups.indent), let dots = sparseMatcher.range(groups.dots),
      let type = sparseMatcher.range(groups.type)
    else { return .noHeader }
    let dotCount = line.subject[dots].count { $0 == 0x85 }
    var record = line.record(
      format: .xcuitest, kind: .element,
      markerDepth: IndentWidth.columns(line.subject[indent]) + dotCount)
    record.className = line.span(relative: type)
    if let address = sparseMatcher.range(groups.address) {
      record.address = line.span(relative: address)
    }
    record.description = line.span(relative: indent.upperBound..<line.subject.count)
    record.body = line.span(relative: type.upperBound..<line.subject.count)
    return .node(record)
  }

  /// A row wrapped at a fixed width right after its type (`→Application,` or `Group,` alone),
  /// whose address or frame starts `next` in its first column (`0x…, pid: 1, …`); nil
  /// otherwise.
  func readWrapped(_ line: LineContext, next: Range<Int>) -> NodeRecord? {
    guard let rest = line.wrappedHead(next: next, head: headMatcher, rest: restMatcher) else {
      return nil
    }
    let indent = headMatcher.range(headGroups.indent)!
    var record = line.record(
      format: .xcuitest, kind: .element, markerDepth: IndentWidth.columns(line.subject[indent]))
    let type = headMatcher.range(headGroups.type)!
    record.className = line.span(relative: type)
    if let address = restMatcher.range(restAddress) {
      record.address = line.span(
        absolute: (rest.lowerBound + address.lowerBound)..<(rest.lowerBound + address.upperBound))
    }
    let start = line.content.lowerBound
    record.description = line.span(absolute: (start + indent.upperBound)..<rest.upperBound)
    record.body = line.span(absolute: (start + type.upperBound)..<rest.upperBound)
    record.source = line.span(absolute: line.fullLine.lowerBound..<next.upperBound)
    return record
  }

  /// Where a row goes on that wrapping at a fixed width cut within its attributes: at one of
  /// the spaces their syntax has (after a `,` or a `:`, inside a quoted value, within
  /// `Keyboard Focused`), so the row's text ends where a complete row cannot. Each following
  /// line that goes on in its first column and is no row itself (`Focused, Disabled`,
  /// `in', Selected`) is taken while the text still ends so, up to `maxLines`. The row's frame
  /// must be closed.
  func wrappedAttributes(
    of record: NodeRecord, after line: LineContext, followingLine: (Int) -> Range<Int>?
  ) -> (end: Int, lastLine: Range<Int>, lines: Int)? {
    let bytes = line.bytes
    // The row's description, without its indentation: the rows of a deep tree are told
    // complete without walking it.
    let start = Int(record.description.start) - line.bias
    var taken: (end: Int, lastLine: Range<Int>, lines: Int)? = nil
    var end = line.content.upperBound
    while taken?.lines ?? 0 < Self.maxLines,
      Self.endsWithinAttributes(UnsafeBufferPointer(rebasing: bytes[start..<end]))
    {
      // A label's paragraphs: blank lines inside a quoted value are the value's, when a line
      // that goes on and closes a quote follows them (text after a row cut inside its label
      // does not).
      let first = taken?.lines ?? 0
      var offset = first
      while offset < Self.maxLines, let blank = followingLine(offset),
        ByteRanges.trimLine(blank, bytes).isEmpty,
        Self.endsInsideQuotedValue(UnsafeBufferPointer(rebasing: bytes[start..<end]))
      {
        offset += 1
      }
      guard offset < Self.maxLines, let next = followingLine(offset), let head = next.first,
        !ByteRanges.isSpace(bytes[head]),
        offset == first || bytes[next].contains(UInt8(ascii: "'"))
      else { break }
      // A frame left open is `wrappedFrame`'s to close, or no row's.
      if taken == nil
        && ByteRanges.balance(
          start..<end, bytes, open: UInt8(ascii: "{"), close: UInt8(ascii: "}")) > 0
      {
        return nil
      }
      let rest = ByteRanges.trimLine(next, bytes)
      let row = LineContext(
        bytes: bytes, content: rest, fullLine: next, bias: line.bias,
        lineNumber: line.lineNumber)
      guard !rest.isEmpty, case .noHeader = read(row) else { break }
      end = rest.upperBound
      taken = (end, next, offset + 1)
    }
    return taken
  }

  /// The most lines `wrappedAttributes` takes: a long label wrapped at a narrow width.
  static let maxLines = 8

  /// Whether a row's text stops where a complete row cannot: after a `,` or a `:`, inside a
  /// quoted value (`label: 'Sign`), or after `Keyboard`. The text may already hold the line
  /// breaks of earlier cuts.
  static func endsWithinAttributes(_ row: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let last = row.last else { return false }
    if last == UInt8(ascii: ",") || last == UInt8(ascii: ":") { return true }
    if row.count >= 8 && row[(row.count - 8)...].elementsEqual("Keyboard".utf8) { return true }
    return endsInsideQuotedValue(row)
  }

  /// Whether the last quoted value is open: no `'` ends the row, and no `',` follows the `'`
  /// that opens it after a `:`.
  static func endsInsideQuotedValue(_ row: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let last = row.last, last != UInt8(ascii: "'"), let opening = lastValueOpening(row)
    else { return false }
    return !ByteText.contains(UnsafeBufferPointer(rebasing: row[(opening + 1)...]), "',")
  }

  /// Where the last quoted value opens: a `'` after a `:` and blanks or line breaks.
  private static func lastValueOpening(_ row: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = row.count - 1
    while index > 0 {
      if row[index] == UInt8(ascii: "'") {
        var before = index - 1
        while before > 0
          && (ByteRanges.isSpace(row[before]) || row[before] == 0x0A || row[before] == 0x0D)
        {
          before -= 1
        }
        if row[before] == UInt8(ascii: ":") { return index }
        index = before
      } else {
        index -= 1
      }
    }
    return nil
  }

  /// The content of `next` when it holds the rest of a row wrapped at a fixed width inside its
  /// frame: the row ends with the frame open after a comma (`{{0.0, 0.0}, {393.0,`), and
  /// `next`, from its first column, goes on with a number or `{` and closes the frame
  /// (`852.0}}, label: 'Menu'`); or before its frame, after its address's comma
  /// (`Group, 0x…,` then `{{587.0, 36.0}, {380.0, 293.0}}, Disabled`).
  static func wrappedFrame(after line: LineContext, next: Range<Int>) -> Range<Int>? {
    let bytes = line.bytes
    guard let last = line.content.last, bytes[last] == UInt8(ascii: ","),
      next.lowerBound < next.upperBound
    else { return nil }
    // A wrap at the space after the comma may leave that space at the next line's start.
    var start = next.lowerBound
    while start < next.upperBound && start - next.lowerBound < 2 && ByteRanges.isSpace(bytes[start])
    {
      start += 1
    }
    guard start < next.upperBound else { return nil }
    let first = bytes[start]
    guard
      first &- UInt8(ascii: "0") < 10 || first == UInt8(ascii: "-") || first == UInt8(ascii: "{")
    else { return nil }
    var open = ByteRanges.balance(
      line.content, bytes, open: UInt8(ascii: "{"), close: UInt8(ascii: "}"))
    guard
      open > 0
        || (first == UInt8(ascii: "{") && !line.subject.contains(UInt8(ascii: "{")))
    else { return nil }
    for byte in bytes[next] {
      if byte == UInt8(ascii: "{") {
        open += 1
      } else if byte == UInt8(ascii: "}") {
        open -= 1
        if open == 0 { return ByteRanges.trimLine(next, bytes) }
      }
    }
    return nil
  }
}
