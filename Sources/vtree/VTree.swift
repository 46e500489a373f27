import ArgumentParser
import Foundation
import ViewTree

@main
struct VTree: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "vtree",
    abstract: "Read Apple view-hierarchy dumps (recursiveDescription and friends) as trees.",
    discussion: """
      Paste what the debugger printed (`po [view recursiveDescription]`), prompts, comments \
      and all: vtree finds the tree by counting the `|` markers, and says what it skipped.

      Examples:
        pbpaste | vtree                     print the pasted dump as a tree
        pbpaste | vtree view                browse it: fold, search, filter
        vtree print dump.txt --depth 3      only the first levels
        vtree dump.txt --format json        the tree as JSON, for scripts
        vtree print dump.txt --diagnostics  list skipped and suspicious lines
        vtree find 'UIStackView > UILabel' dump.txt    nodes matching a selector
        vtree lint dump.txt screens/        layout problems (text, json, sarif)
        vtree frames dump.txt               frames in window coordinates
        vtree stats dump.txt                counts, depths and top classes
        vtree diff old.txt new.txt          structural diff (also of folders)
        vtree render dump.txt -o s.html     wireframe: .svg, .html, --ascii

      Exit status: 0 success, 1 the input holds no hierarchy (find: nothing matched; lint: \
      findings at or above --fail-on), 2 usage or I/O error. diff, like diff(1): 0 no \
      differences, 1 differences, 2 trouble.
      """,
    version: "0.1.0",
    subcommands: [
      PrintCommand.self, ViewCommand.self, FindCommand.self, FramesCommand.self, LintCommand.self,
      StatsCommand.self, DiffCommand.self, RenderCommand.self,
    ],
    defaultSubcommand: PrintCommand.self
  )

  /// Runs the command line; usage errors exit with 2 (not ArgumentParser's 64), as documented.
  static func main() {
    // An input file another program cuts short while it is read is an error, not a crash.
    MappedFileGuard.install()
    do {
      let arguments = commonFlagsAfterCommand(Array(CommandLine.arguments.dropFirst()))
      if let message = unknownCommand(arguments) {
        StandardError.write("Error: \(message)")
        StandardError.write("Run 'vtree --help' for the commands.")
        Foundation.exit(ExitStatus.usageOrIOError)
      }
      var command = try parseAsRoot(arguments)
      try command.run()
    } catch let exit as ExitCode {
      Foundation.exit(exit.rawValue)
    } catch {
      let code = exitCode(for: error)
      if code == .success {
        print(fullMessage(for: error))
        Foundation.exit(0)
      }
      if let error = error as? InputError {
        StandardError.write(error.description)
      } else {
        StandardError.writeLines(fullMessage(for: error))
        StandardError.write("Run 'vtree --help' for usage.")
      }
      Foundation.exit(ExitStatus.usageOrIOError)
    }
  }

  /// Flags that every command accepts.
  static let commonFlags: Set<String> = ["--no-color", "--diagnostics"]
  /// Options with a value that every command accepts.
  static let commonOptions: Set<String> = ["--stdin-name", "--input-format"]

  /// `vtree --no-color stats dump.txt`, as an alias writes it, is read as
  /// `vtree stats --no-color dump.txt`: the argument parser takes a command's flags only after
  /// its name. Options with their values move too (`vtree --stdin-name a.txt lint`), and
  /// `--stdin-name=a.txt` forms. Before a request for help or the version
  /// (`vtree --no-color --help`, `vtree --no-color help lint`) they are dropped, so that the
  /// alias does not turn that into the default command's help.
  static func commonFlagsAfterCommand(_ arguments: [String]) -> [String] {
    let (leading, rest) = leadingCommonFlags(arguments)
    guard !leading.isEmpty, let name = rest.first else { return arguments }
    if ["--help", "-h", "help", "--version"].contains(name) { return rest }
    guard commandNames.contains(name) else { return arguments }
    return [name] + leading + rest.dropFirst()
  }

  /// The common flags and options at the start of `arguments`, and what follows them.
  static func leadingCommonFlags(_ arguments: [String]) -> (leading: [String], rest: [String]) {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      let optionName = String(argument.prefix { $0 != "=" })
      if commonFlags.contains(argument)
        || (commonOptions.contains(optionName) && argument.contains("="))
      {
        index += 1
      } else if commonOptions.contains(argument) && index + 1 < arguments.count {
        index += 2
      } else {
        break
      }
    }
    return (Array(arguments[..<index]), Array(arguments[index...]))
  }

  static var commandNames: [String] {
    configuration.subcommands.compactMap { $0.configuration.commandName }
  }

  /// `vtree lnit dump.txt`: `print` is the default command, so a mistyped command name would be
  /// read as its file and the error would be about the next argument. A first word (after any
  /// common flags) that names no file but is one or two typos away from a command is reported
  /// as what it is; so is a word after `help` that names no command (`vtree help lnit`).
  static func unknownCommand(_ arguments: [String]) -> String? {
    var words = leadingCommonFlags(arguments).rest[...]
    let asksForHelp = words.first == "help"
    if asksForHelp { words = words.dropFirst() }
    guard let word = words.first, !word.isEmpty, !word.hasPrefix("-"),
      asksForHelp || (word.allSatisfy(\.isLetter) && !FileManager.default.fileExists(atPath: word))
    else { return nil }
    let names = commandNames
    guard !names.contains(word) else { return nil }
    guard let nearest = EditDistance.nearest(to: word, in: names, limit: 2) else {
      return asksForHelp ? "unknown command '\(word)'" : nil
    }
    return "unknown command '\(word)'; did you mean '\(nearest)'?"
  }
}
