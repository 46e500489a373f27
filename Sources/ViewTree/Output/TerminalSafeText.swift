/// Makes dump text safe to print on a terminal: control characters (ESC, BEL, C1 controls…)
/// from a pasted dump are shown as `\u{1B}` instead of being interpreted by the terminal, and
/// so are the characters that reorder or break the line around them (bidirectional overrides
/// such as U+202E, the line and paragraph separators), which would make one node's text
/// disguise another's.
///
/// A backslash that starts a literal `\u{` in the dump is escaped too (`\u{5C}u{1B}`), so
/// every `\u{…}` printed stands for exactly one character of the input: text that spells an
/// escape never passes for the control it names.
public enum TerminalSafeText {
  public static func sanitize(_ text: String) -> String {
    let scalars = text.unicodeScalars
    // Text with curly quotes or an ellipsis (lead byte 0xE2) gets here too: it is walked
    // without copying its scalars.
    guard mayNeedEscapes(text), scalars.indices.contains(where: { needsEscape(scalars, at: $0) })
    else { return text }
    var result = ""
    for index in scalars.indices {
      let scalar = scalars[index]
      if needsEscape(scalars, at: index) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether dump bytes print as they are, with no decoding or escape: printable ASCII other
  /// than the backslash (an address, nearly every class name).
  static func isPrintedAsIs(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    !bytes.contains { $0 < 0x20 || $0 >= 0x7F || $0 == 0x5C }
  }

  private static func needsEscape(
    _ scalars: String.UnicodeScalarView, at index: String.UnicodeScalarView.Index
  ) -> Bool {
    let scalar = scalars[index]
    guard scalar == "\\" else { return isControl(scalar) }
    return scalars[scalars.index(after: index)...].starts(with: "u{".unicodeScalars)
  }

  /// A quick look at the UTF-8 bytes, false when no scalar can be escaped: C0 controls and
  /// DEL are single bytes, C1 controls (U+0080–U+009F) start with 0xC2, U+061C with 0xD8, and
  /// the other directional and separator characters (U+2000–U+2FFF) with 0xE2; a backslash
  /// may start a literal escape.
  private static func mayNeedEscapes(_ text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { bytes in
      bytes.contains {
        $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 || $0 == 0x5C
      }
    } ?? true
  }

  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F: return true
    // Arabic letter mark, left-to-right and right-to-left marks, embeddings and overrides,
    // isolates; line and paragraph separators.
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: return true
    default: return false
    }
  }
}
