/// Tokens of a description that change from run to run without the view changing: hex
/// addresses (`0x7fb2a6e2b0a0`, also inside values such as `layer = <CALayer: 0x…>`), decimal
/// numbers of 10 digits or more (pointers printed as integers, as in a `tag` set from an
/// address) and the hex discriminators of private Swift types in class names
/// (`(LabelStyleWritingModifier in $1d433610c)`). The diff hashes and compares values, and
/// class names, with these tokens blanked.
enum VolatileText {
  /// Calls `emit` with each byte of `bytes`, every volatile token replaced by `0x*`, `#` or `$*`.
  /// - Complexity: O(bytes.count).
  static func normalize(
    _ bytes: Slice<UnsafeBufferPointer<UInt8>>, _ emit: (UInt8) -> Void
  ) {
    var index = bytes.startIndex
    let end = bytes.endIndex
    while index < end {
      let byte = bytes[index]
      let startsToken = index == bytes.startIndex || !isWordByte(bytes[index - 1])
      if startsToken && byte == UInt8(ascii: "0") && index + 2 < end
        && bytes[index + 1] | 0x20 == UInt8(ascii: "x") && ByteRanges.isHexDigit(bytes[index + 2])
      {
        var scan = index + 2
        while scan < end && ByteRanges.isHexDigit(bytes[scan]) { scan += 1 }
        if scan == end || !isWordByte(bytes[scan]) {
          emit(UInt8(ascii: "0"))
          emit(UInt8(ascii: "x"))
          emit(UInt8(ascii: "*"))
          index = scan
          continue
        }
      }
      if byte == UInt8(ascii: "$") {
        var scan = index + 1
        while scan < end && ByteRanges.isHexDigit(bytes[scan]) { scan += 1 }
        // Mangled names run the discriminator into the next length prefix (`$1d433610c25Label`):
        // the run is blanked whatever follows.
        if scan - index > 6 {
          emit(byte)
          emit(UInt8(ascii: "*"))
          index = scan
          continue
        }
      }
      if startsToken && isDigit(byte) {
        var scan = index
        while scan < end && isDigit(bytes[scan]) { scan += 1 }
        if scan - index >= 10 {
          emit(UInt8(ascii: "#"))
        } else {
          for digit in bytes[index..<scan] { emit(digit) }
        }
        index = scan
        continue
      }
      emit(byte)
      index += 1
    }
  }

  /// `text` with its volatile tokens blanked.
  static func normalized(_ text: String) -> String {
    var text = text
    var result: [UInt8] = []
    text.withUTF8 { buffer in
      result.reserveCapacity(buffer.count)
      normalize(buffer[...]) { result.append($0) }
    }
    return String(decoding: result, as: UTF8.self)
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte &- 48 < 10 }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte | 0x20) &- 97 < 26 || byte == UInt8(ascii: "_")
  }
}
