/// Counts 1-based columns in characters (UTF-8 lead bytes) of a whole line, as editors count.
///
/// A line that holds many rows or commands (a collapsed paste, an lldb session on one line) asks
/// for the columns of its pieces from left to right; counting on from the last answer keeps
/// that linear in the line's length, where counting from the line's start each time was
/// quadratic.
struct ColumnCounter {
  /// The line last counted: its buffer (a decoded line's pieces live in another one, whose
  /// offsets start again at 0) and its start.
  private var buffer: UnsafePointer<UInt8>? = nil
  private var lineStart = Int.min
  private var offset = 0
  private var column = 1

  /// The column of byte `offset` of `line` (a range of `bytes`); offsets past the line's end
  /// count as its end.
  mutating func column(
    of offset: Int, in line: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>
  ) -> Int {
    let target = min(max(offset, line.lowerBound), line.upperBound)
    if buffer != bytes.baseAddress || lineStart != line.lowerBound || target < self.offset {
      buffer = bytes.baseAddress
      lineStart = line.lowerBound
      self.offset = line.lowerBound
      column = 1
    }
    while self.offset < target {
      if bytes[self.offset] & 0xC0 != 0x80 { column += 1 }
      self.offset += 1
    }
    return column
  }
}
