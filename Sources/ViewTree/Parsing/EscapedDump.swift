#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A whole dump printed as one escaped string literal (lldb printing a Swift `String`):
/// rows separated by the two characters `\n`, quotes written `\'`.
enum EscapedDump {
  /// True when the line holds at least two escaped newlines each followed by a row start, or
  /// one when the line is a whole string literal (`"…"`, `Optional("…")`): a dump of two rows,
  /// or a command and its one row. (One in a row's own text, `text = 'a\n| b'`, is text.)
  /// - Complexity: O(line length).
  static func isEscapedDump(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    // Nearly every line has no backslash at all: memchr answers that without a byte loop.
    guard let base = line.baseAddress, memchr(base, Int32(UInt8(ascii: "\\")), line.count) != nil
    else { return false }
    var rows = 0
    var index = 0
    let count = line.count
    while index + 1 < count {
      if line[index] == UInt8(ascii: "\\") && line[index + 1] == UInt8(ascii: "n") {
        var next = indentationEnd(line, from: index + 2)
        // Rows pasted as comments: `\n// | <UIView…`.
        if next + 1 < count && line[next] == UInt8(ascii: "/") && line[next + 1] == line[next] {
          next = indentationEnd(line, from: next + 2)
        }
        if next < count {
          let byte = line[next]
          // `|` markers, a `<` description, or any indented text row.
          if byte == UInt8(ascii: "|") || byte == UInt8(ascii: "<") || next > index + 2 {
            rows += 1
            if rows >= 2 || literalBounds(line) != nil
              || closesRowBeforeChild(line, newline: index, next: next)
            {
              return true
            }
          }
        }
        index = next
      } else {
        index += 1
      }
    }
    return false
  }

  /// Whether the escaped newline at `newline` ends a description (`…>\n`) and the text at
  /// `next` is a child row, `|` markers then `<`: a view and its one subview, printed after
  /// something other than a whole literal (`(NSString *) 0x… @"<UIButton…>\n   | <…>"`).
  private static func closesRowBeforeChild(
    _ line: UnsafeBufferPointer<UInt8>, newline: Int, next: Int
  ) -> Bool {
    guard newline > 0, line[newline - 1] == UInt8(ascii: ">"), line[next] == UInt8(ascii: "|")
    else { return false }
    var index = next
    while index < line.count
      && (line[index] == UInt8(ascii: "|") || line[index] == 0x20 || line[index] == 0x09)
    {
      index += 1
    }
    return index < line.count && line[index] == UInt8(ascii: "<")
  }

  /// Where the indentation starting at `start` ends: spaces, tabs and escaped tabs (`\t`).
  private static func indentationEnd(_ line: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    while index < line.count {
      if line[index] == 0x20 || line[index] == 0x09 {
        index += 1
      } else if line[index] == UInt8(ascii: "\\") && index + 1 < line.count
        && line[index + 1] == UInt8(ascii: "t")
      {
        index += 2
      } else {
        break
      }
    }
    return index
  }

  /// The inside of a line that is one string literal, `"…"`, Swift's `Optional("…")`, or an
  /// Objective-C string as lldb or Cycript shows it, `@"…"`, `#"…"`; nil for other lines.
  static func literalBounds(_ line: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
    let optional = Array("Optional(\"".utf8)
    let count = line.count
    if count >= optional.count + 2 && line.starts(with: optional)
      && line[count - 2] == UInt8(ascii: "\"") && line[count - 1] == UInt8(ascii: ")")
    {
      return optional.count..<(count - 2)
    }
    if count >= 2 && line[0] == UInt8(ascii: "\"") && line[count - 1] == UInt8(ascii: "\"") {
      return 1..<(count - 1)
    }
    // An Objective-C string as lldb (`@"…"`) or Cycript (`#"…"`) shows it.
    if count >= 3 && (line[0] == UInt8(ascii: "@") || line[0] == UInt8(ascii: "#"))
      && line[1] == UInt8(ascii: "\"") && line[count - 1] == UInt8(ascii: "\"")
    {
      return 2..<(count - 1)
    }
    return nil
  }

  /// Appends the unescaped text to `output`, without the literal's quotes (and `Optional(…)`).
  static func unescape<Output: DecodedOutput>(
    _ line: UnsafeBufferPointer<UInt8>, into output: inout Output
  ) {
    let bounds = literalBounds(line) ?? 0..<line.count
    let (start, end) = (bounds.lowerBound, bounds.upperBound)
    var index = start
    while index < end {
      let byte = line[index]
      if byte == UInt8(ascii: "\\") && index + 1 < end {
        let next = line[index + 1]
        switch next {
        case UInt8(ascii: "n"): output.append(0x0A, from: index)
        case UInt8(ascii: "t"): output.append(0x09, from: index)
        case UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "\\"):
          output.append(next, from: index)
        default:
          // `\u…` and others stay as printed: they are part of the values.
          output.append(byte, from: index)
          output.append(next, from: index + 1)
        }
        index += 2
      } else {
        output.append(byte, from: index)
        index += 1
      }
    }
    // The row's end is where the literal's text ends, before its closing quote.
    output.append(0x0A, from: end)
  }
}
