import Foundation

/// Temporary files that take a child process's standard output and error. Files rather than
/// pipes: no reader threads, and no deadlock when the child fills one pipe while the test waits
/// on the other.
final class OutputFiles {
  let directory: URL
  private let outURL: URL
  private let errURL: URL
  private let outHandle: FileHandle
  private let errHandle: FileHandle

  /// A fresh directory under the temporary directory, named `prefix-UUID`.
  init(prefix: String) throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    outURL = directory.appendingPathComponent("stdout")
    errURL = directory.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    outHandle = try FileHandle(forWritingTo: outURL)
    errHandle = try FileHandle(forWritingTo: errURL)
  }

  deinit {
    try? outHandle.close()
    try? errHandle.close()
    try? FileManager.default.removeItem(at: directory)
  }

  func attach(to process: Process) {
    process.standardOutput = outHandle
    process.standardError = errHandle
  }

  /// What the child wrote, once it has exited.
  func read() -> (stdout: [UInt8], stderr: [UInt8]) {
    let out = (try? Data(contentsOf: outURL)) ?? Data()
    let err = (try? Data(contentsOf: errURL)) ?? Data()
    return (Array(out), Array(err))
  }
}
