import Testing

@testable import ViewTree

/// Parses text cut into chunks where a test says, and compares the result with the parse of
/// the same text in one chunk: wherever the cuts fall, the two must be the same in every part.
enum ChunkFixture {
  /// The parse of `bytes` in one chunk, as small inputs are read.
  static func wholeParse(_ bytes: [UInt8]) -> ParseResult {
    DumpParser().parse(SourceText(bytes)) { [0..<$0.count] }
  }

  /// The parse of `bytes` cut before each of the lines `cuts` (0-based; out-of-range ones and
  /// line 0 are ignored).
  static func parse(_ bytes: [UInt8], cutBefore cuts: some Sequence<Int>) -> ParseResult {
    let starts = lineStarts(bytes)
    let offsets = Set(cuts.filter { $0 > 0 && $0 < starts.count }.map { starts[$0] }).sorted()
    return DumpParser().parse(SourceText(bytes)) { bytes in
      zip([0] + offsets, offsets + [bytes.count]).map { $0..<$1 }
    }
  }

  /// The parse of `bytes` with every line in a chunk of its own: every line boundary is a cut.
  static func parseLineByLine(_ bytes: [UInt8]) -> ParseResult {
    parse(bytes, cutBefore: lineStarts(bytes).indices)
  }

  static func wholeParse(_ text: String) -> ParseResult { wholeParse(Array(text.utf8)) }

  static func parse(_ text: String, cutBefore cuts: some Sequence<Int>) -> ParseResult {
    parse(Array(text.utf8), cutBefore: cuts)
  }

  static func parseLineByLine(_ text: String) -> ParseResult { parseLineByLine(Array(text.utf8)) }

  /// Byte offsets of the lines' starts, as the parser splits lines.
  static func lineStarts(_ bytes: [UInt8]) -> [Int] {
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == 0x0A && offset + 1 < bytes.count {
      starts.append(offset + 1)
    }
    return starts
  }

  /// Expects `chunked` to equal `whole`: nodes (every span, line, marker depth, format),
  /// tree links and depths, class numbering, text, line dispositions and diagnostics.
  static func expectSame(
    _ chunked: ParseResult, _ whole: ParseResult, _ comment: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    chunked.hierarchy._checkInvariants()
    let (a, b) = (chunked.hierarchy, whole.hierarchy)
    expectSame(a.records, b.records, "nodes", comment, sourceLocation)
    expectSame(a.parents, b.parents, "parents", comment, sourceLocation)
    expectSame(a.depths, b.depths, "depths", comment, sourceLocation)
    expectSame(a.subtreeEnds, b.subtreeEnds, "subtree ends", comment, sourceLocation)
    expectSame(a.nextSiblings, b.nextSiblings, "next siblings", comment, sourceLocation)
    expectSame(a.classIDs, b.classIDs, "class ids", comment, sourceLocation)
    expectSame(a.classNames, b.classNames, "class names", comment, sourceLocation)
    #expect(a.format == b.format, "\(comment): format", sourceLocation: sourceLocation)
    expectSame(
      a.text.withUnsafeBufferPointer { Array($0) }, b.text.withUnsafeBufferPointer { Array($0) },
      "text bytes", comment, sourceLocation)
    expectSame(
      chunked.lineDispositions, whole.lineDispositions, "line dispositions", comment,
      sourceLocation)
    expectSame(chunked.diagnostics, whole.diagnostics, "diagnostics", comment, sourceLocation)
  }

  /// Reports only where two arrays first differ: big inputs would print megabytes.
  private static func expectSame<Element: Equatable>(
    _ a: [Element], _ b: [Element], _ what: String, _ comment: String,
    _ sourceLocation: SourceLocation
  ) {
    let mismatch = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset
    let at = mismatch ?? min(a.count, b.count)
    #expect(
      mismatch == nil && a.count == b.count,
      "\(comment): \(what) differ at \(at) (\(a.count) vs \(b.count))",
      sourceLocation: sourceLocation)
  }
}
