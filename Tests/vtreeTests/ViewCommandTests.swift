import Foundation
import Testing

/// `vtree view` in a real terminal (tmux): keys in, screen out. Skipped, with a note, when tmux
/// is not installed.
@Suite("vtree view: the interactive viewer", .serialized, .timeLimit(.minutes(1)))
struct ViewCommandTests {
  static let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Samples/settings-table.txt").path

  /// A viewer of the sample in a 100 × 30 terminal, or nil (with a note) without tmux.
  static func viewer(_ arguments: String = "", environment: String = "") throws -> TmuxSession? {
    guard TmuxSession.executable != nil else {
      print("note: tmux is not installed; skipping the terminal tests of vtree view")
      return nil
    }
    let vtree = try VTreeProcess.executableURL().path
    return try TmuxSession("\(environment) \(vtree) view \(sample) \(arguments)")
  }

  /// The status line: the last line of the screen.
  static func status(_ lines: [String]) -> String {
    lines.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
  }

  @Test func opensOnTheLevelsThatFit() throws {
    guard let tmux = try Self.viewer() else { return }
    let lines = try tmux.waitFor(text: "67 nodes")
    #expect(lines[0] == "▾ UIWindow (0 0; 390 844)")
    #expect(lines.contains("         │        ├─ ▸ SettingsUI.AccountCell (20 18; 350 79)"))
    #expect(Self.status(lines).hasPrefix(" 1/26 · 67 nodes · line 1 "))
  }

  @Test func collapseAllThenExpandAll() throws {
    guard let tmux = try Self.viewer() else { return }
    try tmux.waitFor(text: "67 nodes")
    try tmux.send("j", "j", "E")
    var lines = try tmux.waitFor(text: " 1/1 · 67 nodes")
    #expect(lines[0] == "▸ UIWindow (0 0; 390 844)")
    #expect(lines[1].isEmpty)
    try tmux.send("e")
    lines = try tmux.waitFor(text: " 1/67 · 67 nodes")
    #expect(lines[0] == "▾ UIWindow (0 0; 390 844)")
    try tmux.send("G")
    lines = try tmux.waitFor(text: " 67/67 · 67 nodes")
    #expect(lines.contains { $0.hasSuffix("_UIModernBarButton (8 11.6667; 31.6667 20.3333)") })
  }

  @Test func searchRevealsAndFocusesTheMatch() throws {
    guard let tmux = try Self.viewer("--expand 0") else { return }
    try tmux.waitFor(text: " 1/1 · 67 nodes")
    try tmux.send("/")
    // Texts are matched without their quotes: anchors hold at the text's ends.
    try tmux.send("^Set+ings$", literal: true)
    try tmux.waitFor(text: "/^Set+ings$")
    try tmux.send("Enter")
    // The label 'Settings' is on line 62 of the dump, seven levels down.
    let lines = try tmux.waitFor(text: "· line 62")
    #expect(
      lines.contains { $0.hasSuffix("└─ ▸ UILabel (16 3.66667; 133.333 40.6667) 'Settings'") })
    try tmux.send("n")
    try tmux.waitFor(text: "the only match")
  }

  @Test func filterShowsMatchesAndEscapeRestores() throws {
    guard let tmux = try Self.viewer() else { return }
    try tmux.waitFor(text: " 1/26 · 67 nodes")
    try tmux.send("f")
    try tmux.send("UILabel:has-text", literal: true)
    try tmux.send(
      "BSpace", "BSpace", "BSpace", "BSpace", "BSpace", "BSpace", "BSpace", "BSpace", "BSpace")
    try tmux.send("[text]", literal: true)
    try tmux.send("Enter")
    let lines = try tmux.waitFor(text: "filter: UILabel[text]")
    let rows = lines.prefix { !$0.hasPrefix(" ") || $0.contains("─") }
    #expect(rows.contains { $0.contains("UILabel (16 3.66667; 133.333 40.6667) 'Settings'") })
    #expect(!rows.contains { $0.contains("UISwitch") })
    try tmux.send("Escape")
    try tmux.waitFor("the filter to go") { lines in
      !Self.status(lines).contains("filter:") && Self.status(lines).contains("/26 · 67 nodes")
    }
  }

  /// Ctrl-C while typing into a prompt cancels the prompt; the viewer stays.
  @Test func ctrlCInAPromptCancelsIt() throws {
    guard let tmux = try Self.viewer() else { return }
    try tmux.waitFor(text: " 1/26 · 67 nodes")
    try tmux.send("f")
    try tmux.send("UILab", literal: true)
    try tmux.waitFor(text: "filter: UILab")
    try tmux.send("C-c")
    try tmux.waitFor("the prompt to go") { lines in
      !Self.status(lines).contains("filter:") && Self.status(lines).contains(" 1/26 · 67 nodes")
    }
    // Outside the prompt Ctrl-C quits again.
    try tmux.send("C-c")
    try tmux.waitFor("the viewer to end") { lines in !lines.contains { $0.contains("67 nodes") } }
  }

  /// While a prompt is open only Ctrl-C is a key: Ctrl-Z still suspends the viewer, and `fg`
  /// brings it back with the prompt open and Ctrl-C still cancelling it.
  @Test func ctrlZInAPromptSuspends() throws {
    guard let tmux = try Self.viewerInShell() else { return }
    try tmux.send("/")
    try tmux.send("Settings", literal: true)
    try tmux.waitFor(text: "/Settings")
    try tmux.send("C-z")
    try tmux.waitFor("the shell's screen") { lines in
      lines.contains("before-the-viewer") && !lines.contains { $0.contains("/Settings") }
    }
    try tmux.send("fg", "Enter")
    try tmux.waitFor(text: "/Settings")
    try tmux.send("C-c")
    try tmux.waitFor("the prompt to go") { lines in
      !Self.status(lines).contains("/Settings") && Self.status(lines).contains(" 1/26 · 67 nodes")
    }
    try tmux.send("q")
    try tmux.waitFor("the viewer to end") { lines in !lines.contains { $0.contains("67 nodes") } }
  }

  @Test func noColorKeepsAttributesOnly() throws {
    let foregrounds = (Array(30...37) + Array(90...97)).map { "\u{1B}[\($0)m" } + ["[38;"]
    // The test runner may itself run with NO_COLOR set.
    for (environment, arguments, colored) in [
      ("env -u NO_COLOR", "", true), ("env NO_COLOR=1", "", false),
      ("env -u NO_COLOR", "--no-color", false),
    ] {
      guard let tmux = try Self.viewer(arguments, environment: environment) else { return }
      try tmux.waitFor(text: "67 nodes")
      let screen = try tmux.screen(styles: true).joined(separator: "\n")
      #expect(
        foregrounds.contains { screen.contains($0) } == colored, "\(environment) \(arguments)")
      #expect(screen.contains("\u{1B}[1m"))
    }
  }

  @Test func resizeRedraws() throws {
    guard let tmux = try Self.viewer() else { return }
    try tmux.waitFor(text: "67 nodes")
    try tmux.resize(width: 60, height: 12)
    // tmux keeps the old frame's bottom rows in view when the pane shrinks, so the old status
    // line shows on row 12 before the redraw: wait for the redrawn top row as well.
    let lines = try tmux.waitFor("the redrawn frame") { lines in
      lines.count >= 12 && lines[11].contains("67 nodes")
        && lines[0] == "▾ UIWindow (0 0; 390 844)"
    }
    #expect(lines[0] == "▾ UIWindow (0 0; 390 844)")
  }

  /// A shell that printed `before-the-viewer`, then started the viewer of the sample (from a
  /// pipe unless `input` is `FILE`), once the viewer shows; nil (with a note) without tmux.
  static func viewerInShell(input: String = "FILE") throws -> TmuxSession? {
    guard TmuxSession.executable != nil else {
      print("note: tmux is not installed; skipping the terminal tests of vtree view")
      return nil
    }
    let vtree = try VTreeProcess.executableURL().path
    let tmux = try TmuxSession.shell()
    try tmux.send("echo before-the-viewer", "Enter")
    try tmux.waitFor("the echo") { $0.contains("before-the-viewer") }
    let command =
      input == "FILE" ? "\(vtree) view \(Self.sample)" : "cat \(Self.sample) | \(vtree) view"
    try tmux.send(command, "Enter")
    try tmux.waitFor(text: " 1/26 · 67 nodes")
    return tmux
  }

  /// Runs the viewer from a shell, leaves it with `keys`, and checks the shell's screen and
  /// terminal modes are back.
  func leaves(with keys: [String], input: String = "FILE") throws {
    guard let tmux = try Self.viewerInShell(input: input) else { return }
    try tmux.send("j")
    try tmux.waitFor(text: " 2/26 · 67 nodes")
    for key in keys { try tmux.send(key) }
    let lines = try tmux.waitFor("the shell's screen") { lines in
      lines.contains("before-the-viewer") && !lines.contains { $0.contains("67 nodes") }
    }
    #expect(!lines.contains { $0.contains("UIWindow") })
    #expect(try tmux.display("#{mouse_any_flag}") == "0", "mouse reports are off again")
    try tmux.send("stty -a", "Enter")
    let modes = try tmux.waitFor(text: "icanon").joined(separator: " ")
    #expect(modes.contains(" icanon") && !modes.contains("-icanon"))
    #expect(modes.contains(" echo ") && !modes.contains("-echo "))
  }

  @Test func clicksFocusAndToggleRows() throws {
    guard let tmux = try Self.viewer() else { return }
    try tmux.waitFor(text: " 1/26 · 67 nodes")
    #expect(try tmux.display("#{mouse_any_flag}") == "1")
    // SGR reports, 1-based. A wheel step down moves the focus by three rows.
    try tmux.send("\u{1B}[<65;10;5M", literal: true)
    try tmux.waitFor(text: " 4/26 · 67 nodes")
    // A press and release on the ▾ of line 2 (UITransitionView) focuses and collapses it.
    try tmux.send("\u{1B}[<0;5;2M\u{1B}[<0;5;2m", literal: true)
    let lines = try tmux.waitFor(text: " 2/2 · 67 nodes")
    #expect(lines[1] == "└─ ▸ UITransitionView (0 0; 390 844)")
    // A click on a row's name only focuses it.
    try tmux.send("\u{1B}[<0;10;1M\u{1B}[<0;10;1m", literal: true)
    try tmux.waitFor(text: " 1/2 · 67 nodes")
  }

  @Test func noMouseLeavesTheMouseToTheTerminal() throws {
    guard let tmux = try Self.viewer("--no-mouse") else { return }
    try tmux.waitFor(text: " 1/26 · 67 nodes")
    #expect(try tmux.display("#{mouse_any_flag}") == "0")
  }

  @Test func quitRestoresTheTerminal() throws {
    try leaves(with: ["q"])
  }

  @Test func ctrlCRestoresTheTerminal() throws {
    try leaves(with: ["C-c"])
  }

  @Test func keysComeFromTheTerminalWhenTheDumpIsPiped() throws {
    try leaves(with: ["?", "q", "q"], input: "pipe")
  }

  @Test func sigtermRestoresTheTerminal() throws {
    guard TmuxSession.executable != nil else {
      print("note: tmux is not installed; skipping the terminal tests of vtree view")
      return
    }
    let vtree = try VTreeProcess.executableURL().path
    let pidFile = try VTreeProcess.temporaryFile("", name: "pid")
    let tmux = try TmuxSession.shell()
    try tmux.send("echo before-the-viewer", "Enter")
    try tmux.waitFor(text: "before-the-viewer")
    try tmux.send("sh -c 'echo $$ > \(pidFile); exec \(vtree) view \(Self.sample)'", "Enter")
    try tmux.waitFor(text: "67 nodes")
    let pid = try #require(
      Int32(
        String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(
          in: .whitespacesAndNewlines)))
    kill(pid, SIGTERM)
    try tmux.waitFor("the shell's screen") { lines in
      lines.contains("before-the-viewer") && !lines.contains { $0.contains("67 nodes") }
    }
    try tmux.send("echo status=$?", "Enter")
    try tmux.waitFor(text: "status=143")
    #expect(try tmux.display("#{mouse_any_flag}") == "0", "mouse reports are off again")
    try tmux.send("stty -a", "Enter")
    let modes = try tmux.waitFor(text: "icanon").joined(separator: " ")
    #expect(!modes.contains("-icanon") && !modes.contains("-echo "))
  }

  /// Another program cuts the file short while the viewer shows it: the viewer reads rows from
  /// the mapped file as they come into view, so the next screen would crash it with SIGBUS.
  /// Instead the terminal is given back and the error names the file, with exit status 2.
  @Test func aFileCutShortWhileViewedIsAnErrorNamingIt() throws {
    guard TmuxSession.executable != nil else {
      print("note: tmux is not installed; skipping the terminal tests of vtree view")
      return
    }
    let vtree = try VTreeProcess.executableURL().path
    let rows = (0..<3000).map { index in
      "   | <UIView: 0x7f\(String(0x1000 + index, radix: 16)); frame = (0 \(index); 10 1); "
        + "layer = <CALayer: 0x60\(String(0x1000 + index, radix: 16))>>"
    }
    let text = (["<UIWindow: 0x7f01; frame = (0 0; 390 844); layer = <CALayer: 0x6001>>"] + rows)
      .joined(separator: "\n")
    let file = try VTreeProcess.temporaryFile(text, name: "cut.txt")
    let tmux = try TmuxSession.shell()
    try tmux.send("\(vtree) view \(file); echo status=$?", "Enter")
    try tmux.waitFor(text: "3,001 nodes")
    #expect(truncate(file, 0) == 0)
    try tmux.send("G")
    // The message is longer than the pane is wide: its lines are joined again.
    let screen = try tmux.waitFor(text: "status=2").joined()
    #expect(
      screen.contains("\(file): error: the file was cut short while it was read"), "\(screen)")
    try tmux.send("stty -a", "Enter")
    let modes = try tmux.waitFor(text: "icanon").joined(separator: " ")
    #expect(!modes.contains("-icanon") && !modes.contains("-echo "))
  }

  @Test func printsTheTreeWhenOutputIsNotATerminal() throws {
    let view = try VTreeProcess.run(["view", Self.sample])
    let print = try VTreeProcess.run(["print", Self.sample])
    #expect(view.status == 0)
    #expect(view.stdout == print.stdout)
    let shallow = try VTreeProcess.run(["view", Self.sample, "--expand", "1"])
    #expect(shallow.stdoutLines.count == 2)
  }

  @Test func rejectsABadExpansion() throws {
    let result = try VTreeProcess.run(["view", Self.sample, "--expand", "some"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--expand"))
  }
}
