import Foundation
import ViewTree

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard output as an `OutputBuffer` (`buffer`, which writers write to) flushed to the
/// file descriptor in large blocks (a million lines is common), with line helpers for the
/// commands' own text. Commands call `flush()` once at the end.
struct StandardOutput {
  var buffer = OutputBuffer(blockSize: 1 << 16, sink: StandardOutput.writeAll)

  mutating func line(_ text: String) { buffer.line(text) }

  /// Appends `text` without a newline; `endLine()` ends the line.
  mutating func append(_ text: String) { buffer.append(text) }

  mutating func append(_ number: Int) { buffer.append(number) }

  mutating func endLine() { buffer.append(UInt8(0x0A)) }

  mutating func flush() { buffer.flush() }

  /// Writes `bytes` to standard output, retrying after interruptions; errors (a closed pipe)
  /// end the writing silently.
  static func writeAll(_ bytes: [UInt8]) {
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
