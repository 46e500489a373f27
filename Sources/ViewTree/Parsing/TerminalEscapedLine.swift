/// A row copied from a colored terminal or CI log with its ANSI escape sequences
/// (`ESC[0m<UIWindow: 0x…>`, `ESC[36m    Window, 0x…ESC[0m`, xcpretty's colors): read once the
/// line is no row as it stands, without its control sequences (CSI: `ESC [`, parameters,
/// intermediates and a final byte).
enum TerminalEscapedLine {
  static let escape: UInt8 = 0x1B

  /// True when the line holds `ESC [`.
  /// - Complexity: O(line length).
  static func isEscaped(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    ByteText.containsByte(escape, in: line) { at in
      at + 1 < line.count && line[at + 1] == UInt8(ascii: "[")
    }
  }

  /// Appends the line without its control sequences, and a newline, to `output`.
  static func unescape<Output: DecodedOutput>(
    _ line: UnsafeBufferPointer<UInt8>, into output: inout Output
  ) {
    var index = 0
    while index < line.count {
      guard line[index] == escape, index + 1 < line.count, line[index + 1] == UInt8(ascii: "[")
      else {
        output.append(line[index], from: index)
        index += 1
        continue
      }
      // Parameters (0x30–0x3F), intermediates (0x20–0x2F), then one final byte (0x40–0x7E);
      // a sequence cut by the line's end is dropped whole.
      index += 2
      while index < line.count && (0x20...0x3F).contains(line[index]) { index += 1 }
      if index < line.count && (0x40...0x7E).contains(line[index]) { index += 1 }
    }
    output.append(0x0A, from: line.count)
  }
}
