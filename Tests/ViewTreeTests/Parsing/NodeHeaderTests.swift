import Testing

@testable import ViewTree

/// FORMATS.md §2.1, §2.2 and §2.5–§2.7: what a node line holds besides its properties: depth
/// markers, class name, address, kind and the tail after the closing `>`.
@Suite("Node headers")
struct NodeHeaderTests {
  typealias F = ParsingFixture

  static let root =
    "<UIView: 0x7fd94a701f90; frame = (0 0; 375 667); layer = <CALayer: 0x600000e2c0a0>>"

  /// Parses `line` as the only child of a plain root and returns it.
  static func child(_ line: String) throws -> Node {
    let result = F.parse([root, line])
    #expect(result.lineDispositions == [.node, .node])
    try #require(result.hierarchy.count == 2)
    let node = result.hierarchy.node(1)
    #expect(node.depth == 1)
    return node
  }

  /// A custom description that prints `0x%p` gives its address two `0x`: it is the address,
  /// kept as printed, not a property.
  @Test func addressWithItsPrefixPrintedTwice() {
    let result = F.parse([
      "<GDTSplashView: 0x0x12e8184f0; frame = (0 0; 375 667)>",
      "   | <UIView: 0x12e8185f0; frame = (0 0; 10 10); layer = <CALayer: 0x2>>",
    ])
    let tree = result.hierarchy
    #expect(tree.addressesInOrder == ["0x0x12e8184f0", "0x12e8185f0"])
    #expect(tree.node(0).properties.map(\.key) == ["frame"])
    #expect(tree.parentPositions == [-1, 0])
  }

  /// An author's placeholder for an address (`0x...`, `0x143dxxxxx`, `0x…`) is the address,
  /// not a property.
  @Test func placeholderAddresses() {
    let result = F.parse([
      "<UIView: 0x...; frame = (0 0; 100 100); layer = <CALayer: 0x...>>",
      "   | <UILabel: 0x143dxxxxx; frame = (10 10; 80 20); layer = <_UILabelLayer: 0x...>>",
      "   | <UIView: 0x…; frame = (0 0; 1 1); layer = <CALayer: 0x…>>",
    ])
    let tree = result.hierarchy
    #expect(tree.addressesInOrder == ["0x...", "0x143dxxxxx", "0x…"])
    #expect(tree.indices.allSatisfy { !tree[$0].properties.contains { $0.key.hasPrefix("0x") } })
    #expect(tree.parentPositions == [-1, 0, 0])
  }

  @Test func layerLine() throws {
    let node = try Self.child("   | <_UILabelContentLayer: 0x14606e1d0> (layer)")
    #expect(node.kind == .layer)
    #expect(node.className == "_UILabelContentLayer")
    #expect(node.address == "0x14606e1d0")
    // `(layer)` is the kind, not a tail.
    #expect(node.tail == nil)
    #expect(node.isComplete)
  }

  /// A layer class that overrides `-description` prints its own text before `(layer)`: the
  /// node is still a layer, and that text is its tail.
  @Test func layerWithItsOwnDescription() throws {
    let node = try Self.child(
      "   |    | <SparkLayerView: 0x600000a1c2d0> model: <SparkModel: 0x7f81d2c0e4a0> Glow id: 3 frames: 0-48 (layer)"
    )
    #expect(node.kind == .layer)
    #expect(node.className == "SparkLayerView")
    #expect(node.address == "0x600000a1c2d0")
    #expect(node.tail == "model: <SparkModel: 0x7f81d2c0e4a0> Glow id: 3 frames: 0-48")
  }

  @Test func layerLineUnderCommentPrefix() {
    let result = F.parse([
      "        // <UIView: 0x104f3cce0; frame = (0 0; 40 40); layer = <CALayer: 0x600000d982d0>>",
      "        //   | <UILabel: 0x104f3d000; frame = (0 0; 40 20); text = 'A'; layer = <_UILabelLayer: 0x600000d98300>>",
      "        //   |    | <CALayer: 0x600000ceccf0> (layer)",
    ])
    let tree = result.hierarchy
    #expect(tree.depthsInOrder == [0, 1, 2])
    #expect(tree.node(2).kind == .layer)
    #expect(tree.node(2).className == "CALayer")
  }

  /// A layer printed on its own (`po view.layer`) glues its address to the colon and lists
  /// properties after it; the description may go on over the next line.
  @Test func layerOwnDescriptionWithGluedAddress() throws {
    let result = F.parse([
      "(lldb) po self.view.layer",
      "<CALayer:0x600003a4c1e0; position = CGPoint (160 240); bounds = CGRect (0 0; 320 480); delegate = <UIView: 0x7f9c1e40a2d0; frame = (0 0; 320 480); layer = <CALayer: 0x600003a4c1e0>>; ",
      "sublayers = (<CALayer: 0x600003a4c300>); opaque = YES; >",
      "<CAShapeLayer:0x600003a4c300; position = CGPoint (10 10); bounds = CGRect (0 0; 20 20)>",
    ])
    #expect(result.lineDispositions == [.prompt, .node, .continuation, .node])
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == ["CALayer", "CAShapeLayer"])
    let layer = tree.node(0)
    #expect(layer.kind == .layer)
    #expect(layer.address == "0x600003a4c1e0")
    #expect(layer.isComplete)
    #expect(
      layer.properties.map(\.key) == ["position", "bounds", "delegate", "sublayers", "opaque"])
    #expect(layer.value(of: "sublayers") == "(<CALayer: 0x600003a4c300>)")
    #expect(tree.node(1).kind == .layer)
  }

  /// A glued address without properties after it is another object's description (a
  /// constraint), never a node.
  @Test func gluedAddressWithoutPropertiesIsNoNode() {
    let result = F.parse([
      "<NSLayoutConstraint:0x600002b1c0f0 UILabel:0x7f9c1e40b000.leading == UIView:0x7f9c1e40a2d0.leading + 16   (active)>"
    ])
    #expect(result.hierarchy.count == 0)
  }

  /// EarlGrey's hierarchy: glued addresses, `key=value` properties and `|--` branches, one
  /// `|` per level; a blog's typography makes the dashes `–` or `—`.
  @Test(arguments: ["--", "\u{2013}", "\u{2014}"])
  func earlGreyBranches(dashes: String) {
    let result = F.parse([
      "<UIWindow:0x7f8a4c60e2a0; AX=N; AX.frame={{0, 0}, {390, 844}}; frame={{0, 0}, {390, 844}}; opaque; alpha=1>",
      "  |\(dashes)<UIView:0x7f8a4c60f110; AX=N; frame={{0, 0}, {390, 844}}; opaque; alpha=1>",
      "  |  |\(dashes)<UILabel:0x7f8a4c610330; AX=Y; AX.label='Sign in'; frame={{20, 60}, {120, 21}}; alpha=1>",
      "  |\(dashes)<UIView:0x7f8a4c611440; AX=N; frame={{0, 800}, {390, 44}}; hidden; alpha=0>",
    ])
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == ["UIWindow", "UIView", "UILabel", "UIView"])
    #expect(tree.depthsInOrder == [0, 1, 2, 1])
    #expect(tree.node(2).kind == .view)
    #expect(tree.node(2).value(of: "AX.label") == "'Sign in'")
    #expect(tree.node(2).frame == Rect(x: 20, y: 60, width: 120, height: 21))
  }

  /// `<<_UITextContainerView: …> minSize = …>`: the node is the inner view; the container text
  /// after the inner `>` (with `inf`, exponents and a nested `<NSTextContainer …>`) is its tail.
  @Test func textContainerLine() throws {
    let node = try Self.child(
      "   | <<_UITextContainerView: 0x12dd0b440; frame = (0 0; 40 30); backgroundColor = UIExtendedGrayColorSpace 0 0; layer = <CALayer: 0x600000ce9350>> minSize = {0, 0}, maxSize = {1.7976931348623157e+308, 1.7976931348623157e+308}, textContainer = <NSTextContainer: 0x600003518210 size = (40.000000,inf); widthTracksTextView = YES; heightTracksTextView = NO>; exclusionPaths = 0x1e5cbb9d0; lineBreakMode = 0>"
    )
    #expect(node.kind == .textContainer)
    #expect(node.className == "_UITextContainerView")
    #expect(node.address == "0x12dd0b440")
    #expect(node.isComplete)
    #expect(node.frame == Rect(x: 0, y: 0, width: 40, height: 30))
    #expect(node.value(of: "layer") == "<CALayer: 0x600000ce9350>")
    // The container's own fields are not the view's properties.
    #expect(node.value(of: "minSize") == nil)
    #expect(node.value(of: "lineBreakMode") == nil)
    #expect(node.tail?.hasPrefix("minSize = {0, 0}, maxSize = ") == true)
    #expect(node.tail?.hasSuffix("lineBreakMode = 0") == true)
  }

  /// A view overriding `-description` prints free text after its markers (`052`).
  @Test func customDescriptionWithoutAngleBracket() {
    let result = F.parse([
      "        // <UIView: 0x104f3cce0; frame = (0 0; 40 40); layer = <CALayer: 0x600000d982d0>>",
      "        //   | CustomDebugDescription",
      "        //   |    | <UILabel: 0x104f3d000; frame = (0 0; 40 20); layer = <_UILabelLayer: 0x600000d98300>>",
    ])
    #expect(result.lineDispositions == [.node, .node, .node])
    let tree = result.hierarchy
    #expect(tree.depthsInOrder == [0, 1, 2])
    let custom = tree.node(1)
    #expect(custom.kind == .custom)
    #expect(custom.descriptionText == "CustomDebugDescription")
    #expect(custom.address == nil)
    #expect(custom.properties.isEmpty)
  }

  /// Categories that extend recursiveDescription print who owns a view between its markers and
  /// its description: an instance variable's name, the controller as `'Controller:0x…'` with
  /// its children `1 child[…]` (in a blog's curly quotes too), or `XX (…)` around a view. The
  /// node is the described view.
  @Test(arguments: [("'", "'"), ("\u{2018}", "\u{2019}")])
  func ownerAnnotationsBeforeTheDescription(open: String, close: String) {
    let result = F.parse([
      "<UIView: 0x7a10010; frame = (0 0; 320 480); layer = <CALayer: 0x7a10020>>",
      "   | _headerView <UIView: 0x7a10030; frame = (0 0; 320 44); layer = <CALayer: 0x7a10040>>",
      "   |    | _titleLabel <UILabel: 0x7a10050; frame = (8 8; 200 20); text = 'Inbox'; layer = <CALayer: 0x7a10060>>",
      "   | \(open)InboxViewController:0x7a20010\(close) 1 child[InboxListController:0x7a20020 ] <UIView: 0x7a10070; frame = (0 44; 320 436); layer = <CALayer: 0x7a10080>>",
      "   |    | \(open)InboxListController:0x7a20020\(close) <UITableView: 0x7a10090; frame = (0 0; 320 436); layer = <CALayer: 0x7a100a0>>",
      "   |    |    | XX (<UIImageView: 0x7a100b0; frame = (0 0; 320 4); alpha = 0; layer = <CALayer: 0x7a100c0>>) - (null)",
      "   |    | <UIView: 0x7a100d0; frame = (0 0; 1 1); layer = <CALayer: 0x7a100e0>>",
    ])
    #expect(result.lineDispositions.allSatisfy { $0 == .node })
    let tree = result.hierarchy
    #expect(
      tree.classNamesInOrder == [
        "UIView", "UIView", "UILabel", "UIView", "UITableView", "UIImageView", "UIView",
      ])
    #expect(tree.depthsInOrder == [0, 1, 2, 1, 2, 3, 2])
    #expect(tree.indices.allSatisfy { tree[$0].kind == .view })
    #expect(tree.node(2).text == "Inbox")
    #expect(tree.node(4).frame == Rect(x: 0, y: 0, width: 320, height: 436))
    #expect(tree.node(5).alpha == 0)
    // The parenthesis opened before the description closes after it; the rest is the tail.
    #expect(tree.node(5).tail == "- (null)")
    // The annotations are kept: `print` shows them where the dump does, JSON as a member.
    #expect(
      tree.indices.map { tree[$0].annotation } == [
        nil, "_headerView", "_titleLabel",
        "\(open)InboxViewController:0x7a20010\(close) 1 child[InboxListController:0x7a20020 ]",
        "\(open)InboxListController:0x7a20020\(close)", "XX", nil,
      ])
    #expect(TextTreeRenderer().summary(of: tree.node(2)).hasPrefix("_titleLabel UILabel 0x7a10050"))
    var out = OutputBuffer()
    HierarchyJSONWriter().write(result, to: &out)
    #expect(out.text.contains(#""annotation": "_titleLabel""#))
    // `--format dump` writes them before the descriptions, so they read back.
    var dump = OutputBuffer()
    DumpWriter().write(tree, to: &dump)
    let again = DumpParser().parse(dump.text).hierarchy
    #expect(again.classNamesInOrder == tree.classNamesInOrder)
    #expect(again.depthsInOrder == tree.depthsInOrder)
    #expect(again.indices.map { again[$0].annotation } == tree.indices.map { tree[$0].annotation })
  }

  /// Text after the markers that leads to no addressed description, or only to a value, is
  /// still the view's own custom description.
  @Test(arguments: [
    "   | CustomDebugDescription",
    "   | Badge count=3 <b>",
    "   | Badge delegate=<BadgeDelegate: 0x7a10030>",
  ])
  func textBeforeNoDescriptionStaysCustom(line: String) throws {
    let node = try Self.child(line)
    #expect(node.kind == .custom)
    #expect(node.descriptionText == line.dropFirst(5).description)
  }

  /// A Markdown table in an issue or a report (`| Check | Result |`) starts with a pipe like a
  /// custom description's marker, but its row ends with a pipe too: it is text, not a view.
  @Test func markdownTableRowsAreNoCustomDescriptions() {
    let result = F.parse([
      "| Step | Outcome |",
      "|---|---|",
      "| Build, Debug | passed — 12 tests |",
      "| Snapshot run | failed |",
      "",
      "<UIView: 0x7a10010; frame = (0 0; 320 480); layer = <CALayer: 0x7a10020>>",
      "   | Badge count=3",
    ])
    #expect(result.lineDispositions == [.text, .text, .text, .text, .blank, .node, .node])
    #expect(result.hierarchy.classNamesInOrder == ["UIView", "Badge count=3"])
    #expect(result.hierarchy.depthsInOrder == [0, 1])
  }

  /// When every view prints a custom description (`|\tUIView`, as a test framework's hierarchy
  /// printer writes them), the root is a lone class name with no marker, right before the
  /// first row; a lone word elsewhere, or before a described row, stays text.
  @Test func loneClassNameBeforeCustomRowsIsTheirRoot() {
    let result = F.parse([
      "Output",
      "   | <UIView: 0x7a10030; frame = (0 0; 320 44); layer = <CALayer: 0x7a10040>>",
      "",
      "The hierarchy:",
      "UIWindow",
      "|\tUITransitionView",
      "|\t|\tUILabel, label: Hi",
      "",
      "Total",
      "Nothing else.",
    ])
    #expect(
      result.lineDispositions == [
        .text, .node, .blank, .text, .node, .node, .node, .blank, .text, .text,
      ])
    let tree = result.hierarchy
    // A test framework's row names its class before its accessibility fields (KIF).
    #expect(tree.classNamesInOrder == ["UIView", "UIWindow", "UITransitionView", "UILabel"])
    #expect(tree.node(3).descriptionText == "UILabel, label: Hi")
    #expect(tree.depthsInOrder == [0, 0, 1, 2])
    #expect(tree.node(1).kind == .custom)
  }

  /// KIF's rows name the class, then accessibility fields or states; a view's own free text
  /// stays whole.
  @Test func testFrameworkRowsNameTheirClassFirst() {
    let result = F.parse([
      "UIWindow",
      "|\tUITableView, identifier: reminders table",
      "|\t|\tUIDatePicker (enabled) (not selected) (not highlighted)",
      "|\t|\tMyApp.Badge count=3",
      "|\t|\tUITableViewCell",
    ])
    #expect(
      result.hierarchy.classNamesInOrder == [
        "UIWindow", "UITableView", "UIDatePicker", "MyApp.Badge count=3", "UITableViewCell",
      ])
    #expect(result.hierarchy.node(1).descriptionText == "UITableView, identifier: reminders table")
  }

  /// A README's tree of folders with placeholders in angle brackets (`<Project_Dir>` above
  /// `|--COSMOS`, `|  |--<TARGETNAME>`) is no dump; a lone name above a row with markers, as a
  /// dump whose addresses were purged prints it, is still its root.
  @Test func aDirectoryTreesPlaceholdersAreNoRows() {
    let folders = F.parse(["<Project_Dir>", "|--COSMOS", "|  |--<TARGETNAME>", "|  |--README.md"])
    #expect(folders.hierarchy.isEmpty)
    let purged = F.parse(["<UIWindow>", "   | <UIView; frame = (0 0; 10 10)>"])
    #expect(purged.hierarchy.classNamesInOrder == ["UIWindow", "UIView"])
    #expect(purged.hierarchy.parentPositions == [-1, 0])
  }

  /// A sketch of a hierarchy with an author's comments after the names: the name is the class
  /// (so `find` finds it), the comment stays in the description.
  @Test func aSketchsCommentIsNoPartOfTheClass() {
    let result = F.parse([
      "UINavigationBar // the bar",
      "  | _UINavigationBarContentView // ← All content views goes in here.",
      "  |    | _UIButtonBarStackView",
      "  | MyTitleView // ← This is where your `titleView` goes.",
    ])
    let tree = result.hierarchy
    #expect(
      tree.classNamesInOrder == [
        "UINavigationBar", "_UINavigationBarContentView", "_UIButtonBarStackView", "MyTitleView",
      ])
    #expect(tree.depthsInOrder == [0, 1, 2, 1])
    #expect(tree.node(1).descriptionText.hasSuffix("goes in here."))
  }

  /// KIF prints the root like its other rows, states included, but without a marker: it is
  /// the root all the same.
  @Test(arguments: ["UIDatePicker (enabled) (not selected)", "UIWindow (invisible)"])
  func testFrameworkRootWithStatesOrFields(root: String) {
    let result = F.parse([root, "|\t_UIDatePickerView (enabled)", "|\t|\tUIPickerView"])
    #expect(result.lineDispositions == [.node, .node, .node])
    #expect(result.hierarchy.depthsInOrder == [0, 1, 2])
    let name = String(root.prefix { $0 != " " && $0 != "," })
    #expect(result.hierarchy.node(0).className == name)
    #expect(result.hierarchy.node(0).descriptionText == root)
    #expect(result.hierarchy.node(0).isHidden == root.hasSuffix("(invisible)"))
  }

  /// Cycript quotes a result in backticks: the first line's backtick is no part of the root.
  @Test func cycriptBacktickBeforeTheRoot() {
    let result = F.parse([
      "cy# pvcs()", "`YTAppViewController", "   | YTPivotBarViewController",
      "   |    | YTFeedViewController",
    ])
    #expect(result.lineDispositions == [.prompt, .node, .node, .node])
    #expect(
      result.hierarchy.classNamesInOrder == [
        "YTAppViewController", "YTPivotBarViewController", "YTFeedViewController",
      ])
    #expect(result.hierarchy.depthsInOrder == [0, 1, 2])
  }

  /// KIF prints a view's accessibility elements at the view's own indentation, before its
  /// subviews one level in: the elements belong to the view, beside its subviews.
  @Test func kifAccessibilityElementsBelongToTheViewAboveThem() {
    let result = F.parse([
      "UIWindow",
      "|\tUITableView, identifier: reminders table",
      "|\tUITableViewCellAccessibilityElement, label: (null), traits: none",
      "|\tUITableViewCellAccessibilityElement, label: Buy milk, value: 1, traits: button, selected",
      "|\t|\tUITableViewCell (invisible)",
      "|\t|\t|\tUIDatePicker (enabled) (not selected) (not highlighted)",
      "|\t|\t|\tUIAccessibilityPickerComponent, label: (null), value: AM, traits: adjustable",
      "|\tUILabel, label: Total, traits: static text",
    ])
    let tree = result.hierarchy
    #expect(
      tree.classNamesInOrder == [
        "UIWindow", "UITableView", "UITableViewCellAccessibilityElement",
        "UITableViewCellAccessibilityElement", "UITableViewCell", "UIDatePicker",
        "UIAccessibilityPickerComponent", "UILabel",
      ])
    #expect(tree.parentPositions == [-1, 0, 1, 1, 1, 4, 5, 1])
    #expect(!result.diagnostics.contains { $0.severity == .warning })
  }

  /// A page that alternates `:` and `|` by level to guide the eye: each is a marker.
  @Test func colonsAlternatingWithBarsAreMarkers() {
    let result = F.parse([
      "<UIWindow: 0x411fd50; frame = (0 0; 320 480); layer = <CALayer: 0x4120af0>>",
      ": <UILayoutContainerView: 0x4123310; frame = (0 0; 320 480); layer = <CALayer: 0x1>>",
      ": | <UINavigationTransitionView: 0x4123500; frame = (0 0; 320 480); layer = <CALayer: 0x2>>",
      ": | : <UIViewControllerWrapperView: 0x4519d30; frame = (0 64; 320 416); layer = <CALayer: 0x3>>",
      ": <UIView: 0x4519d40; frame = (0 0; 320 20); layer = <CALayer: 0x4>>",
    ])
    #expect(result.lineDispositions == Array(repeating: .node, count: 5))
    #expect(result.hierarchy.depthsInOrder == [0, 1, 2, 3, 1])
    // A colon that starts a sentence is no marker.
    #expect(F.parse(["Note: <UIView: 0x1; frame = (0 0; 1 1)> is odd"]).hierarchy.isEmpty)
  }

  /// A sentence is no such root, even above a custom row.
  @Test func sentenceAboveACustomRowIsNoRoot() {
    let result = F.parse(["Here is the tree (from KIF)", "|\tUIView"])
    #expect(result.lineDispositions.first == .text)
  }

  /// KIF's states and accessibility fields are the row's properties: `(invisible)` is
  /// hidden, for selectors, the lint and JSON alike; another `|` tree's (not UIKit's) fields.
  @Test func testFrameworkStatesAndFieldsAreProperties() throws {
    let result = F.parse([
      "UIWindow",
      "|\tUITableView, identifier: reminders table",
      "|\t|\tUITableViewCell (invisible)",
      "|\t|\t|\tUIDatePicker (enabled) (not selected) (not highlighted), label: Alarm",
      "|\t|\tUILabel (beta)",
    ])
    let tree = result.hierarchy
    #expect(tree.node(1).kind == .custom)
    #expect(tree.node(1).format == .other)
    #expect(tree.node(1).value(of: "identifier") == "reminders table")
    #expect(tree.node(2).isHidden)
    #expect(!tree.node(1).isHidden)
    #expect(
      tree.node(3).properties.map { "\($0.key)=\($0.value)" } == [
        "enabled=YES", "selected=NO", "highlighted=NO", "label=Alarm",
      ])
    // Other words in parentheses are no state (a pa11y label may be in parentheses).
    #expect(tree.node(4).value(of: "hidden") == nil)
    let hidden = SelectorMatcher(try ViewSelector(parsing: ":hidden"), hierarchy: tree)
    #expect(hidden.allMatches().map(\.rawValue) == [2, 3])
    var out = OutputBuffer()
    HierarchyJSONWriter().write(result, to: &out)
    #expect(out.text.contains(#""properties": {"hidden": "YES"}"#))
    #expect(out.text.contains(#""description": "UITableViewCell (invisible)""#))
  }

  /// Chisel's `pclass` prints a class's superclasses as a `|` chain down to `NSObject`: text,
  /// not three views. A tree that goes on after `NSObject`, or branches, is no such chain.
  @Test func aSuperclassChainIsNoTree() {
    let chain = F.parse([
      "(lldb) pclass 0x7f9950502a90", "UIView", "   | UIResponder", "   |    | NSObject",
      "(lldb) pviews", "<UIView: 0x1; frame = (0 0; 10 10); layer = <CALayer: 0x2>>",
    ])
    #expect(chain.lineDispositions == [.prompt, .text, .text, .text, .prompt, .node])
    #expect(chain.hierarchy.classNamesInOrder == ["UIView"])
    #expect(chain.diagnostics.contains { $0.line == 2 && $0.message.contains("pclass") })
    // A custom tree that merely has a row named NSObject somewhere is still a tree.
    let tree = F.parse(["UIWindow", "|\tUIView", "|\t|\tNSObject", "|\t|\t|\tUILabel"])
    #expect(tree.hierarchy.count == 4)
    let branching = F.parse(["UIWindow", "|\tUIView", "|\tNSObject"])
    #expect(branching.hierarchy.count == 3)
  }

  /// A double-spaced paste puts a blank line between the root and its first row.
  @Test func loneClassNameAboveABlankLineAndCustomRows() {
    let result = F.parse(["UIWindow", "", "   | UIView", "", "   |    | UILabel"])
    #expect(result.lineDispositions == [.node, .blank, .node, .blank, .node])
    #expect(result.hierarchy.classNamesInOrder == ["UIWindow", "UIView", "UILabel"])
    #expect(result.hierarchy.depthsInOrder == [0, 1, 2])
  }

  @Test func tailAfterClosingBracketIsKeptVerbatim() throws {
    let node = try Self.child(
      "   |    |    |    |    |    | <UIVisualEffectView: 0x7fb45700f790; frame = (0 0; 428 91); layer = <CALayer: 0x600000f12060>> effect=none"
    )
    #expect(node.tail == "effect=none")
    // The tail is not parsed as properties.
    #expect(node.properties.map(\.key) == ["frame", "layer"])
    #expect(node.value(of: "effect") == nil)
    #expect(node.descriptionText.hasSuffix("> effect=none"))
  }

  @Test func collectionViewLayoutTail() throws {
    let node = try Self.child(
      "   |    |    | <UICollectionView: 0x13e899a00; frame = (0 160; 375 187); gestureRecognizers = <NSArray: 0x13fc2cb40>; layer = <CALayer: 0x13f9f2db0>; contentOffset: {2250, 0}; contentSize: {10875, 187}> collection view layout: <UICollectionViewFlowLayout: 0x13fc29b70>"
    )
    #expect(node.tail == "collection view layout: <UICollectionViewFlowLayout: 0x13fc29b70>")
    #expect(node.contentOffset == Point(x: 2250, y: 0))
    #expect(node.contentSize == Size(width: 10875, height: 187))
    #expect(node.value(of: "collection view layout") == nil)
    #expect(node.isComplete)
  }

  /// More tails from the catalogue: addresses, words, nested descriptions, an author's note.
  @Test(arguments: [
    "layout=0x7fb45741ac30",
    "buttonBar=0x283fbc5a0",
    "delegate=0x12e60f600 no-scroll-edge-support",
    "effect=<UIBlurEffect: 0x2819a91b0> style=UIBlurEffectStyleATVSemiAutomatic invertedAutomaticStyle",
    "//1",
  ])
  func tailVariants(tail: String) throws {
    let node = try Self.child(
      "   | <_UINavigationBarContentView: 0x7fb457415480; frame = (0 0; 428 44); layer = <CALayer: 0x600000f31600>> \(tail)"
    )
    #expect(node.tail == tail)
    #expect(node.isComplete)
    #expect(node.properties.map(\.key) == ["frame", "layer"])
  }

  /// The lead before the first `|` varies (3 spaces by default, 0, 1, 2, 7): depth is the
  /// number of markers whatever the lead.
  @Test(arguments: ["", " ", "  ", "   ", "       "])
  func anyLeadBeforeMarkers(lead: String) {
    let result = F.parse([
      "<UITableViewCell: 0x7fa858667c80; frame = (0 88; 375 44); layer = <CALayer: 0x7fa858668050>>",
      lead
        + "| <UITableViewCellDeleteConfirmationView: 0x7fa858461ad0; frame = (375.5 0; 117 44); layer = <CALayer: 0x7fa85842df20>>",
      lead
        + "|    | <_UITableViewCellActionButton: 0x7fa858683fa0; frame = (0 0; 117 44); layer = <CALayer: 0x7fa8586844e0>>",
      lead
        + "| <UITableViewCellContentView: 0x7fa858668100; frame = (0 0; 375 43.5); layer = <CALayer: 0x7fa858668200>>",
    ])
    #expect(result.hierarchy.depthsInOrder == [0, 1, 2, 1])
  }

  /// swift-snapshot-testing purges addresses: `<UITableView; frame = …>`, nested `<CALayer>`.
  @Test func purgedAddresses() {
    let result = F.parse([
      "<UITableView; frame = (0 0; 320 568); clipsToBounds = YES; autoresize = W+H; gestureRecognizers = <NSArray>; layer = <CALayer>; contentOffset: {0, -20}; contentSize: {320, 440}; adjustedContentInset: {20, 0, 0, 0}>",
      "   | <UITableViewCell; frame = (0 396; 320 44); text = 'Cell'; layer = <CALayer>>",
      "   |    | <CALayer> (layer)",
    ])
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == ["UITableView", "UITableViewCell", "CALayer"])
    #expect(tree.indices.allSatisfy { tree[$0].address == nil })
    #expect(tree.depthsInOrder == [0, 1, 2])
    #expect(tree.node(0).frame == Rect(x: 0, y: 0, width: 320, height: 568))
    #expect(tree.node(0).value(of: "layer") == "<CALayer>")
    #expect(tree.node(0).value(of: "gestureRecognizers") == "<NSArray>")
    #expect(tree.node(1).text == "Cell")
    #expect(tree.node(2).kind == .layer)
  }

  /// `024`: a private class with an address and no properties at all.
  @Test func headerWithoutProperties() throws {
    let node = try Self.child("   | <BaseMsgContentViewController: 0x13e42be00>")
    #expect(node.className == "BaseMsgContentViewController")
    #expect(node.address == "0x13e42be00")
    #expect(node.properties.isEmpty)
    #expect(node.tail == nil)
    #expect(node.kind == .view)
  }

  /// Class names are kept exactly as printed, whatever their shape.
  @Test(arguments: [
    "MyApp.ProfileView",
    "SwiftUI._UIGraphicsView",
    "_TtC5MyApp4Cell",
    "_TtCC11SentryTests26SentryUIRedactBuilderTestsP33_CFAA046DA9C91E46E31D885324D143AA20CustomVisibilityView",
    "_TtGC7SwiftUI14_UIHostingViewGVS_6VStackGVS_15ModifiedContentGVS_5LabelVS_4TextVS_5Image_GVS_P10$1d976f51025LabelStyleWritingModifierVS_22TitleAndIconLabelStyle____",
    "_UILayoutGuide",
    "__UIVisualEffectBackdropView",
  ])
  func classNameIsKeptVerbatim(className: String) throws {
    let node = try Self.child(
      "   | <\(className): 0x11cc20f80; frame = (20 20; 40 40); alpha = 0.5; layer = <CALayer: 0x600000cf6f40>>"
    )
    #expect(node.className == className)
    #expect(node.address == "0x11cc20f80")
    #expect(node.alpha == 0.5)
    #expect(node.frame == Rect(x: 20, y: 20, width: 40, height: 40))
  }

  /// 32-bit addresses (8 hex digits) and 12-digit ones are both read.
  @Test(arguments: ["0xb989560", "0x7caf3800", "0x600000ae1170"])
  func addressWidths(address: String) throws {
    let node = try Self.child(
      "   | <UIView: \(address); frame = (0 0; 1 1); layer = <CALayer: 0x1>>")
    #expect(node.address == address)
  }

  /// `039a`: one line indented with extra spaces but 3 markers: the depth is the marker count.
  @Test func misindentedLineUsesMarkerCount() {
    let result = F.parse([
      "        // <UIWindow: 0x104f3cce0; frame = (20 20; 120 60); layer = <UIWindowLayer: 0x600000d982d0>>",
      "        //   | <UITransitionView: 0x107a2c080; frame = (0 0; 120 60); autoresize = W+H; layer = <CALayer: 0x600000259de0>>",
      "        //   |    | <UIView: 0x107a2c300; frame = (0 0; 120 60); autoresize = W+H; layer = <CALayer: 0x600000259e00>>",
      "        //        |    |    | <_TtGC7SwiftUI14_UIHostingViewGVS_6VStackGVS_15ModifiedContentGVS_5LabelVS_4TextVS_5Image_GVS_P10$1d976f51025LabelStyleWritingModifierVS_22TitleAndIconLabelStyle____: 0x107853850; frame = (0 0; 120 60); autoresize = W+H; gestureRecognizers = <NSArray: 0x6000000219a0>; backgroundColor = <UIDynamicSystemColor: 0x60000174d480; name = systemBackgroundColor>; layer = <CALayer: 0x600000ce1d10>>",
      "        //   |    |    |    | <_UIHostingViewContent: 0x107853a00; frame = (0 0; 120 60); layer = <CALayer: 0x600000ce1e00>>",
    ])
    let tree = result.hierarchy
    #expect(tree.depthsInOrder == [0, 1, 2, 3, 4])
    #expect(tree.node(3).className.hasPrefix("_TtGC7SwiftUI14_UIHostingView"))
    #expect(
      tree.node(3).value(of: "backgroundColor")
        == "<UIDynamicSystemColor: 0x60000174d480; name = systemBackgroundColor>")
  }

  /// A `_printHierarchy` row pasted after a recursiveDescription (`021`) is a view controller
  /// node; its own marker count places it.
  @Test func printHierarchyRowAfterRecursiveDescription() {
    let result = F.parse([
      "<UIWindow: 0x146007e40; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x146007dc0>>",
      "   | <UILayoutContainerView: 0x144d629d0; frame = (0 0; 320 480); autoresize = W+H; layer = <CALayer: 0x144d63ac0>>",
      "<CSNavJViewController 0x1450fe000>, state: appeared, view: <UILayoutContainerView 0x144d629d0>",
      "   | <FireflyTestLoginViewController 0x144f37c30>, state: appeared, view: <UIView 0x14602d3a0>",
    ])
    #expect(result.lineDispositions == [.node, .node, .node, .node])
    let tree = result.hierarchy
    #expect(tree.roots.map(\.rawValue) == [0, 2])
    #expect(tree.parentPositions == [-1, 0, -1, 2])
    let controller = tree.node(2)
    #expect(controller.kind == .viewController)
    #expect(controller.className == "CSNavJViewController")
    #expect(controller.address == "0x1450fe000")
    #expect(controller.tail == nil)
    #expect(tree.node(3).kind == .viewController)
    #expect(tree.node(1).kind == .view)
    // Views outnumber controllers here, so the dump stays a recursiveDescription.
    #expect(tree.format == .recursiveDescription)
  }
}
