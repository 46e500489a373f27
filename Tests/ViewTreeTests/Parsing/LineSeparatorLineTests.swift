import Testing

@testable import ViewTree

/// A dump whose rows a rich-text editor joined with U+2028 (or U+2029) instead of line breaks.
@Suite("Rows joined by Unicode line separators")
struct LineSeparatorLineTests {
  typealias F = ParsingFixture

  static let dumps = [
    [
      "UIWindow:0x7fc94b735440", "|   UILayoutContainerView:0x7fc94b469c40",
      "|   |   •UIView:0x7fc94b63c360", "|   |   |   *UILabel:0x7fc94b63c5a0'Label'",
    ],
    [
      " →Application, 0x600000c8c1c0, pid: 4242, label: 'Shop'",
      "    Window (Main), 0x600000c8c2a0, {{0.0, 0.0}, {390.0, 844.0}}",
      "      Button, 0x600000c8c460, {{20.0, 100.0}, {80.0, 44.0}}, label: 'Buy'",
    ],
  ]

  @Test(arguments: ["\u{2028}", "\u{2029}"])
  func rowsOnOneLineSplitAtTheSeparators(separator: String) {
    for dump in Self.dumps {
      let plain = F.parse(dump).hierarchy
      let result = F.parse([dump.joined(separator: separator)])
      #expect(result.hierarchy.classNamesInOrder == plain.classNamesInOrder, "\(dump[0])")
      #expect(result.hierarchy.depthsInOrder == plain.depthsInOrder, "\(dump[0])")
      #expect(result.hierarchy.linesInOrder.allSatisfy { $0 == 1 })
    }
  }

  @Test func onlyTheSeparatorsBreakLines() {
    var output: [UInt8] = []
    let line = Array("a\u{2028}b → c\u{2029}".utf8)
    line.withUnsafeBufferPointer { LineSeparatorLine.split($0, into: &output) }
    #expect(String(decoding: output, as: UTF8.self) == "a\nb → c\n\n")
    #expect(!Array("b → c".utf8).withUnsafeBufferPointer { LineSeparatorLine.hasSeparator($0) })
  }
}
