import Testing

@testable import ViewTree

@Suite("Terminal-safe text")
struct TerminalSafeTextTests {
  @Test(arguments: [
    ("plain text", "plain text"),
    ("é 漢字 👍 \u{A0}\u{BF}", "é 漢字 👍 \u{A0}\u{BF}"),
    ("bell\u{07}", "bell\\u{7}"),
    ("\u{1B}[31mred", "\\u{1B}[31mred"),
    ("del\u{7F}", "del\\u{7F}"),
    ("c1\u{9B}31m", "c1\\u{9B}31m"),
    ("\u{85}\u{A0}", "\\u{85}\u{A0}"),
  ])
  func escapesControlCharactersOnly(_ text: String, _ expected: String) {
    #expect(TerminalSafeText.sanitize(text) == expected)
  }
}
