import Foundation
import Testing

@Suite("vtree lint and frames")
struct LintCommandTests {
  /// A button pushed outside its container and a small one, under a 320 × 480 window.
  static let dump = """
    <UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x2>>
       | <UIView: 0x3; frame = (0 100; 320 50); layer = <CALayer: 0x4>>
       |    | <UIButton: 0x5; frame = (300 10; 60 30); layer = <CALayer: 0x6>>
       |    | <UIButton: 0x7; frame = (10 10; 20 20); layer = <CALayer: 0x8>>

    """

  /// Findings exit with 1; an input without a hierarchy was not checked at all, which CI must
  /// not take for findings: 2, and no report.
  @Test("an input without a hierarchy exits with 2 and writes no report")
  func noHierarchyIsTrouble() throws {
    for format in ["text", "json", "sarif"] {
      let result = try VTreeProcess.run(["lint", "-", "--format", format], stdin: "just prose\n")
      #expect(result.status == 2)
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.contains("no view hierarchy found"))
    }
  }

  @Test("text findings as file:line:col: severity: message [rule], exit by --fail-on")
  func text() throws {
    let path = try VTreeProcess.temporaryFile(Self.dump)
    let result = try VTreeProcess.run(["lint", path])
    #expect(result.status == 0)  // warnings only; the default --fail-on is error
    let findings = result.stdoutLines.dropLast()
    #expect(
      findings.contains {
        $0.hasPrefix("\(path):3:11: warning:") && $0.hasSuffix("[outside-parent]")
      })
    #expect(
      findings.contains {
        $0.hasPrefix("\(path):4:11: warning:") && $0.hasSuffix("[small-touch-target]")
      })
    let strict = try VTreeProcess.run(["lint", path, "--fail-on", "warning"])
    #expect(strict.status == 1)
  }

  @Test("text findings word for word, the file's name with its control characters escaped")
  func textLines() throws {
    let path = try VTreeProcess.temporaryFile(Self.dump, name: "a\u{1B}[31mb.txt")
    let result = try VTreeProcess.run(["lint", path])
    let name = path.replacingOccurrences(of: "\u{1B}", with: "\\u{1B}")
    #expect(!result.stdoutBytes.contains(0x1B))
    #expect(
      result.stdoutLines == [
        "\(name):3:11: warning: UIButton (line 3) (300 10; 60 30) extends outside its parent UIView"
          + " (line 2)'s bounds (0 0; 320 50); nothing clips it, but touches outside the parent do"
          + " not reach it [outside-parent]",
        "\(name):3:11: warning: UIButton (line 3) at (300 110; 60 30) is partly outside the window"
          + " UIWindow (line 1) (0 0; 320 480) [off-screen]",
        "\(name):3:11: warning: UIButton (line 3) is a 60 × 30 pt touch target, smaller than"
          + " 44 × 44 pt [small-touch-target]",
        "\(name):4:11: warning: UIButton (line 4) is a 20 × 20 pt touch target, smaller than"
          + " 44 × 44 pt [small-touch-target]",
        "0 notes, 4 warnings, 0 errors",
      ])
  }

  @Test("Apple's private views only with --include-private")
  func privateViews() throws {
    let dump = """
      <UINavigationBar: 0x1; frame = (0 47; 390 44); layer = <CALayer: 0x2>>
         | <_UIBarBackground: 0x3; frame = (0 -47; 390 91); layer = <CALayer: 0x4>>

      """
    let quiet = try VTreeProcess.run(["lint", "-"], stdin: dump)
    #expect(quiet.stdoutLines == ["no findings"])
    let all = try VTreeProcess.run(["lint", "-", "--include-private"], stdin: dump)
    #expect(
      all.stdoutLines.first?.hasPrefix("<stdin>:2:6: warning: _UIBarBackground (line 2)") == true)
  }

  @Test("severities colored on a terminal, never with --no-color or NO_COLOR")
  func colors() throws {
    guard TmuxSession.executable != nil else {
      print("note: tmux is not installed; skipping the terminal test of lint colors")
      return
    }
    let path = try VTreeProcess.temporaryFile(Self.dump)
    let vtree = try VTreeProcess.executableURL().path
    for (command, colored) in [
      ("env -u NO_COLOR \(vtree) lint \(path)", true),
      ("env -u NO_COLOR \(vtree) lint \(path) --no-color", false),
      ("env NO_COLOR=1 \(vtree) lint \(path)", false),
    ] {
      // Typed at a shell's prompt: a program that tmux starts and that exits at once can lose
      // its output on a busy machine.
      let tmux = try TmuxSession.shell(width: 400)
      try tmux.send(command, literal: true)
      try tmux.send("Enter")
      try tmux.waitFor(text: "0 notes, 4 warnings, 0 errors")
      let screen = try tmux.screen(styles: true).joined(separator: "\n")
      #expect(screen.contains("\u{1B}[1m\u{1B}[35mwarning") == colored, "\(command)")
      #expect(screen.contains("warning") && screen.contains("[small-touch-target]"))
    }
  }

  @Test("--rule and --disable choose the rules")
  func ruleSelection() throws {
    let only = try VTreeProcess.run(
      ["lint", "-", "--rule", "small-touch-target"], stdin: Self.dump)
    #expect(only.stdoutLines.dropLast().allSatisfy { $0.hasSuffix("[small-touch-target]") })
    let without = try VTreeProcess.run(
      ["lint", "-", "--disable", "small-touch-target"], stdin: Self.dump)
    #expect(!without.stdout.contains("[small-touch-target]"))
    let unknown = try VTreeProcess.run(["lint", "-", "--rule", "nope"], stdin: Self.dump)
    #expect(unknown.status == 2)
    // Every rule disabled: an error, not a clean pass.
    let none = try VTreeProcess.run(
      ["lint", "-", "--rule", "small-touch-target", "--disable", "small-touch-target"],
      stdin: Self.dump)
    #expect(none.status == 2)
    #expect(none.stderr.contains("no rule left to run: --disable removes every rule that --rule"))
    // Every rule disabled without --rule: the message does not speak of --rule.
    // The rules as the help lists them: `--disable <disable> … (values: a, b, …)`.
    let help = try VTreeProcess.run(["lint", "--help"]).stdout
      .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    let values = try #require(
      help.components(separatedBy: "--disable <disable>").last?
        .components(separatedBy: "(values: ").dropFirst().first?.prefix { $0 != ")" })
    let rules = values.components(separatedBy: ", ")
    #expect(rules.count >= 9)
    let all = try VTreeProcess.run(
      ["lint", "-"] + rules.flatMap { ["--disable", $0] }, stdin: Self.dump)
    #expect(all.status == 2)
    #expect(all.stderr.contains("no rule left to run: --disable removes every rule\n"))
  }

  @Test("SARIF 2.1.0 with rule ids and line locations")
  func sarif() throws {
    let result = try VTreeProcess.run(["lint", "-", "--format", "sarif"], stdin: Self.dump)
    let object = try JSONTree.object(result.stdout)
    #expect(object["version"] as? String == "2.1.0")
    let run = try #require((object["runs"] as? [[String: Any]])?.first)
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.contains { $0["ruleId"] as? String == "outside-parent" })
    let location = try #require((results.first?["locations"] as? [[String: Any]])?.first)
    let region = (location["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
    #expect(region?["startLine"] as? Int == 3)
    #expect(region?["startColumn"] as? Int == 11)
  }

  @Test("SARIF names a file inside the working directory relative to it, others by file URI")
  func sarifPaths() throws {
    let path = try VTreeProcess.temporaryFile(Self.dump, name: "screen.txt")
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
    func uri(_ directory: URL) throws -> String? {
      let result = try VTreeProcess.run(
        ["lint", path, "--format", "sarif"], directory: directory)
      let run = (try JSONTree.object(result.stdout)["runs"] as? [[String: Any]])?.first
      let result0 = (run?["results"] as? [[String: Any]])?.first
      let location = (result0?["locations"] as? [[String: Any]])?.first
      let physical = location?["physicalLocation"] as? [String: Any]
      return (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String
    }
    #expect(try uri(directory) == "screen.txt")
    let elsewhere = try ScratchDirectory.make()
    // (Scratch paths hold no character a URI must encode.)
    #expect(try uri(elsewhere) == "file://" + path)
  }

  @Test("frames: relative and absolute frames per node")
  func frames() throws {
    let result = try VTreeProcess.run(["frames", "-", "--format", "json"], stdin: Self.dump)
    let items = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    #expect(items.count == 4)
    let button = items[2]
    #expect(button["line"] as? Int == 3)
    let absolute = try #require(button["absoluteFrame"] as? [String: Any])
    #expect(JSONTree.number(absolute["x"]) == 300)
    #expect(JSONTree.number(absolute["y"]) == 110)
    let text = try VTreeProcess.run(["frames", "-"], stdin: Self.dump)
    #expect(text.stdoutLines[2].hasSuffix("(300 10; 60 30) → (300 110; 60 30)"))
  }
}
