import Foundation

// Benchmarks that report figures (medians, ratios against `wc -l`); never timed assertions.
// Usage: vtree-bench parse [NODES...] | vtree-bench outline [NODES]
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "outline":
  let nodes = arguments.dropFirst().first.flatMap { Int($0) } ?? 1_000_000
  runOutlineBenchmark(nodeCount: nodes, repetitions: 5)
case "parse":
  let sizes = arguments.dropFirst().compactMap { Int($0) }
  runParseBenchmark(nodeCounts: sizes.isEmpty ? [10_000, 100_000, 1_000_000] : sizes)
default:
  print("usage: vtree-bench parse [NODES...] | outline [NODES]")
  exit(64)
}
