import ArgumentParser
import Foundation
import ViewTree

struct StatsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stats",
    abstract: "Count nodes, depths, classes, and hidden / transparent / zero-size views.",
    discussion: """
      Examples:
        vtree stats dump.txt
        vtree stats dump.txt --json | jq .topClasses
      """
  )

  @OptionGroup var input: InputOptions

  @Flag(help: "Write JSON instead of text.")
  var json = false

  @Option(help: "How many of the most frequent classes to list.")
  var top = 10

  @Flag(help: "List skipped and suspicious lines on standard error.")
  var diagnostics = false

  func run() throws {
    let parsed = try ParsedInput.load(input, listDiagnostics: diagnostics)
    let stats = HierarchyStatistics(parsed.result.hierarchy)
    var output = StandardOutput()
    let topClasses = stats.classCounts.prefix(max(top, 0))
    if json {
      let object: [String: Any] = [
        "format": parsed.result.hierarchy.format.rawValue,
        "nodes": stats.nodeCount, "roots": stats.rootCount, "maxDepth": stats.maxDepth,
        "depthHistogram": stats.depthHistogram,
        "topClasses": topClasses.map { ["class": $0.name, "count": $0.count] },
        "classCount": stats.classCounts.count,
        "hidden": stats.hiddenCount, "alphaZero": stats.transparentCount,
        "zeroSize": stats.zeroSizeCount, "layers": stats.layerCount,
        "truncated": stats.truncatedCount,
        "lines": Dictionary(
          uniqueKeysWithValues: parsed.result.lineCounts.map { ($0.key.name, $0.value) }),
      ]
      let data = try JSONSerialization.data(
        withJSONObject: object, options: [.sortedKeys, .prettyPrinted])
      output.write(Array(data) + [0x0A])
      return
    }
    let rows: [(String, String)] = [
      ("format", parsed.result.hierarchy.format.rawValue),
      ("nodes", String(stats.nodeCount)),
      ("roots", String(stats.rootCount)),
      ("max depth", String(stats.maxDepth)),
      ("classes", String(stats.classCounts.count)),
      ("hidden", String(stats.hiddenCount)),
      ("alpha 0", String(stats.transparentCount)),
      ("zero size", String(stats.zeroSizeCount)),
      ("layers", String(stats.layerCount)),
      ("truncated", String(stats.truncatedCount)),
    ]
    for (label, value) in rows { output.line(label.padding(toLength: 12, withPad: " ", startingAt: 0) + value) }
    output.line("")
    output.line("depth histogram")
    let widest = stats.depthHistogram.max() ?? 1
    for (depth, count) in stats.depthHistogram.enumerated() {
      let bar = String(repeating: "▇", count: max(1, count * 30 / max(widest, 1)))
      output.line("  \(String(depth).leftPad(3))  \(String(count).leftPad(8))  \(bar)")
    }
    output.line("")
    output.line("top classes")
    for entry in topClasses {
      output.line("  \(String(entry.count).leftPad(8))  \(TerminalSafeText.sanitize(entry.name))")
    }
    output.flush()
  }
}

extension String {
  func leftPad(_ width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
