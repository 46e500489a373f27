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
    return printsMarkers(index) ? jump - 1 : 0
  }

  /// Whether a row's depth is a count of printed markers (`|`, `+`, a full-width `｜`): a
  /// marker format's row with markers in its lead. Formats whose depth is indentation, and
  /// markerless recursiveDescription rows, count columns instead, which are no levels.
  /// - Complexity: O(the row's lead).
  func printsMarkers(_ index: NodeIndex) -> Bool {
    let record = records[index.rawValue]
    switch record.format {
    case .recursiveDescription, .printHierarchy, .autolayoutTrace: break
    default: return false
    }
    return text.withUnsafeBufferPointer { bytes in
      let lead = Int(record.source.start)..<Int(record.description.start)
      return lead.contains { index in
        let byte = bytes[index]
        // `｜` is EF BD 9C (another full-width sign, a depth number's `＃`, is no marker).
        return byte == UInt8(ascii: "|") || byte == UInt8(ascii: "+")
          || (byte == 0xEF && index + 2 < lead.upperBound && bytes[index + 1] == 0xBD
            && bytes[index + 2] == 0x9C)
      }
    }
  }

  /// Whether the paste may have left out rows between a node and its parent: levels cut
  /// (`missingLevels(above:)`), or an author's elision (`...`, `[snip]`) between the two
  /// lines, where the elided rows may hold the node's real parent. Its absolute frame is then
  /// a guess, and where it lies in its parent no finding.
  /// - Complexity: O(log e) for e elisions; O(1) in a paste without any.
  public func hasCutAbove(_ index: NodeIndex) -> Bool {
    let parent = Int(parents[index.rawValue])
    guard parent >= 0 else { return false }
    return missingLevels(above: index) > 0 || elisionBetween(parent, index.rawValue) != nil
  }

  /// The line of an elision between the lines of two nodes (`first` before `second`), if any.
  func elisionBetween(_ first: Int, _ second: Int) -> Int? {
    let lines = elisionLines
    guard !lines.isEmpty else { return nil }
    let (from, to) = (records[first].line, records[second].line)
    // The first elision after `from`.
    var low = 0
    var high = lines.count
    while low < high {
      let middle = (low + high) / 2
      if lines[middle] <= from { low = middle + 1 } else { high = middle }
    }
    return low < lines.count && lines[low] < to ? Int(lines[low]) : nil
  }
}
