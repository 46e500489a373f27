/// Dump text made safe for XML and HTML (element content and quoted attribute values alike):
/// `& < > " '` become references, and characters XML forbids (C0 controls, U+FFFE, U+FFFF)
/// are shown as `\u{1B}`, as on a terminal, so a hostile dump can neither inject markup nor
/// make the file unreadable.
enum MarkupText {
  static func escaped(_ text: String) -> String {
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
