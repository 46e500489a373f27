/// A description that a paste hard-wrapped (a mail client or a forum breaking a long row at a
/// space, `frame = (0 0;` then `182 44); …` on the next line), put back on one line: each line
/// break, with the spaces around it, becomes one space. The break stood where a space was, so
/// the values read as printed. Quoted texts keep theirs: a label's text may hold line breaks
/// of its own, which UIKit prints as they are.
enum UnwrappedText {
  /// `bytes` on one line, leaving the line breaks inside `kept` (absolute indices into the
  /// same buffer) alone; nil when there is nothing to join.
  /// - Complexity: O(bytes.count + kept.count).
  static func unwrapped(
    _ bytes: Slice<UnsafeBufferPointer<UInt8>>, keeping kept: [Range<Int>] = []
  ) -> [UInt8]? {
    guard bytes.contains(0x0A) else { return nil }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var keptRanges = kept[...]
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      while let first = keptRanges.first, first.upperBound <= index {
        keptRanges = keptRanges.dropFirst()
      }
      let isKept = keptRanges.first.map { $0.contains(index) } ?? false
      guard byte == 0x0A, !isKept else {
        result.append(byte)
        index += 1
        continue
      }
      while let last = result.last, isBlank(last) || last == 0x0D { result.removeLast() }
      index += 1
      while index < bytes.endIndex && isBlank(bytes[index]) { index += 1 }
      result.append(UInt8(ascii: " "))
    }
    return result
  }

  /// Which value ranges of a description's properties are quoted texts (`'…'`, `"…"`, `‘…’`,
  /// `“…”`): their line breaks are their own.
  static func quotedValues(
    of record: NodeRecord, in bytes: UnsafeBufferPointer<UInt8>
  ) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    DescriptionScanner(bytes).forEachProperty(
      from: Int(record.body.start), to: Int(record.body.end), dropsCutItem: !record.isClosed
    ) { _, value in
      if let first = bytes[value].first, isQuote(first) { ranges.append(value) }
      return true
    }
    return ranges
  }

  private static func isBlank(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
  }

  /// `'`, `"`, or the lead byte of a typographic quote (U+2018…U+201D).
  static func isQuote(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") || byte == 0xE2
  }
}

extension Node {
  /// The description on one line (`UnwrappedText`): its quoted texts keep their line breaks.
  var unwrappedDescriptionText: String {
    hierarchy.text.withUnsafeBufferPointer { bytes in
      let description = bytes[record.description.range]
      let kept = description.contains(0x0A) ? UnwrappedText.quotedValues(of: record, in: bytes) : []
      guard let joined = UnwrappedText.unwrapped(description, keeping: kept) else {
        return String(decoding: description, as: UTF8.self)
      }
      return String(decoding: joined, as: UTF8.self)
    }
  }
}
