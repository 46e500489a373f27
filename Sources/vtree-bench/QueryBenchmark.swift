/// Queries against parsing alone (`print --depth 0`, which prints only the roots and reads only
/// each row's header): `find` with a type selector, with a descendant combinator, and with
/// attribute selectors (`[hidden]`, which splits the properties of the rows that print
/// `hidden`, and `[text*=…]`, those of the rows holding the searched bytes), `lint`, `stats`
/// (which also reads every node's frame, hidden and alpha) and `frames --format json`.
func runQueryBenchmark(nodeCounts: [Int], repetitions: Int = 5) {
  runCommandBenchmark(
    "query",
    [
      BenchmarkCommand(name: "parse", arguments: ["print", "--depth", "0"]),
      BenchmarkCommand(name: "find UILabel", arguments: ["find", "UILabel", "--count"]),
      BenchmarkCommand(
        name: "find cell label", arguments: ["find", "UITableViewCell UILabel", "--count"]),
      BenchmarkCommand(name: "find [hidden]", arguments: ["find", "[hidden]", "--count"]),
      BenchmarkCommand(
        name: "find [text*=]", arguments: ["find", "[text*=\"Sign in\"]", "--count"]),
      BenchmarkCommand(name: "lint", arguments: ["lint"]),
      BenchmarkCommand(name: "stats", arguments: ["stats"]),
      BenchmarkCommand(name: "frames json", arguments: ["frames", "--format", "json"]),
    ], nodeCounts: nodeCounts, repetitions: repetitions)
}
