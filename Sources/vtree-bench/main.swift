import Foundation
import ViewTree

// Benchmarks that report figures (medians, ratios against `wc -l`); never timed assertions.
// Usage: vtree-bench parse [NODES...] | query [NODES...] [--runs N] | output [NODES...] [--runs N]
//        | outline [NODES] | view [--nodes N]
//        | generate NODES [SEED] | diff [NODES...] | diff-quality [NODES...] [--seeds A-B]
//        | next-build NODES SEED DIRECTORY | hostile [LENGTH]
let arguments = Array(CommandLine.arguments.dropFirst())

/// The node counts among `values` (other words are skipped); a count below 1 ends the program
/// with a message: the generator cannot make an empty dump to measure.
func nodeCounts(_ values: ArraySlice<String>) -> [Int] {
  let counts = values.compactMap { Int($0) }
  if let bad = counts.first(where: { $0 < 1 }) {
    usageError("a node count must be at least 1, not \(bad)")
  }
  return counts
}

/// The value after `--name` in `values`, and the other words; exits with a message when the
/// flag has no value.
func option(_ name: String, in values: ArraySlice<String>) -> (
  value: String?, rest: ArraySlice<String>
) {
  guard let flag = values.firstIndex(of: name) else { return (nil, values) }
  guard flag + 1 < values.endIndex else { usageError("\(name) wants a value") }
  return (values[flag + 1], values[..<flag] + values[(flag + 2)...])
}

func usageError(_ message: String) -> Never {
  FileHandle.standardError.write(Data("vtree-bench: \(message)\n".utf8))
  exit(64)
}

switch arguments.first {
case "generate":
  // A seeded dump on standard output, for trying vtree on big inputs.
  let nodes = nodeCounts(arguments.dropFirst().prefix(1)).first ?? 10_000
  let seed = arguments.dropFirst(2).first.flatMap { UInt64($0) } ?? 42
  var generator = DumpGenerator(seed: seed)
  var bytes: [UInt8] = []
  generator.write(nodeCount: nodes, to: &bytes)
  FileHandle.standardOutput.write(Data(bytes))
case "outline":
  let nodes = nodeCounts(arguments.dropFirst().prefix(1)).first ?? 1_000_000
  runOutlineBenchmark(nodeCount: nodes, repetitions: 5)
case "view":
  // `view [--nodes N]` or `view N`.
  let nodes = nodeCounts(arguments.dropFirst()).first ?? 1_000_000
  runViewBenchmark(nodeCount: nodes)
case "query", "output":
  let (runs, rest) = option("--runs", in: arguments.dropFirst())
  var repetitions = 5
  if let runs {
    guard let number = Int(runs), number >= 1 else { usageError("--runs wants a number from 1") }
    repetitions = number
  }
  let sizes = nodeCounts(rest)
  let counts = sizes.isEmpty ? [10_000, 100_000, 1_000_000] : sizes
  if arguments.first == "query" {
    runQueryBenchmark(nodeCounts: counts, repetitions: repetitions)
  } else {
    runOutputBenchmark(nodeCounts: counts, repetitions: repetitions)
  }
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
  let sizes = nodeCounts(arguments.dropFirst())
  runDiffBenchmark(nodeCounts: sizes.isEmpty ? [10_000, 100_000] : sizes)
case "diff-quality":
  let (range, rest) = option("--seeds", in: arguments.dropFirst())
  var seeds = Array(UInt64(1)...5)
  if let range {
    let bounds = range.split(separator: "-").compactMap { UInt64($0) }
    guard bounds.count == 2, bounds[0] <= bounds[1] else {
      usageError("--seeds wants FIRST-LAST, like 100-119")
    }
    seeds = Array(bounds[0]...bounds[1])
  }
  let sizes = nodeCounts(rest)
  runDiffQualityBenchmark(nodeCounts: sizes.isEmpty ? [200, 1_000, 10_000] : sizes, seeds: seeds)
case "hostile":
  let length = nodeCounts(arguments.dropFirst()).first ?? 20_000
  runHostileLineBenchmark(length: length)
case "parse":
  let sizes = nodeCounts(arguments.dropFirst())
  runParseBenchmark(nodeCounts: sizes.isEmpty ? [10_000, 100_000, 1_000_000] : sizes)
default:
  print(
    "usage: vtree-bench parse [NODES...] | query [NODES...] [--runs N]"
      + " | output [NODES...] [--runs N] | outline [NODES] | view [--nodes N]"
      + " | generate NODES [SEED] | diff [NODES...] | diff-quality [NODES...] [--seeds A-B]"
      + " | next-build NODES SEED DIRECTORY | hostile [LENGTH]")
  exit(64)
}
