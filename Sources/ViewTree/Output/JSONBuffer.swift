/// A byte buffer for writing JSON by hand: the hierarchy writer emits a million nodes, where
/// `JSONEncoder` and intermediate dictionaries would cost more than the parse itself.
struct JSONBuffer {
  var bytes: [UInt8] = []

  mutating func raw(_ text: StaticString) {
    bytes.append(
      contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  mutating func raw(_ text: String) { bytes.append(contentsOf: text.utf8) }

  /// A JSON string from UTF-8 bytes; invalid UTF-8 becomes U+FFFD so the output stays valid.
  mutating func string(_ source: UnsafeBufferPointer<UInt8>.SubSequence) {
    if source.allSatisfy({ $0 < 0x80 }) {
      appendEscaped(source)
    } else {
      string(String(decoding: source, as: UTF8.self))
    }
  }

  mutating func string(_ text: String) {
    var text = text
    text.withUTF8 { appendEscaped($0[...]) }
  }

  /// A JSON number as `Rect.printed` writes it; `null` for infinities and NaN.
  mutating func number(_ value: Double) {
    raw(value.isFinite ? Rect.printed(value) : "null")
  }

  private mutating func appendEscaped(_ source: UnsafeBufferPointer<UInt8>.SubSequence) {
    bytes.append(UInt8(ascii: "\""))
    for byte in source {
      switch byte {
      case UInt8(ascii: "\""): raw("\\\"")
      case UInt8(ascii: "\\"): raw("\\\\")
      case 0x0A: raw("\\n")
      case 0x0D: raw("\\r")
      case 0x09: raw("\\t")
      case 0..<0x20, 0x7F:
        raw("\\u00")
        bytes.append(hexDigit(byte >> 4))
        bytes.append(hexDigit(byte & 0xF))
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  private func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
  }
}
