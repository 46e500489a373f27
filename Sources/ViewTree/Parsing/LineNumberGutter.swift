/// Line numbers copied with the text from an editor, a file view or `cat -n`: each line starts
/// with its number and a separator (`  12  `, `12: `, `12│ `, `12 | `, `    12\t`).
enum LineNumberGutter {
  private static let space = UInt8(ascii: " ")
  private static let tab = UInt8(ascii: "\t")
  private static let bar: [UInt8] = [0xE2, 0x94, 0x82]  // `│`

  /// How many bytes of `line` the gutter takes, or nil when the line starts with none. One space
  /// after the separator belongs to the gutter; the rest is the row's own indentation.
  /// - Complexity: O(gutter length).
  static func width(of line: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = 0
    while index < line.count && (line[index] == space || line[index] == tab) { index += 1 }
    let digits = index
    while index < line.count && line[index] >= 0x30 && line[index] <= 0x39 { index += 1 }
    guard index > digits, index - digits <= 7, index < line.count else { return nil }
    switch line[index] {
    case tab:
      return index + 1
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
      guard line[index...].starts(with: bar) else { return nil }
      index += bar.count
    }
    if index < line.count && line[index] == space { index += 1 }
    return index
  }
}
