/// What linting several files found, counted as each file's report arrives: the outcome and
/// finding counts of every file, and the totals. The reports themselves are not kept, so a run
/// over a folder holds one file's findings at a time.
public struct LintRunSummary: Sendable, Equatable {
  public struct File: Sendable, Equatable {
    public enum Status: String, Sendable, CaseIterable {
      /// `noHierarchy`: read, and holds no views; `unreadable`: could not be read.
      case checked, noHierarchy, unreadable
    }

    /// As the user or the folder walk named it.
    public var path: String
    public var status: Status
    /// A checked file's findings of each severity.
    public var counts: [LintSeverity: Int]
    /// Why a file was not checked.
    public var message: String?

    public init(
      path: String, status: Status, counts: [LintSeverity: Int] = [:], message: String? = nil
    ) {
      self.path = path
      self.status = status
      self.counts = counts
      self.message = message
    }

    public var total: Int { counts.values.reduce(0, +) }
  }

  /// The rules that ran, in `LintRule` order.
  public let rules: [LintRule]
  /// In the order they were added.
  public private(set) var files: [File] = []
  /// Findings of every file, by severity and by rule (every rule that ran has an entry).
  public private(set) var severityCounts: [LintSeverity: Int] = [:]
  public private(set) var ruleCounts: [LintRule: Int]
  /// Findings of every file.
  public private(set) var total = 0

  public init(options: LintOptions) {
    rules = LintRule.allCases.filter(options.rules.contains)
    ruleCounts = Dictionary(uniqueKeysWithValues: rules.map { ($0, 0) })
  }

  /// Counts a checked file's report. - Complexity: O(findings).
  public mutating func add(_ report: LintReport, path: String) {
    var counts: [LintSeverity: Int] = [:]
    for finding in report.findings {
      counts[finding.severity, default: 0] += 1
      ruleCounts[finding.rule, default: 0] += 1
    }
    for (severity, count) in counts { severityCounts[severity, default: 0] += count }
    total += report.findings.count
    files.append(File(path: path, status: .checked, counts: counts))
  }

  /// Records a file that was not checked, and why.
  public mutating func add(path: String, status: File.Status, message: String) {
    files.append(File(path: path, status: status, message: message))
  }

  public func count(of severity: LintSeverity) -> Int { severityCounts[severity] ?? 0 }

  /// How many files have `status`. - Complexity: O(files).
  public func count(_ status: File.Status) -> Int { files.count { $0.status == status } }
}
