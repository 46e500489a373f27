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
        vtree stats dump.txt --format json | jq .topClasses
      """
  )

  @OptionGroup var input: InputOptions

  @Option(help: "Output: text or json.")
  var format: StatsFormat = .text

  @Flag(help: "The same as --format json.")
  var json = false

  enum StatsFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
  }

  // Taken whatever it looks like, so that `--top -1` gets `validate`'s message rather than
  // a missing value.
  @Option(parsing: .unconditional, help: "How many of the most frequent classes to list.")
  var top = 10

  func validate() throws {
    if top < 0 { throw ValidationError("--top must be 0 or more, not \(top)") }
  }

  @Flag(help: "No effect: stats prints no color (accepted like every command's).")
  var noColor = false

  func run() throws {
    let parsed = try ParsedInput.load(input)
    let stats = HierarchyStatistics(parsed.result.hierarchy)
    var output = StandardOutput()
    let hierarchy = parsed.result.hierarchy
    let topClasses = stats.classCounts.prefix(max(top, 0))
    // Text rows shorten long Swift names as `print` does; JSON keeps them whole.
    let short = { (name: String) in
      TerminalSafeText.sanitize(ClassNameShortener.shorten(name, limit: 60))
    }
    let name = { (index: NodeIndex) in short(hierarchy[index].displayName) }
    if json || format == .json {
      var object: [String: Any] = [
        "format": hierarchy.format.rawValue,
        "nodes": stats.nodeCount, "roots": stats.rootCount, "maxDepth": stats.maxDepth,
        "depthHistogram": stats.depthHistogram,
        "topClasses": topClasses.map { ["class": $0.name, "count": $0.count] },
        "classesByDepth": stats.classesByDepth.enumerated().map { depth, classes in
          [
            "depth": depth,
            "classes": classes.prefix(max(top, 0)).map { ["class": $0.name, "count": $0.count] },
          ] as [String: Any]
        },
        "deepestPath": stats.deepestPath.map {
          ["class": hierarchy[$0].displayName, "line": hierarchy[$0].line] as [String: Any]
        },
        "classCount": stats.classCounts.count,
        "hidden": stats.hiddenCount, "alphaZero": stats.transparentCount,
        "zeroSize": stats.zeroSizeCount, "layers": stats.layerCount,
        "truncated": stats.truncatedCount,
        "lines": Dictionary(
          uniqueKeysWithValues: parsed.result.lineCounts.map { ($0.key.name, $0.value) }),
      ]
      if let widest = stats.widestNode {
        object["widestNode"] = [
          "class": hierarchy[widest].displayName, "line": hierarchy[widest].line,
          "children": stats.widestChildCount,
        ]
      }
      let data = try JSONSerialization.data(
        withJSONObject: object, options: [.sortedKeys, .prettyPrinted])
      output.buffer.append(Array(data) + [0x0A])
      output.flush()
      return
    }
    var rows: [(String, String)] = [
      ("format", hierarchy.format.rawValue),
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
    if let widest = stats.widestNode {
      let children = stats.widestChildCount == 1 ? "child" : "children"
      rows.append(
        (
          "widest",
          "\(name(widest)) (line \(hierarchy[widest].line)), \(stats.widestChildCount) \(children)"
        ))
    }
    for (label, value) in rows {
      output.line(label.padding(toLength: 12, withPad: " ", startingAt: 0) + value)
    }
    output.line("")
    output.line("depth histogram")
    let widestLevel = stats.depthHistogram.max() ?? 1
    for (depth, count) in stats.depthHistogram.enumerated() {
      let bar = String(repeating: "▇", count: max(1, count * 30 / max(widestLevel, 1)))
      let leading = stats.classesByDepth[depth].prefix(3).map {
        "\(short($0.name)) \($0.count)"
      }
      output.line(
        "  \(String(depth).leftPad(3))  \(String(count).leftPad(8))  \(bar)  "
          + leading.joined(separator: ", "))
    }
    output.line("")
    output.line("top classes")
    for entry in topClasses {
      output.line("  \(String(entry.count).leftPad(8))  \(short(entry.name))")
    }
    if !stats.deepestPath.isEmpty {
      output.line("")
      output.line("deepest path")
      for (depth, index) in stats.deepestPath.enumerated() {
        output.line(
          "  \(String(depth).leftPad(3))  \(name(index))  (line \(hierarchy[index].line))")
      }
    }
    output.flush()
  }
}

extension String {
  func leftPad(_ width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
