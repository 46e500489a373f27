import PCRE2

/// Classifies the lines of one chunk of the input and reads their nodes. Each chunk has its
/// own matchers, so chunks can be parsed on different threads.
struct ChunkParser {
  let bytes: UnsafeBufferPointer<UInt8>
  let range: Range<Int>
  /// Only this format's rows are read (`--input-format`); nil: every format.
  let forcedFormat: DumpFormat?
  var result = ChunkResult()
  var descriptionReader = RecursiveDescriptionReader()
  let customReader = CustomDescriptionReader()
  let autolayoutReader = AutolayoutTraceReader()
  let subtreeReader = SubtreeDescriptionReader()
  let xcuitestReader = XCUITestReader()
  let accessibilityReader = AccessibilityTreeReader()
  let collapsedRows = CollapsedLine()
  let swiftArray = SwiftArrayLine()
  let collapsedSession = CollapsedSession()
  let messagePrefix = MessagePrefix()
  let sections = SectionLine()
  let promptMatcher = LineGrammar.prompt.matcher()
  let logMatcher = LineGrammar.log.matcher()
  let elisionMatcher = LineGrammar.elision.matcher()
  /// Inside an XCUITest path or query section (`CarriedState`).
  var skippingXCUITestSection: Bool
  /// Inside a diff's hunk (`CarriedState`).
  var diffHunk: DiffHunk
  /// Read the rows of XCUITest's `Path to element:` sections rather than skip them: for a
  /// paste that holds no other tree (`DumpParser`).
  var readsPathSections = false
  /// The width the input was cut at regardless of words (`FoldWidth`), nil when it was not:
  /// a row's line of that width goes on at the next line's first character.
  var foldWidth: Int? = nil
  /// Reading a copy of a row a fixed width cut, joined (`handleUnfolded`): it stands where
  /// its input lines do, after the same lines.
  var readingUnfoldedCopy = false
  var columns = ColumnCounter()
  /// The input line whose decoded rows are being read (`handleDecoded`).
  var decodedOrigin: DecodedOrigin? = nil
  /// Lines the line just read says are text (a `pclass` chain's rows, `SuperclassChain`).
  var pendingTextLines = 0

  /// A parser for the lines starting in `range`, read as if the lines before it left `entry`.
  init(
    bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, forcedFormat: DumpFormat?,
    entry: CarriedState = CarriedState()
  ) {
    self.bytes = bytes
    self.range = range
    self.forcedFormat = forcedFormat
    skippingXCUITestSection = entry.skippingXCUITestSection
    diffHunk = entry.diffHunk
    result.entry = entry
    // One node per ~150 bytes is typical; reserving avoids regrowing big arrays.
    result.records.reserveCapacity(range.count / 160)
    result.dispositions.reserveCapacity(range.count / 150)
  }

  /// Reads every line that starts inside the chunk. A node may continue onto lines after the
  /// chunk's end (it reads them there); the state left in `exit` owes them to it.
  mutating func parse() -> ChunkResult {
    let bytes = self.bytes
    var lines = LineIterator(bytes, range: range.lowerBound..<bytes.count)
    var owed = result.entry.continuationLines
    var textOwed = result.entry.textLines
    while let line = lines.next(), line.lowerBound < range.upperBound {
      // A diff's column is cut before the line is read; its new side is the dump.
      var lead = 0
      if diffHunk.isOpen, let (side, width) = diffHunk.take(bytes[line]) {
        if side == .removed || side == .marker {
          let message = side == .removed ? "a line the diff removes" : "a diff's marker line"
          note(lines.lineNumber, 1, .text, "skipped: \(message)")
          result.dispositions.append(.text)
          continue
        }
        lead = width
      }
      if owed > 0 {
        result.dispositions.append(.continuation)
        owed -= 1
        continue
      }
      if textOwed > 0 {
        note(lines.lineNumber, 1, .text, "skipped: the chain noted above goes on, not a view")
        result.dispositions.append(.text)
        textOwed -= 1
        continue
      }
      let disposition = handle(
        line: line, in: bytes, bias: 0, lineNumber: lines.lineNumber, allowEscaped: true,
        lead: lead
      ) { lines.peek(skipping: $0) }
      result.dispositions.append(disposition)
      // Other text (a Markdown fence, a sentence) ends an XCUITest path or query section, the
      // footer of its element subtree: rows after it are another tree.
      if disposition == .text && skippingXCUITestSection {
        skippingXCUITestSection = false
        startNewTree()
      }
      // A node that spans several lines takes the next ones as continuations.
      owed = descriptionReader.pendingContinuations
      descriptionReader.pendingContinuations = 0
      textOwed = pendingTextLines
      pendingTextLines = 0
    }
    result.exit = CarriedState(
      skippingXCUITestSection: skippingXCUITestSection, continuationLines: owed,
      textLines: textOwed, diffHunk: diffHunk)
    return result
  }

  /// Classifies one line and records its node(s), if any; its first `lead` bytes are no part
  /// of it (a diff's column).
  mutating func handle(
    line: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, bias: Int, lineNumber: Int,
    allowEscaped: Bool, lead: Int = 0, followingLine: (Int) -> Range<Int>?
  ) -> LineDisposition {
    var content = ByteRanges.trimTrailing((line.lowerBound + lead)..<line.upperBound, bytes)
    if content.lowerBound == 0 && bias == 0 && content.count >= 3
      && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    {
      // A byte order mark some editors put before the first line.
      content = 3..<content.upperBound
    }
    if content.isEmpty { return .blank }
    let subject = UnsafeBufferPointer(rebasing: bytes[content])

    if allowEscaped && EscapedDump.isEscapedDump(subject) {
      return handleDecoded(.escapedString, of: content, in: line, lineNumber: lineNumber)
    }
    if allowEscaped && MarkdownEscapedLine.escapesClassName(subject) {
      return handleDecoded(.markdownEscapes, of: content, in: line, lineNumber: lineNumber)
    }
    let context = LineContext(
      bytes: bytes, content: content, fullLine: line, bias: bias, lineNumber: lineNumber)
    if let commands = sessionCommands(context) { return handleSession(commands, of: context) }
    // The common line, a recursiveDescription row, is read before anything else is tried.
    var askedForLines = false
    let joined = result.unescaped.count
    var first = readDescription(context) {
      askedForLines = true
      return followingLine($0)
    }
    // A paste cut at a fixed width: the row goes on at the next line's first character.
    if let width = foldWidth, bias == 0,
      let taken = linesCut(
        after: context, width: width, first: first,
        followingLine: followingLine)
    {
      descriptionReader.pendingContinuations = 0
      result.unescaped.removeLast(result.unescaped.count - joined)
      return handleUnfolded(
        context, taking: taken, width: width, followingLine: followingLine)
    }
    // A row behind quote marks or a console prefix read as its envelope goes on, when wrapped,
    // behind the same lead: it is read as a row behind a lead, not over the lead's text. A row
    // that starts with its markers or `<` has none.
    if askedForLines, case let start = firstNonSpace(content, in: bytes),
      bytes[start] != UInt8(ascii: "|") && bytes[start] != UInt8(ascii: "<"),
      Self.lead(of: context, messagePrefix) != nil
    {
      descriptionReader.pendingContinuations = 0
      result.unescaped.removeLast(result.unescaped.count - joined)
      if let disposition = handleBehindLeads(context, followingLine: followingLine) {
        return disposition
      }
      first = readDescription(context, followingLine: followingLine)
    }
    if case .node(let record) = first, record.kind != .viewController {
      if let rows = collapsedDescriptionRows(record, of: context) {
        return handleRows(rows, of: context)
      }
      // (Only the input's own lines: a decoded copy's next lines are elsewhere.)
      if bias == 0 && record.markerDepth == 0,
        let chain = responderChainLength(after: record, context, followingLine: followingLine)
      {
        note(
          lineNumber, column(of: firstNonSpace(content, in: bytes), context), .text,
          "skipped: a responder chain (Chisel presponder), each row the next responder, "
            + "not a subview")
        pendingTextLines = chain
        return .text
      }
      if (bias == 0 || readingUnfoldedCopy)
        && isCommandResult(record, context, followingLine: followingLine)
      {
        note(
          lineNumber, column(of: firstNonSpace(content, in: bytes), context), .text,
          "skipped: an object's bare description after a command (no frame, no subviews), "
            + "not a view")
        return .text
      }
      return accept(record, context)
    }
    // Checked only once the line is no row as it stands, so plain rows pay nothing for it.
    if allowEscaped && HTMLEscapedLine.isEscaped(subject) {
      return handleDecoded(.htmlReferences, of: content, in: line, lineNumber: lineNumber)
    }
    if allowEscaped && MarkdownEscapedLine.isEscaped(subject) {
      return handleDecoded(.markdownEscapes, of: content, in: line, lineNumber: lineNumber)
    }
    if allowEscaped && TerminalEscapedLine.isEscaped(subject) {
      return handleDecoded(.terminalEscapes, of: content, in: line, lineNumber: lineNumber)
    }
    if allowEscaped && LineSeparatorLine.hasSeparator(subject) {
      return handleDecoded(.lineSeparators, of: content, in: line, lineNumber: lineNumber)
    }
    if allowEscaped, let spaced = noBreakSpaceIndented(context) {
      return handleDecoded(.noBreakSpaces, of: spaced, in: line, lineNumber: lineNumber)
    }
    if let elements = swiftArray.elements(in: subject) { return handleRows(elements, of: context) }
    if let disposition = handleBehindLeads(context, followingLine: followingLine) {
      return disposition
    }
    if let disposition = handleBehindChatPrefix(context, followingLine: followingLine) {
      return disposition
    }
    if let rows = collapsedRows.rows(in: subject) { return handleRows(rows, of: context) }
    return handleRow(context, description: first, followingLine: followingLine)
  }

  /// How many lines after a root row hold the rest of its responder chain
  /// (`ResponderChain`); nil when they are not one. Roots are few, so peeking is cheap.
  func responderChainLength(
    after root: NodeRecord, _ line: LineContext, followingLine: (Int) -> Range<Int>?
  ) -> Int? {
    // A chain goes on at once with a marked row: most roots are followed by none, or by a
    // child row that is read anyway, so only those with a `|` on the next line are peeked at.
    guard let next = followingLine(0), line.bytes[next].contains(UInt8(ascii: "|")) else {
      return nil
    }
    return ResponderChain.length(
      after: root,
      name: { record in
        UnsafeBufferPointer(rebasing: line.bytes[record.className.range])
      },
      row: { offset in
        guard let next = followingLine(offset) else { return nil }
        return peekRow(line.following(next), followingLine: { _ in nil })
      })
  }

  /// Whether the text before a line's first `<` is Cycript's mark of an Objective-C string,
  /// `#"`: the description of the object a command returned (`#"<UITransitionView: 0x…>"`),
  /// echoed before the dump it is the root of, or alone.
  static func isCycriptObject(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    let start = text.firstIndex { $0 != UInt8(ascii: " ") && $0 != 0x09 } ?? text.endIndex
    return text[start...].elementsEqual("#\"".utf8)
  }

  /// Whether the text before a line's first `<` is a row's properties, the line being the end
  /// of a row cut from its start (`resize = RM+BM; layer = ` before `<CALayer: 0x…>>`): a
  /// `; ` between properties, and an `=` right before the `<`.
  static func isRowEnd(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    var end = text.endIndex
    while end > text.startIndex && text[end - 1] == UInt8(ascii: " ") { end -= 1 }
    guard end > text.startIndex, text[end - 1] == UInt8(ascii: "=") else { return false }
    return text[..<end].indices.dropLast().contains {
      text[$0] == UInt8(ascii: ";") && text[$0 + 1] == UInt8(ascii: " ")
    }
  }

  /// Whether a row is what another command printed: an object's description with nothing
  /// after its address (`<MyApp.ProfileViewController: 0x…>`, `(id) $1 = 0x… <…: 0x…>`), which
  /// no view prints (a view's description has its frame), alone right after a prompt, with no
  /// row of markers below it (`po self` before `po [self.view recursiveDescription]`).
  func isCommandResult(
    _ record: NodeRecord, _ line: LineContext, followingLine: (Int) -> Range<Int>?
  ) -> Bool {
    result.dispositions.last == .prompt && Self.isBareObject(record)
      && !markedRowFollows(line, followingLine: followingLine)
  }

  /// Whether a row is an object's description with nothing after its address and no marker
  /// before it (`<MyApp.ProfileViewController: 0x…>`): no view prints one (a view's
  /// description has its frame), though a tree's root may be one when rows follow it.
  static func isBareObject(_ record: NodeRecord) -> Bool {
    record.markerDepth == 0 && record.format == .recursiveDescription && record.isClosed
      && record.body.range.isEmpty && record.tail.range.isEmpty && !record.address.range.isEmpty
  }

  /// Whether the line after `line` starts with a depth marker, as it stands or behind its own
  /// lead (a console prefix, quote marks).
  func markedRowFollows(_ line: LineContext, followingLine: (Int) -> Range<Int>?) -> Bool {
    guard let next = followingLine(0) else { return false }
    return followingCandidates(line, next).contains { candidate in
      let subject = candidate.subject
      let start = subject.firstIndex { $0 != 0x20 && $0 != 0x09 } ?? subject.endIndex
      return start < subject.endIndex && subject[start] == UInt8(ascii: "|")
    }
  }

  /// The recursiveDescription reader's outcome, when that format is allowed.
  mutating func readDescription(_ line: LineContext, followingLine: (Int) -> Range<Int>?)
    -> LineReadOutcome
  {
    guard allows(.recursiveDescription) || allows(.printHierarchy) || allows(.other) else {
      return .noHeader
    }
    var outcome = descriptionReader.read(line, followingLine: followingLine)
    if !descriptionReader.wrappedClassName.isEmpty {
      outcome = joinWrappedClassName(outcome, of: line)
    }
    if case .node(let record) = outcome, !allows(record.format) { return .noHeader }
    return outcome
  }

  /// A class name that wrapping cut over several lines is copied whole after the input, where
  /// the node's class name then points. The pieces are in the line's own bytes, which are a
  /// decoded copy for a row of an escaped dump. Kept out of line: no ordinary row gets here.
  @inline(never)
  mutating func joinWrappedClassName(_ outcome: LineReadOutcome, of line: LineContext)
    -> LineReadOutcome
  {
    defer { descriptionReader.wrappedClassName = [] }
    guard case .node(var record) = outcome else { return outcome }
    let start = result.unescaped.count
    for piece in descriptionReader.wrappedClassName {
      result.unescaped.append(contentsOf: line.bytes[piece])
    }
    let offset = bytes.count
    record.className = ByteSpan((offset + start)..<(offset + result.unescaped.count))
    return .node(record)
  }

  /// Records a node read from `line`.
  mutating func accept(_ record: NodeRecord, _ line: LineContext) -> LineDisposition {
    if record.format != .xcuitest { skippingXCUITestSection = false }
    if !record.isClosed && descriptionReader.pendingContinuations == 0 {
      note(
        line.lineNumber, column(of: line.content.upperBound, line), .node,
        record.kind == .viewController
          ? "the row ends before its fields do (truncated line)"
          : record.format == .autolayoutTrace
            ? "the row is cut short (truncated line)"
            : "the node ends before its closing '>' (truncated line)")
    }
    store(record, line)
    return .node
  }

  /// Keeps a node, numbering its class here, while the name's bytes are in cache: every query
  /// needs it.
  mutating func store(_ record: NodeRecord, _ line: LineContext) {
    result.records.append(record)
    let span = record.className.range
    guard span.upperBound - line.bias <= line.bytes.count else {
      // A wrapped class name, joined after the input (`joinWrappedClassName`).
      let joined = result.unescaped
      let id = joined.withUnsafeBufferPointer {
        result.classes.id(of: $0[(span.lowerBound - bytes.count)..<(span.upperBound - bytes.count)])
      }
      result.classIDs.append(id)
      return
    }
    let name = line.bytes[(span.lowerBound - line.bias)..<(span.upperBound - line.bias)]
    result.classIDs.append(result.classes.id(of: name))
  }

  /// Finishes reading a row the recursiveDescription reader gave `description` for: the
  /// other formats' readers, then section lines, prompts, elisions and the rest.
  mutating func handleRow(
    _ line: LineContext, description: LineReadOutcome, followingLine: (Int) -> Range<Int>?
  ) -> LineDisposition {
    let subject = line.subject
    let bytes = line.bytes
    let base = line.content.lowerBound
    // Columns are counted only for diagnostics, not for the rows read.
    let firstOffset = firstNonSpace(line.content, in: bytes)

    let outcome = description
    if case .node(let record) = outcome { return accept(record, line) }
    if let hunk = DiffHunk(header: subject) {
      diffHunk = hunk
      note(line.lineNumber, column(of: firstOffset, line), .legend, "skipped: diff hunk header")
      return .legend
    }
    if let section = sections.classify(subject) {
      switch section {
      case .elementSubtree: skippingXCUITestSection = false
      case .pathOrQuery:
        skippingXCUITestSection = !(readsPathSections && SectionLine.isPathHeader(subject))
      case .legend, .attributes: break
      case .timing:
        note(line.lineNumber, column(of: firstOffset, line), .log, "skipped: AppKit timing line")
        return .log
      }
      note(
        line.lineNumber, column(of: firstOffset, line), .legend, "skipped: \(section.description)")
      return .legend
    }
    if var record = readOtherFormats(line) {
      if record.format == .xcuitest && skippingXCUITestSection {
        note(
          line.lineNumber, column(of: firstOffset, line), .legend,
          "skipped: XCUITest path or query section")
        return .legend
      }
      if let rest = wrappedRest(of: record, line, followingLine: followingLine) {
        let end = UInt32(truncatingIfNeeded: rest.end + line.bias)
        record.body.end = end
        record.description.end = end
        record.source.end = UInt32(truncatingIfNeeded: rest.lastLine.upperBound + line.bias)
        descriptionReader.pendingContinuations = rest.lines
        // A trace row's suffix that went on over the next line is whole.
        if record.format == .autolayoutTrace && record.kind != .layoutGuide {
          record.isClosed = true
        }
      }
      return accept(record, line)
    }
    if let record = rowWrappedAtItsHead(line, followingLine: followingLine) {
      descriptionReader.pendingContinuations = 1
      return accept(record, line)
    }

    // A header after text that is no envelope is still a prompt or a log line when it is one
    // (`(lldb) po …<…>`, a console line quoting a description); otherwise it is reported.
    var misplacedHeader: Int? = nil
    switch outcome {
    case .notEnvelope(let headerOffset): misplacedHeader = headerOffset
    case .unreadableHeader(let offset):
      warn(
        line.lineNumber, column(of: base + offset, line), .unparseable,
        "looks like a node but its class name cannot be read")
      return .unparseable
    case .node, .noHeader:
      break
    }
    if matches(promptMatcher, subject) {
      // A new command: whatever follows is a new dump, not more of the previous tree.
      startNewTree()
      // A row of another format glued to a bare prompt (`(lldb) UIWindow:0x…`, the command
      // left out of the paste) is read behind it, as a description is.
      if let rest = Self.afterDebuggerPrompt(subject),
        case let row = line.piece(
          (base + rest.lowerBound)..<(base + rest.upperBound)),
        readOtherFormats(row) != nil
      {
        return handleRow(row, description: .noHeader, followingLine: followingLine)
      }
      note(line.lineNumber, column(of: firstOffset, line), .prompt, "skipped: prompt or command")
      return .prompt
    }
    if matches(logMatcher, subject) {
      note(line.lineNumber, column(of: firstOffset, line), .log, "skipped: console or log line")
      return .log
    }
    if misplacedHeader != nil && isMirrorHeading(subject) {
      note(line.lineNumber, column(of: firstOffset, line), .text, "skipped: Swift value heading")
      return .text
    }
    if let misplacedHeader {
      if Self.isCycriptObject(UnsafeBufferPointer(rebasing: subject[..<misplacedHeader])) {
        note(
          line.lineNumber, column(of: firstOffset, line), .text,
          "skipped: an object Cycript printed (#\"…\"), not a row of a dump")
        return .text
      }
      // The end of a row closes its description: the line ends with a `>`.
      if subject.last == UInt8(ascii: ">"),
        Self.isRowEnd(UnsafeBufferPointer(rebasing: subject[..<misplacedHeader]))
      {
        warn(
          line.lineNumber, column(of: firstOffset, line), .text,
          "not a tree line: the end of a row whose start is not in the paste (properties up "
            + "to a '<')")
        return .text
      }
      if TypeSyntax.isTypeList(subject, openingAt: misplacedHeader) {
        note(
          line.lineNumber, column(of: base + misplacedHeader, line), .text,
          "skipped: not a tree line (angle brackets around names alone: a generic type, a "
            + "protocol list or a bare class name, not a description)")
        return .text
      }
      warn(
        line.lineNumber, column(of: base + misplacedHeader, line), .text,
        "not a tree line: the text before '<' is not a prompt, comment, wrapper or log prefix")
      return .text
    }
    if matches(elisionMatcher, subject) {
      note(line.lineNumber, column(of: firstOffset, line), .elision, "skipped: elision")
      return .elision
    }
    if allows(.recursiveDescription) || allows(.other) {
      switch customReader.read(line) {
      case .node(let record):
        store(record, line)
        return .node
      case .unreadableHeader(let offset):
        warn(
          line.lineNumber, column(of: base + offset, line), .unparseable,
          "looks like a node but its class name cannot be read")
        return .unparseable
      case .notEnvelope, .noHeader:
        break
      }
      if let record = customRoot(line, followingLine: followingLine) {
        if let chain = SuperclassChain.length(
          after: line, customReader, followingLine: followingLine)
        {
          note(
            line.lineNumber, column(of: firstOffset, line), .text,
            "skipped: a class and its \(chain) superclass\(chain == 1 ? "" : "es") (Chisel "
              + "pclass), not views")
          pendingTextLines = chain
          return .text
        }
        store(record, line)
        return .node
      }
    }
    if Self.isCodeFence(subject) {
      // Rows in another code block are another excerpt, even of the same dump (quoted again
      // below the whole one): they start a tree of their own.
      startNewTree()
      note(
        line.lineNumber, column(of: firstOffset, line), .text,
        "skipped: a code block's fence (rows after it start a new tree)")
      return .text
    }
    note(line.lineNumber, column(of: firstOffset, line), .text, "skipped: not a tree line")
    return .text
  }

  /// What follows a bare `(lldb)` or `(gdb)` prompt, blanks included (an XCUITest root's
  /// arrow keeps the blank before it), when anything does.
  static func afterDebuggerPrompt(_ subject: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
    var start = subject.firstIndex { $0 != 0x20 && $0 != 0x09 } ?? subject.count
    let rest = subject[start...]
    guard rest.starts(with: "(lldb)".utf8) || rest.starts(with: "(gdb)".utf8) else { return nil }
    start += rest.starts(with: "(lldb)".utf8) ? 6 : 5
    guard start < subject.count, subject[start] == 0x20 || subject[start] == 0x09,
      subject[start...].contains(where: { $0 != 0x20 && $0 != 0x09 })
    else { return nil }
    return (start + 1)..<subject.count
  }

  /// Whether a line is a Markdown code fence, ```` ``` ```` or `~~~` with an optional info
  /// string (```` ```objc ````), maybe behind quote marks.
  static func isCodeFence(_ subject: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index < subject.count
      && (subject[index] == 0x20 || subject[index] == 0x09 || subject[index] == UInt8(ascii: ">"))
    {
      index += 1
    }
    guard index + 3 <= subject.count else { return false }
    let mark = subject[index]
    guard mark == UInt8(ascii: "`") || mark == UInt8(ascii: "~") else { return false }
    guard subject[index + 1] == mark && subject[index + 2] == mark else { return false }
    // The info string is one word at most: a fence glued to a row is read with the row.
    return !subject[(index + 3)...].contains { $0 == 0x20 || $0 == UInt8(ascii: "<") }
  }

  /// The formats without angle-bracket descriptions, each recognisable by its own syntax.
  func readOtherFormats(_ line: LineContext) -> NodeRecord? {
    if allows(.subtreeDescription), case .node(let record) = subtreeReader.read(line) {
      return record
    }
    if allows(.xcuitest), case .node(let record) = xcuitestReader.read(line) { return record }
    if allows(.autolayoutTrace), case .node(let record) = autolayoutReader.read(line) {
      return record
    }
    if allows(.other), case .node(let record) = accessibilityReader.read(line) { return record }
    return nil
  }

  /// A row of a format without angle brackets that wrapping at a fixed width cut before its
  /// class name, which starts the next line in its first column: an AppKit row after its
  /// flags (`SubtreeDescriptionReader.readWrapped`), an XCUITest row after its type, whose
  /// address or frame starts the next line, or an `_autolayoutTrace` row within or
  /// right after its markers (`|   |` alone, then `UILayoutContainerView:0x…`), read at the
  /// depth of the markers of both lines. Asked only of a line that is no row as it stands.
  func rowWrappedAtItsHead(_ line: LineContext, followingLine: (Int) -> Range<Int>?)
    -> NodeRecord?
  {
    guard let next = followingLine(0), next.lowerBound < next.upperBound,
      line.bytes[next.lowerBound] != 0x20, line.bytes[next.lowerBound] != 0x09
    else { return nil }
    if allows(.subtreeDescription), let record = subtreeReader.readWrapped(line, next: next) {
      return record
    }
    if allows(.xcuitest), let record = xcuitestReader.readWrapped(line, next: next) {
      return record
    }
    if line.content.upperBound < line.fullLine.upperBound,
      let record = rowAfterIndentation(line, next: next)
    {
      return record
    }
    guard allows(.autolayoutTrace),
      let (markers, content) = RecursiveDescriptionReader.markersWrappedBefore(next, line)
    else { return nil }
    let row = LineContext(
      bytes: line.bytes, content: content, fullLine: next, bias: line.bias,
      lineNumber: line.lineNumber)
    guard case .node(var record) = autolayoutReader.read(row) else { return nil }
    record.markerDepth += Int32(markers)
    record.source = line.span(absolute: line.fullLine.lowerBound..<next.upperBound)
    return record
  }

  /// An XCUITest or AppKit row wrapped within its indentation behind a console prefix (the
  /// prefix and spaces alone, then the row in the next line's first column): read from the
  /// next line at the depth of those spaces, when the line was too long to fit, as
  /// `RecursiveDescriptionReader.markersWrappedBefore` tells for markers.
  func rowAfterIndentation(_ line: LineContext, next: Range<Int>) -> NodeRecord? {
    let bytes = line.bytes
    let spaced = line.content.lowerBound..<line.fullLine.upperBound
    guard let width = messagePrefix.consoleWidth(of: UnsafeBufferPointer(rebasing: bytes[spaced])),
      width == line.content.count + 1
    else { return nil }
    let start = line.content.lowerBound + width
    var end = start
    while end < line.fullLine.upperBound && (bytes[end] == 0x20 || bytes[end] == 0x09) {
      end += 1
    }
    let spaces = end - start
    let content = ByteRanges.trimLine(next, bytes)
    var word = content.lowerBound
    while word < content.upperBound && !ByteRanges.isSpace(bytes[word]) { word += 1 }
    let fitted = end - line.fullLine.lowerBound + 1 + (word - content.lowerBound)
    guard spaces > 0, fitted > 40, fitted > content.count else { return nil }
    let row = LineContext(
      bytes: bytes, content: content, fullLine: next, bias: line.bias,
      lineNumber: line.lineNumber)
    var outcome = LineReadOutcome.noHeader
    if allows(.xcuitest) { outcome = xcuitestReader.read(row) }
    if case .noHeader = outcome, allows(.subtreeDescription) { outcome = subtreeReader.read(row) }
    guard case .node(var record) = outcome else { return nil }
    record.markerDepth += Int32(spaces)
    record.source = line.span(absolute: line.fullLine.lowerBound..<next.upperBound)
    return record
  }

  /// Where a row of another format that wrapping at a fixed width cut goes on: an AppKit row
  /// wrapped at its layer and an XCUITest row inside its frame or its attributes take the next
  /// line, a layout guide's row the lines up to the one that closes its description. Nil for a
  /// whole row.
  func wrappedRest(
    of record: NodeRecord, _ line: LineContext, followingLine: (Int) -> Range<Int>?
  ) -> (end: Int, lastLine: Range<Int>, lines: Int)? {
    switch record.format {
    case .subtreeDescription, .xcuitest:
      guard let next = followingLine(0) else { return nil }
      let rest =
        record.format == .xcuitest
        ? XCUITestReader.wrappedFrame(after: line, next: next)
        : SubtreeDescriptionReader.wrappedLayer(after: line, next: next)
      if let rest { return (rest.upperBound, next, 1) }
      guard record.format == .xcuitest else { return nil }
      return xcuitestReader.wrappedAttributes(
        of: record, after: line, followingLine: followingLine)
    case .autolayoutTrace where record.kind == .layoutGuide:
      guard
        let taken = AutolayoutTraceReader.wrappedGuideLines(
          after: line, followingLine: followingLine),
        let last = followingLine(taken - 1)
      else { return nil }
      return (ByteRanges.trimLine(last, line.bytes).upperBound, last, taken)
    case .autolayoutTrace:
      guard let next = followingLine(0),
        let rest = AutolayoutTraceReader.wrappedSuffix(after: line, next: next)
      else { return nil }
      return (rest.upperBound, next, 1)
    default:
      return nil
    }
  }

  func allows(_ format: DumpFormat) -> Bool { forcedFormat == nil || forcedFormat == format }

  /// A prompt means a new command: what follows is a new dump, not more of the previous tree.
  mutating func startNewTree() {
    let next = result.records.count
    if result.treeBreaks.last != next { result.treeBreaks.append(next) }
  }

  /// Whether a line is a heading of Swift's `dump`/`po` output, `▿ Optional<UIView>`: its
  /// angle brackets are a generic type's, not a description's.
  func isMirrorHeading(_ subject: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let start = subject.firstIndex(where: { $0 != UInt8(ascii: " ") && $0 != 0x09 })
    else { return false }
    return subject[start...].starts(with: [0xE2, 0x96, 0xBF])
  }

  func matches(_ matcher: Matcher, _ subject: UnsafeBufferPointer<UInt8>) -> Bool {
    // A limit error means the line is pathological; it is then simply not this kind of line.
    (try? matcher.matches(subject)) ?? false
  }

  mutating func note(_ line: Int, _ column: Int, _ disposition: LineDisposition, _ text: String) {
    result.diagnostics.append(
      Diagnostic(
        line: line, column: column, severity: .note, disposition: disposition, message: text))
  }

  mutating func warn(_ line: Int, _ column: Int, _ disposition: LineDisposition, _ text: String) {
    result.diagnostics.append(
      Diagnostic(
        line: line, column: column, severity: .warning, disposition: disposition, message: text))
  }

  func firstNonSpace(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var index = range.lowerBound
    while index < range.upperBound && (bytes[index] == 0x20 || bytes[index] == 0x09) {
      index += 1
    }
    return index
  }

  /// 1-based column in characters (UTF-8 lead bytes) of the whole line, as editors count; for
  /// a decoded row, of the input line it was decoded from.
  mutating func column(of offset: Int, _ line: LineContext) -> Int {
    if line.bytes.baseAddress != bytes.baseAddress, let origin = decodedOrigin {
      let input = inputOffset(ofDecoded: offset)
      return columns.column(of: input, in: origin.fullLine, bytes)
    }
    return columns.column(of: offset, in: line.fullLine, line.bytes)
  }
}
