/// JSON written by hand: the hierarchy writer emits a million nodes, where `JSONEncoder` and
/// intermediate dictionaries would cost more than the parse itself.
extension OutputBuffer {
  /// A JSON string from UTF-8 bytes; invalid UTF-8 becomes U+FFFD so the output stays valid.
  mutating func jsonString(_ source: UnsafeBufferPointer<UInt8>.SubSequence) {
    if source.allSatisfy({ $0 < 0x80 }) {
      appendEscaped(source)
    } else {
      jsonString(String(decoding: source, as: UTF8.self))
    }
  }

  mutating func jsonString(_ text: String) {
    var text = text
    text.withUTF8 { appendEscaped($0[...]) }
  }

  /// A JSON number as `Rect.printed` writes it; `null` for infinities and NaN.
  mutating func jsonNumber(_ value: Double) {
    guard value.isFinite else { return append("null") }
    // Whole numbers, most frames, go straight to digits; `Rect.printed` keeps them whole.
    if value == value.rounded() && abs(value) < 1e9 {
      append(Int64(value))
    } else {
      append(Rect.printed(value))
    }
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
  private mutating func appendEscaped(_ source: UnsafeBufferPointer<UInt8>.SubSequence) {
    append(UInt8(ascii: "\""))
    var runStart = source.startIndex
    var index = source.startIndex
    while index < source.endIndex {
      let byte = source[index]
      index += 1
      guard byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
      else { continue }
      if runStart < index - 1 { append(source[runStart..<index - 1]) }
      runStart = index
      switch byte {
      case UInt8(ascii: "\""): append("\\\"")
      case UInt8(ascii: "\\"): append("\\\\")
      case 0x0A: append("\\n")
      case 0x0D: append("\\r")
      case 0x09: append("\\t")
      default:
        append("\\u00")
        append(Self.hexDigit(byte >> 4))
        append(Self.hexDigit(byte & 0xF))
      }
    }
    if runStart < source.endIndex { append(source[runStart..<source.endIndex]) }
    append(UInt8(ascii: "\""))
  }

  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
  }
}
