import PCRE2

/// Reads AppKit `_subtreeDescription` rows:
/// `[   AF    ! wLU ] h=--- v=--- NSButton 0x… "Push Me" f=(0,0,83,32) b=(-) => <layer>`.
/// Depth is the indentation (two spaces per level), the one format without markers; an
/// NSLog prefix, or a comment or quote mark (`///`, `*`, `#`, `>`), may come before it.
struct SubtreeDescriptionReader {
  static let pattern = LineGrammar.compile(
    #"^(?<log>[^\[\]\n]*\[\d+:[0-9A-Fa-fx]+\] )?(?:[ \t]*+(?://+|/\*+|\*+|#+|>+)(?=[ \t]))?"#
      + #"(?<indent>[ \t]*)"#
      + #"\[(?<flags>[^\]\n]{1,24})\] h=\S+ v=\S+ "#
      + #"(?<class>[A-Za-z_$][^\s"]*)(?: (?<address>0x[0-9A-Fa-f]+))?(?=\s|$)"#)

  /// A row's first line when wrapping at a fixed width cut it after its flags or its resizing
  /// masks.
  static let head = LineGrammar.compile(
    #"^(?<log>[^\[\]\n]*\[\d+:[0-9A-Fa-fx]+\] )?(?:[ \t]*+(?://+|/\*+|\*+|#+|>+)(?=[ \t]))?"#
      + #"(?<indent>[ \t]*)\[[^\]\n]{1,24}\](?: h=\S+(?: v=\S+)?)?$"#)
  /// The rest of such a row, in the next line's first column: the masks the first line did
  /// not hold, the class, then its frame.
  static let rest = LineGrammar.compile(
    #"^(?:h=\S+ )?(?:v=\S+ )?(?<class>[A-Za-z_$][^\s"=]*)(?: (?<address>0x[0-9A-Fa-f]+))?"#
      + #"(?=\s(?:[^\n]*\s)?f=\()"#)

  private let matcher = pattern.matcher()
  private let headMatcher = head.matcher()
  private let restMatcher = rest.matcher()
  private let groups: (indent: Int, class: Int, address: Int)
  private let headIndent: Int
  private let restGroups: (class: Int, address: Int)

  init() {
    groups = (
      Self.pattern.groupNumber(named: "indent")!, Self.pattern.groupNumber(named: "class")!,
      Self.pattern.groupNumber(named: "address")!
    )
    headIndent = Self.head.groupNumber(named: "indent")!
    restGroups = (Self.rest.groupNumber(named: "class")!, Self.rest.groupNumber(named: "address")!)
  }

  func read(_ line: LineContext) -> LineReadOutcome {
    guard (try? matcher.matches(line.subject)) == true else { return .noHeader }
    let indent = matcher.range(groups.indent)!
    var record = line.record(
      format: .subtreeDescription, kind: .view,
      markerDepth: IndentWidth.columns(line.subject[indent]))
    record.className = line.span(relative: matcher.range(groups.class)!)
    if let address = matcher.range(groups.address) { record.address = line.span(relative: address) }
    let whole = indent.upperBound..<line.subject.count
    record.description = line.span(relative: whole)
    record.body = line.span(relative: whole)
    return .node(record)
  }

  /// A row wrapped at a fixed width before its class (`[   AF    !   U ] h=--- v=---` alone, as
  /// a console prefix before it leaves little room), whose class and frame start `next` in
  /// its first column (`NSButton "Push Me" f=(0,0,83,32) b=(-)`, or `v=--- NSButton …` after
  /// `h=---`); nil otherwise.
  func readWrapped(_ line: LineContext, next: Range<Int>) -> NodeRecord? {
    guard let rest = line.wrappedHead(next: next, head: headMatcher, rest: restMatcher) else {
      return nil
    }
    let indent = headMatcher.range(headIndent)!
    var record = line.record(
      format: .subtreeDescription, kind: .view,
      markerDepth: IndentWidth.columns(line.subject[indent]))
    let start = rest.lowerBound
    let name = restMatcher.range(restGroups.class)!
    record.className = line.span(absolute: (start + name.lowerBound)..<(start + name.upperBound))
    if let address = restMatcher.range(restGroups.address) {
      record.address = line.span(
        absolute: (start + address.lowerBound)..<(start + address.upperBound))
    }
    let whole = (line.content.lowerBound + indent.upperBound)..<rest.upperBound
    record.description = line.span(absolute: whole)
    record.body = line.span(absolute: whole)
    record.source = line.span(absolute: line.fullLine.lowerBound..<next.upperBound)
    return record
  }

  /// The content of `next` when it holds the rest of a row wrapped at a fixed width at its
  /// layer: the row ends with `=>` and `next` is the layer's description
  /// (`<_NSViewBackingLayer>`), or `next` starts with `=> `.
  /// So is `next` when the row was cut before its frame, which every row prints: `next` then
  /// starts in its first column with no row of its own and holds the frame (`f=(0,0,83,32)
  /// b=(-)` after `… NSButton "Push Me"`).
  static func wrappedLayer(after line: LineContext, next: Range<Int>) -> Range<Int>? {
    let bytes = line.bytes
    let rest = ByteRanges.trimLine(next, bytes)
    guard !rest.isEmpty else { return nil }
    if ByteRanges.startsWith(rest, "=> ", bytes) { return rest }
    if rest.lowerBound == next.lowerBound && bytes[rest.lowerBound] != UInt8(ascii: "[")
      && !ByteText.contains(line.subject, " f=(")
      && (ByteRanges.startsWith(rest, "f=(", bytes)
        || ByteText.contains(UnsafeBufferPointer(rebasing: bytes[rest]), " f=("))
    {
      return rest
    }
    guard ByteRanges.endsWith(line.content, " =>", bytes),
      bytes[rest.lowerBound] == UInt8(ascii: "<"),
      bytes[rest.upperBound - 1] == UInt8(ascii: ">")
    else { return nil }
    return rest
  }
}
