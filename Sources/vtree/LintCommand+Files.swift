import Foundation
import ViewTree

extension LintCommand {
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
