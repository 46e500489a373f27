import PCRE2

/// A dump whose newlines were lost (scraped from a web page, or printed without them): several
/// _printHierarchy or _autolayoutTrace rows on one line. Each row starts at the depth markers
/// before a row header: `<Controller 0x…>, state:` (address optional; or, where the paste was
/// cut, `<Controller` at the end of the line) or `Name:0x…` after `| `, `] ` or the line
/// start, ending at a title, a space or a glued `- AMBIGUOUS LAYOUT` (tokens inside an
/// `AMBIGUOUS LAYOUT for …` suffix follow other text and do not count).
/// A recursiveDescription row starts at `| ` markers between the space after a description's
/// closing `>` (or a layer row's `(layer)`) and the next `<Class: 0x…`, `<Class;` or `<Class>`
/// (or `<Class` cut at the end of the line).
struct CollapsedLine {
  /// A row header, without the depth markers before it: `<Controller 0x…>, state:`, a
  /// `<Controller` cut at the end of the line (`cut`, which needs markers), or `Name:0x…`
  /// (`trace`, after a space, `] ` or the line start). The markers are walked back by hand
  /// (`rowStart`): in the pattern, a search would read a long run of them once from each `|`
  /// it tries to start at, which is quadratic in the run.
  static let rowHeader = LineGrammar.compile(
    #"<[A-Za-z_$][^\s<>]*(?: 0x[0-9A-Fa-f]+)?>, state:"#
      + #"|(?<cut><[A-Za-z_$][^\s<>]*(?: 0x[0-9A-Fa-f]*)?$)"#
      + #"|(?<trace>(?:^|(?<=\] )|(?<=[ \t]))(?:\x{E2}\x{80}\x{A2}|\*|\+)?"#
      + #"[A-Za-z_$][\w.$]*:0x[0-9A-Fa-f]+(?=['\s-]|$))"#)

  private let matcher = rowHeader.matcher()
  private let cutGroup = rowHeader.groupNumber(named: "cut")!
  private let traceGroup = rowHeader.groupNumber(named: "trace")!
  private let header = LineGrammar.bareHeader.matcher()
  private let addressGroup = LineGrammar.bareHeader.groupNumber(named: "address")!

  /// The rows of `line`, relative to its start, when it holds at least two; otherwise nil.
  /// The first row keeps whatever came before the first header (a prompt, an echo).
  /// - Complexity: O(line length).
  func rows(in line: UnsafeBufferPointer<UInt8>) -> [Range<Int>]? {
    // Cheap test first: both row headers hold one of these, and most lines hold neither.
    guard line.count > 60,
      ByteText.contains(line, ":0x") || ByteText.contains(line, ", state:")
    else { return nil }
    var starts: [Int] = []
    var offset = 0
    while offset < line.count, (try? matcher.matches(line, from: offset)) == true {
      let match = matcher.range(0)!
      let isTrace = matcher.range(traceGroup) != nil
      let (runStart, markers) = rowStart(
        in: line, header: match.lowerBound, limit: offset, plusIsMarker: !isTrace)
      let start = isTrace ? boundedStart(in: line, runStart, markers: markers) : runStart
      // A cut header only counts after markers.
      if matcher.range(cutGroup) != nil && markers == 0 { break }
      // Only row headers that follow markers or the start of the line split it.
      let precededByMarker = start == 0 || starts.isEmpty || hasMarkers(line, start)
      if precededByMarker { starts.append(start) }
      offset = max(match.upperBound, start + 1)
    }
    guard starts.count >= 2 else { return nil }
    starts[0] = 0
    return zip(starts, starts.dropFirst() + [line.count]).map { ByteRanges.trim($0..<$1, line) }
  }

  /// The start of the run of depth markers (`|`, or with `plusIsMarker` also `+`, each followed
  /// by spaces or tabs) that ends at `header`, not reaching before `limit`, and how many markers
  /// it holds. A trace's `+` is glued to its row (`+UIView:0x…`), so there it is no marker.
  private func rowStart(
    in line: UnsafeBufferPointer<UInt8>, header: Int, limit: Int, plusIsMarker: Bool
  ) -> (start: Int, markers: Int) {
    var start = header
    var markers = 0
    while true {
      var index = start - 1
      while index >= limit && isBlank(line[index]) { index -= 1 }
      guard index < start - 1, index >= limit,
        line[index] == UInt8(ascii: "|") || (plusIsMarker && line[index] == UInt8(ascii: "+"))
      else { break }
      start = index
      markers += 1
    }
    return (start, markers)
  }

  /// A trace row's markers must follow a space, `] ` or the line start: when the run's first
  /// marker does not, the row starts at the second (which follows the first one's spaces).
  private func boundedStart(in line: UnsafeBufferPointer<UInt8>, _ start: Int, markers: Int)
    -> Int
  {
    guard markers > 0, start > 0, !isBlank(line[start - 1]),
      !(start >= 2 && line[start - 2] == UInt8(ascii: "]") && line[start - 1] == UInt8(ascii: " "))
    else { return start }
    var index = start + 1
    while isBlank(line[index]) { index += 1 }
    return index
  }

  private func isBlank(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
  }

  /// Whether the row at `start` begins with `|`/`+` markers (a row at depth > 0) or a `<` row
  /// header.
  private func hasMarkers(_ line: UnsafeBufferPointer<UInt8>, _ start: Int) -> Bool {
    let first = line[start]
    return first == UInt8(ascii: "|") || first == UInt8(ascii: "+") || first == UInt8(ascii: "<")
  }

  /// The recursiveDescription rows of `line`, whose first description opens at `open`, when it
  /// holds at least two; otherwise nil. Each description is skipped whole (nesting and quoted
  /// text respected), so only a `<` outside every description can start a row.
  ///
  /// With `gluedRoots` (the first row has no markers), a description glued to the closing `>`
  /// of the one before (`<UIView: 0x…; …><UILabel: 0x…; …>`, a loop that printed each view
  /// without a newline) starts another row too: no depth was printed, so each is a root.
  func descriptionRows(in line: UnsafeBufferPointer<UInt8>, firstOpen open: Int, gluedRoots: Bool)
    -> [Range<Int>]?
  {
    // Cheap test first: every later row has a `|` marker or follows a `>`, and most lines have
    // neither after `<`.
    let rest = UnsafeBufferPointer(rebasing: line[open...])
    guard ByteText.contains(rest, "|") || (gluedRoots && ByteText.contains(rest, "><")) else {
      return nil
    }
    let scanner = DescriptionScanner(line)
    var starts = [0]
    var index = open
    while let close = scanner.closingBracket(from: index + 1, to: line.count),
      let next = nextOpen(in: line, from: close + 1)
    {
      if let start = markersStart(in: line, open: next, after: close) {
        starts.append(start)
      } else if gluedRoots && next == close + 1 && isAddressedHeader(line, next) {
        starts.append(next)
      }
      index = next
    }
    guard starts.count >= 2 else { return nil }
    return zip(starts, starts.dropFirst() + [line.count]).map { ByteRanges.trim($0..<$1, line) }
  }

  private func nextOpen(in line: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    line[start...].firstIndex(of: UInt8(ascii: "<"))
  }

  /// Where the row whose description opens at `open` starts (its first marker), when `open` is
  /// a row header after the description closed at `close`, its tail, markers and a space.
  /// Markers may touch (`|| <`): a web page that collapsed whitespace prints deeper rows that
  /// way.
  private func markersStart(in line: UnsafeBufferPointer<UInt8>, open: Int, after close: Int)
    -> Int?
  {
    var index = open - 1
    guard index >= 0, ByteRanges.isSpace(line[index]) else { return nil }
    var start: Int? = nil
    while true {
      let spaceEnd = index
      while index >= 0 && ByteRanges.isSpace(line[index]) { index -= 1 }
      guard index >= 0 else { return nil }
      guard line[index] == UInt8(ascii: "|") else {
        // The markers are set off from the description before them by a space.
        guard index < spaceEnd else { return nil }
        break
      }
      start = index
      index -= 1
    }
    guard let start, index >= close, isRowTail(line, (close + 1)..<(index + 1)),
      isRowHeader(line, open)
    else { return nil }
    return start
  }

  /// Whether the text between a description's `>` and the next row's markers is what a row
  /// prints after its description: nothing, a layer row's ` (layer)`, an image view's image
  /// (` - bg.png`), a bar's state (`effect=none`, `layout=0x…`): any text without markers of
  /// its own (descriptions in it, `layout: <UICollectionViewFlowLayout: 0x…>`, are skipped
  /// whole before this is asked).
  private func isRowTail(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    !line[ByteRanges.trim(range, line)].contains(UInt8(ascii: "|"))
  }

  /// `<Class: 0x…` (or `<Class:0x…`).
  private func isAddressedHeader(_ line: UnsafeBufferPointer<UInt8>, _ open: Int) -> Bool {
    (try? header.matches(line, from: open)) == true && header.range(addressGroup) != nil
  }

  /// `<Class: 0x…`, `<Class;` or `<Class>`, or `<Class` where the line ends (cut in its name).
  private func isRowHeader(_ line: UnsafeBufferPointer<UInt8>, _ open: Int) -> Bool {
    guard (try? header.matches(line, from: open)) == true else { return false }
    let end = header.range(0)!.upperBound
    if header.range(addressGroup) != nil || end == line.count { return true }
    return line[end] == UInt8(ascii: ";") || line[end] == UInt8(ascii: ">")
  }
}
