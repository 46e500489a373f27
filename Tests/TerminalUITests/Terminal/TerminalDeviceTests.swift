import Testing

@testable import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(Glibc)
  // Glibc's module map leaves out the X/Open pseudo-terminal functions; libc has them all the same.
  private func libcFunction<Function>(_ name: String, _ type: Function.Type) -> Function? {
    dlsym(nil, name).map { unsafeBitCast($0, to: type) }
  }

  private let posix_openpt = libcFunction(
    "posix_openpt", (@convention(c) (Int32) -> Int32).self)!
  private let grantpt = libcFunction("grantpt", (@convention(c) (Int32) -> Int32).self)!
  private let unlockpt = libcFunction("unlockpt", (@convention(c) (Int32) -> Int32).self)!
  private let ptsname = libcFunction(
    "ptsname", (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)!
#endif

/// A pseudo-terminal: the test plays the terminal on the controller side, the device under
/// test opens the other side by its path, as it opens /dev/tty.
final class PseudoTerminal {
  let controller: Int32
  let path: String
  private var received: [UInt8] = []

  init?() {
    controller = posix_openpt(O_RDWR | O_NOCTTY)
    guard controller >= 0, grantpt(controller) == 0, unlockpt(controller) == 0,
      let name = ptsname(controller)
    else { return nil }
    path = String(cString: name)
  }

  deinit {
    close(controller)
  }

  func setSize(width: Int, height: Int) {
    var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(controller, UInt(TIOCSWINSZ), &size)
  }

  func type(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
  }

  /// Reads what the device wrote until `expected` shows up (or nothing more comes for a while),
  /// and returns everything read so far.
  func output(waitingFor expected: String) -> String {
    let bytes = Array(expected.utf8)
    while !received.contains(bytes) {
      var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, 5_000) > 0 else { break }
      var buffer = [UInt8](repeating: 0, count: 1024)
      let count = buffer.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      received += buffer[..<count]
    }
    return String(decoding: received, as: UTF8.self)
  }

  /// The settings of the terminal side, as the program sees them.
  func settings() -> termios {
    let descriptor = open(path, O_RDWR | O_NOCTTY)
    defer { close(descriptor) }
    var settings = termios()
    _ = tcgetattr(descriptor, &settings)
    return settings
  }
}

extension Array where Element == UInt8 {
  fileprivate func contains(_ other: [UInt8]) -> Bool {
    guard !other.isEmpty else { return true }
    guard count >= other.count else { return false }
    return (0...(count - other.count)).contains {
      self[$0..<($0 + other.count)].elementsEqual(other)
    }
  }
}

@Suite(.serialized) struct TerminalDeviceTests {
  @Test func openingWhatIsNotATerminalFails() {
    #expect(throws: TerminalError.self) { try TerminalDevice(path: "/dev/null") }
    do {
      _ = try TerminalDevice(path: "/nonexistent/tty")
      Issue.record("opened a missing terminal")
    } catch {
      #expect("\(error)".hasPrefix("no terminal: cannot open /nonexistent/tty"))
    }
  }

  @Test func fullScreenRoundTrip() throws {
    guard let terminal = PseudoTerminal() else {
      print("note: no pseudo-terminal available, TerminalDevice test skipped")
      return
    }
    terminal.setSize(width: 100, height: 30)
    let device = try TerminalDevice(path: terminal.path)
    #expect(device.size == (100, 30))
    #expect(terminal.settings().c_lflag & tcflag_t(ICANON) != 0)

    try device.enterFullScreen()
    #expect(
      terminal.output(waitingFor: "\u{1B}[?1049h").hasSuffix("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l"))
    let raw = terminal.settings()
    #expect(raw.c_lflag & tcflag_t(ICANON | ECHO) == 0)
    #expect(raw.c_lflag & tcflag_t(ISIG) != 0)

    terminal.type("j\u{1B}[A")
    var bytes: [UInt8] = []
    while bytes.count < 4 {
      let chunk = device.read(timeoutMilliseconds: 5_000)
      guard !chunk.isEmpty else { break }
      bytes += chunk
    }
    var decoder = KeyDecoder()
    #expect(decoder.feed(bytes) == [KeyEvent(.character("j")), KeyEvent(.up)])
    #expect(device.read(timeoutMilliseconds: 0).isEmpty)

    device.write(Array("frame".utf8))
    #expect(terminal.output(waitingFor: "frame").hasSuffix("frame"))

    #expect(!device.takeResize())
    // Worker threads block signals: send it to the process, not this thread.
    kill(getpid(), SIGWINCH)
    #expect(device.read(timeoutMilliseconds: 5_000).isEmpty)
    #expect(device.takeResize())
    #expect(!device.takeResize())

    device.restore()
    #expect(terminal.output(waitingFor: "\u{1B}[?1049l").hasSuffix("\u{1B}[?25h\u{1B}[?1049l"))
    #expect(terminal.settings().c_lflag & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO))
    device.restore()
    device.write(Array("end".utf8))
    #expect(terminal.output(waitingFor: "end").hasSuffix("\u{1B}[?1049lend"))
  }

  @Test func handledSignalsAreUnblockedWhileInFullScreen() throws {
    guard let terminal = PseudoTerminal() else {
      print("note: no pseudo-terminal available, TerminalDevice test skipped")
      return
    }
    let device = try TerminalDevice(path: terminal.path)
    var blocked = TerminalSignals.emptySignalSet()
    TerminalSignals.add(SIGTERM, to: &blocked)
    var original = TerminalSignals.emptySignalSet()
    pthread_sigmask(SIG_BLOCK, &blocked, &original)
    defer { pthread_sigmask(SIG_SETMASK, &original, nil) }
    func isBlocked() -> Bool {
      var current = TerminalSignals.emptySignalSet()
      pthread_sigmask(SIG_BLOCK, nil, &current)
      return sigismember(&current, SIGTERM) == 1
    }
    #expect(isBlocked())
    try device.enterFullScreen()
    #expect(!isBlocked())
    device.restore()
    #expect(isBlocked())
  }
}
