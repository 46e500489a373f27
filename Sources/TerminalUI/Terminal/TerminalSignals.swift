#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What signal handlers need to give the terminal back, kept in globals because a C signal
/// handler cannot capture context. Only async-signal-safe calls (write, tcsetattr, signal,
/// sigprocmask, raise) are made from the handlers.
enum TerminalSignals {
  nonisolated(unsafe) static var fileDescriptor: Int32 = -1
  nonisolated(unsafe) static var wakeDescriptor: Int32 = -1
  nonisolated(unsafe) static var savedSettings = termios()
  nonisolated(unsafe) static var rawSettings = termios()
  nonisolated(unsafe) static var isFullScreen = false
  nonisolated(unsafe) static var previousHandlers: [Int32: (@convention(c) (Int32) -> Void)?] = [:]
  nonisolated(unsafe) static var previousMask = emptySignalSet()
  nonisolated(unsafe) static var exitHandlerInstalled = false

  /// What entering and leaving full screen send; set by `setBytes(reportsMouse:)` before the
  /// handlers that send them are installed.
  nonisolated(unsafe) static var enterBytes: [UInt8] = []
  nonisolated(unsafe) static var leaveBytes: [UInt8] = []

  static func setBytes(reportsMouse: Bool) {
    enterBytes =
      TerminalSequences.enterAlternateScreen + TerminalSequences.hideCursor
      + TerminalSequences.disableLineWrap + (reportsMouse ? TerminalSequences.enableMouse : [])
    leaveBytes =
      (reportsMouse ? TerminalSequences.disableMouse : []) + TerminalSequences.resetStyle
      + TerminalSequences.enableLineWrap + TerminalSequences.showCursor
      + TerminalSequences.leaveAlternateScreen
  }

  /// Signals that end the program: the terminal is restored, then the default action runs
  /// (exit status 128 + n). Crashes are included so a trap does not leave raw mode behind.
  static let terminating = [
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGABRT, SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE,
  ]

  /// Installs the handlers that give the terminal back; `setBytes(reportsMouse:)` must have
  /// run first, since the handlers send `leaveBytes` and `enterBytes`.
  static func install() {
    if !exitHandlerInstalled {
      exitHandlerInstalled = true
      atexit { _ = TerminalSignals.leaveFullScreen() }
    }
    for number in terminating {
      previousHandlers[number] = signal(number, terminate)
    }
    previousHandlers[SIGWINCH] = signal(SIGWINCH, wake)
    previousHandlers[SIGTSTP] = signal(SIGTSTP, suspend)
    // A parent may have started us with these signals blocked (test runners do); handlers of
    // blocked signals never run.
    var handled = emptySignalSet()
    for number in previousHandlers.keys { add(number, to: &handled) }
    pthread_sigmask(SIG_UNBLOCK, &handled, &previousMask)
  }

  static func uninstall() {
    for (number, handler) in previousHandlers {
      signal(number, handler)
    }
    previousHandlers = [:]
    pthread_sigmask(SIG_SETMASK, &previousMask, nil)
  }

  static func emptySignalSet() -> sigset_t {
    #if canImport(Darwin)
      return 0
    #else
      var set = sigset_t()
      sigemptyset(&set)
      return set
    #endif
  }

  static func add(_ number: Int32, to set: inout sigset_t) {
    #if canImport(Darwin)
      set |= 1 << (number - 1)
    #else
      sigaddset(&set, number)
    #endif
  }

  /// Enters raw mode and the alternate screen; callable from a handler.
  @discardableResult
  static func enterFullScreen() -> Bool {
    guard tcsetattr(fileDescriptor, TCSAFLUSH, &rawSettings) == 0 else { return false }
    send(enterBytes)
    isFullScreen = true
    return true
  }

  /// Gives the terminal back; returns whether it was in full screen. Callable from a handler.
  @discardableResult
  static func leaveFullScreen() -> Bool {
    guard isFullScreen else { return false }
    isFullScreen = false
    send(leaveBytes)
    _ = tcsetattr(fileDescriptor, TCSADRAIN, &savedSettings)
    return true
  }

  static func send(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(fileDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return }
        offset += written
      }
    }
  }

  static func poke(_ byte: UInt8) {
    var byte = byte
    _ = write(wakeDescriptor, &byte, 1)
  }

  private static let terminate: @convention(c) (Int32) -> Void = { number in
    TerminalSignals.leaveFullScreen()
    // A handler the program installed before full screen runs next, on the restored terminal
    // (one that reports an input file cut short on SIGBUS, and exits).
    if let previous = TerminalSignals.previousHandlers[number] ?? nil, isFunction(previous) {
      previous(number)
    }
    signal(number, SIG_DFL)
    raise(number)
  }

  /// Whether a handler `signal` returned is a function: not `SIG_DFL` (0), `SIG_IGN` (1) or
  /// `SIG_ERR` (-1).
  private static func isFunction(_ handler: @convention(c) (Int32) -> Void) -> Bool {
    let address = unsafeBitCast(handler, to: Int.self)
    return address != 1 && address != -1 && address != 0
  }

  private static let wake: @convention(c) (Int32) -> Void = { _ in
    TerminalSignals.poke(UInt8(ascii: "w"))
  }

  /// Ctrl-Z: give the terminal back and stop; when continued, take it again and ask for a
  /// full repaint (the screen was used by others meanwhile).
  private static let suspend: @convention(c) (Int32) -> Void = { _ in
    let wasFullScreen = TerminalSignals.leaveFullScreen()
    signal(SIGTSTP, SIG_DFL)
    var set = TerminalSignals.emptySignalSet()
    TerminalSignals.add(SIGTSTP, to: &set)
    sigprocmask(SIG_UNBLOCK, &set, nil)
    raise(SIGTSTP)
    signal(SIGTSTP, TerminalSignals.suspend)
    if wasFullScreen { TerminalSignals.enterFullScreen() }
    TerminalSignals.poke(UInt8(ascii: "c"))
  }
}
