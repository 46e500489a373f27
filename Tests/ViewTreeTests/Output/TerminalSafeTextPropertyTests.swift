import PropertyBased
import Testing

@testable import ViewTree

/// `TerminalSafeText.sanitize` on random text drawn around the edges of what it escapes: no
/// control scalar survives, text without one (and without a literal `\u{`) comes back unchanged,
/// and the `\u{…}` escapes read back to the input.
@Suite struct TerminalSafeTextPropertyTests {
  /// Controls by the type's documentation: C0, DEL and C1; the Arabic letter mark, the
  /// left-to-right and right-to-left marks, embeddings, overrides and isolates; the line and
  /// paragraph separators.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value < 0x20 || (0x7F...0x9F).contains(value)
      || [0x061C, 0x200E, 0x200F, 0x2028, 0x2029].contains(value)
      || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
  }

  /// Scalars on both sides of every escaped range, the characters an escape is made of, and
  /// some that share a lead byte with escaped ones (the fast path looks at lead bytes).
  static let pool: [Unicode.Scalar] =
    (0...0xBF).compactMap(Unicode.Scalar.init)
    + [0x100, 0x600, 0x61B, 0x61C, 0x61D, 0x63F, 0x1FFF, 0x2000, 0x200D, 0x200E, 0x200F, 0x2010]
    .compactMap(Unicode.Scalar.init)
    + [0x2027, 0x2028, 0x2029, 0x202A, 0x202E, 0x202F, 0x2065, 0x2066, 0x2069, 0x206A, 0x2FFF]
    .compactMap(Unicode.Scalar.init)
    + [0x301, 0x6F22, 0xFEFF, 0xFFFD, 0x1F469, 0x10FFFF].compactMap(Unicode.Scalar.init)
    + Array(String(repeating: "\\u{1B}", count: 8).unicodeScalars)

  static let texts = Gen.int(in: 0...(pool.count - 1)).array(of: 0...30).map { picks in
    var text = ""
    text.unicodeScalars.append(contentsOf: picks.map { pool[$0] })
    return text
  }

  /// Reads the escapes back: `\u{HEX}` becomes its scalar, anything else is itself.
  static func unescaped(_ text: String) -> [Unicode.Scalar] {
    let scalars = Array(text.unicodeScalars)
    var result: [Unicode.Scalar] = []
    var index = 0
    while index < scalars.count {
      if scalars[index] == "\\", index + 2 < scalars.count, scalars[index + 1] == "u",
        scalars[index + 2] == "{",
        let close = scalars[(index + 3)...].firstIndex(of: "}"),
        let value = UInt32(
          String(String.UnicodeScalarView(scalars[(index + 3)..<close])), radix: 16),
        let scalar = Unicode.Scalar(value)
      {
        result.append(scalar)
        index = close + 1
      } else {
        result.append(scalars[index])
        index += 1
      }
    }
    return result
  }

  /// Whether the text spells an escape of its own: its backslash is escaped too.
  static func spellsEscape(_ text: String) -> Bool { text.contains("\\u{") }

  @Test func noControlSurvivesAndCleanTextIsUnchanged() async {
    await propertyCheck(count: 500, input: Self.texts) { text in
      let safe = TerminalSafeText.sanitize(text)
      #expect(!safe.unicodeScalars.contains(where: Self.isControl), "\(text.debugDescription)")
      #expect(
        text.unicodeScalars.contains(where: Self.isControl) || Self.spellsEscape(text)
          || Array(safe.unicodeScalars) == Array(text.unicodeScalars),
        "\(text.debugDescription) became \(safe.debugDescription)")
    }
  }

  /// Every input reads back from its escaped form, backslashes included: two different texts
  /// never print the same.
  @Test func escapesReadBack() async {
    await propertyCheck(count: 500, input: Self.texts) { text in
      let safe = TerminalSafeText.sanitize(text)
      #expect(
        Self.unescaped(safe) == Array(text.unicodeScalars),
        "\(text.debugDescription) became \(safe.debugDescription)")
    }
  }

  /// Text that spells an escape prints differently from the control it names.
  @Test func literalEscapeTextIsDistinguishableFromTheControl() {
    #expect(TerminalSafeText.sanitize("\\u{1B}") == "\\u{5C}u{1B}")
    #expect(TerminalSafeText.sanitize("\u{1B}") == "\\u{1B}")
    #expect(TerminalSafeText.sanitize("a\\b \\u") == "a\\b \\u")
  }
}
