import Testing

@testable import ViewTree

/// Rows behind the prefix of the message that carried them: a chat line's time and speaker
/// glued to the first row, Xcode's console prefix on every row, and an lldb session whose line
/// breaks were lost.
@Suite("Rows behind a message prefix")
struct MessagePrefixTests {
  typealias F = ParsingFixture

  static let rows = [
    "<UIWindow: 0x7f0000000010; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x600000000010>>",
    "   | <UIView: 0x7f0000000020; frame = (0 0; 320 480); layer = <CALayer: 0x600000000020>>",
    "   |    | <UILabel: 0x7f0000000030; frame = (20 40; 280 21); text = 'Hi'; layer = <_UILabelLayer: 0x600000000030>>",
    "   | <UIButton: 0x7f0000000040; frame = (20 80; 80 44); layer = <CALayer: 0x600000000040>>",
  ]

  static let console = "2026-11-22 10:42:01.123456+0100 MyApp[123:4567] "

  /// A dump of each format whose depths are 0, 1, 2, 1.
  static let dumpsOfEachFormat = [
    [
      "<UINavigationController 0x7f0000000100>, state: appeared, view: <UILayoutContainerView 0x7f0000000110>",
      "   | <ListController 0x7f0000000120>, state: appeared, view: <UITableView 0x7f0000000130>",
      "   |    | <DetailController 0x7f0000000170>, state: appeared, view: <UIView 0x7f0000000180>",
      "   + <AlertController 0x7f0000000140>, state: appeared, view: <UIView 0x7f0000000150>, presented with: <_UIAlertControllerPresentationController 0x7f0000000160>",
    ],
    [
      "UIWindow:0x7f0000000010", "|   •UIView:0x7f0000000020", "|   |   *UIButton:0x7f0000000030",
      "|   *UILabel:0x7f0000000040'Title'",
    ],
    [
      " →Application, 0x600000c8c1c0, pid: 4242, label: 'Shop'",
      "    Window (Main), 0x600000c8c2a0, {{0.0, 0.0}, {390.0, 844.0}}",
      "      Button, 0x600000c8c460, {{20.0, 100.0}, {80.0, 44.0}}, label: 'Buy'",
      "    Window, 0x600000c8c540, {{0.0, 0.0}, {390.0, 844.0}}",
    ],
    [
      "[   AF    ! wLU ] h=--- v=--- NSView f=(0,0,480,270) b=(-)",
      "  [   A     ! wLU ] h=--- v=--- NSButton f=(0,0,83,32) b=(-)",
      "    [   A     ! wLU ] h=--- v=--- NSButtonBezelView f=(0,0,83,32) b=(-)",
      "  [   AF    ! wLU ] h=--- v=--- NSTextField f=(90,8,100,16) b=(-)",
    ],
    rows.map { "// " + $0 },
  ]

  /// Every format's dump, each row behind `prefix`, reads as it does without it.
  static func expectEachFormatReads(behind prefix: String) {
    for rows in dumpsOfEachFormat {
      let plain = F.parse(rows).hierarchy
      let logged = F.parse(rows.map { prefix + $0 })
      #expect(logged.lineDispositions == Array(repeating: .node, count: 4), "\(rows[0])")
      #expect(logged.hierarchy.classNamesInOrder == plain.classNamesInOrder, "\(rows[0])")
      #expect(logged.hierarchy.depthsInOrder == plain.depthsInOrder, "\(rows[0])")
    }
  }

  // MARK: - A chat or console prefix glued to the first row

  /// The first row of a pasted dump keeps the chat line it was sent in: Slack's and Teams'
  /// `[time] Name: `, IRC's `[time] <nick> `, a bare `name: `, or a `print("tree:", …)` label,
  /// also one that is no name (`🔍 `, `hierarchy = `, `DEBUG: view tree: `).
  @Test(arguments: [
    "[10:42 AM] Jane Doe: ", "[10:42] <jane> ", "10:42 <jane> ", "jane: ", "tree: ",
    "[2026-11-22 10:42:01] jane: ", "🔍 ", "hierarchy = ", "hierarchy=", "DEBUG: view tree: ",
    "The hierarchy is ",
  ])
  func chatPrefixBeforeTheRootRow(prefix: String) throws {
    let result = F.parse([prefix + Self.rows[0]] + Self.rows.dropFirst())
    #expect(result.lineDispositions == Array(repeating: .node, count: 4))
    #expect(!result.diagnostics.contains { $0.severity == .warning })
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == ["UIWindow", "UIView", "UILabel", "UIButton"])
    #expect(tree.depthsInOrder == [0, 1, 2, 1])
    try #require(tree.count == 4)
    #expect(tree.node(0).frame == Rect(x: 0, y: 0, width: 320, height: 480))
    #expect(tree.node(0).sourceText.hasPrefix(prefix))
  }

  /// The formats that take depth from indentation keep it: the prefix is cut, the root's own
  /// indentation stays.
  @Test(arguments: ["[10:42 AM] Jane Doe: ", "jane: "])
  func chatPrefixBeforeIndentedRoots(prefix: String) {
    let formats = [
      [
        " →Application, 0x600000c8c1c0, pid: 4242, label: 'Shop'",
        "    Window (Main), 0x600000c8c2a0, {{0.0, 0.0}, {390.0, 844.0}}",
        "      Button, 0x600000c8c460, {{20.0, 100.0}, {80.0, 44.0}}, label: 'Buy'",
      ],
      [
        "[   AF    ! wLU ] h=--- v=--- NSView f=(0,0,480,270) b=(-)",
        "  [   A     ! wLU ] h=--- v=--- NSButton f=(0,0,83,32) b=(-)",
        "    [   A     ! wLU ] h=--- v=--- NSButtonBezelView f=(0,0,83,32) b=(-)",
      ],
      [
        "\tUIWindow:0x7f0000000010", "\t|   •UIView:0x7f0000000020",
        "\t|   |   *UIButton:0x7f0000000030",
      ],
    ]
    for rows in formats {
      let result = F.parse([prefix + rows[0]] + rows.dropFirst())
      #expect(result.lineDispositions == [.node, .node, .node], "\(rows[0])")
      #expect(result.hierarchy.depthsInOrder == [0, 1, 2], "\(rows[0])")
    }
  }

  /// A sentence that names a view is no prefixed row: nothing below it is its child.
  @Test func chatLineQuotingAViewIsText() {
    let view = "<UIView: 0x7f0000000010; frame = (0 0; 320 480); layer = <CALayer: 0x600000000010>>"
    let prose = F.parse(["jane: this one is wrong: " + view, "any idea why?"])
    #expect(prose.lineDispositions == [.text, .text])
    #expect(prose.hierarchy.isEmpty)
    // Nor is one followed by a row at its own depth: that row is the root.
    let sibling = F.parse(["[10:42 AM] Jane Doe: " + view, Self.rows[0]])
    #expect(sibling.lineDispositions == [.text, .node])
    #expect(sibling.hierarchy.classNamesInOrder == ["UIWindow"])
  }

  /// AppKit prints its legend after the dump: a chat prefix before an AppKit row that the
  /// legend follows is a dump of one node. Before prose it stays text.
  @Test func chatPrefixBeforeASingleAppKitRowAndItsLegend() {
    let row = "[   A     ! W U ] h=--- v=--- NSView f=(0,0,10,10) b=(-) => <_NSViewBackingLayer>"
    let legend =
      "A=autoresizesSubviews, C=canDrawConcurrently, D=needsDisplay, F=flipped, G=gstate"
    let result = F.parse(["[10:42 AM] Jane Doe: " + row, legend])
    #expect(result.lineDispositions == [.node, .legend])
    #expect(result.hierarchy.classNamesInOrder == ["NSView"])
    #expect(F.parse(["jane: " + row, "any idea why?"]).hierarchy.isEmpty)
  }

  // MARK: - Xcode's console prefix on every row

  /// `_printHierarchy`, `_autolayoutTrace`, XCUITest and AppKit rows logged one by one carry
  /// the console prefix; the indentation and comment marks after it are the row's own. Blanks
  /// before it are a code block's (a Markdown tab, four spaces).
  @Test(arguments: ["", "\t", "    "])
  func consolePrefixOnEveryRowOfEachFormat(indentation: String) {
    let dumps = Self.dumpsOfEachFormat
    for rows in dumps {
      let plain = F.parse(rows).hierarchy
      let logged = F.parse(rows.map { indentation + Self.console + $0 })
      #expect(logged.lineDispositions == Array(repeating: .node, count: 4), "\(rows[0])")
      #expect(logged.hierarchy.classNamesInOrder == plain.classNamesInOrder, "\(rows[0])")
      #expect(logged.hierarchy.depthsInOrder == plain.depthsInOrder, "\(rows[0])")
      #expect(plain.depthsInOrder == [0, 1, 2, 1], "\(rows[0])")
    }
  }

  /// Behind the prefix, rows and section lines are what they would be without it; any other
  /// message, a logged `(lldb)` or `%d items` too, is a log line.
  @Test func consolePrefixBeforeSectionsPromptsAndText() {
    let result = F.parse([
      Self.console + "(lldb) po app",
      Self.console + "Attributes: Application, 0x600000c8c1c0, pid: 4242, label: 'Shop'",
      Self.console + "Element subtree:",
      Self.console + " →Application, 0x600000c8c1c0, pid: 4242, label: 'Shop'",
      Self.console + "    Window (Main), 0x600000c8c2a0, {{0.0, 0.0}, {390.0, 844.0}}",
      Self.console + "Loaded 3 items",
      Self.console + "%d items [Cart]",
    ])
    #expect(result.lineDispositions == [.log, .legend, .legend, .node, .node, .log, .log])
    #expect(result.hierarchy.depthsInOrder == [0, 1])
  }

  // MARK: - A CI runner's timestamp on every line

  /// A raw log of GitHub Actions (or Azure Pipelines) starts each line with the runner's UTC
  /// time and one space, also before Xcode's console prefix; Jenkins' Timestamper with the
  /// time of day; fastlane with it bracketed, maybe with xcpretty's `▸`: the rows behind it
  /// read as without it.
  @Test(arguments: [
    "2024-01-02T10:11:12.3456789Z ", "2024-01-02T10:11:12Z ",
    "2024-01-02T10:11:12.3456789Z " + console, "16:26:37 ", "16:26:37.412 ", "[10:12:33]: ",
    "[10:12:33]: ▸ ", "[2024-05-01T10:00:00.123Z] ", "2024-05-01T10:00:00.123456Z 01O ",
    "2024-05-01T10:00:00.123456Z 00E+ ",
  ])
  func ciTimestampOnEveryRowOfEachFormat(prefix: String) {
    Self.expectEachFormatReads(behind: prefix)
  }

  /// Behind the runner's time, the job's own lines stay log lines and section lines stay
  /// sections.
  @Test func ciTimestampBeforeJobLinesAndSections() {
    let stamp = "2024-01-02T10:11:12.3456789Z "
    let result = F.parse([
      stamp + "##[group]Run xcodebuild test -scheme Shop",
      stamp + "    t =    12.34s Tap \"Buy\" Button",
      stamp + "Attributes: Application, 0x600000c8c1c0, pid: 4242, label: 'Shop'",
      stamp + "Element subtree:",
      stamp + " →Application, 0x600000c8c1c0, pid: 4242, label: 'Shop'",
      stamp + "    Window (Main), 0x600000c8c2a0, {{0.0, 0.0}, {390.0, 844.0}}",
      stamp + "##[error]Testing failed:",
    ])
    #expect(result.lineDispositions == [.log, .log, .legend, .legend, .node, .node, .log])
    #expect(result.hierarchy.depthsInOrder == [0, 1])
  }

  // MARK: - A tool's log tags on every line

  /// Appium relays what Xcode prints behind its own tags (`[Xcode] `, `[XCUITest] `, also
  /// two, `[debug] [XCUITest] `): the rows behind them read as without them.
  @Test(arguments: ["[Xcode] ", "[XCUITest] ", "[debug] [XCUITest] ", "[WD Proxy] "])
  func logTagsOnEveryRowOfEachFormat(prefix: String) {
    Self.expectEachFormatReads(behind: prefix)
  }

  /// The tool's own lines between the rows are log lines, also one ending with brackets
  /// (no command echo, which would start a new tree), and tagged section lines stay sections.
  @Test func loggedLinesBetweenTaggedRows() {
    let result = F.parse([
      "[debug] [W3C] Calling AppiumDriver.getPageSource() with args: []",
      "[Xcode] Attributes: Application, 0x600000c8c1c0, pid: 4242, label: 'Shop'",
      "[Xcode] Element subtree:",
      "[Xcode]  →Application, 0x600000c8c1c0, pid: 4242, label: 'Shop'",
      "[Xcode]     Window (Main), 0x600000c8c2a0, {{0.0, 0.0}, {390.0, 844.0}}",
      "[debug] [W3C] Responding to client with driver.getPageSource() result: []",
      "[Xcode]       Button, 0x600000c8c460, {{20.0, 100.0}, {80.0, 44.0}}, label: 'Buy'",
    ])
    #expect(result.lineDispositions == [.log, .legend, .legend, .node, .node, .log, .node])
    #expect(result.hierarchy.depthsInOrder == [0, 1, 2])
  }

  /// An AppKit row's flag field is bracketed too, and may start with a flag letter: it is no
  /// tag, and a command echo in brackets stays a prompt.
  @Test func appKitFlagsAndCommandEchoesAreNoTags() {
    let appKit = F.parse([
      "[C  AF    ! wLU ] h=--- v=--- NSView f=(0,0,480,270) b=(-)",
      "  [   A     ! wLU ] h=--- v=--- NSButton f=(0,0,83,32) b=(-)",
    ])
    #expect(appKit.hierarchy.classNamesInOrder == ["NSView", "NSButton"])
    #expect(appKit.hierarchy.depthsInOrder == [0, 1])
    let echo = F.parse(["[self.view recursiveDescription]", Self.rows[0]])
    #expect(echo.lineDispositions == [.prompt, .node])
  }

  /// A `_printHierarchy` whose newlines were lost, glued to its command, reads behind a console
  /// prefix, a quote mark or a line number as it does alone.
  @Test(arguments: [console, "> ", "12: "])
  func prefixBeforeCollapsedControllerRows(prefix: String) {
    let result = F.parse([
      prefix + "[[[UIWindow keyWindow] rootViewController] _printHierarchy]"
        + "<UINavigationController 0x7f0000000100>, state: appeared, view: <UILayoutContainerView 0x7f0000000110> "
        + "| <ListController 0x7f0000000120>, state: appeared, view: <UITableView 0x7f0000000130>"
    ])
    #expect(result.lineDispositions == [.node])
    #expect(result.hierarchy.classNamesInOrder == ["UINavigationController", "ListController"])
    #expect(result.hierarchy.depthsInOrder == [0, 1])
  }

  // MARK: - An lldb session on one line

  /// A session copied from a page that lost its line breaks: each prompt starts a command,
  /// and the output after the command is read as the rows it holds.
  /// Also indented, as in a Markdown code block.
  @Test(arguments: ["", "    ", "\t"])
  func collapsedSessionWithAPointerResult(indentation: String) throws {
    let result = F.parse([
      indentation
        + "(lldb) po v (UIView *) $1 = 0x7f0000000010 <UIView: 0x7f0000000010; frame = (0 0; 320 480); layer = <CALayer: 0x600000000010>> (lldb) po w"
    ])
    #expect(result.lineDispositions == [.node])
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == ["UIView"])
    try #require(tree.count == 1)
    #expect(tree.node(0).frame == Rect(x: 0, y: 0, width: 320, height: 480))
    #expect(tree.node(0).tail == nil)
  }

  /// Collapsed recursiveDescription rows after a command read as they do without it; the next
  /// prompt's output is a new root.
  @Test func collapsedSessionWithCollapsedRows() {
    let rows = Self.rows.joined(separator: " ")
    let result = F.parse([
      "(lldb) po [[UIWindow keyWindow] recursiveDescription] \(rows) (lldb) po w (UIView *) $2 = 0x7f0000000050 <UIView: 0x7f0000000050; frame = (0 0; 10 10); layer = <CALayer: 0x600000000050>> (lldb) c"
    ])
    #expect(result.lineDispositions == [.node])
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == ["UIWindow", "UIView", "UILabel", "UIButton", "UIView"])
    #expect(tree.depthsInOrder == [0, 1, 2, 1, 0])
    #expect(tree.indices.allSatisfy { tree[$0].tail == nil })
  }

  /// A command whose rows are glued to it keeps them; an array's heading is no output.
  @Test func collapsedSessionWithRowsGluedToACommand() {
    let result = F.parse([
      "(lldb) po [v _autolayoutTrace] •UIWindow:0x7f0000000010 | •UIView:0x7f0000000020 | | *UIButton:0x7f0000000030 "
        + "(lldb) po [v constraints] <__NSArrayI 0x600000000070>( <NSLayoutConstraint:0x600000000080 UIButton:0x7f0000000030.width == 80   (active)> )"
    ])
    #expect(result.lineDispositions == [.node])
    #expect(result.hierarchy.classNamesInOrder == ["UIWindow", "UIView", "UIButton"])
    #expect(result.hierarchy.depthsInOrder == [0, 1, 2])
  }

  /// A prompt line without output, or whose command only names a class, stays a prompt.
  @Test func promptLinesWithoutOutputStayPrompts() {
    let result = F.parse([
      "(lldb) po w", "(lldb) po [view isKindOfClass:[UIView class]] (lldb) c",
      "(lldb) expr -l objc -- (void)[(UIView *)0x7f0000000010 setNeedsLayout]",
    ])
    #expect(result.lineDispositions == [.prompt, .prompt, .prompt])
  }

  /// A `_printHierarchy` row wrapped mid-word leaves `ppeared, view: <…>` on a line of its
  /// own: a speaker holds no comma, so the piece is no chat line opening a tree.
  @Test func wrappedControllerRowIsNoChatLine() {
    let result = F.parse([
      "<MMTabBarController 0x18265240>, state: appeared, view: <UILayoutContainerView 0x18265ac0>",
      "   | <MMUINavigationController 0x1800f230>, state: a",
      "ppeared, view: <UILayoutContainerView 0x180cd0e0>",
      "   |    | <NewMainFrameViewController 0x179a2400>, s",
      "tate: disappeared, view: <MMUIHookView 0x1827f980>",
    ])
    #expect(result.hierarchy.roots.count == 1)
    #expect(
      result.hierarchy.classNamesInOrder == [
        "MMTabBarController", "MMUINavigationController", "NewMainFrameViewController",
      ])
  }

  /// In a session on one line, a view quoted in a command's argument or after a `//` comment
  /// is no output; a quoted key before the real output is skipped over.
  @Test func collapsedSessionQuotesAndCommentsAreNoOutput() {
    let view = "<UIView: 0x7f0000000010; frame = (0 0; 10 10); layer = <CALayer: 0x1>>"
    let result = F.parse([
      "(lldb) po str \"The view \(view) is hidden\" (lldb) c",
      "(lldb) po self.view // should print \(view) (lldb) c",
      "(lldb) po view.value(forKey: \"recursiveDescription\") \(view) (lldb) c",
    ])
    #expect(result.lineDispositions == [.prompt, .prompt, .node])
    #expect(result.hierarchy.count == 1)
  }
}
