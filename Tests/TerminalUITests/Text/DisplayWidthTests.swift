import Testing

@testable import TerminalUI

@Suite struct DisplayWidthTests {
  @Test(
    arguments: [
      ("a", 1), (" ", 1), ("~", 1), ("é", 1), ("e\u{301}", 1), ("ß", 1), ("Ж", 1), ("─", 1),
      ("│", 1), ("▸", 1), ("…", 1),
      ("日", 2), ("本", 2), ("한", 2), ("ア", 2), ("ｱ", 1), ("Ａ", 2), ("、", 2), ("\u{3000}", 2),
      ("\u{20000}", 2), ("\u{2A6DF}", 2), ("\u{1100}\u{1161}\u{11A8}", 2),
      ("🙂", 2), ("👍", 2), ("👍🏽", 2), ("☝🏽", 2), ("❤️", 2), ("❤", 1), ("☺", 1), ("⌚", 2),
      ("1️⃣", 2), ("🇯🇵", 2), ("🇺🇸", 2), ("👨‍👩‍👧", 2), ("🏳️‍🌈", 2), ("❤‍🔥", 2), ("🫠", 2),
      ("\u{301}", 0), ("\u{200B}", 0), ("\u{200D}", 0), ("\u{FE0F}", 0), ("\u{AD}", 0),
      ("\u{1B}", 0), ("\u{7F}", 0), ("\u{9B}", 0), ("\r\n", 0),
    ] as [(Character, Int)])
  func characterWidths(character: Character, width: Int) {
    #expect(DisplayWidth.of(character) == width)
  }

  @Test func textWidthIsTheSumOfItsCharacters() {
    #expect(DisplayWidth.of("") == 0)
    #expect(DisplayWidth.of("UILabel") == 7)
    #expect(DisplayWidth.of("日本語") == 6)
    #expect(DisplayWidth.of("a日🙂e\u{301}") == 6)
    #expect(DisplayWidth.of("🇯🇵🇺🇸") == 4)
    #expect(DisplayWidth.of("Label 'こんにちは'"[...]) == 18)
  }

  @Test func scalarTableEdges() {
    #expect(DisplayWidth.scalarWidth("\u{10FF}") == 1)
    #expect(DisplayWidth.scalarWidth("\u{1100}") == 2)
    #expect(DisplayWidth.scalarWidth("\u{115F}") == 2)
    #expect(DisplayWidth.scalarWidth("\u{1160}") == 0)
    #expect(DisplayWidth.scalarWidth("\u{303F}") == 1)
    #expect(DisplayWidth.scalarWidth("\u{FFFD}") == 1)
    #expect(DisplayWidth.scalarWidth("\u{3FFFD}") == 2)
    #expect(DisplayWidth.scalarWidth("\u{E0001}") == 0)
  }
}
