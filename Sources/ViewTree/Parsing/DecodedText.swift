/// Where a line decoder (`LineDecoding`) writes: plain bytes while parsing, or `DecodedText`
/// when a diagnostic needs to know where each decoded byte came from.
protocol DecodedOutput {
  /// Appends `byte`, decoded from the input line's byte at `source`.
  mutating func append(_ byte: UInt8, from source: Int)
}

extension Array: DecodedOutput where Element == UInt8 {
  @inline(__always)
  mutating func append(_ byte: UInt8, from source: Int) { append(byte) }
}

/// Text decoded from one input line with the offset in that line each decoded byte came from:
/// diagnostics on the decoded rows then point at the line as the user sees it. Built only for
/// a line that has a diagnostic, since most decoded lines have none.
struct DecodedText: DecodedOutput {
  private(set) var sources: [Int32] = []

  mutating func append(_ byte: UInt8, from source: Int) {
    sources.append(Int32(truncatingIfNeeded: source))
  }

  /// The line offset that decoded byte `index` came from; the line's end for the newline a
  /// decoder appends, or past the last byte.
  func source(of index: Int, lineEnd: Int) -> Int {
    index >= 0 && index < sources.count ? Int(sources[index]) : lineEnd
  }
}

/// The escaped forms a whole line may be written in.
enum LineDecoding {
  /// One string literal with `\n` between rows (`EscapedDump`).
  case escapedString
  /// HTML character references (`HTMLEscapedLine`).
  case htmlReferences
  /// No-break spaces in the indentation (`NoBreakSpaceLead`).
  case noBreakSpaces
  /// Markdown's backslash escapes (`MarkdownEscapedLine`).
  case markdownEscapes
  /// A terminal's color codes (`TerminalEscapedLine`).
  case terminalEscapes
  /// Unicode line separators between rows (`LineSeparatorLine`).
  case lineSeparators
  /// None: a row behind a lead copied to be joined to its wrapped rest (`handleJoined`).
  case verbatim

  /// Appends the decoded line, and a newline, to `output`.
  func decode<Output: DecodedOutput>(
    _ line: UnsafeBufferPointer<UInt8>, into output: inout Output
  ) {
    switch self {
    case .escapedString: EscapedDump.unescape(line, into: &output)
    case .htmlReferences: HTMLEscapedLine.unescape(line, into: &output)
    case .noBreakSpaces: NoBreakSpaceLead.normalize(line, into: &output)
    case .markdownEscapes: MarkdownEscapedLine.unescape(line, into: &output)
    case .terminalEscapes: TerminalEscapedLine.unescape(line, into: &output)
    case .lineSeparators: LineSeparatorLine.split(line, into: &output)
    case .verbatim:
      for (index, byte) in line.enumerated() { output.append(byte, from: index) }
      output.append(0x0A, from: line.count)
    }
  }
}
