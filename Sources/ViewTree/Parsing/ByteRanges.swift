/// Small byte-range helpers shared by the readers.
enum ByteRanges {
  static func trim(_ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper && isSpace(bytes[lower]) { lower += 1 }
    while upper > lower && isSpace(bytes[upper - 1]) { upper -= 1 }
    return lower..<upper
  }

  /// A line's text without its trailing spaces, tabs and the `\r` of a CRLF ending (done for
  /// every input line), nor a line-continuation mark after a space (` \`, as a shell command
  /// or a macro pasted around the dump ends its lines).
  @inline(__always)
  static func trimTrailing(_ line: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
    var end = line.upperBound
    while end > line.lowerBound {
      let byte = bytes[end - 1]
      if byte == UInt8(ascii: "\\") && end - 2 >= line.lowerBound && isSpace(bytes[end - 2]) {
        end -= 1
        continue
      }
      guard byte == 0x20 || byte == 0x09 || byte == 0x0D else { break }
      end -= 1
    }
    return line.lowerBound..<end
  }

  /// A line's text without its leading and trailing spaces and tabs, nor a CRLF's `\r`.
  static func trimLine(_ line: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
    let text = trimTrailing(line, bytes)
    var start = text.lowerBound
    while start < text.upperBound && isSpace(bytes[start]) { start += 1 }
    return start..<text.upperBound
  }

  static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

  /// How many more `open` than `close` bytes `range` holds (negative when it closes more).
  static func balance(
    _ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>, open: UInt8, close: UInt8
  ) -> Int {
    var balance = 0
    for byte in bytes[range] {
      if byte == open {
        balance += 1
      } else if byte == close {
        balance -= 1
      }
    }
    return balance
  }

  static func isDigit(_ byte: UInt8) -> Bool { byte &- 48 < 10 }

  static func isHexDigit(_ byte: UInt8) -> Bool { byte &- 48 < 10 || (byte | 0x20) &- 97 < 6 }

  /// The first byte of a class name, as the line grammar's headers read one: a letter, `_`, `$`.
  static func isClassNameStart(_ byte: UInt8) -> Bool {
    (byte | 0x20) &- 97 < 26 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
  }

  /// A byte of a class name after its first: anything but spaces and `:;<>,()'"`.
  static func isClassNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, UInt8(ascii: ":"), UInt8(ascii: ";"),
      UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: ","), UInt8(ascii: "("),
      UInt8(ascii: ")"), UInt8(ascii: "'"), UInt8(ascii: "\""):
      return false
    default: return true
    }
  }

  static func isWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    bytes[range].allSatisfy(isSpace)
  }

  static func startsWith(
    _ range: Range<Int>, _ text: StaticString, _ bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    let count = text.utf8CodeUnitCount
    guard range.count >= count else { return false }
    return ByteText.equals(bytes[range.lowerBound..<(range.lowerBound + count)], text)
  }

  static func endsWith(
    _ range: Range<Int>, _ text: StaticString, _ bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    let count = text.utf8CodeUnitCount
    guard range.count >= count else { return false }
    return ByteText.equals(bytes[(range.upperBound - count)..<range.upperBound], text)
  }

  /// The number of `|` and `+` depth markers in `range`.
  static func countMarkers(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
    var count = 0
    for index in range where bytes[index] == UInt8(ascii: "|") || bytes[index] == UInt8(ascii: "+")
    {
      count += 1
    }
    return count
  }

  /// Skips indentation and comment marks (`//`, `/*`, `*`, `#`).
  static func skipCommentPrefix(_ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var index = range.lowerBound
    while index < range.upperBound {
      switch bytes[index] {
      case 0x20, 0x09, UInt8(ascii: "/"), UInt8(ascii: "*"), UInt8(ascii: "#"): index += 1
      default: return index
      }
    }
    return index
  }
}
