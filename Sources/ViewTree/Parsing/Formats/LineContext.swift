#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One line handed to the format readers: where it is in the bytes, its number, and how its
/// spans are shifted when they are stored (lines read from unescaped copies).
struct LineContext {
  let bytes: UnsafeBufferPointer<UInt8>
  /// The line without its trailing spaces, tabs and `\r`.
  let content: Range<Int>
  /// The whole line, as in the input.
  let fullLine: Range<Int>
  let bias: Int
  let lineNumber: Int

  /// The content as its own buffer, the subject of the PCRE2 patterns.
  var subject: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: bytes[content]) }

  /// A span of the content, from offsets relative to the content's start.
  func span(relative range: Range<Int>) -> ByteSpan {
    span(
      absolute: (range.lowerBound + content.lowerBound)..<(range.upperBound + content.lowerBound))
  }

  /// A span from offsets into `bytes`.
  func span(absolute range: Range<Int>) -> ByteSpan {
    ByteSpan((range.lowerBound + bias)..<(range.upperBound + bias))
  }

  /// A record for a node of `format` found on this line, with spans still to fill in.
  func record(format: DumpFormat, kind: NodeKind, markerDepth: Int) -> NodeRecord {
    NodeRecord(
      line: Int32(lineNumber), kind: kind, format: format, markerDepth: Int32(markerDepth),
      source: span(absolute: fullLine), description: .empty, className: .empty, address: .empty,
      body: .empty, tail: .empty, isClosed: true)
  }
}

/// What a format reader made of a line.
enum LineReadOutcome {
  case node(NodeRecord)
  /// A node header follows text that is no known envelope (REPL output, an object echo).
  case notEnvelope(headerOffset: Int)
  /// Depth markers then `<`, but no class name could be read.
  case unreadableHeader(offset: Int)
  /// Not a line of this format.
  case noHeader
}

/// Small byte-range helpers shared by the readers.
enum ByteRanges {
  static func trim(_ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper && isSpace(bytes[lower]) { lower += 1 }
    while upper > lower && isSpace(bytes[upper - 1]) { upper -= 1 }
    return lower..<upper
  }

  static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

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

  /// Whether `needle` occurs in `bytes`; memchr finds candidates for its first byte.
  static func contains(_ needle: StaticString, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let count = needle.utf8CodeUnitCount
    guard let base = bytes.baseAddress, count > 0, bytes.count >= count else { return false }
    let first = Int32(needle.utf8Start[0])
    var offset = 0
    while offset <= bytes.count - count,
      let found = memchr(base + offset, first, bytes.count - count + 1 - offset)
    {
      let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      if ByteText.equals(bytes[index..<(index + count)], needle) { return true }
      offset = index + 1
    }
    return false
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
