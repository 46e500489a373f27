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

  /// A number as UIKit prints one: `44`, not `44.0`; rounded to a millionth, so that sums of
  /// printed values (`45.6667 + 283`) do not show binary noise (`328.66669999999999`).
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
    let rounded = abs(value) < 1e9 ? (value * 1e6).rounded() / 1e6 : value
    if rounded == rounded.rounded() && abs(rounded) < 1e15 {
      text += String(Int64(rounded))
    } else {
      text += String(rounded)
    }
  }
}
