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

  private let matcher = pattern.matcher()
  private let groups: (indent: Int, class: Int, address: Int)

  init() {
    groups = (
      Self.pattern.groupNumber(named: "indent")!, Self.pattern.groupNumber(named: "class")!,
      Self.pattern.groupNumber(named: "address")!
    )
  }

  func read(_ line: LineContext) -> LineReadOutcome {
    guard (try? matcher.matches(line.subject)) == true else { return .noHeader }
    let indent = matcher.range(groups.indent)!
    var record = line.record(format: .subtreeDescription, kind: .view, markerDepth: indent.count)
    record.className = line.span(relative: matcher.range(groups.class)!)
    if let address = matcher.range(groups.address) { record.address = line.span(relative: address) }
    let whole = indent.upperBound..<line.subject.count
    record.description = line.span(relative: whole)
    record.body = line.span(relative: whole)
    return .node(record)
  }

  /// The content of `next` when it holds the rest of a row wrapped at a fixed width at its
  /// layer: the row ends with `=>` and `next` is the layer's description
  /// (`<_NSViewBackingLayer>`), or `next` starts with `=> `.
  static func wrappedLayer(after line: LineContext, next: Range<Int>) -> Range<Int>? {
    let bytes = line.bytes
    let rest = ByteRanges.trimLine(next, bytes)
    guard !rest.isEmpty else { return nil }
    if ByteRanges.startsWith(rest, "=> ", bytes) { return rest }
    guard ByteRanges.endsWith(line.content, " =>", bytes),
      bytes[rest.lowerBound] == UInt8(ascii: "<"),
      bytes[rest.upperBound - 1] == UInt8(ascii: ">")
    else { return nil }
    return rest
  }
}
