import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What one run of the `vtree` binary produced.
struct VTreeResult: Sendable {
  let status: Int32
  let stdoutBytes: [UInt8]
  let stderrBytes: [UInt8]

  var stdout: String { String(decoding: stdoutBytes, as: UTF8.self) }
  var stderr: String { String(decoding: stderrBytes, as: UTF8.self) }
  /// Standard output split into lines, without the empty string after the final newline.
  var stdoutLines: [String] {
    var lines = stdout.components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    return lines
  }
  var stderrLines: [String] {
    var lines = stderr.components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}

/// Runs the built `vtree` executable as a subprocess, the way a user or a script would, so the
/// tests cover argument parsing, exit statuses and the exact bytes written to each stream.
enum VTreeProcess {
  struct NotFound: Error, CustomStringConvertible {
    let searched: [String]
    var description: String {
      "vtree binary not found; build it first (swift build --product vtree) or set VTREE_BINARY. "
        + "Looked in: \(searched.joined(separator: ", "))"
    }
  }

  /// Runs `vtree arguments…`. Standard input is `stdin` through a pipe when given, otherwise
  /// /dev/null, so a run never waits for a terminal. `environment` entries override the
  /// inherited environment; a nil value removes the variable. NO_COLOR is removed unless set
  /// here, so results do not depend on the developer's shell. `directory` is the working
  /// directory (the test's own by default).
  static func run(
    _ arguments: [String], stdin: [UInt8]? = nil, environment: [String: String?] = [:],
    directory: URL? = nil
  ) throws -> VTreeResult {
    let process = Process()
    process.executableURL = try executableURL()
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }

    var env = ProcessInfo.processInfo.environment
    env.removeValue(forKey: "NO_COLOR")
    for (key, value) in environment {
      if let value { env[key] = value } else { env.removeValue(forKey: key) }
    }
    process.environment = env

    let output = try OutputFiles(prefix: "vtreeTests")
    output.attach(to: process)

    var inputPipe: Pipe?
    if stdin != nil {
      let pipe = Pipe()
      process.standardInput = pipe
      inputPipe = pipe
    } else {
      process.standardInput = FileHandle.nullDevice
    }

    try process.run()
    if let inputPipe, let stdin {
      // A child that exits without reading (a usage error) closes the pipe; writing then must
      // fail with EPIPE, not kill the whole test process with SIGPIPE.
      _ = ignoreSIGPIPE
      // Written on another thread: a large input would otherwise block on a full pipe while the
      // child is blocked writing output we have not started waiting for.
      let writer = inputPipe.fileHandleForWriting
      let data = Data(stdin)
      let done = DispatchSemaphore(value: 0)
      DispatchQueue.global().async {
        try? writer.write(contentsOf: data)
        try? writer.close()
        done.signal()
      }
      process.waitUntilExit()
      done.wait()
    } else {
      process.waitUntilExit()
    }

    let (out, err) = output.read()
    return VTreeResult(status: process.terminationStatus, stdoutBytes: out, stderrBytes: err)
  }

  private static let ignoreSIGPIPE: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

  /// Convenience: the input given as a string on standard input.
  static func run(
    _ arguments: [String], stdin text: String, environment: [String: String?] = [:]
  ) throws -> VTreeResult {
    try run(arguments, stdin: Array(text.utf8), environment: environment)
  }

  /// Writes `text` to a fresh temporary file and returns its path, for tests of FILE arguments.
  static func temporaryFile(_ text: String, name: String = "dump.txt") throws -> String {
    try temporaryFile(bytes: Array(text.utf8), name: name)
  }

  static func temporaryFile(bytes: [UInt8], name: String = "dump.txt") throws -> String {
    let url = try ScratchDirectory.make().appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url.path
  }

  /// The built binary: VTREE_BINARY if set, else `vtree` next to the test executable (the build
  /// products directory under `swift test`), else any `.build*/debug/vtree` in the package.
  static func executableURL() throws -> URL {
    var candidates: [URL] = []
    if let override = ProcessInfo.processInfo.environment["VTREE_BINARY"], !override.isEmpty {
      candidates.append(URL(fileURLWithPath: override))
    }
    // Linux: Bundle.main is the products directory. macOS: the .xctest bundle sits in it.
    let main = Bundle.main.bundleURL
    candidates.append(main.appendingPathComponent("vtree"))
    candidates.append(main.deletingLastPathComponent().appendingPathComponent("vtree"))
    for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
      candidates.append(
        bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("vtree"))
    }
    // Fallback: the package root is three levels above this file (Tests/vtreeTests/Support).
    let packageRoot = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    if let entries = try? FileManager.default.contentsOfDirectory(atPath: packageRoot.path) {
      for entry in entries.sorted() where entry.hasPrefix(".build") {
        candidates.append(packageRoot.appendingPathComponent("\(entry)/debug/vtree"))
      }
    }
    for candidate in candidates {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
        !isDirectory.boolValue, FileManager.default.isExecutableFile(atPath: candidate.path)
      {
        return candidate
      }
    }
    throw NotFound(searched: candidates.map(\.path))
  }
}
