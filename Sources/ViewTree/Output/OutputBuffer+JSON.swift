/// JSON written by hand: the hierarchy writer emits a million nodes, where `JSONEncoder` and
/// intermediate dictionaries would cost more than the parse itself.
extension OutputBuffer {
  /// A JSON string from UTF-8 bytes; invalid UTF-8 becomes U+FFFD so the output stays valid.
  /// `forScript` also escapes what must not appear inside an HTML `<script>` element: `<`,
  /// `>` and `&` (no `</script>` or `<!--`), and U+2028 and U+2029 (line terminators to older
  /// JavaScript), as `\u003c`…, which JSON reads as the same characters.
  mutating func jsonString(
    _ source: UnsafeBufferPointer<UInt8>.SubSequence, forScript: Bool = false
  ) {
    if source.allSatisfy({ $0 < 0x80 }) {
      appendEscaped(source, forScript: forScript)
    } else {
      jsonString(String(decoding: source, as: UTF8.self), forScript: forScript)
    }
  }

  mutating func jsonString(_ text: String, forScript: Bool = false) {
    var text = text
    text.withUTF8 { appendEscaped($0[...], forScript: forScript) }
  }

  /// A JSON number as `Rect.printed` writes it; `null` for infinities and NaN.
  mutating func jsonNumber(_ value: Double) {
    guard value.isFinite else { return append("null") }
    printed(value)
  }

  /// `{"x", "y", "width", "height"}` or `null`, numbers as `Rect.printed` writes them.
  mutating func jsonRect(_ rect: Rect?) {
    guard let rect else { return append("null") }
    append("{\"x\": ")
    jsonNumber(rect.x)
    append(", \"y\": ")
    jsonNumber(rect.y)
    append(", \"width\": ")
    jsonNumber(rect.width)
    append(", \"height\": ")
    jsonNumber(rect.height)
    append("}")
  }

  /// Copies runs of bytes that need no escape in one append each.
  private mutating func appendEscaped(
    _ source: UnsafeBufferPointer<UInt8>.SubSequence, forScript: Bool
  ) {
    append(UInt8(ascii: "\""))
    var runStart = source.startIndex
    var index = source.startIndex
    while index < source.endIndex {
      let byte = source[index]
      index += 1
      guard
        byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
          || (forScript && Self.mayNeedScriptEscape(byte))
      else { continue }
      // U+2028 and U+2029 are E2 80 A8 and E2 80 A9 in UTF-8; other E2 sequences stay.
      let isSeparator =
        byte == 0xE2 && index + 1 < source.endIndex && source[index] == 0x80
        && (source[index + 1] == 0xA8 || source[index + 1] == 0xA9)
      if byte == 0xE2 && !isSeparator { continue }
      if runStart < index - 1 { append(source[runStart..<index - 1]) }
      switch byte {
      case UInt8(ascii: "\""): append("\\\"")
      case UInt8(ascii: "\\"): append("\\\\")
      case 0x0A: append("\\n")
      case 0x0D: append("\\r")
      case 0x09: append("\\t")
      case UInt8(ascii: "<"): append("\\u003c")
      case UInt8(ascii: ">"): append("\\u003e")
      case UInt8(ascii: "&"): append("\\u0026")
      case 0xE2:
        append(source[index + 1] == 0xA8 ? "\\u2028" : "\\u2029")
        index += 2
      default:
        append("\\u00")
        append(Self.hexDigit(byte >> 4))
        append(Self.hexDigit(byte & 0xF))
      }
      runStart = index
    }
    if runStart < source.endIndex { append(source[runStart..<source.endIndex]) }
    append(UInt8(ascii: "\""))
  }

  /// `"class": "…", "displayName": "…", "address": "0x…"`, how every node object starts:
  /// `displayName` only when the printed name is mangled, `address` null when none is printed.
  mutating func jsonNodeIdentity(
    _ index: NodeIndex, of hierarchy: Hierarchy, _ text: UnsafeBufferPointer<UInt8>
  ) {
    let record = hierarchy.records[index.rawValue]
    append("\"class\": ")
    jsonString(text[record.className.range])
    if let readable = hierarchy.demangledClassName(of: index) {
      append(", \"displayName\": ")
      jsonString(readable)
    }
    append(", \"address\": ")
    if record.address.isEmpty {
      append("null")
    } else {
      jsonString(text[record.address.range])
    }
  }

  @inline(__always) private static func mayNeedScriptEscape(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&")
      || byte == 0xE2
  }

  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
  }
}
