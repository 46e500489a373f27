/// Finds the next of the few bytes `DescriptionScanner` acts on, 32 bytes at a time.
///
/// A description is mostly ordinary text (class names, addresses, numbers) between a dozen
/// brackets, quotes and separators. Testing it byte by byte cost the scanner most of its time;
/// here each block of 32 bytes is classified as two 16-byte vectors with lane arithmetic, and
/// the positions of the special bytes come from the block's bit mask.
struct SpecialByteFinder {
  /// Which bytes are special.
  enum ByteSet {
    /// Brackets and quotes: `"` `'` `(` `)` `<` `>`, what finding a closing `>` needs.
    case structural
    /// Those, plus `:` `;` `=` `[` `]` `{` `}`, what splitting properties needs.
    case property
  }

  private let bytes: UnsafeBufferPointer<UInt8>
  private let set: ByteSet
  /// The last block classified: its special bytes as bits from `blockStart` on (32 bytes), so
  /// that the next special bytes of a block cost one shift each.
  private var blockStart = Int.min
  private var blockBits: UInt32 = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>, _ set: ByteSet) {
    self.bytes = bytes
    self.set = set
  }

  /// The index of the first special byte in `start..<end`, or `end` when there is none.
  /// Blocks are read only within the buffer, so `end` may be anywhere up to its count.
  @inline(__always)
  mutating func next(from start: Int, to end: Int) -> Int {
    var index = start
    if index >= blockStart && index < blockStart &+ 32 {
      let bits = blockBits >> UInt32(index - blockStart)
      if bits != 0 { return min(index + bits.trailingZeroBitCount, end) }
      index = blockStart + 32
    }
    if let base = bytes.baseAddress {
      while index < end && index + 32 <= bytes.count {
        let first = mask(UnsafeRawPointer(base + index).loadUnaligned(as: SIMD16<UInt8>.self))
        let second = mask(
          UnsafeRawPointer(base + index + 16).loadUnaligned(as: SIMD16<UInt8>.self))
        blockStart = index
        blockBits = first | second << 16
        if blockBits != 0 { return min(index + blockBits.trailingZeroBitCount, end) }
        index += 32
      }
    }
    // The last few bytes of the buffer, where a whole block cannot be read.
    while index < end && !isSpecial(bytes[index]) { index += 1 }
    return min(index, end)
  }

  /// One bit per special byte of `block`, the first byte in the lowest bit.
  ///
  /// Only lane-wise arithmetic is used (the standard library's vector comparisons are not
  /// compiled to vector instructions): each test leaves bit 7 set in the lanes it accepts.
  @inline(__always)
  private func mask(_ block: SIMD16<UInt8>) -> UInt32 {
    // `"`; `'` `(` `)`; `<` `>` (the only bytes that are 62 once bit 1 is set).
    var found = Self.equal(block, 34) | Self.inRange(block, 39, count: 3)
    if set == .property {
      // `:` `;` `<` `=` `>`; `[` `{` (91 and 123 are both 123 once bit 5 is set); `]` `}`.
      let folded = block | 0x20
      found |= Self.inRange(block, 58, count: 5) | Self.equal(folded, 123) | Self.equal(folded, 125)
    } else {
      found |= Self.equal(block | 2, 62)
    }
    return Self.highBits(found & 0x80)
  }

  /// Bit 7 set in the lanes equal to `value`: `x - 1` borrows into bit 7 only from zero.
  @inline(__always)
  private static func equal(_ block: SIMD16<UInt8>, _ value: UInt8) -> SIMD16<UInt8> {
    let difference = block ^ SIMD16(repeating: value)
    return (difference &- 1) & ~difference
  }

  /// Bit 7 set in the lanes within `lower..<lower + count` (`count` at most 128): `u - count`
  /// borrows into bit 7 exactly when `u = lane - lower` is below `count`, and a `u` that has
  /// bit 7 of its own is never in range.
  @inline(__always)
  private static func inRange(_ block: SIMD16<UInt8>, _ lower: UInt8, count: UInt8)
    -> SIMD16<UInt8>
  {
    let offset = block &- SIMD16(repeating: lower)
    return (offset &- SIMD16(repeating: count)) & ~offset
  }

  /// Gathers bit 7 of each lane (all other bits clear) into one bit per lane. In each half,
  /// multiplying by Σ 2^(7k) moves lane i's bit 8i + 7 to bit 56 + i, and no two products share
  /// a bit, so nothing carries.
  @inline(__always)
  private static func highBits(_ lanes: SIMD16<UInt8>) -> UInt32 {
    let halves = unsafeBitCast(lanes, to: SIMD2<UInt64>.self)
    let gather: UInt64 = 0x0002_0408_1020_4081
    let low = (halves[0] &* gather) >> 56
    let high = (halves[1] &* gather) >> 56
    return UInt32(truncatingIfNeeded: low | high << 8)
  }

  private func isSpecial(_ byte: UInt8) -> Bool {
    switch byte {
    case 34, 39, 40, 41, 60, 62: return true
    case 58, 59, 61, 91, 93, 123, 125: return set == .property
    default: return false
    }
  }
}
