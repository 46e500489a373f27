/// What `HierarchyDiff` compares, and how strictly.
public struct DiffOptions: Sendable, Equatable {
  /// Property keys left out of matching and of the reported updates (`layer`,
  /// `gestureRecognizers`, …).
  public var ignoredKeys: Set<String> = []
  /// Leave geometry (`DiffOptions.geometryKeys`) out entirely.
  public var ignoresFrames = false
  /// Geometry values whose numbers all differ by at most this many points are equal: UIKit
  /// prints rounded thirds, and layout passes move views by fractions of a point.
  public var tolerance = 0.5
  /// Compare classes and tree shape only: no property is read, no update is reported.
  public var structureOnly = false

  public init() {}

  /// Keys whose values are geometry: compared with `tolerance`, left out by `ignoresFrames`.
  /// `f` and `b` are AppKit's frame and bounds.
  public static let geometryKeys: Set<String> = [
    "frame", "f", "b", "bounds", "center", "position", "layoutFrame", "contentOffset",
    "contentSize", "adjustedContentInset",
  ]

  /// Keys whose values change between runs of the same build (XCUITest's process id).
  static let volatileKeys: Set<String> = ["pid"]

  /// Whether a property takes part in matching and comparison.
  func compares(_ key: String) -> Bool {
    if structureOnly || ignoredKeys.contains(key) || Self.volatileKeys.contains(key) {
      return false
    }
    return !(ignoresFrames && Self.geometryKeys.contains(key))
  }
}
