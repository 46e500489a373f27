extension Rect {
  /// `(x y; w h)`, as UIKit prints frames (`(0 0; 320 44)`, `(16 11.6667; 100 20)`): each
  /// number to six significant digits (`displayed`), so that a sum of printed values reads as
  /// UIKit would print it (`16.6667 + 188.6667` is `205.333`, not `205.3334`).
  public var printed: String {
    var text = ""
    appendPrinted(to: &text)
    return text
  }

  /// Appends `printed` to `text`, without an intermediate String (lint builds tens of
  /// thousands of messages).
  public func appendPrinted(to text: inout String) {
    text += "("
    Self.appendNumber(Self.displayed(x), to: &text)
    text += " "
    Self.appendNumber(Self.displayed(y), to: &text)
    text += "; "
    Self.appendNumber(Self.displayed(width), to: &text)
    text += " "
    Self.appendNumber(Self.displayed(height), to: &text)
    text += ")"
  }

  /// `w × h`, as `printed` writes them.
  public var printedSize: String {
    var text = ""
    Self.appendNumber(Self.displayed(width), to: &text)
    text += " × "
    Self.appendNumber(Self.displayed(height), to: &text)
    return text
  }

  /// A number for machines (JSON, SVG, selectors): `44`, not `44.0`; without the binary
  /// noise of sums of printed values (`45.6667 + 283` is `328.6667`, not
  /// `328.66669999999999`), but with the digits a dump gave (`2.6226e-05`, `1e-07`,
  /// `0.333333333333`, to 12 significant digits): see `machineValue`.
  public static func printed(_ value: Double) -> String {
    var text = ""
    appendPrinted(value, to: &text)
    return text
  }

  /// Appends `printed(value)` to `text`.
  public static func appendPrinted(_ value: Double, to text: inout String) {
    appendNumber(machineValue(value), to: &text)
  }

  /// `value` rounded to a millionth when that changes it by no more than binary noise (a
  /// trillionth of it), as for the decimals UIKit prints and their sums; otherwise to 12
  /// significant digits, so that a smaller or longer number keeps its digits (a zero stays a
  /// zero only when it is one) while the noise of a transformed frame's products
  /// (`174.889871400002`) is dropped.
  static func machineValue(_ value: Double) -> Double {
    guard value.isFinite, value != 0 else { return value }
    if abs(value) < 1e9 {
      let millionths = (value * 1e6).rounded() / 1e6
      if isNoise(millionths - value, of: value) { return millionths }
    }
    // The decimal exponent: a few steps for the values a dump prints.
    var magnitude = abs(value)
    var exponent = 0
    while magnitude >= 10 && exponent < 12 {
      magnitude /= 10
      exponent += 1
    }
    while magnitude < 1 && exponent > -300 {
      magnitude *= 10
      exponent -= 1
    }
    guard exponent < 12, exponent > -300 else { return value }
    let scale = power(of10: 11 - exponent)
    let rounded = (value * scale).rounded() / scale
    return rounded.isFinite ? rounded : value
  }

  /// Whether `difference` is within a trillionth of `value`: floating-point noise.
  static func isNoise(_ difference: Double, of value: Double) -> Bool {
    abs(difference) <= abs(value) * 1e-12
  }

  /// 10^exponent, for an exponent of 0 or more.
  private static func power(of10 exponent: Int) -> Double {
    var result = 1.0
    for _ in 0..<exponent { result *= 10 }
    return result
  }

  /// `value` as `%g` rounds it for people: six significant digits, without `%g`'s exponent
  /// (whole numbers of six digits or more are rounded to units).
  static func displayed(_ value: Double) -> Double {
    guard value.isFinite, value != 0, abs(value) < 1e15 else { return value }
    var magnitude = abs(value)
    var integerDigits = 0
    while magnitude >= 1 {
      magnitude /= 10
      integerDigits += 1
    }
    while magnitude < 0.1 && integerDigits > -3 {
      magnitude *= 10
      integerDigits -= 1
    }
    var scale = 1.0
    for _ in 0..<max(0, 6 - integerDigits) { scale *= 10 }
    return (value * scale).rounded() / scale
  }

  /// Whole numbers without `.0`; others as Swift prints them (the shortest exact form).
  private static func appendNumber(_ value: Double, to text: inout String) {
    guard value.isFinite else {
      text += String(value)
      return
    }
    if value == value.rounded() && abs(value) < 1e15 {
      text += String(Int64(value))
    } else {
      text += String(value)
    }
  }
}
