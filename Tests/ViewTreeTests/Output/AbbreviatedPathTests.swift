import Testing

@testable import ViewTree

@Suite struct AbbreviatedPathTests {
  static let dump = """
    <UIWindow: 0x1; frame = (0 0; 320 480)>
       | <UIView: 0x2; frame = (0 0; 320 480)>
    <UITextEffectsWindow: 0x3; frame = (0 0; 320 480)>
       | <UIView: 0x4; frame = (0 0; 320 480)>
       |    | <UIStackView: 0x5; frame = (0 0; 320 480)>
       |    |    | <UIScrollView: 0x6; frame = (0 0; 320 480)>
       |    |    |    | <_TtC5MyApp4Card: 0x7; frame = (0 0; 10 10)>
       |    |    |    |    | <UILabel: 0x8; frame = (0 0; 10 10)>
    <UIWindow: 0x9; frame = (0 0; 320 480)>
       | <Evil\u{1B}[31mView: 0xa; frame = (0 0; 320 480)>
       |    | <UILabel: 0xb; frame = (0 0; 10 10)>
    """

  static let hierarchy = DumpParser().parse(dump).hierarchy

  static func prefixes(raw: Bool = false) -> [String] {
    var paths = AbbreviatedPath(hierarchy)
    paths.showsRawNames = raw
    return hierarchy.indices.map { paths.prefix(to: $0) }
  }

  @Test func rootThenEllipsisThenTwoNearestAncestors() {
    #expect(Self.hierarchy.count == 11)
    let prefixes = Self.prefixes()
    #expect(prefixes[0] == "")
    #expect(prefixes[1] == "UIWindow › ")
    #expect(prefixes[2] == "")
    #expect(prefixes[3] == "UITextEffectsWindow › ")
    #expect(prefixes[4] == "UITextEffectsWindow › UIView › ")
    #expect(prefixes[5] == "UITextEffectsWindow › UIView › UIStackView › ")
    #expect(prefixes[6] == "UITextEffectsWindow › … › UIStackView › UIScrollView › ")
    #expect(prefixes[7] == "UITextEffectsWindow › … › UIScrollView › MyApp.Card › ")
  }

  @Test func eachNodeNamesItsOwnRoot() {
    let prefixes = Self.prefixes()
    #expect(prefixes[9].hasPrefix("UIWindow › "))
    #expect(prefixes[10].hasPrefix("UIWindow › "))
  }

  @Test func rawNamesAreKeptAndEscapesNeverReachTheTerminal() {
    #expect(Self.prefixes(raw: true)[7].hasSuffix("› _TtC5MyApp4Card › "))
    let evil = Self.prefixes()[10]
    #expect(!evil.unicodeScalars.contains("\u{1B}"))
    #expect(evil.contains("Evil"))
  }
}
