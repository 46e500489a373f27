/// Dump text made safe for XML and HTML (element content and quoted attribute values alike):
/// `& < > " '` become references, and characters XML forbids (C0 controls, U+FFFE, U+FFFF)
/// are shown as `\u{1B}`, as on a terminal, so a hostile dump can neither inject markup nor
/// make the file unreadable.
enum MarkupText {
  static func escaped(_ text: String) -> String {
    // Most class names and labels need nothing: a look at the bytes skips the copy. Every
    // scalar below is caught by its first byte (C1 controls 0xC2, U+061C 0xD8, U+2000–U+2FFF
    // 0xE2, U+FFFE and U+FFFF 0xEF).
    guard
      text.utf8.contains(where: {
        $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 || $0 == 0xEF
          || $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
          || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'")
      })
    else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default:
        if TerminalSafeText.isControl(scalar) || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
          result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
