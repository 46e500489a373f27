/// A line that is one string literal of a list, as a JSON array or a source file holds the
/// lines of a dump it quotes: `"    Other, 0x…, {{0.0, 0.0}, {768.0, 1024.0}}",`, also
/// Objective-C's `@"  |--<UIView:0x…; …>",` and the list's last, `@"…"];`, and Python's
/// prefixed literals, `f"    Other, 0x…, {frame}, …",`.
enum StringLiteralLine {
  /// Where the literal's text is in `line`: after its opening `"` (or `@"`), up to its
  /// closing one (which `,` or the list's end, `];` `)` `}`, may follow) or to the line's end
  /// when the paste cut it short. Nil when the line is no such literal: one that holds another
  /// `"`, not escaped, is a piece of code or data.
  /// - Complexity: O(line length).
  static func text(of line: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
    var start = 0
    while start < line.count && ByteRanges.isSpace(line[start]) { start += 1 }
    // Objective-C's `@"…"`; Python's `f"…"`, `r"…"`, `rb"…"` (a prefix of one or two letters).
    var prefix = start
    while prefix < line.count && prefix < start + 2 && isPrefixLetter(line[prefix]) { prefix += 1 }
    if prefix > start && prefix < line.count && line[prefix] == UInt8(ascii: "\"") {
      start = prefix
    } else if start + 1 < line.count && line[start] == UInt8(ascii: "@")
      && line[start + 1] == UInt8(ascii: "\"")
    {
      start += 1
    }
    guard start < line.count, line[start] == UInt8(ascii: "\"") else { return nil }
    var end = line.count
    while end > start + 1 && ByteRanges.isSpace(line[end - 1]) { end -= 1 }
    // What may close the list after its last literal, taken only when a quote is left.
    var closed = end
    while closed > start + 1 && isListEnd(line[closed - 1]) { closed -= 1 }
    if closed < end && line[closed - 1] == UInt8(ascii: "\"") && line[closed - 2] != 0x5C {
      end = closed
    }
    if end > start + 1 && line[end - 1] == UInt8(ascii: ",") { end -= 1 }
    if end > start + 1 && line[end - 1] == UInt8(ascii: "\"") && line[end - 2] != 0x5C {
      end -= 1
    }
    // A literal that ends its line of the dump with the escape of a line break (Python's
    // adjacent literals, `"  Button, …\n"`): the escape is no part of the row.
    while end >= start + 3 && line[end - 2] == 0x5C
      && (line[end - 1] == UInt8(ascii: "n") || line[end - 1] == UInt8(ascii: "r"))
    {
      end -= 2
    }
    let text = (start + 1)..<end
    // Quotes inside are escaped (`label: 'Say \"hi\"'`); one that is not ends the literal.
    for index in text where line[index] == UInt8(ascii: "\"") && line[index - 1] != 0x5C {
      return nil
    }
    return text
  }

  /// A letter of a Python string prefix: `f`, `r`, `b`, `u`, either case.
  private static func isPrefixLetter(_ byte: UInt8) -> Bool {
    switch byte | 0x20 {
    case UInt8(ascii: "f"), UInt8(ascii: "r"), UInt8(ascii: "b"), UInt8(ascii: "u"): return true
    default: return false
    }
  }

  private static func isListEnd(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "]"), UInt8(ascii: ")"),
      UInt8(ascii: "}"), 0x20, 0x09:
      return true
    default: return false
    }
  }
}
