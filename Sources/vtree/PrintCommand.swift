import ArgumentParser
import ViewTree

struct PrintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "print",
    abstract: "Print the dump as a tree (the default command).",
    discussion: """
      Examples:
        vtree print dump.txt
        pbpaste | vtree print --depth 4
        vtree print dump.txt --format json > tree.json
        vtree print dump.txt --format dump     # canonical text, parses back the same
        vtree print trace.txt --input-format autolayoutTrace
      """
  )

  @OptionGroup var input: InputOptions

  @Option(help: "Output: text (tree with guides), json, or dump (canonical text).")
  var format: OutputFormat = .text

  @Option(parsing: .unconditional, help: "Only nodes at most this deep (roots are depth 0).")
  var depth: Int?

  @OptionGroup var textOutput: TextOutputOptions

  func validate() throws {
    if let depth, depth < 0 { throw ValidationError("--depth must be 0 or more, got \(depth)") }
  }

  func run() throws {
    guard format != .json else { return try writeJSON() }
    let hierarchy = try ParsedInput.load(input).result.hierarchy
    var output = StandardOutput()
    if format == .dump {
      // Byte-exact into a pipe or a file, for scripts; escaped on a terminal, like all output.
      var writer = DumpWriter(maxDepth: depth)
      writer.escapesControlCharacters = StandardOutput.isTerminal
      writer.write(hierarchy, to: &output.buffer)
    } else {
      var renderer = TextTreeRenderer(style: textOutput.style, maxDepth: depth)
      renderer.showsRawNames = textOutput.rawNames
      renderer.write(hierarchy, to: &output.buffer)
    }
    output.flush()
  }

  /// A script asking for JSON gets a document even when the input holds no tree: empty
  /// `roots`, with the line counts and diagnostics that say why (and exit status 1, as ever).
  private func writeJSON() throws {
    input.reading.noteUnusedStdinName(paths: [input.file])
    let parsed = try ParsedInput.read(path: input.file, reading: input.reading)
    var output = StandardOutput()
    HierarchyJSONWriter(maxDepth: depth).write(parsed.result, to: &output.buffer)
    output.flush()
    if parsed.result.hierarchy.isEmpty {
      StandardError.write("\(parsed.name): error: \(parsed.noHierarchyMessage)")
      throw ExitCode(ExitStatus.noHierarchy)
    }
  }
}
