import Testing

@testable import TerminalUI

@Suite struct TerminalSequencesTests {
  @Test(arguments: [
    ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="),
    ("fooba", "Zm9vYmE="), ("foobar", "Zm9vYmFy"),
  ])
  func base64MatchesRFC4648(input: String, expected: String) {
    #expect(String(decoding: Base64.encode(Array(input.utf8)), as: UTF8.self) == expected)
  }

  @Test func copyToClipboardIsOSC52() {
    let bytes = TerminalSequences.copyToClipboard("UIWindow > UILabel 0x7f…")
    #expect(
      String(decoding: bytes, as: UTF8.self)
        == "\u{1B}]52;c;VUlXaW5kb3cgPiBVSUxhYmVsIDB4N2bigKY=\u{07}")
  }
}
