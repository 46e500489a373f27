extension Node {
  /// `frame = (x y; w h)`, nil when the line has none.
  /// The frame, from whatever the format prints: `frame = (x y; w h)` (recursiveDescription),
  /// `f=(x,y,w,h)` (AppKit), `{{x, y}, {w, h}}` or `{x, y, w, h}` (XCUITest).
  public var frame: Rect? {
    switch record.format {
    case .subtreeDescription: return value(of: "f").flatMap(Self.rect)
    case .xcuitest: return value(of: "frame").flatMap(Self.rect)
    case .printHierarchy, .autolayoutTrace: return nil
    case .recursiveDescription, .other, .unknown:
      guard usesPropertySyntax else { return nil }
      return withValue(of: "frame") { NumberList.rect($0) } ?? nil
    }
  }

  private static func rect(_ text: String) -> Rect? {
    let numbers = NumberList.parse(text)
    guard numbers.count == 4 else { return nil }
    return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  /// `alpha = …`; 1 when not printed (UIKit prints alpha only when it is not 1).
  public var alpha: Double {
    value(of: "alpha").flatMap { NumberList.parse($0).first } ?? 1
  }

  /// The alpha below which UIKit neither draws a view nor delivers touches to it (hit-testing
  /// skips views under 0.01): such a view is as invisible as a hidden one.
  public static let invisibleAlpha = 0.01

  /// `alpha` below `invisibleAlpha`.
  public var isTransparent: Bool { alpha < Self.invisibleAlpha }

  /// `hidden = YES` (EarlGrey: `hidden` alone), or AppKit's `H` flag; false when not printed.
  public var isHidden: Bool {
    if record.format == .subtreeDescription { return value(of: "flags")?.contains("H") ?? false }
    return value(of: "hidden").map(FlagValue.isSet) ?? false
  }

  /// `opaque = NO` makes this false; UIKit prints it only when not opaque.
  public var isOpaque: Bool { value(of: "opaque") != "NO" }

  /// `clipsToBounds = YES`; false when not printed.
  public var clipsToBounds: Bool { value(of: "clipsToBounds") == "YES" }

  /// `userInteractionEnabled = NO` makes this false; UIKit prints it only when disabled.
  public var isUserInteractionEnabled: Bool { value(of: "userInteractionEnabled") != "NO" }

  /// `tag = N`, nil when not printed (UIKit omits tag 0).
  public var tag: Int? { value(of: "tag").flatMap { Int($0) } }

  /// `baseClass = UIButton`: the UIKit class a custom class derives from.
  public var baseClass: String? { value(of: "baseClass") }

  /// `text = '…'` with its quotes removed and `\uXXXX` escapes decoded.
  public var text: String? { value(of: "text").map(TextValue.decode) }

  /// `transform = [a, b, c, d, tx, ty]`, or `transform3D = [16 values]`.
  public var transform: Transform? {
    for key in ["transform", "transform3D"] {
      if let value = value(of: key) {
        let numbers = NumberList.parse(value)
        if numbers.count == 6 || numbers.count == 16 { return Transform(values: numbers) }
      }
    }
    return nil
  }

  /// Scroll views' `contentOffset: {x, y}`.
  public var contentOffset: Point? {
    guard let value = value(of: "contentOffset") else { return nil }
    let numbers = NumberList.parse(value)
    return numbers.count == 2 ? Point(x: numbers[0], y: numbers[1]) : nil
  }

  /// Scroll views' `contentSize: {w, h}`.
  public var contentSize: Size? {
    guard let value = value(of: "contentSize") else { return nil }
    let numbers = NumberList.parse(value)
    return numbers.count == 2 ? Size(width: numbers[0], height: numbers[1]) : nil
  }

  /// Scroll views' `adjustedContentInset: {top, left, bottom, right}`.
  public var adjustedContentInset: Insets? {
    guard let value = value(of: "adjustedContentInset") else { return nil }
    let n = NumberList.parse(value)
    return n.count == 4 ? Insets(top: n[0], left: n[1], bottom: n[2], right: n[3]) : nil
  }
}
