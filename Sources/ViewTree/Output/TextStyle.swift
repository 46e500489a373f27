/// ANSI styling for the text tree and lint findings; `plain` emits no escape codes at all.
public struct TextStyle: Sendable {
  public let isEnabled: Bool

  public static let plain = TextStyle(isEnabled: false)
  public static let ansi = TextStyle(isEnabled: true)

  /// The SGR codes of the text tree's parts (`RowSummaryWriter` writes them as bytes).
  static let classNameCode: StaticString = "1;36"
  static let addressCode: StaticString = "2"
  static let guideCode: StaticString = "2"
  static let flagCode: StaticString = "33"
  static let quotedCode: StaticString = "32"

  func className(_ text: String) -> String { wrap(text, "\(Self.classNameCode)") }
  func address(_ text: String) -> String { wrap(text, "\(Self.addressCode)") }
  func guide(_ text: String) -> String { wrap(text, "\(Self.guideCode)") }
  func flag(_ text: String) -> String { wrap(text, "\(Self.flagCode)") }
  func quoted(_ text: String) -> String { wrap(text, "\(Self.quotedCode)") }

  /// A finding's severity as compilers print theirs: `error` bold red, `warning` bold
  /// magenta, `note` bold.
  public func severity(_ severity: LintSeverity) -> String {
    switch severity {
    case .error: return wrap(severity.rawValue, "1;31")
    case .warning: return wrap(severity.rawValue, "1;35")
    case .note: return wrap(severity.rawValue, "1")
    }
  }

  /// Secondary text: a finding's location and rule id.
  public func dim(_ text: String) -> String { wrap(text, "2") }

  func wrap(_ text: String, _ code: String) -> String {
    isEnabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
