extension Outline {
  /// What collapsing a node does to the expansion of its descendants.
  public enum CollapseBehavior: Hashable, Sendable {
    /// Descendants keep their expansion, so expanding the node again shows them as they were.
    case preservesDescendants
    /// Descendants are collapsed too, so expanding the node again shows only its children.
    case resetsDescendants
  }
}
