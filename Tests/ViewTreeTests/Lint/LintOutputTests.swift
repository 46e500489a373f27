import Foundation
import Testing

@testable import ViewTree

/// The JSON and SARIF shapes, read back with JSONSerialization.
@Suite("Lint output")
struct LintOutputTests {
  typealias L = LintFixture

  static let report = L.lint(LintOptionsTests.mixed)

  static func json(_ report: LintReport) -> [UInt8] {
    var out = OutputBuffer()
    LintJSONWriter().write(report, to: &out)
    return out.bytes
  }

  static func object(_ bytes: [UInt8]) throws -> [String: Any] {
    let value = try JSONSerialization.jsonObject(with: Data(bytes))
    return try #require(value as? [String: Any])
  }

  @Test func jsonListsFindingsWithGeometryAndCounts() throws {
    let json = try Self.object(Self.json(Self.report))
    let findings = try #require(json["findings"] as? [[String: Any]])
    #expect(findings.count == Self.report.findings.count)
    let outside = try #require(findings.first { $0["rule"] as? String == "outside-parent" })
    #expect(outside["severity"] as? String == "warning")
    #expect(outside["line"] as? Int == 5)
    #expect(outside["column"] as? Int == 6)
    #expect(outside["node"] as? Int == 4)
    #expect(outside["class"] as? String == "UIView")
    #expect((outside["message"] as? String)?.isEmpty == false)
    let frame = try #require(outside["frame"] as? [String: Any])
    #expect(frame["x"] as? Int == 380)
    #expect(frame["width"] as? Int == 40)
    #expect(outside["absoluteFrame"] is [String: Any])
    let other = try #require(outside["other"] as? [String: Any])
    #expect(other["line"] as? Int == 1)
    #expect(outside["approximate"] == nil)
    let counts = try #require(json["counts"] as? [String: Any])
    #expect(counts["warning"] as? Int == 3)
    #expect(counts["note"] as? Int == 1)
    #expect(counts["error"] as? Int == 0)
    #expect(counts["total"] as? Int == 4)
    let rules = try #require(counts["rules"] as? [String: Int])
    #expect(rules.count == LintRule.allCases.count)
    #expect(rules["outside-parent"] == 1)
    #expect(rules["deep-nesting"] == 0)
  }

  @Test func jsonOfNoFindings() throws {
    let report = L.lint([L.window], LintOptions(only: [.zeroSize]))
    let json = try Self.object(Self.json(report))
    #expect((json["findings"] as? [Any])?.isEmpty == true)
    #expect((json["counts"] as? [String: Any])?["rules"] as? [String: Int] == ["zero-size": 0])
  }

  @Test func framelessFindingsHaveNullFrames() throws {
    let report = L.lint(
      ["•UIWindow:0x1091e7140", "|   *UIView:0x7f9481c9d990- AMBIGUOUS LAYOUT"],
      LintOptions(only: [.ambiguousLayout]))
    let json = try Self.object(Self.json(report))
    let finding = try #require((json["findings"] as? [[String: Any]])?.first)
    #expect(finding["frame"] is NSNull)
    #expect(finding["absoluteFrame"] is NSNull)
    #expect(finding["severity"] as? String == "error")
  }

  @Test func sarifHasTheShapeOfALog() throws {
    var out = OutputBuffer()
    SARIFWriter(toolVersion: "1.0").write(
      Self.report, artifactURI: "dumps/my dump.txt", to: &out)
    let log = try Self.object(out.bytes)
    #expect((log["$schema"] as? String)?.contains("sarif-2.1.0") == true)
    #expect(log["version"] as? String == "2.1.0")
    let runs = try #require(log["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    let tool = try #require(runs[0]["tool"] as? [String: Any])
    let driver = try #require(tool["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "vtree")
    #expect(driver["version"] as? String == "1.0")
    #expect(driver["informationUri"] == nil)  // no public address yet: the optional field is left out
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.compactMap { $0["id"] as? String } == LintRule.allCases.map(\.id))
    for rule in rules {
      #expect(((rule["shortDescription"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
      let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
      #expect(["error", "warning", "note"].contains(level ?? ""))
    }
    let ambiguous = rules.first { $0["id"] as? String == "ambiguous-layout" }
    #expect(
      (ambiguous?["defaultConfiguration"] as? [String: Any])?["level"] as? String == "error")

    let results = try #require(runs[0]["results"] as? [[String: Any]])
    #expect(results.count == Self.report.findings.count)
    for (result, finding) in zip(results, Self.report.findings) {
      #expect(result["ruleId"] as? String == finding.ruleID)
      let ruleIndex = try #require(result["ruleIndex"] as? Int)
      #expect(rules[ruleIndex]["id"] as? String == finding.ruleID)
      #expect(result["level"] as? String == finding.severity.rawValue)
      #expect((result["message"] as? [String: Any])?["text"] as? String == finding.message)
      let locations = try #require(result["locations"] as? [[String: Any]])
      let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
      let artifact = try #require(physical["artifactLocation"] as? [String: Any])
      #expect(artifact["uri"] as? String == "dumps/my%20dump.txt")
      let region = try #require(physical["region"] as? [String: Any])
      #expect(region["startLine"] as? Int == finding.line)
      #expect(region["startColumn"] as? Int == finding.column)
    }
  }

  /// The artifact URI of the first result SARIF writes for `file`.
  static func firstResultURI(_ file: String) throws -> String? {
    var out = OutputBuffer()
    SARIFWriter().write(Self.report, artifactURI: file, to: &out)
    let log = try Self.object(out.bytes)
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let result = try #require((run["results"] as? [[String: Any]])?.first)
    let location = (result["locations"] as? [[String: Any]])?.first
    let physical = location?["physicalLocation"] as? [String: Any]
    return (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String
  }

  @Test func sarifNamesStandardInput() throws {
    #expect(try Self.firstResultURI("-") == "stdin")
  }

  @Test func sarifWritesAnAbsolutePathAsAFileURI() throws {
    #expect(try Self.firstResultURI("/tmp/dumps/my dump.txt") == "file:///tmp/dumps/my%20dump.txt")
  }
}
