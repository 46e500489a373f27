import Testing

@testable import ViewTree

/// Rows copied from a colored terminal or CI log, with ANSI color codes around or inside them.
@Suite("Dumps with terminal color codes")
struct TerminalEscapedLineTests {
  typealias F = ParsingFixture

  static let dumps = [
    [
      "<UIView: 0x7f8a1c406a30; frame = (0 0; 390 844); layer = <CALayer: 0x600000a5c2a0>>",
      "   | <UILabel: 0x7f8a1c509b20; frame = (20 100; 350 21); text = 'Hi'; layer = <_UILabelLayer: 0x600002b4c0a0>>",
    ],
    [
      " →Application, 0x600000c8c1c0, pid: 4242, label: 'Shop'",
      "    Window (Main), 0x600000c8c2a0, {{0.0, 0.0}, {390.0, 844.0}}",
      "      Button, 0x600000c8c460, {{20.0, 100.0}, {80.0, 44.0}}, label: 'Buy'",
    ],
    [
      "[   AF    ! wLU ] h=--- v=--- NSView f=(0,0,480,270) b=(-)",
      "  [   A     ! wLU ] h=--- v=--- NSButton f=(0,0,83,32) b=(-)",
    ],
  ]

  /// Each line wrapped in a color and a reset, or with a bold class name: read as without.
  @Test(arguments: [("\u{1B}[0m", "\u{1B}[0m"), ("\u{1B}[36;1m", "\u{1B}[m")])
  func colorCodesAroundEveryLine(open: String, close: String) {
    for dump in Self.dumps {
      let plain = F.parse(dump).hierarchy
      let result = F.parse(dump.map { open + $0 + close })
      #expect(result.hierarchy.classNamesInOrder == plain.classNamesInOrder, "\(dump[0])")
      #expect(result.hierarchy.depthsInOrder == plain.depthsInOrder, "\(dump[0])")
      #expect(!result.diagnostics.contains { $0.severity == .warning }, "\(dump[0])")
    }
  }

  @Test func sequencesAreRemovedAndOtherTextKept() {
    var output: [UInt8] = []
    let line = Array("\u{1B}[1;31mred\u{1B}[0m plain \u{1B}[".utf8)
    line.withUnsafeBufferPointer { TerminalEscapedLine.unescape($0, into: &output) }
    #expect(String(decoding: output, as: UTF8.self) == "red plain \n")
    #expect(line.withUnsafeBufferPointer { TerminalEscapedLine.isEscaped($0) })
    let plain = Array("no escape [0m here".utf8)
    #expect(!plain.withUnsafeBufferPointer { TerminalEscapedLine.isEscaped($0) })
  }
}
