/// Numbers as `Rect.printed` writes them, straight into the buffer: the SVG and JSON writers
/// print four or more per node, where a String each would cost more than the parse.
extension OutputBuffer {
  /// `Rect.printed(value)`: rounded to a millionth (when that drops only binary noise), whole
  /// numbers without `.0`.
  mutating func printed(_ value: Double) {
    guard abs(value) < 1e9 else { return append(Rect.printed(value)) }
    let millionths = Int64((value * 1e6).rounded())
    guard Rect.isNoise(Double(millionths) / 1e6 - value, of: value) else {
      return append(Rect.printed(value))
    }
    let (whole, fraction) = millionths.quotientAndRemainder(dividingBy: 1_000_000)
    if fraction == 0 { return append(whole) }
    // Swift prints what is left of 1e-4 with an exponent (`1e-05`); those keep the String.
    guard abs(millionths) >= 100 else { return append(Rect.printed(value)) }
    // Six decimals or fewer, at most fifteen digits in all: no shorter decimal reads back as
    // the same Double, so these are the digits Swift's `description` prints.
    if millionths < 0 { append(UInt8(ascii: "-")) }
    append(whole.magnitude)
    append(UInt8(ascii: "."))
    var digits = fraction.magnitude
    var width = 6
    while digits % 10 == 0 {
      digits /= 10
      width -= 1
    }
    var divisor: UInt64 = 1
    for _ in 1..<width { divisor *= 10 }
    while divisor > 0 {
      append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: digits / divisor % 10))
      divisor /= 10
    }
  }

  /// `rect.printed`: `(x y; w h)`, each number to six significant digits.
  mutating func printed(frame rect: Rect) {
    append(UInt8(ascii: "("))
    displayed(rect.x)
    append(UInt8(ascii: " "))
    displayed(rect.y)
    append("; " as StaticString)
    displayed(rect.width)
    append(UInt8(ascii: " "))
    displayed(rect.height)
    append(UInt8(ascii: ")"))
  }

  /// One number of `Rect.printed`: whole numbers as digits, others as Swift prints them.
  private mutating func displayed(_ value: Double) {
    let shown = Rect.displayed(value)
    if shown.isFinite && shown == shown.rounded() && abs(shown) < 1e15 {
      append(Int64(shown))
    } else if abs(shown) < 1e9 && (shown * 1e6).rounded() / 1e6 == shown {
      // Six decimals or fewer (nearly every frame): `printed` writes the same digits.
      printed(shown)
    } else {
      append(String(shown))
    }
  }
}
