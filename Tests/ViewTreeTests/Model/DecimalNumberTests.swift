import PropertyBased
import Testing

@testable import ViewTree

/// `DecimalNumber` computes plain decimals itself; every value must be the standard library's
/// reading of the same text, to the bit (sign of zero included).
@Suite("Decimal numbers")
struct DecimalNumberTests {
  static func parse(_ text: String) -> Double? {
    var text = text
    return text.withUTF8 { DecimalNumber.parse($0[...]) }
  }

  static func sameBits(_ left: Double?, _ right: Double?) -> Bool {
    switch (left, right) {
    case (nil, nil): return true
    case (let left?, let right?): return left.bitPattern == right.bitPattern
    default: return false
    }
  }

  @Test(arguments: [
    "0", "-0", "+0", "-0.0", "1.", ".5", "-.5", "+.5", "45.6667", "-15.3281", "0.333333",
    "123456789012345", "1234567890123456", "0.000000000000001", "9007199254740993",
    "1e3", "1E-3", "-2.5e+2", "1e400", "inf", "-inf", "infinity", "0x10", "1.2.3", "-", "+",
    ".", "-.", "", "1,5", "٣",
  ])
  func agreesWithTheStandardLibrary(_ text: String) {
    #expect(Self.sameBits(Self.parse(text), Double(text)), "\(text)")
  }

  @Test func nanIsRead() {
    #expect(Self.parse("nan")?.isNaN == true)
  }

  @Test func randomDecimalsAgreeWithTheStandardLibrary() async {
    let digits = Gen.int(in: 0...9).array(of: 0...18)
    await propertyCheck(
      count: 1_000, input: Gen.int(in: 0...2), digits, Gen.int(in: -1...18), Gen.int(in: 0...3)
    ) { sign, digits, point, exponent in
      var text = ["", "-", "+"][sign] + digits.map(String.init).joined()
      if point >= 0 && point <= text.count {
        text.insert(".", at: text.index(text.startIndex, offsetBy: point))
      }
      // Most UIKit numbers have no exponent; some texts get one to reach the general path.
      if exponent == 3 { text += "e-7" }
      #expect(Self.sameBits(Self.parse(text), Double(text)), "\(text)")
    }
  }
}
