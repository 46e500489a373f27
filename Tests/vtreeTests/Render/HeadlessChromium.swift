import Foundation

/// Runs headless Chromium (the Debian package `chromium`, or Chrome) on a page, for the tests
/// that check the HTML explorer in a real browser. Absent browser: `find()` is nil and those
/// tests print a note and pass, as corpus tests do without the corpus.
struct HeadlessChromium {
  let executable: URL

  struct Output {
    let status: Int32
    let stdout: String
    let stderr: String

    /// The lines the page wrote to its console (messages and uncaught errors), which Chromium
    /// logs on standard error with `--enable-logging=stderr`.
    var consoleLines: [String] {
      stderr.split(separator: "\n").map(String.init).filter { $0.contains(":CONSOLE") }
    }
  }

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// `$VTREE_CHROMIUM`, or the first of chromium, chromium-browser, google-chrome on PATH.
  static func find() -> HeadlessChromium? {
    let environment = ProcessInfo.processInfo.environment
    if let path = environment["VTREE_CHROMIUM"], !path.isEmpty {
      return FileManager.default.isExecutableFile(atPath: path)
        ? HeadlessChromium(executable: URL(fileURLWithPath: path)) : nil
    }
    let directories = (environment["PATH"] ?? "/usr/bin").split(separator: ":").map(String.init)
    for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
      for directory in directories {
        let path = directory + "/" + name
        if FileManager.default.isExecutableFile(atPath: path) {
          return HeadlessChromium(executable: URL(fileURLWithPath: path))
        }
      }
    }
    return nil
  }

  static let missingNote =
    "note: Chromium not found (install the chromium package or set VTREE_CHROMIUM); "
    + "browser check of the HTML explorer skipped"

  /// The page's DOM after its scripts ran, with its console on standard error.
  func dumpDOM(_ url: URL, windowSize: String = "1200,800") throws -> Output {
    try run(["--dump-dom", "--window-size=\(windowSize)", url.absoluteString])
  }

  /// A PNG of the page at `windowSize`.
  func screenshot(_ url: URL, windowSize: String = "1200,800") throws -> [UInt8] {
    let directory = try ScratchDirectory.make()
    defer { try? FileManager.default.removeItem(at: directory) }
    let png = directory.appendingPathComponent("page.png")
    let output = try run([
      "--screenshot=\(png.path)", "--window-size=\(windowSize)", "--hide-scrollbars",
      url.absoluteString,
    ])
    guard let data = FileManager.default.contents(atPath: png.path) else {
      throw Failure(
        description: "no screenshot written (status \(output.status)): \(output.stderr)")
    }
    return Array(data)
  }

  /// One browser run with its own profile (parallel runs would fight over a shared one),
  /// terminated after two minutes so a stuck browser cannot hang the tests.
  private func run(_ arguments: [String]) throws -> Output {
    let output = try OutputFiles(prefix: "vtree-chromium")
    let process = Process()
    process.executableURL = executable
    process.arguments =
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
        "--no-first-run", "--enable-logging=stderr", "--v=0",
        "--user-data-dir=\(output.directory.appendingPathComponent("profile").path)",
      ] + arguments
    output.attach(to: process)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
    DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: watchdog)
    process.waitUntilExit()
    watchdog.cancel()
    let (out, err) = output.read()
    return Output(
      status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
      stderr: String(decoding: err, as: UTF8.self))
  }
}
