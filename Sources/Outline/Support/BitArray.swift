/// A fixed-size array of bits, with whole-word operations on ranges.
///
/// Expansion flags live here so that resetting or copying a subtree's flags is a memset-class
/// operation over `count / 64` words rather than a per-node loop.
struct BitArray: Equatable, Sendable {
  private(set) var words: [UInt64]
  let count: Int

  init(repeating value: Bool, count: Int) {
    self.count = count
    words = Array(repeating: value ? ~0 : 0, count: (count + 63) >> 6)
    if value { clearPadding() }
  }

  /// The bits `isSet(0)` through `isSet(count - 1)`, built a word at a time.
  ///
  /// - Complexity: O(`count`) calls of `isSet`.
  init(count: Int, _ isSet: (Int) -> Bool) {
    self.count = count
    var words = [UInt64](repeating: 0, count: (count + 63) >> 6)
    words.withUnsafeMutableBufferPointer { words in
      for index in 0..<count where isSet(index) { words[index >> 6] |= 1 << UInt64(index & 63) }
    }
    self.words = words
  }

  subscript(index: Int) -> Bool {
    get { words[index >> 6] & (1 << UInt64(index & 63)) != 0 }
    set {
      let bit: UInt64 = 1 << UInt64(index & 63)
      if newValue { words[index >> 6] |= bit } else { words[index >> 6] &= ~bit }
    }
  }

  subscript(index: Int32) -> Bool {
    get { self[Int(index)] }
    set { self[Int(index)] = newValue }
  }

  /// Sets every bit in `range` to `value`.
  ///
  /// - Complexity: O(`range.count` / 64).
  mutating func fill(_ range: Range<Int>, with value: Bool) {
    forEachWord(in: range) { word, mask in
      word = value ? word | mask : word & ~mask
    }
  }

  /// Copies the bits in `range` from `source`, which has the same count.
  ///
  /// - Complexity: O(`range.count` / 64).
  mutating func assign(_ range: Range<Int>, from source: BitArray) {
    var index = range.lowerBound >> 6
    forEachWord(in: range) { word, mask in
      word = (word & ~mask) | (source.words[index] & mask)
      index += 1
    }
  }

  /// Calls `body` with each index in `range` whose bit is set, in increasing order.
  ///
  /// - Complexity: O(`range.count` / 64 + the number of set bits).
  func forEachSetBit(in range: Range<Int>, _ body: (Int) -> Void) {
    forEachDifference(from: nil, in: range, body)
  }

  /// Calls `body` with each index in `range` whose bit differs from `other`'s, in increasing order;
  /// with no `other`, each set bit.
  ///
  /// - Complexity: O(`range.count` / 64 + the number of differences).
  func forEachDifference(from other: BitArray?, in range: Range<Int>, _ body: (Int) -> Void) {
    guard !range.isEmpty else { return }
    let first = range.lowerBound >> 6
    let last = (range.upperBound - 1) >> 6
    for index in first...last {
      var bits = words[index] ^ (other?.words[index] ?? 0)
      bits &= Self.mask(word: index, first: first, last: last, range: range)
      while bits != 0 {
        body((index << 6) + bits.trailingZeroBitCount)
        bits &= bits - 1
      }
    }
  }

  /// Whether every bit set in `other` (of the same count) within `range` is set here too.
  ///
  /// - Complexity: O(`range.count` / 64).
  func covers(_ other: BitArray, in range: Range<Int>) -> Bool {
    guard !range.isEmpty else { return true }
    let first = range.lowerBound >> 6
    let last = (range.upperBound - 1) >> 6
    for index in first...last {
      let mask = Self.mask(word: index, first: first, last: last, range: range)
      if other.words[index] & ~words[index] & mask != 0 { return false }
    }
    return true
  }

  private mutating func forEachWord(
    in range: Range<Int>, _ body: (inout UInt64, UInt64) -> Void
  ) {
    guard !range.isEmpty else { return }
    let first = range.lowerBound >> 6
    let last = (range.upperBound - 1) >> 6
    words.withUnsafeMutableBufferPointer { words in
      for index in first...last {
        body(&words[index], Self.mask(word: index, first: first, last: last, range: range))
      }
    }
  }

  private static func mask(word: Int, first: Int, last: Int, range: Range<Int>) -> UInt64 {
    var mask: UInt64 = ~0
    if word == first { mask &= ~0 << UInt64(range.lowerBound & 63) }
    if word == last { mask &= ~0 >> UInt64(63 - ((range.upperBound - 1) & 63)) }
    return mask
  }

  // Bits past `count` stay clear so that whole-word comparisons and copies stay exact.
  private mutating func clearPadding() {
    let used = count & 63
    if used != 0 { words[words.count - 1] &= (1 << UInt64(used)) - 1 }
  }
}
