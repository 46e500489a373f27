/// Dump text made safe for XML and HTML (element content and quoted attribute values alike):
/// `& < > " '` become references, and characters XML forbids (C0 controls, U+FFFE, U+FFFF)
/// are shown as `\u{1B}`, as on a terminal, so a hostile dump can neither inject markup nor
/// make the file unreadable.
enum MarkupText {
  static func escaped(_ text: String) -> String {
    var out = OutputBuffer()
    write(text, to: &out)
    return out.text
  }

  /// Writes `text` escaped, copying the runs of bytes that need nothing in one append each.
  static func write(_ text: String, to out: inout OutputBuffer) {
    var text = text
    text.withUTF8 { bytes in
      var runStart = 0
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        // Every scalar to escape is caught by its first byte: C1 controls 0xC2, U+061C 0xD8,
        // U+2000–U+2FFF 0xE2, U+FFFE and U+FFFF 0xEF.
        guard
          byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xD8 || byte == 0xE2
            || byte == 0xEF || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<")
            || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"")
            || byte == UInt8(ascii: "'")
        else {
          index += 1
          continue
        }
        // The String holds valid UTF-8, so a lead byte's continuation bytes are there.
        let (scalar, length) = decode(bytes, at: index)
        let reference: StaticString?
        switch byte {
        case UInt8(ascii: "&"): reference = "&amp;"
        case UInt8(ascii: "<"): reference = "&lt;"
        case UInt8(ascii: ">"): reference = "&gt;"
        case UInt8(ascii: "\""): reference = "&quot;"
        case UInt8(ascii: "'"): reference = "&#39;"
        default: reference = nil
        }
        let isForbidden =
          TerminalSafeText.isControl(scalar) || scalar.value == 0xFFFE || scalar.value == 0xFFFF
        guard reference != nil || isForbidden else {
          index += length
          continue
        }
        if runStart < index { out.append(bytes[runStart..<index]) }
        if let reference {
          out.append(reference)
        } else {
          out.append("\\u{")
          writeHex(scalar.value, to: &out)
          out.append(UInt8(ascii: "}"))
        }
        index += length
        runStart = index
      }
      if runStart < bytes.count { out.append(bytes[runStart..<bytes.count]) }
    }
  }

  /// The scalar starting at `index` and its length in bytes; only ASCII and the lead bytes
  /// above (two and three bytes long) come here.
  private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int)
    -> (Unicode.Scalar, Int)
  {
    let lead = UInt32(bytes[index])
    switch lead {
    case ..<0x80:
      return (Unicode.Scalar(UInt8(lead)), 1)
    case ..<0xE0:
      let value = (lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
      return (Unicode.Scalar(value) ?? "\u{FFFD}", 2)
    default:
      let value =
        (lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6
        | UInt32(bytes[index + 2] & 0x3F)
      return (Unicode.Scalar(value) ?? "\u{FFFD}", 3)
    }
  }

  /// Uppercase hexadecimal digits, without leading zeros.
  private static func writeHex(_ value: UInt32, to out: inout OutputBuffer) {
    var shift = 28
    while shift > 0 && value >> UInt32(shift) == 0 { shift -= 4 }
    while shift >= 0 {
      let digit = UInt8(truncatingIfNeeded: value >> UInt32(shift) & 0xF)
      out.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "A") + digit - 10)
      shift -= 4
    }
  }
}
