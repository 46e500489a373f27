import Foundation

/// One vtree command to time: its column title and its arguments (the dump's path is added).
struct BenchmarkCommand {
  var name: String
  var arguments: [String]
}

/// Reports, per dump size, the median and the fastest wall times of whole processes on the
/// same file in the same run (the fastest is the steadier figure on a noisy machine): `wc -l`,
/// then each command, the first being the baseline the others are compared with. Runs are
/// interleaved so that machine noise hits every command alike; standard output and standard
/// error are discarded.
func runCommandBenchmark(
  _ title: String, _ commands: [BenchmarkCommand], nodeCounts: [Int], repetitions: Int
) {
  let vtree = siblingExecutable("vtree")
  let directory = benchmarkDirectory()
  defer { try? FileManager.default.removeItem(at: directory) }
  print(
    "\(title) benchmark: median, then fastest, of \(repetitions) runs, ms (ratio to "
      + "\(commands[0].name)); vtree = \(vtree)")
  print(
    "nodes".leftPadded(9) + "wc -l".leftPadded(8) + commands[0].name.leftPadded(9)
      + commands.dropFirst().map { $0.name.leftPadded(22) }.joined())
  for count in nodeCounts {
    let (file, _) = generateDump(nodeCount: count, in: directory)
    var times = [[Double]](repeating: [], count: commands.count)
    var wcTimes: [Double] = []
    for _ in 0..<repetitions {
      wcTimes.append(timeProcess("/usr/bin/env", ["wc", "-l", file]).seconds)
      for (index, command) in commands.enumerated() {
        let run = timeProcess(vtree, command.arguments + [file], errors: "/dev/null")
        times[index].append(run.seconds)
      }
    }
    print(row(String(count), wc: median(wcTimes), times.map(median)))
    print(row("fastest", wc: wcTimes.min() ?? 0, times.map { $0.min() ?? 0 }))
  }
}

/// One line of the table: `wc -l`, then the baseline, then each command with its ratio to the
/// baseline, in milliseconds.
private func row(_ label: String, wc: Double, _ seconds: [Double]) -> String {
  var text =
    label.leftPadded(9) + format(wc * 1000, 1).leftPadded(8)
    + format(seconds[0] * 1000, 1).leftPadded(9)
  for value in seconds.dropFirst() {
    text += (format(value * 1000, 1) + " (" + format(value / seconds[0], 2) + "×)").leftPadded(22)
  }
  return text
}
