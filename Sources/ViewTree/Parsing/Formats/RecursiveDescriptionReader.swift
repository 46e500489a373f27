import PCRE2

/// Reads `<Class: 0x…; …>` node lines: recursiveDescription rows, and the rows of the other
/// dumps written in the same angle-bracket syntax (_printHierarchy, ComponentKit, Swift
/// Mirror values), told apart by what follows the closing `>` (`RowEnding`). Envelope, depth
/// markers and header are matched by PCRE2; the description's closing `>`, body and tail by a
/// hand loop that respects nesting and quotes.
struct RecursiveDescriptionReader {
  let header = LineGrammar.nodeHeader.matcher()
  let bareHeader = LineGrammar.bareHeader.matcher()
  let bareGroups: (open: Int, className: Int, address: Int)
  let envelope = LineGrammar.envelopePrefix.matcher()
  let elision = LineGrammar.elision.matcher()
  let prompt = LineGrammar.prompt.matcher()
  let log = LineGrammar.log.matcher()
  let prefixGroup: Int
  let markersGroup: Int
  let openGroup: Int
  let classGroup: Int
  let addressGroup: Int
  let mirrorGroup: Int
  let headingGroup: Int
  let assignmentGroup: Int
  let labelGroup: Int
  /// Lines after the last node that belong to it (a description that spans lines).
  var pendingContinuations = 0
  /// Reading the row after a line of markers alone: its own line is not looked past again, so
  /// a run of marker lines costs one look each, not a nested read per line.
  var readingAfterMarkers = false
  /// The pieces of a class name cut by wrapping (`<…Gradi` then `entView: 0x…`), in order, when
  /// the last node read has one: its record's class name is only the first piece.
  var wrappedClassName: [Range<Int>] = []

  /// How many following lines a description may span before the node counts as truncated.
  static let maximumContinuationLines = 16
  /// The narrowest width a row is wrapped at: a line cut inside a class name is that long.
  static let minimumWrapWidth = 40

  init() {
    prefixGroup = LineGrammar.nodeHeader.groupNumber(named: "prefix")!
    markersGroup = LineGrammar.nodeHeader.groupNumber(named: "markers")!
    openGroup = LineGrammar.nodeHeader.groupNumber(named: "open")!
    classGroup = LineGrammar.nodeHeader.groupNumber(named: "class")!
    addressGroup = LineGrammar.nodeHeader.groupNumber(named: "address")!
    mirrorGroup = LineGrammar.envelopePrefix.groupNumber(named: "mirror")!
    headingGroup = LineGrammar.envelopePrefix.groupNumber(named: "heading")!
    assignmentGroup = LineGrammar.envelopePrefix.groupNumber(named: "assignment")!
    labelGroup = LineGrammar.envelopePrefix.groupNumber(named: "label")!
    let bare = LineGrammar.bareHeader
    bareGroups = (
      bare.groupNumber(named: "open")!, bare.groupNumber(named: "class")!,
      bare.groupNumber(named: "address")!
    )
  }

  mutating func read(_ line: LineContext, followingLine: (Int) -> Range<Int>?) -> LineReadOutcome {
    let bytes = line.bytes
    let subject = line.subject
    guard let match = matchHeader(subject) else {
      return rowAfterMarkers(line, followingLine: followingLine) ?? .noHeader
    }
    if match.address == nil
      && (isNoDescription(subject, match)
        || (isLoneTag(subject, match)
          && !Self.startsWithMarkedDescription(followingLine(0), line.bytes))
        || isDashMarkedTag(subject, match)
        || (match.end == subject.count && Self.continuesWithAttributes(followingLine(0), bytes)))
    {
      return .noHeader
    }
    // `<__NSArrayI 0x…>(`: a collection's description heads its elements; it is never a view,
    // whatever follows it on the line (its elements, when a paste joined them).
    if match.end < subject.count && subject[match.end] == UInt8(ascii: ">")
      && Self.isCollectionClass(subject[match.className])
    {
      return .noHeader
    }
    let base = line.content.lowerBound
    let openRange = match.open
    var format = DumpFormat.recursiveDescription
    var labelled = false
    if !ByteRanges.isWhitespace(subject, match.prefix) {
      let prefixBytes = UnsafeBufferPointer(rebasing: subject[match.prefix])
      guard (try? envelope.matches(prefixBytes)) == true else {
        return .notEnvelope(headerOffset: openRange.lowerBound)
      }
      if envelope.range(mirrorGroup) != nil && !Self.isListDash(prefixBytes, line: subject) {
        format = .other
      }
      // `dump`'s heading of any object with children: only a view's description has
      // properties after its address.
      if envelope.range(headingGroup) != nil
        && (match.address == nil || match.end >= subject.count
          || subject[match.end] != UInt8(ascii: ";"))
      {
        return .notEnvelope(headerOffset: openRange.lowerBound)
      }
      labelled = envelope.range(labelGroup) != nil
      if envelope.range(assignmentGroup) != nil && !opensQuotedRow(subject, match) {
        return .notEnvelope(headerOffset: openRange.lowerBound)
      }
    }
    var record = line.record(format: format, kind: .view, markerDepth: match.markers)
    record.hasAnnotation = match.isAnnotated
    record.className = line.span(relative: match.className)
    if let address = match.address {
      record.address = line.span(relative: address)
      // `<CALayer:0x…; position = …>`: a layer's own description glues its address (so do
      // EarlGrey's view rows, `<UIView:0x…; AX=N; …>`).
      if subject[address.lowerBound - 1] == UInt8(ascii: ":")
        && ByteRanges.endsWith(match.className, "Layer", subject)
      {
        record.kind = .layer
      }
    }
    let scanner = DescriptionScanner(bytes)
    var headerEnd = base + match.end
    var end = line.content.upperBound
    let descriptionStart = base + openRange.lowerBound

    // Fast path for the common line, `<Class: 0x…; props…>`: presume its last `>` closes
    // the description. Property readers stop at the real closing `>` anyway, and a tail after
    // an earlier `>` is found by `Node` when asked, so the line is not scanned here.
    // (`</pre>` ends a line with `>` too: a code block's markup glued to the last row.)
    // A single `>` after a nested `<` may close only that value (`layer = <CALayer: 0x…>`
    // with the row's own `>` lost): such rare lines are scanned, and go on below when nothing
    // closes the row.
    if openRange.count == 1 && headerEnd < end - 1 && bytes[headerEnd] == UInt8(ascii: ";")
      && bytes[end - 1] == UInt8(ascii: ">")
      && !(bytes[end - 2] == UInt8(ascii: "e")
        && dropClosingCodeMarkup(headerEnd..<end, bytes).upperBound < end)
      && (bytes[end - 2] == UInt8(ascii: ">")
        || !bytes[headerEnd..<(end - 1)].contains(UInt8(ascii: "<"))
        || scanner.closingBracket(from: headerEnd, to: end) != nil)
    {
      let body = bodyStart(headerEnd, end - 1, bytes)..<(end - 1)
      record.body = line.span(absolute: body)
      if Self.namesItsView(body, bytes) { record.kind = .viewController }
      record.description = line.span(absolute: descriptionStart..<end)
      record.closingPresumed = true
      return .node(record)
    }

    // The line's width counts a lead before the row (a console prefix on its first line).
    if match.address == nil && match.end == subject.count
      && line.content.upperBound - line.fullLine.lowerBound >= Self.minimumWrapWidth,
      let rest = classNameRest(followingLine, bytes)
    {
      // A class name longer than the wrapping width: the header ends on a following line.
      if !rest.pieces.isEmpty {
        wrappedClassName = [(base + match.className.lowerBound)..<end] + rest.pieces
      }
      pendingContinuations = rest.lines
      if let address = rest.address { record.address = line.span(absolute: address) }
      headerEnd = rest.headerEnd
      end = rest.end
      record.source = line.span(absolute: line.fullLine.lowerBound..<rest.lastLine.upperBound)
    }

    // Find the closing `>`; an open description may continue on the following lines, blank
    // ones too while its quoted text is open (a label's text holding empty lines).
    var closing = scanner.closingBracket(from: headerEnd, to: end)
    if closing == nil && !Self.endsWithElision(line.content.lowerBound..<end, bytes) {
      closing = closingOnFollowingLines(
        from: headerEnd, line, &record, end: &end, followingLine: followingLine)
    }

    if match.address == nil && match.end + 1 == subject.count
      && subject[match.end] == UInt8(ascii: ":")
    {
      // A row wrapped right after its class name's colon: the address starts the next line.
      // Without one it is another object's description (`<NSLayoutConstraint:` then
      // `0x6000… UIView:0x7f….width == 200`), no row; with nothing that continues it, a row
      // cut there (`<UIView:` at the end of an excerpt), kept as truncated as `<UIView` is.
      let address = followingLine(0).flatMap { leadingAddress($0, bytes) }
      if closing != nil || address != nil {
        guard closing != nil, pendingContinuations > 0, let address else {
          pendingContinuations = 0
          return .noHeader
        }
        record.address = line.span(absolute: address)
        headerEnd = address.upperBound
      }
    }

    if openRange.count == 2 {
      // `<<inner view description> container text>`: the node is the inner view.
      record.kind = .textContainer
      guard let innerClose = closing else {
        record.description = line.span(absolute: descriptionStart..<end)
        record.body = line.span(absolute: bodyStart(headerEnd, end, bytes)..<end)
        record.isClosed = false
        return .node(record)
      }
      record.body = line.span(absolute: bodyStart(headerEnd, innerClose, bytes)..<innerClose)
      headerEnd = innerClose + 1
      closing = scanner.closingBracket(from: headerEnd, to: end)
      if closing == nil && !Self.endsWithElision(line.content, bytes) {
        // The container's own text may run on after the inner view closed.
        closing = closingOnFollowingLines(
          from: headerEnd, line, &record, end: &end, followingLine: followingLine)
      }
      record.description = line.span(absolute: descriptionStart..<end)
      record.isClosed = closing != nil
      record.tail = line.span(absolute: ByteRanges.trim(headerEnd..<(closing ?? end), bytes))
      return .node(record)
    }

    guard let close = closing else {
      record.isClosed = false
      record.body = line.span(absolute: bodyStart(headerEnd, end, bytes)..<end)
      record.description = line.span(absolute: descriptionStart..<end)
      return .node(record)
    }
    let body = bodyStart(headerEnd, close, bytes)..<close
    record.body = line.span(absolute: body)
    if Self.namesItsView(body, bytes) { record.kind = .viewController }
    let rawAfter = ByteRanges.trim((close + 1)..<end, bytes)
    // `    <SBTimerEventResponse: 0x…; delay: 0.3>;` with nothing before it: an item of an
    // object's or a dictionary's description in braces, a view only when it prints a frame (a
    // scene's `windows = {` lists its windows so). Behind code, the `;` ends a statement.
    if rawAfter.count == 1 && bytes[rawAfter.lowerBound] == UInt8(ascii: ";")
      && match.markers == 0 && ByteRanges.isWhitespace(subject, match.prefix)
      && pendingContinuations == 0
      && !ByteText.contains(UnsafeBufferPointer(rebasing: bytes[headerEnd..<close]), "frame = ")
    {
      return .noHeader
    }
    var after = dropUnbalancedWrapper(rawAfter, bytes)
    if match.annotationOpensParenthesis && !after.isEmpty
      && bytes[after.lowerBound] == UInt8(ascii: ")")
    {
      after = ByteRanges.trim((after.lowerBound + 1)..<after.upperBound, bytes)
    }
    let continued = pendingContinuations > 0
    // A description with nothing after its address and no marker: a log message may be about
    // the object (`… XCTRunner[262:22119] <XCTWaiter: 0x…> done waiting`). Indented, it may be
    // a row of a dump printed without markers; above a row with markers, a tree's root.
    let bare =
      match.markers == 0 && match.address != nil
      && !Self.isIndented(line.fullLine.lowerBound..<descriptionStart, bytes)
      && bodyStart(headerEnd, close, bytes) == close
      && !Self.startsWithMarker(followingLine(pendingContinuations), bytes)
    // A name in angle brackets with nothing inside but the name, heading text
    // (`<Button> is:`, `<UIWindow> subviews : (`): a label in a log or prose, no row.
    let tag =
      match.markers == 0 && match.address == nil && bodyStart(headerEnd, close, bytes) == close
      && !Self.startsWithMarker(followingLine(pendingContinuations), bytes)
    switch RowEnding(after, bytes, continued: continued, bare: bare, tag: tag) {
    case .controllerFields:
      record.kind = .viewController
      record.format = .printHierarchy
      // A row wrapped at a fixed width: its fields go on at the start of the next lines, also
      // after a line that held the end of its header (a class name cut before its address).
      let already = pendingContinuations
      var taken = 0
      while taken < ControllerRowWrap.maximumLines, ControllerRowWrap.isCut(after, bytes),
        let next = followingLine(already + taken), let rest = ControllerRowWrap.rest(next, bytes)
      {
        after = after.lowerBound..<rest.upperBound
        taken += 1
        record.source = line.span(absolute: line.fullLine.lowerBound..<next.upperBound)
      }
      pendingContinuations = already + taken
      record.body = line.span(absolute: after)
      // Still cut where a row cannot end, with no line to go on: the paste cut the row.
      if ControllerRowWrap.isCut(after, bytes) { record.isClosed = false }
    case .componentFields:
      record.format = .other
      record.body = line.span(absolute: after)
    case .layerMarker(let text):
      record.kind = .layer
      if !text.isEmpty { record.tail = line.span(absolute: text) }
    case .listingHead, .sentence, .wrappedEnd:
      return .noHeader
    case .tail where after.isEmpty && Self.isControllerWithoutFields(match, close, subject, base):
      record.kind = .viewController
      record.format = .printHierarchy
    case .tail:
      // A labelled console message that goes on after the view (`API error: <…> returned 0
      // width`) is a sentence quoting it, not a root row.
      if labelled && !after.isEmpty && !continued {
        return .notEnvelope(headerOffset: openRange.lowerBound)
      }
      if let row = rowAfterObject(line, record, after, followingLine: followingLine) {
        return .node(row)
      }
      record.tail = line.span(absolute: after)
    }
    record.description = line.span(
      absolute: descriptionStart..<(after.isEmpty ? close + 1 : after.upperBound))
    return .node(record)
  }

  /// Foundation's collection classes: `__NSArrayI`, `__NSArrayM`, `__NSSetM`,
  /// `__NSDictionaryI`, `__NSSingleObjectArrayI`, `__NSCFArray`, `NSMutableArray`…
  static func isCollectionClass(_ name: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    let text = String(decoding: name, as: UTF8.self)
    guard text.hasPrefix("__NS") || text.hasPrefix("NS") else { return false }
    return ["Array", "Set", "Dictionary"].contains { kind in
      text.contains(kind) && !text.contains("View") && !text.contains("Controller")
    }
  }

  /// Whether a row is an older `_printHierarchy` row, a controller printed as `<Class 0x…>`
  /// with no fields after it (`<UITabBarController 0x…>` then `   | <MyNavController 0x…>`).
  /// A view's description glues a colon to its class (`<UIView: 0x…; …>`); without one and
  /// without anything inside, it is a controller, unless the name is a view's (a sketch's
  /// `<UIView 0x…>`, `<CardView 0x…>`) or a collection's (`<__NSArrayM 0x…>`).
  static func isControllerWithoutFields(
    _ match: HeaderMatch, _ close: Int, _ subject: UnsafeBufferPointer<UInt8>, _ base: Int
  ) -> Bool {
    guard let address = match.address, address.lowerBound >= 2,
      subject[address.lowerBound - 1] == UInt8(ascii: " "),
      subject[address.lowerBound - 2] != UInt8(ascii: ":"), address.upperBound == close - base
    else { return false }
    let name = String(decoding: subject[match.className], as: UTF8.self)
    let unqualified = ClassAncestry.unqualifiedName(name)
    if unqualified.hasPrefix("__NS") || unqualified.hasSuffix("View") { return false }
    return !ClassAncestry.isKind(of: "UIView", className: name, baseClass: nil)
      && !ClassAncestry.isKind(of: "NSView", className: name, baseClass: nil)
      && !ClassAncestry.isKind(of: "CALayer", className: name, baseClass: nil)
  }

  /// Whether a row's properties start with its view: a view controller's row as Chisel's
  /// `pvc` printed it, `<ListController: 0x…; view = <UIView; 0x…>; frame = (0, 0; 414, 736)>`,
  /// or `<ListController: 0x…; view not loaded>`. No view prints a `view` first.
  static func namesItsView(_ body: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard body.count >= 8, bytes[body.lowerBound] == UInt8(ascii: "v") else { return false }
    let text = bytes[body]
    return text.starts(with: "view = <".utf8) || text.starts(with: "view not loaded".utf8)
  }

  /// `print(self, view.recursiveDescription)`: an object's description with nothing after its
  /// address (`<MyApp.SettingsViewController: 0x…>`), then on the same line a view's with
  /// properties, the dump's first row. The row is the node, read as if the object's
  /// description were not there; nil when the rest of the line is no such row.
  private mutating func rowAfterObject(
    _ line: LineContext, _ object: NodeRecord, _ after: Range<Int>,
    followingLine: (Int) -> Range<Int>?
  ) -> NodeRecord? {
    let bytes = line.bytes
    guard object.markerDepth == 0, object.body.isEmpty, !object.address.isEmpty,
      pendingContinuations == 0, !after.isEmpty, bytes[after.lowerBound] == UInt8(ascii: "<")
    else { return nil }
    var reader = self
    let rest = line.piece(after.lowerBound..<line.content.upperBound)
    guard case .node(let row) = reader.read(rest, followingLine: followingLine),
      row.kind == .view, row.format == .recursiveDescription, !row.address.isEmpty,
      !row.body.isEmpty
    else { return nil }
    self = reader
    return row
  }

  /// Whether the text before a description on its line is spaces alone, at least one.
  private static func isIndented(_ before: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    !before.isEmpty && ByteRanges.isWhitespace(bytes, before)
  }

  /// Whether a line's first text is a `|` marker.
  private static func startsWithMarker(_ line: Range<Int>?, _ bytes: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    guard let line else { return false }
    let first = bytes[line].first { !ByteRanges.isSpace($0) }
    return first == UInt8(ascii: "|")
  }

  /// Whether a line is a row with markers: `|` first, then, after the markers, a `<` (a
  /// directory tree's `|--COSMOS` is no row).
  private static func startsWithMarkedDescription(
    _ line: Range<Int>?, _ bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard startsWithMarker(line, bytes), let line else { return false }
    let first = bytes[line].firstIndex {
      !ByteRanges.isSpace($0) && $0 != UInt8(ascii: "|") && $0 != UInt8(ascii: "+")
        && $0 != UInt8(ascii: "-")
    }
    return first.map { bytes[$0] == UInt8(ascii: "<") } ?? false
  }

  /// Whether a line is a name alone in angle brackets behind a directory tree's dashed
  /// branch (`|  |--<TARGETNAME>`): a placeholder in a README's tree of folders. EarlGrey's
  /// dashed rows always print an address.
  func isDashMarkedTag(_ subject: UnsafeBufferPointer<UInt8>, _ match: HeaderMatch) -> Bool {
    guard match.markers > 0, match.open.count == 1, match.end < subject.count,
      subject[match.end] == UInt8(ascii: ">"),
      subject[(match.end + 1)...].allSatisfy(ByteRanges.isSpace)
    else { return false }
    return subject[match.prefix.upperBound..<match.open.lowerBound].contains(UInt8(ascii: "-"))
  }

  /// Whether a `- ` before a row is a Markdown or web page's list mark, not a Swift `dump`
  /// item: `dump` gives an item without a label (`- <UIView: 0x…; …>`) the number of the
  /// object it prints, at the end of the line (` #0`).
  static func isListDash(_ prefix: UnsafeBufferPointer<UInt8>, line: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    guard prefix.allSatisfy({ $0 == UInt8(ascii: "-") || ByteRanges.isSpace($0) }) else {
      return false
    }
    var end = line.count
    while end > 0 && ByteRanges.isSpace(line[end - 1]) { end -= 1 }
    var digits = end
    while digits > 0 && ByteRanges.isDigit(line[digits - 1]) { digits -= 1 }
    return !(digits < end && digits > 0 && line[digits - 1] == UInt8(ascii: "#"))
  }
}
