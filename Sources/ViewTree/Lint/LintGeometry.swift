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
}
