/// One random integer read as digits in mixed bases: each `take(count)` gives the next digit,
/// in `0..<count`. Property tests decode every choice of a generated value from one integer,
/// so that the property library shrinks a failure by shrinking that integer.
struct SeedDigits {
  private var bits: UInt64

  init(_ seed: Int) { bits = UInt64(bitPattern: Int64(seed)) }

  mutating func take(_ count: Int) -> Int {
    let value = Int(bits % UInt64(count))
    bits /= UInt64(count)
    return value
  }
}
