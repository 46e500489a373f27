/// Rectangle tests the rules share, with the tolerance UIKit's rounded thirds need.
extension Rect {
  /// Whether `other` lies inside, allowing its edges to overhang by `tolerance`.
  func contains(_ other: Rect, tolerance: Double) -> Bool {
    other.x >= x - tolerance && other.y >= y - tolerance
      && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
  }

  /// Whether the two rectangles share more than an edge (overlaps under `tolerance` do not
  /// count).
  func intersects(_ other: Rect, tolerance: Double) -> Bool {
    other.x < maxX - tolerance && x < other.maxX - tolerance
      && other.y < maxY - tolerance && y < other.maxY - tolerance
  }

  /// The common part, empty (zero size at the nearest corner) when they do not overlap.
  func intersection(_ other: Rect) -> Rect {
    let left = Swift.max(x, other.x)
    let top = Swift.max(y, other.y)
    let right = Swift.min(maxX, other.maxX)
    let bottom = Swift.min(maxY, other.maxY)
    return Rect(
      x: left, y: top, width: Swift.max(0, right - left), height: Swift.max(0, bottom - top))
  }

  /// Neither dimension is positive-or-NaN: nothing to draw or hit.
  var hasArea: Bool { width > 0 && height > 0 }

  /// `(x y; w h)`, as UIKit prints frames.
  var printed: String {
    "(\(Self.number(x)) \(Self.number(y)); \(Self.number(width)) \(Self.number(height)))"
  }

  /// `w × h`.
  var printedSize: String { "\(Self.number(width)) × \(Self.number(height))" }

  /// Up to three decimals, without trailing zeros: UIKit's `%g`-like style.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return String(value) }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int64(rounded)) }
    return String(rounded)
  }
}
