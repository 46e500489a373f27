import Foundation
import Testing

/// `print` is the default command, so a mistyped command name would otherwise be read as the
/// file to print, and the error would be about the argument after it.
@Suite("mistyped command names")
struct UnknownCommandTests {
  @Test("a word a typo or two from a command is an unknown command, with a suggestion")
  func suggestsTheCommand() throws {
    for (typed, meant) in [
      ("lnit", "lint"), ("prnt", "print"), ("stat", "stats"), ("fnid", "find"),
    ] {
      let result = try VTreeProcess.run([typed, "dump.txt"])
      #expect(result.status == 2)
      #expect(
        result.stderrLines.first == "Error: unknown command '\(typed)'; did you mean '\(meant)'?")
      #expect(result.stdout.isEmpty)
    }
  }

  @Test("a file with such a name is still printed, and other words are still files")
  func filesStayFiles() throws {
    let path = try VTreeProcess.temporaryFile(Dumps.window, name: "lnit")
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
    let printed = try VTreeProcess.run(["lnit"], directory: directory)
    #expect(printed.status == 0)
    #expect(printed.stdout == (try VTreeProcess.run(["print", path])).stdout)
    let missing = try VTreeProcess.run(["screenshot"])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("screenshot: error: cannot open"))
  }

  @Test("behind the common flags an alias adds, a typo is still found")
  func typoBehindCommonFlags() throws {
    let result = try VTreeProcess.run(["--no-color", "lnit", "dump.txt"])
    #expect(result.status == 2)
    #expect(result.stderrLines.first == "Error: unknown command 'lnit'; did you mean 'lint'?")
  }

  @Test("help for a command that does not exist is an error")
  func helpForAnUnknownCommand() throws {
    let typo = try VTreeProcess.run(["help", "lnit"])
    #expect(typo.status == 2)
    #expect(typo.stderrLines.first == "Error: unknown command 'lnit'; did you mean 'lint'?")
    let unknown = try VTreeProcess.run(["help", "screenshot"])
    #expect(unknown.status == 2)
    #expect(unknown.stderrLines.first == "Error: unknown command 'screenshot'")
    let known = try VTreeProcess.run(["help", "lint"])
    #expect(known.status == 0)
    #expect(known.stdout.contains("OVERVIEW: Check hierarchies for layout problems."))
  }

  @Test("help behind the common flags an alias adds is the help asked for")
  func helpBehindCommonFlags() throws {
    let root = try VTreeProcess.run(["--no-color", "--help"])
    #expect(root.status == 0)
    #expect(root.stdout.contains("SUBCOMMANDS:"))
    let lint = try VTreeProcess.run(["--no-color", "help", "lint"])
    #expect(lint.status == 0)
    #expect(lint.stdout.contains("OVERVIEW: Check hierarchies for layout problems."))
  }
}
