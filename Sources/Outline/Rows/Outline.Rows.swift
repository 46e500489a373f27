extension Outline {
  /// The nodes of the visible rows, in row order.
  public struct Rows: RandomAccessCollection {
    let rows: [Int32]
    let treeNode: [Int32]?

    public var startIndex: Int { 0 }
    public var endIndex: Int { rows.count }

    /// - Complexity: O(1).
    public subscript(row: Int) -> NodeID {
      let view = rows[row]
      return NodeID(raw: treeNode?[Int(view)] ?? view)
    }
  }
}

extension Outline.Rows: Sendable {}
