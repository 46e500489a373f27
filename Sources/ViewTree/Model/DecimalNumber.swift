/// Reads one printed number from bytes without building a String.
///
/// Plain decimals with at most 15 significant digits and a short fraction (what UIKit prints:
/// `45.6667`, `-15.3281`) are computed exactly as digits / 10^k, which is correctly rounded
/// because both fit a Double exactly. Anything else (exponents, `inf`, long digit runs) goes
/// through the standard library's parser.
enum DecimalNumber {
  static func parse(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Double? {
    guard !bytes.isEmpty else { return nil }
    if let plain = plainPrefix(bytes.base, from: bytes.startIndex, to: bytes.endIndex),
      plain.end == bytes.endIndex
    {
      return plain.value
    }
    return slowParse(bytes)
  }

  /// The plain decimal (sign, digits, at most one point) that starts at `start`, and where it
  /// stops: at `end` or at the first other byte. Nil when it has no digit or too many to be
  /// computed exactly.
  @inline(__always)
  static func plainPrefix(_ text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int)
    -> (value: Double, end: Int)?
  {
    var index = start
    var negative = false
    if index < end && (text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+")) {
      negative = text[index] == UInt8(ascii: "-")
      index += 1
    }
    var mantissa: UInt64 = 0
    var digits = 0
    var fractionDigits = 0
    var sawPoint = false
    while index < end {
      let byte = text[index]
      let digit = byte &- UInt8(ascii: "0")
      if digit < 10 {
        mantissa = mantissa &* 10 &+ UInt64(digit)
        digits += 1
        if sawPoint { fractionDigits += 1 }
      } else if byte == UInt8(ascii: ".") && !sawPoint {
        sawPoint = true
      } else {
        break
      }
      index += 1
    }
    guard digits > 0 && digits <= 15 && fractionDigits <= 22 else { return nil }
    let value = Double(mantissa) / powerOfTen(fractionDigits)
    return (negative ? -value : value, index)
  }

  /// 10^exponent for 0...22, all exact in a Double.
  @inline(__always)
  static func powerOfTen(_ exponent: Int) -> Double {
    // The short fractions UIKit prints take the table; the loop only serves long ones.
    switch exponent {
    case 0: return 1
    case 1: return 10
    case 2: return 100
    case 3: return 1000
    case 4: return 10000
    default:
      var value = 1e4
      for _ in 4..<exponent { value *= 10 }
      return value
    }
  }

  private static func slowParse(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Double? {
    Double(String(decoding: bytes, as: UTF8.self))
  }
}
