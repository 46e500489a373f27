/// Rows wrapped at a fixed width behind a lead: a reply's quote, a gutter of line numbers or a
/// console prefix on every line, the wrapped rest of a row too. The rest is read without its
/// lead, from a copy of the row joined to it after the input, so the row's text holds no lead.
extension ChunkParser {
  /// A line behind `leads`, read without them (`handleBehindLead`). A row that asks for the
  /// lines after it is read again from a copy that joins it to the text behind the same leads
  /// on them (quote marks of the same depth, a gutter of the same shape), so a reply, prose
  /// or another listing is no continuation: unless the next line goes on as it stands (a
  /// console prefix on a row's first line only).
  mutating func handleBehindLead(
    _ body: LineContext, behind leads: (Lead, Lead?), promptCounts: Bool,
    followingLine: (Int) -> Range<Int>?
  ) -> LineDisposition? {
    let mark = recorded
    var askedForLines = false
    let disposition = handleBehindLead(body, promptCounts: promptCounts) {
      askedForLines = true
      return followingLine($0)
    }
    guard askedForLines, let next = followingLine(0) else { return disposition }
    let shapes = (leads.0.shape(in: body.bytes), leads.1?.shape(in: body.bytes))
    guard let rest = Self.continuation(body.following(next), behind: shapes, messagePrefix) else {
      if isRaggedQuote(body, behind: shapes, followingLine: followingLine) { return disposition }
      return handleJoined(
        body, behind: shapes, promptCounts: promptCounts, since: mark,
        followingLine: followingLine)
    }
    guard rest != next else { return disposition }
    return handleJoined(
      body, behind: shapes, promptCounts: promptCounts, since: mark, followingLine: followingLine)
  }

  /// Whether a quoted row's reading, as it stands, took the rest of the row from lines without
  /// quote marks: a reply whose quoted lines were wrapped again after the marks were added
  /// (`> <UIView: …; layer =` then `<CALayer: 0x…>>`). The lines it took must have no quote
  /// marks or console prefix of their own and, but for a `_printHierarchy` row's, hold no
  /// prose (two words in a row outside quoted text, `is what I see`); a line behind other
  /// quote marks is a reply, never a continuation.
  private func isRaggedQuote(
    _ body: LineContext, behind leads: (Lead.Shape, Lead.Shape?),
    followingLine: (Int) -> Range<Int>?
  ) -> Bool {
    guard case .quote = leads.0 else { return false }
    if let inner = leads.1 {
      guard case .quote = inner else { return false }
    }
    let taken = descriptionReader.pendingContinuations
    guard taken > 0, let last = followingLine(taken - 1) else { return false }
    for index in 0..<taken {
      // A frame cut between its numbers leaves one at the rest's start (`320 480); …`), which
      // reads as a line number: only quote marks and console prefixes count here.
      guard let line = followingLine(index) else { return false }
      if let own = lead(of: body.following(line)), own.kind != .gutter { return false }
    }
    // A `_printHierarchy` row takes lines only where its fields were cut (`ControllerRowWrap`),
    // and its rest holds words of its own (`not in the window`).
    if result.records.last?.format == .printHierarchy { return true }
    let end = ByteRanges.trimLine(last, body.bytes).upperBound
    return !DescriptionScanner(body.bytes).holdsWordPair(
      from: body.content.lowerBound, after: body.content.upperBound, to: end)
  }

  /// What the chunk has recorded, counted before a row is read, to take the reading back.
  struct Recorded {
    let records: Int
    let classIDs: Int
    let diagnostics: Int
    let treeBreaks: Int
    let unescaped: Int
    let skippingXCUITestSection: Bool
  }

  /// What the chunk has recorded so far.
  var recorded: Recorded {
    Recorded(
      records: result.records.count, classIDs: result.classIDs.count,
      diagnostics: result.diagnostics.count, treeBreaks: result.treeBreaks.count,
      unescaped: result.unescaped.count, skippingXCUITestSection: skippingXCUITestSection)
  }

  /// The part of `line` that goes on with a row standing behind `leads`: the text behind the
  /// same leads (behind a gutter or console prefix, without the blanks that align it, which
  /// wrapping never leaves at a line's start); the whole line
  /// when it has none where the row's lead stood on its first line only. Nil when it stands
  /// behind other leads, or none where they repeat.
  static func continuation(
    _ line: LineContext, behind leads: (Lead.Shape, Lead.Shape?), _ prefix: MessagePrefix
  ) -> Range<Int>? {
    var rest = line
    var cut = false
    for shape in [leads.0, leads.1] {
      guard let shape else { break }
      if let lead = lead(of: rest, prefix), lead.shape(in: rest.bytes) == shape {
        rest = rest.piece(lead.body)
        cut = true
      } else if case .quote(let depth) = shape,
        let width = QuoteMarks.width(of: rest.subject, closingBracketsAfter: depth)
      {
        // The row's last brackets behind its own marks (`> >>`), not a deeper quote.
        rest = rest.piece((rest.content.lowerBound + width)..<rest.content.upperBound)
        cut = true
      } else if shape != .firstLine {
        return nil
      }
    }
    guard cut else { return line.fullLine }
    // Quote marks take the one space after each `>`: a blank after them is the text's own, as
    // a column cut before a space leaves it (`text = 'Sign` then `>  in'`).
    if case .quote = leads.1 ?? leads.0 { return rest.content }
    var start = rest.content.lowerBound
    while start < rest.content.upperBound && ByteRanges.isSpace(rest.bytes[start]) { start += 1 }
    return start..<rest.content.upperBound
  }

  /// Reads a row behind leads again, from a copy after the input of its text and of the text
  /// behind the same leads on the next lines; the reading since `mark` is taken back first.
  /// The copy holds one following line, then twice as many while the reader asks for a line
  /// past it, up to the lines a description may span. Kept out of line: no whole row gets
  /// here.
  @inline(never)
  private mutating func handleJoined(
    _ body: LineContext, behind leads: (Lead.Shape, Lead.Shape?), promptCounts: Bool,
    since mark: Recorded, followingLine: (Int) -> Range<Int>?
  ) -> LineDisposition? {
    var window = 1
    var joined: [UInt8] = []
    while true {
      takeBack(since: mark)
      descriptionReader.pendingContinuations = 0
      joined.removeAll(keepingCapacity: true)
      joined.append(contentsOf: body.bytes[body.content])
      joined.append(0x0A)
      var copied = 0
      while copied < window, let next = followingLine(copied),
        let rest = Self.continuation(body.following(next), behind: leads, messagePrefix)
      {
        joined.append(contentsOf: body.bytes[rest])
        joined.append(0x0A)
        copied += 1
      }
      // The copy is read where it is kept, after the input and the copies before it; a class
      // name the reading joins goes after it.
      let bias = bytes.count + result.unescaped.count
      result.unescaped.append(contentsOf: joined)
      // Diagnostics point into the row's input line, not into the copy (nor past that line).
      let outer = decodedOrigin
      if outer == nil {
        decodedOrigin = DecodedOrigin(
          decoding: .verbatim, start: 0, subject: body.content, fullLine: body.fullLine)
      }
      defer { decodedOrigin = outer }
      var askedPast = false
      let disposition = joined.withUnsafeBufferPointer { bytes in
        var rows = LineIterator(bytes)
        let row = rows.next()!
        let line = LineContext(
          bytes: bytes, content: row, fullLine: row, bias: bias, lineNumber: body.lineNumber)
        return handleBehindLead(line, promptCounts: promptCounts) { index in
          if index >= copied { askedPast = true }
          return rows.peek(skipping: index)
        }
      }
      let limit = RecursiveDescriptionReader.maximumContinuationLines + 1
      guard askedPast, copied == window, window < limit else {
        keepSourceLines(since: mark, of: body, followingLine: followingLine)
        return disposition
      }
      window = min(window * 2, limit)
    }
  }

  /// The rows read from a copy since `mark` keep as their source the input lines they were
  /// read from, leads and all: the row's line and those it took.
  private mutating func keepSourceLines(
    since mark: Recorded, of body: LineContext, followingLine: (Int) -> Range<Int>?
  ) {
    let taken = descriptionReader.pendingContinuations
    let last = taken > 0 ? followingLine(taken - 1) ?? body.fullLine : body.fullLine
    let source = body.span(absolute: body.fullLine.lowerBound..<last.upperBound)
    for index in mark.records..<result.records.count { result.records[index].source = source }
  }

  /// Drops what was recorded since `mark`.
  mutating func takeBack(since mark: Recorded) {
    result.records.removeLast(result.records.count - mark.records)
    result.classIDs.removeLast(result.classIDs.count - mark.classIDs)
    result.diagnostics.removeLast(result.diagnostics.count - mark.diagnostics)
    result.treeBreaks.removeLast(result.treeBreaks.count - mark.treeBreaks)
    result.unescaped.removeLast(result.unescaped.count - mark.unescaped)
    skippingXCUITestSection = mark.skippingXCUITestSection
  }
}
