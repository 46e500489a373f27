/// A range of bytes in a hierarchy's text, stored in 8 bytes so a 1M-node tree stays small.
/// Offsets are 32-bit: inputs are limited to 4 GiB (the reader says so before parsing).
struct ByteSpan: Equatable, Sendable {
  var start: UInt32
  var end: UInt32

  static let empty = ByteSpan(start: 0, end: 0)

  init(start: UInt32, end: UInt32) {
    self.start = start
    self.end = end
  }

  init(_ range: Range<Int>) {
    self.start = UInt32(truncatingIfNeeded: range.lowerBound)
    self.end = UInt32(truncatingIfNeeded: range.upperBound)
  }

  var isEmpty: Bool { start == end }
  var range: Range<Int> { Int(start)..<Int(end) }
}
