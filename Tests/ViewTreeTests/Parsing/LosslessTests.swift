import Testing

@testable import ViewTree

/// The parser accounts for every input line, never invents a node, keeps its hierarchies
/// consistent, and survives hostile input.
@Suite("Losslessness and robustness")
struct LosslessTests {
  typealias F = ParsingFixture

  /// A paste mixing everything §1 catalogues around a small tree.
  static let mixedPaste = [
    "2014-02-01 09:56:15.587 SwipeableCell[46989:70b] Cell recursive description:",
    "(lldb) po [[self view] recursiveDescription]",
    "        // <UIView: 0x7fd94a701f90; frame = (0 0; 375 667); layer = <CALayer: 0x600000e2c0a0>>",
    "        //   | <UILabel: 0x7fd94a40a6c0; frame = (0 0; 100 20); text = 'What's new'; layer = <_UILabelLayer: 0x600002b5e2b0>>",
    "        //   |    | <_UILabelContentLayer: 0x600002b5e400> (layer)",
    "",
    "...",
    "        //   | CustomDebugDescription",
    "-> <FireflyTestLoginViewController: 0x144f37c30>",
    "         t =   110.37s Requesting snapshot of accessibility hierarchy for app with pid 7340",
    "        //   | <UIImageView: 0x7f9127011d30; frame = (329 5; 50 50);",
    "Some prose an author wrote between the lines.",
    "(lldb) c",
  ]

  @Test func everyLineGetsExactlyOneDisposition() {
    let result = F.parse(Self.mixedPaste)
    #expect(
      result.lineDispositions == [
        .log, .prompt, .node, .node, .node, .blank, .elision, .node, .text, .log, .node, .text,
        .prompt,
      ])
    // Every non-blank line that is not a complete node is explained by a diagnostic.
    let explained = Set(result.diagnostics.map(\.line))
    for (offset, disposition) in result.lineDispositions.enumerated()
    where disposition != .node && disposition != .blank {
      #expect(explained.contains(offset + 1), "line \(offset + 1) has no diagnostic")
    }
    #expect(result.diagnostics.map(\.line) == result.diagnostics.map(\.line).sorted())
  }

  /// Line counting: a final line without a newline counts, a trailing newline does not add one,
  /// an empty line in the middle counts.
  @Test(arguments: [
    ("<UIView: 0x1>", 1),
    ("<UIView: 0x1>\n", 1),
    ("<UIView: 0x1>\n\n", 2),
    ("\n<UIView: 0x1>", 2),
    ("\n", 1),
    ("a\r\nb\r\n", 2),
  ])
  func lineCountingAtTheEdges(input: String, lines: Int) {
    let result = DumpParser().parse(input)
    result.hierarchy._checkInvariants()
    #expect(result.lineDispositions.count == lines)
  }

  /// Exactly one node per node line: nothing from prompts, REPL echoes, logs or elisions.
  @Test func noNodeIsInvented() {
    let result = F.parse(Self.mixedPaste)
    let nodeLines = result.lineDispositions.enumerated().filter { $0.element == .node }.map {
      $0.offset + 1
    }
    let tree = result.hierarchy
    #expect(tree.count == 5)
    #expect(tree.linesInOrder == nodeLines)
    #expect(
      tree.classNamesInOrder == [
        "UIView", "UILabel", "_UILabelContentLayer", "CustomDebugDescription", "UIImageView",
      ])
    #expect(tree.depthsInOrder == [0, 1, 2, 1, 1])
  }

  /// Each node keeps its whole input line, envelope included.
  @Test func sourceTextIsTheWholeLine() {
    let result = F.parse(Self.mixedPaste)
    let tree = result.hierarchy
    for index in tree.indices {
      let node = tree[index]
      #expect(node.sourceText == Self.mixedPaste[node.line - 1])
    }
  }

  /// The invariants hold for every catalogue input assembled into one paste, including the
  /// tricky shapes (depth jumps, roots after prompts, depth-1 starts, layers, controllers).
  @Test func invariantsHoldOnAComplexPaste() {
    let result = F.parse([
      "   |    | <UIView: 0x1; frame = (0 0; 1 1)>",
      "   |    |    |    |    |    | <UIView: 0x2>",
      "   | <UIView: 0x3>",
      "<UIWindow: 0x4>",
      "   |    |    |    | <UIView: 0x5>",
      "   |    | <UIView: 0x6>",
      "   |    |    | <CALayer: 0x7> (layer)",
      "(lldb) po 1",
      "   |    |    | <UIView: 0x8>",
      "   | <UIView: 0x9>",
      "<CSNavJViewController 0x1450fe000>, state: appeared, view: <UILayoutContainerView 0x144d629d0>",
      "   | CustomDebugDescription",
      "   |    |    | <<_UITextContainerView: 0xa; frame = (0 0; 1 1)> minSize = {0, 0}>",
    ])
    let tree = result.hierarchy
    #expect(tree.count == 12)
    #expect(tree.depthsInOrder == [0, 1, 0, 0, 1, 1, 2, 0, 0, 0, 1, 2])
    var seen = 0
    for root in tree.roots { seen += 1 + tree.descendantCount(of: root) }
    #expect(seen == tree.count)
  }

  @Test func emptyInput() {
    let result = DumpParser().parse("")
    result.hierarchy._checkInvariants()
    #expect(result.hierarchy.count == 0)
    #expect(result.hierarchy.roots.isEmpty)
    #expect(result.hierarchy.format == .unknown)
    #expect(result.hierarchy.maxDepth == -1)
    #expect(result.lineDispositions.isEmpty)
    #expect(result.diagnostics.isEmpty)
    #expect(DumpParser().parse([UInt8]()).hierarchy.isEmpty)
  }

  @Test func onlyPrompts() {
    let result = F.parse([
      "(lldb) po [[UIWindow keyWindow] recursiveDescription]",
      "cy# UIApp.keyWindow.recursiveDescription().toString()",
      "[USB::iPhone::Gadget]-> ObjC.classes.UIWindow.keyWindow().recursiveDescription().toString();",
      "(gdb) po [self view]",
    ])
    #expect(result.hierarchy.count == 0)
    #expect(result.lineDispositions == [.prompt, .prompt, .prompt, .prompt])
    #expect(result.hierarchy.format == .unknown)
  }

  /// A 100 KB line: a label whose text is huge. Parsed in linear time, value intact.
  @Test func lineOf100KB() throws {
    let text = String(repeating: "abcdefghij", count: 10_000)
    let result = F.parse([
      "<UIView: 0x1; frame = (0 0; 320 480); layer = <CALayer: 0x2>>",
      "   | <UILabel: 0x3; frame = (0 0; 320 20); text = '\(text)'; layer = <_UILabelLayer: 0x4>>",
      "   | <UIView: 0x5; frame = (0 20; 320 20); layer = <CALayer: 0x6>>",
    ])
    let tree = result.hierarchy
    try #require(tree.count == 3)
    #expect(tree.node(1).text == text)
    #expect(tree.node(1).value(of: "layer") == "<_UILabelLayer: 0x4>")
    #expect(tree.parentPositions == [-1, 0, 0])
  }

  /// A 100 KB line of nothing but noise is text, not a node.
  @Test func lineOf100KBWithoutNode() {
    let noise = String(repeating: "x; y = (z ", count: 10_000)
    let result = F.parse([noise, "<UIView: 0x1>"])
    #expect(result.lineDispositions == [.text, .node])
    #expect(result.hierarchy.count == 1)
  }

  /// 10,000 `|` markers before a node: the line is accounted for, nothing traps, and the
  /// nodes around it keep their places.
  @Test func tenThousandMarkersOnOneLineDoesNotBreakTheTree() {
    let markers = String(repeating: "|    ", count: 10_000)
    let result = F.parse([
      "<UIWindow: 0x1; frame = (0 0; 320 480)>",
      "   " + markers + "<UIView: 0x2; frame = (0 0; 10 10)>",
      "   | <UIView: 0x3; frame = (0 0; 20 20)>",
    ])
    #expect(result.lineDispositions[0] == .node)
    #expect(result.lineDispositions[2] == .node)
    let tree = result.hierarchy
    #expect(tree.roots.count == 1)
    #expect(tree.indices.last.map { tree[$0].frame } == Rect(x: 0, y: 0, width: 20, height: 20))
  }

  /// Depth is the number of markers, however many: the node is read and the jump resolves to
  /// one level under the root.
  @Test func tenThousandMarkersOnOneLine() throws {
    let markers = String(repeating: "|    ", count: 10_000)
    let result = F.parse([
      "<UIWindow: 0x1; frame = (0 0; 320 480)>",
      "   " + markers + "<UIView: 0x2; frame = (0 0; 10 10)>",
      "   | <UIView: 0x3; frame = (0 0; 20 20)>",
    ])
    #expect(result.lineDispositions == [.node, .node, .node])
    let tree = result.hierarchy
    try #require(tree.count == 3)
    #expect(tree.depthsInOrder == [0, 1, 1])
    #expect(tree.node(1).frame == Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(tree.node(1).record.markerDepth == 10_000)
  }

  /// A thousand bare markers without spaces are counted the same way.
  @Test func thousandMarkersOnOneLine() throws {
    let result = F.parse([
      "<UIWindow: 0x1>", String(repeating: "|", count: 1_000) + " <UIView: 0x2>",
    ])
    #expect(result.lineDispositions == [.node, .node])
    try #require(result.hierarchy.count == 2)
    #expect(result.hierarchy.node(1).record.markerDepth == 1_000)
    #expect(result.hierarchy.depthsInOrder == [0, 1])
    #expect(result.hierarchy.linesInOrder == [1, 2])
  }

  /// A quoted text with a real newline continues on the next line: that line is a
  /// continuation of the node, not a node or text of its own.
  @Test func multiLineTextIsAContinuation() {
    let result = F.parse([
      "<UIView: 0x1; frame = (0 0; 320 480)>",
      "   | <UILabel: 0x3; frame = (0 0; 100 40); text = 'line one",
      "line two'; layer = <_UILabelLayer: 0x2>>",
      "   | <UIView: 0x4; frame = (0 40; 100 40)>",
    ])
    #expect(result.lineDispositions == [.node, .node, .continuation, .node])
    let tree = result.hierarchy
    #expect(tree.count == 3)
    #expect(tree.node(1).text == "line one\nline two")
    #expect(tree.node(1).isComplete)
    #expect(tree.node(1).value(of: "layer") == "<_UILabelLayer: 0x2>")
    #expect(tree.parentPositions == [-1, 0, 0])
  }

  /// A text that starts with or holds empty lines (`text = '\n\nSent from…'`) goes on after
  /// them: while the quoted text is open, a blank line is part of it. After a closed value, a
  /// blank line still ends a cut row.
  @Test func quotedTextHoldingBlankLines() {
    let result = F.parse([
      "<UIView: 0x1; frame = (0 0; 320 480)>",
      "   | <UITextView: 0x3; frame = (0 0; 320 200); text = '",
      "",
      "Best regards'; layer = <CALayer: 0x2>>",
      "   | <UIView: 0x4; frame = (0 200; 320 40); layer = <CALa",
      "",
      "Signature'; layer = <CALayer: 0x6>>",
    ])
    #expect(
      result.lineDispositions == [.node, .node, .continuation, .continuation, .node, .blank, .text])
    let tree = result.hierarchy
    #expect(tree.count == 3)
    #expect(tree.node(1).text == "\n\nBest regards")
    #expect(tree.node(1).isComplete)
    #expect(tree.node(1).value(of: "layer") == "<CALayer: 0x2>")
    #expect(!tree.node(2).isComplete)
    #expect(tree.parentPositions == [-1, 0, 0])
  }

  /// A row wrapped at a fixed width may break right before a nested description: the next
  /// line starts with `<` but closes more than it opens, so it continues the row instead of
  /// starting a root, and the rows after it keep their parents.
  @Test func wrappedRowBreakingBeforeANestedDescription() {
    let result = F.parse([
      "<UIView: 0x1; frame = (0 0; 320 480); layer = <CALayer: 0x2>>",
      "   | <UITextField: 0x3; frame = (8 52.5; 343 30); layer = <CALayer: 0x4>>",
      "   |    | <_UITextFieldContentView: 0x5; frame = (7 2; 329 26); opaque = NO; layer = ",
      "<__UITextTiledLayer: 0x6>>",
      "   | <UILabel: 0x7; frame = (8 133; 343 81.5); layer = <_UILabelLayer: 0x8>>",
      "<UIWindow: 0x9; frame = (0 0; 1 1); layer = <UIWindowLayer: 0xa>>",
    ])
    #expect(result.lineDispositions == [.node, .node, .node, .continuation, .node, .node])
    let tree = result.hierarchy
    #expect(
      tree.classNamesInOrder == [
        "UIView", "UITextField", "_UITextFieldContentView", "UILabel", "UIWindow",
      ])
    #expect(tree.parentPositions == [-1, 0, 1, 0, -1])
    #expect(tree.node(2).isComplete)
    #expect(tree.node(2).frame == Rect(x: 7, y: 2, width: 329, height: 26))
  }

  /// A row wrapped right after a key's `=` or `:` goes on with the key's value, even when the
  /// value is a whole description followed by more properties (`<NSArray: 0x…>; layer = …`)
  /// or one that is itself cut: a row is not cut after a separator on purpose.
  @Test func wrappedRowBreakingAfterAKey() {
    let result = F.parse([
      "<UIView: 0x1; frame = (0 0; 320 480); layer = <CALayer: 0x2>>",
      "   | <UITableView: 0x3; frame = (0 0; 414 736); gestureRecognizers =",
      "<NSArray: 0x4>; layer = <CALayer: 0x5>; contentOffset: {0, -20}>",
      "   |    | <UITextField: 0x6; frame = (20 20; 40 40); opaque = NO; background =",
      "<_UITextFieldNoBackgroundProvider: 0x7: textfield=<UITextField: 0x6>>; layer = <CALayer:",
      "0x8>>",
      "   | <UITableView: 0x9; frame = (0 0; 1 1); layer = <CALayer: 0xa>; dataSource:",
      "<UIViewController: 0xb>; delegate: <UIViewController: 0xb>>",
      "<UIWindow: 0xc; frame = (0 0; 1 1); layer = <UIWindowLayer: 0xd>>",
    ])
    #expect(
      result.lineDispositions == [
        .node, .node, .continuation, .node, .continuation, .continuation, .node, .continuation,
        .node,
      ])
    let tree = result.hierarchy
    #expect(
      tree.classNamesInOrder == [
        "UIView", "UITableView", "UITextField", "UITableView", "UIWindow",
      ])
    #expect(tree.parentPositions == [-1, 0, 1, 0, -1])
    #expect(tree.node(1).value(of: "gestureRecognizers") == "<NSArray: 0x4>")
    #expect(tree.node(1).contentOffset == Point(x: 0, y: -20))
    #expect(tree.node(2).isComplete)
    #expect(tree.node(2).properties.map(\.key) == ["frame", "opaque", "background", "layer"])
    #expect(tree.node(3).value(of: "delegate") == "<UIViewController: 0xb>")
  }

  /// A row wrapped right after its class name's colon (`<_UITextViewCanvasView:`) goes on
  /// with its address and properties on the next line.
  @Test func wrappedRowBreakingAfterTheClassName() {
    let result = F.parse([
      "<UIView: 0x1; frame = (0 0; 320 480); layer = <CALayer: 0x2>>",
      "   | <_UITextViewCanvasView:",
      "0x3; frame = (0 0; 341.5 63.5); userInteractionEnabled = NO; layer = <CALayer: 0x4>>",
      "   |    | <<_UITextContainerView:",
      "0x5; frame = (0 0; 10 10); layer = <CALayer: 0x6>> minSize = {0, 63.5}>",
      "   | <UIView: 0x7; frame = (0 0; 1 1)>",
    ])
    #expect(
      result.lineDispositions == [.node, .node, .continuation, .node, .continuation, .node])
    let tree = result.hierarchy
    #expect(
      tree.classNamesInOrder == [
        "UIView", "_UITextViewCanvasView", "_UITextContainerView", "UIView",
      ])
    #expect(tree.addressesInOrder == ["0x1", "0x3", "0x5", "0x7"])
    #expect(tree.parentPositions == [-1, 0, 1, 0])
    #expect(tree.node(1).frame == Rect(x: 0, y: 0, width: 341.5, height: 63.5))
    #expect(tree.node(1).properties.map(\.key) == ["frame", "userInteractionEnabled", "layer"])
    #expect(tree.node(2).frame == Rect(x: 0, y: 0, width: 10, height: 10))
  }

  /// A class name longer than the wrapping width is cut inside itself: the row's line ends
  /// in the name and the next lines, without markers, hold the rest of it (a whole line of
  /// it, then the end of it with the address). The name is read whole.
  @Test func wrappedRowBreakingInsideItsClassName() {
    let result = F.parse([
      "<UIView: 0x1; frame = (0 0; 320 480);",
      "layer = <CALayer: 0x2>>",
      "   |    |",
      "<_TtGC5MyApp21CardContainerViewGVS_12Mod",
      "ifiedStackVS_4Text_GVS_P10$1a2b3c4d516Ca",
      "rdStyleModifierVS_9CardStyle__: 0x3;",
      "frame = (0 0; 320 100); layer =",
      "<CALayer: 0x4>>",
      "   |",
      "<_TtC5MyApp44ProfileHeaderBackgroundGrad",
      "ientRoundedView: 0x5; frame = (20 20; 40",
      "40); alpha = 0.5; layer =",
      "<_TtC5MyApp44ProfileHeaderBackgroundGrad",
      "ientRoundedLayer: 0x6>>",
      "   | <UILabel: 0x7; frame = (0 0; 5 5)>",
    ])
    #expect(
      result.lineDispositions == [
        .node, .continuation, .node, .continuation, .continuation, .continuation,
        .continuation, .continuation, .node, .continuation, .continuation, .continuation,
        .continuation, .continuation, .node,
      ])
    let tree = result.hierarchy
    #expect(
      tree.classNamesInOrder == [
        "UIView",
        "_TtGC5MyApp21CardContainerViewGVS_12ModifiedStackVS_4Text_GVS_P10$1a2b3c4d516CardStyleModifierVS_9CardStyle__",
        "_TtC5MyApp44ProfileHeaderBackgroundGradientRoundedView", "UILabel",
      ])
    #expect(tree.addressesInOrder == ["0x1", "0x3", "0x5", "0x7"])
    #expect(tree.parentPositions == [-1, 0, 0, 0])
    #expect(tree.depthsInOrder == [0, 1, 1, 1])
    #expect(tree.node(1).frame == Rect(x: 0, y: 0, width: 320, height: 100))
    #expect(tree.node(2).frame == Rect(x: 20, y: 20, width: 40, height: 40))
    #expect(tree.node(2).alpha == 0.5)
    #expect(tree.node(2).isComplete)
  }

  /// The same wrapping inside a dump printed as one escaped string, after other text: the
  /// name's pieces are read from the decoded rows, not from the input at their offsets.
  @Test func wrappedClassNameInsideAnEscapedDump() {
    let rows = [
      "<UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>",
      "   |    | <_TtGC7SwiftUI14_UIHostingViewGVS_15ModifiedContentVS_4TextVS_14_PaddingLayout",
      "__: 0x3; frame = (0 0; 10 10); layer = <CALayer: 0x4>>",
      "   | <UILabel: 0x5; frame = (0 0; 10 10); layer = <CALayer: 0x6>>",
    ]
    let escaped = "\"" + rows.joined(separator: "\\n") + "\""
    for lines in [rows, [escaped], ["x = 1", "print: " + escaped, "more text"]] {
      let tree = F.parse(lines).hierarchy
      #expect(
        tree.classNamesInOrder == [
          "UIWindow",
          "_TtGC7SwiftUI14_UIHostingViewGVS_15ModifiedContentVS_4TextVS_14_PaddingLayout__",
          "UILabel",
        ], "\(lines[0])")
      #expect(tree.addressesInOrder == ["0x1", "0x3", "0x5"])
    }
  }

  /// A long row cut inside its class name by a truncated paste stays truncated: the next line
  /// starts a row of its own, or is prose that names no address.
  @Test func rowCutInsideItsClassNameBeforeOtherLines() {
    let result = F.parse([
      "<UIView: 0x1; frame = (0 0; 320 480); layer = <CALayer: 0x2>>",
      "   | <_TtC5MyApp44ProfileHeaderBackgroundGrad",
      "   | <UILabel: 0x3; frame = (0 0; 5 5)>",
      "   | <_TtC5MyApp44ProfileHeaderBackgroundGrad",
      "andThenSomeProse: the view above was cut",
    ])
    #expect(result.lineDispositions == [.node, .node, .node, .node, .text])
    let tree = result.hierarchy
    #expect(
      tree.classNamesInOrder == [
        "UIView", "_TtC5MyApp44ProfileHeaderBackgroundGrad", "UILabel",
        "_TtC5MyApp44ProfileHeaderBackgroundGrad",
      ])
    #expect(!tree.node(1).isComplete)
  }

  /// A long name cut by a truncated paste, then a sentence or code with a `;`: no `key = `
  /// follows the `; `, so the line is no rest of the name.
  @Test(arguments: ["Anyway; the rest got cut off by the console.", "return;", "; it stops there"])
  func rowCutInsideItsClassNameBeforeASemicolonLine(next: String) {
    let result = F.parse([
      "<UIView: 0x1; frame = (0 0; 320 480); layer = <CALayer: 0x2>>",
      "   |    | <_TtGC7SwiftUI14_UIHostingViewVS_7AnyView_",
      next,
    ])
    #expect(result.lineDispositions == [.node, .node, .text])
    #expect(
      result.hierarchy.classNamesInOrder == ["UIView", "_TtGC7SwiftUI14_UIHostingViewVS_7AnyView_"])
    #expect(result.diagnostics.contains { $0.line == 2 && $0.message.contains("truncated") })
  }

  /// A wrapped `<<…> container text>` row goes on until the container closes, after its inner
  /// view did: the text container printed on the next lines is the row's, not a root.
  @Test func wrappedTextContainerRow() {
    let result = F.parse([
      "<UIView: 0x1; frame = (0 0; 320 480); layer = <CALayer: 0x2>>",
      "   | <<_UITextContainerView: 0x3; frame = (0 0;",
      "315.5 54.5); layer = <CALayer: 0x4>> minSize = {0, 54.5}, textContainer =",
      "<NSTextContainer: 0x5 size = (315.500000,38.500000); widthTracksTextView = YES>;",
      "exclusionPaths = 0x6; lineBreakMode = 0>",
      "   |    | <_UITextViewCanvasView: 0x7; frame = (0 0; 315.5 54.5); layer = <CALayer: 0x8>>",
    ])
    #expect(
      result.lineDispositions == [.node, .node, .continuation, .continuation, .continuation, .node])
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == ["UIView", "_UITextContainerView", "_UITextViewCanvasView"])
    #expect(tree.parentPositions == [-1, 0, 1])
    #expect(tree.node(1).isComplete)
    #expect(tree.node(1).frame == Rect(x: 0, y: 0, width: 315.5, height: 54.5))
  }

  /// A row wrapped right after or within its depth markers (`//   |    |` alone, then the
  /// description, or `| <…`, at the start of the next line) is that row at the depth of all
  /// its markers.
  @Test func wrappedRowBreakingAfterItsMarkers() {
    let result = F.parse([
      "// <UIView: 0x1; frame = (0 0; 320 480); layer = <CALayer: 0x2>>",
      "//   | <UIView: 0x3; frame = (0 0; 10 10); layer = <CALayer: 0x4>>",
      // Wrapped at its words at 60 columns: the class name did not fit after the markers.
      "//   |    |",
      "<_TtC5MyApp38ProfileHeaderBackgroundGradientView: 0x5;",
      "frame = (20 20; 40 40); alpha = 0.5; layer =",
      "<CALayer: 0x6>>",
      // Cut at 41 columns, among the markers.
      "//   |    |    |    |    |    |    |    |",
      "| <UILabel: 0x8; frame = (0 0; 5 5)>",
      "//   | <UIView: 0x7; frame = (0 0; 1 1)>",
    ])
    #expect(
      result.lineDispositions == [
        .node, .node, .node, .continuation, .continuation, .continuation, .node, .continuation,
        .node,
      ])
    let tree = result.hierarchy
    #expect(
      tree.classNamesInOrder == [
        "UIView", "UIView", "_TtC5MyApp38ProfileHeaderBackgroundGradientView", "UILabel",
        "UIView",
      ])
    #expect(tree.parentPositions == [-1, 0, 1, 2, 0])
    #expect(tree.linesInOrder == [1, 2, 3, 7, 9])
    #expect(tree.node(3).frame == Rect(x: 0, y: 0, width: 5, height: 5))
    #expect(tree.node(2).address == "0x5")
    #expect(tree.node(2).frame == Rect(x: 20, y: 20, width: 40, height: 40))
    #expect(tree.node(2).alpha == 0.5)
  }

  /// A `_printHierarchy` row wrapped at the space between its class name and address, behind
  /// a console prefix that counts in the width (`<UINavigationController` then `0x…>, state:
  /// …`), keeps its address and its fields, also those wrapped onto a third line; a line
  /// that starts with no address leaves the row cut.
  @Test func wrappedControllerRowBreakingBeforeItsAddress() {
    let stamp = "2024-05-06 10:11:12.345678+0200 Shop[42:1234] "
    let result = F.parse([
      stamp + "<UINavigationController",
      "0x1>, state: appeared, view: <UILayoutContainerView 0x2>",
      stamp + "   | <_TtC5MyApp14HomeController",
      "0x3>, state: disappeared, view: <UIView 0x4> not in the window, presented with:",
      "<_UIFullscreenPresentationController 0x5>",
      stamp + "   | <UIViewController",
      "0x6 label is cut here",
    ])
    #expect(
      result.lineDispositions == [
        .node, .continuation, .node, .continuation, .continuation, .node, .text,
      ])
    let tree = result.hierarchy
    #expect(
      tree.classNamesInOrder == [
        "UINavigationController", "_TtC5MyApp14HomeController", "UIViewController",
      ])
    // The last row is no address and fields: it stays cut, and the line after it is text.
    #expect(tree.addressesInOrder == ["0x1", "0x3", nil])
    #expect(tree.parentPositions == [-1, 0, 0])
    #expect(!tree.node(2).isComplete)
    #expect(
      tree.node(1).formatFields.map(\.key) == ["state", "view", "notInWindow", "presentedWith"])
  }

  /// An `_autolayoutTrace` row wrapped after its markers (`|   |` alone, then the row in the
  /// next line's first column) is that row at the depth of the markers; a short line of
  /// markers is a spacer.
  @Test func wrappedLayoutTraceRowBreakingAfterItsMarkers() {
    let stamp = "2024-05-06 10:11:12.345678+0200 Shop[42:1234] "
    let result = F.parse([
      "UIWindow:0x1",
      "|   UITransitionView:0x2",
      stamp + "|   |   ",
      "UILayoutContainerView:0x3",
      "|   |   |   |   |   |   |   |   |   |   |   ",
      "_TtC5MyApp26ProfileHeaderBackgroundView:0x4",
      "|   |   UIView:0x5",
      "|",
      "UIWindow:0x6",
    ])
    #expect(
      result.lineDispositions == [
        .node, .node, .node, .continuation, .node, .continuation, .node, .text, .node,
      ])
    let tree = result.hierarchy
    #expect(
      tree.classNamesInOrder == [
        "UIWindow", "UITransitionView", "UILayoutContainerView",
        "_TtC5MyApp26ProfileHeaderBackgroundView", "UIView", "UIWindow",
      ])
    #expect(tree.addressesInOrder == ["0x1", "0x2", "0x3", "0x4", "0x5", "0x6"])
    #expect(tree.parentPositions == [-1, 0, 1, 2, 1, -1])
  }

  /// AppKit rows wrapped at a fixed width before their class (after the flags or a resizing
  /// mask, behind a console prefix) or before their frame go on in the next line's first
  /// column; a legend line after a row that has its frame is no part of it.
  @Test func wrappedAppKitRowsBreakingBeforeTheirClassOrFrame() throws {
    let stamp = "2024-05-06 10:11:12.345678+0200 Shop[42:1234] "
    let result = F.parse([
      stamp + "[   AF    !   U ] h=--- v=---",
      "NSButton \"Push Me\" f=(0,0,83,32) b=(-)",
      stamp + "  [   A     !   U ] h=---",
      "v=--- NSButtonBezelView 0x1 f=(0,0,83,32) b=(-)",
      "  [   AF    !   U ] h=--- v=--- NSButtonTextField \"Push Me\"",
      "f=(11,7,61,15) b=(-)",
      "  [   A     !   U ] h=--- v=--- NSImageView f=(1,2,3,4) b=(-)",
      "A=autoresizesSubviews, C=canDrawConcurrently, f=(x)",
    ])
    #expect(
      result.lineDispositions == [
        .node, .continuation, .node, .continuation, .node, .continuation, .node, .legend,
      ])
    let tree = result.hierarchy
    #expect(
      tree.classNamesInOrder == [
        "NSButton", "NSButtonBezelView", "NSButtonTextField", "NSImageView",
      ])
    #expect(tree.addressesInOrder == [nil, "0x1", nil, nil])
    #expect(tree.parentPositions == [-1, 0, 0, 0])
    try #require(tree.count == 4)
    #expect(tree.node(0).frame == Rect(x: 0, y: 0, width: 83, height: 32))
    #expect(tree.node(1).frame == Rect(x: 0, y: 0, width: 83, height: 32))
    #expect(tree.node(2).frame == Rect(x: 11, y: 7, width: 61, height: 15))
  }

  /// XCUITest rows wrapped at a fixed width behind a console prefix: after the type's comma
  /// (`→Application,` then `0x…, pid: …`), after the address's comma (the frame on the next
  /// line), or within the indentation (the prefix and spaces alone, then the row in the next
  /// line's first column, at the depth of those spaces). Prose after a type's comma is no row.
  @Test func wrappedXCUITestRowsBreakingBeforeTheirAddressOrFrame() throws {
    let stamp = "2024-05-06 10:11:12.345678+0200 Shop[42:1234] "
    let result = F.parse([
      stamp + " →Application,",
      "0x1, pid: 2933, title: 'Shop', Disabled",
      stamp + "    Window, 0x2,",
      "{{0.0, 0.0}, {390.0, 844.0}}, Disabled",
      stamp + "                                    ",
      "Button, 0x3, {{20.0, 59.0}, {55.0, 40.0}}, label: 'Menu'",
      stamp + "      Other,",
      "Then the app quit.",
    ])
    #expect(
      result.lineDispositions == [
        .node, .continuation, .node, .continuation, .node, .continuation, .log, .text,
      ])
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == ["Application", "Window", "Button"])
    #expect(tree.addressesInOrder == ["0x1", "0x2", "0x3"])
    #expect(tree.parentPositions == [-1, 0, 1])
    try #require(tree.count == 3)
    #expect(tree.node(1).frame == Rect(x: 0, y: 0, width: 390, height: 844))
    #expect(tree.node(2).frame == Rect(x: 20, y: 59, width: 55, height: 40))
  }

  /// A row wrapped within its markers behind a console prefix, whose line kept the spaces
  /// wrapping left after them: they count in the width, so the next line, longer than the
  /// markers' line without them, is still that row's rest.
  @Test func wrappedRowBreakingWithinItsMarkersKeepingTrailingSpaces() {
    let stamp = "2024-05-06 10:11:12.345678+0200 Shop[42:1234] "
    let result = F.parse([
      stamp + "<UIWindow: 0x1; frame = (0 0; 10 10)>",
      stamp + "   |    |    |   ",
      "| <UILabel: 0x3; frame = (0 0; 5 5); text = 'Title'; tag = 123>",
    ])
    #expect(result.lineDispositions == [.node, .node, .continuation])
    #expect(result.hierarchy.classNamesInOrder == ["UIWindow", "UILabel"])
    #expect(result.hierarchy.depthsInOrder == [0, 1])
  }

  /// The rest of a wrapped description whose first line is no row (`-><UIView: …; layer =`
  /// then `<CALayer: 0x…>>`) closes more than it opens: it is no root of its own.
  @Test func wrappedEndOfALineThatIsNoRow() {
    let result = F.parse([
      "-><UIImageView: 0x1; frame = (0 0; 10 10); layer =",
      "<CALayer: 0x2>>",
      "<UIWindow: 0x3; frame = (0 0; 1 1); layer = <UIWindowLayer: 0x4>>",
    ])
    #expect(result.hierarchy.classNamesInOrder == ["UIWindow"])
    #expect(result.lineDispositions == [.text, .text, .node])
  }

  /// A long description wrapped at a narrow width spans many lines (a window scene listing its
  /// windows): up to 16 following lines continue it.
  @Test func descriptionWrappedOverManyLines() {
    let middle = (1...13).map { "key\($0) = \($0);" }
    let result = F.parse(
      ["<UIView: 0x1; frame = (0 0; 10 10);"] + middle + [
        "layer = <CALayer: 0x2>>", "<UIView: 0x3; frame = (0 0; 1 1)>",
      ])
    #expect(
      result.lineDispositions
        == [.node] + Array(repeating: .continuation, count: 14) + [.node])
    #expect(result.hierarchy.count == 2)
    #expect(result.hierarchy.node(0).isComplete)
    #expect(result.hierarchy.node(0).value(of: "key13") == "13")
  }

  /// A row wrapped between two numbers of its frame keeps the frame: the line break separates
  /// them as the space did.
  @Test func wrappedRowBreakingInsideItsFrame() {
    let result = F.parse([
      "<UIView: 0x1; frame = (0 0; 320 480); layer = <CALayer: 0x2>>",
      "   | <UIViewControllerWrapperView: 0x3; frame = (0 0; 320",
      "480); autoresize = W+H; layer = <CALayer: 0x4>>",
      "   |    | <UILabel: 0x5; frame = (8 11.5;",
      "13 21); text = 'Back'; layer = <_UILabelLayer: 0x6>>",
    ])
    #expect(result.lineDispositions == [.node, .node, .continuation, .node, .continuation])
    let tree = result.hierarchy
    #expect(tree.parentPositions == [-1, 0, 1])
    #expect(tree.node(1).frame == Rect(x: 0, y: 0, width: 320, height: 480))
    #expect(tree.node(2).frame == Rect(x: 8, y: 11.5, width: 13, height: 21))
    #expect(tree.node(2).text == "Back")
  }

  /// 10,000 markers with no node after them is not a node.
  @Test func tenThousandMarkersAlone() {
    let result = F.parse(["<UIWindow: 0x1>", String(repeating: "|    ", count: 10_000)])
    #expect(result.lineDispositions[0] == .node)
    #expect(result.lineDispositions[1] != .node)
    #expect(result.hierarchy.count == 1)
  }

  /// Many lines of markers alone, one after the other: each is looked past once, to the next
  /// line only (a nested read per line overflowed the stack at 20,000 lines).
  @Test func manyLinesOfMarkersAlone() {
    let markers = [String](repeating: "|", count: 50_000)
    let result = F.parse(["<UIWindow: 0x1>"] + markers + ["   | <UIView: 0x2>"])
    #expect(result.lineDispositions.filter { $0 == .node }.count == 2)
    #expect(result.hierarchy.parentPositions == [-1, 0])
  }

  /// A constraint wrapped after `<NSLayoutConstraint:` is no row: its address goes on with the
  /// constraint's text, not a view's `;` or `>`.
  @Test func wrappedConstraintIsNoRow() {
    let result = F.parse([
      "Will attempt to recover by breaking constraint ",
      "<NSLayoutConstraint:",
      "0x600002a4c140 UIView:0x7f9e1c50a2b0.width == 200   (active)>",
    ])
    #expect(!result.lineDispositions.contains(.node))
    #expect(result.hierarchy.isEmpty)
  }

  /// Wrapping at 76 columns broke a deep row in the gap between two markers (as mail clients
  /// fold): the rest starts with the gap's other spaces, then the last marker and the row.
  @Test func deepRowWrappedInsideTheGapBetweenMarkers() {
    let deep = String(repeating: "   |  ", count: 12)
    let result = F.parse([
      "<UIView: 0x1; frame = (0 0; 375 667); layer = <CALayer: 0x2>>",
      String(repeating: "   |  ", count: 11) + " | <UIView: 0x3; frame = (0 0; 10 10); layer = ",
      "<CALayer: 0x4>>",
      deep,
      "  | <_UITextLayoutView: 0x5; frame = (0 0; 0 0); layer = <CALayer: 0x6>>",
      "   | <UILabel: 0x7; frame = (0 0; 5 5); layer = <CALayer: 0x8>>",
    ])
    #expect(
      result.lineDispositions == [.node, .node, .continuation, .node, .continuation, .node])
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == ["UIView", "UIView", "_UITextLayoutView", "UILabel"])
    // 12 markers, then 13 (an elided jump from the root: attached to the nearest shallower).
    #expect(tree.parentPositions == [-1, 0, 1, 0])
    #expect(tree.node(2).frame == Rect(x: 0, y: 0, width: 0, height: 0))
  }

  /// A short line of markers alone is a spacer: the dump after it is a tree of its own, not
  /// a row wrapped after its markers.
  @Test func shortLineOfMarkersBeforeANewDump() {
    let result = F.parse([
      "<UIWindow: 0x7f9e1c406e70; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x600000234560>>",
      "   | <UIView: 0x7f9e1c50a2b0; frame = (0 0; 375 667); layer = <CALayer: 0x600000235c00>>",
      "   |",
      "<UIWindow: 0x7f9e1c406e71; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x600000234561>>",
      "   | <UIView: 0x7f9e1c50a2b1; frame = (0 0; 375 667); layer = <CALayer: 0x600000235c01>>",
    ])
    #expect(result.hierarchy.depthsInOrder == [0, 1, 0, 1])
    #expect(result.hierarchy.parentPositions == [-1, 0, -1, 2])
    // Nor when the next root's class name is long: its row is whole on its line, longer than
    // any width at which that name would not have fitted after the markers.
    let hosting = F.parse([
      "<UIWindow: 0x7f01; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x6001>>",
      "   | <UIView: 0x7f02; frame = (0 0; 375 667); layer = <CALayer: 0x6002>>",
      "   |",
      "<_TtGC7SwiftUI14_UIHostingViewV5MyApp11ContentView_: 0x7f11; frame = (0 0; 375 667); layer = <CALayer: 0x6011>>",
      "   | <UIView: 0x7f12; frame = (0 0; 375 667); layer = <CALayer: 0x6012>>",
    ])
    #expect(hosting.hierarchy.parentPositions == [-1, 0, -1, 2])
  }

  /// Seeded random bytes biased towards the structural characters: no crash, every line
  /// accounted for, invariants hold.
  @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
  func randomBytes(seed: UInt64) {
    var state = seed &* 0x9E37_79B9_7F4A_7C15
    func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    let alphabet = Array("<>|;:='\"`()[]{}\\n \t\r.0x1aU#/*-\n\n".utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(64 * 1024)
    for _ in 0..<(64 * 1024) {
      let roll = next()
      bytes.append(
        roll & 1 == 0
          ? UInt8(truncatingIfNeeded: roll >> 8)
          : alphabet[Int((roll >> 8) % UInt64(alphabet.count))])
    }
    let result = F.parse(bytes: bytes)
    let tree = result.hierarchy
    for index in tree.indices {
      // Reading every piece must not trap either.
      let node = tree[index]
      _ = (node.className, node.address, node.tail, node.sourceText, node.descriptionText)
      _ = (node.properties, node.frame, node.text, node.transform, node.contentOffset)
    }
  }

  /// Invalid UTF-8 and NUL bytes inside node lines: nodes are still read around them.
  @Test func invalidUTF8AndNulBytes() throws {
    var bytes = Array("<UIView: 0x1; frame = (0 0; 320 480); layer = <CALayer: 0x2>>\n".utf8)
    bytes +=
      Array("   | <UILabel: 0x3; frame = (0 0; 10 10); text = '".utf8) + [
        0xFF, 0xFE, 0xC3, 0x00, 0x80,
      ]
    bytes += Array("'; layer = <_UILabelLayer: 0x4>>\n".utf8)
    bytes += [0x00, 0x00, 0x0A]
    bytes += Array("   | <UIView: 0x5; frame = (0 0; 5 5)>".utf8) + [0xED, 0xA0, 0x80, 0x0A]
    let result = F.parse(bytes: bytes)
    #expect(result.lineDispositions == [.node, .node, .text, .node])
    let tree = result.hierarchy
    try #require(tree.count == 3)
    #expect(tree.parentPositions == [-1, 0, 0])
    #expect(tree.node(1).value(of: "layer") == "<_UILabelLayer: 0x4>")
    #expect(tree.node(1).text?.contains("\u{FFFD}") == true)
    #expect(tree.node(2).frame == Rect(x: 0, y: 0, width: 5, height: 5))
  }
}
