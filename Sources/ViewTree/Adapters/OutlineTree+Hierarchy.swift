import Outline

extension OutlineTree where Item == NodeIndex {
  /// A parsed hierarchy as an outline tree, for the viewer or any row-based UI: node `i` is
  /// `NodeIndex(i)`, the hierarchy's preorder is the outline's.
  /// - Complexity: O(n).
  public init(_ hierarchy: Hierarchy) {
    // A hierarchy's depths start at 0 and never grow by more than one from a node to the
    // next, which are exactly the valid preorder levels: building cannot fail.
    try! self.init(preorder: hierarchy.indices, levels: hierarchy.depths.map { Int($0) })
  }
}
