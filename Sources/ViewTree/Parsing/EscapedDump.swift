#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A whole dump printed as one escaped string literal (lldb printing a Swift `String`):
/// rows separated by the two characters `\n`, quotes written `\'`.
enum EscapedDump {
  /// True when the line holds at least two escaped newlines each followed by a row start.
  /// - Complexity: O(line length).
  static func isEscapedDump(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    // Nearly every line has no backslash at all: memchr answers that without a byte loop.
    guard let base = line.baseAddress, memchr(base, Int32(UInt8(ascii: "\\")), line.count) != nil
    else { return false }
    var rows = 0
    var index = 0
    let count = line.count
    while index + 1 < count {
      if line[index] == UInt8(ascii: "\\") && line[index + 1] == UInt8(ascii: "n") {
        var next = index + 2
        while next < count && line[next] == 0x20 { next += 1 }
        if next < count {
          let byte = line[next]
          // `|` markers, a `<` description, or any indented text row.
          if byte == UInt8(ascii: "|") || byte == UInt8(ascii: "<") || next > index + 2 {
            rows += 1
            if rows >= 2 { return true }
          }
        }
        index = next
      } else {
        index += 1
      }
    }
    return false
  }

  /// Appends the unescaped text to `output`, without the wrapping quotes of the literal.
  static func unescape(_ line: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
    var start = 0
    var end = line.count
    if end - start >= 2 && line[start] == UInt8(ascii: "\"") && line[end - 1] == UInt8(ascii: "\"")
    {
      start += 1
      end -= 1
    }
    var index = start
    while index < end {
      let byte = line[index]
      if byte == UInt8(ascii: "\\") && index + 1 < end {
        let next = line[index + 1]
        switch next {
        case UInt8(ascii: "n"): output.append(0x0A)
        case UInt8(ascii: "t"): output.append(0x09)
        case UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "\\"): output.append(next)
        default:
          // `\u…` and others stay as printed: they are part of the values.
          output.append(byte)
          output.append(next)
        }
        index += 2
      } else {
        output.append(byte)
        index += 1
      }
    }
    output.append(0x0A)
  }
}
