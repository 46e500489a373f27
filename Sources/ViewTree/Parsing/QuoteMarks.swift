/// The marks of a Markdown or e-mail quote before a line: `> `, `> > `, `>> `, `>`.
enum QuoteMarks {
  /// How many bytes of `line` the quote marks take (each with one space after it), or nil when
  /// the line is not quoted.
  /// - Complexity: O(marks length).
  static func width(of line: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = 0
    while index < line.count && (line[index] == 0x20 || line[index] == 0x09) { index += 1 }
    guard index < line.count && line[index] == UInt8(ascii: ">") else { return nil }
    while index < line.count && line[index] == UInt8(ascii: ">") {
      index += 1
      if index < line.count && line[index] == 0x20 { index += 1 }
    }
    return index
  }
}
