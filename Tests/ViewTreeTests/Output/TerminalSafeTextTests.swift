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
    // The ends of the C1 range (UTF-8 C2 80 and C2 9F) and the scalars beside them.
    ("\u{7E}\u{80}\u{9F}\u{A0}\u{100}", "\u{7E}\\u{80}\\u{9F}\u{A0}\u{100}"),
    ("\u{1F}\u{20}", "\\u{1F} "),
    // Characters that reorder or break the line: a right-to-left override, isolates, marks,
    // the line separator. Joiners and other punctuation of the same block stay.
    ("pay\u{202E}txt.exe", "pay\\u{202E}txt.exe"),
    ("a\u{2066}b\u{2069}c\u{200F}d\u{061C}", "a\\u{2066}b\\u{2069}c\\u{200F}d\\u{61C}"),
    ("one\u{2028}two\u{2029}", "one\\u{2028}two\\u{2029}"),
    ("👩\u{200D}💻 … • →", "👩\u{200D}💻 … • →"),
  ])
  func escapesControlCharactersOnly(_ text: String, _ expected: String) {
    #expect(TerminalSafeText.sanitize(text) == expected)
  }
}
