import Foundation
import Testing

/// Flags that every command writing to the terminal accepts alike, so that one alias
/// (`alias vtree='vtree --no-color'`) or one habit works with all of them.
@Suite("flags common to every command")
struct CommonFlagsTests {
  static let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Samples/settings-table.txt").path

  /// Each command reading the dump from standard input (`-`).
  static let commands: [[String]] = [
    ["print", "-"], ["view", "-"], ["find", "UILabel", "-"], ["frames", "-"], ["lint", "-"],
    ["stats", "-"], ["diff", "-", sample], ["render", "-", "--format", "svg"],
  ]

  @Test("--no-color is accepted by every command", arguments: commands)
  func noColor(_ command: [String]) throws {
    let plain = try VTreeProcess.run(command, stdin: Dumps.window)
    let flagged = try VTreeProcess.run(command + ["--no-color"], stdin: Dumps.window)
    #expect(flagged.stderr == plain.stderr)
    #expect(flagged.status == plain.status)
    #expect(flagged.stdout == plain.stdout)
    #expect(plain.status != 2, "\(plain.stderr)")
  }

  @Test("--no-color before the command name works too", arguments: commands)
  func noColorFirst(_ command: [String]) throws {
    let after = try VTreeProcess.run(command + ["--no-color"], stdin: Dumps.window)
    let before = try VTreeProcess.run(["--no-color"] + command, stdin: Dumps.window)
    #expect(before.status == after.status, "\(before.stderr)")
    #expect(before.stdout == after.stdout)
  }

  @Test("--diagnostics before the command name works too")
  func diagnosticsFirst() throws {
    let after = try VTreeProcess.run(["stats", "-", "--diagnostics"], stdin: Dumps.windowSession)
    let before = try VTreeProcess.run(["--diagnostics", "stats", "-"], stdin: Dumps.windowSession)
    #expect(before.status == 0)
    #expect(before.stderr == after.stderr && !before.stderr.isEmpty)
    #expect(before.stdout == after.stdout)
  }

  @Test("every --format lists its values in --help")
  func formatsInHelp() throws {
    let formats = [
      "print": ["text", "json", "dump"], "find": ["text", "json"], "frames": ["text", "json"],
      "lint": ["text", "json", "sarif"], "stats": ["text", "json"], "diff": ["text", "json"],
      "render": ["svg", "html", "ascii"],
    ]
    for (command, values) in formats {
      let help = try VTreeProcess.run([command, "--help"])
      #expect(help.status == 0)
      #expect(help.stdout.contains("--no-color"), "\(command)")
      let lines = help.stdoutLines
      let index = try #require(lines.firstIndex { $0.hasPrefix("  --format <format>") })
      // The help wraps; its words, one space apart, read as one line.
      let text = lines[index...].prefix(4).joined(separator: " ")
        .split(separator: " ").joined(separator: " ")
      #expect(text.contains("values: " + values.joined(separator: ", ")), "\(command): \(text)")
    }
  }
}
