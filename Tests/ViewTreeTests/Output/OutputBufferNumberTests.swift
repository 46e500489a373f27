import PropertyBased
import Testing

@testable import ViewTree

/// The SVG and JSON writers print numbers straight into the buffer; the text must be
/// `Rect.printed`'s, digit for digit.
@Suite struct OutputBufferNumberTests {
  static func printed(_ value: Double) -> String {
    var out = OutputBuffer()
    out.printed(value)
    return out.text
  }

  @Test func edgeCasesPrintAsRectPrinted() {
    let values: [Double] = [
      0, -0.0, 1, -1, 44, 0.5, -0.5, 2.8, 9.5, 12.666667, 12.00001, 1e-4, -1e-4, 9.9e-5, 1.5e-5,
      4e-7, 5e-7, -5e-7, 0.1 + 0.2, 16.6667 + 188.6667, 999_999_999.999999, 999_999_999.9999996,
      -999_999_999.5, 1e9, -1e9, 1e9 + 0.5, 1e15, 1e16, 123_456_789.123456, .nan, .infinity,
      -.infinity, .greatestFiniteMagnitude, .leastNonzeroMagnitude, 2.6226e-05, 1e-07,
      0.33333333333333331, 320.12345678, 45.6667 + 283,
    ]
    for value in values {
      #expect(Self.printed(value) == Rect.printed(value), "\(value)")
    }
  }

  @Test func decimalsPrintAsRectPrinted() async {
    let values = zip(Gen.int(in: -2_000_000_000...2_000_000_000), Gen.int(in: 0...9)).map {
      Double($0) / Self.pow10($1)
    }
    await propertyCheck(count: 2_000, input: values) { value in
      #expect(Self.printed(value) == Rect.printed(value), "\(value)")
    }
  }

  @Test func anyDoublePrintsAsRectPrinted() async {
    let values = Gen.int(in: Int.min...Int.max).map {
      Double(bitPattern: UInt64(bitPattern: Int64($0)))
    }
    await propertyCheck(count: 2_000, input: values) { value in
      #expect(Self.printed(value) == Rect.printed(value), "\(value)")
    }
  }

  private static func pow10(_ exponent: Int) -> Double {
    (0..<exponent).reduce(1) { product, _ in product * 10 }
  }
}
