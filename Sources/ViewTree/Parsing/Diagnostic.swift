/// Something the parser noticed about one line: a skipped line and why, or a suspicious node.
public struct Diagnostic: Equatable, Sendable, CustomStringConvertible {
  public enum Severity: String, Sendable {
    case note
    case warning
  }

  /// 1-based line of the input.
  public let line: Int
  /// 1-based column, in characters, where the problem starts.
  public let column: Int
  public let severity: Severity
  /// What the line was taken for.
  public let disposition: LineDisposition
  public let message: String

  public init(
    line: Int, column: Int, severity: Severity, disposition: LineDisposition, message: String
  ) {
    self.line = line
    self.column = column
    self.severity = severity
    self.disposition = disposition
    self.message = message
  }

  /// The same diagnostic `lines` further down (chunk-relative to global line numbers).
  func movedDown(by lines: Int) -> Diagnostic {
    Diagnostic(
      line: line + lines, column: column, severity: severity, disposition: disposition,
      message: message)
  }

  /// `line:column: severity: message`, to be prefixed with the file name by the caller.
  public var description: String { "\(line):\(column): \(severity.rawValue): \(message)" }
}
