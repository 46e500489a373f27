import Foundation
import ViewTree

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Generates seeded dumps of each size and reports, per size, the median wall times of whole
/// processes on the same file in the same run: `wc -l FILE`, the C reference (one PCRE2 JIT
/// match per line and parent links, `pcre2-reference`) and `vtree stats FILE`; the ratios of
/// vtree to both, throughput, vtree's peak memory against the file size, and the in-process
/// parse time alone.
func runParseBenchmark(nodeCounts: [Int], repetitions: Int = 5) {
  let vtree = siblingExecutable("vtree")
  let reference = siblingExecutable("pcre2-reference")
  let directory = benchmarkDirectory()
  defer { try? FileManager.default.removeItem(at: directory) }

  print("parse benchmark: median of \(repetitions) runs; vtree = \(vtree)")
  print(
    "nodes".leftPadded(9), "MB".leftPadded(7), "wc -l ms".leftPadded(9), "C ref ms".leftPadded(9),
    "stats ms".leftPadded(9), "/wc".leftPadded(6), "/C".leftPadded(5), "MB/s".leftPadded(6),
    "Mnodes/s".leftPadded(9), "peak MB".leftPadded(8), "RSS/file".leftPadded(9),
    "parse ms".leftPadded(9))
  for count in nodeCounts {
    let (file, size) = generateDump(nodeCount: count, in: directory)
    let megabytes = Double(size) / 1_000_000

    var wcTimes: [Double] = []
    var referenceTimes: [Double] = []
    var statsTimes: [Double] = []
    var peakKiB = 0
    for _ in 0..<repetitions {
      // Interleaved so that machine noise hits every command alike.
      wcTimes.append(timeProcess("/usr/bin/env", ["wc", "-l", file]).seconds)
      referenceTimes.append(timeProcess(reference, [file]).seconds)
      let run = timeProcess(vtree, ["stats", file])
      statsTimes.append(run.seconds)
      peakKiB = max(peakKiB, run.peakKiB)
    }
    var parseTimes: [Double] = []
    for _ in 0..<repetitions {
      guard let source = try? SourceText(contentsOfFile: file) else {
        fatalError("cannot read \(file)")
      }
      let start = DispatchTime.now().uptimeNanoseconds
      let result = DumpParser().parse(source)
      precondition(result.hierarchy.count == count, "parsed \(result.hierarchy.count) of \(count)")
      parseTimes.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    let wc = median(wcTimes)
    let referenceTime = median(referenceTimes)
    let stats = median(statsTimes)
    let peakMB = Double(peakKiB) / 1024
    print(
      String(count).leftPadded(9), format(megabytes, 1).leftPadded(7),
      format(wc * 1000, 1).leftPadded(9), format(referenceTime * 1000, 1).leftPadded(9),
      format(stats * 1000, 1).leftPadded(9), format(stats / wc, 1).leftPadded(6),
      format(stats / referenceTime, 2).leftPadded(5), format(megabytes / stats, 0).leftPadded(6),
      format(Double(count) / stats / 1e6, 2).leftPadded(9), format(peakMB, 0).leftPadded(8),
      format(peakMB / (Double(size) / 1_048_576), 2).leftPadded(9),
      format(median(parseTimes) * 1000, 1).leftPadded(9))
  }
}

/// Writes a seeded dump of `nodeCount` nodes into `directory`; returns its path and size. A
/// child process writes it: a child's peak memory (wait4's ru_maxrss) counts what its parent
/// held when it was spawned, so the benchmark process stays small.
func generateDump(nodeCount: Int, in directory: URL) -> (path: String, size: Int) {
  let file = directory.appendingPathComponent("dump-\(nodeCount).txt").path
  _ = timeProcess(CommandLine.arguments[0], ["generate", String(nodeCount)], output: file)
  let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
  return (file, size)
}

/// A scratch directory for generated dumps, removed by the caller.
func benchmarkDirectory() -> URL {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("vtree-bench-\(getpid())")
  try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  return directory
}

/// Runs a process to completion and returns its wall time and peak resident set (wait4).
/// Standard output goes to `output` (default: discarded), standard error to `errors` (default:
/// this process's).
func timeProcess(
  _ path: String, _ arguments: [String], output: String = "/dev/null", errors: String? = nil
) -> (seconds: Double, peakKiB: Int) {
  var pid: pid_t = 0
  let argv = ([path] + arguments).map { strdup($0) } + [nil]
  defer { argv.forEach { free($0) } }
  // An opaque pointer that init allocates on Darwin; a struct on Linux.
  #if canImport(Darwin)
    var actions: posix_spawn_file_actions_t? = nil
  #else
    var actions = posix_spawn_file_actions_t()
  #endif
  posix_spawn_file_actions_init(&actions)
  posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  if let errors {
    posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  }
  defer { posix_spawn_file_actions_destroy(&actions) }
  let start = DispatchTime.now().uptimeNanoseconds
  guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else {
    fatalError("cannot start \(path)")
  }
  var status: Int32 = 0
  var usage = rusage()
  wait4(pid, &status, 0, &usage)
  let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  #if canImport(Darwin)
    let peakKiB = Int(usage.ru_maxrss) / 1024  // bytes on Darwin
  #else
    let peakKiB = Int(usage.ru_maxrss)  // KiB on Linux
  #endif
  return (seconds, peakKiB)
}

func siblingExecutable(_ name: String) -> String {
  let own = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  return own.deletingLastPathComponent().appendingPathComponent(name).path
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return .nan }
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

func format(_ value: Double, _ decimals: Int) -> String {
  String(format: "%.\(decimals)f", value)
}

extension String {
  func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
