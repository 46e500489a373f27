/// The lines still to come in a diff's hunk: `@@ -12,4 +12,5 @@` says how many lines of the old
/// and the new side follow, each behind a column of its own (` ` both, `-` old, `+` new).
///
/// swift-snapshot-testing prints its failure diffs with typography: the minus sign U+2212
/// (`@@ −1,4 +1,4 @@`, `−` before a removed line) and the figure space U+2007 before a kept
/// one; those columns are three bytes wide.
struct DiffHunk: Equatable {
  /// How a line inside the hunk counts.
  enum Side {
    /// On both sides (` `, or an empty line some tools leave for a blank context line).
    case kept
    case added
    case removed
    /// `\ No newline at end of file`: a line of neither side.
    case marker
  }

  var oldLines = 0
  var newLines = 0

  var isOpen: Bool { oldLines > 0 || newLines > 0 }

  /// The hunk a header line opens, or nil when the line is no hunk header.
  init?(header line: UnsafeBufferPointer<UInt8>) {
    var index = 0
    func read(_ text: String) -> Bool {
      let expected = Array(text.utf8)
      guard line[index...].starts(with: expected) else { return false }
      index += expected.count
      return true
    }
    func number() -> Int? {
      let start = index
      var value = 0
      while index < line.count, line[index] >= 0x30, line[index] <= 0x39, index - start < 9 {
        value = value * 10 + Int(line[index] - 0x30)
        index += 1
      }
      return index > start ? value : nil
    }
    // A count left out means one line.
    func count() -> Int? {
      guard number() != nil else { return nil }
      return read(",") ? number() : 1
    }
    guard read("@@ "), read("-") || read("\u{2212}"), let old = count(), read(" +"),
      let new = count(), read(" @@")
    else {
      return nil
    }
    oldLines = old
    newLines = new
  }

  init() {}

  /// Counts a line of the hunk by its column (nil: the line is no hunk line, the hunk ends
  /// before it), and says how many bytes the column takes.
  mutating func take(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> (side: Side, width: Int)? {
    guard let first = line.first else {
      take(.kept)
      return (.kept, 0)
    }
    let side: Side
    var width = 1
    switch first {
    case UInt8(ascii: " "): side = .kept
    case UInt8(ascii: "+"): side = .added
    case UInt8(ascii: "-"): side = .removed
    case UInt8(ascii: "\\"): return (.marker, 1)
    case 0xE2 where line.dropFirst().starts(with: [0x88, 0x92]):
      side = .removed
      width = 3
    case 0xE2 where line.dropFirst().starts(with: [0x80, 0x87]):
      side = .kept
      width = 3
    default:
      self = DiffHunk()
      return nil
    }
    take(side)
    return (side, width)
  }

  private mutating func take(_ side: Side) {
    if side != .added { oldLines = max(0, oldLines - 1) }
    if side != .removed { newLines = max(0, newLines - 1) }
  }
}
