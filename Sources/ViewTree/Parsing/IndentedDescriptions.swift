import PCRE2

/// recursiveDescription as iPhone OS 3 printed it: no `|` markers, each level indented four
/// more spaces. A block of such rows (recursiveDescription rows without markers, with nothing
/// but blank lines and elisions between them, not all indented alike, and not followed by a
/// row with markers) takes its depths from the indentation before each description, relative
/// to the block's least indented row. Any other markerless row keeps depth 0, a root.
enum IndentedDescriptions {
  /// Rewrites the marker depths of such blocks in `records`, which are in input order;
  /// `treeBreaks` are the record indices where a prompt closed the tree.
  /// - Complexity: O(records), plus the bytes between consecutive markerless rows.
  static func resolve(
    _ records: inout [NodeRecord], treeBreaks: [Int], text: SourceText
  ) {
    let elision = LineGrammar.elision.matcher()
    text.withUnsafeBufferPointer { bytes in
      records.withUnsafeMutableBufferPointer { records in
        var breaks = treeBreaks[...]
        var start = 0
        while start < records.count {
          guard isMarkerless(records[start]) else {
            start += 1
            continue
          }
          var end = start + 1
          while end < records.count && isMarkerless(records[end])
            && !isBreak(end, &breaks)
            && onlyBlankOrElidedBetween(records[end - 1], records[end], bytes, elision)
          {
            end += 1
          }
          let followedByMarkers =
            end < records.count && !isBreak(end, &breaks)
            && records[end].format == .recursiveDescription && records[end].markerDepth > 0
          if end - start >= 2 && !followedByMarkers {
            let indents = (start..<end).map { indentation(of: records[$0], bytes) }
            let least = indents.min()!
            if indents.contains(where: { $0 != least }) {
              for (offset, indent) in indents.enumerated() {
                records[start + offset].markerDepth = Int32(indent - least)
              }
            }
          }
          start = end
        }
      }
    }
  }

  static func isMarkerless(_ record: NodeRecord) -> Bool {
    record.format == .recursiveDescription && record.markerDepth == 0
  }

  /// Whether a prompt closed the tree before record `index`; `breaks` only moves forward.
  static func isBreak(_ index: Int, _ breaks: inout ArraySlice<Int>) -> Bool {
    while let first = breaks.first, first < index { breaks = breaks.dropFirst() }
    return breaks.first == index
  }

  /// Whether only blank lines and elisions (`...`, `[snip]`) separate the lines of two records.
  static func onlyBlankOrElidedBetween(
    _ first: NodeRecord, _ second: NodeRecord, _ bytes: UnsafeBufferPointer<UInt8>,
    _ elision: Matcher
  ) -> Bool {
    // Rows read from one line (newlines lost) share that line: they are no such block.
    guard first.source.end <= second.source.start else { return false }
    let gap = UnsafeBufferPointer(rebasing: bytes[Int(first.source.end)..<Int(second.source.start)])
    return gap.split(separator: 0x0A).allSatisfy { line in
      line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
        || (try? elision.matches(UnsafeBufferPointer(rebasing: line))) == true
    }
  }

  /// Spaces and tabs right before the description, after any prompt, comment mark or prefix.
  /// The first of them after such text only sets the description off from it
  /// (`…Demo[1:2] <UIView…`, `// <UIView…`): it is no indentation.
  static func indentation(of record: NodeRecord, _ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var index = Int(record.description.start)
    let lineStart = Int(record.source.start)
    while index > lineStart && (bytes[index - 1] == 0x20 || bytes[index - 1] == 0x09) {
      index -= 1
    }
    let run = Int(record.description.start) - index
    return index > lineStart && run > 0 ? run - 1 : run
  }
}
