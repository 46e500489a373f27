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

      Several files, or folders of dumps (\(DumpFolder.rule)), are searched one after the \
      other, as grep does: each match is led by its file's name (`--count`: one `file:N` line \
      per file; JSON: a "file" in each match and a "files" list).

      Examples:
        vtree find UILabel dump.txt
        vtree find 'UITableViewCell > UILabel[text^="Sign"]' dump.txt
        vtree find ':kind-of(UIControl):hidden' dump.txt --tree
        pbpaste | vtree find '[width<44]' --count
        vtree find 'UIButton[width<44]' Screens/

      Exit status: 0 something matched, 1 nothing matched, 2 usage, selector or I/O error, or \
      an input named on the command line that holds no hierarchy (2 wins over 0 and 1).
      """
  )

  @Argument(help: "The selector.")
  var selector: String

  @OptionGroup var dumps: DumpPaths
  var files: [String] { dumps.files }
  var reading: ReadOptions { dumps.reading }

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
    let namesFile = files.isEmpty && FileManager.default.fileExists(atPath: selector)
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
    let paths = dumps.paths
    reading.noteUnusedStdinName(paths: paths)
    if paths.count == 1 && (paths[0] == "-" || !DumpFolder.isDirectory(paths[0])) {
      try findInOne(paths[0], parsedSelector)
    } else {
      try findInSeveral(parsedSelector)
    }
  }

  /// One input: an input without a hierarchy is trouble (2), not "nothing matched" (1), so
  /// that a script's `|| echo none` does not take a wrong file for an empty result.
  private func findInOne(_ path: String, _ parsedSelector: ViewSelector) throws {
    let parsed = try ParsedInput.load(
      path: path == "-" ? nil : path, reading: reading, emptyStatus: ExitStatus.usageOrIOError)
    let hierarchy = parsed.result.hierarchy
    let matcher = try Self.matcher(parsedSelector, hierarchy, name: nil)
    let matches = matcher.allMatches()
    var output = StandardOutput()
    if count {
      output.line(format == .json ? "{\"count\": \(matches.count)}" : String(matches.count))
    } else if format == .json {
      matchWriter.write(matches, of: hierarchy, key: "matches", to: &output.buffer)
    } else {
      write(matches, of: matcher, in: hierarchy, file: nil, to: &output)
    }
    output.flush()
    if matches.isEmpty {
      for hint in SelectorHints.unknownNames(in: parsedSelector, of: hierarchy) {
        StandardError.write("selector: note: \(hint)")
      }
      throw ExitCode(ExitStatus.findingsOrNoMatch)
    }
  }

  /// Several inputs, or a folder: each searched in turn, its hierarchy gone before the next is
  /// read.
  private func findInSeveral(_ parsedSelector: ViewSelector) throws {
    var output = StandardOutput()
    var trouble = false
    var total = 0
    var perFile: [(name: String, count: Int)] = []
    if format == .json && !count { output.buffer.append("{\"matches\": [") }
    let foldersTroubleFree = dumps.forEachInput { _, _ in
    } _: { path, fromFolder in
      do {
        guard
          let found = try search(
            path, fromFolder: fromFolder, parsedSelector, after: total, into: &output)
        else { return }
        perFile.append(found)
        total += found.count
      } catch {
        trouble = true
      }
    }
    if format == .json {
      output.buffer.append(count ? "{" : "], ")
      NodeListJSONWriter.writeFileCounts(perFile, total: total, to: &output.buffer)
    }
    output.flush()
    if trouble || !foldersTroubleFree { throw ExitCode(ExitStatus.usageOrIOError) }
    if total == 0 { throw ExitCode(ExitStatus.findingsOrNoMatch) }
  }

  /// Searches one of several inputs and writes its matches (`written`: how many the output
  /// holds already), returning its name and count. A file found in a folder without a
  /// hierarchy (notes next to the dumps) is skipped with a note (nil); one named on the
  /// command line, or one that cannot be read, is trouble (thrown, after its message).
  private func search(
    _ path: String, fromFolder: Bool, _ parsedSelector: ViewSelector, after written: Int,
    into output: inout StandardOutput
  ) throws -> (name: String, count: Int)? {
    let parsed: ParsedInput
    do {
      parsed = try ParsedInput.read(path: path == "-" ? nil : path, reading: reading)
    } catch {
      StandardError.write(error.description)
      throw error
    }
    let hierarchy = parsed.result.hierarchy
    guard !hierarchy.isEmpty else {
      guard fromFolder else {
        StandardError.write("\(parsed.name): error: \(parsed.noHierarchyMessage)")
        throw ExitCode(ExitStatus.usageOrIOError)
      }
      StandardError.write("\(parsed.name): note: skipped: \(parsed.noHierarchyFound)")
      return nil
    }
    let matcher = try Self.matcher(parsedSelector, hierarchy, name: parsed.name)
    let matches = matcher.allMatches()
    if count {
      if format == .text { output.line("\(parsed.name):\(matches.count)") }
    } else if format == .json {
      var writer = matchWriter
      writer.file = parsed.name
      writer.writeEntries(matches, of: hierarchy, after: written, to: &output.buffer)
    } else if !matches.isEmpty {
      write(matches, of: matcher, in: hierarchy, file: parsed.name, to: &output)
    }
    output.flush()
    return (parsed.name, matches.count)
  }

  /// The matcher of `hierarchy`; a regular expression that could not be run on some value is
  /// an error (any answer would be wrong), said with the input's name when there are several.
  private static func matcher(_ selector: ViewSelector, _ hierarchy: Hierarchy, name: String?)
    throws -> SelectorMatcher
  {
    let matcher = SelectorMatcher(selector, hierarchy: hierarchy)
    if let failure = matcher.regexFailure {
      StandardError.write(
        "\(name.map { $0 + ": " } ?? "")selector: error: the regular expression could not be "
          + "run: \(failure)")
      throw ExitCode(ExitStatus.usageOrIOError)
    }
    return matcher
  }

  private var matchWriter: NodeListJSONWriter {
    var writer = NodeListJSONWriter()
    writer.includesPath = true
    writer.includesText = true
    return writer
  }

  /// The matches as text: one line each (led by `file:` when there are several inputs), or
  /// the pruned tree (after a `file:` line).
  private func write(
    _ matches: [NodeIndex], of matcher: SelectorMatcher, in hierarchy: Hierarchy, file: String?,
    to output: inout StandardOutput
  ) {
    if tree || subtree {
      if let file { output.line("\(file):") }
      var renderer = TextTreeRenderer(style: textOutput.style)
      renderer.showsRawNames = textOutput.rawNames
      renderer.marked = matcher.matched
      let shown = hierarchy.prunedTree(keeping: matches, withDescendants: subtree)
      renderer.write(hierarchy, including: shown, to: &output.buffer)
      return
    }
    var renderer = TextTreeRenderer(style: .plain)
    renderer.showsRawNames = textOutput.rawNames
    var paths = AbbreviatedPath(hierarchy)
    paths.showsRawNames = textOutput.rawNames
    let lead = file.map { $0 + ":" } ?? ""
    for index in matches {
      let node = hierarchy[index]
      output.line("\(lead)\(node.line): \(paths.prefix(to: index))\(renderer.summary(of: node))")
    }
  }
}
