/// How outside text (a dump) is shown in cells: each grapheme cluster as itself, except what a
/// terminal would act on or could not place, which is shown by a stand-in drawn in a distinct
/// style: C0 controls and DEL in caret notation (`^[` for ESC, `^?`), C1 controls, zero-width
/// format characters (U+200B, bidi overrides…) and line separators as `<9B>`, `<202E>`, and a
/// combining mark with nothing to combine with on a dotted circle (`◌́`).
public enum VisibleText {
  /// One piece of text drawn in `width` (1 or 2) columns.
  struct Glyph: Equatable {
    var text: String
    var width: Int
    var escaped: Bool
  }

  /// The columns `ScreenBuffer.write` takes for `text`, stand-ins included.
  public static func width(of text: some StringProtocol) -> Int {
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
    var width = 0
    forEachGlyph(in: text) { glyph in
      width += glyph.width
      return true
    }
    return width
  }

  /// The text as `ScreenBuffer.write` shows it, stand-ins included, without styles.
  public static func visible(_ text: some StringProtocol) -> String {
    var result = ""
    forEachGlyph(in: text) { glyph in
      result += glyph.text
      return true
    }
    return result
  }

  /// Calls `body` with each glyph in order until it returns false.
  static func forEachGlyph(in text: some StringProtocol, _ body: (Glyph) -> Bool) {
    for character in text {
      let scalars = character.unicodeScalars
      let first = scalars.first!
      if scalars.count == 1 && first.value >= 0x20 && first.value < 0x7F {
        guard body(Glyph(text: String(character), width: 1, escaped: false)) else { return }
        continue
      }
      if scalars.contains(where: isControl) {
        for scalar in scalars {
          guard escape(scalar, body) else { return }
        }
        continue
      }
      let width = DisplayWidth.of(character)
      if width > 0 && !isLineSeparator(first) {
        guard body(Glyph(text: String(character), width: width, escaped: false)) else { return }
      } else if isMark(first) {
        let glyph = Glyph(text: "\u{25CC}" + String(character), width: 1, escaped: true)
        guard body(glyph) else { return }
      } else {
        for scalar in scalars {
          guard escape(scalar, body) else { return }
        }
      }
    }
  }

  private static func escape(_ scalar: Unicode.Scalar, _ body: (Glyph) -> Bool) -> Bool {
    let value = scalar.value
    let text: String
    if value < 0x20 {
      text = "^" + String(UnicodeScalar(UInt8(value + 0x40)))
    } else if value == 0x7F {
      text = "^?"
    } else {
      let digits = String(value, radix: 16, uppercase: true)
      text = "<" + String(repeating: "0", count: max(0, 2 - digits.count)) + digits + ">"
    }
    for character in text {
      guard body(Glyph(text: String(character), width: 1, escaped: true)) else { return false }
    }
    return true
  }

  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  private static func isLineSeparator(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value == 0x2028 || scalar.value == 0x2029
  }

  private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .spacingMark: return true
    default: return false
    }
  }
}
