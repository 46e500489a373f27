import ArgumentParser
import Foundation
import ViewTree

struct DiffCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Compare two dumps of one screen structurally (addresses never count).",
    discussion: """
      Nodes are paired by structure, not by address: identical subtrees first, then containers \
      by their paired descendants, then same-class siblings in order. Reported per subtree \
      root: + inserted, - deleted, > moved (to another parent or reordered), ~ updated \
      (key: old → new; frames within --tolerance are equal).

      Two directories compare the dumps with the same relative path (snapshot folders; \
      dumps: \(DumpFolder.rule)) and list the dumps found on one side only.

      Examples:
        vtree diff before.txt after.txt
        vtree diff old.txt new.txt --format json
        vtree diff old.txt new.txt --ignore layer --tolerance 1
        vtree diff old.txt new.txt --only 'UITableViewCell' --context 0
        vtree diff Snapshots-main/ Snapshots-branch/

      Exit status (like diff): 0 no differences, 1 differences, 2 trouble (usage, an \
      unreadable file, a file without a view hierarchy, two directories without a dump).
      """
  )

  // Files complete with the folders on the way to them, so a directory completes too.
  @Argument(
    help: ArgumentHelp(
      "The old dump, or a directory of dumps ('-': standard input).", valueName: "old"),
    completion: .file())
  var oldPath: String

  @Argument(
    help: ArgumentHelp("The new dump, or a directory of dumps.", valueName: "new"),
    completion: .file())
  var newPath: String

  @Option(help: "Output: text or json.")
  var format: DiffFormat = .text

  @Option(
    name: .customLong("ignore"),
    help: ArgumentHelp("A property key to leave out (repeatable).", valueName: "key"))
  var ignoredKeys: [String] = []

  @Flag(help: "Leave geometry out (frame, bounds, center, contentOffset, …).")
  var ignoreFrames = false

  @Option(
    help: ArgumentHelp(
      "Geometry numbers at most this far apart are equal, in points.", valueName: "pt"))
  var tolerance: Double = 0.5

  @Flag(help: "Compare classes and tree shape only; no property updates.")
  var structureOnly = false

  @Option(
    help: ArgumentHelp(
      "Report only changes inside nodes matching this selector.", valueName: "selector"))
  var only: String?

  // Taken whatever it looks like, so that `--context -1` gets `validate`'s message rather than
  // a missing value (so with the other numbers).
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Unchanged lines shown around each change (text).", valueName: "n"))
  var context: Int = 3

  @OptionGroup var reading: ReadOptions

  @OptionGroup var textOutput: TextOutputOptions

  enum DiffFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
  }

  func validate() throws {
    guard tolerance >= 0, tolerance.isFinite else {
      throw ValidationError("--tolerance must be a number of points, 0 or more")
    }
    guard context >= 0 else { throw ValidationError("--context must be 0 or more") }
    if oldPath == "-" && newPath == "-" {
      throw ValidationError("only one of the inputs can be standard input")
    }
  }

  var options: DiffOptions {
    var options = DiffOptions()
    options.ignoredKeys = Set(ignoredKeys)
    options.ignoresFrames = ignoreFrames
    options.tolerance = tolerance
    options.structureOnly = structureOnly
    return options
  }

  func run() throws {
    var selector: ViewSelector? = nil
    if let only {
      do {
        selector = try ViewSelector(parsing: only)
      } catch {
        StandardError.write(error.description)
        throw ExitCode(ExitStatus.diffTrouble)
      }
    }
    reading.noteUnusedStdinName(paths: [oldPath, newPath])
    let oldIsDirectory = DumpFolder.isDirectory(oldPath)
    let newIsDirectory = DumpFolder.isDirectory(newPath)
    if oldIsDirectory || newIsDirectory {
      guard oldIsDirectory && newIsDirectory else {
        let (file, directory) = oldIsDirectory ? (newPath, oldPath) : (oldPath, newPath)
        guard file != "-" else {
          StandardError.write(
            "error: standard input cannot be compared with the directory \(directory); "
              + "compare two files or two directories")
          throw ExitCode(ExitStatus.diffTrouble)
        }
        // A path that does not exist is no file: say so, as for two files.
        guard FileManager.default.fileExists(atPath: file) else {
          StandardError.write("\(file): error: cannot open: No such file or directory")
          throw ExitCode(ExitStatus.diffTrouble)
        }
        let sides =
          oldIsDirectory
          ? "\(directory) is a directory but \(file) is a file"
          : "\(file) is a file but \(directory) is a directory"
        StandardError.write("\(file): error: \(sides); compare two files or two directories")
        throw ExitCode(ExitStatus.diffTrouble)
      }
      try runDirectories(selector: selector)
      return
    }
    // Unreadable input is an InputError, which exits with 2 (trouble) like any I/O error.
    let oldInput = try ParsedInput.load(
      path: oldPath, reading: reading, emptyStatus: ExitStatus.diffTrouble)
    let newInput = try ParsedInput.load(
      path: newPath, reading: reading, emptyStatus: ExitStatus.diffTrouble)
    var diff = HierarchyDiff(
      from: oldInput.result.hierarchy, to: newInput.result.hierarchy, options: options)
    if let selector { diff = diff.restricted(to: selector) }
    var output = StandardOutput()
    switch format {
    case .json: DiffJSONWriter().write(diff, to: &output.buffer)
    case .text: renderer.write(diff, to: &output.buffer)
    }
    output.flush()
    if !diff.changes.isEmpty { throw ExitCode(ExitStatus.differences) }
  }

  var renderer: DiffTextRenderer {
    let style = textOutput.style
    var renderer = DiffTextRenderer(style: style, context: context)
    renderer.showsRawNames = textOutput.rawNames
    return renderer
  }
}
