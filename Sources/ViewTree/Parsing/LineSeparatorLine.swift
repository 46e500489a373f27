/// Rows joined by Unicode's line or paragraph separator (U+2028, U+2029) instead of line
/// breaks, as text copied through a rich-text editor (Notes, Pages) may be: one input line
/// that holds a whole dump. Read once the line is no row as it stands, with each separator a
/// line break.
enum LineSeparatorLine {
  /// True when the line holds U+2028 or U+2029 (bytes E2 80 A8 or E2 80 A9).
  /// - Complexity: O(line length).
  static func hasSeparator(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    ByteText.containsByte(0xE2, in: line) { isSeparator(line, $0) }
  }

  /// Appends the line with each separator made a line break, and a newline, to `output`.
  static func split<Output: DecodedOutput>(
    _ line: UnsafeBufferPointer<UInt8>, into output: inout Output
  ) {
    var index = 0
    while index < line.count {
      if isSeparator(line, index) {
        output.append(0x0A, from: index)
        index += 3
      } else {
        output.append(line[index], from: index)
        index += 1
      }
    }
    output.append(0x0A, from: line.count)
  }

  private static func isSeparator(_ line: UnsafeBufferPointer<UInt8>, _ at: Int) -> Bool {
    at + 2 < line.count && line[at] == 0xE2 && line[at + 1] == 0x80
      && (line[at + 2] == 0xA8 || line[at + 2] == 0xA9)
  }
}
