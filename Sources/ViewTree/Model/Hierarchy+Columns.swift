extension Hierarchy {
  /// For each node of `nodes`, the 1-based column, in characters as editors count them, where
  /// its description starts on its input line: where a report of the node points. 1 for a row
  /// read from an unescaped copy of an escaped line, whose offsets are not the input's.
  ///
  /// Columns are counted back from each description to its line's start, or to the previous
  /// description of the same line, in offset order: a line holding thousands of rows (a dump
  /// flattened onto one line) is counted once, not once per row.
  /// - Complexity: O(k log k + the length of the lines holding the k nodes).
  public func columns(of nodes: [NodeIndex]) -> [Int] {
    var columns = [Int](repeating: 1, count: nodes.count)
    let starts = nodes.map { Int(records[$0.rawValue].description.start) }
    let order = nodes.indices.filter { starts[$0] < inputCount }.sorted { starts[$0] < starts[$1] }
    text.withUnsafeBufferPointer { bytes in
      var previous = (offset: 0, column: 1)
      for position in order {
        let offset = starts[position]
        var index = offset
        var characters = 0
        while index > previous.offset && bytes[index - 1] != 0x0A {
          index -= 1
          if bytes[index] & 0xC0 != 0x80 { characters += 1 }
        }
        let reachedPrevious = index == previous.offset && index > 0 && bytes[index - 1] != 0x0A
        columns[position] = reachedPrevious ? previous.column + characters : characters + 1
        previous = (offset, columns[position])
      }
    }
    return columns
  }
}
