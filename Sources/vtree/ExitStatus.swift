/// The exit statuses vtree documents in its README and `--help`.
enum ExitStatus {
  /// The input was read but holds no view hierarchy.
  static let noHierarchy: Int32 = 1
  /// `find` matched nothing; `lint` found something at or above `--fail-on` (grep-like).
  static let findingsOrNoMatch: Int32 = 1
  /// Bad arguments, or a file that cannot be read.
  static let usageOrIOError: Int32 = 2
  /// `diff`, like diff(1): the inputs differ (0: they do not).
  static let differences: Int32 = 1
  /// `diff`, like diff(1): trouble (bad arguments, unreadable input, no hierarchy in an input).
  static let diffTrouble: Int32 = 2
}
