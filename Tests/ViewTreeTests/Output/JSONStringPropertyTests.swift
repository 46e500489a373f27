import Foundation
import PropertyBased
import Testing

@testable import ViewTree

/// `OutputBuffer.jsonString` on random bytes (valid and invalid UTF-8, controls, quotes,
/// backslashes, the line separators, non-BMP characters): a JSON parser must read back exactly
/// the bytes decoded with U+FFFD for what is not UTF-8, and in script mode `<`, `>`, `&`,
/// U+2028 and U+2029 never appear raw.
@Suite struct JSONStringPropertyTests {
  /// Byte runs that exercise each branch of the escaper, including broken sequences.
  static let fragments: [[UInt8]] = [
    Array("a".utf8), Array("\"".utf8), Array("\\".utf8), Array("</script>".utf8),
    Array("&amp;".utf8), Array(">".utf8), Array("é".utf8), Array("\u{2028}".utf8),
    Array("\u{2029}".utf8), Array("\u{2027}".utf8), Array("\u{202A}".utf8), Array("€".utf8),
    Array("😀".utf8), Array("\u{10FFFF}".utf8), Array("\u{FFFD}".utf8),
    [0x00], [0x09], [0x0A], [0x0D], [0x1B], [0x1F], [0x7F],
    [0xE2], [0xE2, 0x80], [0xE2, 0x80, 0x28], [0xF0, 0x9F], [0x80], [0xBF], [0xC0, 0xAF],
    [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFE], [0xFF],
  ]

  /// Each integer is a fragment or, for the other half of its range, one random byte.
  static let inputs = Gen.int(in: 0...511).array(of: 0...40).map { codes in
    codes.flatMap { code in
      code < 256 ? [UInt8(code)] : fragments[(code - 256) % fragments.count]
    }
  }

  /// The escaped bytes, from the byte overload: the input sits inside a larger buffer, so the
  /// slice starts and ends away from the buffer's edges.
  static func escaped(_ bytes: [UInt8], forScript: Bool) -> [UInt8] {
    let padded = Array("<\u{2028}".utf8) + bytes + [0x80, 0xA8, 0x3C]
    var out = OutputBuffer()
    padded.withUnsafeBufferPointer { buffer in
      out.jsonString(buffer[4..<(4 + bytes.count)], forScript: forScript)
    }
    return out.bytes
  }

  static func escaped(_ text: String, forScript: Bool) -> [UInt8] {
    var out = OutputBuffer()
    out.jsonString(text, forScript: forScript)
    return out.bytes
  }

  /// What a JSON parser reads from `json`, as UTF-8; nil when it does not parse.
  static func parsed(_ json: [UInt8]) -> [UInt8]? {
    let array = try? JSONSerialization.jsonObject(with: Data([0x5B] + json + [0x5D]))
    guard let strings = array as? [String], strings.count == 1 else { return nil }
    return Array(strings[0].utf8)
  }

  static func check(_ json: [UInt8], _ bytes: [UInt8], forScript: Bool) {
    let expected = Array(String(decoding: bytes, as: UTF8.self).utf8)
    #expect(parsed(json) == expected, "\(bytes) gave \(String(decoding: json, as: UTF8.self))")
    #expect(!json.contains { $0 < 0x20 || $0 == 0x7F }, "\(bytes): raw control")
    guard forScript else { return }
    let text = String(decoding: json, as: UTF8.self)
    #expect(
      !text.unicodeScalars.contains { "<>&\u{2028}\u{2029}".unicodeScalars.contains($0) },
      "\(bytes) gave \(text)")
  }

  @Test func bytesRoundTripThroughAJSONParser() async {
    await propertyCheck(count: 500, input: Self.inputs, Gen.bool) { bytes, forScript in
      Self.check(Self.escaped(bytes, forScript: forScript), bytes, forScript: forScript)
    }
  }

  @Test func stringsRoundTripThroughAJSONParser() async {
    await propertyCheck(count: 500, input: Self.inputs, Gen.bool) { bytes, forScript in
      let text = String(decoding: bytes, as: UTF8.self)
      Self.check(Self.escaped(text, forScript: forScript), bytes, forScript: forScript)
    }
  }
}
