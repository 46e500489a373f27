extension Outline {
  /// The tree index path of the node at `row` (see ``OutlineTree/indexPath(of:)``).
  ///
  /// Index paths always refer to the whole tree, filtered or not.
  ///
  /// - Complexity: O(depth).
  public func indexPath(ofRow row: Int) -> [Int] {
    tree.indexPath(of: node(atRow: row))
  }

  /// The row showing the node at the tree index path `indexPath`, or `nil` when there is no
  /// such node or it is hidden.
  ///
  /// - Complexity: O(`indexPath.count` + log n).
  public func row(at indexPath: [Int]) -> Int? {
    tree.node(at: indexPath).flatMap(row(of:))
  }
}
