import TerminalUI
import Testing

@testable import Viewer

@Suite struct KeyMapTests {
  static func key(_ character: Character, _ modifiers: KeyModifiers = []) -> KeyEvent {
    KeyEvent(.character(character), modifiers: modifiers)
  }

  static let normal: [(KeyEvent, ViewerAction?)] = [
    (key("j"), .moveDown), (KeyEvent(.down), .moveDown), (key("k"), .moveUp),
    (KeyEvent(.up), .moveUp), (key("h"), .collapseOrParent), (KeyEvent(.left), .collapseOrParent),
    (key("l"), .expandOrFirstChild), (KeyEvent(.right), .expandOrFirstChild),
    (key(" "), .toggle), (KeyEvent(.enter), .toggle), (key("e"), .expandAll),
    (key("E"), .collapseAll), (key("E", .shift), .collapseAll), (key("L"), .expandSubtree),
    (key("H"), .collapseSubtree), (key("c"), .collapseSiblings), (key("C"), .expandSiblings),
    (key("1"), .expandToLevel(1)), (key("9"), .expandToLevel(9)), (key("0"), nil),
    (key("g"), .moveToTop), (key("G"), .moveToBottom), (KeyEvent(.home), .moveToTop),
    (KeyEvent(.end), .moveToBottom), (key("d", .control), .halfPageDown),
    (key("u", .control), .halfPageUp), (KeyEvent(.pageDown), .pageDown),
    (KeyEvent(.pageUp), .pageUp), (key("/"), .beginPrompt(.search)), (key("n"), .nextMatch),
    (key("N"), .previousMatch), (key("f"), .beginPrompt(.filter)),
    (KeyEvent(.escape), .cancel), (key("p"), .focusParent), (key("d"), .toggleDetails),
    (key("y"), .copyPath), (key("x"), .toggleMark), (key("w"), .beginPrompt(.writeFile)),
    (key("?"), .showHelp), (key("q"), .quit), (key("c", .control), .quit), (key("z"), nil),
    (key("j", .alt), nil), (key("٣"), nil),
  ]

  @Test(arguments: 0..<normal.count) func normalMode(_ entry: Int) {
    let (event, action) = Self.normal[entry]
    #expect(KeyMap.action(for: event, in: .normal) == action, "\(event)")
  }

  @Test func replacingAFileTakesYOrAnythingElse() {
    let mode = ViewerMode.prompt(ViewerPrompt(.replaceFile("out.txt")))
    #expect(KeyMap.action(for: Self.key("y"), in: mode) == .submitPrompt)
    #expect(KeyMap.action(for: Self.key("Y"), in: mode) == .submitPrompt)
    for event in [Self.key("n"), Self.key("q"), KeyEvent(.enter), KeyEvent(.escape)] {
      #expect(KeyMap.action(for: event, in: mode) == .cancelPrompt, "\(event)")
    }
    #expect(KeyMap.action(for: Self.key("y", .control), in: mode) == .cancelPrompt)
  }

  @Test func promptModeEditsText() {
    let mode = ViewerMode.prompt(ViewerPrompt(.search, text: "a"))
    #expect(KeyMap.action(for: Self.key("q"), in: mode) == .promptInput("q"))
    #expect(KeyMap.action(for: Self.key(" "), in: mode) == .promptInput(" "))
    #expect(KeyMap.action(for: Self.key("設"), in: mode) == .promptInput("設"))
    #expect(KeyMap.action(for: KeyEvent(.backspace), in: mode) == .promptBackspace)
    #expect(KeyMap.action(for: Self.key("h", .control), in: mode) == .promptBackspace)
    #expect(KeyMap.action(for: KeyEvent(.enter), in: mode) == .submitPrompt)
    #expect(KeyMap.action(for: KeyEvent(.escape), in: mode) == .cancelPrompt)
    #expect(KeyMap.action(for: Self.key("c", .control), in: mode) == .cancelPrompt)
    #expect(KeyMap.action(for: KeyEvent(.up), in: mode) == nil)
  }

  @Test func mousePressesAndWheelStepsAct() {
    func action(_ event: MouseEvent, _ modifiers: KeyModifiers = []) -> ViewerAction? {
      KeyMap.action(for: KeyEvent(.mouse(event), modifiers: modifiers), in: .normal)
    }
    #expect(action(MouseEvent(.left, row: 3, column: 7)) == .click(row: 3, column: 7))
    #expect(action(MouseEvent(.left, row: 3, column: 7), .control) == .click(row: 3, column: 7))
    #expect(action(MouseEvent(.left, row: 3, column: 7, isRelease: true)) == nil)
    #expect(action(MouseEvent(.wheelUp, row: 0, column: 0)) == .scroll(-KeyMap.wheelStep))
    #expect(action(MouseEvent(.wheelDown, row: 0, column: 0)) == .scroll(KeyMap.wheelStep))
    #expect(action(MouseEvent(.right, row: 3, column: 7)) == nil)
    // A prompt takes no clicks as text.
    let prompt = ViewerMode.prompt(ViewerPrompt(.search, text: "a"))
    let click = KeyEvent(.mouse(MouseEvent(.left, row: 3, column: 7)))
    #expect(KeyMap.action(for: click, in: prompt) == nil)
  }

  @Test func anyKeyClosesTheHelp() {
    for event in [Self.key("q"), KeyEvent(.escape), Self.key("?"), KeyEvent(.down)] {
      #expect(KeyMap.action(for: event, in: .help) == .closeHelp)
    }
  }

  /// Every key the help lists is bound: the help is the key map's documentation.
  @Test func helpNamesBoundKeys() {
    let names: [String: KeyEvent] = [
      "↓": KeyEvent(.down), "↑": KeyEvent(.up), "←": KeyEvent(.left), "→": KeyEvent(.right),
      "space": Self.key(" "), "enter": KeyEvent(.enter), "Ctrl-d": Self.key("d", .control),
      "Ctrl-u": Self.key("u", .control), "PgDn": KeyEvent(.pageDown),
      "PgUp": KeyEvent(.pageUp), "Esc": KeyEvent(.escape), "Ctrl-c": Self.key("c", .control),
      "…": Self.key("5"),
      "click": KeyEvent(.mouse(MouseEvent(.left, row: 0, column: 0))),
      "wheel": KeyEvent(.mouse(MouseEvent(.wheelDown, row: 0, column: 0))),
    ]
    for entry in KeyMap.help {
      for name in entry.keys.split(separator: " ") {
        let event = names[String(name)] ?? Self.key(name.first!)
        #expect(KeyMap.action(for: event, in: .normal) != nil, "\(name)")
      }
    }
  }
}
