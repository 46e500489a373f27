import Testing

@testable import TerminalUI

@Suite struct VisibleTextTests {
  @Test(arguments: [
    ("plain", "plain"), ("a\u{1B}[31mb", "a^[[31mb"), ("\t", "^I"), ("\r\n", "^M^J"),
    ("\u{0}", "^@"), ("\u{7F}", "^?"), ("\u{9B}2J", "<9B>2J"), ("\u{85}", "<85>"),
    ("a\u{200B}b", "a<200B>b"), ("\u{202E}abc", "<202E>abc"), ("x\u{2028}y", "x<2028>y"),
    ("\u{301}e", "\u{25CC}\u{301}e"), ("日本", "日本"), ("e\u{301}", "e\u{301}"),
  ])
  func standIns(text: String, visible: String) {
    #expect(VisibleText.visible(text) == visible)
  }

  @Test func widthCountsStandIns() {
    #expect(VisibleText.width(of: "abc") == 3)
    #expect(VisibleText.width(of: "\u{1B}[0m") == 5)
    #expect(VisibleText.width(of: "日\u{9B}") == 6)
    #expect(VisibleText.width(of: "\u{301}") == 1)
    #expect(VisibleText.width(of: "🇯🇵") == 2)
  }

  @Test func nothingInvisibleOrControlSurvives() {
    let hostile = "\u{1B}]52;c;AAAA\u{07}\u{1B}P\u{9D}\u{200E}\u{2066}\u{FEFF}\u{0}"
    let visible = VisibleText.visible(hostile)
    #expect(!visible.unicodeScalars.contains { VisibleText.isControl($0) })
    for character in visible {
      #expect(DisplayWidth.of(character) >= 1)
    }
  }
}
