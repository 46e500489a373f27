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

  /// How many bytes `depth` quote marks take before a line when what follows them is a
  /// description's closing brackets, not deeper marks: a quoted row wrapped just before its
  /// last `>` goes on with `> >>` or `> >; layer = …`, where a reply one level deeper reads
  /// `> > text`. Nil otherwise.
  /// - Complexity: O(line length).
  static func width(of line: UnsafeBufferPointer<UInt8>, closingBracketsAfter depth: Int) -> Int? {
    var index = 0
    while index < line.count && (line[index] == 0x20 || line[index] == 0x09) { index += 1 }
    for _ in 0..<depth {
      guard index < line.count && line[index] == UInt8(ascii: ">") else { return nil }
      index += 1
      if index < line.count && line[index] == 0x20 { index += 1 }
    }
    var end = index
    while end < line.count && line[end] == UInt8(ascii: ">") { end += 1 }
    guard end > index else { return nil }
    guard end < line.count else { return index }
    switch line[end] {
    case UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: ")"), 0x0D: return index
    default: return nil
    }
  }
}
