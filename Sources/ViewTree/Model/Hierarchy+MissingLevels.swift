extension Hierarchy {
  /// How many levels of ancestors the paste left out between a node and its parent: a row
  /// printed with more `|` markers than one past its parent's (a dump cut down by hand, two
  /// snippets pasted one after the other). The node hangs under the nearest shallower row,
  /// whose bounds its frame is not printed in. 0 for roots, for rows one level down, and for
  /// formats whose depth is indentation (their units are columns, not levels).
  /// - Complexity: O(1), plus the row's lead when its markers jump.
  public func missingLevels(above index: NodeIndex) -> Int {
    let parent = Int(parents[index.rawValue])
    guard parent >= 0 else { return 0 }
    let record = records[index.rawValue]
    // Checked first: nearly every row is one marker below its parent.
    let jump = Int(record.markerDepth) - Int(records[parent].markerDepth)
    guard jump > 1, records[parent].format == record.format else { return 0 }
    switch record.format {
    case .recursiveDescription, .printHierarchy, .autolayoutTrace: break
    default: return 0
    }
    // Markerless recursiveDescription rows carry their indentation in columns instead.
    let hasMarkers = text.withUnsafeBufferPointer { bytes in
      bytes[Int(record.source.start)..<Int(record.description.start)].contains {
        $0 == UInt8(ascii: "|") || $0 == UInt8(ascii: "+") || $0 == 0xEF
      }
    }
    return hasMarkers ? jump - 1 : 0
  }
}
