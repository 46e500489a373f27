/// The lines still to come in a diff's hunk: `@@ -12,4 +12,5 @@` says how many lines of the old
/// and the new side follow, each behind a column of its own (` ` both, `-` old, `+` new).
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
    guard read("@@ -"), let old = count(), read(" +"), let new = count(), read(" @@") else {
      return nil
    }
    oldLines = old
    newLines = new
  }

  init() {}

  /// Counts a line of the hunk by its first byte (nil: the line is no hunk line, the hunk
  /// ends before it).
  mutating func take(_ first: UInt8?) -> Side? {
    let side: Side
    switch first {
    case nil, UInt8(ascii: " "): side = .kept
    case UInt8(ascii: "+"): side = .added
    case UInt8(ascii: "-"): side = .removed
    case UInt8(ascii: "\\"): return .marker
    default:
      self = DiffHunk()
      return nil
    }
    if side != .added { oldLines = max(0, oldLines - 1) }
    if side != .removed { newLines = max(0, newLines - 1) }
    return side
  }
}
