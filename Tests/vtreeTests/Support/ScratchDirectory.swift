import Foundation

/// Directories for the files tests hand to the binary. They all live under one directory per
/// test process, removed when the process exits, so that a test run leaves nothing behind
/// even where a test keeps its file to the end.
enum ScratchDirectory {
  private static let root: URL = {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("vtreeTests-\(getpid())")
    try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(at: ScratchDirectory.root) }
    return root
  }()

  /// A fresh, empty directory.
  static func make() throws -> URL {
    let directory = root.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }
}
