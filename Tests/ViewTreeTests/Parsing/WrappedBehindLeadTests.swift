import Testing

@testable import ViewTree

/// A dump hard-wrapped at a fixed width, then quoted in a reply, copied with line numbers or
/// logged: every line, the wrapped rest of a row too, carries the lead. The rest is read
/// without it, as the same row wrapped without a lead is.
@Suite("Wrapped rows behind a lead")
struct WrappedBehindLeadTests {
  typealias F = ParsingFixture

  static let console = "2024-05-06 10:11:12.345678+0200 Shop[4242:91011] "

  /// Rows wrapped at a fixed width: inside a frame, after a key's `=`, inside a nested
  /// description, inside a class name.
  static let wrapped = [
    "<UIWindow: 0x1; frame = (0 0; 320 480); gestureRecognizers = <NSArray:",
    "0x2>; layer = <UIWindowLayer: 0x3>>",
    "   | <UILayoutContainerView: 0x4; frame = (0 0; 320 480); autoresize =",
    "W+H; layer = <CALayer: 0x5>>",
    "   |    | <UITextField: 0x6; frame = (20 20; 40 40); opaque = NO; background =",
    "<_UITextFieldNoBackgroundProvider: 0x7: textfield=<UITextField: 0x6>>; layer = <CALayer:",
    "0x8>>",
    "   |    | <_TtC5MyApp44ProfileHeaderBackgroundGrad",
    "ientRoundedView: 0x9; frame = (20 20; 40",
    "40); alpha = 0.5; layer = <CALayer: 0xa>>",
    "   | <UILabel: 0xb; frame = (0 0; 5 5); text = 'Hi'; layer = <_UILabelLayer: 0xc>>",
  ]

  /// Each lead, given the line's 0-based index.
  static let leads: [@Sendable (Int) -> String] = [
    { _ in "> " }, { _ in ">> " }, { _ in "> > " }, { _ in ">" }, { "\($0 + 12) | " },
    { "\($0 + 7): " }, { String(format: "%4d  ", $0 + 1) }, { "\($0 + 1)\u{2502} " },
    { _ in Self.console },
  ]

  @Test(arguments: 0..<leads.count)
  func wrappedRowsReadAsWithoutTheLead(lead: Int) {
    let lines = Self.wrapped.enumerated().map { Self.leads[lead]($0.offset) + $0.element }
    let plain = F.parse(Self.wrapped)
    let result = F.parse(lines)
    #expect(result.lineDispositions == plain.lineDispositions, "\(lines[0])")
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == plain.hierarchy.classNamesInOrder, "\(lines[0])")
    #expect(tree.depthsInOrder == [0, 1, 2, 2, 1], "\(lines[0])")
    #expect(tree.addressesInOrder == ["0x1", "0x4", "0x6", "0x9", "0xb"], "\(lines[0])")
    #expect(tree.indices.allSatisfy { tree[$0].isComplete }, "\(lines[0])")
    // A value keeps the line break wrapping put in it, as it does without the lead.
    #expect(tree.node(0).value(of: "gestureRecognizers") == "<NSArray:\n0x2>", "\(lines[0])")
    #expect(tree.node(1).value(of: "autoresize") == "W+H", "\(lines[0])")
    #expect(tree.node(2).value(of: "layer") == "<CALayer:\n0x8>", "\(lines[0])")
    #expect(tree.node(3).frame == Rect(x: 20, y: 20, width: 40, height: 40), "\(lines[0])")
    #expect(tree.node(3).alpha == 0.5, "\(lines[0])")
    #expect(tree.node(4).text == "Hi", "\(lines[0])")
    // The row's source is its input lines, leads and all.
    #expect(tree.node(0).sourceText == lines[0...1].joined(separator: "\n"), "\(lines[0])")
  }

  /// A quoted row wrapped just before its last brackets goes on with `> >>` or `> >; …`: the
  /// brackets behind the row's own mark, not a deeper quote.
  @Test(arguments: [">>", ">; layer = <CALayer: 0x3>>"])
  func quotedRowWrappedBeforeItsClosingBrackets(rest: String) {
    let result = F.parse([
      "> <UIWindow: 0x1; frame = (0 0; 320 480); clipsToBounds = YES; layer = <CALayer: 0x2",
      "> " + rest,
      ">    | <UIView: 0x4; frame = (0 0; 320 480); layer = <CALayer: 0x5>>",
    ])
    #expect(result.lineDispositions == [.node, .continuation, .node], "\(rest)")
    let tree = result.hierarchy
    #expect(tree.indices.allSatisfy { tree[$0].isComplete }, "\(rest)")
    #expect(tree.node(0).clipsToBounds, "\(rest)")
    #expect(tree.node(0).value(of: "layer") == "<CALayer: 0x2\n>", "\(rest)")
    #expect(tree.parentPositions == [-1, 0])
  }

  /// A column cut before a space leaves the space at the start of the row's rest: behind quote
  /// marks it is the text's own, as it is without them.
  @Test(arguments: ["> ", ">> ", "> > "])
  func quotedRestKeepsTheBlankItStartsWith(quote: String) {
    let rows = [
      "<UIView: 0x1; frame = (0 0; 375 812); layer = <CALayer: 0x2>>",
      "   | <UILabel: 0x3; frame = (20 100; 335 21); text = 'Sign",
      " in'; opaque = NO; layer = <_UILabelLayer: 0x4>>",
    ]
    let plain = F.parse(rows).hierarchy
    let quoted = F.parse(rows.map { quote + $0 }).hierarchy
    #expect(plain.node(1).text == "Sign\n in")
    #expect(quoted.node(1).text == plain.node(1).text, "\(quote)")
  }

  /// A reply's line (`> ` under `>> `) is no continuation of the quoted row above it, even
  /// when it would close it: the row was cut.
  @Test func aReplyUnderAQuotedRowIsNoContinuation() {
    let result = F.parse([
      ">> <UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer:",
      "> I think the window was cut here; layer = <CALayer: 0x9>>",
    ])
    #expect(result.lineDispositions == [.node, .text])
    #expect(!result.hierarchy.node(0).isComplete)
  }

  /// Nor is a line without the lead (the reply's prose), nor a quoted row.
  @Test func proseOrARowUnderACutQuotedRowIsNoContinuation() {
    let result = F.parse([
      "> <UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer:",
      ">    | <UIView: 0x2; frame = (0 0; 320 480); layer = <CALayer: 0x3>>",
      ">    | <UIView: 0x4; frame = (0 0; 320 480); layer = <CALayer:",
      "0x5>> is what I see",
    ])
    #expect(result.lineDispositions == [.node, .node, .node, .text])
    let tree = result.hierarchy
    #expect(tree.addressesInOrder == ["0x1", "0x2", "0x4"])
    #expect(tree.indices.map { tree[$0].isComplete } == [false, true, false])
    #expect(tree.node(2).value(of: "layer") == "<CALayer:")
  }

  /// A reply whose quoted lines were wrapped again after the marks were added leaves the rest
  /// of a long row without marks (`> <UIView: …; layer =` then `<CALayer: 0x…>>`): the row
  /// takes it, at any quote depth, when it holds no prose (see
  /// `proseOrARowUnderACutQuotedRowIsNoContinuation` and the reply above for what it leaves).
  @Test func aRowWrappedAfterItsQuoteMarksTakesTheRestWithoutThem() {
    for quote in ["> ", ">> ", "> > "] {
      let result = F.parse([
        quote + "<UIWindow: 0x1; frame = (0 0; 320 480); gestureRecognizers = <NSArray:",
        "0x2>; layer = <UIWindowLayer: 0x3>>",
        quote + "   | <UILabel: 0x4; frame = (16 8; 120 20); text = 'Sign in'; layer =",
        "<_UILabelLayer: 0x5>>",
        quote + "   | <UIView: 0x6; frame = (0 0;",
        "320 480); layer = <CALayer: 0x7>>",
      ])
      #expect(
        result.lineDispositions == [
          .node, .continuation, .node, .continuation, .node, .continuation,
        ], "\(quote)")
      let tree = result.hierarchy
      #expect(tree.addressesInOrder == ["0x1", "0x4", "0x6"], "\(quote)")
      #expect(tree.depthsInOrder == [0, 1, 1], "\(quote)")
      // A frame cut between its numbers: the rest starts like a line number, and is none.
      #expect(tree.node(2).frame == Rect(x: 0, y: 0, width: 320, height: 480), "\(quote)")
      #expect(tree.indices.allSatisfy { tree[$0].isComplete }, "\(quote)")
      #expect(tree.node(0).value(of: "layer") == "<UIWindowLayer: 0x3>", "\(quote)")
      #expect(tree.node(1).value(of: "layer") == "<_UILabelLayer: 0x5>", "\(quote)")
    }
  }

  /// The same for `_printHierarchy` rows cut where their fields cannot end, whose rest holds
  /// words of its own (`not in the window`).
  @Test func aControllerRowWrappedAfterItsQuoteMarksTakesTheRestWithoutThem() {
    let result = F.parse([
      "> <UINavigationController 0x1>, state: appeared, view:",
      "<UILayoutContainerView 0x2>",
      ">    | <UIViewController 0x3>, state: disappeared, view: <UIView",
      "0x4> not in the window",
    ])
    #expect(result.lineDispositions == [.node, .continuation, .node, .continuation])
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == ["UINavigationController", "UIViewController"])
    #expect(tree.depthsInOrder == [0, 1])
    #expect(tree.node(0).value(of: "view") == "<UILayoutContainerView 0x2>")
    #expect(tree.node(1).value(of: "view") == "<UIView 0x4>")
    #expect(tree.node(1).value(of: "notInWindow") == "YES")
  }

  /// A gutter's line of another shape is another listing's, no continuation.
  @Test func anotherGutterIsNoContinuation() {
    let result = F.parse([
      "12 | <UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer:",
      "13: 0x2>>",
    ])
    #expect(result.lineDispositions.first == .node)
    #expect(!result.hierarchy.node(0).isComplete)
  }

  /// Xcode's console prefix on a row's first line only: the line was wrapped at a width that
  /// counts the prefix, so a row cut within its markers or inside a short class name is read
  /// from the lines after it.
  @Test func aConsolePrefixCountsInTheWrappingWidth() {
    let result = F.parse([
      Self.console + "<UIWindow: 0x1; frame = (0 0; 320 480); layer =",
      "<UIWindowLayer: 0x2>>",
      Self.console + "   |    |",
      "<UIDropShadowView: 0x3; frame = (0 0; 120 60); layer = <CALayer: 0x4>>",
      Self.console + "   | <_TtC5MyApp12Prof",
      "ileBadgeView: 0x5; frame = (0 0; 10 10); layer = <CALayer: 0x6>>",
    ])
    #expect(
      result.lineDispositions == [
        .node, .continuation, .node, .continuation, .node, .continuation,
      ])
    let tree = result.hierarchy
    #expect(
      tree.classNamesInOrder == ["UIWindow", "UIDropShadowView", "_TtC5MyApp12ProfileBadgeView"])
    #expect(tree.depthsInOrder == [0, 1, 1])
    #expect(tree.addressesInOrder == ["0x1", "0x3", "0x5"])
  }
}
