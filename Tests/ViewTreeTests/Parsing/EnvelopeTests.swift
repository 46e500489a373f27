import Testing

@testable import ViewTree

/// FORMATS.md §1.1–§1.5: prompts, chatter, wrappers, comment prefixes and blank lines around or
/// inside a dump. None of them may become a node, and none may disturb the depth tracking.
@Suite("Envelopes around a dump")
struct EnvelopeTests {
  typealias F = ParsingFixture

  // MARK: - §1.1 Prompts and command echoes

  @Test func lldbPromptIsSkipped() {
    let result = F.parse([
      "(lldb) po [[self view] recursiveDescription]",
      "<UIView: 0x7fd94a701f90; frame = (0 0; 375 667); autoresize = W+H; layer = <CALayer: 0x600000e2c0a0>>",
      "   | <UILabel: 0x7fd94a40a6c0; frame = (16 20; 343 21); text = 'Hello'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x600002b5e2b0>>",
    ])
    #expect(result.lineDispositions == [.prompt, .node, .node])
    #expect(result.hierarchy.classNamesInOrder == ["UIView", "UILabel"])
    #expect(result.hierarchy.depthsInOrder == [0, 1])
    // The skipped prompt is reported, as a note on its line, not as a warning.
    let promptNote = result.diagnostics.first { $0.line == 1 }
    #expect(promptNote?.disposition == .prompt)
    #expect(promptNote?.severity == .note)
  }

  /// A web page's list mark before every row (`- | <UIView…>`) is a prefix: the rows stay
  /// recursiveDescription rows, and `--input-format recursiveDescription` reads them. A Swift
  /// `dump` item (`- <UIView: …> #0`) is still a Mirror value.
  @Test func aListDashBeforeRowsKeepsTheirFormat() {
    let result = F.parse([
      "- <UIView: 0x1; frame = (0 0; 10 10); layer = <CALayer: 0x2>>",
      "- | <UIView: 0x3; frame = (0 0; 5 5); layer = <CALayer: 0x4>>",
    ])
    #expect(result.hierarchy.parentPositions == [-1, 0])
    #expect(result.hierarchy.format == .recursiveDescription)
    #expect(result.hierarchy.node(0).format == .recursiveDescription)
    let forced = DumpParser(format: .recursiveDescription).parse(
      "- <UIView: 0x1; frame = (0 0; 10 10); layer = <CALayer: 0x2>>\n")
    #expect(forced.hierarchy.count == 1)
    let mirror = F.parse(["- <UIView: 0x1; frame = (0 0; 10 10); layer = <CALayer: 0x2>> #0"])
    #expect(mirror.hierarchy.node(0).format == .other)
  }

  /// Cycript may throw the dump's text as an error (``throw new TypeError(`'<UIWindow…``):
  /// the first row is the root, not lost behind the error's words.
  @Test func cycriptsThrownDumpKeepsItsRoot() {
    let result = F.parse([
      "cy# UIApp.keyWindow.recursiveDescription().toString()",
      "throw new TypeError(`'<UIWindow: 0x1; frame = (0 0; 320 568); layer = <UIWindowLayer: 0x2>>",
      "   | <UIView: 0x3; frame = (0 0; 320 568); layer = <CALayer: 0x4>>",
    ])
    #expect(result.hierarchy.classNamesInOrder == ["UIWindow", "UIView"])
    #expect(result.hierarchy.parentPositions == [-1, 0])
    #expect(!result.diagnostics.contains { $0.severity == .warning })
  }

  /// A first row glued to a bare prompt, the command left out of the paste, is read in every
  /// format; the prompt still starts a new tree.
  @Test func rowsGluedToABarePromptAreRead() {
    let trace = F.parse([
      "*<UIView:0x9>",
      "(lldb) UIWindow:0x7f9481c93360",
      "|   •UIView:0x7f9481c9d680",
    ])
    #expect(trace.hierarchy.classNamesInOrder == ["UIView", "UIWindow", "UIView"])
    #expect(trace.hierarchy.depthsInOrder == [0, 0, 1])
    let elements = F.parse([
      "(lldb)  →Application, 0x7a6da75c0, pid: 2933, title: 'S'",
      "    Window, 0x7a6da7700, {{587.0, 36.0}, {380.0, 293.0}}",
    ])
    #expect(elements.hierarchy.depthsInOrder == [0, 1])
    let appKit = F.parse([
      "(gdb) [   AF    !   U ] h=--- v=--- NSButton \"Push Me\" f=(0,0,83,32) b=(-)",
      "  [   A     !   U ] h=--- v=--- NSButtonBezelView f=(0,0,83,32) b=(-)",
    ])
    #expect(appKit.hierarchy.classNamesInOrder == ["NSButton", "NSButtonBezelView"])
    #expect(appKit.hierarchy.depthsInOrder == [0, 1])
    // A command is still a command.
    let command = F.parse([
      "(lldb) po self.view", "(lldb) e -l objc -- (void)[CATransaction flush]",
    ])
    #expect(command.hierarchy.isEmpty)
  }

  @Test func gdbPromptIsSkipped() {
    let result = F.parse([
      "(gdb) po [[self view] recursiveDescription]",
      "<UIView: 0x6a107c0; frame = (0 20; 320 460); autoresize = W+H; layer = <CALayer: 0x6a10800>>",
      "   | <UIRoundedRectButton: 0x6a103e0; frame = (124 196; 72 37); opaque = NO; layer = <CALayer: 0x6a10500>>",
    ])
    #expect(result.lineDispositions == [.prompt, .node, .node])
    #expect(result.hierarchy.classNamesInOrder == ["UIView", "UIRoundedRectButton"])
  }

  @Test func shellPromptAndCycriptPromptAreSkipped() {
    let result = F.parse([
      "everettjfs-iPhone:~ root# cycript -p WeChat",
      "cy# [[UIApp keyWindow] recursiveDescription].toString()",
      "<UIWindow: 0x16e82190; frame = (0 0; 320 568); layer = <UIWindowLayer: 0x16e63ce0>>",
      "   | <UIView: 0x16d92c10; frame = (0 0; 320 568); layer = <CALayer: 0x16d92cb0>>",
    ])
    #expect(result.lineDispositions == [.prompt, .prompt, .node, .node])
    #expect(result.hierarchy.count == 2)
  }

  @Test func fridaPromptAndBannerAreNotNodes() {
    let result = F.parse([
      #"[*] Device info: Device(id="33010c846ea011df002c0781f922a10c9f2aca48", name="iPad 4", type='usb')"#,
      "[USB::iPhone 4S::Gadget]-> ObjC.classes.UIWindow.keyWindow().recursiveDescription().toString();",
      "<UIWindow: 0x1667e520; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x16680c10>>",
      "   | <UIView: 0x16681000; frame = (0 0; 320 480); layer = <CALayer: 0x16681100>>",
    ])
    #expect(result.lineDispositions[0] != .node)
    #expect(result.lineDispositions[1] == .prompt)
    #expect(result.hierarchy.classNamesInOrder == ["UIWindow", "UIView"])
    #expect(result.hierarchy.depthsInOrder == [0, 1])
  }

  /// Prompt lines seen in the wild: indented deeper than the dump, a trailing `;`, an author's
  /// `#` comment, the `(lldb)` lost (a bare `po` or cycript command), and a trailing command
  /// after the dump.
  @Test(arguments: [
    "        (lldb) po [[UIWindow keyWindow] recursiveDescription]",
    "(lldb) po [[UIWindow keyWindow] recursiveDescription];",
    "(lldb) po [[UIWindow keyWindow] recursiveDescription] # after tapping login",
    " [UIWindow keyWindow] recursiveDescription]",
    "(lldb) e -l objc -- UIView *$view = (UIView *)0x7f80f2d0d540",
    "po [[UIWindow keyWindow] recursiveDescription]",
    "expr -l objc -O -- [[UIWindow keyWindow] recursiveDescription]",
    "exp -l objc -o -- [UIViewController _printHierarchy]",
    "[[UIApp keyWindow] recursiveDescription].toString()",
  ])
  func promptLineVariantsAreSkipped(prompt: String) {
    let result = F.parse([
      prompt,
      "    <UIWindow: 0x7f811ce0cb50; frame = (0 0; 414 736); layer = <UIWindowLayer: 0x6000004e8640>>",
      "       | <UITransitionView: 0x7f811cc0e8d0; frame = (0 0; 414 736); layer = <CALayer: 0x6000004e9500>>",
    ])
    #expect(result.lineDispositions == [.prompt, .node, .node])
    #expect(result.hierarchy.depthsInOrder == [0, 1])
  }

  /// Bracketed lines that are no command echo: an empty list a printer writes between rows,
  /// and a log line that starts with its bracketed time. Neither starts a new tree.
  @Test(arguments: [
    "    []",
    "[2017-12-12 02:21:00][Xcode] Runner[233:5923] Failed -[__NSPlaceholderArray initWithObjects:count:]",
  ])
  func bracketedLinesThatAreNoCommand(line: String) {
    let result = F.parse([
      "<UIWindow: 0x7f811ce0cb50; frame = (0 0; 414 736); layer = <UIWindowLayer: 0x6000004e8640>>",
      "   | <UITransitionView: 0x7f811cc0e8d0; frame = (0 0; 414 736); layer = <CALayer: 0x6000004>>",
      line,
      "   |    | <UIView: 0x7f811cc0e8e0; frame = (0 0; 414 736); layer = <CALayer: 0x6000005>>",
    ])
    #expect(result.lineDispositions[2] != .prompt)
    #expect(result.hierarchy.parentPositions == [-1, 0, 1])
  }

  /// `017`: newlines lost, the output glued to the command echo on the same line.
  @Test func nodeGluedToCommandEchoIsKept() throws {
    let result = F.parse([
      "[[[UIWindow keyWindow] rootViewController] _printHierarchy]<MMUINavigationController 0x18392800>, state: appeared, view: <UILayoutContainerView 0x17f33790>"
    ])
    #expect(result.lineDispositions == [.node])
    try #require(result.hierarchy.count == 1)
    let node = result.hierarchy.node(0)
    #expect(node.className == "MMUINavigationController")
    #expect(node.address == "0x18392800")
    #expect(node.kind == .viewController)
  }

  /// A prompt between two dumps starts a new tree, even when the second dump starts at depth 1
  /// (which would otherwise hang it under the first dump's root).
  @Test func promptBetweenDumpsStartsANewTree() {
    let result = F.parse([
      "(lldb) po [self.view recursiveDescription]",
      "<UIView: 0x7fd94a701f90; frame = (0 0; 375 667); layer = <CALayer: 0x600000e2c0a0>>",
      "   | <UILabel: 0x7fd94a40a6c0; frame = (16 20; 343 21); layer = <_UILabelLayer: 0x600002b5e2b0>>",
      "(lldb) po [self.button recursiveDescription]",
      "   | <UIButton: 0x7fd94a40b000; frame = (16 60; 100 44); opaque = NO; layer = <CALayer: 0x600000e2c200>>",
      "   |    | <UIButtonLabel: 0x7fd94a40b100; frame = (0 0; 100 44); text = 'OK'; layer = <_UILabelLayer: 0x600002b5e300>>",
    ])
    let tree = result.hierarchy
    #expect(tree.roots.map(\.rawValue) == [0, 2])
    #expect(tree.depthsInOrder == [0, 1, 0, 1])
    #expect(tree.parentPositions == [-1, 0, -1, 2])
  }

  /// Two dumps pasted back to back (`025`): each root line starts its own tree.
  @Test func twoDumpsInOnePasteGiveTwoRoots() {
    let result = F.parse([
      "(gdb) po [self view]",
      "<UIView: 0x6a107c0; frame = (0 20; 320 460); autoresize = W+H; layer = <CALayer: 0x6a10800>>",
      "Current language: auto; currently objective-c",
      "(gdb) po [[self view] recursiveDescription]",
      "<UIView: 0x6a107c0; frame = (0 20; 320 460); autoresize = W+H; layer = <CALayer: 0x6a10800>>",
      "   | <UIRoundedRectButton: 0x6a103e0; frame = (124 196; 72 37); opaque = NO; layer = <CALayer: 0x6a10500>>",
    ])
    let tree = result.hierarchy
    #expect(tree.count == 3)
    #expect(tree.roots.map { tree[$0].line } == [2, 5])
    #expect(tree.children(of: tree.roots[1]).map { tree[$0].className } == ["UIRoundedRectButton"])
    #expect(result.lineDispositions[2] != .node)
  }

  // MARK: - §1.2 Chatter

  @Test func xcodeConsoleAndNSLogLinesAreSkippedAsLog() {
    let result = F.parse([
      "2014-02-01 09:56:15.587 SwipeableCell[46989:70b] Cell recursive description:",
      " ",
      "<UITableViewCell: 0x8e63530; frame = (0 0; 320 44); autoresize = W; layer = <CALayer: 0x8e63700>>",
      "   | <UITableViewCellScrollView: 0x8e636e0; frame = (0 0; 320 44); clipsToBounds = YES; layer = <CALayer: 0x8e1d960>; contentOffset: {0, 0}>",
      "2018-12-13 11:47:05.172711+0800 AutolayoutAndPurelayout[76286:9049824] [LayoutConstraints] Unable to simultaneously satisfy constraints.",
      "   |    | <UITableViewCellContentView: 0x8e63810; frame = (0 0; 320 43.5); layer = <CALayer: 0x8e63900>>",
    ])
    #expect(result.lineDispositions == [.log, .blank, .node, .node, .log, .node])
    // The log line in the middle does not reset the depth: the content view stays a child.
    #expect(result.hierarchy.depthsInOrder == [0, 1, 2])
  }

  /// Xcode's constraint-breaking message quotes a constraint description after its console
  /// prefix; the `<` inside does not make it a tree line.
  @Test
  func consoleLineQuotingADescriptionIsStillLog() {
    let result = F.parse([
      "2018-12-13 11:47:05.173041+0800 AutolayoutAndPurelayout[76286:9049824] [LayoutConstraints] Will attempt to recover by breaking constraint <NSLayoutConstraint:0x600002b4e3a0 UIView:0x7fd94a701f90.height == 44   (active)>",
      "<UIView: 0x7fd94a701f90; frame = (0 0; 375 44); layer = <CALayer: 0x600000e2c0a0>>",
    ])
    #expect(result.lineDispositions == [.log, .node])
    #expect(!result.diagnostics.contains { $0.severity == .warning })
  }

  /// An NSLog prefix on each node line (`060` shows it for AppKit): the prefix is an envelope.
  @Test func nslogPrefixOnTheNodeLineIsStripped() {
    let result = F.parse([
      "2014-02-01 09:56:15.587 SwipeableCell[46989:70b] <UITableViewCell: 0x8e63530; frame = (0 0; 320 44); layer = <CALayer: 0x8e63700>>",
      "2014-02-01 09:56:15.588 SwipeableCell[46989:70b]    | <UITableViewCellContentView: 0x8e63810; frame = (0 0; 320 43.5); layer = <CALayer: 0x8e63900>>",
    ])
    #expect(result.lineDispositions == [.node, .node])
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == ["UITableViewCell", "UITableViewCellContentView"])
    #expect(tree.depthsInOrder == [0, 1])
    #expect(tree.node(0).descriptionText.hasPrefix("<UITableViewCell: 0x8e63530;"))
    #expect(tree.node(0).sourceText.hasPrefix("2014-02-01"))
  }

  /// `NSLog(@"Hierarchy: %@", …)` prints a short label between the console prefix and the
  /// root row (a test runner may add its own tag before the date, a format may glue the label
  /// to the view, `@"keyWindow:%@"`); the rows below are its children.
  @Test(arguments: [
    "2016-10-05 16:13:00.193 Example[28117:558468] View hierarchy: ",
    "RUNNER app: 2016-10-05 16:13:00.193 Example[28117:558468] UI Hierarchy on test failure: ",
    "2015-12-15 10:18:14.969 Example[2639:121770] keyWindow:",
  ])
  func nslogLabelBeforeTheRootRow(prefix: String) {
    let result = F.parse([
      prefix
        + "<UIView: 0x7f0000000010; frame = (0 0; 320 480); layer = <CALayer: 0x600000000010>>",
      "   | <UIButton: 0x7f0000000020; frame = (10 10; 100 44); layer = <CALayer: 0x600000000020>>",
    ])
    #expect(result.lineDispositions == [.node, .node])
    #expect(result.hierarchy.classNamesInOrder == ["UIView", "UIButton"])
    #expect(result.hierarchy.depthsInOrder == [0, 1])
  }

  /// A console message with a short label whose sentence goes on after the quoted view
  /// (`API error: <…> returned 0 width`) is a log line, not a labelled root row.
  @Test func labelledConsoleSentenceContinuingAfterTheViewIsStillLog() {
    let result = F.parse([
      "2020-01-01 10:00:00.000000+0100 Example[1:2] API error: <MyInputView: 0x7f0000000010; frame = (0 0; 0 0); layer = <CALayer: 0x600000000010>> returned 0 width, assuming no metric",
      "<UIView: 0x7f0000000020; frame = (0 0; 320 480); layer = <CALayer: 0x600000000020>>",
    ])
    #expect(result.lineDispositions == [.log, .node])
    #expect(result.hierarchy.classNamesInOrder == ["UIView"])
    #expect(!result.diagnostics.contains { $0.severity == .warning })
  }

  /// Xcode's constraint message ends by naming a header (`<UIKitCore/UIView.h>`): a path in
  /// angle brackets is text, not a misplaced node.
  @Test(arguments: ["UIKitCore/UIView.h", "UIKit/UIView.h"])
  func headerPathInAngleBracketsIsText(header: String) {
    let result = F.parse([
      "The methods in the category on UIView listed in <\(header)> may also be helpful."
    ])
    #expect(result.lineDispositions == [.text])
    #expect(!result.diagnostics.contains { $0.severity == .warning })
  }

  /// Code pasted with a dump names generic types and protocol lists in angle brackets: text
  /// with a note, not a warning about a misplaced description; a description after other
  /// text is still warned about.
  @Test(arguments: [
    "NSArray<NSString *> *stringTargetHierarchy = @[",
    "@property (weak, nonatomic) <UISwipeActionPullViewDelegate>* delegate;",
    "- AppKitWindowHostingView<ModifiedContent<AnyView, RootModifier>> (frame: (0.0, 0.0, 1290.0, 971.0))",
  ])
  func genericTypesAreTextWithANote(line: String) {
    let result = F.parse([line])
    #expect(result.lineDispositions == [.text])
    #expect(!result.diagnostics.contains { $0.severity == .warning })
    #expect(result.diagnostics.contains { $0.message.contains("generic type") })
    let description = F.parse(["see foo<UIView: 0x1; frame = (0 0; 1 1)> and <UIView 0x7f1> too"])
    #expect(description.diagnostics.contains { $0.severity == .warning })
  }

  /// A print loop's label repeated before each row (`print(" ___sub:___\(subview)")`): the
  /// rows are read, every one of them, the last one too; a sentence repeated about views
  /// (text after the description) stays text.
  @Test func aLabelRepeatedBeforeEachRowIsAPrintLoops() {
    let result = F.parse([
      " ___sub:___<UIView: 0x1; frame = (0 180; 390 90); layer = <CALayer: 0x2>>",
      " ___sub:___<UIView: 0x3; frame = (0 90; 390 90); layer = <CALayer: 0x4>>",
      " ___sub:___<UIView: 0x5; frame = (0 0; 390 90); layer = <CALayer: 0x6>>",
    ])
    #expect(result.lineDispositions == [.node, .node, .node])
    #expect(result.hierarchy.addressesInOrder == ["0x1", "0x3", "0x5"])
    let sentences = F.parse([
      "Error: <UIView: 0x1; frame = (0 0; 1 1)> has no width",
      "Error: <UIView: 0x3; frame = (0 0; 1 1)> has no width",
    ])
    #expect(sentences.hierarchy.isEmpty)
    let different = F.parse([
      "first: <UIView: 0x1; frame = (0 0; 1 1)>", "second: <UIView: 0x3; frame = (0 0; 1 1)>",
    ])
    #expect(different.hierarchy.isEmpty)
  }

  /// A console message that quotes a view after other text (a warning, a sentence with its own
  /// colon) stays a log line.
  @Test func consoleSentenceEndingInAViewIsStillLog() {
    let result = F.parse([
      "2020-01-01 10:00:00.000000+0100 Example[1:2] [TableView] Warning once only: UITableView was told to layout its visible cells. Table view: <UITableView: 0x7f0000000010; frame = (0 0; 320 480); layer = <CALayer: 0x600000000010>>"
    ])
    #expect(result.lineDispositions == [.log])
  }

  /// UIKit's warnings name a view in a sentence (`<UIView: 0x…>'s window is not equal to …`):
  /// a description followed by a possessive is quoted, not a row.
  @Test func descriptionFollowedByAPossessiveIsText() {
    let result = F.parse([
      "2016-06-14 21:10:11.898 Shop[526:94062] <UIView: 0x7f0000000010; frame = (0 0; 375 667); layer = <CALayer: 0x600000000010>>'s window is not equal to <Shop.TabController: 0x7f0000000020>'s view's window!",
      "<UIView: 0x7f0000000030; frame = (0 0; 320 480); layer = <CALayer: 0x600000000030>>",
    ])
    #expect(result.lineDispositions == [.log, .node])
    #expect(result.hierarchy.classNamesInOrder == ["UIView"])
  }

  /// A test runner's log names objects in its messages (`<XCTWaiter: 0x…> done waiting`):
  /// a description with nothing after its address and words after it is no row, while a
  /// dump logged the same way is read.
  @Test func logMessagesAboutAnObjectAreNoRows() {
    let result = F.parse([
      "18:23:58.394 XCTRunner[262:22136] <XCTWaiter: 0x1657db60>: cancelWaiting",
      "18:23:58.394 XCTRunner[262:22119] <XCTWaiter: 0x1657db60> done waiting",
      "18:23:58.398 XCTRunner[262:22119] <XCTWaiter: 0x165c4bf0> entering wait loop for 15.00s",
      "18:23:58.399 XCTRunner[262:22119] <UIWindow: 0x7f0000000010; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x600000000010>>",
      "   | <UILabel: 0x7f0000000020; frame = (0 0; 10 10); layer = <_UILabelLayer: 0x600000000020>>",
    ])
    #expect(result.hierarchy.classNamesInOrder == ["UIWindow", "UILabel"])
    #expect(Array(result.lineDispositions.prefix(3)) == [.log, .log, .log])
  }

  /// A message may also go on with one word that ends its sentence (`dismissed.`), or with a
  /// selector part and its argument (`dimmingViewWasTapped:<UIDimmingView: …>`).
  @Test(arguments: [
    "2014-11-22 19:24:51.900 App[84210:1084883] <UINavigationController: 0x7fd673789da0> dismissed.",
    "App[84049:1079574] <UIPopoverPresentationController: 0x7fd09f91c530> dimmingViewWasTapped:<UIDimmingView: 0x7fd09f92f800; frame = (0 0; 768 1024)>",
  ])
  func aLogMessageOfOneWordOrASelectorIsNoRow(line: String) {
    let result = F.parse([line])
    #expect(result.hierarchy.isEmpty)
    #expect(result.lineDispositions != [.node])
  }

  /// The same description followed by words is a row where a dump has it: above rows with
  /// markers (a tree's root), or indented in a dump printed without markers.
  @Test func aBareDescriptionWithWordsInATreeIsARow() {
    let rooted = F.parse([
      "<MyRootView: 0x1> root view",
      "   | <UIView: 0x2; frame = (0 0; 1 1); layer = <CALayer: 0x3>>",
    ])
    #expect(rooted.hierarchy.classNamesInOrder == ["MyRootView", "UIView"])
    let indented = F.parse([
      "<UIWindow: 0x1; frame = (0 0; 100 100)>",
      "    <MyView: 0x2> sign in",
      "        <UIView: 0x3; frame = (0 0; 1 1)>",
    ])
    #expect(indented.hierarchy.classNamesInOrder == ["UIWindow", "MyView", "UIView"])
    #expect(indented.hierarchy.depthsInOrder == [0, 1, 2])
  }

  /// Xcode 15 and later print each message's metadata on a line after it when the console
  /// shows it (`Type: Notice | Timestamp: … | Process: … | TID: 0x…`): a log line, also between
  /// the rows of an NSLog'd dump, which go on below it.
  @Test func xcodeConsoleMetadataLinesAreSkippedAsLog() {
    let result = F.parse([
      "<UIView: 0x7f0000000010; frame = (0 0; 320 480); layer = <CALayer: 0x600000000010>>",
      "Type: Notice | Timestamp: 2025-01-02 10:11:12.345678+01:00 | Process: Shop | Library: Shop | TID: 0x1a2b",
      "   | <UILabel: 0x7f0000000020; frame = (0 0; 10 10); layer = <CALayer: 0x600000000020>>",
      "Type: Error | Timestamp: [timestamp] | Library: UIKitCore | Subsystem: com.apple.UIKit | Category: Assert",
    ])
    #expect(result.lineDispositions == [.node, .log, .node, .log])
    #expect(result.hierarchy.depthsInOrder == [0, 1])
  }

  /// lldb's diagnostics on an expression name it `<EXPR>` (or `<user expression 0>`): a log
  /// line, not a description after an unknown prefix.
  @Test func lldbExpressionDiagnosticsAreLog() {
    let result = F.parse([
      "(lldb) po view.recursiveDescription()",
      "error: <EXPR>:8:6: value of type 'UIView' has no member 'recursiveDescription'",
      "error: <user expression 0>:1:1: use of undeclared identifier 'vw'",
      "<UIView: 0x7f0000000010; frame = (0 0; 320 480); layer = <CALayer: 0x600000000010>>",
    ])
    #expect(result.lineDispositions == [.prompt, .log, .log, .node])
    #expect(result.diagnostics.allSatisfy { $0.severity == .note })
  }

  @Test func xctestActivityLinesAreSkippedAsLog() {
    let result = F.parse([
      "    t =   109.84s Requesting snapshot of accessibility hierarchy for app with pid 8736",
      "<UIWindow: 0x7f811ce0cb50; frame = (0 0; 414 736); layer = <UIWindowLayer: 0x6000004e8640>>",
      "   | <UIView: 0x7f811cd05950; frame = (0 0; 414 736); layer = <CALayer: 0x6000004e9b00>>",
      "         t =   110.37s Requesting snapshot of accessibility hierarchy for app with pid 7340",
      "   | <UIView: 0x7f811cd05a50; frame = (0 0; 414 736); layer = <CALayer: 0x6000004e9c00>>",
    ])
    #expect(result.lineDispositions == [.log, .node, .node, .log, .node])
    #expect(result.hierarchy.parentPositions == [-1, 0, 0])
  }

  // MARK: - §1.4 Comment and quoting prefixes

  /// `        // ` then the dump's own lead, whose width after `//` varies between files.
  @Test(arguments: [1, 3, 4])
  func swiftCommentPrefixWithAnyGap(gap: Int) {
    let lead = "        //" + String(repeating: " ", count: gap)
    let result = F.parse([
      "        // <UIWindow: 0x104f3cce0; frame = (20 20; 120 60); gestureRecognizers = <NSArray: 0x600000286360>; layer = <UIWindowLayer: 0x600000d982d0>>",
      lead
        + "| <UITransitionView: 0x107a2c080; frame = (0 0; 120 60); autoresize = W+H; layer = <CALayer: 0x600000259de0>>",
      lead
        + "|    | <WKWebView: 0x121819400; frame = (20 20; 40 40); layer = <CALayer: 0x600000ce8120>>",
      lead
        + "| <UITextField: 0x104842200; frame = (20 20; 40 40); text = ''; opaque = NO; borderStyle = None; layer = <CALayer: 0x600000cf21f0>>",
    ])
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == ["UIWindow", "UITransitionView", "WKWebView", "UITextField"])
    #expect(tree.depthsInOrder == [0, 1, 2, 1])
    #expect(tree.node(2).frame == Rect(x: 20, y: 20, width: 40, height: 40))
  }

  /// A `/* … */` block comment shifts the whole dump right by one space.
  @Test func blockCommentWithShiftedDump() {
    let result = F.parse([
      "/*",
      " <UIWindow: 0x7f9cc8e05d70; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600003c01860>>",
      "    | <UIView: 0x7f9cc8e06000; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x600003c01900>>",
      "    |    | <UILabel: 0x7f9cc8e06100; frame = (20 40; 350 21); text = 'Hi'; layer = <_UILabelLayer: 0x600003c01a00>>",
      " */",
    ])
    #expect(result.lineDispositions == [.text, .node, .node, .node, .text])
    #expect(result.hierarchy.depthsInOrder == [0, 1, 2])
  }

  /// `029`: a 5-space shift, with `/*` and `*/` on the prompt lines around the dump.
  @Test func blockCommentMarksOnPromptLines() {
    let result = F.parse([
      "    /* (lldb) po [[UIWindow keyWindow] recursiveDescription]",
      "     <UIWindow: 0x7f9cc8e05d70; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600003c01860>>",
      "        | <UIView: 0x7f9cc8e06000; frame = (0 0; 390 844); layer = <CALayer: 0x600003c01900>>",
      "        |    | <UILabel: 0x7f9cc8e06100; frame = (20 40; 350 21); layer = <_UILabelLayer: 0x600003c01a00>>",
      "        | <UIView: 0x7f9cc8e06200; frame = (0 0; 390 44); layer = <CALayer: 0x600003c01b00>>",
      "     (lldb) */",
    ])
    #expect(result.lineDispositions == [.prompt, .node, .node, .node, .node, .prompt])
    #expect(result.hierarchy.parentPositions == [-1, 0, 1, 0])
  }

  @Test func markdownFourSpaceIndentation() {
    let result = F.parse([
      "    <UIWindow: 0x7f811ce0cb50; frame = (0 0; 414 736); layer = <UIWindowLayer: 0x6000004e8640>>",
      "       | <UITransitionView: 0x7f811cc0e8d0; frame = (0 0; 414 736); layer = <CALayer: 0x6000004e9500>>",
      "       |    | <UIView: 0x7f811cd05950; frame = (0 0; 414 736); layer = <CALayer: 0x6000004e9b00>>",
      "       ",
    ])
    #expect(result.lineDispositions == [.node, .node, .node, .blank])
    #expect(result.hierarchy.depthsInOrder == [0, 1, 2])
    #expect(result.hierarchy.node(0).className == "UIWindow")
  }

  /// `059`: every line starts with a TAB and the last line is a lone TAB.
  @Test func tabIndentation() {
    let result = F.parse([
      "\t<UIWindow: 0x7f811ce0cb50; frame = (0 0; 414 736); layer = <UIWindowLayer: 0x6000004e8640>>",
      "\t   | <UITransitionView: 0x7f811cc0e8d0; frame = (0 0; 414 736); layer = <CALayer: 0x6000004e9500>>",
      "\t   |    | <UIView: 0x7f811cd05950; frame = (0 0; 414 736); layer = <CALayer: 0x6000004e9b00>>",
      "\t",
    ])
    #expect(result.lineDispositions == [.node, .node, .node, .blank])
    #expect(result.hierarchy.depthsInOrder == [0, 1, 2])
  }

  // MARK: - §1.3 Wrappers

  /// cycript: the first node line starts with a backtick and the last one ends with one; neither
  /// belongs to a description.
  @Test func cycriptBacktickWrapper() {
    let result = F.parse([
      "`<UIWindow: 0x16e82190; frame = (0 0; 320 568); gestureRecognizers = <NSArray: 0x16e80ac0>; layer = <UIWindowLayer: 0x16e63ce0>>",
      "  | <UIView: 0x16d90000; frame = (0 0; 320 568); layer = <CALayer: 0x16d90100>>",
      "  |    | <_UILayoutGuide: 0x16d92c10; frame = (0 568; 0 0); hidden = YES; layer = <CALayer: 0x16d92cb0>>`",
    ])
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == ["UIWindow", "UIView", "_UILayoutGuide"])
    #expect(tree.depthsInOrder == [0, 1, 2])
    #expect(tree.node(0).descriptionText.hasPrefix("<UIWindow:"))
    #expect(tree.node(2).tail == nil)
    #expect(tree.node(2).isComplete)
    #expect(tree.node(2).isHidden)
    #expect(!tree.node(2).descriptionText.contains("`"))
  }

  /// A Markdown fence glued to the first and last rows: "```" is a wrapper like a backtick.
  @Test func markdownFenceGluedToFirstAndLastRows() {
    let result = F.parse([
      "```<UINavigationController 0x7fdf10000010>, state: appeared, view: <UILayoutContainerView 0x7fdf10000020>",
      "   | <MyApp.ListViewController 0x7fdf10000030>, state: disappeared, view: <UITableView 0x7fdf10000040> not in the window",
      "   | <MyApp.DetailViewController 0x7fdf10000050>, state: appeared, view: <UIView 0x7fdf10000060>```",
      "```<UIView: 0x7fdf10000060; frame = (0 0; 390 844); layer = <CALayer: 0x6000001>>",
      "   | <UILabel: 0x7fdf10000070; frame = (20 100; 350 21); text = 'Hi'; layer = <_UILabelLayer: 0x6000002>>```",
    ])
    let tree = result.hierarchy
    #expect(result.lineDispositions == Array(repeating: .node, count: 5))
    #expect(
      tree.classNamesInOrder == [
        "UINavigationController", "MyApp.ListViewController", "MyApp.DetailViewController",
        "UIView", "UILabel",
      ])
    #expect(tree.depthsInOrder == [0, 1, 1, 0, 1])
    #expect(tree.node(2).value(of: "view") == "<UIView 0x7fdf10000060>")
    #expect(tree.node(4).tail == nil)
    #expect(tree.node(4).text == "Hi")
  }

  /// Rows quoted again in a later code block, after prose, are another excerpt: they start a
  /// tree of their own instead of hanging under the first block's rows.
  @Test(arguments: ["```", "```objc", "~~~", "> ```"])
  func aCodeFenceStartsANewTree(fence: String) {
    let result = F.parse([
      fence,
      "<UIView: 0x1; frame = (0 0; 320 480); layer = <CALayer: 0x11>>",
      "   | <UIView: 0x2; frame = (0 0; 320 44); layer = <CALayer: 0x12>>",
      "   |    | <UIButton: 0x3; frame = (8 6; 41 30); layer = <CALayer: 0x13>>",
      fence.hasPrefix(">") ? "> ```" : String(fence.prefix(3)),
      "Look again at the button:",
      fence,
      " |    | <UIButton: 0x3; frame = (8 6; 41 30); layer = <CALayer: 0x13>>",
      fence.hasPrefix(">") ? "> ```" : String(fence.prefix(3)),
    ])
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == ["UIView", "UIView", "UIButton", "UIButton"])
    #expect(tree.parentPositions == [-1, 0, 1, -1])
    #expect(result.diagnostics.filter { $0.message.contains("code block's fence") }.count == 4)
  }

  /// A wiki's, forum's or web page's code block markup glued to the first and last rows
  /// (Jira's `{code}`, BBCode's `[code]`, HTML's `<pre>`): a wrapper like a Markdown fence.
  @Test(arguments: [
    ("{code}", "{code}"), ("{code:objc}", "{code}"), ("{noformat}", "{noformat}"),
    ("[code]", "[/code]"), ("[code=objc]", "[/code]"), ("<pre>", "</pre>"),
    ("<pre><code class=\"lang-objc\">", "</code></pre>"),
  ])
  func codeMarkupGluedToFirstAndLastRows(open: String, close: String) {
    let result = F.parse([
      open + "<UIView: 0x7fdf10000060; frame = (0 0; 390 844); layer = <CALayer: 0x6000001>>",
      "   | <UILabel: 0x7fdf10000070; frame = (20 100; 350 21); text = 'Hi'; layer = <_UILabelLayer: 0x6000002>>"
        + close,
    ])
    let tree = result.hierarchy
    #expect(result.lineDispositions == [.node, .node])
    #expect(tree.classNamesInOrder == ["UIView", "UILabel"])
    #expect(tree.depthsInOrder == [0, 1])
    #expect(tree.node(1).tail == nil)
    #expect(tree.node(1).text == "Hi")
    #expect(result.diagnostics.isEmpty)
  }

  /// `print(self, view.recursiveDescription)`: the controller's bare description, then the
  /// dump's first row on the same line. The row is the root; the controller is no node.
  @Test func objectDescriptionBeforeTheFirstRow() {
    let result = F.parse([
      "<MyApp.SettingsViewController: 0x7fb457508e00> <UIWindow: 0x7fb4555062a0; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600000f665c0>>",
      "   | <UILabel: 0x7fb457416a50; frame = (16 60; 100 20); text = 'Hi'; layer = <_UILabelLayer: 0x600002c506e0>>",
    ])
    let tree = result.hierarchy
    #expect(result.lineDispositions == [.node, .node])
    #expect(tree.classNamesInOrder == ["UIWindow", "UILabel"])
    #expect(tree.depthsInOrder == [0, 1])
    #expect(tree.node(0).frame == Rect(x: 0, y: 0, width: 390, height: 844))
    #expect(tree.node(0).tail == nil)
    #expect(tree.node(0).sourceText.hasPrefix("<MyApp.SettingsViewController"))
    // Alone on its line, too.
    let alone = F.parse([
      "<MyApp.SettingsViewController: 0x7fb457508e00> <UIView: 0x7fb4555062a0; frame = (0 0; 390 844)>"
    ])
    #expect(alone.hierarchy.classNamesInOrder == ["UIView"])
  }

  /// Frida prints a JS string: `"` before the first node and `"` after the last `>>`.
  @Test func fridaQuoteWrapper() {
    let result = F.parse([
      #""<UIWindow: 0x1667e520; frame = (0 0; 320 480); gestureRecognizers = <NSArray: 0x16681870>; layer = <UIWindowLayer: 0x16680c10>>"#,
      "   | <UILayoutContainerView: 0x166a0000; frame = (0 0; 320 480); autoresize = W+H; layer = <CALayer: 0x166a0100>>",
      #"   |    | <UITabBar: 0x166b0000; frame = (0 431; 320 49); autoresize = W+TM; layer = <CALayer: 0x166b0100>>""#,
    ])
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == ["UIWindow", "UILayoutContainerView", "UITabBar"])
    #expect(tree.depthsInOrder == [0, 1, 2])
    #expect(tree.node(2).tail == nil)
    #expect(tree.node(2).value(of: "layer") == "<CALayer: 0x166b0100>")
    #expect(!tree.node(0).descriptionText.contains("\""))
  }

  /// A blog's typography turns the quotes around a dump curly: `“` before the first node and
  /// `”` after the last `>>` (or `‘` and `’`).
  @Test(arguments: [("\u{201C}", "\u{201D}"), ("\u{2018}", "\u{2019}")])
  func curlyQuoteWrapper(opening: String, closing: String) throws {
    let result = F.parse([
      opening
        + "<UIWindow: 0x1667e520; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x16680c10>>",
      "   | <UILabel: 0x166a0000; frame = (0 0; 320 20); text = \u{2018}Hi\u{2019}; layer = <_UILabelLayer: 0x166a0100>>",
      "   | <UITabBar: 0x166b0000; frame = (0 431; 320 49); layer = <CALayer: 0x166b0100>>"
        + closing,
    ])
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == ["UIWindow", "UILabel", "UITabBar"])
    #expect(tree.depthsInOrder == [0, 1, 1])
    try #require(tree.count == 3)
    #expect(tree.node(2).tail == nil)
    #expect(tree.node(2).value(of: "layer") == "<CALayer: 0x166b0100>")
    #expect(tree.node(1).value(of: "text") == "\u{2018}Hi\u{2019}")
  }

  /// cycript echoes the receiver as `#"<…>"`, and lldb/REPL output lines start with `->`: these
  /// show descriptions but are not tree lines, so they are text (the echo, which says what it
  /// is, with a note; the others with a warning).
  @Test(arguments: [
    "-> <FireflyTestLoginViewController: 0x144f37c30>",
    "-><UIImageView: 0x144f33530; frame = (30.5 145.5; 259 189); alpha = 0.8; opaque = NO; layer = <CALayer: 0x144f03d00>>",
    #"#"<UITransitionView: 0x11f9059e0; frame = (0 0; 375 667); autoresize = W+H; layer = <CALayer: 0x280129300>>""#,
  ])
  func replOutputAndObjectEchoAreNotNodes(line: String) {
    let result = F.parse([
      "<UIWindow: 0x146007e40; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x146007dc0>>",
      line,
      "   | <UIView: 0x14602d3a0; frame = (0 0; 320 480); layer = <CALayer: 0x144d49060>>",
    ])
    #expect(result.lineDispositions == [.node, .text, .node])
    #expect(result.hierarchy.classNamesInOrder == ["UIWindow", "UIView"])
    let warning = result.diagnostics.first { $0.line == 2 }
    #expect(warning?.severity == (line.hasPrefix("#") ? .note : .warning))
    #expect(warning?.disposition == .text)
    #expect(warning?.message.contains("Cycript") == line.hasPrefix("#"))
  }

  /// Cycript shows a string result as `#"…"` (lldb as `@"…"`): a whole dump in one, its rows
  /// escaped (`\n`), is read as the dump.
  @Test(arguments: ["#", "@"])
  func objectiveCStringOfAWholeDump(mark: String) {
    let result = F.parse([
      "cy# UIApp.keyWindow.recursiveDescription()",
      mark
        + #""<UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x2>>\n   | <UIView: 0x3; frame = (0 0; 320 480); layer = <CALayer: 0x4>>""#,
    ])
    #expect(result.hierarchy.classNamesInOrder == ["UIWindow", "UIView"])
    #expect(result.hierarchy.depthsInOrder == [0, 1])
  }

  /// lldb prints an object pointer's value before its description, `$3 = 0x… <UIView: …>`
  /// (older lldb) or `(UIView *) $1 = 0x… <UIView: …>`, maybe with the owning controller that
  /// a recursiveDescription category prints (`'RootViewController:0x…'`, curly on a blog): an
  /// envelope on the root line.
  @Test(arguments: [
    "$3 = 0x07117ac0 ", "(UIView *) $1 = 0x0a034690 ", "(UIView *) $R2 = 0x7fb2a6f0 ",
    "$3 = 0x07117ac0 'RootViewController:0x7731000' ",
    "$3 = 0x07117ac0 \u{2018}RootViewController:0x7731000\u{2019} ",
  ])
  func lldbPointerResultBeforeTheRoot(prefix: String) {
    let result = F.parse([
      "(lldb) po [[0x7731880 superview] recursiveDescription]",
      prefix + "<UIView: 0x7730fe0; frame = (32 128; 259 604); layer = <CALayer: 0x7731150>>",
      "   | <UIView: 0x7731880; frame = (90 -50; 80 100); layer = <CALayer: 0x7731450>>",
    ])
    #expect(result.lineDispositions == [.prompt, .node, .node])
    #expect(result.hierarchy.depthsInOrder == [0, 1])
    #expect(result.hierarchy.addressesInOrder == ["0x7730fe0", "0x7731880"])
  }

  /// lldb printing a Swift `String`: the whole dump on one line, rows separated by the two
  /// characters `\n` and quotes written `\'`. Every node comes from that one line.
  @Test func wholeDumpAsOneEscapedStringLine() {
    let escaped =
      #""<UIView: 0x7f9cc8e05d70; frame = (0 0; 390 844); layer = <CALayer: 0x600003c01860>>\n"#
      + #"   | <UILabel: 0x7f9cc8e06100; frame = (20 40; 350 21); text = \'What\'s new\'; layer = <_UILabelLayer: 0x600003c01a00>>\n"#
      + #"   |    | <_UILabelContentLayer: 0x600003c01b00> (layer)\n"#
      + #"   | <UIButton: 0x7f9cc8e06200; frame = (20 80; 100 44); opaque = NO; layer = <CALayer: 0x600003c01c00>>\n""#
    let result = F.parse([
      "(lldb) po view.value(forKey: \"recursiveDescription\")",
      escaped,
      "(lldb) c",
    ])
    #expect(result.lineDispositions == [.prompt, .node, .prompt])
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == ["UIView", "UILabel", "_UILabelContentLayer", "UIButton"])
    #expect(tree.depthsInOrder == [0, 1, 2, 1])
    #expect(tree.linesInOrder == [2, 2, 2, 2])
    #expect(tree.node(1).text == "What's new")
    #expect(tree.node(2).kind == .layer)
    #expect(tree.node(3).isComplete)
  }

  /// Swift's `print` of the optional string: `Optional("…")` around the literal, two rows
  /// (one escaped newline), a comment-indented first row, escaped tabs before `_autolayoutTrace`
  /// rows, and a command with its single row.
  @Test func escapedStringLiteralsOfOneOrTwoRows() {
    let result = F.parse([
      #"Optional("<UIButton; frame = (0 0; 25 25); layer = <CALayer>>\n   | <UIImageView; frame = (0 0; 25 25); layer = <CALayer>>")"#,
      #"Optional("// <UIView: 0x1; frame = (0 0; 100 100)>\n// | <UITextField: 0x2; frame = (20 20; 40 40)>\n")"#,
      #""\tUIWindow:0x3\n\t|   •UIView:0x4\n""#,
      #""(lldb) ptv\n<UITableView: 0x5; frame = (0 0; 414 736)>\n""#,
    ])
    #expect(result.lineDispositions == [.node, .node, .node, .node])
    let tree = result.hierarchy
    #expect(
      tree.classNamesInOrder == [
        "UIButton", "UIImageView", "UIView", "UITextField", "UIWindow", "UIView", "UITableView",
      ])
    #expect(tree.depthsInOrder == [0, 1, 0, 1, 0, 1, 0])
    #expect(result.diagnostics.allSatisfy { $0.severity != .warning })
  }

  /// One escaped newline in a row's own text is no dump, even before a `|`: the row stays one
  /// row, and a printed Markdown table stays text.
  @Test func escapedNewlineInsideOneRowsText() {
    let result = F.parse([
      #"<UILabel: 0x1; frame = (0 0; 10 10); text = 'a\nb'>"#,
      #"   | <UILabel: 0x2; frame = (0 0; 10 10); text = 'a\n|b'>"#,
      #"print("Header\n| Name | Age |")"#,
    ])
    #expect(result.hierarchy.classNamesInOrder == ["UILabel", "UILabel"])
    #expect(result.hierarchy.node(0).value(of: "text") == #"'a\nb'"#)
    #expect(result.hierarchy.node(1).value(of: "text") == #"'a\n|b'"#)
    #expect(result.lineDispositions[2] == .text)
  }

  /// `063`, `071`: Swift `dump`/`po` Mirror output. Each `- some :` / `- N :` value is a
  /// depth-0 node; the `▿ …` headers and `- super:` lines are not nodes.
  @Test
  func swiftMirrorWrapper() throws {
    let result = F.parse([
      "▿ Optional<UIView>",
      "  - some : <UIView: 0x7f9cc8e05d70; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x600003c01860>>",
      "    - super: UIResponder",
      "      - super: NSObject",
      " ▿ Optional<Array<UIView>>",
      "   ▿ some : 2 elements",
      "     - 0 : <UINavigationTransitionView: 0x101c160b0; frame = (0 0; 375 667); clipsToBounds = YES; layer = <CALayer: 0x280abc160>>",
      "     - 1 : <UINavigationBar: 0x101c14d20; frame = (0 20; 375 44); opaque = NO; layer = <CALayer: 0x280abc120>>",
    ])
    #expect(
      result.lineDispositions.map { $0 == .node } == [
        false, true, false, false, false, false, true, true,
      ])
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == ["UIView", "UINavigationTransitionView", "UINavigationBar"])
    #expect(tree.depthsInOrder == [0, 0, 0])
    try #require(tree.count == 3)
    #expect(tree.node(0).frame == Rect(x: 0, y: 0, width: 390, height: 844))
  }

  /// The Mirror header lines alone never become nodes, even though they hold `<…>`.
  @Test func swiftMirrorHeadersAreNotNodes() {
    let result = F.parse([
      "▿ Optional<UIView>",
      "▿ Optional(<UIView: 0x7ff59ec087d0; frame = (0 0; 428 926); autoresize = W+H; layer = <CALayer: 0x6000005393e0>>)",
      "    - super: UIResponder",
      "   ▿ some : 2 elements",
    ])
    #expect(result.hierarchy.count == 0)
    #expect(!result.lineDispositions.contains(.node))
  }

  /// `#if 0 … #endif`, Python `'''` and Swift `"""` around a dump are not nodes.
  @Test(arguments: [("#if 0", "#endif"), ("'''", "'''"), ("\"\"\"", "\"\"\"")])
  func sourceCodeQuotingAroundADump(open: String, close: String) {
    let result = F.parse([
      open,
      "<UIView: 0x7fd94a701f90; frame = (0 0; 375 667); layer = <CALayer: 0x600000e2c0a0>>",
      "   | <UILabel: 0x7fd94a40a6c0; frame = (16 20; 343 21); layer = <_UILabelLayer: 0x600002b5e2b0>>",
      close,
    ])
    #expect(result.lineDispositions[0] != .node)
    #expect(result.lineDispositions[3] != .node)
    #expect(result.hierarchy.depthsInOrder == [0, 1])
  }

  /// A dump pasted into source code as a string: the first row follows the assignment that
  /// opens the string (JavaScript template literal, Swift or Objective-C string), and the last
  /// row ends with the closing quote.
  @Test(arguments: [
    ("export const mockHierarchy = `", "`;"), ("let dump = \"", "\""),
    ("NSString *dump = @\"", "\";"), ("    var expected: String = \"", "\""),
  ])
  func sourceCodeAssignmentOpensTheDumpString(open: String, close: String) {
    let result = F.parse([
      open
        + "<UIWindow: 0x7f893fc0ebd0; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x6000001>>",
      "   | <UIView: 0x7f893fe2f3c0; frame = (0 0; 375 667); layer = <CALayer: 0x6000002>>",
      "   |    | <UILabel: 0x7f893fc319d0; frame = (8 32; 343 20.5); text = 'DSN'; layer = <_UILabelLayer: 0x6000003>>"
        + close,
    ])
    let tree = result.hierarchy
    #expect(result.lineDispositions == [.node, .node, .node])
    #expect(tree.classNamesInOrder == ["UIWindow", "UIView", "UILabel"])
    #expect(tree.depthsInOrder == [0, 1, 2])
    #expect(tree.node(2).tail == nil)
    #expect(tree.node(2).text == "DSN")
  }

  /// A dump pasted into source code as an array of strings, one row each: the quote opens
  /// before the depth markers, and closes after the description with the array's comma. In a
  /// single-quoted string a label's quotes are escaped, `text = \'Name\'`.
  @Test(arguments: ["'", "\"", "@\""])
  func rowsQuotedOneByOneInASourceArray(quote: String) throws {
    let close = quote == "@\"" ? "\"" : quote
    let text = quote == "'" ? "\\'Name\\'" : "'Name'"
    let result = F.parse([
      "const rows = [",
      "  \(quote)<UIWindow: 0x7f8a10000010; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x6000001>>\(close),",
      "  \(quote)   | <UIView: 0x7f8a10000020; frame = (0 0; 390 844); layer = <CALayer: 0x6000002>>\(close),",
      "  \(quote)   |    | <UILabel: 0x7f8a10000030; frame = (8 40; 120 21); text = \(text); layer = <_UILabelLayer: 0x6000003>>\(close),",
      "  \(quote)   | <UIButton: 0x7f8a10000040; frame = (8 80; 60 30); layer = <CALayer: 0x6000004>>\(close)",
      "]",
    ])
    let tree = result.hierarchy
    #expect(result.lineDispositions == [.text, .node, .node, .node, .node, .text])
    try #require(tree.classNamesInOrder == ["UIWindow", "UIView", "UILabel", "UIButton"])
    #expect(tree.depthsInOrder == [0, 1, 2, 1])
    #expect(tree.indices.allSatisfy { tree[$0].tail == nil })
    #expect(tree.node(2).text == "Name")
  }

  /// A quote before depth markers opens a row only when a description follows them: quoted
  /// prose with a bar stays text.
  @Test func quotedBarWithoutDescriptionIsText() {
    let result = F.parse([
      "<UIWindow: 0x7f8a10000010; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x6000001>>",
      "  'a | b' <- not a row",
      "   | <UIView: 0x7f8a10000020; frame = (0 0; 390 844); layer = <CALayer: 0x6000002>>",
    ])
    #expect(result.lineDispositions == [.node, .text, .node])
    #expect(result.hierarchy.depthsInOrder == [0, 1])
  }

  /// An assignment without a string, or a string holding no view description, is no envelope.
  @Test(arguments: [
    "view = <UIView: 0x7f893fe2f3c0; frame = (0 0; 375 667); layer = <CALayer: 0x6000002>>",
    "label.text = \"<b>Bold</b>\"",
    "let markup = \"<Header>\"",
  ])
  func assignmentsThatOpenNoDumpAreText(line: String) {
    let result = F.parse([line])
    #expect(result.hierarchy.count == 0)
    #expect(result.lineDispositions == [.text])
  }

  /// HTML and XML tags in Markdown around a dump (`<details>`, `<summary>`, `<img …/>`,
  /// `<br>`) are lowercase and carry no address: they are text, not views of those classes.
  @Test func markupTagsAroundADumpAreText() {
    let result = F.parse([
      "<details>",
      "<summary>Console output</summary>",
      "<UIView: 0x7fd94a701f90; frame = (0 0; 375 667); layer = <CALayer: 0x600000e2c0a0>>",
      "   | <UILabel: 0x7fd94a40a6c0; frame = (16 20; 343 21); layer = <_UILabelLayer: 0x600002b5e2b0>>",
      "</details>",
      #"<img src="shot.png" width="300px" />"#,
      "<br>",
      "<key>UIViewControllerBasedStatusBarAppearance</key>",
    ])
    #expect(result.hierarchy.classNamesInOrder == ["UIView", "UILabel"])
    #expect(result.hierarchy.depthsInOrder == [0, 1])
    #expect(
      result.lineDispositions == [.text, .text, .node, .node, .text, .text, .text, .text])
  }

  /// XML elements whose names are capitalized, as in a UI test driver's page source
  /// (`<XCUIElementTypeButton type="…" x="0" …/>`), are markup too: a view's description
  /// never sets `name="value"` attributes after its class.
  @Test func capitalizedXMLElementsWithAttributesAreText() {
    let result = F.parse([
      #"<AppRoot type="Application" name="Demo" x="0" y="0" width="390" height="844">"#,
      #"  <ButtonElement type="Button" name="Done" enabled="true" x="8" y="40" width="60" height="30"/>"#,
      "</AppRoot>",
      "<UIView: 0x7fd94a701f90; frame = (0 0; 375 667); layer = <CALayer: 0x600000e2c0a0>>",
      "   | <CustomBadge frame = (4 4; 20 20)>",
    ])
    #expect(result.hierarchy.classNamesInOrder == ["UIView", "CustomBadge"])
    #expect(result.lineDispositions == [.text, .text, .text, .node, .node])
  }

  /// JSX or NativeScript elements written over several lines (`<View` then `style={…}`,
  /// `<StackLayout` then `width="80"`) are markup; a description wrapped after its class name
  /// goes on with `name = value` properties and stays a row.
  @Test func elementsWithAttributesOnTheirOwnLinesAreText() {
    let markup = F.parse([
      "<View",
      "  style={[styles.a]}",
      ">",
      "  <StackLayout",
      #"    horizontalAlignment="left""#,
      #"    width='80'"#,
      "  />",
      "  <View style={styles.b}>",
    ])
    #expect(markup.hierarchy.isEmpty)
    #expect(!markup.lineDispositions.contains(.node))
    let wrapped = F.parse([
      "<UIView",
      "frame = (0 0; 375 667); layer = <CALayer>>",
    ])
    #expect(wrapped.hierarchy.classNamesInOrder == ["UIView"])
    #expect(wrapped.hierarchy.node(0).frame == Rect(x: 0, y: 0, width: 375, height: 667))
  }

  /// A page source's root element alone on its line (`<AppiumAUT>`) is markup too; a lone
  /// `<Class>` above rows with markers is the root of an address-purged dump.
  @Test func aLoneTagIsMarkupUnlessRowsWithMarkersFollow() {
    let page = F.parse([
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      "<AppiumAUT>",
      #"  <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Acme" x="0" y="0" width="390" height="844">"#,
      "  </XCUIElementTypeApplication>",
      "</AppiumAUT>",
    ])
    #expect(page.hierarchy.isEmpty)
    #expect(!page.lineDispositions.contains(.node))
    let purged = F.parse([
      "<UIWindow>",
      "   | <UIView; frame = (0 0; 375 667); layer = <CALayer>>",
    ])
    #expect(purged.hierarchy.classNamesInOrder == ["UIWindow", "UIView"])
    #expect(purged.hierarchy.depthsInOrder == [0, 1])
  }

  /// Views whose class starts with a lowercase letter are still views when they print an
  /// address or properties, or are module-qualified.
  @Test func lowercaseClassNamesWithAddressOrPropertiesAreViews() {
    let result = F.parse([
      "<myView: 0x7fd94a701f90>",
      "   | <tinyView; frame = (0 0; 1 1)>",
      "   | <myapp.ContentView>",
    ])
    #expect(result.hierarchy.classNamesInOrder == ["myView", "tinyView", "myapp.ContentView"])
    #expect(result.hierarchy.depthsInOrder == [0, 1, 1])
  }

  /// `_ivarDescription` and `_methodDescription` start with the object's description and a
  /// colon, `<SBApplication: 0x…>:`, then list ivars or methods: none of it is a view.
  @Test func ivarAndMethodDescriptionHeadersAreNotNodes() {
    let result = F.parse([
      "cy# [choose(SBApplication)[0] _ivarDescription].toString()",
      "<SBApplication: 0x1766cab0>:",
      "in SBApplication:",
      "    _defaultImageNamesByScreenType (NSMutableDictionary*): <__NSDictionaryM: 0x17672a90>",
      "(lldb) po [0x7fcb1ac38ec0 _methodDescription]",
      "<UIView: 0x7fcb1ac38ec0>:",
      "in UIView:",
      "\tInstance Methods:",
    ])
    #expect(result.hierarchy.count == 0)
    #expect(!result.lineDispositions.contains(.node))
  }

  /// lldb prints an array of views (`po view.subviews`) as the array's description and a
  /// parenthesis, `<__NSArrayM 0x…>(`, then one view per line ended by a comma: the views are
  /// separate roots, and the array's lines are text.
  @Test func arrayOfViewsIsAListOfRoots() {
    let result = F.parse([
      "(lldb) po self.view.subviews",
      "<__NSArrayM 0x600000c1e0a0>(",
      "<UILabel: 0x7fa1c0d0a1f0; frame = (16 60; 343 21); text = 'Name'; layer = <_UILabelLayer: 0x600002b5e2b0>>,",
      "<UIButton: 0x7fa1c0d0a4e0; frame = (16 100; 343 44); opaque = NO; layer = <CALayer: 0x600000e2c0a0>>",
      ")",
    ])
    #expect(result.hierarchy.classNamesInOrder == ["UILabel", "UIButton"])
    #expect(result.hierarchy.depthsInOrder == [0, 0])
    #expect(result.lineDispositions == [.prompt, .text, .node, .node, .text])
  }

  /// An object's description that lists its parts in braces (a log's nested responses, a
  /// scene's `windows = {`): its head (`<Response: 0x…> {`) is text, and so is each item
  /// ended by `;` unless it prints a view's frame.
  @Test func objectsDescribedInBracesAreTextButTheirWindowsAreRoots() {
    let log = F.parse([
      "<SBSwitcherModifierEventResponse: 0x86efc6100> {",
      "    <SBSwitcherModifierEventResponse: 0x86efc7360> {",
      "\t    <SBTimerEventSwitcherEventResponse: 0x86efc4360; delay: 0.300000>;",
      "\t};",
      "}",
    ])
    #expect(log.hierarchy.isEmpty)
    #expect(!log.lineDispositions.contains(.node))
    let scene = F.parse([
      "    windows = {",
      "        <UIWindow: 0x1027bc480; frame = (0 0; 414 896); layer = <UIWindowLayer: 0x303862700>>;",
      "        <UITextEffectsWindow: 0x103261400; frame = (0 0; 414 896); layer = <UIWindowLayer: 0x3>>;",
      "    }",
    ])
    #expect(scene.hierarchy.classNamesInOrder == ["UIWindow", "UITextEffectsWindow"])
    #expect(scene.hierarchy.depthsInOrder == [0, 0])
  }

  /// A collection's description is no view, also with its elements joined on its line; a
  /// view whose class names a collection of its own kind is still a view.
  @Test func collectionDescriptionsAreNeverViews() {
    let result = F.parse([
      "<__NSArrayI 0x600000f3aa30>( <NSLayoutConstraint:0x6000 'UIView-Encapsulated-Layout-Width' UIView:0x7f.width == 375>",
      "<__NSSetM: 0x600000f3ab00>",
      "<MyApp.ArrayView: 0x7f1; frame = (0 0; 10 10); layer = <CALayer: 0x2>>",
      "<NSCollectionView: 0x7f3; frame = (0 0; 10 10)>",
    ])
    #expect(result.hierarchy.classNamesInOrder == ["MyApp.ArrayView", "NSCollectionView"])
  }

  /// The array's head keeps its meaning behind the ` | |` a page's table leaves at each
  /// line's end.
  @Test func arrayHeadBehindTableResidueIsText() {
    let result = F.parse([
      "(lldb) po [0xa269fc0 constraintsAffectingLayoutForAxis:0] | |",
      "$1 = 0x0b53aa50 <__NSArrayM 0xb53aa50>( | |",
      "<NSLayoutConstraint:0xa26b110 H:|-(0)-[UIImageView:0xa269fc0] (Names: '|':UIScrollView:0xa260c50 )>, | |",
      ") |",
    ])
    #expect(result.hierarchy.isEmpty)
  }

  /// A dictionary of views (a registry keyed by tag, Auto Layout's views dictionary) prints
  /// one `key = "<…>";` entry per line; its keys are names, numbers or quoted strings.
  @Test func dictionaryOfViewsIsAListOfRoots() {
    let result = F.parse([
      "{",
      "    title = \"<UILabel: 0x7fa1c0d0a1f0; frame = (16 60; 343 21); layer = <_UILabelLayer: 0x6000001>>\";",
      "    12 = \"<MyTagView: 0x7fa1c0d0a4e0; tag: 12; frame = (0 0; 50 50); layer = <CALayer: 0x6000002>>\";",
      "    \"save button\" = \"<UIButton: 0x7fa1c0d0a7d0; frame = (16 100; 60 44); layer = <CALayer: 0x6000003>>\";",
      "}",
    ])
    #expect(result.hierarchy.classNamesInOrder == ["UILabel", "MyTagView", "UIButton"])
    #expect(result.hierarchy.depthsInOrder == [0, 0, 0])
    #expect(result.lineDispositions == [.text, .node, .node, .node, .text])
    #expect(result.hierarchy.indices.allSatisfy { result.hierarchy[$0].tail == nil })
  }

  // MARK: - §1.5 Blank lines

  /// Blank, single-space, several-space and TAB-only lines inside a tree are skipped without
  /// closing anything: siblings stay siblings.
  @Test func blankAndWhitespaceLinesInsideATree() {
    let result = F.parse([
      "<UIView: 0x7fd94a701f90; frame = (0 0; 375 667); layer = <CALayer: 0x600000e2c0a0>>",
      "   | <UILabel: 0x7fd94a40a6c0; frame = (0 0; 375 20); layer = <_UILabelLayer: 0x600002b5e2b0>>",
      "",
      "   | <UILabel: 0x7fd94a40a7c0; frame = (0 20; 375 20); layer = <_UILabelLayer: 0x600002b5e3b0>>",
      " ",
      "       ",
      "\t",
      "   | <UILabel: 0x7fd94a40a8c0; frame = (0 40; 375 20); layer = <_UILabelLayer: 0x600002b5e4b0>>",
      "",
      "",
    ])
    #expect(
      result.lineDispositions == [
        .node, .node, .blank, .node, .blank, .blank, .blank, .node, .blank, .blank,
      ])
    let tree = result.hierarchy
    #expect(tree.roots.count == 1)
    #expect(tree.children(of: tree.roots[0]).count == 3)
    // Blank lines are not worth a diagnostic.
    #expect(result.diagnostics.isEmpty)
  }

  // MARK: - Swift wrappers

  /// Swift's `print` of an optional (`print(view.value(forKey: "recursiveDescription"))`) or,
  /// in Swift 2, of `performSelector`'s unmanaged result wraps the dump; its closing `)` ends
  /// the last row.
  @Test(arguments: [
    "Optional(", "Unmanaged<AnyObject>(_value: ", "Optional(Unmanaged<AnyObject>(_value: ",
    "Optional(Swift.Unmanaged<Swift.AnyObject>(_value: ",
  ])
  func swiftPrintWrappers(wrapper: String) {
    let closing = String(repeating: ")", count: wrapper.filter { $0 == "(" }.count)
    let result = F.parse([
      "\t" + wrapper
        + "<UIView: 0x7ff1c2d0a110; frame = (0 0; 375 667); layer = <CALayer: 0x6000010c2a40>>",
      "\t   | <UILabel: 0x7ff1c2d0b220; frame = (16 40; 343 21); text = 'Hi'; layer = <_UILabelLayer: 0x6000010c2b80>>"
        + closing,
    ])
    #expect(result.lineDispositions == [.node, .node])
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == ["UIView", "UILabel"])
    #expect(tree.depthsInOrder == [0, 1])
    #expect(tree.node(1).tail == nil)
    #expect(tree.node(1).text == "Hi")
  }

  /// An lldb result that prints the object as a number (`p (int)view.layer`) before its
  /// description.
  @Test func lldbResultWithDecimalValue() {
    let result = F.parse([
      "(lldb) p (int)[self.view layer]",
      "(int) $4 = 105467520 <CALayer:0x6496a80; position = CGPoint (160 240); bounds = CGRect (0 0; 320 480)>",
    ])
    #expect(result.lineDispositions == [.prompt, .node])
    #expect(result.hierarchy.classNamesInOrder == ["CALayer"])
  }

  /// lldb results as `p` prints them since Xcode 15 (no `$N =`), and as `v` prints a named
  /// variable: the escaped dump after the type is the tree, its first row the root.
  @Test(arguments: [
    #"(NSString *) 0x0000600001d5c2a0 @""#, #"(String) ""#, #"(String?) ""#,
    #"(String) desc = ""#, #"(NSString *) $3 = 0x0000600001d5c2a0 @""#,
  ])
  func lldbResultsWithoutAResultVariable(lead: String) {
    let result = F.parse([
      lead + #"<UIView: 0x7f9a1b50c2d0; frame = (0 0; 390 844); layer = <CALayer: 0x6000>>\n"#
        + #"   | <UILabel: 0x7f9a1b60e1f0; frame = (20 100; 350 21); text = \'Hi\'; layer = <_UILabelLayer: 0x6001>>\n"#
        + #"   | <UIButton: 0x7f9a1b60f4a0; frame = (20 140; 350 44); layer = <CALayer: 0x6002>>""#
    ])
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == ["UIView", "UILabel", "UIButton"])
    #expect(tree.depthsInOrder == [0, 1, 1])
    #expect(tree.node(1).text == "Hi")
  }

  /// A view and its one subview printed as one escaped string after an lldb result's type
  /// (not a whole literal): the one escaped newline, after the view's `>` and before the
  /// child's markers, still separates two rows.
  @Test func escapedViewWithOneChild() {
    let result = F.parse([
      #"(NSString *) $3 = 0x0000600001d5c2a0 @"<UIButton: 0x7fb2; frame = (16 160; 343 44); layer = <CALayer: 0x6001>>\n   | <UIButtonLabel: 0x7fb3; frame = (140 12; 63 20); text = \'Submit\'; layer = <_UILabelLayer: 0x6002>>""#
    ])
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == ["UIButton", "UIButtonLabel"])
    #expect(tree.depthsInOrder == [0, 1])
    #expect(tree.node(0).tail == nil)
  }

  // MARK: - Line endings

  /// Windows line endings: the `\r` is not part of any value, tail or class name.
  @Test func crlfLineEndings() {
    let result = F.parse(
      [
        "(lldb) po [self.view recursiveDescription]",
        "<UIView: 0x7fb45700f000; frame = (0 0; 428 926); layer = <CALayer: 0x600000f12000>>",
        "   | <UIVisualEffectView: 0x7fb45700f790; frame = (0 0; 428 91); layer = <CALayer: 0x600000f12060>> effect=none",
        "\r",
        "   | <UILabel: 0x7fb45700f800; frame = (0 0; 428 20); text = 'Done'>",
        "",
      ], terminator: "\r\n")
    #expect(result.lineDispositions == [.prompt, .node, .node, .blank, .node, .blank])
    let tree = result.hierarchy
    #expect(tree.depthsInOrder == [0, 1, 1])
    #expect(tree.node(1).tail == "effect=none")
    #expect(tree.node(2).text == "Done")
    #expect(tree.node(2).isComplete)
    #expect(tree.node(0).value(of: "layer") == "<CALayer: 0x600000f12000>")
    #expect(!tree.node(2).descriptionText.contains("\r"))
  }

  /// A description that spans lines (a window scene listing its windows) inside an escaped
  /// string takes the escaped rows it spans, as it does unescaped.
  @Test func escapedStringWithADescriptionSpanningRows() throws {
    let rows = [
      "<UIWindowScene: 0x101d02410; title = 'Main'; windows = (",
      "    \"<UIWindow: 0x101d091b0; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x280a93a80>>\",",
      "    \"<UITextEffectsWindow: 0x10559fda0; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x280ab4440>>\"",
      ")>",
      "<UIView: 0x101c160b0; frame = (0 0; 375 667); layer = <CALayer: 0x280abc160>>",
    ]
    let literal = rows.map {
      $0.replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "'", with: "\\'")
    }.joined(separator: "\\n")
    let plain = F.parse(rows).hierarchy
    #expect(plain.classNamesInOrder == ["UIWindowScene", "UIView"])
    for line in ["Optional(\"" + literal + "\")", "\"" + literal + "\""] {
      let result = F.parse([line])
      #expect(result.lineDispositions == [.node])
      let tree = result.hierarchy
      #expect(tree.classNamesInOrder == plain.classNamesInOrder)
      #expect(tree.depthsInOrder == [0, 0])
      try #require(tree.count == 2)
      #expect(tree.node(0).value(of: "title") == "'Main'")
      #expect(tree.node(0).isComplete)
    }
  }
}
