/// A 64-bit hash that is the same on every run and platform (Swift's `Hasher` is seeded per
/// process), so hashes of two dumps, or of a dump and its generated next build, compare.
struct StableHasher {
  private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

  init() {}

  init(seed: UInt64) { value = seed }

  /// FNV-1a step for one byte.
  @inline(__always)
  mutating func add(_ byte: UInt8) {
    value = (value ^ UInt64(byte)) &* 0x100_0000_01B3
  }

  mutating func add(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) {
    for byte in bytes { add(byte) }
  }

  /// Folds in a whole 64-bit value, mixed so that order and every bit count.
  @inline(__always)
  mutating func combine(_ other: UInt64) {
    value = Self.mix(value &* 31 &+ other)
  }

  /// SplitMix64's finalizer.
  @inline(__always)
  static func mix(_ input: UInt64) -> UInt64 {
    var z = input &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  static func hash(_ text: String) -> UInt64 {
    var hasher = StableHasher()
    for byte in text.utf8 { hasher.add(byte) }
    return hasher.value
  }
}
