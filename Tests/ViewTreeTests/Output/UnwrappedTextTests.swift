import PropertyBased
import Testing

@testable import ViewTree

/// Rows a paste hard-wrapped are written back on one line: by `print --format dump` (one line
/// per node, as UIKit printed it) and in JSON property values. A quoted text keeps its own
/// line breaks.
@Suite("Hard-wrapped rows")
struct UnwrappedTextTests {
  typealias F = ParsingFixture

  static let wrapped = [
    "| | <MailStatusUpdateView: 0x146e6060; frame = (0 0;",
    "182 44); opaque = NO; gestureRecognizers = <NSArray:",
    "0x147166b0>; layer = <CALayer: 0x146c8840>>",
    "| | | <UILabel: 0x14609610; frame = (40 21.5; 102 13.5); text = 'Line one",
    "Line two'; layer = <_UILabelLayer: 0x146097f0>>",
  ]

  static func unwrapped(_ text: String, keeping kept: [Range<Int>] = []) -> String? {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBufferPointer {
      UnwrappedText.unwrapped($0[...], keeping: kept).map { String(decoding: $0, as: UTF8.self) }
    }
  }

  @Test func aDumpIsWrittenOneLinePerNode() {
    let result = F.parse(Self.wrapped)
    try? #require(result.hierarchy.count == 2)
    var out = OutputBuffer()
    DumpWriter().write(result.hierarchy, to: &out)
    #expect(
      out.lines == [
        "<MailStatusUpdateView: 0x146e6060; frame = (0 0; 182 44); opaque = NO; "
          + "gestureRecognizers = <NSArray: 0x147166b0>; layer = <CALayer: 0x146c8840>>",
        "   | <UILabel: 0x14609610; frame = (40 21.5; 102 13.5); text = 'Line one",
        "Line two'; layer = <_UILabelLayer: 0x146097f0>>",
      ])
    // And it reads back as the same tree, with the same text.
    let again = DumpParser().parse(out.text).hierarchy
    #expect(again.count == 2)
    #expect(again.node(1).value(of: "text") == "'Line one\nLine two'")
    #expect(again.node(0).frame == Rect(x: 0, y: 0, width: 182, height: 44))
  }

  @Test func jsonValuesAreJoinedButTextsKeepTheirBreaks() {
    var out = OutputBuffer()
    HierarchyJSONWriter().write(F.parse(Self.wrapped), to: &out)
    #expect(out.text.contains(#""frame": "(0 0; 182 44)""#))
    #expect(out.text.contains(#""gestureRecognizers": "<NSArray: 0x147166b0>""#))
    #expect(out.text.contains(#""text": "'Line one\nLine two'""#))
  }

  /// A dump pasted in a comment block repeats the comment marks on every line of a wrapped
  /// row: they are no part of its values, quoted texts included.
  @Test func commentMarksOnTheNextLinesAreDropped() throws {
    let commented = [
      "// <UIWindow: 0x1; frame = (0 0; 320 480); layer = <CALayer: 0x2>>",
      "//    | <UILabel: 0x3; frame = (0 0;",
      "// 100 20); text = 'Line one",
      "// Line two'; layer = <CALayer: 0x4>>",
    ]
    let result = F.parse(commented)
    try #require(result.hierarchy.count == 2)
    var out = OutputBuffer()
    HierarchyJSONWriter().write(result, to: &out)
    #expect(out.text.contains(#""frame": "(0 0; 100 20)""#))
    #expect(out.text.contains(#""text": "'Line one\nLine two'""#))
    var dump = OutputBuffer()
    DumpWriter().write(result.hierarchy, to: &dump)
    #expect(dump.lines[1] == "   | <UILabel: 0x3; frame = (0 0; 100 20); text = 'Line one")
    // XCUITest in a Swift test's comments, its label over several lines.
    let element = F.parse([
      "//→Application, 0x1, pid: 35825, label: 'TV'",
      "//   StaticText, 0x2, {{960.0, 60.0}, {0.0, 0.0}}, identifier: 'stats', label: '#Version: 1.0",
      "//#Date: 2022/01/31'",
    ]).hierarchy
    try #require(element.count == 2)
    #expect(element.node(1).value(of: "label") == "'#Version: 1.0 #Date: 2022/01/31'")
  }

  @Test func spacesAroundABreakBecomeOne() {
    #expect(Self.unwrapped("layer = \r\n   <CALayer: 0x1>") == "layer = <CALayer: 0x1>")
    #expect(Self.unwrapped("(0 0;\n182 44)") == "(0 0; 182 44)")
    #expect(Self.unwrapped("no break") == nil)
    // A kept range (absolute indices) keeps its break.
    #expect(Self.unwrapped("a\n'b\nc'", keeping: [2..<7]) == "a 'b\nc'")
  }

  /// The reference: splitting at the breaks and trimming each piece, then joining with one
  /// space, says the same as the byte loop. Bytes, not Characters: Swift reads `\r\n` as one.
  @Test func randomTextsJoinLikeTheReference() async {
    let alphabet = Array("ab  \t\n\n\r;(".utf8)
    let picks = Gen.int(in: 0...(alphabet.count - 1)).array(of: 0...40)
    await propertyCheck(count: 2_000, input: picks) { picks in
      let bytes = picks.map { alphabet[$0] }
      let text = String(decoding: bytes, as: UTF8.self)
      guard bytes.contains(0x0A) else {
        #expect(Self.unwrapped(text) == nil)
        return
      }
      let isBlank = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
      let split = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
      var expected: [UInt8] = []
      for (offset, piece) in split.enumerated() {
        var piece = piece[...]
        if offset > 0 {
          // Blanks and carriage returns before the break go, across pieces that were only
          // blanks, and the blanks after it.
          while let last = expected.last, isBlank(last) || last == 0x0D { expected.removeLast() }
          expected.append(0x20)
          piece = piece.drop(while: isBlank)
        }
        expected += piece
      }
      #expect(Self.unwrapped(text) == String(decoding: expected, as: UTF8.self), "\(bytes)")
    }
  }
}
