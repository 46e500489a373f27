import PCRE2

/// Reads `<Class: 0x…; …>` node lines: recursiveDescription rows, and the rows of the other
/// dumps written in the same angle-bracket syntax (_printHierarchy, ComponentKit, Swift
/// Mirror values), told apart by what follows the closing `>` (`RowEnding`). Envelope, depth
/// markers and header are matched by PCRE2; the description's closing `>`, body and tail by a
/// hand loop that respects nesting and quotes.
struct RecursiveDescriptionReader {
  private let header = LineGrammar.nodeHeader.matcher()
  private let bareHeader = LineGrammar.bareHeader.matcher()
  private let bareGroups: (open: Int, className: Int, address: Int)
  private let envelope = LineGrammar.envelopePrefix.matcher()
  private let elision = LineGrammar.elision.matcher()
  private let prompt = LineGrammar.prompt.matcher()
  private let log = LineGrammar.log.matcher()
  private let prefixGroup: Int
  private let markersGroup: Int
  private let openGroup: Int
  private let classGroup: Int
  private let addressGroup: Int
  private let mirrorGroup: Int
  private let headingGroup: Int
  private let assignmentGroup: Int
  private let labelGroup: Int
  /// Lines after the last node that belong to it (a description that spans lines).
  var pendingContinuations = 0
  /// Reading the row after a line of markers alone: its own line is not looked past again, so
  /// a run of marker lines costs one look each, not a nested read per line.
  private var readingAfterMarkers = false
  /// The pieces of a class name cut by wrapping (`<…Gradi` then `entView: 0x…`), in order, when
  /// the last node read has one: its record's class name is only the first piece.
  var wrappedClassName: [Range<Int>] = []

  /// How many following lines a description may span before the node counts as truncated.
  static let maximumContinuationLines = 16
  /// The narrowest width a row is wrapped at: a line cut inside a class name is that long.
  private static let minimumWrapWidth = 40

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
    if match.address == nil && isNoDescription(subject, match) { return .noHeader }
    let base = line.content.lowerBound
    let openRange = match.open
    var format = DumpFormat.recursiveDescription
    var labelled = false
    if !ByteRanges.isWhitespace(subject, match.prefix) {
      let prefixBytes = UnsafeBufferPointer(rebasing: subject[match.prefix])
      guard (try? envelope.matches(prefixBytes)) == true else {
        return .notEnvelope(headerOffset: openRange.lowerBound)
      }
      if envelope.range(mirrorGroup) != nil { format = .other }
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
    if openRange.count == 1 && headerEnd < end - 1 && bytes[headerEnd] == UInt8(ascii: ";")
      && bytes[end - 1] == UInt8(ascii: ">")
    {
      record.body = line.span(absolute: bodyStart(headerEnd, end - 1, bytes)..<(end - 1))
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
      // `0x6000… UIView:0x7f….width == 200`), no row.
      guard closing != nil, pendingContinuations > 0, let next = followingLine(0),
        let address = leadingAddress(next, bytes)
      else {
        pendingContinuations = 0
        return .noHeader
      }
      record.address = line.span(absolute: address)
      headerEnd = address.upperBound
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
    record.body = line.span(absolute: bodyStart(headerEnd, close, bytes)..<close)
    var after = dropUnbalancedWrapper(ByteRanges.trim((close + 1)..<end, bytes), bytes)
    if match.annotationOpensParenthesis && !after.isEmpty
      && bytes[after.lowerBound] == UInt8(ascii: ")")
    {
      after = ByteRanges.trim((after.lowerBound + 1)..<after.upperBound, bytes)
    }
    let continued = pendingContinuations > 0
    switch RowEnding(after, bytes, continued: continued) {
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
    case .componentFields:
      record.format = .other
      record.body = line.span(absolute: after)
    case .layerMarker(let text):
      record.kind = .layer
      if !text.isEmpty { record.tail = line.span(absolute: text) }
    case .listingHead, .sentence, .wrappedEnd:
      return .noHeader
    case .tail:
      // A labelled console message that goes on after the view (`API error: <…> returned 0
      // width`) is a sentence quoting it, not a root row.
      if labelled && !after.isEmpty && !continued {
        return .notEnvelope(headerOffset: openRange.lowerBound)
      }
      record.tail = line.span(absolute: after)
    }
    record.description = line.span(
      absolute: descriptionStart..<(after.isEmpty ? close + 1 : after.upperBound))
    return .node(record)
  }

  /// The `>` that closes a description open at `start`, looked for on the lines after those
  /// already taken (`pendingContinuations`): each is taken while it can continue the
  /// description, blank ones too while its quoted text is open (a label's text holding empty
  /// lines), while none of them is a console line or a prompt, has two words in a row outside
  /// quoted text, as prose and code do (`DescriptionScanner.holdsWordPair`), or is a reply
  /// quoting prose (`> Is this…`).
  /// When found, `end` becomes the end of its line, and the lines up to it are the node's.
  /// Kept out of line, like `rowAfterMarkers`: the common row closes on its own line.
  @inline(never)
  private mutating func closingOnFollowingLines(
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
  private mutating func rowAfterMarkers(
    _ line: LineContext, followingLine: (Int) -> Range<Int>?
  ) -> LineReadOutcome? {
    // The next line is asked for only below markers alone: asking tells the caller the row
    // may go on (`ChunkParser.handleBehindLead`).
    guard !readingAfterMarkers, Self.markersAlone(line) != nil, let next = followingLine(0),
      next.lowerBound < next.upperBound,
      line.bytes[next.lowerBound] == UInt8(ascii: "<")
        || line.bytes[next.lowerBound] == UInt8(ascii: "|"),
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
  private func classNameRest(
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
  private func startsWithProperty(_ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>)
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
  private func isClassNameByte(_ byte: UInt8) -> Bool {
    (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
      || byte == UInt8(ascii: "$") || byte == UInt8(ascii: ".")
  }

  /// Where the rest of a wrapped class name is: its pieces on the following lines, the address
  /// after it, where the header ends and where the last of those lines ends.
  private struct WrappedClassName {
    var pieces: [Range<Int>]
    var address: Range<Int>?
    var headerEnd: Int
    var end: Int
    var lastLine: Range<Int>
    var lines: Int
  }

  /// Where the header's parts are in the line.
  private struct HeaderMatch {
    var prefix: Range<Int>
    var markers: Int
    var open: Range<Int>
    var className: Range<Int>
    var address: Range<Int>?
    var end: Int
    /// An owner annotation before the description ended with `(` (`XX (<UIView: …>)`).
    var annotationOpensParenthesis = false
  }

  /// Matches the line's header. An ordinary line (indentation, `|` markers, `<`) has its
  /// markers counted by a hand loop and only its header matched by PCRE2; any other line goes
  /// through the full pattern with its envelope.
  private func matchHeader(_ subject: UnsafeBufferPointer<UInt8>) -> HeaderMatch? {
    var index = 0
    var markers = 0
    while index < subject.count {
      let byte = subject[index]
      if byte == UInt8(ascii: "|") || byte == UInt8(ascii: "+") {
        markers += 1
      } else if byte == UInt8(ascii: "-") && index > 0 && subject[index - 1] != 0x20 {
        // EarlGrey's branch `|--<…`: the dashes belong to the marker before them.
      } else if byte != 0x20 && byte != 0x09 {
        break
      }
      index += 1
    }
    if index < subject.count && subject[index] == UInt8(ascii: "<") {
      guard (try? bareHeader.matches(subject, from: index)) == true else { return nil }
      return HeaderMatch(
        prefix: 0..<0, markers: markers, open: bareHeader.range(bareGroups.open)!,
        className: bareHeader.range(bareGroups.className)!,
        address: bareHeader.range(bareGroups.address), end: bareHeader.range(0)!.upperBound)
    }
    guard (try? header.matches(subject)) == true else {
      return markers > 0 ? annotatedHeader(subject, from: index, markers: markers) : nil
    }
    return HeaderMatch(
      prefix: header.range(prefixGroup)!,
      markers: ByteRanges.countMarkers(subject, header.range(markersGroup)!),
      open: header.range(openGroup)!, className: header.range(classGroup)!,
      address: header.range(addressGroup), end: header.range(0)!.upperBound)
  }

  /// A row whose markers are followed by an owner annotation, then the view's description.
  /// recursiveDescription categories print an instance variable's name (`_titleLabel <…`),
  /// the owning controller (`'ListController:0x…' 1 child[…] <…`) or wrap a view in
  /// `XX (<…>)`. The annotation holds no `<`, `>`, `;`, `=` or `|`, starts with an ASCII
  /// letter, `_`, a digit or a quote (a blog's curly `‘` too), and is set off from the `<` by a
  /// space or `(`; the description must carry an address. Nil for any other line (a custom
  /// description).
  private func annotatedHeader(
    _ subject: UnsafeBufferPointer<UInt8>, from start: Int, markers: Int
  ) -> HeaderMatch? {
    guard start < subject.count else { return nil }
    let first = subject[start]
    guard
      first == UInt8(ascii: "_") || first == UInt8(ascii: "'")
        || (first | 0x20 >= UInt8(ascii: "a") && first | 0x20 <= UInt8(ascii: "z"))
        || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9"))
        || subject[start...].starts(with: [0xE2, 0x80, 0x98])
    else { return nil }
    var open = start
    while open < subject.count {
      let byte = subject[open]
      if byte == UInt8(ascii: "<") { break }
      if byte == UInt8(ascii: ">") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: "=")
        || byte == UInt8(ascii: "|")
      {
        return nil
      }
      open += 1
    }
    guard open < subject.count, open > start else { return nil }
    let before = subject[open - 1]
    guard before == 0x20 || before == 0x09 || before == UInt8(ascii: "(") else { return nil }
    guard (try? bareHeader.matches(subject, from: open)) == true,
      let address = bareHeader.range(bareGroups.address)
    else { return nil }
    return HeaderMatch(
      prefix: 0..<0, markers: markers, open: bareHeader.range(bareGroups.open)!,
      className: bareHeader.range(bareGroups.className)!, address: address,
      end: bareHeader.range(0)!.upperBound,
      annotationOpensParenthesis: before == UInt8(ascii: "("))
  }

  /// After an assignment, only a string that opens on a view description with an address
  /// (`= \`<UIWindow: 0x…`, `= @"<UIView: 0x…`) is a dump pasted into source code.
  private func opensQuotedRow(_ subject: UnsafeBufferPointer<UInt8>, _ match: HeaderMatch) -> Bool {
    guard match.address != nil, match.open.lowerBound > 0 else { return false }
    let quote = subject[match.open.lowerBound - 1]
    return quote == UInt8(ascii: "`") || quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'")
  }

  /// Whether a header without an address is something else in angle brackets: an author's
  /// elision (`<snip>`), a markup tag, or a header's path (`<UIKit/UIView.h>`, which Xcode's
  /// constraint message names). Kept out of line: views rarely lack an address, and the
  /// ordinary row's path stays small.
  @inline(never)
  private func isNoDescription(_ subject: UnsafeBufferPointer<UInt8>, _ match: HeaderMatch)
    -> Bool
  {
    if match.end < subject.count && subject[match.end] == UInt8(ascii: ">")
      && (try? elision.matches(subject)) == true
    {
      return true
    }
    return isMarkupTag(subject, match.className)
      || subject[match.className].contains(UInt8(ascii: "/"))
      || opensXMLAttribute(subject, after: match.className.upperBound)
  }

  /// Whether an XML attribute, `name="`, follows the class name after spaces: a view's
  /// description never writes one, a UI test driver's XML page source writes one per property.
  private func opensXMLAttribute(_ subject: UnsafeBufferPointer<UInt8>, after start: Int) -> Bool {
    var index = start
    while index < subject.count && ByteRanges.isSpace(subject[index]) { index += 1 }
    guard index > start else { return false }
    let nameStart = index
    while index < subject.count {
      let byte = subject[index]
      let isNameByte =
        (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
        || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":")
      guard isNameByte else { break }
      index += 1
    }
    return index > nameStart && index + 1 < subject.count && subject[index] == UInt8(ascii: "=")
      && subject[index + 1] == UInt8(ascii: "\"")
  }

  /// An HTML or XML tag (`<details>`, `<img src=…>`, `<key>`): lowercase, not module-qualified.
  /// Called only for headers without an address, which views rarely lack.
  private func isMarkupTag(_ subject: UnsafeBufferPointer<UInt8>, _ className: Range<Int>) -> Bool {
    let first = subject[className.lowerBound]
    guard first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") else { return false }
    guard !subject[className].contains(UInt8(ascii: ".")) else { return false }
    // A property list after the name (`<myView; frame = …>`) makes it a view.
    return className.upperBound >= subject.count
      || subject[className.upperBound] != UInt8(ascii: ";")
  }

  /// Whether a following line cannot continue an open description: it is blank, or starts a
  /// node or depth markers. A line starting with `<` is the rest of a row wrapped at a fixed
  /// width, not a node, when it closes more descriptions than it opens (`<CALayer: 0x…>>`), or
  /// when the line before ends in a key's `=` or `:` (`gestureRecognizers =`): no row is cut
  /// there but by wrapping, and the description is that key's value.
  private func cannotContinue(
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
  private func startsWithLead(_ line: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let subject = UnsafeBufferPointer(rebasing: bytes[line])
    return (try? log.matches(subject)) == true || (try? prompt.matches(subject)) == true
  }

  /// The `0x…` address that starts a line, followed by `;`, `>` or the line's end.
  private func leadingAddress(_ line: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>)
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

  private func isBlank(_ line: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
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

  /// The body starts after the `; ` (or `: ` when there is no address) that ends the header.
  private func bodyStart(_ start: Int, _ end: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var index = start
    if index < end && (bytes[index] == UInt8(ascii: ";") || bytes[index] == UInt8(ascii: ":")) {
      index += 1
    }
    while index < end && bytes[index] == 0x20 { index += 1 }
    return index
  }

  /// Where a blog's closing curly quote (`”`, `’`) starts, when it ends `range` and closes no
  /// quote opened in it.
  private func closingCurlyQuote(_ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>)
    -> Int?
  {
    let start = range.upperBound - 3
    guard start >= range.lowerBound, bytes[start] == 0xE2, bytes[start + 1] == 0x80,
      bytes[start + 2] == 0x9D || bytes[start + 2] == 0x99
    else { return nil }
    // `“` (9C) opens `”` (9D), `‘` (98) opens `’` (99).
    let close = bytes[start + 2]
    var balance = 0
    var index = range.lowerBound
    while index + 2 < range.upperBound {
      if bytes[index] == 0xE2 && bytes[index + 1] == 0x80 {
        if bytes[index + 2] == close { balance -= 1 }
        if bytes[index + 2] == close - 1 { balance += 1 }
      }
      index += 1
    }
    return balance < 0 ? start : nil
  }

  /// A closing wrapper quote, backtick, Markdown fence or parenthesis (Swift's `Optional(…)`)
  /// left after the last node of a wrapped dump.
  private func dropUnbalancedWrapper(_ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>)
    -> Range<Int>
  {
    var upper = range.upperBound
    var unbalanced = 0
    if upper > range.lowerBound && bytes[upper - 1] == UInt8(ascii: ")") {
      for byte in bytes[range] {
        if byte == UInt8(ascii: ")") {
          unbalanced += 1
        } else if byte == UInt8(ascii: "(") {
          unbalanced -= 1
        }
      }
    }
    while upper > range.lowerBound
      && (bytes[upper - 1] == UInt8(ascii: ";") || bytes[upper - 1] == UInt8(ascii: ",")
        || (bytes[upper - 1] == UInt8(ascii: ")") && unbalanced > 0))
    {
      if bytes[upper - 1] == UInt8(ascii: ")") { unbalanced -= 1 }
      upper -= 1
    }
    guard upper > range.lowerBound else { return range.lowerBound..<upper }
    if let curly = closingCurlyQuote(range.lowerBound..<upper, bytes) {
      return ByteRanges.trim(range.lowerBound..<curly, bytes)
    }
    let last = bytes[upper - 1]
    guard last == UInt8(ascii: "`") || last == UInt8(ascii: "\"") || last == UInt8(ascii: "'")
    else { return range }
    let occurrences = bytes[range].filter { $0 == last }.count
    guard occurrences % 2 == 1 else { return range }
    var start = upper - 1
    if last == UInt8(ascii: "`") {
      while start > range.lowerBound && upper - start < 3 && bytes[start - 1] == last { start -= 1 }
    }
    return ByteRanges.trim(range.lowerBound..<start, bytes)
  }
}
