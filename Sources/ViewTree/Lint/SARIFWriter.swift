/// Writes a lint report as a SARIF 2.1.0 log, the format code-scanning tools (GitHub code
/// scanning, VS Code's SARIF viewer) read: one run whose `tool.driver` is vtree with the rules
/// that ran, and one result per finding located at its line of its input file (one run can
/// hold several files' results: `begin`, `write(_:artifactURI:after:to:)` per file, `end`).
///
/// The frames go in each result's `properties` (`frame`, `absoluteFrame`, `approximate`,
/// `otherLine`), which SARIF reserves for tool-specific data.
public struct SARIFWriter: Sendable {
  /// The page SARIF viewers link the tool to; omitted when nil (the project has no public
  /// address yet, and SARIF makes the field optional).
  public var informationURI: String?
  /// `tool.driver.version`, omitted when nil.
  public var toolVersion: String?

  public init(
    informationURI: String? = nil, toolVersion: String? = nil
  ) {
    self.informationURI = informationURI
    self.toolVersion = toolVersion
  }

  /// `artifactURI` is the input file name as given (`-` for standard input is written as
  /// `stdin`, an absolute path as a `file://` URI, which code scanning can resolve);
  /// characters a URI cannot hold are percent-encoded.
  /// - Complexity: O(findings + rules).
  public func write(_ report: LintReport, artifactURI: String, to out: inout OutputBuffer) {
    begin(report.options, to: &out)
    write(report, artifactURI: artifactURI, after: 0, to: &out)
    end(results: report.findings.count, to: &out)
  }

  /// The log's opening, up to the run's results: the tool and the rules that run with
  /// `options`. Several files' reports then go in one run, each result at its own file.
  public func begin(_ options: LintOptions, to out: inout OutputBuffer) {
    out.append("{\"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\", ")
    out.append("\"version\": \"2.1.0\", \"runs\": [{\"tool\": {\"driver\": {\"name\": \"vtree\"")
    if let informationURI {
      out.append(", \"informationUri\": ")
      out.jsonString(informationURI)
    }
    if let toolVersion {
      out.append(", \"version\": ")
      out.jsonString(toolVersion)
    }
    out.append(", \"rules\": [")
    for (offset, rule) in Self.rules(options).enumerated() {
      out.append(offset == 0 ? "\n  " : ",\n  ")
      out.append("{\"id\": ")
      out.jsonString(rule.id)
      out.append(", \"name\": ")
      out.jsonString(rule.name)
      out.append(", \"shortDescription\": {\"text\": ")
      out.jsonString(rule.summary)
      out.append("}, \"defaultConfiguration\": {\"level\": ")
      out.jsonString(options.severity(of: rule).rawValue)
      out.append("}}")
    }
    out.append("]}}, \"columnKind\": \"unicodeCodePoints\", \"results\": [")
  }

  /// One file's results, located at `artifactURI` (as in `write(_:artifactURI:to:)`);
  /// `written` is the number of results written before them. - Complexity: O(findings + rules).
  public func write(
    _ report: LintReport, artifactURI: String, after written: Int, to out: inout OutputBuffer
  ) {
    let uri = Self.uri(artifactURI)
    let ruleIndices = Dictionary(
      uniqueKeysWithValues: Self.rules(report.options).enumerated().map { ($1, $0) })
    for (offset, finding) in report.findings.enumerated() {
      out.append(written + offset == 0 ? "\n  " : ",\n  ")
      out.append("{\"ruleId\": ")
      out.jsonString(finding.ruleID)
      if let index = ruleIndices[finding.rule] {
        out.append(", \"ruleIndex\": ")
        out.append(index)
      }
      // SARIF's levels are the severities' names.
      out.append(", \"level\": ")
      out.jsonString(finding.severity.rawValue)
      out.append(", \"message\": {\"text\": ")
      out.jsonString(finding.message)
      out.append("}, \"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": ")
      out.jsonString(uri)
      out.append("}, \"region\": {\"startLine\": ")
      out.append(finding.line)
      out.append(", \"startColumn\": ")
      out.append(finding.column)
      out.append("}}, \"logicalLocations\": [{\"name\": ")
      out.jsonString(finding.className)
      out.append(", \"kind\": \"object\"}]}], \"properties\": {\"node\": ")
      out.append(finding.node.rawValue)
      out.append(", \"frame\": ")
      out.jsonRect(finding.geometry.frame)
      out.append(", \"absoluteFrame\": ")
      out.jsonRect(finding.geometry.absoluteFrame)
      if finding.geometry.isApproximate { out.append(", \"approximate\": true") }
      if let line = finding.geometry.otherLine {
        out.append(", \"otherLine\": ")
        out.append(line)
      }
      out.append("}}")
    }
  }

  /// Closes the run and the log, after `results` results in all. Files that were not checked
  /// (`skipped`: unreadable, or without a hierarchy) become the run's tool notifications, an
  /// error or a note each, and an unreadable one marks the run unsuccessful; with none, the
  /// log has no `invocations`.
  public func end(
    results: Int, skipped: [LintRunSummary.File] = [], to out: inout OutputBuffer
  ) {
    out.append(results == 0 ? "]" : "\n]")
    if !skipped.isEmpty {
      let succeeded = !skipped.contains { $0.status == .unreadable }
      out.append(", \"invocations\": [{\"executionSuccessful\": ")
      out.append(succeeded ? "true" : "false")
      out.append(", \"toolExecutionNotifications\": [")
      for (offset, file) in skipped.enumerated() {
        out.append(offset == 0 ? "\n  {\"level\": " : ",\n  {\"level\": ")
        out.jsonString(file.status == .unreadable ? "error" : "note")
        out.append(", \"message\": {\"text\": ")
        out.jsonString("\(file.path): \(file.message ?? file.status.rawValue)")
        out.append("}}")
      }
      out.append("\n]}]")
    }
    out.append("}]}\n")
  }

  /// The rules that run with `options`, in `LintRule` order, as `LintReport.rules` lists them.
  private static func rules(_ options: LintOptions) -> [LintRule] {
    LintRule.allCases.filter(options.rules.contains)
  }

  /// Percent-encodes what is not allowed unescaped in a URI reference (spaces, `%`, `#`,
  /// non-ASCII bytes), keeping `/` so paths read as written. A `:` is kept only after the
  /// first `/`: in a relative path's first segment (`ios:17.txt`) it would read as a scheme.
  /// A file name as a SARIF artifact URI: relative paths stay relative (to the directory the
  /// check ran in), absolute ones become `file:///…`.
  static func uri(_ file: String) -> String {
    if file == "-" { return "stdin" }
    return file.hasPrefix("/") ? "file://" + encodeURI(file) : encodeURI(file)
  }

  static func encodeURI(_ text: String) -> String {
    var result = ""
    var inFirstSegment = true
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      case UInt8(ascii: ":") where inFirstSegment:
        result += "%3A"
      case _ where "-._~/:@!$&'()*+,;=".utf8.contains(byte):
        if byte == UInt8(ascii: "/") { inFirstSegment = false }
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return result
  }
}
