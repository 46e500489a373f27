import Testing

@testable import ViewTree

/// A dump pasted into Markdown outside a code block, whose editor escaped what Markdown would
/// read as emphasis: `<\_UIBarBackground: 0x…>`, `|   \*UILabel:0x…`.
@Suite("Dumps with Markdown's backslash escapes")
struct MarkdownEscapedLineTests {
  typealias F = ParsingFixture

  static let rows = [
    "<UINavigationBar: 0x7f8e1c40a2b0; frame = (0 44; 375 44); layer = <CALayer: 0x6001>>",
    "   | <_UIBarBackground: 0x7f8e1c40b4d0; frame = (0 -44; 375 88); layer = <CALayer: 0x6002>>",
    "   |    | <_UIBarBackgroundShadowView: 0x7f8e1c40c6e0; frame = (0 88; 375 0); layer = <CALayer: 0x6003>>",
    "   | <UILabel: 0x7f8e1c40d8f0; frame = (16 12; 120 20); text = 'a\\b_c'; layer = <_UILabelLayer: 0x6004>>",
  ]

  static let trace = [
    "UIWindow:0x7fa1b2c03e10",
    "|   •UIView:0x7fa1b2c04f20",
    "|   |   *UILabel:0x7fa1b2c05a30",
  ]

  static func escaped(_ line: String) -> String {
    line.replacingOccurrences(of: "_UI", with: "\\_UI")
      .replacingOccurrences(of: "*UI", with: "\\*UI")
  }

  @Test func escapedClassNameInsideARowsValueIsReadWithout() {
    // `<UILabel: …; layer = <\_UILabelLayer: 0x…>>`: the row reads as it stands, its value not.
    let result = F.parse(Self.rows.map(Self.escaped))
    let plain = F.parse(Self.rows).hierarchy
    #expect(result.hierarchy.node(3).value(of: "layer") == "<_UILabelLayer: 0x6004>")
    #expect(result.hierarchy.node(3).text == plain.node(3).text)
    // A label's own backslash before anything else stays.
    let own = F.parse([
      "<UILabel: 0x1; frame = (0 0; 1 1); text = 'a\\_b'; layer = <_UILabelLayer: 0x2>>"
    ])
    #expect(own.hierarchy.node(0).text == "a\\_b")
  }

  @Test func escapedUnderscoresAndMarksReadAsWithout() {
    for dump in [Self.rows, Self.trace] {
      let plain = F.parse(dump).hierarchy
      let result = F.parse(dump.map(Self.escaped))
      #expect(result.hierarchy.classNamesInOrder == plain.classNamesInOrder)
      #expect(result.hierarchy.depthsInOrder == plain.depthsInOrder)
      #expect(result.diagnostics.allSatisfy { $0.severity == .note })
    }
    let trace = F.parse(Self.trace.map(Self.escaped)).hierarchy
    #expect(trace.node(2).value(of: "marker") == "autoLayout")
  }

  /// A row that reads as it stands keeps its backslashes: they are its text's.
  @Test func aRowAsItStandsKeepsItsBackslashes() {
    let tree = F.parse(Self.rows).hierarchy
    #expect(tree.node(3).text == "a\\b_c")
    let label = F.parse([
      "<UILabel: 0x1; frame = (0 0; 10 10); text = 'a\\_b'; layer = <_UILabelLayer: 0x2>>"
    ]).hierarchy
    #expect(label.node(0).text == "a\\_b")
  }

  @Test func onlyEscapesOfMarkupCharactersCount() {
    func escaped(_ text: String) -> Bool {
      var text = text
      return text.withUTF8 { MarkdownEscapedLine.isEscaped($0) }
    }
    #expect(escaped("<\\_UIView: 0x1>"))
    #expect(escaped("|   \\*UILabel:0x1"))
    #expect(!escaped("\"<UIView: 0x1>\\n   | <UILabel: 0x2>\""))
    #expect(!escaped("text = \\'hi\\'"))
    #expect(!escaped("C:\\\\Users"))
  }
}
