import Foundation
import PropertyBased
import Testing

@testable import ViewTree

/// Frames are shown as UIKit prints them: `%g`'s six significant digits, without its exponent
/// and without a trailing `.0`. Numbers for machines keep every digit a dump could give.
@Suite struct PrintedNumberTests {
  static func shown(_ value: Double) -> String {
    String(Rect(x: value, y: 0, width: 0, height: 0).printed.dropFirst().prefix { $0 != " " })
  }

  @Test func framesPrintLikeUIKit() {
    #expect(Self.shown(44) == "44")
    #expect(Self.shown(-0.5) == "-0.5")
    #expect(Self.shown(16.6667 + 188.6667) == "205.333")
    #expect(Self.shown(45.6667 + 283) == "328.667")
    #expect(Self.shown(0.333333) == "0.333333")
    #expect(Self.shown(0.0123456) == "0.0123456")
    #expect(Self.shown(123_456.7) == "123457")
    #expect(Self.shown(2_500_000.4) == "2500000")
    #expect(Rect(x: 1.5, y: 2, width: 10.25, height: 0).printed == "(1.5 2; 10.25 0)")
    #expect(Rect(x: 0, y: 0, width: 16.6667 + 188.6667, height: 44).printedSize == "205.333 × 44")
  }

  @Test func numbersForMachinesKeepTheirDigits() {
    #expect(Rect.printed(16.6667 + 188.6667) == "205.3334")
    #expect(Rect.printed(56_609.9667) == "56609.9667")
    #expect(Rect.printed(45.6667 + 283) == "328.6667")
    #expect(Rect.printed(44) == "44")
    // Digits a dump gave beyond a millionth are kept, and a tiny value is no zero.
    #expect(Rect.printed(2.6226e-05) == "2.6226e-05")
    #expect(Rect.printed(1e-07) == "1e-07")
    #expect(Rect.printed(0.33333333333333331) == "0.333333333333")
    #expect(Rect.printed(174.88987140000201) == "174.8898714")
    #expect(Rect.printed(320.12345678) == "320.12345678")
    #expect(Rect.printed(0.1 + 0.2) == "0.3")
  }

  /// Whatever the value, the number for machines reads back within binary noise of it.
  @Test func numbersForMachinesReadBackAsTheValue() async {
    let values = Gen.int(in: Int.min...Int.max).map {
      Double(bitPattern: UInt64(bitPattern: Int64($0)))
    }
    await propertyCheck(count: 1_000, input: values) { value in
      guard value.isFinite else { return }
      let back = Double(Rect.printed(value))!
      #expect(abs(back - value) <= abs(value) * 1e-11, "\(value) → \(Rect.printed(value))")
    }
  }

  /// Whatever the value, the text holds at most six significant digits and is the value
  /// rounded to them: within half a unit of the sixth digit.
  @Test func roundsToSixSignificantDigits() async {
    let values = Gen.int(in: -2_000_000...2_000_000).map { Double($0) / 1000 }
    await propertyCheck(count: 500, input: values) { value in
      let text = Self.shown(value)
      let digits = text.filter(\.isNumber).drop { $0 == "0" }
      #expect(digits.count <= 6 || !text.contains("."), "\(value) → \(text)")
      guard value != 0 else { return #expect(text == "0") }
      let unit = pow(10, (log10(abs(value))).rounded(.down) - 5)
      #expect(abs(Double(text)! - value) <= unit / 2 * (1 + 1e-9), "\(value) → \(text)")
    }
  }
}
