/// Walks the inside of a `<…>` description, tracking the nesting of `()`, `[]`, `{}`, `<>` and
/// quoted text, so that `;` and `>` are only seen where they are structural.
///
/// UIKit does not escape quotes in text (`text = 'What's'`), so a quote opened at the start of
/// a value only closes at a `'` followed by `;`, `>`, `,` or the end of the text.
///
/// This is the hottest loop of everything that reads properties: ordinary bytes are skipped
/// 32 at a time (`SpecialByteFinder`), regular `key = value` items are read from one special
/// byte to the next without keeping the state of a general scan (`regularItem`), and the byte
/// before a special one is only looked at when it matters.
struct DescriptionScanner {
  private let bytes: UnsafeBufferPointer<UInt8>

  init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  /// Where a walk through an open description stopped.
  enum Stop {
    /// At the `>` that closes the description.
    case closed(Int)
    /// At the end, inside quoted text.
    case insideQuote
    /// At the end, outside quoted text.
    case open
  }

  /// Finds the `>` that closes a description whose `<` is already open, searching from
  /// `start` up to `end`; nil when the text ends first (a truncated line).
  /// - Complexity: O(end - start).
  func closingBracket(from start: Int, to end: Int) -> Int? {
    guard case .closed(let index) = walk(from: start, to: end) else { return nil }
    return index
  }

  /// Walks a description whose `<` is already open from `start` up to `end`, and says where
  /// it stopped: a line break inside quoted text (a label's text) is part of the text.
  /// - Complexity: O(end - start).
  func walk(from start: Int, to end: Int) -> Stop {
    var structural = SpecialByteFinder(bytes, .structural)
    var index = start
    var angle = 1
    var round = 0
    while true {
      index = structural.next(from: index, to: end)
      guard index < end else { return .open }
      switch bytes[index] {
      case UInt8(ascii: "'"), UInt8(ascii: "\""):
        if opensQuote(at: index, from: start) {
          guard let close = quoteEnd(from: index, to: end) else { return .insideQuote }
          index = close
        }
      // Angles inside parentheses belong to a list of descriptions (`windows = (…)`).
      case UInt8(ascii: "<"):
        if round == 0 && !isHalfOpenRange(at: index, from: start) { angle += 1 }
      case UInt8(ascii: ">"):
        // `->` is an arrow in descriptions, not a bracket.
        if round == 0 && !isArrow(at: index, from: start) {
          angle -= 1
          if angle == 0 { return .closed(index) }
        }
      case UInt8(ascii: "("): round += 1
      case UInt8(ascii: ")"): if round > 0 { round -= 1 }
      default: break
      }
      index += 1
    }
  }

  /// Whether the text between `cut` and `end`, in a description open at `start`, holds two
  /// words in a row outside quoted text: letters, a single space, letters led by a lowercase
  /// one (`if count`, `label is`, `let isWide`, `UIView dump`), on a line that holds no
  /// property of a description after a `; ` (`; layer = `) and no React Native ` frame = (`.
  /// Descriptions separate their words with `=`, `:`, `;` or `,`
  /// (`Base Style = List Grouped Cell`) but in a few unquoted values (a text field's
  /// `placeholder = Enter your email`, React Native's `text: Forgot your password?`), which a
  /// wrapped row's line carries among its other properties; so such a pair is prose or code
  /// that a truncated row would otherwise take up to some `>`. A line break joins no pair: a
  /// row wrapped at a column may break inside a word (`autores` then `ize = W+H`). React
  /// Native's unquoted ` text: ` value holds words up to the ` frame = ` that follows it, over
  /// any number of lines (`text: Sign in to see your orders and` then `track them frame = …`).
  /// - Complexity: O(end - start).
  func holdsWordPair(from start: Int, after cut: Int, to end: Int) -> Bool {
    var index = start
    var textValues = true
    // The line of the last pair found, and whether it holds a property.
    var line = cut..<cut
    var lineHoldsProperty = false
    while index < end {
      let byte = bytes[index]
      if textValues && byte == UInt8(ascii: "t") && index > start
        && bytes[index - 1] == UInt8(ascii: " ")
        && ByteRanges.startsWith(index..<end, "text: ", bytes)
      {
        // Looked for once: without a ` frame = ` after it, no later `text: ` has one either.
        let rest = UnsafeBufferPointer(rebasing: bytes[index..<end])
        guard let frame = ByteText.firstOffset(of: " frame = ", in: rest) else {
          textValues = false
          index += 1
          continue
        }
        index += frame + 1
        continue
      }
      if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") {
        if opensQuote(at: index, from: start) {
          guard let close = quoteEnd(from: index, to: end) else { return false }
          index = close
        }
      } else if index >= cut && isLetter(byte) && !isNameByte(bytes[index - 1]) {
        var wordEnd = index + 1
        while wordEnd < end && isLetter(bytes[wordEnd]) { wordEnd += 1 }
        var next = wordEnd + 1
        if next < end && bytes[wordEnd] == UInt8(ascii: " ") && isLowercase(bytes[next]) {
          while next < end && isLetter(bytes[next]) { next += 1 }
          if next == end || !isNameByte(bytes[next]) {
            if !line.contains(index) {
              line = self.line(around: index, from: cut, to: end)
              lineHoldsProperty = holdsProperty(line)
            }
            if !lineHoldsProperty { return true }
          }
        }
        index = wordEnd
        continue
      }
      index += 1
    }
    return false
  }

  /// The line `index` is on, within `lower..<upper`.
  private func line(around index: Int, from lower: Int, to upper: Int) -> Range<Int> {
    var start = index
    while start > lower && bytes[start - 1] != 0x0A { start -= 1 }
    var end = index
    while end < upper && bytes[end] != 0x0A { end += 1 }
    return start..<end
  }

  /// Whether `range` holds `; key = ` or `; key: ` (a word of letters, digits and `_`), or
  /// ` frame = (`, the property React Native glues to its unquoted text.
  private func holdsProperty(_ range: Range<Int>) -> Bool {
    var index = range.lowerBound
    while index < range.upperBound {
      if bytes[index] == UInt8(ascii: ";") || bytes[index] == UInt8(ascii: " ") {
        let isFrame = bytes[index] == UInt8(ascii: " ")
        var key = index + 1
        if !isFrame {
          guard key < range.upperBound, bytes[key] == UInt8(ascii: " ") else {
            index += 1
            continue
          }
          key += 1
        }
        var keyEnd = key
        while keyEnd < range.upperBound && isWordByte(bytes[keyEnd]) { keyEnd += 1 }
        let rest = bytes[keyEnd..<range.upperBound]
        if keyEnd > key && !isFrame
          && (rest.starts(with: " = ".utf8) || rest.starts(with: ": ".utf8))
        {
          return true
        }
        if isFrame && ByteText.equals(bytes[key..<keyEnd], "frame")
          && rest.starts(with: " = (".utf8)
        {
          return true
        }
      }
      index += 1
    }
    return false
  }

  /// Calls `body` with the key and value ranges of each top-level `key = value` (or
  /// `key: value`) item between `start` and `end`, split at top-level `; `. Stops when `body`
  /// returns false, or at a top-level `>`: the description's closing bracket, so a body whose
  /// end was presumed at the line's last `>` still yields only the node's own properties.
  /// Items without a separator have an empty value range, except a last one that `end` cut
  /// when `dropsCutItem` (a truncated row's `userInteractionEnabl` is half a key, not a flag).
  /// - Complexity: O(end - start).
  func forEachProperty(
    from start: Int, to end: Int, dropsCutItem: Bool = false,
    _ body: (_ key: Range<Int>, _ value: Range<Int>) -> Bool
  ) {
    // Nearly every item of a real row is `key = value` with a plain, bracketed or quoted
    // value: those are read by `regularItem`, and the first item it cannot read sends the
    // rest of the description to the scan that handles everything.
    var itemStart = start
    var special = SpecialByteFinder(bytes, .property)
    while let item = regularItem(from: itemStart, descriptionStart: start, to: end, &special) {
      if !body(item.key, item.value) { return }
      guard let next = item.next else { return }
      itemStart = next
    }
    scanItems(
      from: itemStart, descriptionStart: start, to: end, dropsCutItem: dropsCutItem, body)
  }

  /// `forEachProperty` from `itemStart`, where an item starts at the top level, handling
  /// every form an item can take.
  private func scanItems(
    from itemStart: Int, descriptionStart start: Int, to end: Int, dropsCutItem: Bool,
    _ body: (_ key: Range<Int>, _ value: Range<Int>) -> Bool
  ) {
    var itemStart = itemStart
    var separator = -1
    var depth = 0
    var index = itemStart
    var special = SpecialByteFinder(bytes, .property)
    while true {
      index = special.next(from: index, to: end)
      guard index < end else { break }
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "'"), UInt8(ascii: "\""):
        if opensQuote(at: index, from: start) {
          guard let close = quoteEnd(from: index, to: end) else {
            index = end
            continue
          }
          index = close
        }
      case UInt8(ascii: "<"):
        if !isHalfOpenRange(at: index, from: start) { depth += 1 }
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
      case UInt8(ascii: ">"), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        let isBracket = byte == UInt8(ascii: ">") && !isArrow(at: index, from: start)
        if depth > 0 && (isBracket || byte != UInt8(ascii: ">")) {
          depth -= 1
        } else if depth == 0 && isBracket {
          _ = emit(itemStart..<index, separator: separator, body)
          return
        }
      case UInt8(ascii: ";") where depth == 0:
        if index + 1 == end || isSpace(bytes[index + 1]) {
          if !emit(itemStart..<index, separator: separator, body) { return }
          itemStart = index + 1
          separator = -1
        }
      case UInt8(ascii: "=") where depth == 0:
        if separator < 0 {
          separator = index
        } else if let next = gluedItemStart(equals: index, separator: separator, end: end) {
          if !emit(itemStart..<next, separator: separator, body) { return }
          itemStart = next
          separator = index
        }
      case UInt8(ascii: ":") where depth == 0:
        if separator < 0 && index + 1 < end && isSpace(bytes[index + 1]) {
          separator = index
        }
      default: break
      }
      index += 1
    }
    if dropsCutItem && separator < 0 { return }
    _ = emit(itemStart..<end, separator: separator, body)
  }

  /// An item read by `regularItem`, and where the next one starts (nil: the description
  /// ended with it).
  private struct RegularItem {
    var key: Range<Int>
    var value: Range<Int>
    var next: Int?
  }

  /// The item at `itemStart` when it has the regular form `key = value` or `key: value`
  /// with a value that is plain text without brackets, quotes or `=`, one bracketed group
  /// without quotes, or quoted text; followed by a `; `, the closing `>` or the end. Nil for
  /// anything else, which `scanItems` reads: this reads exactly what it would, jumping from
  /// one special byte to the next with `special` (the caller's, kept across items).
  /// - Complexity: O(length of the item).
  @inline(__always)
  private func regularItem(
    from itemStart: Int, descriptionStart start: Int, to end: Int,
    _ special: inout SpecialByteFinder
  ) -> RegularItem? {
    let separator = special.next(from: itemStart, to: end)
    guard separator + 1 < end else { return nil }
    switch bytes[separator] {
    case UInt8(ascii: "="): break
    case UInt8(ascii: ":"): guard isSpace(bytes[separator + 1]) else { return nil }
    default: return nil
    }
    let key = trim(itemStart..<separator)
    guard !key.isEmpty else { return nil }
    var index = separator + 1
    while index < end && isSpace(bytes[index]) { index += 1 }
    guard index < end else { return nil }
    let valueStart = index
    switch bytes[index] {
    case UInt8(ascii: "'"):
      guard let close = quoteEnd(from: index, to: end) else { return nil }
      index = close + 1
    case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "<"):
      var depth = 0
      while true {
        switch bytes[index] {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
        case UInt8(ascii: "<"):
          if isHalfOpenRange(at: index, from: start) { return nil }
          depth += 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
        case UInt8(ascii: ">"):
          if isArrow(at: index, from: start) { return nil }
          depth -= 1
        case UInt8(ascii: "'"), UInt8(ascii: "\""): return nil
        default: break  // `:`, `;` and `=` inside the brackets
        }
        index += 1
        if depth == 0 { break }
        index = special.next(from: index, to: end)
        guard index < end else { return nil }
      }
    default:
      // Up to the next special byte that is no `:` (a separator only before one is found).
      index = special.next(from: index, to: end)
      while index < end && bytes[index] == UInt8(ascii: ":") {
        index = special.next(from: index + 1, to: end)
      }
    }
    // What ends the item: `; ` (or `;` at the end), the closing `>`, or the end.
    let next: Int?
    if index == end {
      next = nil
    } else if bytes[index] == UInt8(ascii: ";")
      && (index + 1 == end || isSpace(bytes[index + 1]))
    {
      next = index + 1
    } else if bytes[index] == UInt8(ascii: ">") && !isArrow(at: index, from: start) {
      next = nil
    } else {
      return nil
    }
    var valueEnd = index
    while valueEnd > valueStart && isSpace(bytes[valueEnd - 1]) { valueEnd -= 1 }
    // An empty value, or one that may end with an author's cut mark (`NO …`).
    guard valueEnd > valueStart else { return nil }
    switch bytes[valueEnd - 1] {
    case UInt8(ascii: "."), 0xA6, UInt8(ascii: "]"): return nil
    default: break
    }
    return RegularItem(key: key, value: valueStart..<valueEnd, next: next)
  }

  /// A quote opens text only at the start of a value: right after `=` or `:` (spaces allowed).
  private func opensQuote(at index: Int, from start: Int) -> Bool {
    var previous = index - 1
    // A row wrapped at a column may break between the `=` and its quote.
    while previous >= start && isSpace(bytes[previous]) { previous -= 1 }
    guard previous >= start else { return false }
    return bytes[previous] == UInt8(ascii: "=") || bytes[previous] == UInt8(ascii: ":")
  }

  private func isArrow(at index: Int, from start: Int) -> Bool {
    index > start && bytes[index - 1] == UInt8(ascii: "-")
  }

  /// `..<` is Swift's half-open range in a printed value (`selectedRange = 0..<10`), not a
  /// bracket.
  private func isHalfOpenRange(at index: Int, from start: Int) -> Bool {
    index - 2 >= start && bytes[index - 1] == UInt8(ascii: ".")
      && bytes[index - 2] == UInt8(ascii: ".")
  }

  /// The index of the quote that closes the text opened at `open`, or nil at `end`.
  private func quoteEnd(from open: Int, to end: Int) -> Int? {
    let quote = bytes[open]
    var index = open + 1
    while index < end {
      if bytes[index] == quote && closesQuote(quote, at: index, end: end) { return index }
      index += 1
    }
    return nil
  }

  /// A `'` closes when followed by `;`, `>`, `,`, another quote or the end: an apostrophe
  /// inside the text (`What's`) is followed by a letter. A `"` closes unless escaped.
  private func closesQuote(_ quote: UInt8, at index: Int, end: Int) -> Bool {
    if quote == UInt8(ascii: "\"") { return bytes[index - 1] != UInt8(ascii: "\\") }
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

  private func emit(
    _ item: Range<Int>, separator: Int, _ body: (Range<Int>, Range<Int>) -> Bool
  ) -> Bool {
    let trimmed = trim(item)
    if trimmed.isEmpty { return true }
    guard separator >= trimmed.lowerBound, separator < trimmed.upperBound else {
      if isElision(trimmed) { return true }
      return body(trimmed, trimmed.upperBound..<trimmed.upperBound)
    }
    let key = trim(trimmed.lowerBound..<separator)
    let value = withoutTrailingElision(trim((separator + 1)..<trimmed.upperBound))
    return body(key, value)
  }

  /// Where a second item starts inside an item that already has its separator, found at a
  /// top-level ` = ` after a word: at ` frame = ` after a `key: value` item (React Native's
  /// text views put `text: Hello` before UIKit's own properties with no `;`,
  /// `text: Hello frame = (…)`), or after an author's cut mark (`opaque = NO … layer = <…>`).
  /// Nil when the `=` is the value's.
  private func gluedItemStart(equals: Int, separator: Int, end: Int) -> Int? {
    guard bytes[equals - 1] == UInt8(ascii: " "),
      equals + 1 == end || bytes[equals + 1] == UInt8(ascii: " ")
    else { return nil }
    var wordEnd = equals - 1
    while wordEnd > separator + 1 && bytes[wordEnd - 1] == UInt8(ascii: " ") { wordEnd -= 1 }
    var wordStart = wordEnd
    while wordStart > separator + 1 && isWordByte(bytes[wordStart - 1]) { wordStart -= 1 }
    guard wordStart < wordEnd, isSpace(bytes[wordStart - 1]), !isDigit(bytes[wordStart]) else {
      return nil
    }
    // React Native puts its text where UIKit's first `; ` was, so the text runs up to UIKit's
    // first property, `frame`: an `=` before that is the text's own (`text: a = b frame = …`).
    if bytes[separator] == UInt8(ascii: ":") {
      return ByteText.equals(bytes[wordStart..<wordEnd], "frame") ? wordStart : nil
    }
    let before = trim((separator + 1)..<wordStart)
    // A mark alone is short; testing a long value whole at every `=` would be quadratic.
    let isMark = before.count <= 16 && isElision(before)
    return isMark || withoutTrailingElision(before) != before ? wordStart : nil
  }

  /// A value without an author's cut mark glued to its end (`NO …`, `YES ...`); a value that
  /// is only a mark (`layer = […]`) stays as printed.
  private func withoutTrailingElision(_ value: Range<Int>) -> Range<Int> {
    guard let last = value.last.map({ bytes[$0] }),
      last == UInt8(ascii: ".") || last == 0xA6 || last == UInt8(ascii: "]")
    else { return value }
    var markStart = value.upperBound
    while markStart > value.lowerBound && !isSpace(bytes[markStart - 1]) { markStart -= 1 }
    guard markStart > value.lowerBound, isElision(markStart..<value.upperBound) else {
      return value
    }
    return trim(value.lowerBound..<markStart)
  }

  private func isWordByte(_ byte: UInt8) -> Bool {
    (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || isDigit(byte)
      || byte == UInt8(ascii: "_")
  }

  /// A byte of a name: `$` too, as in SwiftUI's generic class names.
  private func isNameByte(_ byte: UInt8) -> Bool { isWordByte(byte) || byte == UInt8(ascii: "$") }

  private func isLetter(_ byte: UInt8) -> Bool {
    byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")
  }

  private func isLowercase(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// Where an author cut a row by hand (`...`, `…`, `[…]`): the mark is no flag of the view.
  private func isElision(_ item: Range<Int>) -> Bool {
    var lower = item.lowerBound
    var upper = item.upperBound
    if upper - lower > 2 && bytes[lower] == UInt8(ascii: "[")
      && bytes[upper - 1] == UInt8(ascii: "]")
    {
      lower += 1
      upper -= 1
    }
    var dots = 0
    while lower < upper {
      if bytes[lower] == UInt8(ascii: ".") {
        dots += 1
        lower += 1
      } else if upper - lower >= 3 && bytes[lower] == 0xE2 && bytes[lower + 1] == 0x80
        && bytes[lower + 2] == 0xA6
      {
        dots += 3
        lower += 3
      } else {
        return false
      }
    }
    return dots >= 2
  }

  private func trim(_ range: Range<Int>) -> Range<Int> {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper && isSpace(bytes[lower]) { lower += 1 }
    while upper > lower && isSpace(bytes[upper - 1]) { upper -= 1 }
    return lower..<upper
  }

  /// Spaces, tabs and line breaks: a description that spans lines breaks between items.
  private func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 0x0A || byte == 0x0D
  }
}
