import ArgumentParser
import Foundation
import ViewTree

struct FramesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "frames",
    abstract: "List every node's frame and its absolute frame in window coordinates.",
    discussion: """
      Absolute frames accumulate the parents' origins, subtract scroll views' contentOffset \
      and are marked approximate (~) under a transform or a frameless parent.

      Examples:
        vtree frames dump.txt
        vtree frames dump.txt --format json | jq '.[]|select((.absoluteFrame.x//0)<0)'
      """
  )

  @OptionGroup var input: InputOptions

  @Option(help: "Output: text or json.")
  var format: FindCommand.FindFormat = .text

  @Flag(help: "No effect: frames prints no color (accepted like every command's).")
  var noColor = false

  func run() throws {
    let parsed = try ParsedInput.load(input)
    let hierarchy = parsed.result.hierarchy
    let frames = AbsoluteFrames(hierarchy)
    var output = StandardOutput()
    if format == .json {
      var writer = NodeListJSONWriter()
      writer.absoluteFrames = frames
      writer.write(hierarchy.indices, of: hierarchy, to: &output.buffer)
      output.flush()
      return
    }
    for index in hierarchy.indices {
      let node = hierarchy[index]
      let indent = String(repeating: "  ", count: node.depth)
      let relative = node.frame?.printed ?? "-"
      let absolute = frames[index]?.printed ?? "-"
      let mark = frames.isApproximate(index) ? "~" : ""
      let name = TerminalSafeText.sanitize(ClassNameShortener.shorten(node.displayName, limit: 60))
      output.line(
        "\(String(node.line).leftPad(6))  \(indent)\(name)"
          + "  \(relative) → \(mark)\(absolute)")
    }
    output.flush()
  }
}
