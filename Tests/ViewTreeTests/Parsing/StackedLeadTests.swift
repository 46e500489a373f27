import Testing

@testable import ViewTree

/// Two leads before the rows: console output quoted in Markdown, a quoted dump copied from a
/// file view with line numbers, a numbered listing quoted in a reply.
@Suite("Rows behind two leads")
struct StackedLeadTests {
  typealias F = ParsingFixture

  static let xcuitest =
    ["Attributes: Application, 0x600000c8c1c0, pid: 4242, label: 'Shop'"] + F.xcuitestSubtree

  static let rows = [
    "<UIWindow: 0x7fa1b2c03e10; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600002d1c000>>",
    "   | <UIView: 0x7fa1b2c04f20; frame = (0 0; 390 844); layer = <CALayer: 0x600002d1c120>>",
    "   |    | <UILabel: 0x7fa1b2c05a30; frame = (20 60; 350 21); text = '12 items'; layer = <_UILabelLayer: 0x600000f2a080>>",
    "   | <UIView: 0x7fa1b2c07c50; frame = (0 800; 390 44); layer = <CALayer: 0x600002d1c360>>",
  ]

  static let console = "2024-05-06 10:11:12.345678+0200 Shop[4242:91011] "

  /// The same tree as the lines without leads, and every line read as a node or section.
  static func expectSameTree(_ lines: [String], as plainLines: [String]) {
    let plain = F.parse(plainLines)
    let result = F.parse(lines)
    #expect(result.hierarchy.classNamesInOrder == plain.hierarchy.classNamesInOrder)
    #expect(result.hierarchy.depthsInOrder == plain.hierarchy.depthsInOrder)
    #expect(result.lineDispositions == plain.lineDispositions)
  }

  @Test func quotedConsoleLinesKeepTheIndentationOfTheirRows() {
    let lines = Self.xcuitest.map { "> " + Self.console + $0 }
    Self.expectSameTree(lines, as: Self.xcuitest)
    #expect(F.parse(lines).hierarchy.depthsInOrder == [0, 1, 2, 3, 2])
  }

  @Test func quoteMarksBehindAGutter() {
    let lines = Self.xcuitest.enumerated().map { "\($0.offset + 3) | > " + $0.element }
    Self.expectSameTree(lines, as: Self.xcuitest)
  }

  @Test func aGutterBehindQuoteMarks() {
    let lines = Self.rows.enumerated().map { "> \($0.offset + 3): " + $0.element }
    Self.expectSameTree(lines, as: Self.rows)
    #expect(F.parse(lines).hierarchy.node(2).text == "12 items")
  }

  @Test func numberedConsoleLines() {
    let lines = Self.xcuitest.enumerated().map { "\($0.offset + 1): " + Self.console + $0.element }
    Self.expectSameTree(lines, as: Self.xcuitest)
  }

  /// A rendered page's quote of console output, or of a numbered listing: its indentation
  /// arrives as no-break spaces behind the lead.
  @Test(arguments: ["> ", "12: ", Self.console])
  func noBreakSpacesBehindALead(lead: String) {
    let lines = Self.xcuitest.map { row in
      let indentation = row.prefix { $0 == " " }
      return lead + String(repeating: "\u{A0}", count: indentation.count)
        + row.dropFirst(indentation.count)
    }
    Self.expectSameTree(lines, as: Self.xcuitest)
  }

  /// An `_autolayoutTrace` whose markers a rendered page padded with no-break spaces, behind a
  /// lead: the root's row asks for no following line, so its children are read after the
  /// spaces are.
  @Test(arguments: ["> ", "12: "])
  func layoutTraceWithNoBreakSpacesBehindALead(lead: String) {
    let rows = [
      "UIWindow:0x7f01", "|   UITableView:0x7f02", "|   |   UITableViewCell:0x7f03",
      "|   |   |   UILabel:0x7f04",
    ]
    let lines = rows.map { lead + $0.replacingOccurrences(of: "   ", with: "\u{A0}\u{A0}\u{A0}") }
    Self.expectSameTree(lines, as: rows)
    #expect(F.parse(lines).hierarchy.depthsInOrder == [0, 1, 2, 3])
  }

  /// A chat line quoted in a reply: its time and speaker are cut before the first row when
  /// the next quoted line is a row below it.
  @Test(arguments: ["> ", ">> "])
  func quotedChatLineBeforeTheFirstRow(quote: String) {
    let lines =
      [quote + "[10:42 AM] Jane Doe: " + Self.rows[0]]
      + Self.rows.dropFirst().map {
        quote + $0
      }
    Self.expectSameTree(lines, as: Self.rows)
    let xcuitest = Array(Self.xcuitest.dropFirst(2))
    let quoted = [quote + "jane: " + xcuitest[0]] + xcuitest.dropFirst().map { quote + $0 }
    Self.expectSameTree(quoted, as: xcuitest)
  }

  /// A quoted chat line with a single AppKit row, confirmed by the quoted legend below it.
  @Test func quotedChatLineBeforeASingleAppKitRow() {
    let result = F.parse([
      "> Jane Doe: [   A     ! W U ] h=--- v=--- NSView f=(0,0,10,10) b=(-)",
      "> A=autoresizesSubviews, C=canDrawConcurrently, D=needsDisplay, F=flipped, G=gstate, H=hidden (h=by parent), L=needsLayout (l=child needsLayout), O=opaque, P=preservesContentDuringLiveResize, S=scaled/rotated, W=wantsLayer (L=layerUsesCoreImageFilters), U=wantsUpdateLayer, V=canDrawSubviewsIntoLayer, #=has surface",
    ])
    #expect(result.hierarchy.classNamesInOrder == ["NSView"])
  }

  @Test func quotedChatLineQuotingAViewIsText() {
    let result = F.parse([
      "> [10:42 AM] Jane Doe: " + Self.rows[1], "> is the view that stays blank",
    ])
    #expect(result.hierarchy.isEmpty)
  }

  /// Custom trees (a lone class name, then `|` rows) behind a lead keep their root.
  @Test(arguments: ["> ", "12: ", Self.console])
  func customTreeBehindALead(lead: String) {
    let rows = ["UIWindow", "|\tUITransitionView", "|\t|\tUIDropShadowView", "|\tUILabel"]
    Self.expectSameTree(rows.map { lead + $0 }, as: rows)
    #expect(F.parse(rows.map { lead + $0 }).hierarchy.depthsInOrder == [0, 1, 2, 1])
  }

  /// An lldb session collapsed onto one line, quoted or numbered.
  @Test(arguments: ["> ", "12: "])
  func collapsedSessionBehindALead(lead: String) {
    let session =
      "(lldb) po self.view (UIView *) $1 = 0x0a8aba20 <UIView: 0xa8aba20; frame = (0 0; 480 864); layer = <CALayer: 0xa8aba50>> (lldb) continue"
    Self.expectSameTree([lead + session], as: [session])
    #expect(F.parse([lead + session]).hierarchy.classNamesInOrder == ["UIView"])
  }

  /// Behind two leads, text that is no row stays the line's own text.
  @Test func proseBehindTwoLeadsIsNoRow() {
    let result = F.parse(["> 12: the window's root view <UIView> is hidden", "> 13: see above"])
    #expect(result.hierarchy.isEmpty)
  }
}
