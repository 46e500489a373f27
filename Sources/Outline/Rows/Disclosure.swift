/// The disclosure indicator a row shows.
public enum Disclosure: Hashable, Sendable {
  /// The node has no children in the current view: no indicator.
  case none
  /// The node has children and they are hidden (▸).
  case collapsed
  /// The node has children and they are shown (▾).
  case expanded
}
