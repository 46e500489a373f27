import ArgumentParser
import Foundation
import ViewTree

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Draw the hierarchy: an SVG wireframe, an HTML explorer, or boxes in the terminal.",
    discussion: """
      Every node is drawn at its absolute frame (as `vtree frames` computes it), outlined in \
      its depth's color, with its class and text where they fit; hidden and alpha-0 views are \
      dashed and lint findings highlighted. The HTML page is one self-contained file: the \
      tree, the wireframe, search, properties and an exploded 3D view.

      The format follows -o's extension (.svg; .html or .htm; .txt for ascii); without -o it \
      is ascii on a terminal and svg otherwise.

      Examples:
        vtree render dump.txt -o screen.svg
        vtree render dump.txt -o screen.html
        vtree render dump.txt --select 'UIButton[width<44]' -o small-buttons.svg
        vtree render dump.txt --root UITableViewCell --ascii
        vtree render dump.txt --ascii --width 100 --height 40

      Exit status: 0 drawn, 1 no hierarchy, no framed node or --root matched nothing, 2 \
      usage, selector or I/O error.
      """
  )

  @OptionGroup var input: InputOptions

  @Option(
    name: [.customShort("o"), .customLong("output")],
    help: "The file to write (.svg, .html, .txt); '-' is standard output.",
    completion: .file())
  var output: String?

  @Option(help: "svg, html or ascii (default: from -o's extension).")
  var format: RenderFormat?

  @Flag(help: "Draw with box-drawing characters (same as --format ascii).")
  var ascii = false

  @Option(
    help: ArgumentHelp(
      "Highlight the nodes matching a selector and dim the rest.", valueName: "selector"))
  var select: String?

  @Option(
    help: ArgumentHelp(
      "Draw only the subtree of the first node matching a selector.", valueName: "selector"))
  var root: String?

  @Flag(help: "Do not highlight lint findings.")
  var noLint = false

  @Flag(help: "No effect: the drawings have no terminal colors (accepted like every command's).")
  var noColor = false

  @Option(
    parsing: .unconditional,
    help: "ascii: columns to fit (default: the terminal's width, $COLUMNS or 80).")
  var width: Int?

  @Option(
    parsing: .unconditional,
    help: "ascii: rows to fit (default: the terminal's height, $LINES or 24, less 2).")
  var height: Int?

  enum RenderFormat: String, ExpressibleByArgument, CaseIterable {
    case svg, html, ascii
  }

  func validate() throws {
    if ascii, let format, format != .ascii {
      throw ValidationError("--ascii and --format \(format.rawValue) contradict each other.")
    }
    if let width, !(10...Self.maxCells).contains(width) {
      throw ValidationError("--width must be between 10 and \(Self.maxCells).")
    }
    if let height, !(4...Self.maxCells).contains(height) {
      throw ValidationError("--height must be between 4 and \(Self.maxCells).")
    }
    _ = try resolvedFormat()
  }

  func run() throws {
    let chosenFormat = try resolvedFormat()
    let selection = try select.map(Self.selector)
    let rootSelector = try root.map(Self.selector)
    let parsed = try ParsedInput.load(input)
    let hierarchy = parsed.result.hierarchy
    var rootNode: NodeIndex? = nil
    if let rootSelector {
      let matches = SelectorMatcher(rootSelector, hierarchy: hierarchy).allMatches()
      guard let first = matches.first else {
        StandardError.write("\(parsed.name): error: --root '\(root ?? "")' matched no node")
        throw ExitCode(ExitStatus.noHierarchy)
      }
      if matches.count > 1 {
        StandardError.write(
          "\(parsed.name): note: --root matched \(matches.count) nodes; drawing the first "
            + "(line \(hierarchy[first].line))")
      }
      rootNode = first
    }
    let wireframe = Wireframe(
      hierarchy, root: rootNode,
      selection: selection.map { SelectorMatcher($0, hierarchy: hierarchy) },
      lint: noLint ? nil : Linter().lint(hierarchy))
    let count = wireframe.scope.count
    let nodes = "\(count) node\(count == 1 ? "" : "s") read"
    if wireframe.items.isEmpty {
      // The explorer's tree, search and details are still worth having for a frameless dump
      // (`_printHierarchy`, `_autolayoutTrace`); a picture alone would be empty.
      guard chosenFormat == .html else {
        StandardError.write(
          "\(parsed.name): error: nothing to draw: no node has a frame (\(nodes))")
        throw ExitCode(ExitStatus.noHierarchy)
      }
      StandardError.write(
        "\(parsed.name): note: no node has a frame (\(nodes)); the explorer shows the tree only")
    } else if !wireframe.unframed.isEmpty {
      let count = wireframe.unframed.count
      let lines = wireframe.unframed.prefix(5).map { String(hierarchy[$0].line) }
      StandardError.write(
        "\(parsed.name): note: \(count) node\(count == 1 ? "" : "s") without a frame "
          + "not drawn (line\(count == 1 ? "" : "s") \(lines.joined(separator: ", "))"
          + (count > 5 ? ", …)" : ")"))
    }
    let target = try RenderTarget(path: output)
    var out = OutputBuffer(sink: target.write)
    switch chosenFormat {
    case .svg:
      var writer = SVGWireframeWriter()
      writer.title = parsed.name
      writer.write(wireframe, to: &out)
    case .html:
      HTMLExplorerWriter().write(wireframe, name: parsed.name, to: &out)
    case .ascii:
      let renderer = TextWireframeRenderer(columns: columns(), rows: rows())
      let scale = renderer.pointsPerColumn(for: wireframe.bounds)
      let bounds = wireframe.bounds
      // Hundredths are enough for a header; sums of printed frames carry noise (79.000033).
      let rounded = { (value: Double) in Rect.printed((value * 100).rounded() / 100) }
      let count = wireframe.items.count
      out.line(
        "\(TerminalSafeText.sanitize(parsed.name)): \(count) node\(count == 1 ? "" : "s") in "
          + "\(rounded(bounds.width)) × \(rounded(bounds.height)) pt, "
          + "1 column = \(rounded(scale)) pt")
      renderer.write(wireframe, to: &out)
    }
    out.flush()
    try target.close()
  }

  /// The format asked for, or the one -o's extension names, or ascii on a terminal.
  private func resolvedFormat() throws -> RenderFormat {
    if ascii { return .ascii }
    if let format { return format }
    guard let output, output != "-" else {
      return StandardOutput.isTerminal ? .ascii : .svg
    }
    switch URL(fileURLWithPath: output).pathExtension.lowercased() {
    case "svg": return .svg
    case "html", "htm": return .html
    case "txt": return .ascii
    default:
      throw ValidationError(
        "Cannot tell the format from '\(output)': name it .svg, .html (or .htm) or .txt "
          + "(ascii), or pass --format.")
    }
  }

  private static func selector(_ text: String) throws -> ViewSelector {
    do {
      return try ViewSelector(parsing: text)
    } catch {
      StandardError.write(error.description)
      throw ExitCode(ExitStatus.usageOrIOError)
    }
  }

  /// More columns or rows than any terminal has: the drawing allocates every cell.
  private static let maxCells = 1000

  private func columns() -> Int {
    if let width { return width }
    return min(Self.maxCells, Self.terminalSize()?.columns ?? Self.environment("COLUMNS") ?? 80)
  }

  /// The terminal's rows less two: one for the header line, one for the next prompt.
  private func rows() -> Int {
    if let height { return height }
    let lines = Self.terminalSize()?.rows ?? Self.environment("LINES") ?? 24
    return min(Self.maxCells, max(4, lines - 2))
  }

  private static func environment(_ name: String) -> Int? {
    ProcessInfo.processInfo.environment[name].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
  }

  private static func terminalSize() -> (columns: Int, rows: Int)? {
    guard StandardOutput.isTerminal else { return nil }
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0
    else {
      return nil
    }
    return (Int(size.ws_col), Int(size.ws_row))
  }
}

/// Where `render` writes: a file, or standard output for none or `-`. A class, so that the
/// output buffer's sink and `close()` share the first write error.
private final class RenderTarget {
  private var file: FileHandle?
  private var path: String?
  private var failure: String?

  init(path: String?) throws {
    guard let path, path != "-" else { return }
    self.path = path
    // Opened in place, not replaced: an existing file keeps its mode, owner and links, and a
    // device (`-o /dev/null`, `-o /dev/stdout`) stays one. (Foundation's createFile writes a
    // new file and renames it over the old one.)
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw InputError(path: path, message: "cannot write: \(String(cString: strerror(errno)))")
    }
    file = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
  }

  func write(_ bytes: [UInt8]) {
    guard let file else { return StandardOutput.writeAll(bytes) }
    guard failure == nil else { return }
    do {
      try file.write(contentsOf: bytes)
    } catch {
      failure = error.localizedDescription
    }
  }

  func close() throws {
    guard let file, let path else { return }
    try? file.close()
    if let failure { throw InputError(path: path, message: "cannot write: \(failure)") }
  }
}
