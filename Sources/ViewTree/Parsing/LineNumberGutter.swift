/// Line numbers copied with the text from an editor, a file view or `cat -n`: each line starts
/// with its number and a separator (`  12  `, `12: `, `12│ `, `12 | `, `    12\t`, an ordered
/// list's `12. ` or `12) `); or a printer
/// numbers each row with its depth (`2# `, `2＃ `) before the row's indentation.
enum LineNumberGutter {
  private static let space = UInt8(ascii: " ")
  private static let tab = UInt8(ascii: "\t")
  private static let bar: [UInt8] = [0xE2, 0x94, 0x82]  // `│`
  private static let fullWidthNumberSign: [UInt8] = [0xEF, 0xBC, 0x83]  // `＃`

  /// How many bytes of `line` the gutter takes, or nil when the line starts with none. One space
  /// after the separator belongs to the gutter; the rest is the row's own indentation.
  /// - Complexity: O(gutter length).
  static func width(of line: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = 0
    while index < line.count && (line[index] == space || line[index] == tab) { index += 1 }
    let digits = index
    while index < line.count && line[index] >= 0x30 && line[index] <= 0x39 { index += 1 }
    guard index > digits, index - digits <= 7, index < line.count else { return nil }
    index = afterFlattenedNumbers(line, first: digits..<index)
    switch line[index] {
    case tab:
      return index + 1
    case UInt8(ascii: "."), UInt8(ascii: ")"):
      // An ordered list's number (`12. `, `12) `: a page or a pastebin that numbers each
      // line); a digit or other text after the mark makes a decimal or a value, no gutter.
      guard index + 1 < line.count, line[index + 1] == space || line[index + 1] == tab
      else { return nil }
      index += 1
    case UInt8(ascii: "#"):
      // A printer that numbers each row with its depth, `2# ` (or the full-width `2＃ `), then
      // indents it: the indentation after the number is the row's own.
      index += 1
    case UInt8(ascii: ":"), UInt8(ascii: "|"):
      // A digit after the colon makes a time of day (`16:26:37 `, a log's), no line number.
      if line[index] == UInt8(ascii: ":") && index + 1 < line.count
        && line[index + 1] >= 0x30 && line[index + 1] <= 0x39
      {
        return nil
      }
      index += 1
    case space:
      // `12 | ` and `12 │ ` are separators; after more spaces a `|` is the row's depth marker.
      let next = index + 1
      if next < line.count && line[next] == UInt8(ascii: "|") {
        index = next + 1
      } else if line[next...].starts(with: bar) {
        index = next + bar.count
      } else {
        return index + 1
      }
    default:
      if line[index...].starts(with: fullWidthNumberSign) {
        index += fullWidthNumberSign.count
      } else {
        guard line[index...].starts(with: bar) else { return nil }
        index += bar.count
      }
    }
    if index < line.count && line[index] == space { index += 1 }
    return index
  }

  /// Where a code widget's whole column of line numbers ends, flattened onto the line by a
  /// page that lost its line breaks (`1 2 3 4 5 | UIWindow:0x… | •UIView:…`): numbers that
  /// count up by one, each after a single space. Just `first`'s end when no such run follows.
  /// - Complexity: O(run length).
  private static func afterFlattenedNumbers(
    _ line: UnsafeBufferPointer<UInt8>, first: Range<Int>
  ) -> Int {
    var end = first.upperBound
    var previous = number(line, first)
    var index = end
    while index + 1 < line.count && line[index] == space, let previousValue = previous {
      var digitsEnd = index + 1
      while digitsEnd < line.count && line[digitsEnd] >= 0x30 && line[digitsEnd] <= 0x39 {
        digitsEnd += 1
      }
      guard digitsEnd > index + 1, digitsEnd - index <= 8,
        let value = number(line, (index + 1)..<digitsEnd), value == previousValue + 1
      else { break }
      end = digitsEnd
      previous = value
      index = digitsEnd
    }
    return end
  }

  private static func number(_ line: UnsafeBufferPointer<UInt8>, _ digits: Range<Int>) -> Int? {
    guard digits.count <= 7 else { return nil }
    return line[digits].reduce(0) { $0 * 10 + Int($1 - 0x30) }
  }
}
