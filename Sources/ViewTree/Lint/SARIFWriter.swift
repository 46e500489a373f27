/// Writes a lint report as a SARIF 2.1.0 log, the format code-scanning tools (GitHub code
/// scanning, VS Code's SARIF viewer) read: one run whose `tool.driver` is vtree with the rules
/// that ran, and one result per finding located at its line of its input file (one run can
/// hold several files' results: `begin`, `write(_:artifactURI:after:)` per file, `end`).
///
/// The frames go in each result's `properties` (`frame`, `absoluteFrame`, `approximate`,
/// `otherLine`), which SARIF reserves for tool-specific data.
public struct SARIFWriter {
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
  /// `stdin`); characters a URI cannot hold are percent-encoded.
  /// - Complexity: O(findings + rules).
  public func write(_ report: LintReport, artifactURI: String) -> [UInt8] {
    begin(report.options) + write(report, artifactURI: artifactURI, after: 0)
      + end(results: report.findings.count)
  }

  /// The log's opening, up to the run's results: the tool and the rules that run with
  /// `options`. Several files' reports then go in one run, each result at its own file.
  public func begin(_ options: LintOptions) -> [UInt8] {
    var out = JSONBuffer()
    out.raw("{\"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\", ")
    out.raw("\"version\": \"2.1.0\", \"runs\": [{\"tool\": {\"driver\": {\"name\": \"vtree\"")
    if let informationURI {
      out.raw(", \"informationUri\": ")
      out.string(informationURI)
    }
    if let toolVersion {
      out.raw(", \"version\": ")
      out.string(toolVersion)
    }
    out.raw(", \"rules\": [")
    for (offset, rule) in Self.rules(options).enumerated() {
      out.raw(offset == 0 ? "\n  " : ",\n  ")
      out.raw("{\"id\": ")
      out.string(rule.id)
      out.raw(", \"name\": ")
      out.string(rule.name)
      out.raw(", \"shortDescription\": {\"text\": ")
      out.string(rule.summary)
      out.raw("}, \"defaultConfiguration\": {\"level\": ")
      out.string(options.severity(of: rule).rawValue)
      out.raw("}}")
    }
    out.raw("]}}, \"columnKind\": \"unicodeCodePoints\", \"results\": [")
    return out.bytes
  }

  /// One file's results, located at `artifactURI` (as in `write(_:artifactURI:)`); `written`
  /// is the number of results written before them. - Complexity: O(findings + rules).
  public func write(_ report: LintReport, artifactURI: String, after written: Int) -> [UInt8] {
    var out = JSONBuffer()
    let uri = Self.encodeURI(artifactURI == "-" ? "stdin" : artifactURI)
    let ruleIndices = Dictionary(
      uniqueKeysWithValues: Self.rules(report.options).enumerated().map { ($1, $0) })
    for (offset, finding) in report.findings.enumerated() {
      out.raw(written + offset == 0 ? "\n  " : ",\n  ")
      out.raw("{\"ruleId\": ")
      out.string(finding.ruleID)
      if let index = ruleIndices[finding.rule] {
        out.raw(", \"ruleIndex\": ")
        out.raw(String(index))
      }
      // SARIF's levels are the severities' names.
      out.raw(", \"level\": ")
      out.string(finding.severity.rawValue)
      out.raw(", \"message\": {\"text\": ")
      out.string(finding.message)
      out.raw("}, \"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": ")
      out.string(uri)
      out.raw("}, \"region\": {\"startLine\": ")
      out.raw(String(finding.line))
      out.raw("}}, \"logicalLocations\": [{\"name\": ")
      out.string(finding.className)
      out.raw(", \"kind\": \"object\"}]}], \"properties\": {\"node\": ")
      out.raw(String(finding.node.rawValue))
      out.raw(", \"frame\": ")
      out.rect(finding.geometry.frame)
      out.raw(", \"absoluteFrame\": ")
      out.rect(finding.geometry.absoluteFrame)
      if finding.geometry.isApproximate { out.raw(", \"approximate\": true") }
      if let line = finding.geometry.otherLine {
        out.raw(", \"otherLine\": ")
        out.raw(String(line))
      }
      out.raw("}}")
    }
    return out.bytes
  }

  /// Closes the run and the log, after `results` results in all.
  public func end(results: Int) -> [UInt8] {
    Array((results == 0 ? "]}]}\n" : "\n]}]}\n").utf8)
  }

  /// The rules that run with `options`, in `LintRule` order, as `LintReport.rules` lists them.
  private static func rules(_ options: LintOptions) -> [LintRule] {
    LintRule.allCases.filter(options.rules.contains)
  }

  /// Percent-encodes what is not allowed unescaped in a URI reference (spaces, `%`, `#`,
  /// non-ASCII bytes), keeping `/` and `:` so paths and schemes read as written.
  static func encodeURI(_ text: String) -> String {
    var result = ""
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      case _ where "-._~/:@!$&'()*+,;=".utf8.contains(byte):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return result
  }
}
