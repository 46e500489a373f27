import PCRE2

/// Reads `_autolayoutTrace` rows: `|   ` per level, an optional marker (`•` layout engine
/// host, `*` auto layout, `+` manual but in the engine, or the escaped `\u2022`), then
/// `Name:0xADDR` with no space (the name may be an accessibility identifier with spaces, but
/// holds no `[`: `po [Class selector:0x…]` is a command; nor `]`, so that a line of brackets
/// is not searched to its end once per `]`), a quoted title and
/// `AMBIGUOUS LAYOUT` / `MISSING HOST CONSTRAINTS` suffixes; or iOS 7's bracketed
/// `*<Name:0xADDR> - AMBIGUOUS LAYOUT`, the address maybe shortened by an author
/// (`0x7f8b…`, `0x7f8b...`); or a layout guide printed as a description,
/// `*<UILayoutGuide: 0x… - "…", layoutFrame = …>`. A constraint's item is no row: a layout
/// attribute follows it (`UIView:0x….width`, `UILabel:0x…'Title'.leading`), and a constraint
/// (`NSAutoresizingMaskLayoutConstraint:0x… h=--& …`, quoted in prose) is not a view.
struct AutolayoutTraceReader {
  static let pattern = LineGrammar.compile(
    #"^(?<prefix>[ \t]*+(?:(?://+|/\*+|`)[ \t]*+)?|.*\][ \t]*)(?<markers>(?:\|[ \t]*+)*+)"#
      + #"(?<mark>\x{E2}\x{80}\x{A2}|\*|\+|\\u2022)?"#
      + #"(?:<(?<guide>[A-Za-z_$][\w.$]*): (?<guideAddress>0x[0-9A-Fa-f]+) -(?: |$)"#
      + #"|<(?<bracketed>[A-Za-z_$][\w.$]*):(?<bracketedAddress>0x[0-9A-Fa-f]+)"#
      + #"(?:(?:\.{2,}|\x{E2}\x{80}\x{A6})?>|(?<cut>$))"#
      + #"|(?<name>[A-Za-z_$][^:'<>|\[\]\t\n]*?)(?<!Constraint):(?<address>0x[0-9A-Fa-f]++)"#
      + #"(?!(?:'[^'\n]*')?\.[A-Za-z]))"#)

  private let matcher = pattern.matcher()
  private let groups:
    (
      markers: Int, mark: Int, guide: Int, guideAddress: Int, bracketed: Int,
      bracketedAddress: Int, cut: Int, name: Int, address: Int
    )

  init() {
    let pattern = Self.pattern
    groups = (
      pattern.groupNumber(named: "markers")!, pattern.groupNumber(named: "mark")!,
      pattern.groupNumber(named: "guide")!, pattern.groupNumber(named: "guideAddress")!,
      pattern.groupNumber(named: "bracketed")!, pattern.groupNumber(named: "bracketedAddress")!,
      pattern.groupNumber(named: "cut")!, pattern.groupNumber(named: "name")!,
      pattern.groupNumber(named: "address")!
    )
  }

  func read(_ line: LineContext) -> LineReadOutcome {
    let subject = line.subject
    guard (try? matcher.matches(subject)) == true else { return .noHeader }
    let markers = matcher.range(groups.markers)!
    var record = line.record(
      format: .autolayoutTrace, kind: .view,
      markerDepth: ByteRanges.countMarkers(subject, markers))
    let start = matcher.range(groups.mark)?.lowerBound ?? markers.upperBound
    let end = subject.count
    if let guide = matcher.range(groups.guide) {
      record.kind = .layoutGuide
      record.className = line.span(relative: guide)
      record.address = line.span(relative: matcher.range(groups.guideAddress)!)
    } else if let bracketed = matcher.range(groups.bracketed) {
      // A bracketed row cut inside its address (`*<UIView:0x7fc260e099` at a page's end) is
      // a trace row only behind its mark; it is kept, truncated.
      if matcher.range(groups.cut) != nil {
        guard matcher.range(groups.mark) != nil else { return .noHeader }
        record.isClosed = false
      }
      record.className = line.span(relative: bracketed)
      record.address = line.span(relative: matcher.range(groups.bracketedAddress)!)
    } else {
      record.className = line.span(relative: matcher.range(groups.name)!)
      record.address = line.span(relative: matcher.range(groups.address)!)
    }
    record.body = line.span(relative: matcher.range(0)!.upperBound..<end)
    record.description = line.span(relative: start..<end)
    if record.kind != .layoutGuide {
      if Self.endsInsideSuffix(subject) { record.isClosed = false }
      if let tail = Self.unreadText(subject, from: matcher.range(0)!.upperBound) {
        record.tail = line.span(relative: tail)
      }
    }
    return .node(record)
  }

  /// What a row holds besides its title and suffixes (`*UIView:0x… see screenshot below`, an
  /// author's remark): kept as the row's tail rather than dropped.
  static func unreadText(_ subject: UnsafeBufferPointer<UInt8>, from start: Int) -> Range<Int>? {
    let after = UnsafeBufferPointer(rebasing: subject[start...])
    var end = subject.count
    for suffix: StaticString in ["- AMBIGUOUS LAYOUT", ", MISSING HOST CONSTRAINTS"] {
      if let found = ByteText.firstOffset(of: suffix, in: after) { end = min(end, start + found) }
    }
    var rest = ByteRanges.trim(start..<end, subject)
    // The title, glued to the address or after a space; it may hold quotes.
    if !rest.isEmpty && subject[rest.lowerBound] == UInt8(ascii: "'"),
      let close = subject[rest].lastIndex(of: UInt8(ascii: "'")), close > rest.lowerBound
    {
      rest = ByteRanges.trim((close + 1)..<rest.upperBound, subject)
    }
    // A suffix cut short (`-`, `- AMBIG`) is no text of its own (`endsInsideSuffix`), nor is a
    // page's markup residue (a table's `| |`, an inline code span's closing backtick).
    guard !rest.isEmpty, !isSuffixStart(subject[rest]),
      subject[rest].contains(where: { !Self.isMarkupResidue($0) })
    else { return nil }
    return rest
  }

  private static func isMarkupResidue(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "|") || byte == UInt8(ascii: "`") || ByteRanges.isSpace(byte)
  }

  /// Whether `text` is the start of a suffix, as a row cut inside it ends.
  private static func isSuffixStart(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    ["- AMBIGUOUS LAYOUT", ", MISSING HOST CONSTRAINTS"].contains { $0.utf8.starts(with: text) }
  }

  /// Whether a row ends with the start of a suffix only (`- A`, `- AMBIG`, `-`, `, MISSING`):
  /// the paste cut it there.
  static func endsInsideSuffix(_ subject: UnsafeBufferPointer<UInt8>) -> Bool {
    var end = subject.count
    while end > 0 && ByteRanges.isSpace(subject[end - 1]) { end -= 1 }
    for suffix in ["- AMBIGUOUS LAYOUT", ", MISSING HOST CONSTRAINTS"] {
      let lead = suffix.utf8.first!
      guard let mark = subject[..<end].lastIndex(of: lead) else { continue }
      let tail = subject[mark..<end]
      if tail.count < suffix.utf8.count && suffix.utf8.starts(with: tail) { return true }
    }
    return false
  }

  /// The line that holds the rest of a row wrapped before its suffix: the row ends with the
  /// `-` or `,` that leads it (`*UILabel:0x…'E-mail address'-`), and the next line starts with
  /// `AMBIGUOUS LAYOUT` or `MISSING HOST CONSTRAINTS` (a console that broke the line there).
  /// Nil for any other next line.
  /// Also the list of an ambiguity that went on to the next line, behind the markers of the
  /// row's depth (`… - AMBIGUOUS LAYOUT` then `|   |     for UILabel:0x….minX{id: 31}, …`).
  static func wrappedSuffix(after line: LineContext, next: Range<Int>) -> Range<Int>? {
    let bytes = line.bytes
    let content = ByteRanges.trimLine(line.content, bytes)
    guard let last = content.last.map({ bytes[$0] }) else { return nil }
    let rest = ByteRanges.trimLine(next, bytes)
    if last == UInt8(ascii: "-") || last == UInt8(ascii: ",") {
      guard
        ByteRanges.startsWith(rest, "AMBIGUOUS LAYOUT", bytes)
          || ByteRanges.startsWith(rest, "MISSING HOST CONSTRAINTS", bytes)
      else { return nil }
      return rest
    }
    guard ByteRanges.endsWith(content, "AMBIGUOUS LAYOUT", bytes) else { return nil }
    var start = rest.lowerBound
    while start < rest.upperBound
      && (bytes[start] == UInt8(ascii: "|") || ByteRanges.isSpace(bytes[start]))
    {
      start += 1
    }
    let list = start..<rest.upperBound
    guard ByteRanges.startsWith(list, "for ", bytes),
      ByteText.firstOffset(of: "{id: ", in: UnsafeBufferPointer(rebasing: bytes[list])) != nil
    else { return nil }
    return rest
  }

  /// How many following lines a layout guide's row wrapped at a fixed width takes: its
  /// description is open at the line's end (`*<UILayoutGuide: 0x… -`), and the next lines, with
  /// no depth markers, close it (`"…", layoutFrame = …, owningView =`, then `<UIView: …>>>`).
  /// Nil when a blank line, a row, a quoted line (`> `) or 16 lines come first, or when the
  /// row ends in an author's cut mark (`…; frame = (0 0; 390 844)...`): it is cut, not wrapped.
  static func wrappedGuideLines(after line: LineContext, followingLine: (Int) -> Range<Int>?)
    -> Int?
  {
    let bytes = line.bytes
    let angle = (open: UInt8(ascii: "<"), close: UInt8(ascii: ">"))
    var open = ByteRanges.balance(line.content, bytes, open: angle.open, close: angle.close)
    guard open > 0, !RecursiveDescriptionReader.endsWithElision(line.content, bytes) else {
      return nil
    }
    var taken = 0
    while taken < RecursiveDescriptionReader.maximumContinuationLines,
      let next = followingLine(taken)
    {
      let content = ByteRanges.trimLine(next, bytes)
      guard !content.isEmpty, bytes[content.lowerBound] != UInt8(ascii: "|"),
        !bytes[content].starts(with: "> ".utf8)
      else { return nil }
      open += ByteRanges.balance(content, bytes, open: angle.open, close: angle.close)
      taken += 1
      if open <= 0 { return taken }
    }
    return nil
  }

}
