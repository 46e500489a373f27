#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal itself: the only type that reads keys from it or writes to it.
///
/// It opens the controlling terminal (`/dev/tty`) rather than standard input and output, so keys
/// arrive even when the input is a pipe, as in `less` and `fzf`. In full screen the terminal is
/// in raw mode on the alternate screen; it is given back by `restore()`, at exit, and before the
/// program ends on SIGINT, SIGTERM, SIGHUP, SIGQUIT or a crash. Ctrl-C, Ctrl-Z and Ctrl-\ keep
/// their usual meaning (signals; see `setInterruptSignal` for Ctrl-C); Ctrl-Z gives the terminal
/// back while stopped and takes it again on `fg`. Only one device can be in full screen at a
/// time.
public final class TerminalDevice {
  private let fileDescriptor: Int32
  private let wakeReader: Int32
  private let wakeWriter: Int32
  private var repaintPending = false

  /// True once the terminal has gone away (end of file or hangup); `read` then only waits.
  public private(set) var isClosed = false

  public init(path: String = "/dev/tty") throws {
    fileDescriptor = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard fileDescriptor >= 0 else {
      throw TerminalError("no terminal: cannot open \(path): \(Self.lastError())")
    }
    guard isatty(fileDescriptor) != 0 else {
      close(fileDescriptor)
      throw TerminalError("no terminal: \(path) is not a terminal")
    }
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else {
      let error = TerminalError("cannot create a pipe: \(Self.lastError())")
      close(fileDescriptor)
      throw error
    }
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    (wakeReader, wakeWriter) = (ends[0], ends[1])
  }

  deinit {
    restore()
    close(wakeReader)
    close(wakeWriter)
    close(fileDescriptor)
  }

  /// Whether a file descriptor (say standard output) is a terminal.
  public static func isTerminal(_ fileDescriptor: Int32) -> Bool {
    isatty(fileDescriptor) != 0
  }

  /// Raw mode (no echo, no line editing, signals kept), alternate screen, cursor hidden; with
  /// `reportsMouse`, clicks and wheel steps arrive as `Key.mouse`.
  public func enterFullScreen(reportsMouse: Bool = false) throws {
    guard !TerminalSignals.isFullScreen else {
      guard TerminalSignals.fileDescriptor == fileDescriptor else {
        throw TerminalError("another terminal device is in full screen")
      }
      return
    }
    var settings = termios()
    guard tcgetattr(fileDescriptor, &settings) == 0 else {
      throw TerminalError("cannot read the terminal settings: \(Self.lastError())")
    }
    var raw = settings
    cfmakeraw(&raw)
    raw.c_lflag |= tcflag_t(ISIG)
    TerminalSignals.fileDescriptor = fileDescriptor
    TerminalSignals.wakeDescriptor = wakeWriter
    TerminalSignals.savedSettings = settings
    TerminalSignals.rawSettings = raw
    TerminalSignals.setBytes(reportsMouse: reportsMouse)
    TerminalSignals.install()
    guard TerminalSignals.enterFullScreen() else {
      TerminalSignals.uninstall()
      throw TerminalError("cannot set the terminal to raw mode: \(Self.lastError())")
    }
  }

  /// Whether Ctrl-C sends SIGINT (the default in full screen) or arrives as a key, as a prompt
  /// wants it: Ctrl-C then cancels the prompt instead of quitting. Only the interrupt character
  /// is turned off, so Ctrl-Z and Ctrl-\\ keep their signals. Does nothing when not in full
  /// screen.
  public func setInterruptSignal(_ enabled: Bool) {
    guard TerminalSignals.isFullScreen, TerminalSignals.fileDescriptor == fileDescriptor else {
      return
    }
    var raw = TerminalSignals.rawSettings
    let interrupt =
      enabled ? Self.controlCharacter(VINTR, of: TerminalSignals.savedSettings) : Self.disabled
    withUnsafeMutableBytes(of: &raw.c_cc) { $0[Int(VINTR)] = interrupt }
    // Kept for a Ctrl-Z and `fg`, which set the raw settings again.
    TerminalSignals.rawSettings = raw
    _ = tcsetattr(fileDescriptor, TCSANOW, &raw)
  }

  /// The value of a special character that turns it off (`_POSIX_VDISABLE`, which Swift does
  /// not import).
  #if canImport(Darwin)
    private static let disabled: cc_t = 0xFF
  #else
    private static let disabled: cc_t = 0
  #endif

  private static func controlCharacter(_ index: Int32, of settings: termios) -> cc_t {
    withUnsafeBytes(of: settings.c_cc) { $0[Int(index)] }
  }

  /// Leaves full screen and gives back the terminal settings; does nothing when not in it.
  public func restore() {
    guard TerminalSignals.isFullScreen, TerminalSignals.fileDescriptor == fileDescriptor else {
      return
    }
    TerminalSignals.leaveFullScreen()
    TerminalSignals.uninstall()
  }

  /// Columns and rows; 80×24 when the terminal does not say.
  public var size: (width: Int, height: Int) {
    var size = winsize()
    guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0
    else { return (80, 24) }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// Waits up to `timeoutMilliseconds` (negative: forever) for input and returns what arrived;
  /// `[]` on timeout, on a resize (see `takeResize()`) or once the terminal is closed.
  public func read(timeoutMilliseconds: Int) -> [UInt8] {
    let timeout = Int32(clamping: timeoutMilliseconds)
    var descriptors = [
      pollfd(fd: wakeReader, events: Int16(POLLIN), revents: 0),
      pollfd(fd: isClosed ? -1 : fileDescriptor, events: Int16(POLLIN), revents: 0),
    ]
    guard poll(&descriptors, nfds_t(descriptors.count), timeout) > 0 else { return [] }
    if descriptors[0].revents != 0 {
      drainWakeups()
      return []
    }
    let events = Int32(descriptors[1].revents)
    guard events & Int32(POLLIN) != 0 else {
      if events & Int32(POLLHUP | POLLERR | POLLNVAL) != 0 { isClosed = true }
      return []
    }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = buffer.withUnsafeMutableBytes {
      systemRead(fileDescriptor, $0.baseAddress, $0.count)
    }
    if count > 0 { return Array(buffer[..<count]) }
    if count == 0 || (errno != EINTR && errno != EAGAIN) { isClosed = true }
    return []
  }

  public func write(_ bytes: [UInt8]) {
    guard !isClosed else { return }
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = systemWrite(
          fileDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else {
          isClosed = true
          return
        }
        offset += written
      }
    }
  }

  /// True once after each resize, and after the program was continued from Ctrl-Z: the screen
  /// must then be drawn in full (`ScreenDiff.ansi(from: nil, to:)`).
  public func takeResize() -> Bool {
    drainWakeups()
    defer { repaintPending = false }
    return repaintPending
  }

  private func drainWakeups() {
    var byte: UInt8 = 0
    while systemRead(wakeReader, &byte, 1) > 0 { repaintPending = true }
  }

  private static func lastError() -> String {
    String(cString: strerror(errno))
  }
}

// The device's own `read` and `write` hide the C functions inside the class.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
