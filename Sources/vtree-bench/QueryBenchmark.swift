/// Queries against parsing alone (`print --depth 0`, which prints only the roots and reads only
/// each row's header): `find` with a type selector and with a descendant combinator, `find` on
/// a property no row has (which reads every row's properties: what parsing costs when it keeps
/// them all), `lint`, `stats` (which also reads every node's frame, hidden and alpha) and
/// `frames --format json`.
func runQueryBenchmark(nodeCounts: [Int], repetitions: Int = 5) {
  runCommandBenchmark(
    "query",
    [
      BenchmarkCommand(name: "parse", arguments: ["print", "--depth", "0"]),
      BenchmarkCommand(name: "find UILabel", arguments: ["find", "UILabel", "--count"]),
      BenchmarkCommand(
        name: "find cell label", arguments: ["find", "UITableViewCell UILabel", "--count"]),
      BenchmarkCommand(
        name: "find [absent]", arguments: ["find", "[benchmarkAbsentKey]", "--count"]),
      BenchmarkCommand(name: "lint", arguments: ["lint"]),
      BenchmarkCommand(name: "stats", arguments: ["stats"]),
      BenchmarkCommand(name: "frames json", arguments: ["frames", "--format", "json"]),
    ], nodeCounts: nodeCounts, repetitions: repetitions)
}
