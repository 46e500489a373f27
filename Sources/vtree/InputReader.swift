import Foundation
import ViewTree

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Opens the command's input: a file (memory-mapped), or standard input for nil or `-`.
enum InputReader {
  /// When standard input is a terminal, first tells the user how to paste (pasting is how most
  /// dumps arrive). Standard input is named `stdinName`, `<stdin>` by default.
  static func read(
    path: String?, stdinName: String? = nil
  ) throws(InputError) -> (name: String, text: SourceText) {
    let name = path ?? "-"
    let source: SourceText
    do {
      if name == "-" {
        if isatty(STDIN_FILENO) != 0 {
          StandardError.write("Paste the dump, then press Ctrl-D on an empty line.")
        }
        source = SourceText(try SourceText.readAll(STDIN_FILENO, path: "<stdin>"))
      } else {
        source = try SourceText(contentsOfFile: name)
      }
    } catch {
      throw InputError(path: error.path, message: "cannot \(error.operation): \(error.reason)")
    }
    let displayName = name == "-" ? stdinName ?? "<stdin>" : name
    if source.count > Int(UInt32.max) {
      throw InputError(path: displayName, message: "inputs larger than 4 GiB are not supported")
    }
    return (displayName, source)
  }
}
