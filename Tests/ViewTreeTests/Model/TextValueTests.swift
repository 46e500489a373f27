import Testing

@testable import ViewTree

/// Printed text values, decoded as `print`, `find [text…]` and JSON read them.
struct TextValueTests {
  @Test(arguments: [
    ("'Hello'", "Hello"),
    ("'What's new'", "What's new"),
    ("'\\u4e0b\\u4e00'", "下一"),
    // NSLog's description of an NSArray of views writes NSString's escapes.
    ("'\\U56fd\\U6709\\U80cc\\U666f'", "国有背景"),
    ("'\\ud83d\\ude00'", "😀"),
    ("'\\Ud83d\\Ude00'", "😀"),
    ("'\\U0001F600 ok'", "😀 ok"),
    ("'\\x41'", "A"),
    // A blog's typography, which may curl both ends alike.
    ("‘Settings’", "Settings"),
    ("‘提示语‘", "提示语"),
    ("’Hi’", "Hi"),
    ("‘‘", ""),
    // What is no escape stays as printed.
    ("'a\\nb'", "a\\nb"),
    ("'\\U56'", "\\U56"),
    ("'C:\\Users'", "C:\\Users"),
  ])
  func decodes(printed: String, expected: String) {
    #expect(TextValue.decode(printed) == expected)
  }

  @Test func emptyQuotedTexts() {
    func isEmpty(_ text: String) -> Bool {
      Array(text.utf8).withUnsafeBufferPointer { TextValue.isEmptyQuoted($0[...]) }
    }
    #expect(isEmpty("''") && isEmpty("‘‘") && isEmpty("‘’") && isEmpty("“”"))
    #expect(!isEmpty("'a'") && !isEmpty("‘a‘") && !isEmpty("") && !isEmpty("'"))
  }

  /// A text field whose empty text a blog curled, `text = ‘‘`, has no text: no zero-size
  /// finding for it.
  @Test func aCurledEmptyTextIsNoText() {
    let report = Linter().lint(
      ParsingFixture.parse([
        "<UIView: 0x1; frame = (0 0; 10 10); layer = <CALayer: 0x2>>",
        "   | <UITextField: 0x3; frame = (0 0; 0 0); text = ‘‘; layer = <CALayer: 0x4>>",
      ]).hierarchy)
    #expect(!report.findings.contains { $0.rule == .zeroSize })
  }

  @Test func aLabelInAnNSLoggedArrayShowsItsText() throws {
    let tree = ParsingFixture.parse([
      "<UIView: 0x1; frame = (0 0; 10 10); layer = <CALayer: 0x2>>",
      "   | <UILabel: 0x3; frame = (0 0; 10 10); text = '\\U56fd\\U6709'; layer = <CALayer: 0x4>>",
    ]).hierarchy
    #expect(tree.node(1).text == "国有")
  }
}
