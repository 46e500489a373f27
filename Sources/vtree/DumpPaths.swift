import ArgumentParser

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

  func validate() throws {
    if files.count(where: { $0 == "-" }) > 1 {
      throw ValidationError("standard input ('-') can be read only once")
    }
  }
}
