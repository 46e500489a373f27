/// Dumps saved as UTF-16 (a Windows editor, PowerShell's `>` redirection): every ASCII
/// character comes with a zero byte, after it (little-endian) or before it (big-endian), and
/// not one line would read as a row. Told by a byte order mark, or without one by the first
/// characters: ASCII with their zero bytes all on the same side. Transcoded to UTF-8 before
/// parsing; lines keep their numbers.
enum UTF16Text {
  enum ByteOrder: String {
    case littleEndian = "little-endian"
    case bigEndian = "big-endian"
  }

  /// The byte order of UTF-16 text and the length of its byte order mark, or nil for any
  /// other text.
  static func detect(_ bytes: UnsafeBufferPointer<UInt8>) -> (order: ByteOrder, markLength: Int)? {
    guard bytes.count >= 2 else { return nil }
    if bytes[0] == 0xFF && bytes[1] == 0xFE { return (.littleEndian, 2) }
    if bytes[0] == 0xFE && bytes[1] == 0xFF { return (.bigEndian, 2) }
    // Without a mark: up to 32 characters, all ASCII, none of them zero.
    let units = min(32, bytes.count / 2)
    guard units >= 2 else { return nil }
    let pairs = (0..<units).map { (bytes[2 * $0], bytes[2 * $0 + 1]) }
    if pairs.allSatisfy({ $0.0 != 0 && $0.0 < 0x80 && $0.1 == 0 }) { return (.littleEndian, 0) }
    if pairs.allSatisfy({ $0.0 == 0 && $0.1 != 0 && $0.1 < 0x80 }) { return (.bigEndian, 0) }
    return nil
  }

  /// The text as UTF-8, without the byte order mark; unpaired surrogates and a last odd byte
  /// (a cut file) become U+FFFD, so that nothing is lost without a trace.
  static func utf8(_ bytes: UnsafeBufferPointer<UInt8>, order: ByteOrder, markLength: Int)
    -> [UInt8]
  {
    var units = stride(from: markLength, to: bytes.count - 1, by: 2).map { index -> UInt16 in
      let (first, second) = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
      return order == .littleEndian ? first | second << 8 : first << 8 | second
    }
    if (bytes.count - markLength) % 2 == 1 { units.append(0xFFFD) }
    return Array(String(decoding: units, as: UTF16.self).utf8)
  }
}
