extension Rect {
  /// `(x y; w h)`, as UIKit prints frames (`(0 0; 320 44)`, `(16 11.6667; 100 20)`).
  public var printed: String {
    "(\(Self.printed(x)) \(Self.printed(y)); \(Self.printed(width)) \(Self.printed(height)))"
  }

  /// `w × h`.
  public var printedSize: String { "\(Self.printed(width)) × \(Self.printed(height))" }

  /// A number as UIKit prints one: `44`, not `44.0`; rounded to a millionth, so that sums of
  /// printed values (`45.6667 + 283`) do not show binary noise (`328.66669999999999`).
  public static func printed(_ value: Double) -> String {
    guard value.isFinite else { return String(value) }
    let rounded = abs(value) < 1e9 ? (value * 1e6).rounded() / 1e6 : value
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int64(rounded)) }
    return String(rounded)
  }
}
