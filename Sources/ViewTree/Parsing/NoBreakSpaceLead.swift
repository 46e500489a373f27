#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A line copied from a rendered page, whose leading spaces arrived as no-break spaces
/// (U+00A0, the page's `&nbsp;`), also between depth markers, or as other Unicode spaces: a
/// CJK page's ideographic space (U+3000), typography's en to hair spaces (U+2000 to U+200A)
/// and narrow no-break space (U+202F). Each is read as one space, in the lead and between the
/// row's words alike.
enum NoBreakSpaceLead {
  /// True when the lead of `line` (spaces, tabs, `|` markers and a Swift Mirror entry's `-`)
  /// holds a no-break or other Unicode space, or a full-width `｜` marker (U+FF5C, a CJK
  /// editor's input method's pipe).
  /// - Complexity: O(lead length).
  static func hasNoBreakSpace(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    leadEnd(line).found
  }

  /// True when `line` holds a no-break or other Unicode space anywhere (a lead may come first).
  /// - Complexity: O(line length).
  static func containsUnicodeSpace(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    // memchr finds each candidate lead byte: most lines hold none.
    guard let base = line.baseAddress else { return false }
    for lead: UInt8 in [0xC2, 0xE2, 0xE3] {
      var start = 0
      while start < line.count, let found = memchr(base + start, Int32(lead), line.count - start) {
        let index = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
        if spaceWidth(line, at: index, end: line.count) != nil { return true }
        start = index + 1
      }
    }
    return false
  }

  /// Appends the line with its Unicode spaces made spaces, and a newline, to `output`: those
  /// of the lead, and those between a row's words (`<UIView:` U+00A0 `0x…`, `;` U+00A0
  /// `frame`), where a word processor or a chat app made every space of a pasted dump one.
  /// Those inside a quoted value (`text = 'Apple` U+00A0 `ID'`) are the text's own and stay.
  static func normalize<Output: DecodedOutput>(
    _ line: UnsafeBufferPointer<UInt8>, into output: inout Output
  ) {
    var index = 0
    var quoteOpen = false
    let lead = leadEnd(line).end
    while index < line.count {
      let byte = line[index]
      if index < lead && isFullWidthPipe(line, at: index) {
        output.append(UInt8(ascii: "|"), from: index)
        index += 3
        continue
      }
      if !quoteOpen, let width = spaceWidth(line, at: index, end: line.count) {
        output.append(0x20, from: index)
        index += width
        continue
      }
      if byte == UInt8(ascii: "'") {
        quoteOpen = quoteOpen ? !closesValue(line, at: index) : opensValue(line, at: index)
      }
      output.append(byte, from: index)
      index += 1
    }
    output.append(0x0A, from: line.count)
  }

  /// Whether the quote at `index` opens a value: it follows `=` or `:` and spaces (no-break
  /// ones too).
  private static func opensValue(_ line: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    var before = index - 1
    while before >= 0 {
      let byte = line[before]
      if byte == 0x20 || byte == 0x09 || byte == 0xA0 || byte == 0xC2 {
        before -= 1
      } else {
        return byte == UInt8(ascii: "=") || byte == UInt8(ascii: ":")
      }
    }
    return false
  }

  /// Whether the quote at `index` closes a value: the line ends after it, or `;`, `,` or `>`
  /// follows.
  private static func closesValue(_ line: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    let next = index + 1
    guard next < line.count else { return true }
    let byte = line[next]
    return byte == UInt8(ascii: ";") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: ">")
      || byte == 0x0D
  }

  private static func leadEnd(_ line: UnsafeBufferPointer<UInt8>) -> (end: Int, found: Bool) {
    var index = 0
    var found = false
    while index < line.count {
      let byte = line[index]
      if byte == 0x20 || byte == 0x09 || byte == UInt8(ascii: "|") || byte == UInt8(ascii: "-") {
        index += 1
      } else if isFullWidthPipe(line, at: index) {
        found = true
        index += 3
      } else if let width = spaceWidth(line, at: index, end: line.count) {
        found = true
        index += width
      } else {
        break
      }
    }
    return (index, found)
  }

  /// Whether `｜` (U+FF5C, bytes EF BD 9C) starts at `index`.
  private static func isFullWidthPipe(_ line: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    index + 2 < line.count && line[index] == 0xEF && line[index + 1] == 0xBD
      && line[index + 2] == 0x9C
  }

  /// The length in bytes of the no-break or other Unicode space UTF-8 encodes at `index`
  /// (before `end`), nil when there is none.
  private static func spaceWidth(_ line: UnsafeBufferPointer<UInt8>, at index: Int, end: Int)
    -> Int?
  {
    switch line[index] {
    case 0xC2:
      return index + 1 < end && line[index + 1] == 0xA0 ? 2 : nil
    case 0xE2:
      guard index + 2 < end, line[index + 1] == 0x80 else { return nil }
      let last = line[index + 2]
      return (0x80...0x8A).contains(last) || last == 0xAF ? 3 : nil
    case 0xE3:
      return index + 2 < end && line[index + 1] == 0x80 && line[index + 2] == 0x80 ? 3 : nil
    default:
      return nil
    }
  }
}
