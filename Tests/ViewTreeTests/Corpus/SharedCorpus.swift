import Foundation

/// Where the shared corpus of real dumps is: `$VTREE_CORPUS`, or `../shared/corpus` beside
/// the repository; nil in a lone clone, where corpus tests print a note and pass.
enum SharedCorpus {
  static var directory: URL? {
    if let path = ProcessInfo.processInfo.environment["VTREE_CORPUS"] {
      return FileManager.default.fileExists(atPath: path) ? URL(fileURLWithPath: path) : nil
    }
    let repository = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let candidate = repository.deletingLastPathComponent().appendingPathComponent("shared/corpus")
    return FileManager.default.fileExists(atPath: candidate.path) ? candidate : nil
  }

  /// The dump file names listed in the corpus's LIST.txt.
  static func dumpNames(in corpus: URL) throws -> [String] {
    let list = try String(contentsOf: corpus.appendingPathComponent("LIST.txt"), encoding: .utf8)
    return list.split(separator: "\n").map(String.init).filter { $0.hasSuffix(".txt") }
  }
}
