/// Reads one printed number from bytes without building a String.
///
/// Plain decimals with at most 15 significant digits and a short fraction (what UIKit prints:
/// `45.6667`, `-15.3281`) are computed exactly as digits / 10^k, which is correctly rounded
/// because both fit a Double exactly. Anything else (exponents, `inf`, long digit runs) goes
/// through the standard library's parser.
enum DecimalNumber {
  static func parse(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Double? {
    var index = bytes.startIndex
    let end = bytes.endIndex
    guard index < end else { return nil }
    var negative = false
    if bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
      negative = bytes[index] == UInt8(ascii: "-")
      index += 1
    }
    var mantissa: UInt64 = 0
    var digits = 0
    var fractionDigits = 0
    var sawPoint = false
    while index < end {
      let byte = bytes[index]
      if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
        mantissa = mantissa &* 10 &+ UInt64(byte - UInt8(ascii: "0"))
        digits += 1
        if sawPoint { fractionDigits += 1 }
      } else if byte == UInt8(ascii: ".") && !sawPoint {
        sawPoint = true
      } else {
        return slowParse(bytes)
      }
      index += 1
    }
    guard digits > 0 else { return nil }
    guard digits <= 15 && fractionDigits <= 22 else { return slowParse(bytes) }
    let value = Double(mantissa) / powerOfTen(fractionDigits)
    return negative ? -value : value
  }

  /// 10^exponent for 0...22, all exact in a Double.
  private static func powerOfTen(_ exponent: Int) -> Double {
    var value = 1.0
    var remaining = exponent
    while remaining >= 4 {
      value *= 1e4
      remaining -= 4
    }
    while remaining > 0 {
      value *= 10
      remaining -= 1
    }
    return value
  }

  private static func slowParse(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Double? {
    Double(String(decoding: bytes, as: UTF8.self))
  }
}
