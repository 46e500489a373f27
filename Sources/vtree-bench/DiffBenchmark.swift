import Foundation
import ViewTree

/// Reports, per size, median wall times in the same run (interleaved): `wc -l` on both files,
/// parsing both files (two `vtree print --depth 0` processes, which parse and print only the
/// roots), `vtree diff` (text and JSON), and in process: parsing both and `HierarchyDiff`
/// alone. The pair is a seeded dump and its next build (`NextBuildGenerator`).
func runDiffBenchmark(nodeCounts: [Int], repetitions: Int = 5) {
  let vtree = siblingExecutable("vtree")
  let directory = benchmarkDirectory()
  defer { try? FileManager.default.removeItem(at: directory) }
  print("diff benchmark: median of \(repetitions) runs, ms; vtree = \(vtree)")
  print(
    "nodes".leftPadded(8), "changes".leftPadded(8), "wc -l".leftPadded(7),
    "parse both".leftPadded(11), "diff".leftPadded(8), "diff/parse".leftPadded(11),
    "diff json".leftPadded(10), "in-process: parse both".leftPadded(23), "diff".leftPadded(8),
    "diff/parse".leftPadded(11))
  var previousDiff: (nodes: Int, seconds: Double)? = nil
  for count in nodeCounts {
    let (old, _) = generateDump(nodeCount: count, in: directory)
    guard let oldBytes = FileManager.default.contents(atPath: old).map(Array.init) else {
      fatalError("cannot read \(old)")
    }
    var nextBuild = NextBuildGenerator(seed: 42)
    let build = nextBuild.nextBuild(of: oldBytes)
    let new = directory.appendingPathComponent("next-\(count).txt").path
    _ = FileManager.default.createFile(atPath: new, contents: Data(build.dump))

    var wc: [Double] = []
    var parse: [Double] = []
    var diff: [Double] = []
    var json: [Double] = []
    for _ in 0..<repetitions {
      wc.append(timeProcess("/usr/bin/env", ["wc", "-l", old, new]).seconds)
      parse.append(
        timeProcess(vtree, ["print", "--depth", "0", old]).seconds
          + timeProcess(vtree, ["print", "--depth", "0", new]).seconds)
      diff.append(timeProcess(vtree, ["diff", old, new]).seconds)
      json.append(timeProcess(vtree, ["diff", old, new, "--format", "json"]).seconds)
    }
    var parseInProcess: [Double] = []
    var diffInProcess: [Double] = []
    var changes = 0
    for _ in 0..<repetitions {
      let start = DispatchTime.now().uptimeNanoseconds
      let oldTree = DumpParser().parse(oldBytes).hierarchy
      let newTree = DumpParser().parse(build.dump).hierarchy
      let parsed = DispatchTime.now().uptimeNanoseconds
      let result = HierarchyDiff(from: oldTree, to: newTree)
      let done = DispatchTime.now().uptimeNanoseconds
      changes = result.changes.count
      parseInProcess.append(Double(parsed - start) / 1e9)
      diffInProcess.append(Double(done - parsed) / 1e9)
    }
    let (wcTime, parseTime, diffTime, jsonTime) = (
      median(wc), median(parse), median(diff), median(json)
    )
    let (parseAlone, diffAlone) = (median(parseInProcess), median(diffInProcess))
    print(
      String(count).leftPadded(8), String(changes).leftPadded(8),
      format(wcTime * 1000, 1).leftPadded(7), format(parseTime * 1000, 1).leftPadded(11),
      format(diffTime * 1000, 1).leftPadded(8),
      (format(diffTime / parseTime, 2) + "×").leftPadded(11),
      format(jsonTime * 1000, 1).leftPadded(10), format(parseAlone * 1000, 1).leftPadded(23),
      format(diffAlone * 1000, 1).leftPadded(8),
      (format(diffAlone / parseAlone, 2) + "×").leftPadded(11))
    if let previous = previousDiff {
      print(
        "  \(count) / \(previous.nodes) nodes: vtree diff takes "
          + format(diffTime / previous.seconds, 1) + "× the time")
    }
    previousDiff = (count, diffTime)
  }
}
