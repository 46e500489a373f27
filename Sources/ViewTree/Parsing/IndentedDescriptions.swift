import PCRE2

/// recursiveDescription as iPhone OS 3 printed it, and custom printers that indent subviews
/// by a tab: no `|` markers, each level indented more. A block of such rows
/// (recursiveDescription rows without markers, not all indented alike, and not followed by a
/// row with markers) takes its depths from the indentation before each description, relative
/// to the block's least indented row. Any other markerless row keeps depth 0, a root.
///
/// Between the rows of a block may stand blank lines, elisions, and what a custom printer
/// writes about each view: indented lines (`    constraints: 2`) and lines that open with a
/// bracket or quote (`[<NSLayoutConstraint:0x… …>]`). A prompt, or a line of prose at the
/// margin, ends the block: what follows is another printout.
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
            && onlyQuietLinesBetween(records[end - 1], records[end], bytes, elision)
            && !isPrintedAgainInside(records[end - 1], records[end], bytes)
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

  /// Whether `row` prints the view `previous` printed (its address), further in: another
  /// printout of it (the same cell quoted in a JSON value, then in a property list), which
  /// would otherwise hang under itself.
  static func isPrintedAgainInside(
    _ previous: NodeRecord, _ row: NodeRecord, _ bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    !row.address.range.isEmpty
      && bytes[row.address.range].elementsEqual(bytes[previous.address.range])
      && indentation(of: row, bytes) > indentation(of: previous, bytes)
  }

  /// Whether only blank lines, elisions (`...`, `[snip]`) and what a printer writes about a
  /// row (an indented line, or one opening with a bracket or quote) separate the lines of two
  /// records.
  static func onlyQuietLinesBetween(
    _ first: NodeRecord, _ second: NodeRecord, _ bytes: UnsafeBufferPointer<UInt8>,
    _ elision: Matcher
  ) -> Bool {
    // Rows read from one line (newlines lost) share that line: they are no such block.
    guard first.source.end <= second.source.start else { return false }
    let gap = UnsafeBufferPointer(rebasing: bytes[Int(first.source.end)..<Int(second.source.start)])
    return gap.split(separator: 0x0A).allSatisfy { line in
      switch line.first {
      case nil, 0x20, 0x09, 0x0D, UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: "{"),
        UInt8(ascii: "\""), UInt8(ascii: "<"):
        return true
      default: return (try? elision.matches(UnsafeBufferPointer(rebasing: line))) == true
      }
    }
  }

  /// Spaces and tabs right before the description, after any prompt, comment mark or prefix.
  /// The first of them after such text only sets the description off from it
  /// (`…Demo[1:2] <UIView…`, `// <UIView…`): it is no indentation.
  static func indentation(of record: NodeRecord, _ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var index = Int(record.description.start)
    var lineStart = Int(record.source.start)
    // A row read from a copy (a paste cut at a fixed width, joined) keeps its input lines as
    // its source: its indentation is in the copy, from the copy's line start.
    if !record.source.range.contains(index) {
      lineStart = index
      while lineStart > 0 && bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
    }
    while index > lineStart && (bytes[index - 1] == 0x20 || bytes[index - 1] == 0x09) {
      index -= 1
    }
    // A list mark (`        - <UIView…>`, a post's bullet before a row) is indentation: the
    // row stands where its mark does, plus the mark.
    if index > lineStart && bytes[index - 1] == UInt8(ascii: "-")
      && index < Int(record.description.start)
      && (index - 1 == lineStart || bytes[index - 2] == 0x20 || bytes[index - 2] == 0x09)
    {
      index -= 1
      while index > lineStart && (bytes[index - 1] == 0x20 || bytes[index - 1] == 0x09) {
        index -= 1
      }
    }
    let run = Int(record.description.start) - index
    return index > lineStart && run > 0 ? run - 1 : run
  }
}
