import ArgumentParser
import Foundation
import ViewTree

struct FindCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "find",
    abstract: "Find the nodes that match a selector (grep-like).",
    discussion: """
      Selectors: a class (`UILabel`, also matching `baseClass = UILabel` and `MyApp.UILabel`), \
      a glob (`UI*Cell`), a regex (`/Label$/i`), `*`; attributes (`[hidden]`, `[alpha=0]`, \
      `[text*="Sign in"]`, `[width<44]`, `[depth>20]`…); `A B` (descendant), `A > B` (child), \
      `A, B` (either); `:kind-of(UIControl)`, `:root`, `:leaf`, `:hidden`, `:offscreen`, \
      `:zero-size`, `:clipped`, `:has(…)`.

      Examples:
        vtree find UILabel dump.txt
        vtree find 'UITableViewCell > UILabel[text^="Sign"]' dump.txt
        vtree find ':kind-of(UIControl):hidden' dump.txt --tree
        pbpaste | vtree find '[width<44]' --count

      Exit status: 0 something matched, 1 nothing matched, 2 usage, selector or I/O error, or \
      an input that holds no hierarchy.
      """
  )

  @Argument(help: "The selector.")
  var selector: String

  @OptionGroup var input: InputOptions

  @Flag(help: "Print the pruned tree: the matches and their ancestors.")
  var tree = false

  @Flag(help: "Print the pruned tree with the matches' descendants too (implies --tree).")
  var subtree = false

  @Flag(help: "Print only the number of matches (with --format json: {\"count\": N}).")
  var count = false

  @Option(help: "Output: text or json (a list of the matches, also with --tree).")
  var format: FindFormat = .text

  @OptionGroup var textOutput: TextOutputOptions

  enum FindFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
  }

  func run() throws {
    // `vtree find dump.txt`: the selector forgotten, the file taken for it.
    let namesFile = input.file == nil && FileManager.default.fileExists(atPath: selector)
    let fileNote =
      "note: the selector '\(selector)' is also a file's name (usage: vtree find SELECTOR [FILE])"
    let parsedSelector: ViewSelector
    do {
      parsedSelector = try ViewSelector(parsing: selector)
    } catch {
      StandardError.write(error.description)
      if namesFile { StandardError.write(fileNote) }
      throw ExitCode(ExitStatus.usageOrIOError)
    }
    if namesFile { StandardError.write(fileNote + "; reading the dump from standard input") }
    // An input without a hierarchy is trouble (2), not "nothing matched" (1): a script's
    // `|| echo none` must not take a wrong file for an empty result.
    input.reading.noteUnusedStdinName(paths: [input.file])
    let parsed = try ParsedInput.load(
      path: input.file, reading: input.reading, emptyStatus: ExitStatus.usageOrIOError)
    let hierarchy = parsed.result.hierarchy
    let matcher = SelectorMatcher(parsedSelector, hierarchy: hierarchy)
    if let failure = matcher.regexFailure {
      // Some values could not be tested: any answer would be wrong.
      StandardError.write("selector: error: the regular expression could not be run: \(failure)")
      throw ExitCode(ExitStatus.usageOrIOError)
    }
    let matches = matcher.allMatches()
    var output = StandardOutput()
    if count {
      output.line(format == .json ? "{\"count\": \(matches.count)}" : String(matches.count))
    } else if format == .json {
      var writer = NodeListJSONWriter()
      writer.includesPath = true
      writer.includesText = true
      writer.write(matches, of: hierarchy, key: "matches", to: &output.buffer)
    } else if tree || subtree {
      let style = textOutput.style
      var renderer = TextTreeRenderer(style: style)
      renderer.showsRawNames = textOutput.rawNames
      let shown = hierarchy.prunedTree(keeping: matches, withDescendants: subtree)
      renderer.marked = matcher.matched
      renderer.write(hierarchy, including: shown, to: &output.buffer)
    } else {
      var renderer = TextTreeRenderer(style: .plain)
      renderer.showsRawNames = textOutput.rawNames
      var paths = AbbreviatedPath(hierarchy)
      paths.showsRawNames = textOutput.rawNames
      for index in matches {
        let node = hierarchy[index]
        output.line("\(node.line): \(paths.prefix(to: index))\(renderer.summary(of: node))")
      }
    }
    output.flush()
    if matches.isEmpty {
      for hint in SelectorHints.unknownNames(in: parsedSelector, of: hierarchy) {
        StandardError.write("selector: note: \(hint)")
      }
      throw ExitCode(ExitStatus.findingsOrNoMatch)
    }
  }
}
