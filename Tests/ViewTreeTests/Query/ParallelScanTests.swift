import PropertyBased
import Testing

@testable import ViewTree

/// The per-node scans split into ranges (one per core on big hierarchies) give what one range
/// gives: ranges are forced here on small hierarchies.
@Suite("Parallel scans")
struct ParallelScanTests {
  static let workerCounts = [2, 3, 7]

  static func generated(_ nodeCount: Int, seed: UInt64) -> Hierarchy {
    var generator = DumpGenerator(seed: seed)
    return DumpParser().parse(generator.dump(nodeCount: nodeCount)).hierarchy
  }

  static func expectSameFrames(_ hierarchy: Hierarchy, workers: Int) {
    let whole = AbsoluteFrames(hierarchy)
    let split = AbsoluteFrames(
      hierarchy,
      printed: PrintedGeometry(
        hierarchy, ranges: NodeRanges(count: hierarchy.count, workers: workers)))
    for index in hierarchy.indices {
      #expect(whole[index] == split[index], "node \(index), \(workers) workers")
      #expect(whole.isApproximate(index) == split.isApproximate(index), "node \(index)")
    }
  }

  static func expectSameFacts(_ hierarchy: Hierarchy, workers: Int) {
    let whole = LintFacts(hierarchy, ranges: NodeRanges(count: hierarchy.count, workers: 1))
    let split = LintFacts(hierarchy, ranges: NodeRanges(count: hierarchy.count, workers: workers))
    #expect(whole.flags == split.flags, "\(workers) workers")
    #expect(whole.frames == split.frames)
    #expect(whole.geometry.flags == split.geometry.flags)
    #expect(whole.geometry.placements.map(\.node) == split.geometry.placements.map(\.node))
    #expect(whole.scrolls.keys.sorted() == split.scrolls.keys.sorted())
    for (node, scroll) in whole.scrolls {
      #expect(split.scrolls[node]?.boundsOrigin == scroll.boundsOrigin, "node \(node)")
      #expect(split.scrolls[node]?.contentRect == scroll.contentRect, "node \(node)")
    }
  }

  @Test func rangesCoverTheNodesInOrder() {
    for count in [0, 1, 5, 64, 1000] {
      for workers in [1, 2, 3, 64, 2000] {
        let ranges = NodeRanges(count: count, workers: workers).ranges
        #expect(ranges.first?.lowerBound == 0)
        #expect(ranges.last?.upperBound == count)
        #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        #expect(ranges.count == max(1, min(count, workers)))
      }
    }
  }

  @Test func mapKeepsRangeOrder() {
    let ranges = NodeRanges(count: 1000, workers: 7)
    #expect(ranges.map { $0 } == ranges.ranges)
  }

  @Test func generatedDumpScansTheSameInRanges() {
    let hierarchy = Self.generated(3_000, seed: 7)
    for workers in Self.workerCounts {
      Self.expectSameFrames(hierarchy, workers: workers)
      Self.expectSameFacts(hierarchy, workers: workers)
    }
  }

  /// Selectors whose last compounds' attribute tests run on every core match what one range
  /// matches, with and without combinators.
  @Test func selectorsMatchTheSameInRanges() throws {
    let hierarchy = Self.generated(3_000, seed: 11)
    let selectors = [
      "[hidden]", "UILabel[text]", "[text*=\"e\"], UIButton[width<44]", "[alpha<1]:leaf",
      "UI*[text~=/^[A-M]/i]", "[absent]", "*:zero-size[layer]", ":hidden[text]",
      "[height>=44][width<=100]", ":kind-of(UIView)[clipsToBounds=YES]",
      "UITableViewCell UILabel[text]", "UIView > UILabel[text*=\"e\"], UIButton[width<44]",
      "[clipsToBounds=YES] UIImageView[userInteractionEnabled=NO]",
      "UICollectionViewCell UIImageView:leaf",
    ]
    for source in selectors {
      let selector = try ViewSelector(parsing: source)
      let results = [1, 2, 3, 7].map { workers in
        hierarchy.text.withUnsafeBufferPointer { text in
          SelectorEvaluator(hierarchy: hierarchy, text: text, absoluteFrames: nil)
            .evaluate(selector, ranges: NodeRanges(count: hierarchy.count, workers: workers))
        }
      }
      #expect(results.allSatisfy { $0 == results[0] }, "\(source)")
      #expect(results[0].contains(true) || source == "[absent]", "\(source) matches nothing")
    }
  }

  @Test func uiKitTreesScanTheSameInRanges() async {
    await propertyCheck(count: 100, input: AbsoluteFramesPropertyTests.specs) { specs in
      let dump = AbsoluteFramesPropertyTests.uiKitDump(
        specs, AbsoluteFramesPropertyTests.depths(specs))
      let hierarchy = DumpParser().parse(dump).hierarchy
      Self.expectSameFrames(hierarchy, workers: 3)
      Self.expectSameFacts(hierarchy, workers: 3)
    }
  }

  @Test func appKitTreesScanTheSameInRanges() async {
    await propertyCheck(count: 100, input: AbsoluteFramesPropertyTests.specs) { specs in
      let dump = AbsoluteFramesPropertyTests.appKitDump(
        specs, AbsoluteFramesPropertyTests.depths(specs))
      let hierarchy = DumpParser().parse(dump).hierarchy
      Self.expectSameFrames(hierarchy, workers: 3)
      Self.expectSameFacts(hierarchy, workers: 3)
    }
  }
}
