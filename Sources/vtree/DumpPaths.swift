import ArgumentParser
import Foundation

/// The inputs of a command that reads several dumps (`find`, `lint`): files and folders of
/// dumps, `-` or none for standard input, and how each is read.
struct DumpPaths: ParsableArguments {
  @Argument(
    help: ArgumentHelp(
      "Dump files and folders of dumps; '-' or nothing reads standard input.",
      valueName: "file"),
    completion: .file())
  var files: [String] = []

  @OptionGroup var reading: ReadOptions

  /// The inputs, standard input when none is named.
  var paths: [String] { files.isEmpty ? ["-"] : files }

  /// Visits each input in order, a folder replaced by its dumps sorted by path (what it
  /// passed over noted); a file named twice, or named and also found in a named folder, is
  /// visited once. Returns false on trouble with a folder: one that cannot be read (also
  /// handed to `unreadableFolder`) or that holds no dump, as a named file is expected to hold
  /// a hierarchy.
  func forEachInput(
    unreadableFolder: (_ folder: String, _ error: InputError) -> Void,
    _ visit: (_ path: String, _ fromFolder: Bool) -> Void
  ) -> Bool {
    var troubleFree = true
    var seen: Set<String> = []
    for path in paths {
      guard path != "-", DumpFolder.isDirectory(path) else {
        if seen.insert(Self.identity(of: path)).inserted { visit(path, false) }
        continue
      }
      let listing: DumpFolder.Listing
      do {
        listing = try DumpFolder.files(under: path)
      } catch {
        StandardError.write(error.description)
        unreadableFolder(path, error)
        troubleFree = false
        continue
      }
      if let skipped = listing.skippedSummary { StandardError.write("\(path): note: \(skipped)") }
      if listing.dumps.isEmpty {
        StandardError.write("\(path): error: no dumps here (\(DumpFolder.rule))")
        troubleFree = false
      }
      for file in listing.dumps.sorted() {
        let joined = DumpFolder.joined(path, file)
        if seen.insert(Self.identity(of: joined)).inserted { visit(joined, true) }
      }
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

  func validate() throws {
    if files.count(where: { $0 == "-" }) > 1 {
      throw ValidationError("standard input ('-') can be read only once")
    }
  }
}
