import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Buffered writes to standard output, flushed in large chunks (a million lines is common).
struct StandardOutput {
  private var buffer: [UInt8] = []

  init() { buffer.reserveCapacity(1 << 16) }

  mutating func line(_ text: String) {
    append(text)
    endLine()
  }

  /// Appends `text` without a newline; `endLine()` ends the line.
  mutating func append(_ text: String) {
    buffer.append(contentsOf: text.utf8)
  }

  mutating func append(_ number: Int) {
    append(String(number))
  }

  mutating func endLine() {
    buffer.append(0x0A)
    if buffer.count >= 1 << 16 { flush() }
  }

  mutating func write(_ bytes: [UInt8]) {
    flush()
    Self.writeAll(bytes)
  }

  mutating func flush() {
    Self.writeAll(buffer)
    buffer.removeAll(keepingCapacity: true)
  }

  private static func writeAll(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let written = Foundation.write(STDOUT_FILENO, raw.baseAddress! + offset, raw.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return
        }
        offset += written
      }
    }
  }

  /// Whether standard output is a terminal (not a pipe or a file).
  static var isTerminal: Bool { isatty(STDOUT_FILENO) != 0 }

  /// Whether to color: standard output is a terminal, NO_COLOR is unset, and not `--no-color`.
  static func wantsColor(disabledByFlag: Bool) -> Bool {
    if disabledByFlag { return false }
    if let noColor = ProcessInfo.processInfo.environment["NO_COLOR"], !noColor.isEmpty {
      return false
    }
    return isTerminal
  }
}
