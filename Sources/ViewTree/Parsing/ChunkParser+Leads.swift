/// Lines behind a lead that is no part of the dump: a gutter of line numbers, quote marks,
/// Xcode's console prefix or a chat line's time and speaker.
extension ChunkParser {
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
    if case .node = outcome {
      return handleRow(body, description: outcome, followingLine: followingLine)
    }
    guard
      readOtherFormats(body) != nil || sections.classify(subject) != nil
        || (promptCounts && matches(promptMatcher, subject))
    else { return nil }
    return handleRow(body, description: outcome, followingLine: followingLine)
  }

  /// Whether `line` is a row and the next line a row of the same format below it: a chat
  /// line's prefix before a dump's first row is then no sentence quoting a view (nor a
  /// wrapped row's rest, `with: <_UIFullscreenPresentationController 0x…>`). An AppKit row
  /// followed by the legend AppKit prints after its dump opens one too, of a single node.
  func opensTree(_ line: LineContext, followingLine: (Int) -> Range<Int>?) -> Bool {
    guard let root = peekRow(line, followingLine: followingLine), let next = followingLine(0)
    else { return false }
    let nextLine = line.following(next)
    if root.format == .subtreeDescription && sections.classify(nextLine.subject) == .legend {
      return true
    }
    guard let child = peekRow(nextLine, followingLine: { _ in nil }) else { return false }
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
