import PCRE2

/// Reads XCUITest element rows (`po app`, `debugDescription`):
/// ` →Application, 0x…, pid: 1, label: 'App'`, `    Window (Main), 0x…, {{0.0, 0.0}, {393.0, 852.0}}`,
/// `Button, 0x…, {{…}}, identifier: '…', label: '…', Selected`, or Xcode 26's address-less
/// rows with a flat `{x, y, w, h}` frame. Depth is the indentation; the root's arrow stands
/// where the first level's indentation would.
struct XCUITestReader {
  static let pattern = LineGrammar.compile(
    #"^(?<indent>[ \t]*+(?:(?://+|/\*+|\*)[ \t]*+)?)(?<arrow>\x{E2}\x{86}\x{92}|->)?"#
      + #"(?<type>[A-Z][A-Za-z]*)(?<main> \(Main\))?, "#
      + #"(?=0x|\{|pid:|identifier:|label:|title:|value:|placeholderValue:|Selected|Disabled"#
      + #"|Keyboard Focused|Focused)(?:(?<address>0x[0-9A-Fa-f]+)(?:, |$))?"#)

  private let matcher = pattern.matcher()
  private let groups: (indent: Int, type: Int, address: Int)

  init() {
    groups = (
      Self.pattern.groupNumber(named: "indent")!, Self.pattern.groupNumber(named: "type")!,
      Self.pattern.groupNumber(named: "address")!
    )
  }

  func read(_ line: LineContext) -> LineReadOutcome {
    guard (try? matcher.matches(line.subject)) == true else { return .noHeader }
    let indent = matcher.range(groups.indent)!
    var record = line.record(format: .xcuitest, kind: .element, markerDepth: indent.count)
    let type = matcher.range(groups.type)!
    record.className = line.span(relative: type)
    if let address = matcher.range(groups.address) { record.address = line.span(relative: address) }
    record.description = line.span(relative: indent.upperBound..<line.subject.count)
    record.body = line.span(relative: type.upperBound..<line.subject.count)
    return .node(record)
  }

  /// The content of `next` when it holds the rest of a row wrapped at a fixed width inside its
  /// frame: the row ends with the frame open after a comma (`{{0.0, 0.0}, {393.0,`), and
  /// `next`, from its first column, goes on with a number or `{` and closes the frame
  /// (`852.0}}, label: 'Menu'`).
  static func wrappedFrame(after line: LineContext, next: Range<Int>) -> Range<Int>? {
    let bytes = line.bytes
    guard let last = line.content.last, bytes[last] == UInt8(ascii: ","),
      next.lowerBound < next.upperBound
    else { return nil }
    let first = bytes[next.lowerBound]
    guard
      first &- UInt8(ascii: "0") < 10 || first == UInt8(ascii: "-") || first == UInt8(ascii: "{")
    else { return nil }
    var open = ByteRanges.balance(
      line.content, bytes, open: UInt8(ascii: "{"), close: UInt8(ascii: "}"))
    guard open > 0 else { return nil }
    for byte in bytes[next] {
      if byte == UInt8(ascii: "{") {
        open += 1
      } else if byte == UInt8(ascii: "}") {
        open -= 1
        if open == 0 { return ByteRanges.trimLine(next, bytes) }
      }
    }
    return nil
  }
}
