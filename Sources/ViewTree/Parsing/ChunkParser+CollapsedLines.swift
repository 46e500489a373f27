/// Lines that hold several rows or commands: rows whose newlines were lost, and an lldb session
/// on one line.
extension ChunkParser {
  /// The commands of an lldb session collapsed onto `line`, which starts with its prompt
  /// (maybe indented); nil for any other line (checked first on a `(`, as no ordinary row
  /// starts with one).
  func sessionCommands(_ line: LineContext) -> [CollapsedSession.Command]? {
    let start = firstNonSpace(line.content, in: line.bytes)
    guard start < line.content.upperBound, line.bytes[start] == UInt8(ascii: "(") else {
      return nil
    }
    let subject = line.subject
    guard matches(promptMatcher, subject) else { return nil }
    return collapsedSession.commands(in: subject)
  }

  /// An lldb session on one line: each command starts a new tree, and its output is read as the
  /// rows it holds; a command without output found is read as a line of its own (its rows may
  /// be glued to it, `(lldb) po [v _autolayoutTrace] •UIWindow:0x…`).
  mutating func handleSession(_ commands: [CollapsedSession.Command], of line: LineContext)
    -> LineDisposition
  {
    let base = line.content.lowerBound
    let noted = result.diagnostics.count
    var sawNode = false
    for command in commands {
      startNewTree()
      let part = command.output ?? command.text
      let body = line.piece((base + part.lowerBound)..<(base + part.upperBound))
      if handleBehindLead(body, followingLine: { _ in nil }) == .node { sawNode = true }
    }
    if !sawNode && result.diagnostics.count == noted {
      note(line.lineNumber, column(of: base, line), .prompt, "skipped: prompt or command")
    }
    return sawNode ? .node : .prompt
  }

  /// The rows of a recursiveDescription line whose newlines were lost, starting with the row
  /// `record` read; nil when the line is that one row.
  func collapsedDescriptionRows(_ record: NodeRecord, of line: LineContext) -> [Range<Int>]? {
    let firstOpen = Int(record.description.start) - line.bias - line.content.lowerBound
    // A row whose markers stand alone on its line is read from the next line: not collapsed.
    guard record.format == .recursiveDescription, firstOpen < line.content.count else {
      return nil
    }
    return collapsedRows.descriptionRows(
      in: line.subject, firstOpen: firstOpen, gluedRoots: record.markerDepth == 0)
  }

  /// A line whose newlines were lost: each row is read on its own, all with the line's number.
  mutating func handleRows(_ rows: [Range<Int>], of line: LineContext) -> LineDisposition {
    let base = line.content.lowerBound
    var sawNode = false
    for row in rows {
      let rowContext = line.piece((base + row.lowerBound)..<(base + row.upperBound))
      let outcome = readDescription(rowContext) { _ in nil }
      if handleRow(rowContext, description: outcome, followingLine: { _ in nil }) == .node {
        sawNode = true
      }
    }
    return sawNode ? .node : .text
  }
}
