import Testing

@testable import ViewTree

/// Shared helpers for the parsing tests: every parse goes through here so that every parsed
/// hierarchy gets its invariants checked and every input line is accounted for.
enum ParsingFixture {
  /// Parses `lines`, each ended by `terminator`, checking the invariants and that each line got
  /// exactly one disposition.
  static func parse(_ lines: [String], terminator: String = "\n") -> ParseResult {
    let text = lines.map { $0 + terminator }.joined()
    let result = DumpParser().parse(text)
    result.hierarchy._checkInvariants()
    #expect(result.lineDispositions.count == lines.count, "one disposition per line")
    return result
  }

  /// An XCUITest element subtree of five elements at depths 0, 1, 2, 3 and 2, for the tests of
  /// leads that must keep an indented format's depths.
  static let xcuitestSubtree = [
    "Element subtree:",
    " →Application, 0x600000c8c1c0, pid: 4242, label: 'Shop'",
    "    Window (Main), 0x600000c8c2a0, {{0.0, 0.0}, {390.0, 844.0}}",
    "      Other, 0x600000c8c380, {{0.0, 0.0}, {390.0, 844.0}}",
    "        Button, 0x600000c8c460, {{20.0, 100.0}, {80.0, 44.0}}, label: 'Buy'",
    "      StaticText, 0x600000c8c540, {{20.0, 60.0}, {350.0, 21.0}}, label: '9 left'",
  ]

  /// Parses raw bytes, checking invariants and the disposition count.
  static func parse(bytes: [UInt8]) -> ParseResult {
    let result = DumpParser().parse(bytes)
    result.hierarchy._checkInvariants()
    #expect(result.lineDispositions.count == lineCount(bytes), "one disposition per line")
    return result
  }

  /// Lines as the parser counts them: split at "\n", a final line without "\n" counts, a
  /// trailing "\n" does not start another line.
  static func lineCount(_ bytes: [UInt8]) -> Int {
    let newlines = bytes.lazy.filter { $0 == 0x0A }.count
    return newlines + (bytes.last.map { $0 == 0x0A ? 0 : 1 } ?? 0)
  }
}

extension Hierarchy {
  /// Class names in preorder.
  var classNamesInOrder: [String] { indices.map { self[$0].className } }
  /// Depths in preorder.
  var depthsInOrder: [Int] { indices.map { depth(of: $0) } }
  /// Parent preorder positions, -1 for roots.
  var parentPositions: [Int] { indices.map { parent(of: $0)?.rawValue ?? -1 } }
  /// Input lines of the nodes, in preorder.
  var linesInOrder: [Int] { indices.map { self[$0].line } }
  /// The node at preorder position `position`.
  func node(_ position: Int) -> Node { self[NodeIndex(position)] }
}
