import Testing

@testable import ViewTree

/// A debugger session pasted whole: what other commands printed between the dumps, and rows
/// whose start the paste lost, are no views, and say what they are.
@Suite("Other commands' output around a dump")
struct DebuggerSessionTests {
  typealias F = ParsingFixture

  static let dump = [
    "(lldb) po [self.view recursiveDescription]",
    "<UIView: 0x7fa1c2e0b100; frame = (0 0; 375 667); layer = <CALayer: 0x600000a1c2e0>>",
    "   | <UILabel: 0x7fa1c2e0b300; frame = (16 80; 343 21); text = 'Hi'; layer = <_UILabelLayer: 0x600000a1c300>>",
  ]

  /// `po self` prints the controller's bare description (no frame: no view prints one so):
  /// alone after its prompt, it is that command's result, not a root of the tree.
  @Test(arguments: [
    "<MyApp.ProfileViewController: 0x7fa1c2d0a200>",
    "(MFMailComposeViewController *) $1 = 0x07ea0420 <MFMailComposeViewController: 0x7ea0420>",
    "(id) $1 = 0x1d545a10 <SLComposeViewController: 0x1d545a10>",
  ])
  func bareDescriptionAfterACommandIsNoView(output: String) throws {
    let result = F.parse(["(lldb) po self", output] + Self.dump)
    #expect(result.lineDispositions == [.prompt, .text, .prompt, .node, .node])
    #expect(result.hierarchy.classNamesInOrder == ["UIView", "UILabel"])
    let note = try #require(result.diagnostics.first { $0.line == 2 })
    #expect(note.severity == .note)
    #expect(note.message.contains("bare description"))
    // Also as the session's last output.
    let last = F.parse(Self.dump + ["(lldb) po self", output])
    #expect(last.lineDispositions.last == .text)
  }

  /// An app that logs an object (`NSLog(@"%@", block)`) prints its bare description behind
  /// the console prefix: a log line, no view; a logged view, with its frame, is one, and so
  /// is a bare root with rows of markers below it.
  @Test func loggedBareObjectIsNoView() {
    let stamp = "2017-11-15 21:58:52.509771+0800 ObjAppLab[24887:3174674] "
    let result = F.parse([
      stamp + "<UIView: 0x7fc5d2708210; frame = (1 1; 1 1); layer = <CALayer: 0x6000002306c0>>",
      stamp + "<__NSMallocBlock__: 0x600000441dd0>",
    ])
    #expect(result.lineDispositions == [.node, .log])
    #expect(result.hierarchy.classNamesInOrder == ["UIView"])
    let root = F.parse([
      stamp + "<MyApp.Card: 0x1>",
      stamp + "   | <UILabel: 0x2; frame = (0 0; 1 1); layer = <CALayer: 0x3>>",
    ])
    #expect(root.hierarchy.classNamesInOrder == ["MyApp.Card", "UILabel"])
  }

  /// The same description is a tree's root when rows with markers follow it, and a view's
  /// own description (with its properties) after a command stays a one-node dump.
  @Test func bareRootsAndLoneViewsStayNodes() {
    let root = F.parse([
      "(lldb) po self", "<MyApp.ProfileView: 0x7fa1c2d0a200>",
      "   | <UILabel: 0x7fa1c2e0b300; frame = (16 80; 343 21); layer = <CALayer: 0x6001>>",
    ])
    #expect(root.hierarchy.classNamesInOrder == ["MyApp.ProfileView", "UILabel"])
    let lone = F.parse(["(lldb) po 0x7fa1c2e0b100", Self.dump[1], "(lldb) continue"])
    #expect(lone.lineDispositions == [.prompt, .node, .prompt])
    // Without a prompt before it, a bare description is left as it was.
    let noPrompt = F.parse(["<MyApp.ProfileView: 0x7fa1c2d0a200>"])
    #expect(noPrompt.lineDispositions == [.node])
  }

  /// A paste that starts inside a row keeps its end: the warning says it is the end of a
  /// row, rather than blaming the text before a `<` it holds.
  @Test func endOfARowWhoseStartIsMissing() throws {
    let result = F.parse([
      "(lldb) pviews 0x177d6310",
      "resize = RM+BM; userInteractionEnabled = NO; layer = <CALayer: 0x177d5b60>>",
      "   | <UIView: 0x177d7190; frame = (0 84; 320 0.5); layer = <CALayer: 0x177d6db0>>",
    ])
    #expect(result.lineDispositions == [.prompt, .text, .node])
    let warning = try #require(result.diagnostics.first { $0.line == 2 })
    #expect(warning.severity == .warning)
    #expect(warning.column == 1)
    #expect(warning.message.contains("the end of a row whose start is not in the paste"))
    // A sentence before a `<` is still blamed for its text.
    let sentence = F.parse(["The view is <UIView: 0x1; frame = (0 0; 1 1)> oddly"])
    #expect(
      sentence.diagnostics.contains { $0.message.contains("the text before '<' is not a prompt") })
    // Properties before a description that the line cuts are no row's end: its start is there.
    let cut = F.parse([
      "name = UIWindowDidBecomeVisibleNotification; object = <UIStatusBarWindow: 0x127d097d0;"
    ])
    #expect(!cut.diagnostics.contains { $0.message.contains("whose start is not in the paste") })
  }

  /// A row cut right after `frame =` is noted once, as truncated: its empty frame is no
  /// unreadable frame besides.
  @Test func rowCutAtItsFrameIsNotedOnce() {
    let result = F.parse([
      "<UIView: 0x1; frame = (0 0; 320 480); layer = <CALayer: 0x2>>",
      "   | <_UIVisualEffectFilterView: 0x7f9c7554ce50; frame =",
      "   | <UILabel: 0x3; frame = (0 0; 320 480; 9); layer = <CALayer: 0x4>>",
    ])
    #expect(result.diagnostics.contains { $0.line == 2 && $0.message.contains("truncated") })
    let unreadable = UnreadableFrames.diagnostics(in: result.hierarchy)
    #expect(unreadable.map(\.line) == [3])
  }

  /// Chisel's `presponder` prints each responder one level deeper than the one before, down
  /// to the application: each row is the previous one's superview, not its subview. Text.
  @Test func responderChainIsNoTree() throws {
    let chain = [
      "(lldb) presponder 0x116c695a0",
      "<MyApp.BadgeView: 0x116c695a0; frame = (283 1; 20 20); layer = <CALayer: 0x116c69220>>",
      "   | <UITabBar: 0x10b337140; frame = (0 519; 320 49); layer = <CALayer: 0x10b3377b0>>",
      "   |    | <MyApp.TabController: 0x10b400750>",
      "   |    |    | <UIWindow: 0x10b32dde0; frame = (0 0; 320 568); layer = <UIWindowLayer: 0x1>>",
      "   |    |    |    | <UIApplication: 0x10b093b70>",
      "   |    |    |    |    | <MyApp.AppDelegate: 0x17001d9f0>",
    ]
    let result = F.parse(chain + Self.dump)
    #expect(
      result.lineDispositions == [.prompt] + Array(repeating: .text, count: 6) + [
        .prompt, .node, .node,
      ])
    #expect(result.hierarchy.classNamesInOrder == ["UIView", "UILabel"])
    let note = try #require(result.diagnostics.first { $0.line == 2 })
    #expect(note.message.contains("responder chain"))
    // Without the delegate too; but a tree that goes on after the application is a tree.
    #expect(F.parse(Array(chain.dropLast())).hierarchy.isEmpty)
    let goesOn = F.parse(chain + ["   | <UIView: 0x2; frame = (0 0; 1 1); layer = <CALayer: 0x3>>"])
    #expect(goesOn.hierarchy.count == 7)
  }

  /// A chain cut before the application (an author's `...`) is still one when a controller,
  /// printed bare, stands in it; a single-child tree without one stays a tree, and so does
  /// one whose deepest row is a layer.
  @Test func responderChainCutBeforeTheApplication() {
    let chain = [
      "(lldb) presponder 0x13fae98a0",
      "<EmoticonViewWithPreview: 0x13fae98a0; frame = (202.5 18; 56.5 56.5); layer = <CALayer: 0x1>>",
      "   | <EmoticonGridView: 0x13f8e2600; frame = (0 0; 375 187); layer = <CALayer: 0x2>>",
      "   |    | <UICollectionView: 0x13e899a00; frame = (0 160; 375 187); layer = <CALayer: 0x3>>",
      "   |    |    | <BaseMsgContentViewController: 0x13e42be00>",
      "   |    |    |    ...",
    ]
    let result = F.parse(chain)
    #expect(result.hierarchy.isEmpty)
    #expect(result.lineDispositions == [.prompt, .text, .text, .text, .text, .elision])
    let tree = [
      "<UIView: 0x1; frame = (0 0; 375 667); layer = <CALayer: 0x1>>",
      "   | <UIView: 0x2; frame = (0 0; 375 667); layer = <CALayer: 0x2>>",
      "   |    | <UILabel: 0x3; frame = (0 0; 375 20); text = 'Hi'; layer = <_UILabelLayer: 0x4>>",
      "   |    |    | <_UILabelContentLayer: 0x5> (layer)",
    ]
    #expect(F.parse(tree).hierarchy.count == 4)
  }

  /// A shell's prompt is `$` or `%` and a space; a wrapped Swift name's piece that starts with
  /// `$` (a mangled generic's) is no prompt.
  @Test func dollarPiecesOfANameAreNoPrompts() {
    let result = F.parse([
      "$ xcrun simctl list", "$1061f446832PlatformViewRepresentableAdaptorVS_P10", "%",
    ])
    #expect(result.lineDispositions == [.prompt, .text, .prompt])
  }
}
