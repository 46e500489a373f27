import Testing

/// A dump is untrusted text: escape sequences in it must not reach the terminal raw, or a
/// pasted dump could recolor, retitle or clear the user's terminal.
@Suite("terminal safety")
struct TerminalSafetyTests {
  static let hostile = """
    <UIView: 0x1; frame = (0 0; 10 10); layer = <CALayer: 0x2>>
       | <UILabel: 0x3; frame = (0 0; 5 5); text = '\u{1B}[31mred\u{1B}[0m'; layer = <CALayer: 0x4>>
       | <UI\u{1B}[2JView: 0x5; frame = (0 0; 5 5)>
       | <UILabel: 0x6; frame = (0 0; 5 5); text = 'bell\u{7}csi\u{9B}31m'>

    """

  @Test("text output shows control characters escaped, never raw")
  func printEscapes() throws {
    let result = try VTreeProcess.run(["print"], stdin: Self.hostile)
    #expect(result.status == 0)
    #expect(!result.stdoutBytes.contains(0x1B))
    #expect(!result.stdoutBytes.contains(0x07))
    // U+009B (8-bit CSI) is C2 9B in UTF-8.
    #expect(!result.stdout.unicodeScalars.contains("\u{9B}"))
    let lines = result.stdoutLines
    #expect(lines.count == 4)
    #expect(lines[1] == #"├─ UILabel 0x3 (0 0; 5 5) '\u{1B}[31mred\u{1B}[0m'"#)
    #expect(lines[2].hasPrefix(#"├─ UI\u{1B}[2JView"#))
    #expect(lines[3].contains(#"bell\u{7}csi\u{9B}31m"#))
  }

  /// Every field a summary shows is the dump's text: a base class, a view controller's state,
  /// an XCUITest flag.
  @Test(
    "summaries escape every field taken from the dump",
    arguments: [["print"], ["find", "*"], ["find", "*", "--tree"]])
  func summaryFieldsAreEscaped(_ command: [String]) throws {
    let dumps = [
      "<MyApp.Cell: 0x1; baseClass = UITable\u{1B}[2JViewCell; frame = (0 0; 10 10)>\n",
      "<UINavigationController 0x1>, state: \u{1B}[2Jappeared, view: <UIView 0x2>\n",
      "<UINavigationController 0x1>, state: appeared, view: <UIView 0x2>\n"
        + "   | <MyApp.ListController 0x3>, state: appeared, view: <UIView 0x4>, presented with \u{1B}]0;x\u{7}\n",
      "Attributes: Application, pid: 1, label: 'A'\nElement subtree:\n"
        + " →Application, 0x1, pid: 1, label: 'A'\n    Button, 0x2, {{0.0, 0.0}, {10.0, 10.0}}, Sel\u{1B}[5mected\n",
    ]
    for dump in dumps {
      let result = try VTreeProcess.run(command + ["-"], stdin: dump)
      #expect(!result.stdoutBytes.contains(0x1B), "\(command) \(dump)")
      #expect(!result.stdoutBytes.contains(0x07), "\(command) \(dump)")
    }
  }

  /// File names are quoted in errors; one holding an escape sequence must not reach the
  /// terminal raw either.
  @Test(
    "error messages escape control characters in file names",
    arguments: [
      ["print"], ["render", "--format", "svg"], ["render", "--root", "Nope", "--format", "svg"],
    ])
  func fileNamesInErrorsAreEscaped(_ command: [String]) throws {
    let missing = "/nonexistent-\u{1B}[31mred.txt"
    let result = try VTreeProcess.run(command + [missing])
    #expect(result.status == 2)
    #expect(!result.stderrBytes.contains(0x1B))
    #expect(result.stderr.contains(#"nonexistent-\u{1B}[31mred.txt"#))

    let frameless = try VTreeProcess.temporaryFile(
      "<UIViewController 0x1>, state: appeared, view: <UIView 0x2>\n",
      name: "x\u{1B}]0;title\u{7}.txt")
    let drawn = try VTreeProcess.run(command + [frameless])
    #expect(!drawn.stderrBytes.contains(0x1B))
    #expect(!drawn.stderrBytes.contains(0x07))
  }

  @Test("stats text output escapes control characters in class names")
  func statsEscapes() throws {
    let result = try VTreeProcess.run(["stats"], stdin: Self.hostile)
    #expect(result.status == 0)
    #expect(!result.stdoutBytes.contains(0x1B))
    #expect(result.stdout.contains(#"UI\u{1B}[2JView"#))
  }

  /// A dump whose text clears the screen and retitles the terminal, and whose class name
  /// blinks: the canonical dump writes descriptions verbatim.
  static let hostileDump = """
    <UIView: 0x1; frame = (0 0; 10 10); layer = <CALayer: 0x2>>
       | <UILabel: 0x3; frame = (0 0; 5 5); text = 'evil\u{1B}[2J\u{1B}]0;pwned\u{7}'>
       | <UI\u{1B}[5mBlink: 0x5; frame = (0 0; 5 5)>

    """

  @Test("--format dump into a pipe is byte-exact, escape codes included")
  func dumpIntoAPipeIsExact() throws {
    let result = try VTreeProcess.run(["print", "--format", "dump"], stdin: Self.hostileDump)
    #expect(result.status == 0)
    #expect(result.stdout == Self.hostileDump)
  }

  @Test("--format dump on a terminal shows control characters escaped")
  func dumpOnATerminalEscapes() throws {
    guard TmuxSession.executable != nil else {
      print("note: tmux is not installed; skipping the terminal test of --format dump")
      return
    }
    let path = try VTreeProcess.temporaryFile(Self.hostileDump)
    let vtree = try VTreeProcess.executableURL().path
    // Typed at a shell's prompt: the output then stays below the prompt on a settled screen.
    let tmux = try TmuxSession.shell()
    try tmux.send("\(vtree) print \(path) --format dump; echo done", literal: true)
    try tmux.send("Enter")
    let lines = try tmux.waitFor("the command to finish") { $0.contains("done") }
    // Raw, ESC [2J would have erased the first line, and ESC ]0; retitled the pane.
    #expect(lines.contains("<UIView: 0x1; frame = (0 0; 10 10); layer = <CALayer: 0x2>>"))
    #expect(
      lines.contains(
        #"   | <UILabel: 0x3; frame = (0 0; 5 5); text = 'evil\u{1B}[2J\u{1B}]0;pwned\u{7}'>"#))
    #expect(lines.contains(#"   | <UI\u{1B}[5mBlink: 0x5; frame = (0 0; 5 5)>"#))
    #expect(try tmux.display("#{pane_title}") != "pwned")
    #expect(!(try tmux.screen(styles: true)).joined().contains("\u{1B}[5m"))
  }

  @Test("JSON escapes ESC, and the parsed string still holds the original text")
  func jsonEscapes() throws {
    let result = try VTreeProcess.run(["print", "--format", "json"], stdin: Self.hostile)
    #expect(!result.stdoutBytes.contains(0x1B))
    let root = try #require(try JSONTree.roots(result.stdout).first)
    let label = try #require(try JSONTree.children(root).first)
    let properties = try #require(label["properties"] as? [String: String])
    #expect(properties["text"] == "'\u{1B}[31mred\u{1B}[0m'")
  }
}
