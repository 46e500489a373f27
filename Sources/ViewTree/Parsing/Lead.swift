/// A gutter of line numbers, quote marks, a page's tags or a console prefix before a line's
/// text (`ChunkParser.lead(of:)`): where the lead and the text behind it are, and what the lead
/// is.
struct Lead {
  let marks: Range<Int>
  let body: Range<Int>
  /// A gutter, quote marks or tags, which no logged message starts with.
  let isMark: Bool
  let kind: Kind

  enum Kind { case gutter, quote, firstLine }

  /// What a lead is, as the line that goes on with a row wrapped behind it repeats it.
  enum Shape: Equatable {
    /// Quote marks, with how many `>` they hold: a reply to them holds fewer.
    case quote(Int)
    /// A gutter, with the bytes of its separator after the number packed (`: `, ` | `, `│ `):
    /// the number changes from line to line, not the separator.
    case gutter(UInt64)
    /// A page's tags or a console prefix, on a row's first line only: the rest of a wrapped
    /// row may follow without it (or with a console prefix of its own).
    case firstLine
  }

  /// The lead's shape; `bytes` are its line's. Asked only of a row wrapped behind it.
  func shape(in bytes: UnsafeBufferPointer<UInt8>) -> Shape {
    switch kind {
    case .quote:
      return .quote(bytes[marks].reduce(0) { $1 == UInt8(ascii: ">") ? $0 + 1 : $0 })
    case .gutter:
      var index = marks.lowerBound
      while index < marks.upperBound && !ByteRanges.isDigit(bytes[index]) { index += 1 }
      while index < marks.upperBound && ByteRanges.isDigit(bytes[index]) { index += 1 }
      var packed: UInt64 = 0
      for byte in bytes[index..<marks.upperBound].prefix(8) { packed = packed << 8 | UInt64(byte) }
      return .gutter(packed)
    case .firstLine:
      return .firstLine
    }
  }
}
