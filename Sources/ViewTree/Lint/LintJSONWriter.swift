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
    for severity in LintSeverity.allCases {
      out.string(severity.rawValue)
      out.raw(": ")
      out.raw(String(report.count(of: severity)))
      out.raw(", ")
    }
    out.raw("\"total\": ")
    out.raw(String(report.findings.count))
    out.raw(", \"rules\": {")
    let counts = report.countsByRule
    for (offset, rule) in report.rules.enumerated() {
      if offset > 0 { out.raw(", ") }
      out.string(rule.id)
      out.raw(": ")
      out.raw(String(counts[rule] ?? 0))
    }
    out.raw("}}}\n")
    return out.bytes
  }

  private func write(_ finding: Finding, _ out: inout JSONBuffer) {
    let geometry = finding.geometry
    out.raw("{\"rule\": ")
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
