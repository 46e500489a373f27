/// ANSI styling for the text tree; `plain` emits no escape codes at all.
public struct TextStyle: Sendable {
  public let isEnabled: Bool

  public static let plain = TextStyle(isEnabled: false)
  public static let ansi = TextStyle(isEnabled: true)

  func className(_ text: String) -> String { wrap(text, "1;36") }
  func address(_ text: String) -> String { wrap(text, "2") }
  func guide(_ text: String) -> String { wrap(text, "2") }
  func flag(_ text: String) -> String { wrap(text, "33") }
  func quoted(_ text: String) -> String { wrap(text, "32") }

  func wrap(_ text: String, _ code: String) -> String {
    isEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
