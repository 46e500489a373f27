/// A point, as UIKit prints `{x, y}`.
public struct Point: Equatable, Hashable, Sendable, Codable {
  public var x: Double
  public var y: Double
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// A size, as UIKit prints `{w, h}`.
public struct Size: Equatable, Hashable, Sendable, Codable {
  public var width: Double
  public var height: Double
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}

/// A rectangle: `frame = (x y; w h)` in recursiveDescription.
public struct Rect: Equatable, Hashable, Sendable, Codable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public var origin: Point { Point(x: x, y: y) }
  public var size: Size { Size(width: width, height: height) }
  public var isEmpty: Bool { width == 0 || height == 0 }
  public var maxX: Double { x + width }
  public var maxY: Double { y + height }

  /// This rectangle moved by `offset` (a child frame into its parent's coordinates).
  public func offsetBy(_ offset: Point) -> Rect {
    Rect(x: x + offset.x, y: y + offset.y, width: width, height: height)
  }

  /// Whether `other` lies entirely inside this rectangle.
  public func contains(_ other: Rect) -> Bool {
    other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
  }
}

/// Edge insets `{top, left, bottom, right}` (`adjustedContentInset`).
public struct Insets: Equatable, Hashable, Sendable, Codable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
}

/// An affine transform `[a, b, c, d, tx, ty]`, or the 16 values of a `transform3D`.
public struct Transform: Equatable, Hashable, Sendable, Codable {
  /// Row-major values as printed: 6 for an affine transform, 16 for a 3D one.
  public var values: [Double]
  public init(values: [Double]) { self.values = values }

  public var isIdentity: Bool {
    switch values.count {
    case 6: return values == [1, 0, 0, 1, 0, 0]
    case 16: return values == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
    default: return false
    }
  }
}
