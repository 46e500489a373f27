/// A line that is one string literal of a list, as a JSON array or a source file holds the
/// lines of a dump it quotes: `"    Other, 0x…, {{0.0, 0.0}, {768.0, 1024.0}}",`.
enum StringLiteralLine {
  /// Where the literal's text is in `line`: after its opening `"`, up to its closing one
  /// (which a `,` may follow) or to the line's end when the paste cut it short. Nil when the
  /// line is no such literal: one that holds another `"`, not escaped, is a piece of code or
  /// data.
  /// - Complexity: O(line length).
  static func text(of line: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
    var start = 0
    while start < line.count && ByteRanges.isSpace(line[start]) { start += 1 }
    guard start < line.count, line[start] == UInt8(ascii: "\"") else { return nil }
    var end = line.count
    while end > start + 1 && ByteRanges.isSpace(line[end - 1]) { end -= 1 }
    if end > start + 1 && line[end - 1] == UInt8(ascii: ",") { end -= 1 }
    if end > start + 1 && line[end - 1] == UInt8(ascii: "\"") && line[end - 2] != 0x5C {
      end -= 1
    }
    let text = (start + 1)..<end
    // Quotes inside are escaped (`label: 'Say \"hi\"'`); one that is not ends the literal.
    for index in text where line[index] == UInt8(ascii: "\"") && line[index - 1] != 0x5C {
      return nil
    }
    return text
  }
}
