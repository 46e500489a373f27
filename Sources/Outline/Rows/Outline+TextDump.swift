extension Outline {
  /// The visible rows drawn as a tree, one line per row: top-level rows flush left, others
  /// behind `├─ ` and `└─ ` connectors, and `▸ ` or `▾ ` before each collapsed or expanded node.
  ///
  /// ```
  /// ▾ Root
  /// ├─ ▸ Collapsed
  /// └─ ▾ Expanded
  ///    └─ Leaf
  /// ```
  ///
  /// - Complexity: O(rows × depth).
  public func textDump(_ label: (Item) -> String) -> String {
    let shape = viewShape
    var lines: [String] = []
    lines.reserveCapacity(rowCount)
    for row in 0..<rowCount {
      let view = state.rows[row]
      let node = treeNode(view)
      var line = ""
      var ancestor = shape.parent[Int(view)]
      while ancestor >= 0 && shape.parent[Int(ancestor)] >= 0 {
        line = (shape.hasNextSibling(ancestor) ? "│  " : "   ") + line
        ancestor = shape.parent[Int(ancestor)]
      }
      if shape.parent[Int(view)] >= 0 { line += shape.hasNextSibling(view) ? "├─ " : "└─ " }
      switch disclosure(of: node) {
      case .expanded: line += "▾ "
      case .collapsed: line += "▸ "
      case .none: break
      }
      lines.append(line + label(tree.items[node.index]))
    }
    return lines.joined(separator: "\n")
  }
}
