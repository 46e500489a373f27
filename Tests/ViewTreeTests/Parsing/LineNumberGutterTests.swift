import Testing

@testable import ViewTree

/// A dump copied from an editor or a file view that shows line numbers: each line starts with
/// its number and a separator, the gutter, before the row's own text.
@Suite("Rows behind a gutter of line numbers")
struct LineNumberGutterTests {
  typealias F = ParsingFixture

  static let rows = [
    "<UIWindow: 0x7fa1b2c03e10; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600002d1c000>>",
    "   | <UIView: 0x7fa1b2c04f20; frame = (0 0; 390 844); layer = <CALayer: 0x600002d1c120>>",
    "   |    | <UILabel: 0x7fa1b2c05a30; frame = (20 60; 350 21); text = '12 items'; layer = <_UILabelLayer: 0x600000f2a080>>",
    "   |    | <UIButton: 0x7fa1b2c06b40; frame = (20 100; 80 44); layer = <CALayer: 0x600002d1c240>>",
    "   | <UIView: 0x7fa1b2c07c50; frame = (0 800; 390 44); layer = <CALayer: 0x600002d1c360>>",
  ]

  /// Line `number` behind gutter `style`: `cat -n`, an editor's gutter, `12: `, `12│ `, an
  /// ordered list's `12. ` and `12) `, `12 | `.
  static func gutter(_ style: Int, _ number: Int) -> String {
    func padded(_ width: Int) -> String {
      String(repeating: " ", count: width - String(number).count) + "\(number)"
    }
    switch style {
    case 0: return padded(6) + "\t"
    case 1: return padded(4) + "  "
    case 2: return "\(number): "
    case 3: return padded(3) + "│ "
    case 4: return padded(4) + ". "
    case 5: return "\(number)) "
    default: return padded(3) + " | "
    }
  }

  @Test(arguments: 0..<7)
  func numberedRowsReadAsTheRowsBehindThem(style: Int) throws {
    let plain = F.parse(Self.rows).hierarchy
    let lines = (["(lldb) po [[UIWindow keyWindow] recursiveDescription]"] + Self.rows)
      .enumerated().map { Self.gutter(style, $0.offset + 8) + $0.element }
    let result = F.parse(lines)
    #expect(result.diagnostics.allSatisfy { $0.severity == .note })
    #expect(Array(result.lineDispositions.dropFirst()) == Array(repeating: .node, count: 5))
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == plain.classNamesInOrder)
    #expect(tree.depthsInOrder == [0, 1, 2, 2, 1])
    try #require(tree.count == 5)
    #expect(tree.node(2).frame == Rect(x: 20, y: 60, width: 350, height: 21))
    #expect(tree.node(2).text == "12 items")
  }

  /// Indented formats keep their depths: the gutter is cut, the indentation after it is not.
  @Test func numberedXCUITestRowsKeepTheirIndentation() {
    let lines =
      ["Attributes: Application, 0x600000c8c1c0, pid: 4242, label: 'Shop'"] + F.xcuitestSubtree
    let plain = F.parse(lines).hierarchy
    let numbered = F.parse(lines.enumerated().map { "\($0.offset + 8): \($0.element)" })
    #expect(numbered.hierarchy.classNamesInOrder == plain.classNamesInOrder)
    #expect(numbered.hierarchy.depthsInOrder == plain.depthsInOrder)
    #expect(plain.depthsInOrder == [0, 1, 2, 3, 2])
  }

  /// A code widget's column of numbers flattened with its code onto one line by a page that
  /// lost the line breaks (`1 2 3 | <UIWindow…> | <UIView…>`): the numbers, counting up by
  /// one, are the gutter, and the joined rows after it are read.
  @Test func aFlattenedColumnOfNumbersIsAGutter() {
    let joined = F.parse([
      "1 2 3 | <UIWindow: 0x7f94; frame = (0 0; 320 480)> | <UIView: 0x7f95; frame = (0 0; 320 480)> | | <UIView: 0x7f96; frame = (0 0; 10 10)>"
    ])
    #expect(joined.hierarchy.classNamesInOrder == ["UIWindow", "UIView", "UIView"])
    #expect(joined.hierarchy.depthsInOrder == [0, 1, 2])
    let trace = F.parse([
      "1 2 3 4 5 | UIWindow:0x7f9481c93360 | •UIView:0x7f9481c9d680 | | *UIView:0x7f9481c9d990"
    ])
    #expect(trace.hierarchy.classNamesInOrder == ["UIWindow", "UIView", "UIView"])
    #expect(trace.hierarchy.parentPositions == [-1, 0, 1])
    func width(_ line: String) -> Int? {
      Array(line.utf8).withUnsafeBufferPointer { LineNumberGutter.width(of: $0) }
    }
    #expect(width("1 2 3 | <UIView") == 8)
    // Numbers that do not count up by one are no column of line numbers.
    #expect(width("1 3 | <UIView") == 2)
  }

  /// A printer that numbers each row with its depth (`2# `, full-width `2＃ `) and then
  /// indents it: the number is a gutter, the indentation gives the depth.
  @Test(arguments: ["#", "\u{FF03}"])
  func depthNumbersBeforeIndentedRows(sign: String) {
    let result = F.parse([
      "0\(sign) <UIWindow: 0x1; frame = (0 0; 10 10); layer = <UIWindowLayer: 0x2>>",
      "1\(sign)     <UIView: 0x3; frame = (0 0; 10 10); layer = <CALayer: 0x4>>",
      "2\(sign)         <UIView: 0x5; frame = (0 0; 1 1); layer = <CALayer: 0x6>>",
      "1\(sign)     <UIView: 0x7; frame = (0 0; 10 10); layer = <CALayer: 0x8>>",
    ])
    #expect(result.hierarchy.parentPositions == [-1, 0, 1, 0])
    #expect(result.diagnostics.isEmpty)
  }

  /// A number before a description that is no gutter stays what it was: an lldb result's
  /// value is an envelope, a number in prose is text.
  @Test func otherNumbersAreNoGutter() {
    let result = F.parse([
      "(int) $8 = 167987072 <CALayer:0x600002d1c000; position = CGPoint (0 0); bounds = CGRect (0 0; 10 10)>",
      "3 views were found:",
    ])
    #expect(result.lineDispositions == [.node, .text])
    // A time of day (`16:26:37`) is no line number followed by the rest of a time.
    func width(_ line: String) -> Int? {
      Array(line.utf8).withUnsafeBufferPointer { LineNumberGutter.width(of: $0) }
    }
    #expect(width("16:26:37 <UIView") == nil)
    // A decimal is no ordered list's number.
    #expect(width("1.5 <UIView") == nil)
    #expect(width("16:<UIView") == 3)
  }
}
