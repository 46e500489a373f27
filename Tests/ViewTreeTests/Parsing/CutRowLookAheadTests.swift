import Testing

@testable import ViewTree

private typealias F = ParsingFixture

/// A row without its closing `>` looks ahead for the rest of its description; the lines it
/// takes must read as the rest of one, not as the prose or code below a truncated row that
/// happens to hold a `>`.
struct CutRowLookAheadTests {
  static let root = "<UIView: 0x1; frame = (0 0; 390 844); layer = <CALayer: 0x2>>"

  /// The console cut the label's row; a sentence and a line of code follow, the code with a
  /// `>` that would close the row. Neither is the label's: both stay text, the row truncated.
  @Test func cutRowBeforeProseAndCode() {
    let result = F.parse([
      Self.root,
      "   | <UILabel: 0x3; frame = (20 100; 335 21); text = 'Sign in'; opaque = NO; autores",
      "This label is cut because the console truncated it.",
      "if count > limit { return }",
    ])
    #expect(result.lineDispositions == [.node, .node, .text, .text])
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == ["UIView", "UILabel"])
    #expect(!tree.node(1).isComplete)
    #expect(tree.node(1).text == "Sign in")
    #expect(result.diagnostics.contains { $0.line == 2 && $0.message.contains("truncated") })
  }

  /// Whatever the row was cut in (a key, a value, after a `; ` or an `=`), a line of prose or
  /// code with two words in a row outside quoted text is no rest of it.
  @Test(arguments: [
    ("autoresizesSubviews = N", "let isWide = view.bounds.width > 400"),
    ("opaque = NO; ", "Does hidden = YES mean the alpha > 0 check is skipped?"),
    ("hidden = ", "return view.alpha > 0"),
    ("tag = 4", "guard cards.count > 1 else { return }"),
    ("autoresize = W", "grep -c UIView dump.txt > count.txt"),
    ("layer = <CALayer: 0x2>; ", "Expected width > 300 but got 0 (see the frame above)>"),
  ])
  func cutRowBeforeALineOfProseOrCode(cut: String, next: String) {
    let result = F.parse([
      Self.root, "   | <UIView: 0x3; frame = (0 0; 390 44); " + cut, next,
      "   | <UIView: 0x4; frame = (0 44; 390 44)>",
    ])
    #expect(result.lineDispositions == [.node, .node, .text, .node], "\(next)")
    #expect(!result.hierarchy.node(1).isComplete)
    #expect(result.hierarchy.parentPositions == [-1, 0, 0])
  }

  /// A `>` that leads a line below a cut row, then prose, is a reply's quote mark, not the
  /// row's end; alone or before more brackets (`>>`), it ends a row cut at a column.
  /// Rows wrapped at a column go on whatever the cut: between `text =` and its quote, or
  /// before an unquoted value that holds words (a text field's placeholder, React Native's
  /// text), on a line that carries other properties.
  @Test(arguments: [
    [
      "   | <UILabel: 0x3; frame = (20 100; 335 21); text =",
      " 'Sign in to continue'; opaque = NO; layer = <_UILabelLayer: 0x4>>",
    ],
    [
      "   | <UITextField: 0x3; frame = (20 300; 335 44); text = ''; opaque = NO;",
      " placeholder = Enter your email; borderStyle = RoundedRect; layer = <CALayer: 0x4>>",
    ],
    [
      "   | <RCTTextView: 0x3; reactTag: 5; text: Forgot",
      " your password? frame = (20 100; 374 20); layer = <CALayer: 0x4>>",
    ],
  ])
  func rowsWrappedBeforeWordsOfTheirValues(lines: [String]) {
    let result = F.parse([Self.root] + lines + ["   | <UIView: 0x5; frame = (0 44; 390 44)>"])
    #expect(result.lineDispositions == [.node, .node, .continuation, .node], "\(lines)")
    #expect(result.hierarchy.node(1).isComplete)
    #expect(result.hierarchy.node(1).frame != nil)
    #expect(result.hierarchy.parentPositions == [-1, 0, 0])
  }

  @Test func cutRowBeforeAQuotedReply() {
    let result = F.parse([
      Self.root,
      "   | <UILabel: 0x3; frame = (16 60; 358 21); text = 'Title'; opaque = NO; autoresizesSubv",
      "> Is this the label you mean? It has no constraints.",
      "   | <UILabel: 0x4; frame = (16 90; 358 21); layer = <_UILabelLayer: 0x5",
      ">>",
    ])
    #expect(result.lineDispositions == [.node, .node, .text, .node, .continuation])
    let tree = result.hierarchy
    #expect(!tree.node(1).isComplete)
    #expect(tree.node(1).tail == nil)
    #expect(tree.node(2).isComplete)
    #expect(tree.node(2).value(of: "layer") == "<_UILabelLayer: 0x5\n>")
  }

  /// A console line or a prompt below a cut row has a lead of its own: it is no rest of the
  /// row even without prose (`width > height`), unless the row was cut inside quoted text (a
  /// label showing a date).
  @Test func cutRowBeforeAConsoleLineOrAPrompt() {
    let result = F.parse([
      Self.root,
      "   | <UIView: 0x3; frame = (0 0; 390 44); tag = 4",
      "2024-05-06 10:11:12.345678+0200 Shop[4242:91011] width > height",
      "   | <UILabel: 0x4; frame = (0 44; 390 44); text = 'Last sync:",
      "2024-05-06 10:11:12'; layer = <_UILabelLayer: 0x5>>",
      "   | <UIView: 0x6; frame = (0 88; 390 44); tag = 4",
      "(lldb) p (int)[0x6 tag] > 0",
    ])
    #expect(
      result.lineDispositions == [.node, .node, .log, .node, .continuation, .node, .prompt])
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == ["UIView", "UIView", "UILabel", "UIView"])
    #expect(!tree.node(1).isComplete)
    #expect(tree.node(2).text == "Last sync:\n2024-05-06 10:11:12")
    #expect(!tree.node(3).isComplete)
  }

  /// Prose inside a cut row's quoted text is the text's own: the words of a label wrapped
  /// inside its text are taken, and the row reads on after the quote closes.
  @Test func rowWrappedInsideItsQuotedText() {
    let result = F.parse([
      Self.root,
      "   | <UILabel: 0x3; frame = (16 500; 358 63); text = 'By signing in you agree to our",
      "terms of service and to our privacy policy.'; opaque = NO; layer = <CALayer: 0x4>>",
      "   | <UIView: 0x5; frame = (0 0; 1 1)>",
    ])
    #expect(result.lineDispositions == [.node, .node, .continuation, .node])
    let tree = result.hierarchy
    #expect(tree.node(1).isComplete)
    #expect(
      tree.node(1).text
        == "By signing in you agree to our\nterms of service and to our privacy policy.")
    #expect(tree.node(1).value(of: "layer") == "<CALayer: 0x4>")
  }

  /// React Native's unquoted `text: ` value is open until its ` frame = `: a row wrapped
  /// inside it takes its words; words after the frame are prose again, and a `text: ` with no
  /// frame after it lets no prose in.
  @Test func rowWrappedInsideAnUnquotedTextValue() {
    let result = F.parse([
      Self.root,
      "   | <RCTTextView: 0x3; text: Sign in to see your orders and",
      "track them frame = (0 0; 5 5); layer = <CALayer: 0x4>>",
      "   | <RCTTextView: 0x5; text: Sign in frame = (0 0; 5 5);",
      "the count is wrong > 1",
      "   | <RCTTextView: 0x6; text: Welcome back,",
      "it shows the count > 1",
    ])
    #expect(result.lineDispositions == [.node, .node, .continuation, .node, .text, .node, .text])
    let tree = result.hierarchy
    #expect(tree.node(1).isComplete)
    #expect(tree.node(1).frame == Rect(x: 0, y: 0, width: 5, height: 5))
    #expect(tree.node(1).value(of: "layer") == "<CALayer: 0x4>")
    #expect(!tree.node(2).isComplete)
    #expect(!tree.node(3).isComplete)
  }

  /// A cut inside quoted text lets prose continue it only until the quote closes: words in a
  /// row after that are prose again.
  @Test func rowCutInsideItsQuotedTextBeforeProse() {
    let result = F.parse([
      Self.root,
      "   | <UILabel: 0x3; frame = (16 60; 358 21); text = 'Welcome back, we missed",
      "it shows 'Welcome back', then the count > 1 check fails",
    ])
    #expect(result.lineDispositions == [.node, .node, .text])
    #expect(!result.hierarchy.node(1).isComplete)
  }

  /// The real continuations of a row wrapped at a fixed width: inside its frame, inside a
  /// nested description, after a `; `, and inside a key (cut at a column, not a space).
  @Test func rowsWrappedAtAFixedWidthStillContinue() {
    let result = F.parse([
      Self.root,
      "   | <UIViewControllerWrapperView: 0x3; frame = (0 0; 390",
      "844); autoresize = W+H; layer = <CALayer: 0x4>>",
      "   |    | <UIImageView: 0x5; frame = (0 0; 390 200); opaque = NO; layer = <CALayer:",
      "0x6>>",
      "   |    | <UITableView: 0x7; frame = (0 0; 390 844); clipsToBounds = YES;",
      "gestureRecognizers = <NSArray: 0x8>; layer = <CALayer: 0x9>;",
      "contentOffset: {0, -91}; contentSize: {390, 1320}>",
      "   |    | <UIButton: 0xa; frame = (16 700; 358 50); opaque = NO; autores",
      "ize = RM+BM; backgroundColor = UIExtendedSRGBColorSpace 0 0.478431 1 1; layer = <CALayer:",
      "0xb>>",
    ])
    #expect(
      result.lineDispositions == [
        .node, .node, .continuation, .node, .continuation, .node, .continuation, .continuation,
        .node, .continuation, .continuation,
      ])
    let tree = result.hierarchy
    #expect(tree.indices.allSatisfy { tree[$0].isComplete })
    #expect(tree.parentPositions == [-1, 0, 1, 1, 1])
    #expect(tree.node(1).frame == Rect(x: 0, y: 0, width: 390, height: 844))
    #expect(tree.node(3).contentOffset == Point(x: 0, y: -91))
  }
}

/// A row cut wherever its header ends (after the class name, its colon, the space, inside the
/// address) is kept as a truncated node of its class, at its depth.
struct CutHeaderTests {
  @Test(arguments: ["<UIButton", "<UIButton:", "<UIButton: ", "<UIButton: 0x", "<UIButton: 0x7f"])
  func rowCutInItsHeaderIsATruncatedNode(cut: String) {
    for markers in ["", "   | "] {
      let result = F.parse([
        CutRowLookAheadTests.root, markers + cut,
        "   | <UIView: 0x5; frame = (0 0; 1 1); layer = <CALayer: 0x6>>",
      ])
      #expect(result.lineDispositions == [.node, .node, .node], "\(markers + cut)")
      let tree = result.hierarchy
      #expect(tree.classNamesInOrder == ["UIView", "UIButton", "UIView"])
      #expect(!tree.node(1).isComplete)
      #expect(tree.depthsInOrder[1] == (markers.isEmpty ? 0 : 1))
      #expect(result.diagnostics.contains { $0.line == 2 && $0.message.contains("truncated") })
      #expect(!result.diagnostics.contains { $0.message.contains("cannot be read") })
    }
  }

  /// The last line of an excerpt.
  @Test func rowCutAfterItsColonAtTheEnd() {
    let result = F.parse([CutRowLookAheadTests.root, "   | <UIButton:"])
    #expect(result.hierarchy.classNamesInOrder == ["UIView", "UIButton"])
    #expect(result.hierarchy.parentPositions == [-1, 0])
  }

  /// EarlGrey glues the address to the class name: a row cut inside it, marked, is a row.
  @Test(arguments: [
    ("|--<UIButtonLabel:0", nil), ("|--<UIButtonLabel:0x7fb6", "0x7fb6"),
    ("|--<UIButtonLabel:07fb6", nil),
  ])
  func earlGreyRowCutInsideItsGluedAddress(cut: String, address: String?) {
    let result = F.parse([
      "<UIWindow:0x1; AX=N; frame={{0, 0}, {375, 667}}; opaque; alpha=1>", "  |  " + cut,
    ])
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == ["UIWindow", "UIButtonLabel"])
    #expect(tree.parentPositions == [-1, 0])
    #expect(tree.node(1).address == address)
    #expect(!tree.node(1).isComplete)
  }

  /// Without markers, a colon glued to a cut address stays another object's description.
  @Test func unmarkedConstraintCutInsideItsAddressIsNoRow() {
    let result = F.parse([
      "Will attempt to recover by breaking constraint", "<NSLayoutConstraint:0x6000",
    ])
    #expect(result.hierarchy.isEmpty)
  }
}

/// A row whose own closing `>` is lost, while the `>` of its last nested value is there
/// (`layer = <CALayer: 0x2>` at the line's end), is a truncated node, not a complete one.
struct LostClosingBracketTests {
  @Test func aRowEndingWithItsNestedValueIsTruncated() {
    let result = F.parse([
      "<UIView: 0x1; frame = (0 0; 10 10); layer = <CALayer: 0x2>",
      "   | <UILabel: 0x3; frame = (0 0; 1 1); text = 'Hi'; layer = <CALayer: 0x4>>",
    ])
    #expect(result.lineDispositions == [.node, .node])
    let tree = result.hierarchy
    #expect(tree.parentPositions == [-1, 0])
    #expect(!tree.node(0).isComplete)
    #expect(tree.node(0).frame == Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(tree.node(1).isComplete)
    #expect(result.diagnostics.contains { $0.line == 1 && $0.message.contains("truncated") })
    #expect(!result.diagnostics.contains { $0.line == 2 })
  }

  /// A single `>` that closes the row itself: a last value with no nested description, or a
  /// `<` inside quoted text.
  @Test(arguments: [
    "<UIView: 0x1; frame = (0 0; 10 10); tag = 4>",
    "<UILabel: 0x1; frame = (0 0; 10 10); text = 'a <b>'>",
    "<UIView: 0x1; frame = (0 0; 10 10); layer = <CALayer: 0x2>; tag = 4>",
    // A page's sanitizer cut a nested description out (`delegate = >`): the row still ends
    // at its last `>`, as it always did.
    "<_UILabelLayer:0x7fd3; position = CGPoint (187.5 361.75); delegate = >; sublayers = (<_UILabelContentLayer: 0x7fd4>); contentsScale = 2>",
  ])
  func aSingleClosingBracketOfTheRowIsComplete(row: String) {
    let result = F.parse([row])
    #expect(result.hierarchy.count == 1)
    #expect(result.hierarchy.node(0).isComplete)
    #expect(result.diagnostics.isEmpty)
  }
}
