/// Whether a node reads as marked, like a tri-state checkbox.
public enum MarkState: Hashable, Sendable {
  /// No leaf of the node's subtree is marked.
  case unmarked
  /// Every leaf of the node's subtree is marked.
  case marked
  /// Some leaves of the node's subtree are marked and some are not.
  case mixed
}
