/// A description that a paste hard-wrapped (a mail client or a forum breaking a long row at a
/// space, `frame = (0 0;` then `182 44); …` on the next line), put back on one line: each line
/// break, with the spaces around it, becomes one space. The break stood where a space was, so
/// the values read as printed. Quoted texts keep theirs: a label's text may hold line breaks
/// of its own, which UIKit prints as they are.
enum UnwrappedText {
  /// `bytes` on one line, leaving the line breaks inside `kept` (absolute indices into the
  /// same buffer) alone; nil when there is nothing to join. A row pasted in a comment block
  /// repeats its comment marks on each line: `lead` (`commentLead`), where it starts a line
  /// after a break, is dropped with the blanks after it, kept breaks or not.
  /// - Complexity: O(bytes.count + kept.count).
  static func unwrapped(
    _ bytes: Slice<UnsafeBufferPointer<UInt8>>, keeping kept: [Range<Int>] = [],
    lead: ArraySlice<UInt8> = []
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
      guard byte == 0x0A else {
        result.append(byte)
        index += 1
        continue
      }
      if isKept {
        result.append(byte)
      } else {
        while let last = result.last, isBlank(last) || last == 0x0D { result.removeLast() }
        result.append(UInt8(ascii: " "))
      }
      index += 1
      var next = index
      while next < bytes.endIndex && isBlank(bytes[next]) { next += 1 }
      if !lead.isEmpty && bytes[next...].starts(with: lead) {
        next += lead.count
        while next < bytes.endIndex && isBlank(bytes[next]) { next += 1 }
        index = next
      } else if !isKept {
        index = next
      }
    }
    return result
  }

  /// The comment marks a row's first line starts with (`//`, `///`, `#`, `*`, `> >`), which a
  /// row pasted in a comment or a quote repeats on its other lines; empty when there are none.
  static func commentLead(
    of record: NodeRecord, in bytes: UnsafeBufferPointer<UInt8>
  ) -> ArraySlice<UInt8> {
    var start = Int(record.source.start)
    let end = Int(record.description.start)
    while start < end && isBlank(bytes[start]) { start += 1 }
    var stop = start
    while stop < end,
      isMark(bytes[stop])
        || (isBlank(bytes[stop]) && stop + 1 < end
          && isMark(bytes[stop + 1]))
    {
      stop += 1
    }
    return ArraySlice(bytes[start..<stop])
  }

  private static func isMark(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "/") || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "*")
      || byte == UInt8(ascii: ">")
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

  /// A property's value (at `range` in `bytes`) on one line, nil when it has no line break: a
  /// value a paste wrapped (`(0 0;` / `182 44)`); a quoted text keeps its line breaks, without
  /// the comment marks `lead` the paste repeats on each line.
  static func value(
    at range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, lead: ArraySlice<UInt8>
  ) -> [UInt8]? {
    let value = bytes[range]
    guard let first = value.first else { return nil }
    return unwrapped(value, keeping: isQuote(first) ? [range] : [], lead: lead)
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
      guard description.contains(0x0A) else {
        return String(decoding: description, as: UTF8.self)
      }
      let kept = UnwrappedText.quotedValues(of: record, in: bytes)
      let lead = UnwrappedText.commentLead(of: record, in: bytes)
      guard let joined = UnwrappedText.unwrapped(description, keeping: kept, lead: lead) else {
        return String(decoding: description, as: UTF8.self)
      }
      return String(decoding: joined, as: UTF8.self)
    }
  }
}

extension Node {
  /// The body on one line (`UnwrappedText`), without the comment marks a paste repeats on
  /// each line: the fields of another format's row, which it splits at spaces and commas.
  var unwrappedBody: String {
    hierarchy.text.withUnsafeBufferPointer { bytes in
      let body = bytes[record.body.range]
      guard body.contains(0x0A),
        let joined = UnwrappedText.unwrapped(
          body, lead: UnwrappedText.commentLead(of: record, in: bytes))
      else { return String(decoding: body, as: UTF8.self) }
      return String(decoding: joined, as: UTF8.self)
    }
  }
}
