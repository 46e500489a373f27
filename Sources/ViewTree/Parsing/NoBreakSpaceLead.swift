/// A line copied from a rendered page, whose leading spaces arrived as no-break spaces
/// (U+00A0, the page's `&nbsp;`), also between depth markers.
enum NoBreakSpaceLead {
  /// True when the lead of `line` (spaces, tabs, `|` markers and a Swift Mirror entry's `-`)
  /// holds a no-break space.
  /// - Complexity: O(lead length).
  static func hasNoBreakSpace(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    leadEnd(line).found
  }

  /// Appends the line with the lead's no-break spaces made spaces, and a newline, to `output`.
  /// No-break spaces after the lead are text (a label's) and stay.
  static func normalize<Output: DecodedOutput>(
    _ line: UnsafeBufferPointer<UInt8>, into output: inout Output
  ) {
    let end = leadEnd(line).end
    var index = 0
    while index < end {
      if line[index] == 0xC2 && index + 1 < end && line[index + 1] == 0xA0 {
        output.append(0x20, from: index)
        index += 2
      } else {
        output.append(line[index], from: index)
        index += 1
      }
    }
    for rest in end..<line.count { output.append(line[rest], from: rest) }
    output.append(0x0A, from: line.count)
  }

  private static func leadEnd(_ line: UnsafeBufferPointer<UInt8>) -> (end: Int, found: Bool) {
    var index = 0
    var found = false
    while index < line.count {
      let byte = line[index]
      if byte == 0x20 || byte == 0x09 || byte == UInt8(ascii: "|") || byte == UInt8(ascii: "-") {
        index += 1
      } else if byte == 0xC2 && index + 1 < line.count && line[index + 1] == 0xA0 {
        found = true
        index += 2
      } else {
        break
      }
    }
    return (index, found)
  }
}
