import ViewTree

/// Writes lint's output as each file is linted, so a folder's findings stream out and only one
/// file's report is alive at a time. One input keeps the single-file shapes (JSON without
/// `file`, text ending with the counts); several share one document and one summary.
struct LintReportStream {
  let format: LintCommand.LintFormat
  let several: Bool
  private(set) var summary: LintRunSummary
  private let sarif = SARIFWriter(toolVersion: VTree.configuration.version)
  private let severities: [String]
  private let ruleIDs: [String]
  private var output = StandardOutput()
  private var started = false

  init(format: LintCommand.LintFormat, several: Bool, options: LintOptions, style: TextStyle) {
    self.format = format
    self.several = several
    summary = LintRunSummary(options: options)
    severities = LintSeverity.allCases.map { style.severity($0) }
    ruleIDs = LintRule.allCases.map { style.dim("[\($0.id)]") }
  }

  /// A checked file's findings. `name` names the file in text and JSON, `artifactURI` in SARIF.
  mutating func add(_ report: LintReport, name: String, artifactURI: String) {
    // The document opens with the first checked file: when none is, nothing is written, so that
    // a CI step does not upload an empty report.
    if !started {
      started = true
      if format == .sarif { sarif.begin(report.options, to: &output.buffer) }
      if format == .json && several { LintJSONWriter().begin(to: &output.buffer) }
    }
    switch format {
    case .json where several:
      LintJSONWriter().write(report, file: name, after: summary.total, to: &output.buffer)
    case .json: LintJSONWriter().write(report, to: &output.buffer)
    case .sarif:
      sarif.write(report, artifactURI: artifactURI, after: summary.total, to: &output.buffer)
    case .text: writeText(report, name: name)
    }
    summary.add(report, path: name)
    // Out now, so that a file's findings come before the next file's notes on a terminal or in
    // a CI log that interleaves both streams.
    output.flush()
  }

  /// A file that was not checked: unreadable, or without a hierarchy.
  mutating func skip(_ name: String, status: LintRunSummary.File.Status, message: String) {
    summary.add(path: name, status: status, message: message)
  }

  /// Closes the document and writes the text summary, when some file was checked.
  mutating func finish() {
    guard started else { return }
    switch format {
    case .json where several: LintJSONWriter().end(summary, to: &output.buffer)
    case .json: break
    case .sarif:
      let skipped = summary.files.filter { $0.status != .checked }
      sarif.end(results: summary.total, skipped: skipped, to: &output.buffer)
    case .text: output.line(several ? severalSummary : findingCounts)
    }
    output.flush()
  }

  /// Piece by piece into the output buffer: a large dump can have tens of thousands of findings.
  private mutating func writeText(_ report: LintReport, name: String) {
    // A file's name may hold control characters, as may the messages that quote the dump.
    let name = TerminalSafeText.sanitize(name)
    for finding in report.findings {
      output.append(name)
      output.append(":")
      output.append(finding.line)
      output.append(":")
      output.append(finding.column)
      output.append(": ")
      output.append(severities[LintSeverity.allCases.firstIndex(of: finding.severity)!])
      output.append(": ")
      output.append(TerminalSafeText.sanitize(finding.message))
      output.append(" ")
      output.append(ruleIDs[LintRule.allCases.firstIndex(of: finding.rule)!])
      output.endLine()
    }
  }

  /// `0 notes, 1 warning, 0 errors`, or `no findings`.
  private var findingCounts: String {
    guard summary.total > 0 else { return "no findings" }
    return LintSeverity.allCases.reversed().map { severity in
      let count = summary.count(of: severity)
      return "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
    }.joined(separator: ", ")
  }

  /// `4 files: 2 checked, 1 without a hierarchy, 1 unreadable; 0 notes, 1 warning, 0 errors`.
  private var severalSummary: String {
    let statuses: [(String, LintRunSummary.File.Status)] = [
      ("checked", .checked), ("without a hierarchy", .noHierarchy), ("unreadable", .unreadable),
    ]
    let counts = statuses.compactMap { name, status in
      let count = summary.count(status)
      return count > 0 ? "\(count) \(name)" : nil
    }
    let files = summary.files.count
    return "\(files) file\(files == 1 ? "" : "s"): \(counts.joined(separator: ", ")); "
      + findingCounts
  }
}
