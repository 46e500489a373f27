/// A row whose Markdown source escapes the characters Markdown would read as emphasis or
/// markup: `<\_UIBarBackground: 0x…>` (an editor's escaping of a private class's underscore),
/// `|   \*UILabel:0x…` (an `_autolayoutTrace` mark), `\<UIView: 0x…>`. Read once the line is no
/// row as it stands, without the backslashes.
enum MarkdownEscapedLine {
  /// True when the line holds a backslash before one of the characters Markdown escapes in
  /// dumps. (`\n`, `\t`, `\'` and `\"` are a string literal's escapes, not these.)
  /// - Complexity: O(line length).
  static func isEscaped(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    ByteText.containsByte(UInt8(ascii: "\\"), in: line) { at in
      at + 1 < line.count && isEscapable(line[at + 1])
    }
  }

  /// True when the line escapes the underscore of a private class's name in a description
  /// (`<\_UILabelLayer: 0x…>`), which no debugger prints: a row that reads as it stands may
  /// still hold such values (`layer = <\_UILabelLayer: 0x…>`), and is read unescaped.
  /// - Complexity: O(line length).
  static func escapesClassName(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    ByteText.containsByte(UInt8(ascii: "\\"), in: line) { at in
      at > 0 && at + 1 < line.count && line[at - 1] == UInt8(ascii: "<")
        && line[at + 1] == UInt8(ascii: "_")
    }
  }

  /// Appends the line without the backslashes of its escapes, and a newline, to `output`.
  static func unescape<Output: DecodedOutput>(
    _ line: UnsafeBufferPointer<UInt8>, into output: inout Output
  ) {
    var index = 0
    while index < line.count {
      if line[index] == UInt8(ascii: "\\") && index + 1 < line.count
        && isEscapable(line[index + 1])
      {
        output.append(line[index + 1], from: index + 1)
        index += 2
      } else {
        output.append(line[index], from: index)
        index += 1
      }
    }
    output.append(0x0A, from: line.count)
  }

  /// `_` `*` `<` `>` `[` `]` `|` `#` `` ` ``: what an editor escapes in a pasted dump.
  private static func isEscapable(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "_"), UInt8(ascii: "*"), UInt8(ascii: "<"), UInt8(ascii: ">"),
      UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "|"), UInt8(ascii: "#"),
      UInt8(ascii: "`"):
      return true
    default: return false
    }
  }
}
