import ArgumentParser
import TerminalUI
import ViewTree
import Viewer

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

struct ViewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "view",
    abstract: "Browse the dump in a collapsible full-screen tree (? lists the keys).",
    discussion: """
      Keys come from the terminal even when the dump arrives on a pipe, as in less. When \
      standard output is not a terminal, the tree is printed instead.

      Examples:
        pbpaste | vtree view
        vtree view dump.txt
        vtree view dump.txt --expand all
        vtree view dump.txt --expand 2      # levels 0 through 2

      Keys: j/k move, h/l collapse/expand, space toggle, e/E expand/collapse all, / search, \
      f filter with a selector, d details, y copy, x mark, w write marked, ? help, q quit. \
      A click focuses a row (on ▸/▾, or again, it toggles), the wheel scrolls; hold Shift to \
      select text with the mouse, or use --no-mouse.
      """
  )

  @OptionGroup var input: InputOptions

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Levels to open at start: 'all' or a number (roots are 0); by default as many as fit.",
      valueName: "all|N"))
  var expand: Expansion?

  @Flag(help: "Never color the viewer (also: NO_COLOR).")
  var noColor = false

  @Flag(help: "Leave the mouse to the terminal (its own text selection) instead of the tree.")
  var noMouse = false

  enum Expansion: ExpressibleByArgument {
    case all
    case level(Int)

    init?(argument: String) {
      if argument == "all" {
        self = .all
      } else if let level = Int(argument), level >= 0 {
        self = .level(level)
      } else {
        return nil
      }
    }
  }

  func run() throws {
    let parsed = try ParsedInput.load(input)
    let hierarchy = parsed.result.hierarchy
    guard TerminalDevice.isTerminal(STDOUT_FILENO) else {
      var output = StandardOutput()
      let depth: Int? = if case .level(let level) = expand { level } else { nil }
      TextTreeRenderer(maxDepth: depth).write(hierarchy, to: &output.buffer)
      output.flush()
      return
    }
    let initial: ViewerState.InitialExpansion
    switch expand {
    case nil: initial = .fittingScreen
    case .all: initial = .all
    case .level(let level): initial = .level(level)
    }
    do {
      let device = try TerminalDevice()
      let usesColor = StandardOutput.wantsColor(disabledByFlag: noColor)
      try ViewerSession(
        hierarchy, device: device, expansion: initial, usesColor: usesColor,
        reportsMouse: !noMouse
      ).run()
    } catch let error as TerminalError {
      StandardError.write("vtree: error: \(error.message)")
      throw ExitCode(ExitStatus.usageOrIOError)
    }
  }
}
