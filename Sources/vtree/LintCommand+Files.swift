import Foundation
import ViewTree

extension LintCommand {
  /// Lints every dump under `folder`, sorted by path. Returns false on trouble: the folder, or
  /// one of its dumps, could not be read, or it holds no dump at all (a folder named on the
  /// command line is expected to hold some, as a named file is expected to hold a hierarchy).
  func lintFolder(
    _ folder: String, with linter: Linter, into stream: inout LintReportStream,
    seen: inout Set<String>
  ) -> Bool {
    let listing: DumpFolder.Listing
    do {
      listing = try DumpFolder.files(under: folder)
    } catch {
      StandardError.write(error.description)
      stream.skip(folder, status: .unreadable, message: error.message)
      return false
    }
    if let skipped = listing.skippedSummary {
      StandardError.write("\(folder): note: \(skipped)")
    }
    if listing.dumps.isEmpty {
      StandardError.write("\(folder): error: no dumps here (\(DumpFolder.rule))")
      return false
    }
    var troubleFree = true
    for file in listing.dumps.sorted() {
      let path = DumpFolder.joined(folder, file)
      guard seen.insert(Self.identity(of: path)).inserted else { continue }
      troubleFree = lint(path, fromFolder: true, with: linter, into: &stream) && troubleFree
    }
    return troubleFree
  }

  /// What tells two paths to the same file apart from two files: the resolved absolute path
  /// (`a.txt`, `./a.txt`, `dir/../a.txt` and a link to it are one file). Standard input is
  /// itself.
  static func identity(of path: String) -> String {
    path == "-"
      ? "-" : URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }

  /// Reads, parses and lints one input (`-`: standard input); its hierarchy is gone when this
  /// returns. Returns false on trouble: the input could not be read, or was named on the
  /// command line and holds no hierarchy. A file found in a folder without one (notes next to
  /// the dumps) is skipped with a note.
  func lint(
    _ path: String, fromFolder: Bool, with linter: Linter, into stream: inout LintReportStream
  ) -> Bool {
    let input: ParsedInput
    do {
      input = try ParsedInput.read(path: path, reading: reading)
    } catch {
      StandardError.write(error.description)
      stream.skip(error.path, status: .unreadable, message: error.message)
      return false
    }
    if input.result.hierarchy.isEmpty {
      StandardError.write(
        fromFolder
          ? "\(input.name): note: skipped: \(input.noHierarchyFound)"
          : "\(input.name): error: \(input.noHierarchyMessage)")
      stream.skip(input.name, status: .noHierarchy, message: input.noHierarchyFound)
      return fromFolder
    }
    let report = linter.lint(input.result.hierarchy)
    let artifact = path == "-" ? reading.stdinName ?? "-" : path
    stream.add(report, name: input.name, artifactURI: Self.artifactPath(artifact))
    return true
  }
}
