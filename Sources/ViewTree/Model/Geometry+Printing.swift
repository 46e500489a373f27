extension Rect {
  /// `(x y; w h)`, as UIKit prints frames (`(0 0; 320 44)`, `(16 11.6667; 100 20)`).
  public var printed: String {
    var text = ""
    appendPrinted(to: &text)
    return text
  }

  /// Appends `printed` to `text`, without an intermediate String (lint builds tens of
  /// thousands of messages).
  public func appendPrinted(to text: inout String) {
    text += "("
    Self.appendPrinted(x, to: &text)
    text += " "
    Self.appendPrinted(y, to: &text)
    text += "; "
    Self.appendPrinted(width, to: &text)
    text += " "
    Self.appendPrinted(height, to: &text)
    text += ")"
  }

  /// `w × h`.
  public var printedSize: String { "\(Self.printed(width)) × \(Self.printed(height))" }

  /// A number as UIKit prints one: `44`, not `44.0`, and to six significant digits (`%g`'s
  /// precision, without its exponent), so that sums of printed values read as UIKit would print
  /// them (`16.6667 + 188.6667` is `205.333`, not `205.3334` or binary noise).
  public static func printed(_ value: Double) -> String {
    var text = ""
    appendPrinted(value, to: &text)
    return text
  }

  /// Appends `printed(value)` to `text`.
  public static func appendPrinted(_ value: Double, to text: inout String) {
    guard value.isFinite else {
      text += String(value)
      return
    }
    let rounded = Self.significant(value)
    if rounded == rounded.rounded() && abs(rounded) < 1e15 {
      text += String(Int64(rounded))
    } else {
      text += String(rounded)
    }
  }

  /// `value` rounded to six significant digits; whole numbers of six digits or more are
  /// rounded to units (where `%g` would switch to an exponent).
  static func significant(_ value: Double) -> Double {
    guard value != 0, abs(value) < 1e15 else { return value }
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
}
