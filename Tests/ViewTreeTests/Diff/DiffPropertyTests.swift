import Foundation
import PropertyBased
import Testing

@testable import ViewTree

/// Diffs of generated dumps against re-addressed copies and against their generated next
/// builds (`NextBuildGenerator`, whose edits are the ground truth).
@Suite struct DiffPropertyTests {
  static let seeds = Gen.int(in: 0...1_000_000)
  static let sizes = Gen.int(in: 1...400)

  static func dump(_ nodes: Int, _ seed: Int) -> [UInt8] {
    var generator = DumpGenerator(seed: UInt64(seed))
    var bytes: [UInt8] = []
    generator.write(nodeCount: nodes, to: &bytes)
    return bytes
  }

  @Test func readdressedCopyHasNoDifferences() async {
    await propertyCheck(count: 40, input: Self.sizes, Self.seeds) { nodes, seed in
      let old = Self.dump(nodes, seed)
      var nextBuild = NextBuildGenerator(seed: UInt64(seed))
      let copy = nextBuild.nextBuild(of: old, edits: 0)
      #expect(copy.dump != old)
      #expect(copy.changes.isEmpty)
      let diff = HierarchyDiff(
        from: DumpParser().parse(old).hierarchy, to: DumpParser().parse(copy.dump).hierarchy)
      #expect(diff.changes.isEmpty)
      #expect(diff.summary.unchanged == nodes)
    }
  }

  /// The sizes and seeds of `count` generated pairs, the same on every run: the two tests below
  /// check quality figures over a sample, not laws that hold for every pair, so their bounds
  /// are checked on a fixed sample (the figures on fresh seeds are `vtree-bench diff-quality`'s
  /// job).
  static func sample(_ count: Int, sizes: ClosedRange<Int>, salt: UInt64) -> [(Int, Int)] {
    var random = SeededRandom(seed: salt)
    return (0..<count).map { _ in (random.within(sizes), random.below(1_000_000)) }
  }

  @Test func generatedEditsAreRecovered() {
    var truth = 0
    var reported = 0
    var matched = 0
    var poorPairs: [String] = []
    for (nodes, seed) in Self.sample(40, sizes: 150...600, salt: 1) {
      let old = Self.dump(nodes, seed)
      var nextBuild = NextBuildGenerator(seed: UInt64(seed))
      let build = nextBuild.nextBuild(of: old)
      #expect(!build.changes.isEmpty)
      let diff = HierarchyDiff(
        from: DumpParser().parse(old).hierarchy, to: DumpParser().parse(build.dump).hierarchy)
      let score = DiffScore(truth: build.changes, reported: diff.changes)
      // A pair can be genuinely ambiguous (a cell moved under a look-alike and reframed reads
      // as well as a delete plus an insert), so a few poor pairs are allowed; the totals below
      // must stay high.
      if score.recall < 0.6 || score.precision < 0.6 {
        poorPairs.append("seed \(seed), \(nodes) nodes: P \(score.precision) R \(score.recall)")
      }
      truth += score.truth
      reported += score.reported
      matched += score.matched
    }
    #expect(poorPairs.count <= 2, "\(poorPairs)")
    #expect(Double(matched) / Double(truth) >= 0.95)
    #expect(Double(matched) / Double(reported) >= 0.95)
  }

  /// Matching is greedy in places (containers are visited in the old tree's postorder), so
  /// the mirror is not exact on every pair; it must hold for nearly all inserted and deleted
  /// roots, and exactly on the hand-made cases of `HierarchyDiffTests`.
  @Test func reversedDiffMirrorsInsertsAndDeletes() {
    var agreeing = 0
    var all = 0
    var poorPairs: [String] = []
    for (nodes, seed) in Self.sample(30, sizes: 100...500, salt: 2) {
      let old = DumpParser().parse(Self.dump(nodes, seed)).hierarchy
      var nextBuild = NextBuildGenerator(seed: UInt64(seed))
      let new = DumpParser().parse(nextBuild.nextBuild(of: Self.dump(nodes, seed)).dump).hierarchy
      let forward = HierarchyDiff(from: old, to: new)
      let backward = HierarchyDiff(from: new, to: old)
      let lines = { (diff: HierarchyDiff, operation: DiffChange.Operation, old: Bool) in
        Set(
          diff.changes.filter { $0.operation == operation }.compactMap {
            (old ? $0.old : $0.new)?.line
          })
      }
      for (forwardLines, backwardLines) in [
        (lines(forward, .insert, false), lines(backward, .delete, true)),
        (lines(forward, .delete, true), lines(backward, .insert, false)),
      ] {
        let union = forwardLines.union(backwardLines)
        let shared = forwardLines.intersection(backwardLines)
        // Seeds are random on every run: a pair with one or two roots can miss the mirror by a
        // single greedy choice, so a few such pairs are allowed and the total must hold.
        if shared.count * 10 < union.count * 7 {
          poorPairs.append("seed \(seed), \(nodes) nodes: \(shared.count) of \(union.count)")
        }
        agreeing += shared.count
        all += union.count
      }
    }
    #expect(poorPairs.count <= 2, "\(poorPairs)")
    #expect(agreeing * 100 >= all * 95)
  }
}
