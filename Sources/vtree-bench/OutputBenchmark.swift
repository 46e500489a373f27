/// Writers against parsing alone (`print --depth 0`, which prints only the roots): the text
/// tree, the hierarchy's JSON, the absolute frames' JSON, and the SVG and HTML drawings (which
/// also lint the dump and compute every frame).
func runOutputBenchmark(nodeCounts: [Int], repetitions: Int = 5) {
  runCommandBenchmark(
    "output",
    [
      BenchmarkCommand(name: "parse", arguments: ["print", "--depth", "0"]),
      BenchmarkCommand(name: "print", arguments: ["print"]),
      BenchmarkCommand(name: "print json", arguments: ["print", "--format", "json"]),
      BenchmarkCommand(name: "frames json", arguments: ["frames", "--format", "json"]),
      BenchmarkCommand(name: "render svg", arguments: ["render", "--format", "svg"]),
      BenchmarkCommand(name: "render html", arguments: ["render", "--format", "html"]),
    ], nodeCounts: nodeCounts, repetitions: repetitions)
}
