#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns the bus error a mapped input raises when another program cuts the file short while it
/// is read (`SourceText` maps files) into an error that names the file, and exit status 2,
/// instead of a crash.
///
/// A program opts in once with `install()` (the CLI does); `SourceText` registers each file it
/// maps. On SIGBUS the handler looks for a registered file now shorter than its mapping: with
/// one, it writes `PATH: error: …` to standard error and exits; with none, the bus error is
/// not an input's, and the default action (a crash report) follows.
public enum MappedFileGuard {
  /// One mapped file: its path, the message naming it, and the size it was mapped with.
  private struct Slot {
    var path: UnsafeMutablePointer<CChar>?
    var message: UnsafeMutablePointer<CChar>?
    var messageLength = 0
    var count = 0
  }

  /// Files mapped at once beyond this are not watched (a folder diff maps two per core).
  private static let capacity = 64

  // Fixed storage the handler can read without allocating; guarded by `lock` for changes.
  nonisolated(unsafe) private static let slots: UnsafeMutablePointer<Slot> = {
    let slots = UnsafeMutablePointer<Slot>.allocate(capacity: capacity)
    slots.initialize(repeating: Slot(), count: capacity)
    return slots
  }()
  nonisolated(unsafe) private static let lock: UnsafeMutablePointer<pthread_mutex_t> = {
    let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    lock.initialize(to: pthread_mutex_t())
    pthread_mutex_init(lock, nil)
    return lock
  }()
  nonisolated(unsafe) private static var isInstalled = false

  /// Installs the SIGBUS handler. Call it once, before reading files, from the main thread.
  public static func install() {
    _ = slots
    _ = lock
    isInstalled = true
    signal(SIGBUS, handleBusError)
  }

  /// Watches a file mapped with `count` bytes; returns the token `unregister` takes, or nil
  /// when nothing is installed or every slot is taken.
  static func register(path: String, count: Int) -> Int? {
    guard isInstalled else { return nil }
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    guard let free = (0..<capacity).first(where: { slots[$0].path == nil }) else { return nil }
    let message =
      "\(path): error: the file was cut short while it was read (another program "
      + "changed it); run again once it is written\n"
    slots[free].message = strdup(message)
    slots[free].messageLength = message.utf8.count
    slots[free].count = count
    slots[free].path = strdup(path)
    return free
  }

  static func unregister(_ token: Int) {
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    let path = slots[token].path
    let message = slots[token].message
    slots[token] = Slot()
    free(path)
    free(message)
  }

  /// Only async-signal-safe calls: `stat`, `write`, `signal`, `_exit`.
  private static let handleBusError: @convention(c) (Int32) -> Void = { _ in
    var found = false
    for index in 0..<MappedFileGuard.capacity {
      let slot = MappedFileGuard.slots[index]
      guard let path = slot.path, let message = slot.message else { continue }
      var info = stat()
      if stat(path, &info) != 0 || Int(info.st_size) < slot.count {
        _ = write(STDERR_FILENO, message, slot.messageLength)
        found = true
      }
    }
    if found { _exit(2) }
    // Not an input cut short: the faulting access runs again under the default action.
    signal(SIGBUS, SIG_DFL)
  }
}
