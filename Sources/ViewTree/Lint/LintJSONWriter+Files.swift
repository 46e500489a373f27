extension LintJSONWriter {
  // Several files' reports as one document, written piece by piece as each file is linted:
  //
  //   {"findings": [{"file": "screens/login.txt", "rule": …}, …],
  //    "files": [{"file", "status": "checked", "counts": {"error", "warning", "note", "total"}},
  //              {"file", "status": "noHierarchy" or "unreadable", "message"}],
  //    "counts": {"error", "warning", "note", "total", "rules": {…}}}
  //
  // Findings are those of `write(_:to:)` with a leading "file"; "counts" has its shape, over all
  // files.

  /// The document's opening, before the first file's findings.
  public func begin(to out: inout OutputBuffer) { out.append("{\"findings\": [") }

  /// One file's findings, `written` being the number of findings written before them.
  /// - Complexity: O(findings).
  public func write(
    _ report: LintReport, file: String, after written: Int, to out: inout OutputBuffer
  ) {
    for (offset, finding) in report.findings.enumerated() {
      out.append(written + offset == 0 ? "\n  " : ",\n  ")
      write(finding, file: file, &out)
    }
  }

  /// The files and the counts over all of them, closing the document.
  /// - Complexity: O(files + rules).
  public func end(_ summary: LintRunSummary, to out: inout OutputBuffer) {
    out.append(summary.total == 0 ? "],\n \"files\": [" : "\n],\n \"files\": [")
    for (offset, file) in summary.files.enumerated() {
      out.append(offset == 0 ? "\n  {\"file\": " : ",\n  {\"file\": ")
      out.jsonString(file.path)
      out.append(", \"status\": ")
      out.jsonString(file.status.rawValue)
      if file.status == .checked {
        out.append(", \"counts\": {")
        Self.severityCounts({ file.counts[$0] ?? 0 }, total: file.total, &out)
        out.append("}")
      }
      if let message = file.message {
        out.append(", \"message\": ")
        out.jsonString(message)
      }
      out.append("}")
    }
    out.append(summary.files.isEmpty ? "],\n \"counts\": {" : "\n],\n \"counts\": {")
    Self.severityCounts(summary.count(of:), total: summary.total, &out)
    out.append(", ")
    Self.ruleCounts(summary.rules, summary.ruleCounts, &out)
    out.append("}}\n")
  }
}
