import Testing

@testable import ViewTree

/// Helpers for the per-format tests: every parse checks the hierarchy's invariants and that each
/// input line got exactly one disposition, whatever format is forced.
enum FormatFixture {
  /// Parses `lines` joined with "\n" (optionally forcing a format).
  static func parse(
    _ lines: [String], format: DumpFormat? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ParseResult {
    let text = lines.map { $0 + "\n" }.joined()
    let result = DumpParser(format: format).parse(text)
    result.hierarchy._checkInvariants()
    #expect(
      result.lineDispositions.count == lines.count, "one disposition per line",
      sourceLocation: sourceLocation)
    return result
  }

  /// What a round trip must preserve of one node.
  struct Shape: Equatable, CustomStringConvertible {
    var className: String
    var address: String?
    var depth: Int
    var format: DumpFormat
    var frame: Rect?

    var description: String {
      "\(String(repeating: "  ", count: depth))\(className) \(address ?? "-") \(format) \(frame.map { "\($0)" } ?? "nil")"
    }
  }

  static func shapes(_ hierarchy: Hierarchy) -> [Shape] {
    hierarchy.indices.map { index in
      let node = hierarchy[index]
      return Shape(
        className: node.className, address: node.address, depth: hierarchy.depth(of: index),
        format: node.format, frame: node.frame)
    }
  }

  /// The canonical text `DumpWriter` writes for `hierarchy`.
  static func render(_ hierarchy: Hierarchy) -> [String] {
    var out = OutputBuffer()
    DumpWriter().write(hierarchy, to: &out)
    return out.lines
  }

  /// Parses `lines`, writes the tree back with `DumpWriter` and parses that again: classes,
  /// addresses, depths, formats and frames must survive, and every written line is a node.
  /// Returns the first parse.
  @discardableResult
  static func expectRoundTrip(
    _ lines: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) -> ParseResult {
    let first = parse(lines, sourceLocation: sourceLocation)
    // A description that spans lines is written verbatim, newlines included.
    let written = render(first.hierarchy).flatMap { $0.split(separator: "\n").map(String.init) }
    let second = parse(written, sourceLocation: sourceLocation)
    #expect(
      second.lineDispositions.allSatisfy { $0 == .node || $0 == .continuation },
      "written lines: \(written)", sourceLocation: sourceLocation)
    #expect(
      shapes(second.hierarchy) == shapes(first.hierarchy), "written lines: \(written)",
      sourceLocation: sourceLocation)
    #expect(second.hierarchy.format == first.hierarchy.format, sourceLocation: sourceLocation)
    return first
  }
}

extension Hierarchy {
  /// Formats of the nodes, in preorder.
  var formatsInOrder: [DumpFormat] { indices.map { self[$0].format } }
  /// Addresses of the nodes, in preorder.
  var addressesInOrder: [String?] { indices.map { self[$0].address } }
  /// Kinds of the nodes, in preorder.
  var kindsInOrder: [NodeKind] { indices.map { self[$0].kind } }
}

extension Node {
  /// The properties as (key, value) pairs, for whole-list comparisons.
  var propertyPairs: [String] { properties.map { "\($0.key)=\($0.value)" } }
}
