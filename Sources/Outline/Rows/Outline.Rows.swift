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

    /// The raw tree node of every row. A map over the arrays themselves: called from another
    /// module, `Outline` is not specialized, and `map` over `Rows` then goes through generic
    /// witnesses per row (about 15 ms for 55,000 rows).
    var treeNodes: [Int32] {
      guard let treeNode else { return rows }
      return rows.map { treeNode[Int($0)] }
    }
  }
}

extension Outline.Rows: Sendable {}
