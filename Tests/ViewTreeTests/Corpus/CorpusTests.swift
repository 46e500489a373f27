import Foundation
import Testing

@testable import ViewTree

/// Scores the parser on the shared corpus of real dumps (`../shared/corpus` next to the
/// repository, or `$VTREE_CORPUS`) the way its `score_parse.py` does: every file of a
/// supported format must parse exactly (node count, tree depths, classes, addresses, frames).
/// When the corpus is absent (a lone clone), the test says so and passes.
@Suite struct CorpusTests {
  /// Every format the parser reads: all of them.
  static let supportedFormats: Set<String> = Set(DumpFormat.allCases.map(\.rawValue))

  struct ExpectedNode: Equatable, CustomStringConvertible {
    var depth: Int
    var className: String
    var address: UInt64?
    var frame: [Double]?

    var description: String {
      "depth \(depth) \(className) \(address.map { "0x" + String($0, radix: 16) } ?? "-") "
        + (frame.map { "\($0)" } ?? "-")
    }

    func matches(_ other: ExpectedNode) -> Bool {
      guard depth == other.depth, className == other.className, address == other.address else {
        return false
      }
      switch (frame, other.frame) {
      case (nil, nil): return true
      case (let a?, let b?): return zip(a, b).allSatisfy { abs($0 - $1) <= 1e-6 }
      default: return false
      }
    }
  }

  /// Raw marker depths → tree depths: a node hangs under the nearest shallower node.
  static func treeDepths(_ raw: [Int]) -> [Int] {
    var stack: [Int] = []
    var result: [Int] = []
    for depth in raw {
      while let last = stack.last, last >= depth { stack.removeLast() }
      result.append(stack.count)
      stack.append(depth)
    }
    return result
  }

  static func address(_ text: String?) -> UInt64? {
    guard let text, text.hasPrefix("0x") else { return nil }
    return UInt64(text.dropFirst(2), radix: 16)
  }

  @Test func everySupportedCorpusFileParsesExactly() throws {
    guard let corpus = SharedCorpus.directory else {
      print("note: ../shared/corpus not found (set VTREE_CORPUS); corpus scoring skipped")
      return
    }
    var scored = 0
    for name in try SharedCorpus.dumpNames(in: corpus) {
      let base = String(name.dropLast(4))
      let expectedData = try Data(
        contentsOf: corpus.appendingPathComponent("expected/\(base).json"))
      let expected = try #require(
        try JSONSerialization.jsonObject(with: expectedData) as? [String: Any])
      guard let format = expected["format"] as? String, Self.supportedFormats.contains(format)
      else { continue }
      let rawNodes = try #require(expected["nodes"] as? [[String: Any]])
      let depths = Self.treeDepths(rawNodes.map { $0["depth"] as? Int ?? 0 })
      let expectedNodes = zip(rawNodes, depths).map { node, depth in
        ExpectedNode(
          depth: depth, className: node["class"] as? String ?? "",
          address: Self.address(node["address"] as? String),
          frame: (node["frame"] as? [NSNumber])?.map(\.doubleValue))
      }

      let bytes = try [UInt8](Data(contentsOf: corpus.appendingPathComponent("dumps/\(name)")))
      let result = DumpParser().parse(bytes)
      result.hierarchy._checkInvariants()
      #expect(
        result.lineDispositions.count == bytes.split(
          separator: 0x0A, omittingEmptySubsequences: false
        ).count - (bytes.last == 0x0A ? 1 : 0), "\(base): a disposition per line")
      #expect(result.hierarchy.format.rawValue == format, "\(base): format")
      let actual = result.hierarchy.indices.map { index in
        let node = result.hierarchy[index]
        let frame = node.frame
        return ExpectedNode(
          depth: node.depth, className: node.className, address: Self.address(node.address),
          frame: frame.map { [$0.x, $0.y, $0.width, $0.height] })
      }
      #expect(actual.count == expectedNodes.count, "\(base): node count")
      if let mismatch = zip(actual, expectedNodes).enumerated().first(where: {
        !$0.1.0.matches($0.1.1)
      }) {
        Issue.record(
          "\(base): node \(mismatch.offset): got \(mismatch.element.0), expected \(mismatch.element.1)"
        )
      }
      // The canonical dump of each format parses back to the same tree.
      var out = OutputBuffer()
      DumpWriter().write(result.hierarchy, to: &out)
      let reparsed = DumpParser().parse(out.text).hierarchy
      #expect(reparsed.count == result.hierarchy.count, "\(base): dump round trip count")
      for index in reparsed.indices where index.rawValue < result.hierarchy.count {
        let (a, b) = (result.hierarchy[index], reparsed[index])
        if a.className != b.className || a.address != b.address || a.depth != b.depth
          || a.format != b.format || a.frame != b.frame
        {
          Issue.record("\(base): dump round trip differs at node \(index.rawValue)")
          break
        }
      }
      scored += 1
    }
    print("corpus: \(scored) files of \(Self.supportedFormats.sorted()) scored")
    #expect(scored > 0)
  }
}
