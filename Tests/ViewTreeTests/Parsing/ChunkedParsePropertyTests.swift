import PropertyBased
import Testing

@testable import ViewTree

/// Random pastes made of generated dumps and of the text found around real ones (XCUITest
/// sections, prompts, descriptions over several lines, escaped one-line dumps, the other
/// formats), cut into chunks at random lines: the parse is always the one-chunk parse.
@Suite struct ChunkedParsePropertyTests {
  /// Each piece is a kind and a seed for its details.
  static let pieces = zip(Gen.int(in: 0...13), Gen.int(in: 0...1_000_000)).array(of: 1...30)
  static let cuts = Gen.int(in: 0...1_000_000).array(of: 1...12)

  @Test func randomCutsGiveTheWholeParse() async {
    await propertyCheck(count: 300, input: Self.pieces, Self.cuts, Gen.bool) {
      pieces, cuts, crlf in
      let bytes = Self.paste(pieces, crlf: crlf)
      let lineCount = ChunkFixture.lineStarts(bytes).count
      let lines = cuts.map { $0 % lineCount }
      ChunkFixture.expectSame(
        ChunkFixture.parse(bytes, cutBefore: lines), ChunkFixture.wholeParse(bytes),
        "cut before lines \(lines.sorted())")
    }
  }

  @Test func everyLineAndEvenCutsGiveTheWholeParse() async {
    await propertyCheck(count: 150, input: Self.pieces, Gen.int(in: 2...16), Gen.bool) {
      pieces, count, crlf in
      let bytes = Self.paste(pieces, crlf: crlf)
      let whole = ChunkFixture.wholeParse(bytes)
      ChunkFixture.expectSame(ChunkFixture.parseLineByLine(bytes), whole, "a chunk per line")
      let even = DumpParser().parse(SourceText(bytes)) { DumpParser.chunks(of: $0, count: count) }
      ChunkFixture.expectSame(even, whole, "\(count) chunks")
    }
  }

  static func paste(_ pieces: [(Int, Int)], crlf: Bool) -> [UInt8] {
    let lines = pieces.flatMap { piece($0.0, seed: $0.1) }
    return Array(lines.map { $0 + (crlf ? "\r\n" : "\n") }.joined().utf8)
  }

  static func piece(_ kind: Int, seed: Int) -> [String] {
    var random = SeededRandom(seed: UInt64(seed))
    let address = "0x7f8a" + String(seed, radix: 16)
    let application = "Application, \(address), pid: 7, label: 'App'"
    switch kind {
    case 0:
      var generator = DumpGenerator(seed: UInt64(seed))
      return generator.dump(nodeCount: random.within(1...30)).split(separator: "\n").map(
        String.init)
    case 1:
      // A `po app`, its tree, then its path and query sections, cut short anywhere.
      let rows = (0..<random.below(6)).map { row($0 + seed, indent: 4 + 2 * ($0 % 3)) }
      let trailer = [
        "Path to element:", " →" + application, row(seed, indent: 4), "Query chain:",
        " →Find: Target Application 'com.example.App'", "  Output: {", "    " + application, "  }",
      ]
      return ["Attributes: " + application, "Element subtree:", " →" + application] + rows
        + trailer.prefix(random.below(trailer.count + 1))
    case 2:
      return (0..<random.within(1...4)).map { row(seed + $0, indent: 2 * random.below(4)) }
    case 3:
      return [
        random.pick([
          "Path to element:", "Query chain:", "Element subtree:", "    Output: {", "    }",
          "Attributes: " + application, "Legend:", "\t* - is laid out with auto layout",
        ])
      ]
    case 4:
      return [
        random.pick([
          "(lldb) po app", "(lldb) po [[UIWindow keyWindow] recursiveDescription]",
          "(lldb) po view.frame.width > 0", "cy# UIApp.keyWindow.recursiveDescription().toString()",
        ])
      ]
    case 5:
      // A description over several lines (closed or not), whose lines look like other lines.
      let markers = String(repeating: "   |", count: random.below(3))
      var lines = [markers + " <UILabel: \(address); frame = (0 0; 100 20); text = 'first"]
      for _ in 0..<random.below(10) {
        lines.append(
          random.pick([
            "Path to element:", "Element subtree:", "(lldb) po app", "    " + application,
            row(seed, indent: 4), "second line", "  indented ' quote",
            "2024-05-01 10:00:00.123 App[12:34] log", "\"escaped\\n   | <UIView: 0x1>\\n   | x\"",
          ]))
      }
      if random.chance(percent: 60) { lines.append("last'; layer = <_UILabelLayer: 0x6001>>") }
      return lines
    case 6:
      // One-line escaped dumps; the XCUITest one ends inside its path section.
      return [
        random.chance(percent: 50)
          ? #""Attributes: \#(application)\nElement subtree:\n →\#(application)\n"#
            + #"    Button, 0x2, {{0.0, 0.0}, {1.0, 1.0}}\nPath to element:\n →\#(application)""#
          : #""<UIWindow: \#(address); frame = (0 0; 10 10)>\n   | <UIView: 0x2; "#
            + #"frame = (0 0; 5 5)>\n   |    | <UILabel: 0x3; frame = (0 0; 1 1)>""#
      ]
    case 7:
      return Array(
        [
          "•UIWindow:\(address)", "|   *UIView:\(address)1", "|   |   UILabel:\(address)2'Hello'",
          "|   |   *UIButton:\(address)3'OK'- AMBIGUOUS LAYOUT for UIButton:\(address)3.minX{id: 1}",
        ].prefix(random.within(1...4)))
    case 8:
      return [
        "<UINavigationController \(address)>, state: appeared, view: <UILayoutContainerView 0x1>",
        "   | <App.HomeViewController \(address)2>, state: appeared, view: <UIView 0x3>",
      ]
    case 9:
      return [
        #"[   AF    !   U ] h=--- v=--- NSButton "Push Me" f=(0,0,83,32) b=(-)"#,
        "  [   A     !   U ] h=--- v=--- NSButtonBezelView f=(0,0,83,32) b=(-)",
        "A=autoresizesSubviews, C=canDrawConcurrently, D=needsDisplay, F=flipped",
      ]
    case 10:
      return [
        random.pick([
          "", "   ", "   |    | ...", "2024-05-01 10:00:00.123 App[12:34] hello",
          "Some prose about the dump.", "t =     1.23s Tap \"OK\" Button",
        ])
      ]
    case 11:
      // Newlines lost: several _autolayoutTrace rows on one line.
      return [
        "(lldb) po [0x7f8 _autolayoutTrace] •UIWindow:\(address) | •UIView:\(address)1 | | "
          + "*UILabel:\(address)2'Hi' | | *UIButton:\(address)3'OK'"
      ]
    case 12:
      return (0..<random.within(1...5)).map { _ in
        let depth = random.below(5)
        let lead = depth == 0 ? "" : "   " + String(repeating: "|    ", count: depth - 1) + "| "
        return lead + "<UIView: \(address); frame = (0 0; 1 1); layer = <CALayer: 0x6002>>"
      }
    default:
      // Nodes cut short: by the debugger, or by an author's elision.
      return [
        random.pick([
          "   | <UIView: \(address); frame = (0 0; 1",
          "   |    | <UIImageView: \(address); frame = (0 0; 10 10); image = <UIImage:0x6 anon…",
        ])
      ]
    }
  }

  /// An XCUITest element row.
  static func row(_ index: Int, indent: Int) -> String {
    String(repeating: " ", count: indent) + "Button, 0x\(String(0x6000 + index, radix: 16)), "
      + "{{0.0, \(index % 900).0}, {44.0, 44.0}}, label: 'Row \(index)'"
  }
}
