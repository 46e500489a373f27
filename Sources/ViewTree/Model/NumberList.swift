/// Reads the numbers of a printed geometry value: `(0 0; 320 44)`, `{0, -20}`,
/// `[0.8, 0, 0, 0; …]`, including `inf`, `nan` and exponents.
enum NumberList {
  static func parse(_ text: String) -> [Double] {
    var text = text
    return text.withUTF8 { parse($0[...]) }
  }

  /// Splits at separators (space, `,`, `;`, brackets) and reads each token as a number;
  /// tokens that are not numbers are skipped.
  static func parse(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> [Double] {
    var numbers: [Double] = []
    forEach(in: bytes) { numbers.append($0) }
    return numbers
  }

  /// The four numbers of a frame or rectangle, without allocating; nil unless exactly four.
  ///
  /// Every node's frame is read by lint and `frames`, so the plain decimals UIKit prints are
  /// read in one pass here; any other token (an exponent, `inf`) sends the whole value through
  /// `forEach(in:)`.
  static func rect(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Rect? {
    var numbers = FourNumbers()
    var index = bytes.startIndex
    let end = bytes.endIndex
    let text = bytes.base
    while true {
      while index < end && isSeparator(text[index]) { index += 1 }
      guard index < end else { break }
      guard let plain = DecimalNumber.plainPrefix(text, from: index, to: end),
        plain.end == end || isSeparator(text[plain.end])
      else { return rectOfAnyNumbers(bytes) }
      numbers.append(plain.value)
      index = plain.end
    }
    return numbers.rect
  }

  /// `rect` for values with numbers of any form.
  private static func rectOfAnyNumbers(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Rect? {
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
  /// number: a number is zero when all its digits are `0`.
  static func hasZeroSize(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    var index = bytes.startIndex
    var token = 0
    var zero = false
    while index < bytes.endIndex {
      while index < bytes.endIndex && isSeparator(bytes[index]) { index += 1 }
      guard index < bytes.endIndex else { break }
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

  static func forEach(in bytes: Slice<UnsafeBufferPointer<UInt8>>, _ body: (Double) -> Void) {
    var index = bytes.startIndex
    while index < bytes.endIndex {
      while index < bytes.endIndex && isSeparator(bytes[index]) { index += 1 }
      let start = index
      while index < bytes.endIndex && !isSeparator(bytes[index]) { index += 1 }
      if start < index, let number = DecimalNumber.parse(bytes[start..<index]) {
        body(number)
      }
    }
  }

  @inline(__always)
  private static func isSeparator(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x20, 0x09, UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "("), UInt8(ascii: ")"),
      UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"):
      return true
    default: return false
    }
  }
}
