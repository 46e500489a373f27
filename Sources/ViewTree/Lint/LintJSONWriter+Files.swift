extension LintJSONWriter {
  // Several files' reports as one document, written piece by piece as each file is linted:
  //
  //   {"findings": [{"file": "screens/login.txt", "rule": …}, …],
  //    "files": [{"file", "status": "checked", "counts": {"error", "warning", "note", "total"}},
  //              {"file", "status": "noHierarchy" or "unreadable", "message"}],
  //    "counts": {"error", "warning", "note", "total", "rules": {…}}}
  //
  // Findings are those of `write(_:)` with a leading "file"; "counts" has its shape, over all
  // files.

  /// The document's opening, before the first file's findings.
  public func begin() -> [UInt8] { Array("{\"findings\": [".utf8) }

  /// One file's findings, `written` being the number of findings written before them.
  /// - Complexity: O(findings).
  public func write(_ report: LintReport, file: String, after written: Int) -> [UInt8] {
    var out = JSONBuffer()
    for (offset, finding) in report.findings.enumerated() {
      out.raw(written + offset == 0 ? "\n  " : ",\n  ")
      write(finding, file: file, &out)
    }
    return out.bytes
  }

  /// The files and the counts over all of them, closing the document.
  /// - Complexity: O(files + rules).
  public func end(_ summary: LintRunSummary) -> [UInt8] {
    var out = JSONBuffer()
    out.raw(summary.total == 0 ? "],\n \"files\": [" : "\n],\n \"files\": [")
    for (offset, file) in summary.files.enumerated() {
      out.raw(offset == 0 ? "\n  {\"file\": " : ",\n  {\"file\": ")
      out.string(file.path)
      out.raw(", \"status\": ")
      out.string(file.status.rawValue)
      if file.status == .checked {
        out.raw(", \"counts\": {")
        Self.severityCounts({ file.counts[$0] ?? 0 }, total: file.total, &out)
        out.raw("}")
      }
      if let message = file.message {
        out.raw(", \"message\": ")
        out.string(message)
      }
      out.raw("}")
    }
    out.raw(summary.files.isEmpty ? "],\n \"counts\": {" : "\n],\n \"counts\": {")
    Self.severityCounts(summary.count(of:), total: summary.total, &out)
    out.raw(", ")
    Self.ruleCounts(summary.rules, summary.ruleCounts, &out)
    out.raw("}}\n")
    return out.bytes
  }
}
