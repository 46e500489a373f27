/// The exit statuses vtree documents in its README and `--help`.
enum ExitStatus {
  /// The input was read but holds no view hierarchy.
  static let noHierarchy: Int32 = 1
  /// `find` matched nothing; `lint` found something at or above `--fail-on` (grep-like).
  static let findingsOrNoMatch: Int32 = 1
  /// Bad arguments, or a file that cannot be read.
  static let usageOrIOError: Int32 = 2
}
