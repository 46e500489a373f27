import Testing

@testable import ViewTree

/// A dump pasted twice is read as two trees, with a warning on the second: the same
/// descriptions, addresses included, node for node can only be the same printout.
@Suite("Dumps pasted twice")
struct RepeatedTreesTests {
  typealias F = ParsingFixture

  static let dump = [
    "<UIView: 0x7f01; frame = (0 0; 375 667); layer = <CALayer: 0x6001>>",
    "   | <UILabel: 0x7f02; frame = (16 40; 343 21); text = 'Hi'; layer = <_UILabelLayer: 0x6002>>",
    "   | <UIButton: 0x7f03; frame = (16 80; 120 44); layer = <CALayer: 0x6003>>",
  ]

  static func repeats(_ result: ParseResult) -> [Diagnostic] {
    result.diagnostics.filter { $0.message.contains("repeats") }
  }

  @Test func theSecondCopyIsWarnedAbout() throws {
    let result = F.parse(
      Self.dump + ["", "(lldb) po self.view.recursiveDescription()"] + Self.dump)
    #expect(result.hierarchy.roots.count == 2)
    let warnings = Self.repeats(result)
    try #require(warnings.count == 1)
    #expect(warnings[0].line == 6)
    #expect(warnings[0].severity == .warning)
    #expect(warnings[0].message.contains("line 1"))
    #expect(warnings[0].message.contains("3 nodes"))
    // Still in line order among the other diagnostics (the prompt's note on line 5).
    #expect(result.diagnostics.map(\.line) == result.diagnostics.map(\.line).sorted())
  }

  /// UIKit logs an ambiguous layout's trace each time it finds one, after a console line of
  /// its own: the same trace twice, a log line between, is printed twice, not pasted twice.
  @Test func aTreeLoggedAgainIsNoRepeat() {
    let trace = [
      "",
      "•UIView:0x7fd17b60a0c0",
      "|   *UILabel:0x7fd17b60d720'Label'- AMBIGUOUS LAYOUT for UILabel:0x7fd17b60d720'Label'.minY{id: 50}",
      "",
    ]
    let log = { (time: String) in
      "2018-08-02 01:46:\(time)+0900 ChiselTest[38046:2921119] [LayoutConstraints] View has an ambiguous layout."
    }
    let logged = F.parse([log("47.432789")] + trace + [log("48.669301")] + trace)
    #expect(logged.hierarchy.roots.count == 2)
    #expect(Self.repeats(logged).isEmpty)
    // Without the log line between, the second copy is a paste.
    #expect(Self.repeats(F.parse([log("47.432789")] + trace + trace)).count == 1)
  }

  /// Another command run between the two (two prompts between them, or one other than the
  /// command that printed the first, where a paste pasted again repeats that), or a lone view
  /// printed again (a list of views, the same object
  /// printed by two commands), is no paste either.
  @Test func anotherCommandBetweenOrALoneViewIsNoRepeat() {
    let command = "(lldb) po self.view.recursiveDescription()"
    #expect(
      Self.repeats(
        F.parse(
          [command] + Self.dump + ["(lldb) call [self.view setNeedsLayout]", command] + Self.dump)
      ).isEmpty)
    #expect(Self.repeats(F.parse([command] + Self.dump + [command] + Self.dump)).count == 1)
    // One other command between: `recursiveDescription()` then `.toString()` of it.
    let other = "(lldb) po self.view.recursiveDescription().description"
    #expect(Self.repeats(F.parse([command] + Self.dump + [other] + Self.dump)).isEmpty)
    #expect(Self.repeats(F.parse([command] + Self.dump + ["  " + command] + Self.dump)).count == 1)
    let lone = [Self.dump[0], "", Self.dump[0]]
    #expect(F.parse(lone).hierarchy.roots.count == 2)
    #expect(Self.repeats(F.parse(lone)).isEmpty)
  }

  /// The same screen dumped in another run has other addresses: two dumps, no warning. Nor
  /// is a tree that differs in one node's class or place a repeat.
  @Test func otherAddressesOrShapesAreNoRepeat() {
    let otherRun = Self.dump.map { $0.replacingOccurrences(of: "0x7f0", with: "0x7e0") }
    #expect(Self.repeats(F.parse(Self.dump + otherRun)).isEmpty)
    var otherClass = Self.dump
    otherClass[2] = otherClass[2].replacingOccurrences(of: "UIButton", with: "UISwitch")
    #expect(Self.repeats(F.parse(Self.dump + otherClass)).isEmpty)
    var otherDepth = Self.dump
    otherDepth[2] = "   " + otherDepth[2].replacingOccurrences(of: "| <", with: "|    | <")
    #expect(Self.repeats(F.parse(Self.dump + otherDepth)).isEmpty)
  }

  /// A bug report's before and after: the same process (same addresses), a frame or a text
  /// changed in between.
  @Test func beforeAndAfterInOneRunAreNoRepeat() {
    var after = Self.dump
    after[1] = after[1].replacingOccurrences(of: "'Hi'", with: "'Hello'")
    #expect(Self.repeats(F.parse(Self.dump + after)).isEmpty)
    after = Self.dump
    after[2] = after[2].replacingOccurrences(of: "(16 80; 120 44)", with: "(16 90; 120 44)")
    #expect(Self.repeats(F.parse(Self.dump + after)).isEmpty)
  }

  /// Rows without addresses (an address-purged dump) say nothing about being the same
  /// printout.
  @Test func treesWithoutAddressesAreNotCompared() {
    let purged = ["<UIView; frame = (0 0; 1 1)>", "   | <UILabel; frame = (0 0; 1 1)>"]
    #expect(Self.repeats(F.parse(purged + purged)).isEmpty)
  }
}
