import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A tmux server of its own running one window of a fixed size, for tests of the interactive
/// viewer in a real terminal: send keys, read the screen back, wait for text to appear.
final class TmuxSession {
  struct Timeout: Error, CustomStringConvertible {
    let waitingFor: String
    let screen: String
    var description: String { "timed out waiting for \(waitingFor); the screen was:\n\(screen)" }
  }

  /// The tmux binary, or nil when it is not installed (tests then skip with a note).
  static let executable: String? = {
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
      .split(separator: ":").map { "\($0)/tmux" }
    return paths.first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  /// The server's socket, in a directory of its own that `deinit` removes.
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("vtree-tmux-\(UUID().uuidString.prefix(8))")
  private var socket: String { directory.appendingPathComponent("socket").path }
  private let tmux: String

  /// Starts `command` (a shell command line) in a `width` × `height` window.
  init(_ command: String, width: Int = 100, height: Int = 30) throws {
    guard let executable = Self.executable else { throw CocoaError(.executableNotLoadable) }
    tmux = executable
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try run([
      "new-session", "-d", "-x", String(width), "-y", String(height), "-e", "LC_ALL=C.UTF-8",
      command,
    ])
    // The pane stays after its program exits, so that tests can read the last screen.
    try run(["set-option", "-g", "remain-on-exit", "on"])
  }

  /// A session running `sh`, once its prompt shows: keys typed before the shell reads its
  /// terminal can be lost on a busy machine.
  static func shell(width: Int = 100) throws -> TmuxSession {
    let session = try TmuxSession("sh", width: width)
    try session.waitFor("the shell's prompt") { lines in
      lines.contains { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    }
    return session
  }

  deinit {
    try? run(["kill-server"])
    try? FileManager.default.removeItem(at: directory)
  }

  /// Keys in tmux's `send-keys` names (`Enter`, `Escape`, `C-c`), or literal text with
  /// `literal`.
  func send(_ keys: String..., literal: Bool = false) throws {
    try run(["send-keys", "-t", "0"] + (literal ? ["-l"] : []) + keys)
  }

  func resize(width: Int, height: Int) throws {
    try run(["resize-window", "-t", "0", "-x", String(width), "-y", String(height)])
  }

  /// The screen as text lines; with `styles`, with the escape sequences of their attributes
  /// and colors.
  func screen(styles: Bool = false) throws -> [String] {
    try run(["capture-pane", "-p", "-t", "0"] + (styles ? ["-e"] : [])).split(
      separator: "\n", omittingEmptySubsequences: false
    )
    .map(String.init)
  }

  /// A tmux format expanded for the pane (`#{mouse_any_flag}`: whether the program in it asked
  /// for mouse reports).
  func display(_ format: String) throws -> String {
    try run(["display-message", "-p", "-t", "0", format])
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Polls the screen until `condition` holds; throws with the last screen after `timeout`.
  @discardableResult
  func waitFor(
    _ description: String, timeout: Double = 20, _ condition: ([String]) -> Bool
  ) throws -> [String] {
    let deadline = Date().addingTimeInterval(timeout)
    var lines = try screen()
    while !condition(lines) {
      guard Date() < deadline else {
        throw Timeout(waitingFor: description, screen: lines.joined(separator: "\n"))
      }
      Thread.sleep(forTimeInterval: 0.05)
      lines = try screen()
    }
    return lines
  }

  /// Waits until some line of the screen contains `text`.
  @discardableResult
  func waitFor(text: String, timeout: Double = 20) throws -> [String] {
    try waitFor("'\(text)'", timeout: timeout) { $0.contains { $0.contains(text) } }
  }

  /// Runs one tmux client command and returns its standard output. Spawned with every signal
  /// unblocked and at its default action: test runners' threads block signals, and the tmux
  /// server (and the viewer in it) would inherit that mask, so Ctrl-C and SIGTERM would not
  /// reach the viewer. The output goes through a file, never a pipe that the server, which
  /// forks off the first client, would keep open.
  @discardableResult
  private func run(_ arguments: [String]) throws -> String {
    let output = directory.appendingPathComponent("output-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: output) }
    let capturesOutput = ["capture-pane", "display-message"].contains(arguments.first)
    // Opaque pointers that init allocates on Darwin; structs on Linux.
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
      var attributes: posix_spawnattr_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(
      &actions, 1, capturesOutput ? output : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    // Every signal back to its default, but the two no process may catch: Darwin may refuse
    // to spawn when they are named.
    var all = sigset_t()
    sigfillset(&all)
    sigdelset(&all, SIGKILL)
    sigdelset(&all, SIGSTOP)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let argv = ([tmux, "-S", socket, "-f", "/dev/null"] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, tmux, &actions, &attributes, argv, environ) == 0 else {
      throw CocoaError(.executableLoad)
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    guard capturesOutput else { return "" }
    return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
  }
}
