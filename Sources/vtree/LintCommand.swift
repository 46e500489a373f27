import ArgumentParser
import Foundation
import ViewTree

struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Check a hierarchy for layout problems.",
    discussion: """
      Rules: \(LintRule.allCases.map(\.id).joined(separator: ", ")).

      Examples:
        vtree lint dump.txt
        vtree lint dump.txt --rule outside-parent --rule off-screen
        vtree lint dump.txt --disable deep-nesting --fail-on warning
        vtree lint dump.txt --format sarif > vtree.sarif
        vtree lint dump.txt --include-private    # also UIKit's own _UI… views

      Exit status: 0 no finding at or above --fail-on (default error), 1 some, 2 usage or I/O \
      error, or an input that holds no hierarchy (nothing was checked).
      """
  )

  @OptionGroup var input: InputOptions

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
  /// scans, so an absolute path inside the working directory is made relative to it.
  static func artifactPath(_ file: String?) -> String {
    guard let file else { return "-" }
    guard file.hasPrefix("/") else { return file }
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

  func run() throws {
    // No hierarchy means nothing was checked: trouble (2), not findings (1), so that a CI step
    // does not take an empty or wrong input for a failed check, nor upload an empty report.
    let parsed = try ParsedInput.load(
      path: input.file, format: input.inputFormat, listDiagnostics: input.diagnostics,
      emptyStatus: ExitStatus.usageOrIOError)
    var options = LintOptions(only: rules.isEmpty ? nil : rules, disabled: disabled)
    options.includesPrivateViews = includePrivate
    let report = Linter(options: options).lint(parsed.result.hierarchy)
    var output = StandardOutput()
    switch format {
    case .json: LintJSONWriter().write(report, to: &output.buffer)
    case .sarif:
      SARIFWriter(toolVersion: VTree.configuration.version).write(
        report, artifactURI: Self.artifactPath(input.file), to: &output.buffer)
    case .text:
      // Piece by piece into the output buffer: a large dump can have tens of thousands of
      // findings. A file's name may hold control characters too.
      let name = TerminalSafeText.sanitize(parsed.name)
      let style: TextStyle = StandardOutput.wantsColor(disabledByFlag: noColor) ? .ansi : .plain
      let severities = LintSeverity.allCases.map { style.severity($0) }
      let ruleIDs = LintRule.allCases.map { style.dim("[\($0.id)]") }
      for finding in report.findings {
        output.append(name)
        output.append(":")
        output.append(finding.line)
        output.append(":1: ")
        output.append(severities[LintSeverity.allCases.firstIndex(of: finding.severity)!])
        output.append(": ")
        output.append(TerminalSafeText.sanitize(finding.message))
        output.append(" ")
        output.append(ruleIDs[LintRule.allCases.firstIndex(of: finding.rule)!])
        output.endLine()
      }
      let summary = LintSeverity.allCases.reversed().map { severity in
        let count = report.count(of: severity)
        return "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
      }
      output.line(
        report.findings.isEmpty ? "no findings" : summary.joined(separator: ", "))
    }
    output.flush()
    if report.findings.contains(where: { $0.severity >= failOn }) {
      throw ExitCode(ExitStatus.findingsOrNoMatch)
    }
  }
}

extension LintRule: ExpressibleByArgument {
  public init?(argument: String) { self.init(id: argument) }
  public static var allValueStrings: [String] { allCases.map(\.id) }
}

extension LintSeverity: ExpressibleByArgument {}
