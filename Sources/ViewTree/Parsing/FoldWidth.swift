/// The width at which a paste was cut into lines regardless of words, as `fold -w`, a terminal
/// without soft wraps or a fixed-width page cuts it: every line that reached the width goes on
/// at the next line's first character, even inside an address or a number (`<UILabel: 0x10`
/// then `4b3edb0; frame = …`). Such a line is read joined to the next with nothing between
/// them; a line wrapped at a space (a mail client's) is joined with a space instead.
///
/// A cut at a width leaves its mark on the lengths of the lines: several lines (three or more:
/// two may share a width by chance, even in a paste wrapped at spaces) of exactly that
/// width, nearly the longest, and few just shorter (only rows that happened to end there). Lines
/// wrapped at spaces have no such spike: they end anywhere before the width. A dump whose
/// longest rows merely share a length passes too, which is why a line of the width is only
/// joined to the next when it does not end its row (`ChunkParser.linesCut`).
enum FoldWidth {
  /// The narrowest width read as a cut: narrower lines are a dump's short rows.
  static let minimumWidth = 40
  /// How much of the input the widths are counted in: a paste cut at a width is cut all
  /// through, and counting a bounded start keeps big inputs from paying for it.
  static let sampleLength = 1 << 18

  /// The width the start of `bytes` was cut at, or nil when its lines show no cut.
  /// - Complexity: O(min(bytes.count, sampleLength)).
  static func detect(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var counts: [Int: Int] = [:]
    var lines = LineIterator(bytes, range: 0..<min(bytes.count, sampleLength))
    while let line = lines.next() {
      let width = width(of: line, in: bytes)
      if width >= minimumWidth { counts[width, default: 0] += 1 }
    }
    // A cut leaves few longer lines (only some holding characters that `fold` counts as
    // several bytes), and lines of its width stand out of those just shorter, which only
    // rows that happened to end there fill. The most common width that does is the cut.
    let byCount = counts.sorted { ($0.value, $0.key) > ($1.value, $1.key) }
    for (width, count) in byCount where count >= 3 {
      let wider = counts.reduce(0) { $0 + ($1.key > width ? $1.value : 0) }
      let justShorter = (width - 3..<width).reduce(0) { $0 + counts[$1, default: 0] }
      if wider * 3 <= count && justShorter <= count { return width }
    }
    return nil
  }

  /// A line's width in characters (UTF-8 lead bytes), a tab reaching the next multiple of 8
  /// columns as `fold` and terminals count it, without the `\r` of a CRLF ending.
  /// - Complexity: O(line.count).
  static func width(of line: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var width = 0
    for index in withoutCarriageReturn(line, bytes) {
      let byte = bytes[index]
      if byte == 0x09 {
        width = (width / IndentWidth.tabStop + 1) * IndentWidth.tabStop
      } else if byte & 0xC0 != 0x80 {
        width += 1
      }
    }
    return width
  }

  /// Whether a line fills `width` as some cutter counts it: in characters (`width(of:in:)`),
  /// or, when it holds other than ASCII, in bytes (`fold`), in user-perceived characters (an
  /// emoji sequence is one) or in terminal columns (a CJK character or an emoji takes two).
  /// - Complexity: O(line.count).
  static func fills(_ line: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, width: Int) -> Bool {
    let text = withoutCarriageReturn(line, bytes)
    if Self.width(of: line, in: bytes) == width { return true }
    guard bytes[text].contains(where: { $0 >= 0x80 }) else { return false }
    if text.count == width { return true }
    let string = String(decoding: bytes[text], as: UTF8.self)
    return string.count == width || columns(of: string) == width
  }

  /// The columns a terminal gives `text`: two for a wide character (CJK, Hangul, full-width
  /// forms, most emoji), none for a combining mark, a joiner or a variation selector.
  static func columns(of text: String) -> Int {
    text.unicodeScalars.reduce(0) { total, scalar in
      let value = scalar.value
      switch value {
      case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F, 0x1F3FB...0x1F3FF: return total
      case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
        0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
        return total + 2
      default: return total + 1
      }
    }
  }

  /// A line without the `\r` of a CRLF ending.
  static func withoutCarriageReturn(
    _ line: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>
  ) -> Range<Int> {
    line.upperBound > line.lowerBound && bytes[line.upperBound - 1] == 0x0D
      ? line.lowerBound..<(line.upperBound - 1) : line
  }
}
