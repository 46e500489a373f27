/// Lines behind a lead that is no part of the dump: a gutter of line numbers, quote marks, a
/// web page's opening `<pre>` tag, Xcode's console prefix or a chat line's time and speaker.
extension ChunkParser {
  /// A line behind a gutter of line numbers, quote marks, a page's tags or Xcode's console
  /// prefix, or behind two of them: a quoted console line (`> 2024-01-02 … Shop[12:34]
  /// <UIWindow…`), a gutter before quote marks, quote marks before a gutter. Read without them
  /// when that makes it a row, a section line, a prompt, a chat line's first row or an lldb
  /// session on one line; nil when the leads are the line's own text.
  mutating func handleBehindLeads(
    _ line: LineContext, followingLine: (Int) -> Range<Int>?
  ) -> LineDisposition? {
    guard let first = lead(of: line) ?? Self.literalLead(of: line) else { return nil }
    let body = line.piece(first.body)
    if let commands = sessionCommands(body) { return handleSession(commands, of: body) }
    if first.kind == .firstLine && !first.isMark,
      messagePrefix.consoleWidth(of: line.subject) != nil,
      isLoggedObject(body, followingLine: followingLine)
    {
      note(
        line.lineNumber, column(of: body.content.lowerBound, line), .log,
        "skipped: an object the app logged (a bare description, no frame), not a view")
      return .log
    }
    // A logged message that reads as a prompt (`%d items`, `[Tag]`) is still a log line.
    if let disposition = handleBehindLead(
      body, behind: (first, nil), promptCounts: first.isMark, followingLine: followingLine)
    {
      return disposition
    }
    // A chat line quoted in a reply: `> [10:42 AM] Jane Doe: <UIWindow…`.
    if let disposition = handleBehindChatPrefix(body, followingLine: followingLine) {
      return disposition
    }
    guard let second = lead(of: body) ?? Self.literalLead(of: body) else { return nil }
    let inner = body.piece(second.body)
    return handleBehindLead(
      inner, behind: (first, second), promptCounts: first.isMark || second.isMark,
      followingLine: followingLine)
  }

  /// The part of a line that holds no-break (or other Unicode) spaces, to be read with them
  /// made spaces: what follows its gutter, quote marks or console prefix when the indentation
  /// after those holds them (a rendered page's quote of console output), else the whole line.
  /// Nil when it holds none.
  func noBreakSpaceIndented(_ line: LineContext) -> Range<Int>? {
    let subject = line.subject
    if NoBreakSpaceLead.hasNoBreakSpace(subject) { return line.content }
    // Leads are looked for only on lines that hold such a space at all.
    guard NoBreakSpaceLead.containsUnicodeSpace(subject) else { return nil }
    if let body = lead(of: line)?.body,
      NoBreakSpaceLead.hasNoBreakSpace(UnsafeBufferPointer(rebasing: line.bytes[body]))
    {
      return body
    }
    // Unicode spaces between the words of a row (`<UIView:` U+00A0 `0x…`).
    return line.content
  }

  /// What follows the gutter, quote marks or a page's tags (`isMark`), or the console prefix,
  /// a line starts with: ranges of the line's bytes, and what kind of lead it is. A page's
  /// closing tags at the line's end are cut too.
  func lead(of line: LineContext) -> Lead? { Self.lead(of: line, messagePrefix) }

  static func lead(of line: LineContext, _ messagePrefix: MessagePrefix) -> Lead? {
    let subject = line.subject
    let start = line.content.lowerBound
    if let gutter = LineNumberGutter.width(of: subject) {
      return Lead(
        marks: start..<(start + gutter), body: (start + gutter)..<line.content.upperBound,
        isMark: true, kind: .gutter)
    }
    if let marks = QuoteMarks.width(of: subject) {
      return Lead(
        marks: start..<(start + marks), body: (start + marks)..<line.content.upperBound,
        isMark: true, kind: .quote)
    }
    if let tags = HTMLEscapedLine.openingMarkupWidth(of: subject) {
      guard let end = HTMLEscapedLine.closingMarkupStart(of: subject, after: tags) else {
        return nil
      }
      return Lead(
        marks: start..<(start + tags), body: (start + tags)..<(start + end), isMark: true,
        kind: .firstLine)
    }
    return messagePrefix.consoleWidth(of: subject).map {
      Lead(
        marks: start..<(start + $0), body: (start + $0)..<line.content.upperBound,
        isMark: false, kind: .firstLine)
    }
  }

  /// The opening quote of a line quoted as a string literal (`"    Other, 0x…",`), with its
  /// closing quote cut like a page's closing tags. Only a line's own reading asks for it: a
  /// line that goes on with a wrapped row's text may start with a quote of that text.
  static func literalLead(of line: LineContext) -> Lead? {
    let subject = line.subject
    let start = line.content.lowerBound
    return StringLiteralLine.text(of: subject).map {
      Lead(
        marks: start..<(start + $0.lowerBound),
        body: (start + $0.lowerBound)..<(start + $0.upperBound),
        isMark: false, kind: .firstLine)
    }
  }

  /// A line behind a gutter of line numbers, quote marks or a message prefix, read without
  /// them when that makes it a row, a section line or (when `promptCounts`) a prompt; nil when
  /// they are the line's own text.
  mutating func handleBehindLead(
    _ body: LineContext, promptCounts: Bool = true, followingLine: (Int) -> Range<Int>?
  ) -> LineDisposition? {
    let subject = body.subject
    let outcome = readDescription(body, followingLine: followingLine)
    if case .node(let record) = outcome, record.kind != .viewController {
      if let rows = collapsedDescriptionRows(record, of: body) { return handleRows(rows, of: body) }
      return handleRow(body, description: outcome, followingLine: followingLine)
    }
    if let rows = collapsedRows.rows(in: subject) { return handleRows(rows, of: body) }
    if let elements = swiftArray.elements(in: subject) { return handleRows(elements, of: body) }
    if case .node = outcome {
      return handleRow(body, description: outcome, followingLine: followingLine)
    }
    guard
      readOtherFormats(body) != nil || sections.classify(subject) != nil
        || rowWrappedAtItsHead(body, followingLine: followingLine) != nil
        || (promptCounts && matches(promptMatcher, subject))
        || customRoot(body, followingLine: followingLine) != nil
        || isCustomRow(body)
    else { return nil }
    return handleRow(body, description: outcome, followingLine: followingLine)
  }

  /// Whether a line is a row of a custom tree (`   | UILabel 'Title'`, Chisel's and KIF's).
  func isCustomRow(_ line: LineContext) -> Bool {
    guard allows(.recursiveDescription) || allows(.other), case .node = customReader.read(line)
    else { return false }
    return true
  }

  /// Whether a line behind Xcode's console prefix is an object the app logged
  /// (`NSLog(@"%@", block)` prints `… MyApp[1:2] <__NSMallocBlock__: 0x…>`): a description
  /// with nothing after its address, which no view prints (a view's has its frame), and no
  /// row of markers below it, as the next line stands or behind its own prefix.
  func isLoggedObject(_ body: LineContext, followingLine: (Int) -> Range<Int>?) -> Bool {
    guard let record = peekRow(body, followingLine: { _ in nil }) else { return false }
    return Self.isBareObject(record) && !markedRowFollows(body, followingLine: followingLine)
  }

  /// The root of a custom tree: a lone class name (`UIWindow`) right above a row of it, which
  /// may stand behind its own lead (a gutter, quote marks or console prefix, as this one did),
  /// or be indented with no-break spaces (a rendered page's, whose root line has none). One
  /// blank line may come between them (a double-spaced paste).
  func customRoot(_ line: LineContext, followingLine: (Int) -> Range<Int>?) -> NodeRecord? {
    guard allows(.recursiveDescription) || allows(.other), let name = customReader.loneName(line),
      var next = followingLine(0)
    else { return nil }
    if ByteRanges.trimLine(next, line.bytes).isEmpty {
      guard let after = followingLine(1) else { return nil }
      next = after
    }
    for candidate in followingCandidates(line, next) {
      if let root = customReader.readRoot(line, name: name, before: candidate) { return root }
      guard NoBreakSpaceLead.hasNoBreakSpace(candidate.subject) else { continue }
      var spaced: [UInt8] = []
      NoBreakSpaceLead.normalize(candidate.subject, into: &spaced)
      let root = spaced.withUnsafeBufferPointer { bytes in
        // The row is only looked at: its spans, in this copy, are not kept.
        let row = 0..<(bytes.count - 1)
        let context = LineContext(
          bytes: bytes, content: row, fullLine: row, bias: 0, lineNumber: candidate.lineNumber)
        return customReader.readRoot(line, name: name, before: context)
      }
      if let root { return root }
    }
    return nil
  }

  /// The line after `line`, whose range is `next`, as it stands and behind its own lead.
  func followingCandidates(_ line: LineContext, _ next: Range<Int>) -> [LineContext] {
    let nextLine = line.following(next)
    return [nextLine] + (lead(of: nextLine).map { [nextLine.piece($0.body)] } ?? [])
  }

  /// A dump's first row behind a chat line's time and speaker or a print label, read without
  /// them when a row of the same format follows below it; nil otherwise.
  mutating func handleBehindChatPrefix(
    _ line: LineContext, followingLine: (Int) -> Range<Int>?
  ) -> LineDisposition? {
    for width in messagePrefix.chatWidths(of: line.subject) {
      let body = line.piece((line.content.lowerBound + width)..<line.content.upperBound)
      guard opensTree(body, followingLine: followingLine) else { continue }
      return handleBehindLead(body, followingLine: followingLine)
    }
    if let width = repeatedLabelWidth(line, followingLine: followingLine) {
      let body = line.piece((line.content.lowerBound + width)..<line.content.upperBound)
      return handleBehindLead(body, followingLine: followingLine)
    }
    return nil
  }

  /// The width of a print loop's label (`sub: `, `___sub:___`) that the line above or below
  /// repeats byte for byte before a row of its own: each line is `label` then a whole row
  /// (`print("sub: \(subview)")` for each subview). Short text before the first `<`, holding
  /// none of a row's punctuation and starting with no depth marker or comment mark; the rows
  /// on both lines end with their descriptions, so repeated log sentences that quote a view
  /// (`Error: <UIView: …> has no width`) stay text. Nil otherwise.
  func repeatedLabelWidth(_ line: LineContext, followingLine: (Int) -> Range<Int>?) -> Int? {
    let subject = line.subject
    guard let open = subject.firstIndex(of: UInt8(ascii: "<")), open > 0, open <= 80,
      let first = subject[..<open].first(where: { !ByteRanges.isSpace($0) }),
      !"+*#/>-|".utf8.contains(first),
      !subject[..<open].contains(where: { "<>|[](),;\"".utf8.contains($0) })
    else { return nil }
    let bytes = line.bytes
    let label = bytes[line.content.lowerBound..<(line.content.lowerBound + open)]
    func isLabelledRow(_ candidate: LineContext) -> Bool {
      guard candidate.content.count > open,
        bytes[candidate.content.lowerBound..<(candidate.content.lowerBound + open)]
          .elementsEqual(label)
      else { return false }
      let body = candidate.piece(
        (candidate.content.lowerBound + open)..<candidate.content.upperBound)
      guard let row = peekRow(body, followingLine: { _ in nil }) else { return false }
      return row.isClosed && row.tail.isEmpty
    }
    guard isLabelledRow(line) else { return nil }
    if let next = followingLine(0), isLabelledRow(line.following(next)) { return open }
    if let previous = Self.previousLine(of: line), isLabelledRow(line.following(previous)) {
      return open
    }
    return nil
  }

  /// The range of the line before `line` in its buffer, nil for the buffer's first line. The
  /// input is shared by every chunk, so this reads the same whichever chunk `line` is in.
  static func previousLine(of line: LineContext) -> Range<Int>? {
    let start = line.fullLine.lowerBound
    guard start > 0, line.bytes[start - 1] == 0x0A else { return nil }
    var previousStart = start - 1
    while previousStart > 0 && line.bytes[previousStart - 1] != 0x0A { previousStart -= 1 }
    return previousStart..<(start - 1)
  }

  /// Whether `line` is a row and the next line a row of the same format below it, as it
  /// stands or behind its own lead (the quote marks of a quoted chat line): a chat line's
  /// prefix before a dump's first row is then no sentence quoting a view (nor a wrapped row's
  /// rest, `with: <_UIFullscreenPresentationController 0x…>`). An AppKit row followed by the
  /// legend AppKit prints after its dump opens one too, of a single node.
  func opensTree(_ line: LineContext, followingLine: (Int) -> Range<Int>?) -> Bool {
    guard let root = peekRow(line, followingLine: followingLine), let next = followingLine(0)
    else { return false }
    let candidates = followingCandidates(line, next)
    if root.format == .subtreeDescription
      && candidates.contains(where: { sections.classify($0.subject) == .legend })
    {
      return true
    }
    guard let child = candidates.lazy.compactMap({ peekRow($0, followingLine: { _ in nil }) }).first
    else { return false }
    return child.format == root.format && child.markerDepth > root.markerDepth
  }

  /// The node a line holds, read without recording anything.
  func peekRow(_ line: LineContext, followingLine: (Int) -> Range<Int>?) -> NodeRecord? {
    var reader = descriptionReader
    if allows(.recursiveDescription) || allows(.printHierarchy) || allows(.other),
      case .node(let record) = reader.read(line, followingLine: followingLine),
      allows(record.format)
    {
      return record
    }
    return readOtherFormats(line)
  }
}
