import Testing

@testable import ViewTree

/// FORMATS.md §4: `-[UIView _autolayoutTrace]` / Chisel `paltrace` rows: `|   ` per level, an
/// optional marker, `Name:0xADDR` with no space, a glued quoted title and suffixes; layout
/// guides printed as whole descriptions; a `Legend:` trailer.
@Suite("_autolayoutTrace (A)")
struct AutolayoutTraceTests {
  typealias F = FormatFixture

  @Test func textAfterARowIsItsTail() throws {
    // An author's remark after a row is kept, not dropped; the title, suffixes, a suffix cut
    // short and a page's table residue are no tail.
    let result = F.parse([
      "UIWindow:0x1",
      "|   *UIView:0x2 see screenshot below",
      "|   |   *UILabel:0x3'It's a ' title' note - AMBIGUOUS LAYOUT for UILabel:0x3.minX{id: 4}",
      "|   |   *UILabel:0x5'Title'",
      "|   |   *UILabel:0x6 | |",
      "|   |   *UIView:0x7- AMBIG",
    ])
    let tree = result.hierarchy
    try #require(tree.count == 6)
    #expect(tree.node(1).tail == "see screenshot below")
    #expect(tree.node(2).tail == "note")
    #expect(tree.node(2).value(of: "title") == "It's a ' title")
    #expect(tree.node(2).value(of: "ambiguousLayout") == "UILabel:0x3.minX{id: 4}")
    #expect(tree.node(3).tail == nil)
    #expect(tree.node(4).tail == nil)
    #expect(tree.node(5).tail == nil)
  }

  @Test func rootWithoutMarker() {
    let result = F.parse([
      "UIWindow:0x7fc94b735440",
      "|   UILayoutContainerView:0x7fc94b469c40",
      "|   |   UINavigationTransitionView:0x7fc94b46b9a0",
    ])
    let tree = result.hierarchy
    #expect(result.lineDispositions == [.node, .node, .node])
    #expect(tree.format == .autolayoutTrace)
    #expect(
      tree.classNamesInOrder == ["UIWindow", "UILayoutContainerView", "UINavigationTransitionView"])
    #expect(tree.addressesInOrder == ["0x7fc94b735440", "0x7fc94b469c40", "0x7fc94b46b9a0"])
    #expect(tree.depthsInOrder == [0, 1, 2])
    #expect(tree.kindsInOrder == [.view, .view, .view])
    #expect(tree.node(0).value(of: "marker") == nil)
    #expect(tree.node(0).frame == nil)
  }

  /// A console that broke a row before its suffix: the next line, `AMBIGUOUS LAYOUT for …`
  /// after the row's trailing `-`, is the rest of the row, so the ambiguity is read.
  @Test func suffixWrappedOntoTheNextLine() {
    let result = F.parse([
      "UIWindow:0x7fc5a1e3dae0",
      "|   •UIView:0x7fc5a3b23f70",
      "|   |   *UILabel:0x7fc5a3b21be0'E-mail address'-",
      "  AMBIGUOUS LAYOUT for UILabel:0x7fc5a3b21be0'E-mail address'.Width{id: 26}",
      "|   |   *UIImageView:0x7fc5a3b24750",
    ])
    #expect(result.lineDispositions == [.node, .node, .node, .continuation, .node])
    let tree = result.hierarchy
    #expect(tree.parentPositions == [-1, 0, 1, 1])
    #expect(tree.node(2).value(of: "title") == "E-mail address")
    #expect(
      tree.node(2).value(of: "ambiguousLayout")
        == "UILabel:0x7fc5a3b21be0'E-mail address'.Width{id: 26}")
    #expect(tree.node(2).isComplete)
    // Another line after a trailing `-` is no suffix.
    let other = F.parse(["UIWindow:0x1", "|   *UILabel:0x2'Name'-", "see the log below"])
    #expect(other.lineDispositions[2] != .continuation)
  }

  /// The list of an ambiguity wrapped to its own line, behind the row's markers, is the rest
  /// of the row, not a row of its own.
  @Test func ambiguityListWrappedBehindMarkers() {
    let result = F.parse([
      "UIWindow:0x7f9b2bd07350",
      "|   •UITableViewCellContentView:0x7f9b2be0a5c0",
      "|   |   *UILabel:0x7f9b2be0b170'Ada Lovelace'- AMBIGUOUS LAYOUT",
      "|   |     for UILabel:0x7f9b2be0b170.minX{id: 31}, UILabel:0x7f9b2be0b170.Width{id: 34}",
      "|   |   *UILabel:0x7f9b2be0c010'@ada'",
    ])
    #expect(result.lineDispositions == [.node, .node, .node, .continuation, .node])
    let tree = result.hierarchy
    #expect(tree.parentPositions == [-1, 0, 1, 1])
    #expect(
      tree.node(2).value(of: "ambiguousLayout")
        == "UILabel:0x7f9b2be0b170.minX{id: 31}, UILabel:0x7f9b2be0b170.Width{id: 34}")
    #expect(tree.node(2).isComplete)
  }

  /// A row that ends inside its suffix (`- A`, `-`, `, MISSING`) was cut there: truncated,
  /// with a note.
  @Test(arguments: ["- A", "- AMBIG", "-", ", MISSING HOST"])
  func rowCutInsideItsSuffixIsTruncated(cut: String) {
    let result = F.parse([
      "UIWindow:0x7f9481c93360", "|   •UIView:0x7f9481c9d680",
      "|   |   *UIView:0x7f9481c9d990" + cut,
    ])
    let tree = result.hierarchy
    #expect(tree.count == 3)
    #expect(!tree.node(2).isComplete)
    #expect(tree.node(1).isComplete)
    #expect(result.diagnostics.contains { $0.line == 3 && $0.message.contains("truncated") })
  }

  /// iOS 7's bracketed row cut inside its address, behind its mark, is a truncated row; the
  /// same text without a mark is no trace row.
  @Test func bracketedRowCutInsideItsAddress() {
    let result = F.parse([
      "*<UIWindow:0x7fc260d17e50>", "|   *<UIView:0x7fc260f00570>", "|   *<UIView:0x7fc260e099",
    ])
    let tree = result.hierarchy
    #expect(tree.parentPositions == [-1, 0, 0])
    #expect(!tree.node(2).isComplete)
    #expect(tree.node(2).address == "0x7fc260e099")
    #expect(result.diagnostics.contains { $0.line == 3 && $0.message.contains("truncated") })
  }

  @Test func rootWithBullet() {
    let result = F.parse([
      "•UIWindow:0x7f8aaa60a1b0",
      "|   •UIView:0x7f8aaa502c30",
      "|   |   *UIButton:0x7f8aaa50e6d0'click to send'",
    ])
    let tree = result.hierarchy
    #expect(result.lineDispositions == [.node, .node, .node])
    // The marker is not part of the class name.
    #expect(tree.classNamesInOrder == ["UIWindow", "UIView", "UIButton"])
    #expect(tree.depthsInOrder == [0, 1, 2])
    #expect(tree.node(0).value(of: "marker") == "layoutEngineHost")
  }

  @Test func markersAndEscapedBullet() {
    let result = F.parse([
      "UIWindow:0x7fc94b735440",
      "|   •UIView:0x7fc94b63c360",
      "|   |   *UILabel:0x7fc94b63c5a0'Label'",
      "|   |   +UIImageView:0x7fc94b63c7e0",
      #"|   |   \u2022UIView:0x104bc2870"#,
      "|   |   |   UIButtonLabel:0x104b19cd0",
    ])
    let tree = result.hierarchy
    #expect(result.lineDispositions == Array(repeating: .node, count: 6))
    #expect(
      tree.classNamesInOrder == [
        "UIWindow", "UIView", "UILabel", "UIImageView", "UIView", "UIButtonLabel",
      ])
    #expect(tree.depthsInOrder == [0, 1, 2, 2, 2, 3])
    #expect(
      tree.indices.map { tree[$0].value(of: "marker") } == [
        nil, "layoutEngineHost", "autoLayout", "manualInEngine", "layoutEngineHost", nil,
      ])
  }

  @Test func identifierNamesWithSpaces() {
    // 026: an accessibilityIdentifier stands where the class name would be.
    let result = F.parse([
      "UIWindow:0x7fadc9407b20",
      "|   UIView:0x7fadc940e620",
      "|   |   Dynamic Stack View:0x7fadc940fa10",
      "|   |   |   *Title Label:0x7fadcb033440'Hi'",
    ])
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == ["UIWindow", "UIView", "Dynamic Stack View", "Title Label"])
    #expect(tree.addressesInOrder[2] == "0x7fadc940fa10")
    #expect(tree.depthsInOrder == [0, 1, 2, 3])
    #expect(tree.node(3).value(of: "title") == "Hi")
  }

  @Test func titlesWithSpacesColonsCJKLeadingSpaceAndEllipsis() {
    let result = F.parse([
      "UIWindow:0x10940a000",
      "|   *UILabel:0x7fc94b63c5a0'Hello world'",
      "|   *UILabel:0x7fadcb033440'1:8FA8-0A06-1464-B59D'",
      "|   UIButton:0x10940abb0' 返回'",
      "|   GCAddFriendTableViewCell:0x10aa46800'GCAddFriendTableViewCell_...'",
      "|   _UITableViewHeaderFooterViewLabel:0x7fada0621d10'Section-1'",
      "|   *UILabel:0x7f8b1a50d140 'Title'",
    ])
    let tree = result.hierarchy
    #expect(result.lineDispositions == Array(repeating: .node, count: 7))
    #expect(
      tree.classNamesInOrder == [
        "UIWindow", "UILabel", "UILabel", "UIButton", "GCAddFriendTableViewCell",
        "_UITableViewHeaderFooterViewLabel", "UILabel",
      ])
    #expect(tree.depthsInOrder == [0, 1, 1, 1, 1, 1, 1])
    // A space a paste put between the address and the title is no part of it.
    #expect(
      tree.indices.map { tree[$0].value(of: "title") } == [
        nil, "Hello world", "1:8FA8-0A06-1464-B59D", " 返回", "GCAddFriendTableViewCell_...",
        "Section-1", "Title",
      ])
  }

  /// A layout guide's row wrapped at a fixed width (cut after its ` - `, and again inside the
  /// owning view's description) goes on over the next lines, which hold no depth markers,
  /// until its description closes: the owning view is no row of its own.
  @Test func layoutGuideRowWrappedOverSeveralLines() {
    let result = F.parse([
      "UIWindow:0x1",
      "|   •UIView:0x2",
      "|   |   |   |   |   |   *<UILayoutGuide: 0x3 -",
      #""UIViewLayoutMarginsGuide", layoutFrame = {{16, 20}, {343, 647}}, owningView ="#,
      "<UIView: 0x2; frame = (0 0; 375 667); autoresize = W+H; layer =",
      "<CALayer: 0x4>>>",
      "|   |   *UILabel:0x5'Title'",
    ])
    let tree = result.hierarchy
    #expect(
      result.lineDispositions == [
        .node, .node, .node, .continuation, .continuation, .continuation, .node,
      ])
    #expect(tree.classNamesInOrder == ["UIWindow", "UIView", "UILayoutGuide", "UILabel"])
    #expect(tree.depthsInOrder == [0, 1, 2, 2])
    let guide = tree.node(2)
    #expect(guide.kind == .layoutGuide)
    #expect(guide.address == "0x3")
    #expect(guide.value(of: "identifier") == "UIViewLayoutMarginsGuide")
    #expect(guide.value(of: "layoutFrame") == "{{16, 20}, {343, 647}}")
  }

  /// A guide row an author cut (`...`) takes no following lines, nor does one followed by a
  /// quoted reply.
  @Test func layoutGuideRowCutBeforeQuotedLines() {
    let cut =
      #"|   *<UILayoutGuide: 0x3 - "UIViewSafeAreaLayoutGuide", layoutFrame = {{0, 47}, {390, 763}}, owningView = <UIView: 0x4; frame = (0 0; 390 844)"#
    for row in [cut + "...", cut] {
      let result = F.parse([
        "•UIWindow:0x1", row, "> Why is owningView cut here?", "> Only on iOS 17.",
      ])
      #expect(result.lineDispositions == [.node, .node, .text, .text], "\(row)")
      #expect(result.hierarchy.classNamesInOrder == ["UIWindow", "UILayoutGuide"])
    }
  }

  @Test func layoutGuideDescriptionLine() {
    let result = F.parse([
      "UIWindow:0x7fada0416290",
      "|   •UIView:0x7fadcb048100",
      #"|   |   *<UILayoutGuide: 0x600000cc07e0 - "UIViewLayoutMarginsGuide", layoutFrame = {{20, 64}, {374, 672}}, owningView = <UIView: 0x7fadcb048100; frame = (0 0; 414 736); autoresize = W+H; layer = <CALayer: 0x6000035dca60>>>"#,
      "|   |   *UILabel:0x7fadcb033440'Title'",
    ])
    let tree = result.hierarchy
    #expect(result.lineDispositions == [.node, .node, .node, .node])
    #expect(tree.classNamesInOrder == ["UIWindow", "UIView", "UILayoutGuide", "UILabel"])
    #expect(tree.kindsInOrder == [.view, .view, .layoutGuide, .view])
    #expect(tree.depthsInOrder == [0, 1, 2, 2])
    let guide = tree.node(2)
    #expect(guide.address == "0x600000cc07e0")
    #expect(
      guide.propertyPairs == [
        "marker=autoLayout", "identifier=UIViewLayoutMarginsGuide",
        "layoutFrame={{20, 64}, {374, 672}}",
        "owningView=<UIView: 0x7fadcb048100; frame = (0 0; 414 736); autoresize = W+H; layer = <CALayer: 0x6000035dca60>>",
      ])
    // A guide is no view frame: the trace prints no frames at all.
    #expect(guide.frame == nil)
  }

  @Test func ambiguousLayoutSuffixes() {
    let result = F.parse([
      "•UIWindow:0x1091e7140 - AMBIGUOUS LAYOUT",
      "|   *UIView:0x7f9481c9d990- AMBIGUOUS LAYOUT for UIView:0x7f9481c9d990.minX{id: 13}, UIView:0x7f9481c9d990.minY{id: 16}",
      "|   |   *UIButton:0x10940a0f0' 请输入同城游序号/昵称/手机号'- AMBIGUOUS LAYOUT for UIButton:0x10940a0f0' 请输入同城游序号/昵称/手机号'.minY{id: 4475}",
      "|   •UIView:0x108602400, MISSING HOST CONSTRAINTS",
    ])
    let tree = result.hierarchy
    // The `Name:0x…` tokens inside the suffixes are not rows of their own.
    #expect(result.lineDispositions == [.node, .node, .node, .node])
    #expect(tree.classNamesInOrder == ["UIWindow", "UIView", "UIButton", "UIView"])
    #expect(
      tree.addressesInOrder == ["0x1091e7140", "0x7f9481c9d990", "0x10940a0f0", "0x108602400"])
    #expect(tree.depthsInOrder == [0, 1, 2, 1])
    #expect(tree.node(0).value(of: "ambiguousLayout") == "YES")
    #expect(
      tree.node(1).value(of: "ambiguousLayout")
        == "UIView:0x7f9481c9d990.minX{id: 13}, UIView:0x7f9481c9d990.minY{id: 16}")
    #expect(tree.node(2).value(of: "title") == " 请输入同城游序号/昵称/手机号")
    #expect(
      tree.node(2).value(of: "ambiguousLayout")
        == "UIButton:0x10940a0f0' 请输入同城游序号/昵称/手机号'.minY{id: 4475}")
    #expect(
      tree.node(3).propertyPairs == ["marker=layoutEngineHost", "missingHostConstraints=YES"])
    #expect(tree.node(3).value(of: "ambiguousLayout") == nil)
  }

  @Test func ambiguousLayoutAfterLayoutGuide() {
    // The suffix may follow a guide's closing `>>>`; it belongs to the guide, not to owningView.
    let result = F.parse([
      "•UIView:0x7fadcb048100",
      #"|   *<UILayoutGuide: 0x600000cc07e0 - "UIViewSafeAreaLayoutGuide", layoutFrame = {{0, 0}, {414, 736}}, owningView = <UIView: 0x7fadcb048100; frame = (0 0; 414 736); layer = <CALayer: 0x6000035dca60>>>- AMBIGUOUS LAYOUT for UILayoutGuide:0x600000cc07e0'UIViewSafeAreaLayoutGuide'.minY{id: 21}"#,
    ])
    let guide = result.hierarchy.node(1)
    #expect(result.lineDispositions == [.node, .node])
    #expect(guide.kind == .layoutGuide)
    #expect(guide.className == "UILayoutGuide")
    #expect(guide.value(of: "identifier") == "UIViewSafeAreaLayoutGuide")
    #expect(
      guide.value(of: "owningView")
        == "<UIView: 0x7fadcb048100; frame = (0 0; 414 736); layer = <CALayer: 0x6000035dca60>>")
    #expect(
      guide.value(of: "ambiguousLayout")
        == "UILayoutGuide:0x600000cc07e0'UIViewSafeAreaLayoutGuide'.minY{id: 21}")
  }

  @Test func legendBlockIsSkipped() {
    let result = F.parse([
      "UIWindow:0x7fc94b735440",
      "|   *UILabel:0x7fc94b63c5a0'Label'",
      "",
      "Legend:",
      "\t* - is laid out with auto layout",
      "\t+ - is laid out manually, but is represented in the layout engine because translatesAutoresizingMaskIntoConstraints = YES",
      "\t• - layout engine host",
    ])
    #expect(result.lineDispositions == [.node, .node, .blank, .legend, .legend, .legend, .legend])
    #expect(result.hierarchy.count == 2)
  }

  @Test func escapedLegendLinesAreSkipped() {
    // 055b (cycript): the TABs and the bullet are printed as escapes.
    let result = F.parse([
      "WAWindow:0x104b04f30",
      #"|   \u2022UIView:0x104bc2870"#,
      "",
      "Legend:",
      #"\t* - is laid out with auto layout"#,
      #"\t+ - is laid out manually, but is represented in the layout engine because translatesAutoresizingMaskIntoConstraints = YES"#,
      #"\t\u2022 - layout engine host"#,
    ])
    #expect(result.lineDispositions == [.node, .node, .blank, .legend, .legend, .legend, .legend])
    #expect(result.hierarchy.classNamesInOrder == ["WAWindow", "UIView"])
    #expect(result.hierarchy.depthsInOrder == [0, 1])
  }

  @Test func tabIndentedMarkdownTrace() {
    // 059: every line starts with a TAB, the last is a lone TAB.
    let result = F.parse([
      "\tUIWindow:0x7f9481c93360",
      "\t|   •UIView:0x7f9481c9d680",
      "\t|   |   *UIView:0x7f9481c9d990- AMBIGUOUS LAYOUT for UIView:0x7f9481c9d990.minX{id: 13}, UIView:0x7f9481c9d990.minY{id: 16}",
      "\t|   |   *_UILayoutGuide:0x7f9481c9e160- AMBIGUOUS LAYOUT for _UILayoutGuide:0x7f9481c9e160.minY{id: 17}",
      "\t",
    ])
    let tree = result.hierarchy
    #expect(result.lineDispositions == [.node, .node, .node, .node, .blank])
    #expect(tree.classNamesInOrder == ["UIWindow", "UIView", "UIView", "_UILayoutGuide"])
    #expect(tree.depthsInOrder == [0, 1, 2, 2])
    #expect(
      tree.node(3).value(of: "ambiguousLayout") == "_UILayoutGuide:0x7f9481c9e160.minY{id: 17}")
  }

  @Test func scrapedCollapsedMarkers() {
    // 067a: HTML scraping collapsed each `|   ` to `| `; depth still counts the pipes.
    let result = F.parse([
      "•UIWindow:0x7f8aaa60a1b0",
      "| •UIView:0x7f8aaa502c30",
      "| | *_UILayoutGuide:0x7f8aaa50d140",
      "| | *UIButton:0x7f8aaa50e6d0'click to send'",
      "| | | UIButtonLabel:0x7f8aaa6073b0'click to send'",
      "| | *WKWebView:0x7f8aaa851000",
    ])
    let tree = result.hierarchy
    #expect(result.lineDispositions == Array(repeating: .node, count: 6))
    #expect(
      tree.classNamesInOrder == [
        "UIWindow", "UIView", "_UILayoutGuide", "UIButton", "UIButtonLabel", "WKWebView",
      ])
    #expect(tree.depthsInOrder == [0, 1, 2, 2, 3, 2])
    #expect(tree.node(3).value(of: "title") == "click to send")
  }

  @Test func firstNodeGluedToPrompt() {
    // 067a/017: the command echo and the root share a line; the echo is envelope.
    let result = F.parse([
      "(lldb) po [0x7f8aaa50e6d0 _autolayoutTrace] •UIWindow:0x7f8aaa60a1b0",
      "|   •UIView:0x7f8aaa502c30",
      "|   |   *UIButton:0x7f8aaa50e6d0'click to send'",
    ])
    let tree = result.hierarchy
    #expect(result.lineDispositions == [.node, .node, .node])
    #expect(tree.classNamesInOrder == ["UIWindow", "UIView", "UIButton"])
    #expect(tree.depthsInOrder == [0, 1, 2])
    #expect(tree.node(0).address == "0x7f8aaa60a1b0")
    #expect(tree.node(0).value(of: "marker") == "layoutEngineHost")
    #expect(tree.node(0).descriptionText == "•UIWindow:0x7f8aaa60a1b0")
  }

  @Test func elisionJumpAttachesToNearestShallowerNode() {
    // §8.4: after `...` the depth may jump by more than one level.
    let result = F.parse([
      "UIWindow:0x7fc94b735440",
      "|   UILayoutContainerView:0x7fc94b469c40",
      "...",
      "|   |   |   |   *UILabel:0x7fc94b63c5a0'Label'",
      "|   |   UIView:0x7fc94b63c000",
    ])
    #expect(result.lineDispositions == [.node, .node, .elision, .node, .node])
    #expect(result.hierarchy.depthsInOrder == [0, 1, 2, 2])
    #expect(result.hierarchy.parentPositions == [-1, 0, 1, 1])
  }

  @Test func wholeTraceCollapsedOnOneLine() {
    // 067b: every newline became a space.
    let result = F.parse([
      "(lldb) po [0x7f8aaa50e6d0 _autolayoutTrace] •UIWindow:0x7f8aaa60a1b0 | •UIView:0x7f8aaa502c30 | | *_UILayoutGuide:0x7f8aaa50d140 | | *UIButton:0x7f8aaa50e6d0'click to send' | | | UIButtonLabel:0x7f8aaa6073b0'click to send' | | *WKWebView:0x7f8aaa851000"
    ])
    let tree = result.hierarchy
    #expect(result.lineDispositions == [.node])
    #expect(
      tree.classNamesInOrder == [
        "UIWindow", "UIView", "_UILayoutGuide", "UIButton", "UIButtonLabel", "WKWebView",
      ])
    #expect(tree.depthsInOrder == [0, 1, 2, 2, 3, 2])
    #expect(tree.linesInOrder == Array(repeating: 1, count: 6))
    #expect(tree.node(3).value(of: "title") == "click to send")
    #expect(tree.node(4).value(of: "title") == "click to send")
  }

  @Test func collapsedRowsWithAmbiguousLayoutSuffixGluedToTheAddress() {
    // A row's `- AMBIGUOUS LAYOUT for …` suffix follows its address with no space; the tokens
    // inside the suffix (`Name:0x….minX`) are not rows.
    let result = F.parse([
      "UIWindow:0x7f0000000010 | •UIView:0x7f0000000020 | | *UIView:0x7f0000000030- AMBIGUOUS LAYOUT for UIView:0x7f0000000030.minX{id: 13}, UIView:0x7f0000000030.minY{id: 16} | | *_UILayoutGuide:0x7f0000000040- AMBIGUOUS LAYOUT for _UILayoutGuide:0x7f0000000040.minY{id: 17}"
    ])
    let tree = result.hierarchy
    #expect(result.lineDispositions == [.node])
    #expect(tree.classNamesInOrder == ["UIWindow", "UIView", "UIView", "_UILayoutGuide"])
    #expect(tree.depthsInOrder == [0, 1, 2, 2])
    #expect(
      tree.node(2).value(of: "ambiguousLayout")
        == "UIView:0x7f0000000030.minX{id: 13}, UIView:0x7f0000000030.minY{id: 16}")
    #expect(
      tree.node(3).value(of: "ambiguousLayout") == "_UILayoutGuide:0x7f0000000040.minY{id: 17}")
  }

  @Test func constraintItemsAreNotRows() {
    // A constraint log wrapped mid-item, or one constraint quoted in prose, reads like a row
    // (`Name:0xADDR`), but a layout attribute (`.width`) follows the item, and a constraint is
    // not a view.
    let result = F.parse([
      #"    "<NSLayoutConstraint:0x600000aa0010 UILabel:"#,
      #"      0x7f0000000020'Some title...'.leading == "#,
      #"      UIView:0x7f0000000010.leadingMargin + 100   (active)>","#,
      #"      UILabel:0x7f0000000020'Some title...'.trailing + 100   (active)>","#,
      "`NSAutoresizingMaskLayoutConstraint:0x600000aa0020 h=--& v=--& MyBar:0x7f0000000030.height == 0   (active)`",
    ])
    #expect(result.hierarchy.count == 0)
    #expect(!result.lineDispositions.contains(.node))
  }

  @Test func singleUnrootedLineAfterXcodeConsoleLine() {
    // 065: UIKit's own log prints one row, no window above it, then the legend.
    let result = F.parse([
      #"2018-08-02 01:46:48.669301+0900 ChiselTest[38046:2921119] [LayoutConstraints] View has an ambiguous layout. See "Auto Layout Guide: Ambiguous Layouts" for help debugging. Displaying synopsis from invoking -[UIView _autolayoutTrace] to provide additional detail."#,
      "",
      "*UILabel:0x7fd17b60d720'Label'- AMBIGUOUS LAYOUT for UILabel:0x7fd17b60d720'Label'.minY{id: 50}",
      "",
      "Legend:",
      "\t* - is laid out with auto layout",
      "\t+ - is laid out manually, but is represented in the layout engine because translatesAutoresizingMaskIntoConstraints = YES",
      "\t• - layout engine host",
    ])
    let tree = result.hierarchy
    #expect(
      result.lineDispositions == [.log, .blank, .node, .blank, .legend, .legend, .legend, .legend])
    #expect(tree.classNamesInOrder == ["UILabel"])
    #expect(tree.format == .autolayoutTrace)
    #expect(tree.node(0).value(of: "title") == "Label")
    #expect(
      tree.node(0).value(of: "ambiguousLayout") == "UILabel:0x7fd17b60d720'Label'.minY{id: 50}")
  }

  /// iOS 7 printed each row as a bracketed `<Name:0xADDR>`, the marker before the bracket and
  /// the suffix after it.
  @Test func bracketedRowsOfOlderIOS() throws {
    let result = F.parse([
      "*<UIWindow:0x10a300010> - AMBIGUOUS LAYOUT",
      "|   *<UILayoutContainerView:0x10a300020>",
      "|   |   *<MyApp.ProfileCell:0x10a300030>",
      "|   |   |   *<UILabel:0x10a300040> - AMBIGUOUS LAYOUT",
      "|   |   |   <_UITableViewCellSeparatorView:0x10a300050>",
    ])
    let tree = result.hierarchy
    #expect(result.lineDispositions == Array(repeating: .node, count: 5))
    #expect(tree.format == .autolayoutTrace)
    try #require(tree.count == 5)
    #expect(
      tree.classNamesInOrder == [
        "UIWindow", "UILayoutContainerView", "MyApp.ProfileCell", "UILabel",
        "_UITableViewCellSeparatorView",
      ])
    #expect(tree.addressesInOrder[4] == "0x10a300050")
    #expect(tree.depthsInOrder == [0, 1, 2, 3, 3])
    #expect(
      tree.indices.map { tree[$0].value(of: "marker") } == [
        "autoLayout", "autoLayout", "autoLayout", "autoLayout", nil,
      ])
    #expect(
      tree.indices.map { tree[$0].value(of: "ambiguousLayout") } == [
        "YES", nil, nil, "YES", nil,
      ])
  }

  /// A guide's example shortens each address with dots (`0x7f00…`, `0x7f00...`) and writes
  /// a note after a row: the rows are still read, the address up to the elision.
  @Test func bracketedRowsWithElidedAddresses() throws {
    let result = F.parse([
      "*<UIView:0x7f00a1...>          \u{2190} the star marks auto layout",
      "|   <UILabel:0x7f00a2...>",
      "|   *<UIButton:0x7f00a3\u{2026}>     <- this one too",
    ])
    let tree = result.hierarchy
    #expect(result.lineDispositions == [.node, .node, .node])
    try #require(tree.count == 3)
    #expect(tree.classNamesInOrder == ["UIView", "UILabel", "UIButton"])
    #expect(tree.addressesInOrder == ["0x7f00a1", "0x7f00a2", "0x7f00a3"])
    #expect(tree.depthsInOrder == [0, 1, 1])
  }

  /// An lldb command without its prompt holds `Name:0xADDR` inside a message send; it is a
  /// command, not a row.
  @Test func messageSendWithAnAddressArgumentIsNoRow() {
    let result = F.parse([
      "po [UIFocusDebugger checkFocusabilityForItem:0x7f0000000010]",
      "This item should be focusable.",
    ])
    #expect(result.hierarchy.count == 0)
    #expect(result.lineDispositions == [.prompt, .text])
  }

  /// An author's `[snip]` is an elision, not a command: the rows after it stay in the tree.
  @Test func snipBetweenRowsKeepsTheTree() {
    let result = F.parse([
      "•UIWindow:0x7f0000000010 - AMBIGUOUS LAYOUT",
      "|   •UIView:0x7f0000000020",
      "|   |   *UIScrollView:0x7f0000000030",
      "",
      "[snip]",
      "",
      "|   |   |   *MyApp.Footer:0x7f0000000040",
      "|   |   *MyApp.PageIndicator:0x7f0000000050",
    ])
    #expect(
      result.lineDispositions == [.node, .node, .node, .blank, .elision, .blank, .node, .node])
    #expect(result.hierarchy.roots.count == 1)
    #expect(result.hierarchy.depthsInOrder == [0, 1, 2, 3, 2])
  }

  @Test func mangledNameDemangles() {
    let result = F.parse([
      "UIWindow:0x7fc94b735440",
      "|   *_TtC5MyApp10CustomView:0x7fc94b63c360'Title'",
    ])
    #expect(result.hierarchy.node(1).className == "_TtC5MyApp10CustomView")
    #expect(result.hierarchy.node(1).displayName == "MyApp.CustomView")
    #expect(result.hierarchy.node(1).value(of: "title") == "Title")
  }

  @Test func roundTrip() {
    F.expectRoundTrip([
      "•UIWindow:0x1091e7140 - AMBIGUOUS LAYOUT",
      "|   UILayoutContainerView:0x7fc94b469c40",
      "|   |   Dynamic Stack View:0x7fadc940fa10",
      #"|   |   |   *<UILayoutGuide: 0x600000cc07e0 - "UIViewLayoutMarginsGuide", layoutFrame = {{20, 64}, {374, 672}}, owningView = <UIView: 0x7fadcb048100; frame = (0 0; 414 736); autoresize = W+H; layer = <CALayer: 0x6000035dca60>>>"#,
      "|   |   |   *UIButton:0x10940a0f0' 返回'- AMBIGUOUS LAYOUT for UIButton:0x10940a0f0' 返回'.minY{id: 4475}",
      "|   |   |   |   UIButtonLabel:0x104b19cd0'1:8FA8 ...'",
      "|   |   +_TtC5MyApp10CustomView:0x108602400, MISSING HOST CONSTRAINTS",
      #"|   |   \u2022UIView:0x104bc2870"#,
      "|   |   |   *<UIImageView:0x10a300060> - AMBIGUOUS LAYOUT",
    ])
  }
}
