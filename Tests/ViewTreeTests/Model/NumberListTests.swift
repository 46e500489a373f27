import PropertyBased
import Testing

@testable import ViewTree

/// `NumberList.rect` reads plain decimals in one pass and sends anything else through the
/// general tokenizer; both must agree on every value.
@Suite("Number lists")
struct NumberListTests {
  static func rect(_ text: String) -> Rect? {
    var text = text
    return text.withUTF8 { NumberList.rect($0[...]) }
  }

  /// The general reading: every token that parses as a number, exactly four of them.
  static func referenceRect(_ text: String) -> Rect? {
    let numbers = NumberList.parse(text)
    guard numbers.count == 4 else { return nil }
    return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  @Test(arguments: [
    ("(0 0; 375 812)", Rect(x: 0, y: 0, width: 375, height: 812)),
    (
      "(-15.3281 -15.3281; 130.656 130.656)",
      Rect(x: -15.3281, y: -15.3281, width: 130.656, height: 130.656)
    ),
    ("(0 1e3; 2 +3)", Rect(x: 0, y: 1000, width: 2, height: 3)),
    ("(0 0; inf 4)", Rect(x: 0, y: 0, width: .infinity, height: 4)),
    ("{{1, 2}, {3, 4}}", Rect(x: 1, y: 2, width: 3, height: 4)),
    // A description that runs over lines, wrapped between two numbers.
    ("(0 0; 320\n480)", Rect(x: 0, y: 0, width: 320, height: 480)),
    ("(8 11.5;\r\n13 21)", Rect(x: 8, y: 11.5, width: 13, height: 21)),
    // Wrapped right after a minus sign: the sign still belongs to the number.
    ("(0 -\n47; 375 667)", Rect(x: 0, y: -47, width: 375, height: 667)),
    ("(-\r\n8 0; 1 2)", Rect(x: -8, y: 0, width: 1, height: 2)),
    // A web page's typographic minus signs (U+2212, an en dash).
    ("(0 \u{2212}47; 390 91)", Rect(x: 0, y: -47, width: 390, height: 91)),
    ("(\u{2013}8 0; 1 2)", Rect(x: -8, y: 0, width: 1, height: 2)),
    // A web page's no-break spaces between the numbers.
    ("(0\u{A0}0; 375\u{A0}667)", Rect(x: 0, y: 0, width: 375, height: 667)),
  ])
  func readsFrames(_ text: String, _ expected: Rect) {
    #expect(Self.rect(text) == expected)
  }

  @Test(arguments: ["(0 0; 375)", "(0 0; 1 2 3)", "", "(- . ; x y)"])
  func rejectsAnythingButFourNumbers(_ text: String) {
    #expect(Self.rect(text) == nil)
  }

  /// A value cut off by a truncated paste has lost its last numbers (`350 4` was `350 44`):
  /// without its closing bracket it is no geometry at all.
  @Test(arguments: [
    "(20 132; 350 4", "(20 132; 350 44", "{{0, 0}, {10, 1", "{{0, 0}, {10, 10}", "{0, 0, 10, 1",
    "CGRect (0 0; 10 1", "(0 0; 0 4", "(0 0; 1e3 4", "(0 0; inf 4",
  ])
  func readsNothingFromAValueCutBeforeItsClosingBracket(_ text: String) {
    #expect(Self.rect(text) == nil)
    #expect(NumberList.parse(text).isEmpty)
    var bytes = text
    #expect(!bytes.withUTF8 { NumberList.hasZeroSize($0[...]) })
  }

  /// A zero size is told after a wrapped sign as anywhere else.
  @Test func zeroSizeAfterAWrappedSign() {
    var zero = "(0 -\n47; 0 44)"
    #expect(zero.withUTF8 { NumberList.hasZeroSize($0[...]) })
    var sized = "(0 -\n47; 10 44)"
    #expect(!sized.withUTF8 { NumberList.hasZeroSize($0[...]) })
  }

  @Test func aClosedValueStillReads() {
    #expect(NumberList.parse("{0, -20}") == [0, -20])
    #expect(NumberList.parse("[1, 0, 0, 1, 0, 0]") == [1, 0, 0, 1, 0, 0])
    #expect(NumberList.parse("0.5") == [0.5])
    #expect(Self.rect("CGRect (0 0; 10 1)") == Rect(x: 0, y: 0, width: 10, height: 1))
    // A stray closing bracket opens nothing.
    #expect(Self.rect("(0 0; 10 1))") == Rect(x: 0, y: 0, width: 10, height: 1))
  }

  @Test func fastReadingAgreesWithTheGeneralOne() async {
    let tokenTexts = [
      "0", "375", "-15.3281", "0.333333", "+2", "1e3", "-", ".", "1.2.3", "inf", "nan", "x",
      "12345678901234567", "0.0000000000000000000000001", "45.6667", "9", "-0", "1.", ".5",
      "-.5", "0x10", "1-2", "--1", "é",
    ]
    let separatorTexts = [" ", "; ", ", ", "(", ")", "{", "}", "[", "]", "\t"]
    let tokens = Gen.int(in: 0...(tokenTexts.count - 1)).map { tokenTexts[$0] }
    let separators = Gen.int(in: 0...(separatorTexts.count - 1)).map { separatorTexts[$0] }
    let parts = zip(tokens, separators).array(of: 0...7)
    await propertyCheck(count: 500, input: parts) { parts in
      let text = parts.map { $0.0 + $0.1 }.joined()
      // Compared to the bit, so that a NaN equals itself and -0 differs from 0.
      #expect(Self.rect(text)?.bits == Self.referenceRect(text)?.bits, "\(text)")
    }
  }

  /// Values shaped as UIKit prints a frame, `(x y; w h)`, which `rect` reads without a test per
  /// separator, with any tokens and an occasional byte more or less around them.
  @Test func framesShapedAsUIKitPrintsThemAgreeWithTheGeneralReading() async {
    let tokenTexts = [
      "0", "375", "-15.3281", "0.333333", "+2", "1e3", ".", "1.", ".5", "inf", "x",
      "12345678901234567", "0.00000000000000000000001", "45.6667", "-0", "1.2.3",
    ]
    let edges = ["", "", "", " ", ")", ";", "(", "\n"]
    let token = Gen.int(in: 0...(tokenTexts.count - 1)).map { tokenTexts[$0] }
    let edge = Gen.int(in: 0...(edges.count - 1)).map { edges[$0] }
    let frames = zip(token.array(of: 4...4), edge.array(of: 2...2))
    await propertyCheck(count: 500, input: frames) { tokens, edge in
      let text = edge[0] + "(\(tokens[0]) \(tokens[1]); \(tokens[2]) \(tokens[3]))" + edge[1]
      #expect(Self.rect(text)?.bits == Self.referenceRect(text)?.bits, "\(text)")
    }
  }
}

extension Rect {
  fileprivate var bits: [UInt64] { [x, y, width, height].map(\.bitPattern) }
}
