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

  /// A number for machines (JSON, SVG, selectors): `44`, not `44.0`; rounded to a millionth,
  /// so that sums of printed values (`45.6667 + 283`) do not show binary noise
  /// (`328.66669999999999`) but keep every digit a dump could have given them.
  public static func printed(_ value: Double) -> String {
    var text = ""
    appendPrinted(value, to: &text)
    return text
  }

  /// Appends `printed(value)` to `text`.
  public static func appendPrinted(_ value: Double, to text: inout String) {
    appendNumber(abs(value) < 1e9 ? (value * 1e6).rounded() / 1e6 : value, to: &text)
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
