/// Writes a lint report as JSON:
///
/// ```json
/// {"findings": [{"rule": "outside-parent", "severity": "warning", "line": 3, "column": 8,
///                "node": 2, "class": "UIButton", "message": "…",
///                "frame": {"x": 300, "y": 0, "width": 44, "height": 44},
///                "absoluteFrame": {…}, "approximate": true,
///                "other": {"node": 1, "line": 2}, "reference": {…},
///                "clippedBy": {"node": 0, "line": 1}}],
///  "counts": {"error": 0, "warning": 1, "note": 0, "total": 1,
///             "rules": {"outside-parent": 1, …}}}
/// ```
///
/// `frame` and `absoluteFrame` are null when the node has none; `approximate`, `other`,
/// `reference` and `clippedBy` appear only when they apply. `counts.rules` lists every rule
/// that ran.
public struct LintJSONWriter: Sendable {
  public init() {}

  /// - Complexity: O(findings + rules).
  public func write(_ report: LintReport, to out: inout OutputBuffer) {
    out.append("{\"findings\": [")
    for (offset, finding) in report.findings.enumerated() {
      out.append(offset == 0 ? "\n  " : ",\n  ")
      write(finding, &out)
    }
    out.append(report.findings.isEmpty ? "]" : "\n]")
    out.append(", \"counts\": {")
    Self.severityCounts(report.count(of:), total: report.findings.count, &out)
    out.append(", ")
    Self.ruleCounts(report.rules, report.countsByRule, &out)
    out.append("}}\n")
  }

  /// `"error": 0, "warning": 1, "note": 0, "total": 1`.
  static func severityCounts(
    _ count: (LintSeverity) -> Int, total: Int, _ out: inout OutputBuffer
  ) {
    for severity in LintSeverity.allCases {
      out.jsonString(severity.rawValue)
      out.append(": ")
      out.append(count(severity))
      out.append(", ")
    }
    out.append("\"total\": ")
    out.append(total)
  }

  /// `"rules": {"outside-parent": 1, …}`, every rule that ran.
  static func ruleCounts(
    _ rules: [LintRule], _ counts: [LintRule: Int], _ out: inout OutputBuffer
  ) {
    out.append("\"rules\": {")
    for (offset, rule) in rules.enumerated() {
      if offset > 0 { out.append(", ") }
      out.jsonString(rule.id)
      out.append(": ")
      out.append(counts[rule] ?? 0)
    }
    out.append("}")
  }

  /// With a `file`, the finding's first key names it (several files in one document).
  func write(_ finding: Finding, file: String? = nil, _ out: inout OutputBuffer) {
    let geometry = finding.geometry
    out.append("{")
    if let file {
      out.append("\"file\": ")
      out.jsonString(file)
      out.append(", ")
    }
    out.append("\"rule\": ")
    out.jsonString(finding.ruleID)
    out.append(", \"severity\": ")
    out.jsonString(finding.severity.rawValue)
    out.append(", \"line\": ")
    out.append(finding.line)
    out.append(", \"column\": ")
    out.append(finding.column)
    out.append(", \"node\": ")
    out.append(finding.node.rawValue)
    out.append(", \"class\": ")
    out.jsonString(finding.className)
    out.append(", \"message\": ")
    out.jsonString(finding.message)
    out.append(", \"frame\": ")
    out.jsonRect(geometry.frame)
    out.append(", \"absoluteFrame\": ")
    out.jsonRect(geometry.absoluteFrame)
    if geometry.isApproximate { out.append(", \"approximate\": true") }
    if let other = geometry.other {
      out.append(", \"other\": ")
      Self.reference(other, geometry.otherLine, &out)
    }
    if let reference = geometry.reference {
      out.append(", \"reference\": ")
      out.jsonRect(reference)
    }
    if let clippedBy = geometry.clippedBy {
      out.append(", \"clippedBy\": ")
      Self.reference(clippedBy, geometry.clippedByLine, &out)
    }
    out.append("}")
  }

  private static func reference(_ node: NodeIndex, _ line: Int?, _ out: inout OutputBuffer) {
    out.append("{\"node\": ")
    out.append(node.rawValue)
    out.append(", \"line\": ")
    if let line { out.append(line) } else { out.append("null") }
    out.append("}")
  }
}
