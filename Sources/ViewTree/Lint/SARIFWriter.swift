/// Writes a lint report as a SARIF 2.1.0 log, the format code-scanning tools (GitHub code
/// scanning, VS Code's SARIF viewer) read: one run whose `tool.driver` is vtree with the rules
/// that ran, and one result per finding located at its line of the input file.
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
  /// `stdin`); characters a URI cannot hold are percent-encoded.
  /// - Complexity: O(findings + rules).
  public func write(_ report: LintReport, artifactURI: String, to out: inout OutputBuffer) {
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
    for (offset, rule) in report.rules.enumerated() {
      out.append(offset == 0 ? "\n  " : ",\n  ")
      out.append("{\"id\": ")
      out.jsonString(rule.id)
      out.append(", \"name\": ")
      out.jsonString(rule.name)
      out.append(", \"shortDescription\": {\"text\": ")
      out.jsonString(rule.summary)
      out.append("}, \"defaultConfiguration\": {\"level\": ")
      out.jsonString(report.options.severity(of: rule).rawValue)
      out.append("}}")
    }
    out.append("]}}, \"columnKind\": \"unicodeCodePoints\", \"results\": [")
    let uri = Self.encodeURI(artifactURI == "-" ? "stdin" : artifactURI)
    let ruleIndices = Dictionary(
      uniqueKeysWithValues: report.rules.enumerated().map { ($1, $0) })
    for (offset, finding) in report.findings.enumerated() {
      out.append(offset == 0 ? "\n  " : ",\n  ")
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
    out.append(report.findings.isEmpty ? "]}]}\n" : "\n]}]}\n")
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
