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
    // What is no escape stays as printed.
    ("'a\\nb'", "a\\nb"),
    ("'\\U56'", "\\U56"),
    ("'C:\\Users'", "C:\\Users"),
  ])
  func decodes(printed: String, expected: String) {
    #expect(TextValue.decode(printed) == expected)
  }

  @Test func aLabelInAnNSLoggedArrayShowsItsText() throws {
    let tree = ParsingFixture.parse([
      "<UIView: 0x1; frame = (0 0; 10 10); layer = <CALayer: 0x2>>",
      "   | <UILabel: 0x3; frame = (0 0; 10 10); text = '\\U56fd\\U6709'; layer = <CALayer: 0x4>>",
    ]).hierarchy
    #expect(tree.node(1).text == "国有")
  }
}
