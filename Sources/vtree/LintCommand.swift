import ArgumentParser
import Foundation
import ViewTree

struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Check hierarchies for layout problems.",
    discussion: """
      Rules: \(LintRule.allCases.map(\.id).joined(separator: ", ")).

      Text findings read FILE:LINE:COLUMN: severity: message [rule], the column where the \
      row's description starts.

      Several files, or folders, are linted one after the other into one report: text findings \
      start with each file's name and end with a summary line, JSON adds "file" to each \
      finding and a "files" list, SARIF has one run with each result at its own file. A folder \
      is searched at any depth for dumps (\(DumpFolder.rule)); one of those without a view \
      hierarchy is skipped with a note.

      Examples:
        vtree lint dump.txt
        vtree lint screens/                        # every dump in the folder
        vtree lint login.txt settings.txt --fail-on warning
        vtree lint screens/ --format sarif > vtree.sarif
        vtree lint dump.txt --rule outside-parent --rule off-screen
        vtree lint dump.txt --disable deep-nesting
        vtree lint dump.txt --include-private    # also UIKit's own _UI… views
        pbpaste | vtree lint --stdin-name Screens/login.txt

      Exit status: 0 no finding at or above --fail-on (default error), 1 some, 2 usage or I/O \
      error (a missing or unreadable path: the others are still linted), an input named on the \
      command line that holds no hierarchy, or no input with one (nothing was checked).
      """
  )

  @OptionGroup var dumps: DumpPaths
  var files: [String] { dumps.files }
  var reading: ReadOptions { dumps.reading }

  @Option(help: "Output: text, json or sarif (SARIF 2.1.0, for GitHub code scanning).")
  var format: LintFormat = .text

  @Option(name: .customLong("rule"), help: "Run only this rule (repeatable).")
  var rules: [LintRule] = []

  @Option(name: .customLong("disable"), help: "Do not run this rule (repeatable).")
  var disabled: [LintRule] = []

  @Option(help: "Exit with 1 when a finding is at least this severe: note, warning or error.")
  var failOn: LintSeverity = .error

  @Flag(
    help:
      "Also report Apple's private views (`_UIBarBackground`…) in the rules about a view's own geometry."
  )
  var includePrivate = false

  @Flag(help: "Never color the output (also: NO_COLOR, or output not a terminal).")
  var noColor = false

  /// The input as SARIF names it. Code scanning resolves locations against the repository it
  /// scans, so an absolute path inside the working directory is made relative to it, and a
  /// leading `./` (a walk of the folder `.`) is dropped.
  static func artifactPath(_ file: String) -> String {
    guard file.hasPrefix("/") else {
      var relative = Substring(file)
      while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
      // A file named `-` keeps its `./`: a bare `-` is how standard input is written.
      return relative == "-" ? file : String(relative)
    }
    // Resolved, so that /tmp and /private/tmp (macOS) compare equal.
    let resolved = { (path: String) in URL(fileURLWithPath: path).resolvingSymlinksInPath().path }
    let directory = resolved(FileManager.default.currentDirectoryPath)
    let absolute = resolved(file)
    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
    return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : file
  }

  enum LintFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif
  }

  func validate() throws {
    // A check that checks nothing must not pass a CI step.
    let enabled = Set(rules.isEmpty ? LintRule.allCases : rules).subtracting(disabled)
    if enabled.isEmpty {
      throw ValidationError(
        rules.isEmpty
          ? "no rule left to run: --disable removes every rule"
          : "no rule left to run: --disable removes every rule that --rule names")
    }
  }

  func run() throws {
    var options = LintOptions(only: rules.isEmpty ? nil : rules, disabled: disabled)
    options.includesPrivateViews = includePrivate
    let style: TextStyle = StandardOutput.wantsColor(disabledByFlag: noColor) ? .ansi : .plain
    let paths = dumps.paths
    let several = paths.count > 1 || paths.contains { $0 != "-" && DumpFolder.isDirectory($0) }
    let linter = Linter(options: options)
    var stream = LintReportStream(
      format: format, several: several, options: options, style: style)
    reading.noteUnusedStdinName(paths: paths)
    var inputsTroubleFree = true
    let foldersTroubleFree = dumps.forEachInput { folder, error in
      stream.skip(folder, status: .unreadable, message: error.message)
    } _: { path, fromFolder in
      inputsTroubleFree =
        lint(path, fromFolder: fromFolder, with: linter, into: &stream)
        && inputsTroubleFree
    }
    let troubleFree = foldersTroubleFree && inputsTroubleFree
    stream.finish()
    let summary = stream.summary
    // No hierarchy means nothing was checked: trouble (2), not findings (1), so that a CI step
    // does not take an empty or wrong input for a failed check.
    if summary.count(.checked) == 0 && several {
      StandardError.write("error: no input holds a view hierarchy; nothing was checked")
    }
    if !troubleFree || summary.count(.checked) == 0 {
      throw ExitCode(ExitStatus.usageOrIOError)
    }
    if LintSeverity.allCases.contains(where: { $0 >= failOn && summary.count(of: $0) > 0 }) {
      throw ExitCode(ExitStatus.findingsOrNoMatch)
    }
  }
}

extension LintRule: ExpressibleByArgument {
  public init?(argument: String) { self.init(id: argument) }
  public static var allValueStrings: [String] { allCases.map(\.id) }
}

extension LintSeverity: ExpressibleByArgument {}
