/// Reads the numbers of a printed geometry value: `(0 0; 320 44)`, `{0, -20}`,
/// `[0.8, 0, 0, 0; …]`, including `inf`, `nan` and exponents.
///
/// A value that leaves a bracket open was cut off by a truncated paste (`(20 132; 350 4`, once
/// `350 44`): its last number may be cut too, so it reads as no numbers at all.
enum NumberList {
  static func parse(_ text: String) -> [Double] {
    var text = text
    return text.withUTF8 { parse($0[...]) }
  }

  /// Splits at separators (space, `,`, `;`, brackets) and reads each token as a number;
  /// tokens that are not numbers are skipped. Empty when a bracket is left open.
  static func parse(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> [Double] {
    guard isClosed(bytes) else { return [] }
    var numbers: [Double] = []
    forEach(in: bytes) { numbers.append($0) }
    return numbers
  }

  /// The four numbers of a frame or rectangle, without allocating; nil unless exactly four
  /// and every bracket is closed.
  ///
  /// Every node's frame is read by lint and `frames`, so the plain decimals UIKit prints are
  /// read in one pass here; any other token (an exponent, `inf`) sends the whole value through
  /// `forEach(in:)`.
  static func rect(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Rect? {
    if let frame = uiKitFrame(bytes) { return frame }
    var numbers = FourNumbers()
    var index = bytes.startIndex
    let end = bytes.endIndex
    let text = bytes.base
    var brackets = Brackets()
    while true {
      while index < end && isSeparator(text[index]) {
        brackets.take(text[index])
        index += 1
      }
      guard index < end else { break }
      guard let plain = DecimalNumber.plainPrefix(text, from: index, to: end),
        plain.end == end || isSeparator(text[plain.end])
      else { return rectOfAnyNumbers(bytes) }
      numbers.append(plain.value)
      index = plain.end
    }
    return brackets.areClosed ? numbers.rect : nil
  }

  /// `(x y; w h)` of plain decimals, exactly as UIKit prints a frame, read without a test per
  /// separator; nil for any other form, which `rect` reads.
  @inline(__always)
  private static func uiKitFrame(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Rect? {
    let text = bytes.base
    let end = bytes.endIndex
    var index = bytes.startIndex
    guard index < end, text[index] == UInt8(ascii: "(") else { return nil }
    index += 1
    var numbers = (0.0, 0.0, 0.0, 0.0)
    for position in 0..<4 {
      guard let plain = DecimalNumber.plainPrefix(text, from: index, to: end) else { return nil }
      switch position {
      case 0: numbers.0 = plain.value
      case 1: numbers.1 = plain.value
      case 2: numbers.2 = plain.value
      default: numbers.3 = plain.value
      }
      index = plain.end
      // What follows each number: ` `, `; `, ` `, and the closing `)` at the end.
      guard index < end else { return nil }
      switch (position, text[index]) {
      case (0, UInt8(ascii: " ")), (2, UInt8(ascii: " ")): index += 1
      case (1, UInt8(ascii: ";")):
        guard index + 1 < end, text[index + 1] == UInt8(ascii: " ") else { return nil }
        index += 2
      case (3, UInt8(ascii: ")")):
        guard index + 1 == end else { return nil }
      default: return nil
      }
    }
    return Rect(x: numbers.0, y: numbers.1, width: numbers.2, height: numbers.3)
  }

  /// `rect` for values with numbers of any form.
  private static func rectOfAnyNumbers(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Rect? {
    guard isClosed(bytes) else { return nil }
    var numbers = FourNumbers()
    forEach(in: bytes) { numbers.append($0) }
    return numbers.rect
  }

  /// The first four numbers of a list, and how many it had.
  private struct FourNumbers {
    private var values = (0.0, 0.0, 0.0, 0.0)
    private var count = 0

    mutating func append(_ value: Double) {
      switch count {
      case 0: values.0 = value
      case 1: values.1 = value
      case 2: values.2 = value
      case 3: values.3 = value
      default: break
      }
      count += 1
    }

    /// The rectangle, when there were exactly four.
    var rect: Rect? {
      count == 4 ? Rect(x: values.0, y: values.1, width: values.2, height: values.3) : nil
    }
  }

  /// Whether a frame `(x y; w h)` has a zero width or height, read without converting any
  /// number: a number is zero when all its digits are `0`. False when a bracket is left open,
  /// as `rect` reads no frame then.
  static func hasZeroSize(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    guard isClosed(bytes) else { return false }
    var index = bytes.startIndex
    var token = 0
    var zero = false
    while index < bytes.endIndex {
      while index < bytes.endIndex && isSeparator(bytes[index]) { index += 1 }
      guard index < bytes.endIndex else { break }
      if isLoneSign(bytes, index, index + 1) {
        index += 1
        continue
      }
      var allZero = true
      var sawDigit = false
      while index < bytes.endIndex && !isSeparator(bytes[index]) {
        let byte = bytes[index]
        if byte >= UInt8(ascii: "1") && byte <= UInt8(ascii: "9") { allZero = false }
        if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") { sawDigit = true }
        // Exponents, `inf`, `nan`: not a plain zero.
        if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "i") || byte == UInt8(ascii: "n") {
          allZero = false
        }
        index += 1
      }
      if (token == 2 || token == 3) && allZero && sawDigit { zero = true }
      token += 1
    }
    return token == 4 && zero
  }

  /// Whether every bracket the value opens is closed.
  static func isClosed(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { isClosed($0[...]) }
  }

  static func isClosed(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    var brackets = Brackets()
    for byte in bytes { brackets.take(byte) }
    return brackets.areClosed
  }

  /// How many brackets are open, whatever their shape; a closing one with none open (a stray
  /// `)`) opens nothing.
  private struct Brackets {
    private var open = 0

    @inline(__always)
    mutating func take(_ byte: UInt8) {
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "["): open += 1
      case UInt8(ascii: ")"), UInt8(ascii: "}"), UInt8(ascii: "]"): open = max(0, open - 1)
      default: break
      }
    }

    var areClosed: Bool { open == 0 }
  }

  /// Every token that reads as a number, in order; brackets are separators only (`parse`
  /// checks them).
  static func forEach(in bytes: Slice<UnsafeBufferPointer<UInt8>>, _ body: (Double) -> Void) {
    var index = bytes.startIndex
    var negate = false
    while index < bytes.endIndex {
      while index < bytes.endIndex && isSeparator(bytes[index]) { index += 1 }
      let start = index
      while index < bytes.endIndex && !isSeparator(bytes[index]) { index += 1 }
      if isLoneSign(bytes, start, index) {
        negate = true
        continue
      }
      if start < index, let number = DecimalNumber.parse(bytes[start..<index]) {
        body(negate ? -number : number)
      } else if index - start > 3, isTypographicMinus(bytes[start..<(start + 3)]),
        let number = DecimalNumber.parse(bytes[(start + 3)..<index])
      {
        body(negate ? number : -number)
      }
      negate = false
    }
  }

  /// The minus sign U+2212 (`−`) or the en dash U+2013 (`–`) a web page's typography puts for
  /// a hyphen-minus: `(0 −47; 390 91)`.
  private static func isTypographicMinus(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    bytes.elementsEqual([0xE2, 0x88, 0x92]) || bytes.elementsEqual([0xE2, 0x80, 0x93])
  }

  /// Whether the token `start..<end` is a minus sign parted from its number by spaces or a
  /// line break alone: a paste wrapped at a fixed width breaks `(0 -47; …)` after the sign.
  /// No printed value has a lone `-` of its own.
  private static func isLoneSign(
    _ bytes: Slice<UnsafeBufferPointer<UInt8>>, _ start: Int, _ end: Int
  ) -> Bool {
    guard end == start + 1, bytes[start] == UInt8(ascii: "-") else { return false }
    var index = end
    while index < bytes.endIndex && isWhitespace(bytes[index]) { index += 1 }
    return index > end && index < bytes.endIndex && !isSeparator(bytes[index])
  }

  @inline(__always)
  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  @inline(__always)
  /// Line breaks separate too: a description that runs over lines (a paste wrapped at a
  /// fixed width) may break a value between two numbers, `(0 0; 320` then `480)`. So does a
  /// no-break space (U+00A0, bytes C2 A0) a web page put between two numbers.
  private static func isSeparator(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x20, 0x09, 0x0A, 0x0D, 0xC2, 0xA0, UInt8(ascii: ","), UInt8(ascii: ";"),
      UInt8(ascii: "("),
      UInt8(ascii: ")"),
      UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"):
      return true
    default: return false
    }
  }
}
