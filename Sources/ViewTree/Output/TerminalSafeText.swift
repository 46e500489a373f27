/// Makes dump text safe to print on a terminal: control characters (ESC, BEL, C1 controls…)
/// from a pasted dump are shown as `\u{1B}` instead of being interpreted by the terminal.
public enum TerminalSafeText {
  public static func sanitize(_ text: String) -> String {
    guard mayContainControl(text), text.unicodeScalars.contains(where: isControl) else {
      return text
    }
    var result = ""
    for scalar in text.unicodeScalars {
      if isControl(scalar) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// A quick look at the UTF-8 bytes, false when no scalar can be a control: C0 controls and
  /// DEL are single bytes, and C1 controls (U+0080–U+009F) start with 0xC2.
  private static func mayContainControl(_ text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { bytes in
      bytes.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }
    } ?? true
  }

  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}
