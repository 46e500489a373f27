/// `_printHierarchy` marks a presented controller with `+` in place of its last `|`. A
/// controller that is itself the top of the printout and presented (a snapshot test's host:
/// `presented with: (null)`) has no `|` to replace, so UIKit prints it `   + <…>` one marker
/// in, and its children at that same marker count, `   | <…>`. Read by markers alone, the
/// children would be its siblings. A `+` row's children are otherwise always one marker
/// further in (the presented controller comes after its presenter's children, so no row at
/// its own count follows it): a tree that starts with a `+` row followed by a `|` row at the
/// same count starts with such a root.
enum PresentedRoots {
  /// Takes one marker off such roots in `records` (in input order); `treeBreaks` are the
  /// record indices where a prompt closed the tree. - Complexity: O(records).
  static func resolve(_ records: inout [NodeRecord], treeBreaks: [Int], text: SourceText) {
    text.withUnsafeBufferPointer { bytes in
      records.withUnsafeMutableBufferPointer { records in
        var breaks = treeBreaks[...]
        for index in 0..<max(0, records.count - 1) {
          let isBreak = IndentedDescriptions.isBreak(index, &breaks)
          let (row, next) = (records[index], records[index + 1])
          guard row.format == .printHierarchy, next.format == .printHierarchy,
            row.markerDepth > 0, next.markerDepth == row.markerDepth,
            index == 0 || isBreak || records[index - 1].format != .printHierarchy,
            lastMarker(of: row, bytes) == UInt8(ascii: "+"),
            lastMarker(of: next, bytes) == UInt8(ascii: "|")
          else { continue }
          var peek = breaks
          if IndentedDescriptions.isBreak(index + 1, &peek) { continue }
          records[index].markerDepth -= 1
        }
      }
    }
  }

  /// The last non-space byte before the row's description: its last marker.
  private static func lastMarker(of record: NodeRecord, _ bytes: UnsafeBufferPointer<UInt8>)
    -> UInt8?
  {
    var index = Int(record.description.start) - 1
    while index >= Int(record.source.start) && bytes[index] == 0x20 { index -= 1 }
    return index >= Int(record.source.start) ? bytes[index] : nil
  }
}
