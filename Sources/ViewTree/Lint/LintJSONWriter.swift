/// Writes a lint report as JSON:
///
/// ```json
/// {"findings": [{"rule": "outside-parent", "severity": "warning", "line": 3, "node": 2,
///                "class": "UIButton", "message": "…",
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
public struct LintJSONWriter {
  public init() {}

  /// - Complexity: O(findings + rules).
  public func write(_ report: LintReport) -> [UInt8] {
    var out = JSONBuffer()
    out.raw("{\"findings\": [")
    for (offset, finding) in report.findings.enumerated() {
      out.raw(offset == 0 ? "\n  " : ",\n  ")
      write(finding, &out)
    }
    out.raw(report.findings.isEmpty ? "]" : "\n]")
    out.raw(", \"counts\": {")
    Self.severityCounts(report.count(of:), total: report.findings.count, &out)
    out.raw(", ")
    Self.ruleCounts(report.rules, report.countsByRule, &out)
    out.raw("}}\n")
    return out.bytes
  }

  /// `"error": 0, "warning": 1, "note": 0, "total": 1`.
  static func severityCounts(
    _ count: (LintSeverity) -> Int, total: Int, _ out: inout JSONBuffer
  ) {
    for severity in LintSeverity.allCases {
      out.string(severity.rawValue)
      out.raw(": ")
      out.raw(String(count(severity)))
      out.raw(", ")
    }
    out.raw("\"total\": ")
    out.raw(String(total))
  }

  /// `"rules": {"outside-parent": 1, …}`, every rule that ran.
  static func ruleCounts(_ rules: [LintRule], _ counts: [LintRule: Int], _ out: inout JSONBuffer) {
    out.raw("\"rules\": {")
    for (offset, rule) in rules.enumerated() {
      if offset > 0 { out.raw(", ") }
      out.string(rule.id)
      out.raw(": ")
      out.raw(String(counts[rule] ?? 0))
    }
    out.raw("}")
  }

  /// With a `file`, the finding's first key names it (several files in one document).
  func write(_ finding: Finding, file: String? = nil, _ out: inout JSONBuffer) {
    let geometry = finding.geometry
    out.raw("{")
    if let file {
      out.raw("\"file\": ")
      out.string(file)
      out.raw(", ")
    }
    out.raw("\"rule\": ")
    out.string(finding.ruleID)
    out.raw(", \"severity\": ")
    out.string(finding.severity.rawValue)
    out.raw(", \"line\": ")
    out.raw(String(finding.line))
    out.raw(", \"node\": ")
    out.raw(String(finding.node.rawValue))
    out.raw(", \"class\": ")
    out.string(finding.className)
    out.raw(", \"message\": ")
    out.string(finding.message)
    out.raw(", \"frame\": ")
    out.rect(geometry.frame)
    out.raw(", \"absoluteFrame\": ")
    out.rect(geometry.absoluteFrame)
    if geometry.isApproximate { out.raw(", \"approximate\": true") }
    if let other = geometry.other {
      out.raw(", \"other\": ")
      Self.reference(other, geometry.otherLine, &out)
    }
    if let reference = geometry.reference {
      out.raw(", \"reference\": ")
      out.rect(reference)
    }
    if let clippedBy = geometry.clippedBy {
      out.raw(", \"clippedBy\": ")
      Self.reference(clippedBy, geometry.clippedByLine, &out)
    }
    out.raw("}")
  }

  private static func reference(_ node: NodeIndex, _ line: Int?, _ out: inout JSONBuffer) {
    out.raw("{\"node\": ")
    out.raw(String(node.rawValue))
    out.raw(", \"line\": ")
    out.raw(line.map(String.init) ?? "null")
    out.raw("}")
  }
}
