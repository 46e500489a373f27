import Testing

@testable import ViewTree

/// Dumps quoted in Markdown or e-mail (`> `, `> > `) and dumps copied from a rendered page,
/// whose indentation arrives as no-break spaces (U+00A0): the formats that take depth from
/// indentation, or that need their lead, read the same as without the quote or the page.
@Suite("Quoted rows and no-break-space indentation")
struct QuotedAndNBSPLeadTests {
  typealias F = ParsingFixture

  static let xcuitest = F.xcuitestSubtree

  static let autolayoutTrace = [
    "UIWindow:0x7fa1b2c03e10",
    "|   •UIView:0x7fa1b2c04f20",
    "|   |   *UILabel:0x7fa1b2c05a30'Title'",
    "|   |   UIButton:0x7fa1b2c06b40",
  ]

  static let rows = [
    "<UIWindow: 0x7fa1b2c03e10; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600002d1c000>>",
    "   | <UIView: 0x7fa1b2c04f20; frame = (0 0; 390 844); layer = <CALayer: 0x600002d1c120>>",
    "   |    | <UILabel: 0x7fa1b2c05a30; frame = (20 60; 350 21); text = 'A\u{A0}B'; layer = <_UILabelLayer: 0x600000f2a080>>",
    "   | <UIView: 0x7fa1b2c07c50; frame = (0 800; 390 44); layer = <CALayer: 0x600002d1c360>>",
  ]

  static func expectSameTree(_ lines: [String], as plain: [String]) {
    let expected = F.parse(plain).hierarchy
    let result = F.parse(lines)
    #expect(result.hierarchy.classNamesInOrder == expected.classNamesInOrder)
    #expect(result.hierarchy.depthsInOrder == expected.depthsInOrder)
    #expect(result.hierarchy.count == expected.count)
    #expect(result.diagnostics.allSatisfy { $0.severity == .note })
  }

  @Test(arguments: ["> ", "> > ", ">> ", ">"])
  func quotedIndentedRows(quote: String) {
    #expect(F.parse(Self.xcuitest).hierarchy.depthsInOrder == [0, 1, 2, 3, 2])
    Self.expectSameTree(Self.xcuitest.map { quote + $0 }, as: Self.xcuitest)
    Self.expectSameTree(Self.autolayoutTrace.map { quote + $0 }, as: Self.autolayoutTrace)
  }

  /// Indentation (and the spaces between depth markers) written as no-break spaces; one in
  /// a label's text stays as it is.
  @Test func noBreakSpaceIndentation() throws {
    func nbsp(_ line: String) -> String {
      let lead = line.prefix { $0 == " " || $0 == "|" }
      return lead.replacingOccurrences(of: " ", with: "\u{A0}") + line.dropFirst(lead.count)
    }
    Self.expectSameTree(Self.rows.map(nbsp), as: Self.rows)
    Self.expectSameTree(Self.xcuitest.map(nbsp), as: Self.xcuitest)
    Self.expectSameTree(Self.autolayoutTrace.map(nbsp), as: Self.autolayoutTrace)
    let tree = F.parse(Self.rows.map(nbsp)).hierarchy
    try #require(tree.count == 4)
    #expect(tree.node(2).text == "A\u{A0}B")
    #expect(tree.node(2).frame == Rect(x: 20, y: 60, width: 350, height: 21))
  }

  /// Every space a no-break one (a word processor's or a chat app's paste), or only the one
  /// after the address's colon: the rows read as without them, and a label's own no-break
  /// space, inside its quoted text, stays.
  @Test func noBreakSpacesBetweenTheWordsOfARow() throws {
    let everywhere = Self.rows.map { $0.replacingOccurrences(of: " ", with: "\u{A0}") }
    Self.expectSameTree(everywhere, as: Self.rows)
    let tree = F.parse(everywhere).hierarchy
    try #require(tree.count == 4)
    #expect(tree.node(2).text == "A\u{A0}B")
    #expect(tree.node(2).frame == Rect(x: 20, y: 60, width: 350, height: 21))
    #expect(tree.node(3).address == "0x7fa1b2c07c50")
    let afterColon = Self.rows.map { $0.replacingOccurrences(of: ": 0x", with: ":\u{A0}0x") }
    Self.expectSameTree(afterColon, as: Self.rows)
    #expect(F.parse(afterColon).hierarchy.node(1).address == "0x7fa1b2c04f20")
  }

  /// A CJK page indents its lines with ideographic spaces (U+3000), and typography may leave
  /// other Unicode spaces (a narrow no-break space, U+202F) in the lead: spaces as well.
  @Test(arguments: ["\u{3000}", "\u{202F}", "\u{2002}"])
  func unicodeSpaceIndentation(space: String) throws {
    func spaced(_ line: String) -> String {
      let lead = line.prefix { $0 == " " || $0 == "|" }
      return space + space + lead.replacingOccurrences(of: " ", with: space)
        + line.dropFirst(lead.count)
    }
    Self.expectSameTree(Self.rows.map(spaced), as: Self.rows)
    Self.expectSameTree(Self.xcuitest.map(spaced), as: Self.xcuitest)
    let single = Self.rows[0]
    Self.expectSameTree([space + space + single], as: [single])
    let tree = F.parse(Self.rows.map(spaced)).hierarchy
    try #require(tree.count == 4)
    #expect(tree.node(2).text == "A\u{A0}B")
  }

  /// A CJK input method's full-width `｜` (U+FF5C) for the markers, with ASCII or ideographic
  /// spaces between them: markers as well. In a text it stays.
  @Test(arguments: [" ", "\u{3000}"])
  func fullWidthPipeMarkers(space: String) throws {
    func piped(_ line: String) -> String {
      let lead = line.prefix { $0 == " " || $0 == "|" }
      return lead.replacingOccurrences(of: "|", with: "\u{FF5C}")
        .replacingOccurrences(of: " ", with: space) + line.dropFirst(lead.count)
    }
    Self.expectSameTree(Self.rows.map(piped), as: Self.rows)
    let row = "   \u{FF5C} <UILabel: 0x1; frame = (0 0; 1 1); text = 'a\u{FF5C}b'>"
    let tree = F.parse([Self.rows[0], row]).hierarchy
    try #require(tree.count == 2)
    #expect(tree.node(1).text == "a\u{FF5C}b")
  }

  /// Swift's Mirror entries copied from a rendered page: the no-break space after the entry's
  /// `-` is part of the lead too.
  @Test func noBreakSpaceAfterMirrorEntryMark() {
    let view =
      "<UIView: 0x7ff59ec087d0; frame = (0 0; 428 926); autoresize = W+H; layer = <CALayer: 0x6000005393e0>>"
    let plain = [
      "▿ Optional(" + view + ")", "  - some: " + view + " #0", "    - super: UIResponder",
    ]
    let page = plain.map {
      $0.replacingOccurrences(of: "  ", with: "\u{A0}\u{A0}")
        .replacingOccurrences(of: "- ", with: "-\u{A0}")
    }
    #expect(F.parse(plain).hierarchy.classNamesInOrder == ["UIView"])
    Self.expectSameTree(page, as: plain)
  }

  /// A custom tree (a test framework's) copied from a rendered page: the root's line has no
  /// indentation, its rows have no-break spaces in theirs.
  @Test func customTreeWithNoBreakSpaceRows() {
    let plain = ["UIWindow", "   | UIView", "   |    | UILabel"]
    let page = plain.map { $0.replacingOccurrences(of: " ", with: "\u{A0}") }
    #expect(F.parse(plain).hierarchy.classNamesInOrder == ["UIWindow", "UIView", "UILabel"])
    Self.expectSameTree(page, as: plain)
  }
}
