import Foundation
import ViewTree

/// Scores `HierarchyDiff` against the ground truth of generated next builds: for each size
/// and seed, a dump from `DumpGenerator`, its next build from `NextBuildGenerator`, and the
/// precision and recall of the diff's changes (op and subtree root lines must agree).
func runDiffQualityBenchmark(nodeCounts: [Int], seeds: [UInt64]) {
  print("diff quality: \(seeds.count) seeds per size; a change counts when op and lines agree")
  print(
    "nodes".leftPadded(8), "edits".leftPadded(7), "reported".leftPadded(9),
    "matched".leftPadded(8), "precision".leftPadded(10), "recall".leftPadded(7),
    "worst P".leftPadded(8), "worst R".leftPadded(8), "  missed by op")
  for count in nodeCounts {
    var truth = 0
    var reported = 0
    var matched = 0
    var worstPrecision = 1.0
    var worstRecall = 1.0
    var missed: [DiffChange.Operation: Int] = [:]
    for seed in seeds {
      let (build, diff) = generatedPair(nodeCount: count, seed: seed)
      let score = DiffScore(truth: build.changes, reported: diff.changes)
      truth += score.truth
      reported += score.reported
      matched += score.matched
      worstPrecision = min(worstPrecision, score.precision)
      worstRecall = min(worstRecall, score.recall)
      let found = Set(
        diff.changes.map { "\($0.operation)\($0.old?.line ?? 0)/\($0.new?.line ?? 0)" })
      for change in build.changes
      where !found.contains("\(change.operation)\(change.old?.line ?? 0)/\(change.new?.line ?? 0)")
      {
        missed[change.operation, default: 0] += 1
      }
    }
    let precision = reported == 0 ? 1 : Double(matched) / Double(reported)
    let recall = truth == 0 ? 1 : Double(matched) / Double(truth)
    let misses = DiffChange.Operation.allCases.compactMap { operation in
      missed[operation].map { "\(operation.rawValue) \($0)" }
    }
    print(
      String(count).leftPadded(8), String(truth).leftPadded(7), String(reported).leftPadded(9),
      String(matched).leftPadded(8), format(precision, 3).leftPadded(10),
      format(recall, 3).leftPadded(7), format(worstPrecision, 3).leftPadded(8),
      format(worstRecall, 3).leftPadded(8),
      "  " + (misses.isEmpty ? "-" : misses.joined(separator: ", ")))
  }
}

/// A seeded dump, its next build, and the diff between them.
func generatedPair(nodeCount: Int, seed: UInt64) -> (NextBuild, HierarchyDiff) {
  var generator = DumpGenerator(seed: seed)
  var old: [UInt8] = []
  generator.write(nodeCount: nodeCount, to: &old)
  var nextBuild = NextBuildGenerator(seed: seed)
  let build = nextBuild.nextBuild(of: old)
  let diff = HierarchyDiff(
    from: DumpParser().parse(old).hierarchy, to: DumpParser().parse(build.dump).hierarchy)
  return (build, diff)
}

/// Writes `old.txt`, its next build `new.txt` and the ground truth `truth.json` (in the shape
/// of `vtree diff --format json`) into `directory`.
func writeNextBuild(nodeCount: Int, seed: UInt64, directory: String) {
  guard nodeCount > 0 else {
    print("next-build: NODES must be 1 or more")
    exit(64)
  }
  var generator = DumpGenerator(seed: seed)
  var old: [UInt8] = []
  generator.write(nodeCount: nodeCount, to: &old)
  var nextBuild = NextBuildGenerator(seed: seed)
  let build = nextBuild.nextBuild(of: old)
  let folder = URL(fileURLWithPath: directory)
  do {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(old).write(to: folder.appendingPathComponent("old.txt"))
    try Data(build.dump).write(to: folder.appendingPathComponent("new.txt"))
    try Data(build.truthJSON).write(to: folder.appendingPathComponent("truth.json"))
  } catch {
    print("cannot write into \(directory): \(error)")
    exit(2)
  }
}
