import ArgumentParser
import ViewTree

/// How every command reads and parses its dumps, whether it takes one or several.
struct ReadOptions: ParsableArguments {
  @Option(
    name: .customLong("input-format"),
    help: ArgumentHelp(
      "Read only rows of this format instead of detecting each row's.",
      valueName: "format"))
  var inputFormat: DumpFormat?

  @Flag(help: "List skipped and suspicious lines on standard error.")
  var diagnostics = false

  // Messages and reports name each input by its path; piped text has none, and a CI job or an
  // editor that pipes a file's text wants findings to point at that file.
  @Option(
    help: ArgumentHelp(
      "The name standard input goes by in messages and reports (default '<stdin>'; SARIF: "
        + "'stdin').", valueName: "name"))
  var stdinName: String?

  /// Says so when `--stdin-name` was given but none of `paths` is standard input (nil or `-`).
  func noteUnusedStdinName(paths: [String?]) {
    guard stdinName != nil, !paths.contains(where: { $0 == nil || $0 == "-" }) else { return }
    StandardError.write("note: --stdin-name is ignored: nothing is read from standard input")
  }

  func validate() throws {
    if stdinName?.isEmpty == true { throw ValidationError("--stdin-name cannot be empty") }
  }
}
