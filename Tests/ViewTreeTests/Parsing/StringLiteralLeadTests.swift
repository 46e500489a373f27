import Testing

@testable import ViewTree

/// A dump quoted line by line as the string literals of a list (a JSON array in an issue, a
/// source file's array) is read inside the quotes, in every format; the indentation inside the
/// literal is the row's.
@Suite struct StringLiteralLeadTests {
  typealias F = ParsingFixture

  static func quoted(_ lines: [String]) -> [String] {
    ["["] + lines.map { "    \"\($0)\"," } + ["]"]
  }

  @Test func anXCUITestSubtreeInAJSONArray() {
    let result = F.parse(Self.quoted(F.xcuitestSubtree))
    #expect(
      result.hierarchy.classNamesInOrder == [
        "Application", "Window", "Other", "Button", "StaticText",
      ])
    #expect(result.hierarchy.depthsInOrder == [0, 1, 2, 3, 2])
    #expect(result.hierarchy.node(3).frame == Rect(x: 20, y: 100, width: 80, height: 44))
  }

  /// Python's adjacent literals, each ending its line of the dump with `\n`: the escape is no
  /// part of the row's last field.
  @Test func aLiteralEndingWithALineBreakEscape() {
    let result = F.parse([
      "    document_from_hierarchy(",
      "        \"Application, pid: 1, label: 'App'\\n\"",
      "        \" Button, {{0.0, 0.0}, {10.0, 10.0}}, label: 'Dictate'\\n\"",
      "        \"  StaticText, {{0.0, 20.0}, {10.0, 10.0}}, value: '1'\\r\\n\"",
      "    )",
    ])
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == ["Application", "Button", "StaticText"])
    #expect(tree.depthsInOrder == [0, 1, 2])
    #expect(tree.node(0).value(of: "label") == "'App'")
    #expect(tree.node(1).value(of: "label") == "'Dictate'")
    #expect(tree.node(2).value(of: "value") == "'1'")
  }

  /// A test's source: the arrow written as an escape (`\u2192`, Swift's `\u{2192}`), a
  /// Python f-string whose frame is a placeholder (kept as a row without a frame).
  @Test func anEscapedArrowAndAPythonFString() throws {
    let result = F.parse([
      "        \"Element subtree:\",",
      "        \" \\u2192Application, 0x1, pid: 62328, label: 'Enchron'\",",
      "        \"    Window (Main), 0x2, {{0.0, 0.0}, {905.0, 1018.0}}\",",
      "        f\"      Other, 0x3, {overlay_frame}, identifier: 'Overlay'\",",
      "        rb\"      Other, 0x4, {{24.0, 20.0}, {857.0, 60.0}}\",",
    ])
    let tree = result.hierarchy
    try #require(tree.classNamesInOrder == ["Application", "Window", "Other", "Other"])
    #expect(tree.depthsInOrder == [0, 1, 2, 2])
    #expect(tree.node(2).frame == nil)
    #expect(tree.node(2).value(of: "identifier") == "'Overlay'")
    let swift = F.parse([" \\u{2192}Application, 0x1, pid: 1", "    Window, 0x2, {{0, 0}, {1, 1}}"])
    #expect(swift.hierarchy.depthsInOrder == [0, 1])
  }

  @Test func anAutolayoutTraceAndAnAppKitSubtreeInJSONArrays() {
    let trace = F.parse(
      Self.quoted([
        "*<UIWindow:0x7f9ac8d07a40> - AMBIGUOUS LAYOUT", "|   *<UIView:0x7f9ac8e0a1b0>",
        "|   |   *<UILabel:0x7f9ac8e0a3c0>",
      ]))
    #expect(trace.hierarchy.classNamesInOrder == ["UIWindow", "UIView", "UILabel"])
    #expect(trace.hierarchy.depthsInOrder == [0, 1, 2])
    let appKit = F.parse(
      Self.quoted([
        "[   A    ] h=--- v=--- NSView 0x600003c04000 f=(0,0,480,270) b=(-) => <_NSViewBackingLayer: 0x600000f0c000>",
        "  [   AF   ] h=-&- v=-&- NSButton 0x600003c04100 f=(20,20,100,32) b=(-) => <_NSViewBackingLayer: 0x600000f0c100>",
      ]))
    #expect(appKit.hierarchy.classNamesInOrder == ["NSView", "NSButton"])
    #expect(appKit.hierarchy.depthsInOrder == [0, 1])
  }

  /// A paste cut short inside the last literal still has that row; lines that are other
  /// values (`"Element subtree:"` is a section header, `[` and `]` are text) stay no rows.
  @Test func aLiteralCutShortAndOtherValues() {
    var lines = Self.quoted(Array(F.xcuitestSubtree.prefix(4)))
    lines[lines.count - 2] =
      "    \"      Other, 0x600000c8c380, {{0.0, 0.0}, {390.0, 844.0}}, label: 'Men"
    lines.removeLast()
    let result = F.parse(lines)
    #expect(result.hierarchy.classNamesInOrder == ["Application", "Window", "Other"])
    #expect(result.lineDispositions.first == .text)
  }

  /// Quotes escaped inside a literal are the row's text (`label: 'Say \"hi\"'`).
  @Test func escapedQuotesInALiteral() {
    let result = F.parse(
      Self.quoted([
        "Window (Main), 0x600000c8c2a0, {{0.0, 0.0}, {390.0, 844.0}}",
        "  Button, 0x600000c8c460, {{20.0, 100.0}, {80.0, 44.0}}, label: 'Say \\\"hi\\\"'",
      ]))
    #expect(result.hierarchy.classNamesInOrder == ["Window", "Button"])
  }

  /// A label's text that goes on at a line starting with a quote is the label's, behind a
  /// console prefix or quote marks as anywhere: only a line's own reading looks for a literal.
  @Test func aWrappedTextLineStartingWithAQuoteIsNoLiteral() {
    let logged = F.parse([
      "2024-01-02 10:00:00.000 Shop[123:456] <UILabel: 0x3; frame = (0 0; 10 20); text = 'Quote:",
      "\"To be or not'; layer = <_UILabelLayer: 0x6>>",
    ])
    #expect(logged.hierarchy.count == 1)
    #expect(
      logged.hierarchy.count == 1 && logged.hierarchy.node(0).text == "Quote:\n\"To be or not")
    let quoted = F.parse([
      "> <UIWindow: 0x1; frame = (0 0; 100 100); layer = <UIWindowLayer: 0x2>>",
      ">    | <UILabel: 0x3; frame = (0 0; 10 20); text = 'He said",
      "\"hi there'; layer = <_UILabelLayer: 0x6>>",
      ">    | <UIView: 0x4; frame = (0 0; 10 20); layer = <CALayer: 0x7>>",
    ])
    #expect(quoted.hierarchy.classNamesInOrder == ["UIWindow", "UILabel", "UIView"])
    #expect(quoted.hierarchy.count == 3 && quoted.hierarchy.node(1).text == "He said\n\"hi there")
  }

  @Test func literalBounds() {
    func text(_ line: String) -> String? {
      let bytes = Array(line.utf8)
      return bytes.withUnsafeBufferPointer { buffer in
        StringLiteralLine.text(of: buffer).map { String(decoding: buffer[$0], as: UTF8.self) }
      }
    }
    #expect(text("  \"  Other, 0x1\",") == "  Other, 0x1")
    #expect(text("\"Window\"") == "Window")
    #expect(text("\"cut short") == "cut short")
    #expect(text("\"a\": \"b\",") == nil)
    #expect(text("\"Say \\\"hi\\\"\",") == "Say \\\"hi\\\"")
    #expect(text("Other, 0x1") == nil)
    // Objective-C's literals, the list's last one closing it.
    #expect(text("   @\"  |--<UIView:\",") == "  |--<UIView:")
    #expect(text("   @\"  |--<UIView:\"];") == "  |--<UIView:")
    #expect(text("\"(0 0; 1 1)") == "(0 0; 1 1)")
    #expect(text("\"a\"); f(\"b\")") == nil)
  }

  /// EarlGrey's tests list a hierarchy's rows, cut after their class names, as Objective-C
  /// string literals: each is a truncated row at its depth.
  @Test func objectiveCLiteralsOfCutRows() {
    let result = F.parse([
      "NSArray *expected = @[",
      "   @\"<UIWindow:\",",
      "   @\"  |--<UILayoutContainerView:\",",
      "   @\"  |  |--<UINavigationTransitionView:\"];",
    ])
    #expect(
      result.hierarchy.classNamesInOrder == [
        "UIWindow", "UILayoutContainerView", "UINavigationTransitionView",
      ])
    #expect(result.hierarchy.depthsInOrder == [0, 1, 2])
  }
}
