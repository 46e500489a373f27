import PCRE2

/// A dump whose newlines were lost (scraped from a web page, or printed without them): several
/// _printHierarchy or _autolayoutTrace rows on one line. Each row starts at the depth markers
/// before a row header: `<Controller 0x…>, state:` (address optional) or `Name:0x…` after `| `, `] ` or the line
/// start (tokens inside an `AMBIGUOUS LAYOUT for …` suffix follow other text and do not count).
struct CollapsedLine {
  static let rowStart = LineGrammar.compile(
    #"(?:[|+][ \t]+)*<[A-Za-z_$][^\s<>]*(?: 0x[0-9A-Fa-f]+)?>, state:"#
      + #"|(?:^|(?<=\] )|(?<=[ \t]))(?:\|[ \t]+)*(?:\x{E2}\x{80}\x{A2}|\*|\+)?"#
      + #"[A-Za-z_$][\w.$]*:0x[0-9A-Fa-f]+(?=['\s]|$)"#)

  private let matcher = rowStart.matcher()

  /// The rows of `line`, relative to its start, when it holds at least two; otherwise nil.
  /// The first row keeps whatever came before the first header (a prompt, an echo).
  func rows(in line: UnsafeBufferPointer<UInt8>) -> [Range<Int>]? {
    // Cheap test first: both row headers hold one of these, and most lines hold neither.
    guard line.count > 60,
      ByteRanges.contains(":0x", in: line) || ByteRanges.contains(", state:", in: line)
    else { return nil }
    var starts: [Int] = []
    var offset = 0
    while offset < line.count, (try? matcher.matches(line, from: offset)) == true {
      let match = matcher.range(0)!
      // Only row headers that follow markers or the start of the line split it.
      let precededByMarker = match.lowerBound == 0 || starts.isEmpty || hasMarkers(line, match)
      if precededByMarker { starts.append(match.lowerBound) }
      offset = max(match.upperBound, match.lowerBound + 1)
    }
    guard starts.count >= 2 else { return nil }
    starts[0] = 0
    return zip(starts, starts.dropFirst() + [line.count]).map { ByteRanges.trim($0..<$1, line) }
  }

  /// Whether the match begins with `|`/`+` markers (a row at depth > 0) or a `<` row header.
  private func hasMarkers(_ line: UnsafeBufferPointer<UInt8>, _ match: Range<Int>) -> Bool {
    let first = line[match.lowerBound]
    return first == UInt8(ascii: "|") || first == UInt8(ascii: "+") || first == UInt8(ascii: "<")
  }
}
