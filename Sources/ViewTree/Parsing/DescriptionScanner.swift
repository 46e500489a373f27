/// Walks the inside of a `<…>` description byte by byte, tracking the nesting of `()`, `[]`,
/// `{}`, `<>` and quoted text, so that `;` and `>` are only seen where they are structural.
///
/// UIKit does not escape quotes in text (`text = 'What's'`), so a quote opened at the start of
/// a value only closes at a `'` followed by `;`, `>` or the end of the text.
struct DescriptionScanner {
  private let bytes: UnsafeBufferPointer<UInt8>

  init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  /// Where a description whose `<` is already open closes.
  struct Closing {
    /// The index of the closing `>`, nil when the text ends first (a truncated line).
    var index: Int?
    /// True when the text ended inside quoted text (it may continue on the next line).
    var endsInQuote: Bool
  }

  /// Finds the `>` that closes a description whose `<` is already open, searching from
  /// `start` up to `end`.
  /// - Complexity: O(end - start).
  func closingBracket(from start: Int, to end: Int) -> Closing {
    var index = start
    var angle = 1
    var round = 0
    var quote: UInt8 = 0
    var previous: UInt8 = 0
    while index < end {
      let byte = bytes[index]
      if quote != 0 {
        if byte == quote && closesQuote(quote, at: index, end: end) { quote = 0 }
      } else {
        switch byte {
        case UInt8(ascii: "'"), UInt8(ascii: "\""):
          if previous == UInt8(ascii: "=") || previous == UInt8(ascii: ":") { quote = byte }
        case UInt8(ascii: "<"): angle += 1
        case UInt8(ascii: ">"):
          // `=>` and `->` are arrows in descriptions, not brackets.
          if round == 0 && previous != UInt8(ascii: "-") {
            angle -= 1
            if angle == 0 { return Closing(index: index, endsInQuote: false) }
          }
        case UInt8(ascii: "("): round += 1
        case UInt8(ascii: ")"): if round > 0 { round -= 1 }
        default: break
        }
      }
      if byte != UInt8(ascii: " ") { previous = byte }
      index += 1
    }
    return Closing(index: nil, endsInQuote: quote != 0)
  }

  /// Calls `body` with the key and value ranges of each top-level `key = value` (or
  /// `key: value`) item between `start` and `end`, split at top-level `; `. Stops when `body`
  /// returns false. Items without a separator have an empty value range.
  /// - Complexity: O(end - start).
  func forEachProperty(
    from start: Int, to end: Int, _ body: (_ key: Range<Int>, _ value: Range<Int>) -> Bool
  ) {
    var itemStart = start
    var separator: Range<Int>? = nil
    var depth = 0
    var quote: UInt8 = 0
    var previous: UInt8 = 0
    var index = start
    while index <= end {
      let atEnd = index == end
      let byte = atEnd ? UInt8(ascii: ";") : bytes[index]
      if quote != 0 && !atEnd {
        if byte == quote && closesQuote(quote, at: index, end: end) { quote = 0 }
      } else if depth > 0 && !atEnd {
        switch byte {
        case UInt8(ascii: "<"), UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
          depth += 1
        case UInt8(ascii: ">"), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
          if previous != UInt8(ascii: "-") { depth -= 1 }
        case UInt8(ascii: "'"), UInt8(ascii: "\""):
          if previous == UInt8(ascii: "=") || previous == UInt8(ascii: ":") { quote = byte }
        default: break
        }
      } else {
        switch byte {
        case UInt8(ascii: ";")
        where atEnd || index + 1 == end || bytes[index + 1] == UInt8(ascii: " "):
          if !emit(itemStart..<index, separator: separator, body) { return }
          itemStart = index + 1
          separator = nil
        case UInt8(ascii: "="):
          if separator == nil { separator = index..<(index + 1) }
        case UInt8(ascii: ":")
        where separator == nil && index + 1 < end && bytes[index + 1] == UInt8(ascii: " "):
          separator = index..<(index + 1)
        case UInt8(ascii: "<"), UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
          depth += 1
        case UInt8(ascii: "'"), UInt8(ascii: "\""):
          if previous == UInt8(ascii: "=") || previous == UInt8(ascii: ":") { quote = byte }
        default: break
        }
      }
      if byte != UInt8(ascii: " ") { previous = byte }
      index += 1
    }
  }

  private func emit(
    _ item: Range<Int>, separator: Range<Int>?, _ body: (Range<Int>, Range<Int>) -> Bool
  ) -> Bool {
    let trimmed = trim(item)
    if trimmed.isEmpty { return true }
    guard let separator, separator.lowerBound >= trimmed.lowerBound else {
      return body(trimmed, trimmed.upperBound..<trimmed.upperBound)
    }
    let key = trim(trimmed.lowerBound..<separator.lowerBound)
    let value = trim(separator.upperBound..<trimmed.upperBound)
    return body(key, value)
  }

  private func trim(_ range: Range<Int>) -> Range<Int> {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper && isSpace(bytes[lower]) { lower += 1 }
    while upper > lower && isSpace(bytes[upper - 1]) { upper -= 1 }
    return lower..<upper
  }

  private func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
  }

  /// A quote closes when followed by `;`, `>`, `,` or the end: an apostrophe inside the text
  /// (`What's`) is followed by a letter.
  private func closesQuote(_ quote: UInt8, at index: Int, end: Int) -> Bool {
    if quote == UInt8(ascii: "\"") { return index == 0 || bytes[index - 1] != UInt8(ascii: "\\") }
    let next = index + 1
    if next >= end { return true }
    switch bytes[next] {
    case UInt8(ascii: ";"), UInt8(ascii: ">"), UInt8(ascii: ","), UInt8(ascii: "'"): return true
    case UInt8(ascii: " "):
      // `'text' >` or `'text' (layer)` style endings.
      return next + 1 >= end || bytes[next + 1] == UInt8(ascii: ">")
    default: return false
    }
  }
}
