import Testing

@testable import ViewTree

/// A dump copied out of a web page's source or a static-site build: inside `<pre>` the angle
/// brackets of every description are written `&lt;` and `&gt;`, a label's quotes `&#39;`.
@Suite("Dumps written with HTML character references")
struct HTMLEscapedDumpTests {
  typealias F = ParsingFixture

  static let rows = [
    "<UIView: 0x7f8e1c40a2b0; frame = (0 0; 375 667); autoresize = W+H; layer = <CALayer: 0x600001a2c3e0>>",
    "   | <UILabel: 0x7f8e1c40b4d0; frame = (16 40; 343 21); text = 'Rock & Roll'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x600003c1e120>>",
    "   |    | <_UILabelContentLayer: 0x600001a2d0a0> (layer)",
    "   | <UIButton: 0x7f8e1c40c6e0; frame = (16 80; 120 44); opaque = NO; layer = <CALayer: 0x600001a2d2c0>>",
  ]

  /// Every `<`, `>`, `&` and `'` written as a character reference, as a page's source shows them.
  static func escapedAll(_ row: String) -> String {
    row.replacingOccurrences(of: "&", with: "&amp;")
      .replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
      .replacingOccurrences(of: "'", with: "&#39;")
  }

  /// Only `<` escaped, as some Markdown renderers leave `>` alone inside code.
  static func escapedOpeningOnly(_ row: String) -> String {
    row.replacingOccurrences(of: "<", with: "&lt;")
  }

  @Test(arguments: [0, 1])
  func escapedRowsReadAsTheRowsTheyStandFor(style: Int) throws {
    let escape = style == 0 ? Self.escapedAll : Self.escapedOpeningOnly
    let plain = F.parse(Self.rows).hierarchy
    let result = F.parse(
      ["<pre><code>(lldb) po [view recursiveDescription]"] + Self.rows.map(escape)
        + ["</code></pre>"])
    #expect(result.lineDispositions.dropFirst().dropLast().allSatisfy { $0 == .node })
    #expect(result.lineDispositions.last == .text)
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == plain.classNamesInOrder)
    #expect(tree.depthsInOrder == [0, 1, 2, 1])
    #expect(tree.linesInOrder == [2, 3, 4, 5])
    try #require(tree.count == 4)
    #expect(tree.node(0).frame == Rect(x: 0, y: 0, width: 375, height: 667))
    #expect(tree.node(1).text == "Rock & Roll")
    #expect(tree.node(2).kind == .layer)
    #expect(tree.node(3).isComplete)
  }

  /// In an escaped line every literal `<…>` is markup: a `<pre>` glued to the first row, or a
  /// highlighter's `<span>` around a token, is no part of the row.
  @Test func markupAroundEscapedRowsIsDropped() throws {
    let result = F.parse([
      "<pre>" + Self.escapedAll(Self.rows[0]),
      "<span class=\"line\">" + Self.escapedAll(Self.rows[1]) + "</span>",
      Self.escapedAll(Self.rows[3]) + "</pre>",
    ])
    #expect(result.lineDispositions == [.node, .node, .node])
    #expect(result.hierarchy.classNamesInOrder == ["UIView", "UILabel", "UIButton"])
    #expect(result.hierarchy.depthsInOrder == [0, 1, 1])
    try #require(result.hierarchy.count == 3)
    #expect(result.hierarchy.node(1).text == "Rock & Roll")
  }

  /// A controller hierarchy escaped the same way keeps its controllers.
  @Test func escapedPrintHierarchyRows() {
    let result = F.parse([
      "&lt;UITabBarController 0x7f9a3e00a200&gt;, state: appeared, view: &lt;UILayoutContainerView 0x7f9a3c50e3a0&gt;",
      "   | &lt;UINavigationController 0x7f9a3e01b400&gt;, state: appeared, view: &lt;UILayoutContainerView 0x7f9a3c60f4b0&gt;",
    ])
    #expect(result.lineDispositions == [.node, .node])
    #expect(result.hierarchy.classNamesInOrder == ["UITabBarController", "UINavigationController"])
    #expect(result.hierarchy.depthsInOrder == [0, 1])
  }

  /// Prose and markup with character references but no description stay text.
  @Test func referencesOutsideADescriptionAreText() {
    let result = F.parse([
      "<h4>fv &amp; fvc</h4>",
      "<p>Use &lt;b&gt; tags &amp; &quot;quotes&quot; freely.</p>",
      "Type &lt;view&gt; where a view is expected.",
    ])
    #expect(result.lineDispositions.allSatisfy { $0 != .node })
    #expect(result.hierarchy.count == 0)
  }

  /// A page's source writes the indentation's spaces as `&nbsp;` (or `&#160;`), also for
  /// formats without brackets.
  @Test(arguments: ["&nbsp;", "&#160;"])
  func indentationWrittenAsNoBreakSpaceReferences(reference: String) {
    func escaped(_ row: String) -> String {
      let indentation = row.prefix { $0 == " " || $0 == "|" }
      let lead = indentation.replacingOccurrences(of: " ", with: reference)
      return lead + Self.escapedAll(String(row.dropFirst(indentation.count)))
    }
    let xcuitest = [
      " →Application, 0x600000c8c1c0, pid: 4242, label: 'Shop'",
      "    Window (Main), 0x600000c8c2a0, {{0.0, 0.0}, {390.0, 844.0}}",
      "      Button, 0x600000c8c460, {{20.0, 100.0}, {80.0, 44.0}}, label: 'Buy'",
    ]
    for rows in [Self.rows, xcuitest] {
      let plain = F.parse(rows).hierarchy
      let result = F.parse(["<pre><code>"] + rows.map(escaped) + ["</code></pre>"])
      #expect(result.hierarchy.classNamesInOrder == plain.classNamesInOrder, "\(rows[0])")
      #expect(result.hierarchy.depthsInOrder == plain.depthsInOrder, "\(rows[0])")
    }
  }

  /// A page's opening tags glued to an AppKit row, which has no brackets to escape: the tags
  /// are no part of the row.
  @Test(arguments: ["<pre>", "<pre><code>", "<code class=\"language-text\">"])
  func openingTagsBeforeAnAppKitRow(tags: String) {
    let rows = [
      "[   AF    !   U ] h=--- v=--- NSButton \"Push Me\" f=(0,0,83,32) b=(-)",
      "  [   A     !   U ] h=--- v=--- NSButtonBezelView f=(0,0,83,32) b=(-)",
    ]
    let result = F.parse([tags + rows[0], rows[1], "</code></pre>"])
    #expect(result.lineDispositions == [.node, .node, .text])
    #expect(result.hierarchy.classNamesInOrder == ["NSButton", "NSButtonBezelView"])
    #expect(result.hierarchy.depthsInOrder == [0, 1])
    // A tag before prose is still text.
    #expect(F.parse([tags + "See the button below", rows[0]]).lineDispositions == [.text, .node])
  }

  /// A page's closing tags at the end of a one-line block are no part of the row; a tag closed
  /// inside the line is inline code in a sentence.
  @Test func closingTagsAfterARowAndInlineCode() throws {
    let xcuitest = F.parse([
      "<pre><code>Button, 0x7fa, {{0.0, 0.0}, {44.0, 44.0}}, label: 'OK'</code></pre>"
    ]).hierarchy
    try #require(xcuitest.count == 1)
    #expect(xcuitest.node(0).value(of: "label") == "'OK'")
    let appKit = F.parse([
      "<pre><code>[   A     ! W U ] h=--- v=--- NSView f=(0,0,10,10) b=(-) => <_NSViewBackingLayer></code></pre>"
    ]).hierarchy
    try #require(appKit.count == 1)
    #expect(appKit.node(0).descriptionText.hasSuffix("<_NSViewBackingLayer>"))
    let view = F.parse([
      "<pre><code><UIView: 0x7fa; frame = (0 0; 375 812); layer = <CALayer: 0x6001>></code></pre>"
    ]).hierarchy
    try #require(view.count == 1)
    #expect(view.node(0).tail == nil)
    let prose = F.parse(["<code>Other, 0x600000b1c1c0</code>, is never hittable, why?"])
    #expect(prose.hierarchy.isEmpty)
  }
}
