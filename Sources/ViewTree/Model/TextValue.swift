/// Decodes a printed text value: `'What's new'` → `What's new`, `'\u4e0b\u4e00'` → `下一`.
/// A row pasted inside a single-quoted string literal escapes the quotes: `\'Done\'` → `Done`.
/// A blog's typography curls them: `‘Settings’` and `“Settings”` → `Settings`.
enum TextValue {
  static func decode(_ raw: String) -> String {
    var value = Substring(raw)
    // Lengths are tested by dropping characters: `count` would walk the whole text.
    if !value.dropFirst(3).isEmpty && value.hasPrefix("\\'") && value.hasSuffix("\\'") {
      value = value.dropFirst(2).dropLast(2)
    } else if !value.dropFirst().isEmpty, let first = value.first, first == value.last,
      first == "'" || first == "\""
    {
      value = value.dropFirst().dropLast()
    } else if !value.dropFirst().isEmpty, let first = value.first, let last = value.last,
      isCurlyQuote(first) && isCurlyQuote(last)
    {
      value = value.dropFirst().dropLast()
    }
    guard value.utf8.contains(UInt8(ascii: "\\")) else { return String(value) }
    return unescape(value)
  }

  /// A blog's typographic quote: `‘` `’` `“` `”`. Its typography may curl both ends of a text
  /// the same way (`‘提示语‘`, `‘‘` for an empty text).
  static func isCurlyQuote(_ character: Character) -> Bool {
    character == "\u{2018}" || character == "\u{2019}" || character == "\u{201C}"
      || character == "\u{201D}"
  }

  /// Whether a printed text value, as bytes, is an empty text: `''`, or its typographic
  /// forms (`‘‘`, `‘’`, `“”`).
  static func isEmptyQuoted(_ value: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    if ByteText.equals(value, "''") || ByteText.equals(value, "\"\"") { return true }
    // Two curly quotes: `E2 80 98`…`E2 80 9D`, twice.
    guard value.count == 6 else { return false }
    let start = value.startIndex
    return [start, start + 3].allSatisfy { quote in
      value[quote] == 0xE2 && value[quote + 1] == 0x80 && (0x98...0x9D).contains(value[quote + 2])
    }
  }

  /// Decodes `\uXXXX` (with surrogate pairs), NSString's `\UXXXX` (an NSArray's description
  /// of its strings, as NSLog prints it: `"<UILabel: …; text = '\U56fd\U6709'; …>"`), a
  /// scalar's `\U0001F600` and `\xNN`; other escapes are kept as printed.
  static func unescape(_ value: Substring) -> String {
    var scalars = String.UnicodeScalarView()
    var pendingHigh: UInt32? = nil
    var rest = value.unicodeScalars[...]
    while let scalar = rest.first {
      rest = rest.dropFirst()
      guard scalar == "\\", let kind = rest.first, kind == "u" || kind == "U" || kind == "x"
      else {
        scalars.append(scalar)
        continue
      }
      var digits = kind == "x" ? 2 : 4
      let scalarDigits = rest.dropFirst().prefix(8)
      if kind == "U", scalarDigits.count == 8, scalarDigits.starts(with: "000".unicodeScalars),
        scalarDigits.allSatisfy(\.properties.isASCIIHexDigit)
      {
        digits = 8
      }
      let hex = rest.dropFirst().prefix(digits)
      guard hex.count == digits, let code = UInt32(String(String.UnicodeScalarView(hex)), radix: 16)
      else {
        scalars.append(scalar)
        continue
      }
      rest = rest.dropFirst(1 + digits)
      if (0xD800..<0xDC00).contains(code) {
        pendingHigh = code
        continue
      }
      var resolved = code
      if let high = pendingHigh, (0xDC00..<0xE000).contains(code) {
        resolved = 0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00)
      }
      pendingHigh = nil
      scalars.append(Unicode.Scalar(resolved) ?? "\u{FFFD}")
    }
    return String(scalars)
  }
}
