import Foundation

/// Reports, per dump size, the median and the fastest wall times of whole processes on the
/// same file in the same run (the fastest is the steadier figure on a noisy machine): `wc -l`, parsing alone (`print --depth 0`, which prints only the roots), `find`
/// with a type selector and with a descendant combinator, `lint`, `stats` (which also reads
/// every node's frame, hidden and alpha) and `frames --format json`, each vtree command with its
/// ratio to parsing.
func runQueryBenchmark(nodeCounts: [Int], repetitions: Int = 5) {
  let vtree = siblingExecutable("vtree")
  let directory = benchmarkDirectory()
  defer { try? FileManager.default.removeItem(at: directory) }
  let commands: [(name: String, arguments: [String])] = [
    ("parse", ["print", "--depth", "0"]),
    ("find UILabel", ["find", "UILabel", "--count"]),
    ("find cell label", ["find", "UITableViewCell UILabel", "--count"]),
    ("lint", ["lint"]),
    ("stats", ["stats"]),
    ("frames json", ["frames", "--format", "json"]),
  ]
  print(
    "query benchmark: median, then fastest, of \(repetitions) runs, ms (ratio to parse); "
      + "vtree = \(vtree)")
  print(
    "nodes".leftPadded(9) + "wc -l".leftPadded(8)
      + commands.map { $0.name.leftPadded($0.name == "parse" ? 9 : 22) }.joined())
  for count in nodeCounts {
    let (file, _) = generateDump(nodeCount: count, in: directory)
    var times = [[Double]](repeating: [], count: commands.count)
    var wcTimes: [Double] = []
    for _ in 0..<repetitions {
      // Interleaved so that machine noise hits every command alike.
      wcTimes.append(timeProcess("/usr/bin/env", ["wc", "-l", file]).seconds)
      for (index, command) in commands.enumerated() {
        times[index].append(timeProcess(vtree, command.arguments + [file]).seconds)
      }
    }
    print(row(String(count), wc: median(wcTimes), times.map(median)))
    print(row("fastest", wc: wcTimes.min() ?? 0, times.map { $0.min() ?? 0 }))
  }
}

/// One line of the query table: `wc -l`, then parse, then each command with its ratio to
/// parse, in milliseconds.
private func row(_ label: String, wc: Double, _ seconds: [Double]) -> String {
  var text =
    label.leftPadded(9) + format(wc * 1000, 1).leftPadded(8)
    + format(seconds[0] * 1000, 1).leftPadded(9)
  for value in seconds.dropFirst() {
    text += (format(value * 1000, 1) + " (" + format(value / seconds[0], 2) + "×)").leftPadded(22)
  }
  return text
}
