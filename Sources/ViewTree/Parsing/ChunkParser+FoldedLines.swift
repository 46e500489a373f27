/// Rows of a paste cut at a fixed width regardless of words (`FoldWidth`): a line of exactly
/// that width goes on at the next line's first character, so the row is read from a copy of
/// its lines joined with nothing between them. A break inside an address or a number
/// (`0x10` then `4b3edb0`, `120` then `.5`) then reads as printed, where joining at a space
/// would split the value in two.
extension ChunkParser {
  /// The lines after `line` that a cut at `width` broke off the same row, counted from the
  /// next; nil when `line` is not cut there. `first` is how the line reads as it stands: a
  /// description still open at its end goes on over the lines its reader took or a next line
  /// that reads as nothing else (`readsAsNothing`) and holds no prose; depth markers alone
  /// and a row of another format over a next line that reads as nothing else. A whole row does not, even when it happens to fill the width.
  func linesCut(
    after line: LineContext, width: Int, first: LineReadOutcome,
    followingLine: (Int) -> Range<Int>?
  ) -> Int? {
    guard FoldWidth.fills(line.fullLine, in: line.bytes, width: width),
      let next = followingLine(0), !isBlank(next, line.bytes)
    else { return nil }
    if case .node(let record) = first {
      // The lines its reader took as the rest of its description; or, when a cut inside a
      // value kept the reader from seeing a rest (`<UITableViewCell: 0x7fb2a` then
      // `884a200; …`), a next line that reads as nothing else and holds no prose (two words
      // in a row outside quoted text): not a sentence below a row the console cut.
      if descriptionReader.pendingContinuations == 0 {
        let rest = line.following(next)
        guard !record.isClosed, readsAsNothing(rest),
          !DescriptionScanner(line.bytes).holdsWordPair(
            from: rest.content.lowerBound, after: rest.content.lowerBound,
            to: rest.content.upperBound)
        else { return nil }
      }
    } else if Self.isMarkersAlone(line) {
      // Depth markers alone go on at a row's rest (`| <UIView: …`) or at anything.
    } else {
      // A row of another format whose rest is on the next line: a row as it stands
      // (`…Background:0x7fada05`, then `06600`), or once joined (`…ContentView:0x`).
      // A cut inside a name leaves a rest that reads as a root of its own
      // (`…ViewBa` then `ckground:0x7fada0506600`): below a row with markers, a line that
      // starts at the first column does not start a tree.
      let rest = line.following(next)
      let isRootAfterMarkers =
        startsWithMarker(line.fullLine, line.bytes) && !line.bytes[next].isEmpty
        && !ByteRanges.isSpace(line.bytes[next.lowerBound])
        && !startsWithMarker(next, line.bytes) && isNoOtherLine(rest)
      guard readsAsNothing(rest) || isRootAfterMarkers,
        readOtherFormats(line) != nil || readsAsRow(line, joinedTo: next)
      else { return nil }
    }
    return 1 + restLines(after: next, at: 0, width: width, line, followingLine)
  }

  /// How many lines after the following line at `offset` (`last`) go on with it: while a
  /// line fills the width, up to the lines a row may span. A next line that starts the next
  /// row does not: its markers, or a row of a format without them (a description's rest may
  /// start with `<`, as `<CALayer: 0x…>>` does); nor does a section header, prompt or other
  /// line the parser knows (`isNoOtherLine`), but for a lead: a row's last brackets, `>>`,
  /// are no quote mark there.
  private func restLines(
    after last: Range<Int>, at offset: Int, width: Int, _ line: LineContext,
    _ followingLine: (Int) -> Range<Int>?
  ) -> Int {
    var count = 0
    var last = last
    while offset + count < RecursiveDescriptionReader.maximumContinuationLines,
      FoldWidth.fills(last, in: line.bytes, width: width),
      let next = followingLine(offset + 1 + count), !isBlank(next, line.bytes),
      !startsWithMarker(next, line.bytes), readOtherFormats(line.following(next)) == nil,
      isNoOtherLine(line.following(next), countingLeads: false)
    {
      count += 1
      last = next
    }
    return count
  }

  /// Reads `line` joined to the `taken` lines after it, from a copy after the input; those
  /// lines are the row's continuations. A description that goes on past them (a window
  /// scene's list of windows) asks for more: the copy then holds the next lines too, joined
  /// where they fill the width, once more and then twice as many while it asks past them.
  /// Diagnostics point into the row's first line, and the rows read keep the input lines as
  /// their source. Kept out of line: no row of an ordinary paste gets here.
  @inline(never)
  mutating func handleUnfolded(
    _ line: LineContext, taking taken: Int, width: Int, followingLine: (Int) -> Range<Int>?
  ) -> LineDisposition {
    let mark = recorded
    let outer = decodedOrigin
    if outer == nil {
      decodedOrigin = DecodedOrigin(
        decoding: .verbatim, start: 0,
        subject: FoldWidth.withoutCarriageReturn(line.fullLine, line.bytes), fullLine: line.fullLine
      )
    }
    defer { decodedOrigin = outer }
    let limit = RecursiveDescriptionReader.maximumContinuationLines
    var extra = 0
    while true {
      takeBack(since: mark)
      descriptionReader.pendingContinuations = 0
      let copy = unfoldedCopy(
        line, taking: taken, extraLines: extra, width: width, followingLine: followingLine)
      // The copy starts a line of its own, whatever text it follows (the input's last line
      // without a newline, a joined class name): its indentation is its own.
      result.unescaped.append(0x0A)
      let bias = self.bytes.count + result.unescaped.count
      result.unescaped.append(contentsOf: copy.bytes)
      let copiedLines = copy.inputLines.count - 1
      var askedPast = false
      readingUnfoldedCopy = true
      defer { readingUnfoldedCopy = false }
      let disposition = copy.bytes.withUnsafeBufferPointer { bytes in
        var rows = LineIterator(bytes)
        let row = rows.next()!
        return handle(
          line: row, in: bytes, bias: bias, lineNumber: line.lineNumber, allowEscaped: false
        ) { index in
          if index >= copiedLines { askedPast = true }
          return rows.peek(skipping: index)
        }
      }
      if askedPast && copiedLines == extra && extra < limit {
        extra = min(max(1, extra * 2), limit)
        continue
      }
      // The copy's lines the reading took, as the input lines they were joined from.
      let takenCopies = min(descriptionReader.pendingContinuations, copiedLines)
      let inputLines = copy.inputLines.prefix(takenCopies + 1).reduce(0, +)
      descriptionReader.pendingContinuations = inputLines - 1
      let last = followingLine(inputLines - 2) ?? line.fullLine
      let source = line.span(absolute: line.fullLine.lowerBound..<last.upperBound)
      for index in mark.records..<result.records.count { result.records[index].source = source }
      return disposition
    }
  }

  /// A copy of `line` joined to the `taken` lines after it, then of up to `extra` more lines
  /// each joined to those that go on with it (`restLines`), one per line; how many input
  /// lines each line of the copy was joined from.
  private func unfoldedCopy(
    _ line: LineContext, taking taken: Int, extraLines extra: Int, width: Int,
    followingLine: (Int) -> Range<Int>?
  ) -> (bytes: [UInt8], inputLines: [Int]) {
    let bytes = line.bytes
    var copy = Array(bytes[FoldWidth.withoutCarriageReturn(line.fullLine, bytes)])
    for index in 0..<taken {
      guard let next = followingLine(index) else { break }
      copy += bytes[FoldWidth.withoutCarriageReturn(next, bytes)]
    }
    copy.append(0x0A)
    var inputLines = [1 + taken]
    var offset = taken
    while inputLines.count <= extra, let next = followingLine(offset) {
      let rest = restLines(after: next, at: offset, width: width, line, followingLine)
      for index in offset...(offset + rest) {
        guard let piece = followingLine(index) else { break }
        copy += bytes[FoldWidth.withoutCarriageReturn(piece, bytes)]
      }
      copy.append(0x0A)
      inputLines.append(1 + rest)
      offset += 1 + rest
    }
    return (copy, inputLines)
  }

  /// Whether a line reads as nothing the parser knows: no depth markers, no row of any
  /// format, none of the other lines (`isNoOtherLine`). Only such a line can be the rest of a
  /// row a cut broke (`06600`, `.5; 100 34.5); …`); a recognized line after a line that
  /// fills the width stands on its own.
  private func readsAsNothing(_ line: LineContext) -> Bool {
    // Depth markers start a row's line only, so no rest starts with one: the row cut there
    // starts a line of its own (`|   |   _UITableViewHeaderFooterViewBackground`).
    guard !startsWithMarker(line.fullLine, line.bytes) else { return false }
    return peekRow(line, followingLine: { _ in nil }) == nil && isNoOtherLine(line)
  }

  /// Whether a line is none of the lines the parser knows besides rows: no lead when
  /// `countingLeads` (a console prefix, quote marks; a number starting the line may be a cut
  /// frame's), prompt, log line, section line or elision.
  private func isNoOtherLine(_ line: LineContext, countingLeads: Bool = true) -> Bool {
    let subject = line.subject
    return (!countingLeads || Self.lead(of: line, messagePrefix).map { $0.kind == .gutter } ?? true)
      && !matches(promptMatcher, subject) && !matches(logMatcher, subject)
      && !matches(elisionMatcher, subject) && sections.classify(subject) == nil
  }

  /// Whether a line's first byte but blanks is a depth marker, `|`.
  private func startsWithMarker(_ line: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let start = bytes[line].firstIndex { $0 != 0x20 && $0 != 0x09 } ?? line.upperBound
    return start < line.upperBound && bytes[start] == UInt8(ascii: "|")
  }

  /// Whether `line` and the next, joined, read as a row.
  private func readsAsRow(_ line: LineContext, joinedTo next: Range<Int>) -> Bool {
    let bytes = line.bytes
    let joined =
      Array(bytes[FoldWidth.withoutCarriageReturn(line.fullLine, bytes)])
      + bytes[FoldWidth.withoutCarriageReturn(next, bytes)]
    return joined.withUnsafeBufferPointer { copy in
      let row = LineContext(
        bytes: copy, content: ByteRanges.trimTrailing(0..<copy.count, copy),
        fullLine: 0..<copy.count, bias: 0, lineNumber: line.lineNumber)
      return peekRow(row, followingLine: { _ in nil }) != nil
    }
  }

  /// Whether a line holds depth markers (`|`) and blanks alone.
  private static func isMarkersAlone(_ line: LineContext) -> Bool {
    let content = line.bytes[line.content]
    return content.contains(UInt8(ascii: "|"))
      && content.allSatisfy { $0 == UInt8(ascii: "|") || $0 == 0x20 || $0 == 0x09 }
  }

  private func isBlank(_ line: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes[line].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
  }
}
