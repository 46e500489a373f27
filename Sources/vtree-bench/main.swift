import Foundation
import ViewTree

// Benchmarks that report figures (medians, ratios against `wc -l`); never timed assertions.
// Usage: vtree-bench parse [NODES...] | query [NODES...] | outline [NODES] | view [--nodes N]
//        | generate NODES [SEED] | diff [NODES...] | diff-quality [NODES...]
//        | next-build NODES SEED DIRECTORY
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "generate":
  // A seeded dump on standard output, for trying vtree on big inputs.
  let nodes = arguments.dropFirst().first.flatMap { Int($0) } ?? 10_000
  let seed = arguments.dropFirst(2).first.flatMap { UInt64($0) } ?? 42
  var generator = DumpGenerator(seed: seed)
  var bytes: [UInt8] = []
  generator.write(nodeCount: nodes, to: &bytes)
  FileHandle.standardOutput.write(Data(bytes))
case "outline":
  let nodes = arguments.dropFirst().first.flatMap { Int($0) } ?? 1_000_000
  runOutlineBenchmark(nodeCount: nodes, repetitions: 5)
case "view":
  // `view [--nodes N]` or `view N`.
  let nodes = arguments.dropFirst().compactMap { Int($0) }.first ?? 1_000_000
  runViewBenchmark(nodeCount: nodes)
case "query":
  let sizes = arguments.dropFirst().compactMap { Int($0) }
  runQueryBenchmark(nodeCounts: sizes.isEmpty ? [10_000, 100_000, 1_000_000] : sizes)
case "next-build":
  // A seeded dump, its next build and the ground truth, for trying `vtree diff`.
  let values = arguments.dropFirst()
  guard let nodes = values.first.flatMap({ Int($0) }), values.count == 3,
    let seed = UInt64(values[values.startIndex + 1])
  else {
    print("usage: vtree-bench next-build NODES SEED DIRECTORY")
    exit(64)
  }
  writeNextBuild(nodeCount: nodes, seed: seed, directory: values[values.startIndex + 2])
case "diff":
  let sizes = arguments.dropFirst().compactMap { Int($0) }
  runDiffBenchmark(nodeCounts: sizes.isEmpty ? [10_000, 100_000] : sizes)
case "diff-quality":
  let sizes = arguments.dropFirst().compactMap { Int($0) }
  runDiffQualityBenchmark(
    nodeCounts: sizes.isEmpty ? [200, 1_000, 10_000] : sizes, seeds: Array(1...5))
case "parse":
  let sizes = arguments.dropFirst().compactMap { Int($0) }
  runParseBenchmark(nodeCounts: sizes.isEmpty ? [10_000, 100_000, 1_000_000] : sizes)
default:
  print(
    "usage: vtree-bench parse [NODES...] | query [NODES...] | outline [NODES] | view [--nodes N]"
      + " | generate NODES [SEED] | diff [NODES...] | diff-quality [NODES...]"
      + " | next-build NODES SEED DIRECTORY")
  exit(64)
}
