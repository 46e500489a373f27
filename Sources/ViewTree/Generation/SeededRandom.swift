/// SplitMix64: tiny, fast, and fully specified, so a seed yields the same stream on every
/// platform and toolchain (the standard library's random APIs promise neither).
struct SeededRandom {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A value in `0..<bound`; the multiply-high mapping has negligible bias for small bounds and,
  /// unlike rejection sampling, always consumes exactly one draw.
  mutating func below(_ bound: Int) -> Int {
    precondition(bound > 0, "bound must be positive")
    return Int(truncatingIfNeeded: next().multipliedFullWidth(by: UInt64(bound)).high)
  }

  mutating func within(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + below(range.upperBound - range.lowerBound + 1)
  }

  mutating func chance(percent: Int) -> Bool {
    below(100) < percent
  }

  mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[below(elements.count)]
  }
}
