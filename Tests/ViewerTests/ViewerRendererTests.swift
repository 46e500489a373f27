import TerminalUI
import Testing
import ViewTree

@testable import Viewer

/// Golden screens: a state rendered into a buffer gives exactly these lines.
@Suite struct ViewerRendererTests {
  static func screen(
    _ actions: [ViewerAction] = [], text: String = ViewerFixtures.settings, width: Int = 80,
    height: Int = 12
  ) -> (ScreenBuffer, ViewerState) {
    var state = ViewerState(ViewerFixtures.hierarchy(text), width: width, height: height)
    for action in actions { state.perform(action) }
    return (ViewerRenderer(hierarchy: state.hierarchy).render(state), state)
  }

  @Test func drawsRowsWithGuidesFramesBadgesAndTheStatusLine() {
    let (buffer, _) = Self.screen([.moveDown])
    #expect(
      buffer.lines() == [
        "▾ UIWindow (0 0; 390 844)",
        "├─ ▾ UITableView (0 0; 390 844)",
        "│  ├─ ▾ UITableViewCell (0 0; 390 44)",
        "│  │  ├─ UILabel (16 0; 200 44) 'Wi-Fi'",
        "│  │  └─ UISwitch (320 6; 51 31)",
        "│  └─ ▾ UITableViewCell (0 44; 390 44)",
        "│     ├─ UILabel (16 0; 200 44) 'Bluetooth'",
        "│     └─ UIImageView (0 0; 0 0) zero-size",
        "└─ UILabel (0 900; 100 20) hidden alpha 0 off-screen 'Off'",
        "",
        "",
        " 2/9 · 9 nodes · line 2" + String(repeating: " ", count: 50) + "? help",
      ])
    // The focused row and the status line are drawn reversed across the whole width.
    #expect(buffer[1, 0].style.reverse && buffer[1, 79].style.reverse)
    #expect(!buffer[0, 0].style.reverse)
    #expect(buffer[11, 40].style.reverse)
  }

  @Test func rowsShowTextsAndStatesAsPrintDoes() {
    // An element's label prints quoted: shown once quoted, as `print` shows it; an identifier
    // is named; the main window's and a controller's states are words on the row.
    let elements = Self.screen(
      text: """
        Application, pid: 1, label: 'Demo'
          Window (Main), {{0.0, 0.0}, {375.0, 812.0}}
            NavigationBar, {{0.0, 50.0}, {375.0, 44.0}}, identifier: '登录'
              Button, {{0.0, 50.0}, {77.7, 44.0}}, label: 'Home', Selected
        """
    ).0.lines()
    #expect(
      Array(elements.prefix(4)) == [
        "▾ Application 'Demo'",
        "└─ ▾ Window (0 0; 375 812) (Main)",
        "   └─ ▾ NavigationBar (0 50; 375 44) identifier='登录'",
        "      └─ Button (0 50; 77.7 44) selected 'Home'",
      ])
    let controllers = Self.screen(
      text: """
        <UINavigationController 0x7f1>, state: appeared, view: <UILayoutContainerView 0x7f2>
           | <ListController 0x7f3>, state: disappeared, view: <UITableView 0x7f4> not in the window
        """
    ).0.lines()
    #expect(
      Array(controllers.prefix(2)) == [
        "▾ UINavigationController appeared",
        "└─ ListController disappeared not-in-window",
      ])
  }

  @Test func statusLineCountsOneNodeInTheSingular() {
    let (buffer, _) = Self.screen(text: "<UIView: 0x1; frame = (0 0; 10 10)>")
    #expect(buffer.lines().last?.hasPrefix(" 1/1 · 1 node · line 1 ") == true)
  }

  @Test func scrollsAndShowsCollapsedNodes() {
    let (buffer, _) = Self.screen(
      [.expandAll, .moveToBottom, .moveUp, .moveUp, .moveUp, .toggle], height: 4)
    #expect(
      buffer.lines() == [
        "│  │  └─ UISwitch (320 6; 51 31)",
        "│  └─ ▸ UITableViewCell (0 44; 390 44)",
        "└─ UILabel (0 900; 100 20) hidden alpha 0 off-screen 'Off'",
        " 6/7 · 9 nodes · line 6" + String(repeating: " ", count: 50) + "? help",
      ])
    let (collapsed, _) = Self.screen([.collapseAll], height: 4)
    #expect(collapsed.lines()[0] == "▸ UIWindow (0 0; 390 844)")
  }

  @Test func detailsPaneShowsPropertiesFramesPathAndSource() {
    let (buffer, _) = Self.screen([.moveDown, .toggleDetails], height: 30)
    #expect(
      Array(buffer.lines()[18...]) == [
        "── details " + String(repeating: "─", count: 69),
        "class      UITableView",
        "address    0x2",
        "kind       view · recursiveDescription · line 2",
        "frame      (0 0; 390 844)",
        "absolute   (0 0; 390 844)",
        "path       UIWindow",
        "properties frame = (0 0; 390 844)",
        "           layer = <CALayer: 0x20>",
        "source        | <UITableView: 0x2; frame = (0 0; 390 844); layer = <CALayer: 0x2",
        "           0>>",
        " 2/9 · 9 nodes · line 2" + String(repeating: " ", count: 50) + "? help",
      ])
  }

  @Test func helpListsEveryKey() {
    let (buffer, _) = Self.screen([.showHelp], height: 30)
    let lines = buffer.lines()
    #expect(lines[0] == " vtree view: keys")
    #expect(lines[1] == "  j k ↓ ↑         move down, up")
    #expect(lines[22] == "  q Ctrl-c        quit")
    #expect(lines[29] == " press any key to return")
  }

  @Test func helpFitsAnEightyByTwentyFourTerminal() {
    let (buffer, _) = Self.screen([.showHelp], width: 80, height: 24)
    #expect(buffer.lines()[22] == "  q Ctrl-c        quit")
    #expect(buffer.lines()[23] == " press any key to return")
  }

  @Test func promptShowsTheTypedTextAndTheCursor() {
    let (buffer, _) = Self.screen([.beginPrompt(.search), .promptInput("a"), .promptInput("b")])
    #expect(buffer.lines()[11] == "/ab")
    #expect(buffer.cursor?.row == 11 && buffer.cursor?.column == 3)
    let (filter, _) = Self.screen([.beginPrompt(.filter)])
    #expect(filter.lines()[11] == "filter:")
  }

  @Test func messagesReplaceTheHelpHint() {
    let (buffer, _) = Self.screen([.filter("UISwitch")])
    let status = buffer.lines()[11]
    #expect(status.hasPrefix(" 4/4 · 9 nodes · line 5 · filter: UISwitch "))
    #expect(status.hasSuffix(" 1 match"))
  }

  @Test func aMessageTooLongToShareTheLineTakesItWhole() {
    var (_, state) = Self.screen(width: 40)
    state.message = "cannot write /some/long/path/out.txt: No such file or directory"
    let status = ViewerRenderer(hierarchy: state.hierarchy).render(state).lines()[11]
    #expect(status == " cannot write /some/long/path/out.txt: N")
    state.message = "1 match"
    let short = ViewerRenderer(hierarchy: state.hierarchy).render(state).lines()[11]
    #expect(short == " 1/9 · 9 nodes · line 1" + String(repeating: " ", count: 9) + "1 match")
  }

  @Test func aLongPromptScrollsToKeepTheTypingInView() {
    let path = "/tmp/some/deeply/nested/folder/marked.txt"
    let (buffer, _) = Self.screen(
      [.toggleMark, .beginPrompt(.writeFile)] + path.map { .promptInput($0) }, width: 30)
    #expect(buffer.lines()[11] == "deeply/nested/folder/marked.txt".suffix(29))
    #expect(buffer.cursor?.row == 11 && buffer.cursor?.column == 29)
    let (short, _) = Self.screen(
      [.toggleMark, .beginPrompt(.writeFile), .promptInput("a")], width: 30)
    #expect(short.lines()[11] == "write marked to: a")
  }

  @Test func withoutColorOnlyAttributesSetThePartsApart() {
    let actions: [ViewerAction] = [.moveDown, .toggleMark, .filter("UILabel")]
    var state = ViewerState(ViewerFixtures.hierarchy(), width: 80, height: 12)
    for action in actions { state.perform(action) }
    let colored = ViewerRenderer(hierarchy: state.hierarchy).render(state)
    let plain = ViewerRenderer(hierarchy: state.hierarchy, usesColor: false).render(state)
    let cells = { (buffer: ScreenBuffer) in
      (0..<buffer.height).flatMap { row in (0..<buffer.width).map { buffer[row, $0] } }
    }
    #expect(cells(colored).contains { $0.style.foreground != nil })
    #expect(cells(plain).allSatisfy { $0.style.foreground == nil && $0.style.background == nil })
    #expect(plain.lines() == colored.lines())
    #expect(cells(plain).contains { $0.style.bold })
  }

  /// A raw line can be megabytes long: only what the pane shows is wrapped.
  @Test func wrappingStopsAtThePane() {
    let text = String(repeating: "a", count: 1_000_000)
    let (chunks, isCut) = ViewerRenderer.wrap(text, width: 10, maxChunks: 3)
    #expect(chunks == Array(repeating: String(repeating: "a", count: 10), count: 3))
    #expect(isCut)
    let (whole, isWholeCut) = ViewerRenderer.wrap("設定とプ", width: 4, maxChunks: 2)
    #expect(whole == ["設定", "とプ"])
    #expect(!isWholeCut)
    let long = ViewerFixtures.settings.replacingOccurrences(of: "'Wi-Fi'", with: "'\(text)'")
    let (buffer, _) = Self.screen(
      [.moveDown, .moveDown, .moveDown, .toggleDetails], text: long, height: 30)
    let lines = buffer.lines()
    #expect(lines[25] == "properties frame = (16 0; 200 44)")
    #expect(lines[26] == "           text = '" + String(repeating: "a", count: 69 - 8))
    #expect(lines[27] == "           " + String(repeating: "a", count: 69))
    #expect(lines[28] == "…")
  }

  static let hostile = """
    <UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x10>>
       | <UILabel: 0x2; frame = (0 0; 100 20); text = 'red\u{1B}[31mtext\u{7}'; layer = <CALayer: 0x20>>
       | <UILabel: 0x3; frame = (0 20; 100 20); text = '設定とプライバシー👩‍👩‍👧'; layer = <CALayer: 0x30>>
       |    | <UIView: 0x4; frame = (0 0; 10 10); layer = <CALayer: 0x40>>
       | <UILabel: 0x5; frame = (0 40; 100 20); text = 'e\u{301}te\u{301}'; layer = <CALayer: 0x50>>
    """

  @Test func controlCharactersFromTheDumpAreShownEscaped() {
    let (buffer, _) = Self.screen(text: Self.hostile, width: 80, height: 8)
    #expect(buffer.lines()[1] == "├─ UILabel (0 0; 100 20) 'red^[[31mtext^G'")
    for row in 0..<buffer.height {
      for column in 0..<buffer.width {
        #expect(!buffer[row, column].text.unicodeScalars.contains { $0.value < 0x20 })
      }
    }
  }

  @Test func wideCharactersTakeTwoColumnsAndAreCutWhole() {
    let (buffer, _) = Self.screen(text: Self.hostile, width: 80, height: 8)
    let line = buffer.lines()[2]
    #expect(line == "├─ ▾ UILabel (0 20; 100 20) '設定とプライバシー👩‍👩‍👧'")
    // 34 columns before the text, two per CJK character and two for the family emoji.
    #expect(buffer[2, 29].text == "設" && buffer[2, 30].text == "")
    #expect(buffer[2, 47].text == "👩‍👩‍👧" && buffer[2, 49].text == "'")
    #expect(buffer.lines()[3] == "│  └─ UIView (0 0; 10 10)")
    #expect(buffer.lines()[4] == "└─ UILabel (0 40; 100 20) 'e\u{301}te\u{301}'")
    // Cut at 32 columns: the character that would straddle the edge becomes a blank.
    let (narrow, _) = Self.screen(text: Self.hostile, width: 32, height: 8)
    #expect(narrow.lines()[2] == "├─ ▾ UILabel (0 20; 100 20) '設")
    #expect(narrow[2, 31].text == " ")
    for line in narrow.lines() { #expect(DisplayWidth.of(line) <= 32) }
  }

  @Test func deepGuidesAreCutOnTheLeft() {
    var lines = ["<UIView: 0x0; frame = (0 0; 10 10); layer = <CALayer: 0x100>>"]
    for depth in 1...30 {
      lines.append(
        "   " + String(repeating: "|    ", count: depth - 1) + "| "
          + "<UIView: 0x\(depth); frame = (0 0; 10 10); layer = <CALayer: 0x1\(depth)>>")
    }
    let (buffer, _) = Self.screen(
      [.expandAll], text: lines.joined(separator: "\n"), width: 40, height: 40)
    // Guides take at most half the width: `… ` and then the innermost levels.
    #expect(
      buffer.lines()[30] == "… " + String(repeating: " ", count: 15) + "└─ UIView (0 0; 10 10)")
    #expect(buffer.lines()[6] == String(repeating: " ", count: 15) + "└─ ▾ UIView (0 0; 10 10)")
  }

  @Test func longSwiftNamesAreShortened() {
    #expect(ClassNameShortener.shorten("UILabel") == "UILabel")
    #expect(
      ClassNameShortener.shorten(
        "SwiftUI._UIHostingView<SwiftUI.ModifiedContent<SwiftUI.AnyView, SwiftUI.RootModifier>>")
        == "SwiftUI._UIHostingView<…>")
    #expect(
      ClassNameShortener.shorten(
        "SomeVeryLongModuleName.AnotherNamespace.HostingView<SwiftUI.ModifiedContent<A, B>>")
        == "HostingView<…>")
    #expect(ClassNameShortener.shorten(String(repeating: "A", count: 50)).count == 40)
  }

  /// A private class keeps its module and enclosing type; its discriminator goes.
  @Test func privateSwiftNamesLoseTheirDiscriminatorFirst() {
    #expect(
      ClassNameShortener.shorten(
        "MyApp.ProfileSection.(BadgeView in _0123456789ABCDEF0123456789ABCDEF)")
        == "MyApp.ProfileSection.(BadgeView in _…)")
    #expect(
      ClassNameShortener.shorten(
        "SwiftUI.(_UIShapeHitTestingView in _A34643117F00277B93DEBAB70EC06971)")
        == "SwiftUI.(_UIShapeHitTestingView in _…)")
    #expect(ClassNameShortener.shorten("MyApp.(Cell in _8F2E)") == "MyApp.(Cell in _8F2E)")
  }
}
