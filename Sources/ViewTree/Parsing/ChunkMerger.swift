/// Joins chunk results, in input order, into one hierarchy and one list of dispositions and
/// diagnostics, with line numbers and text offsets made global.
enum ChunkMerger {
  static func merge(_ chunks: consuming [ChunkResult], source: SourceText, inputCount: Int)
    -> ParseResult
  {
    var builder = HierarchyBuilder(expectedCount: chunks.reduce(0) { $0 + $1.records.count })
    var dispositions: [LineDisposition] = []
    dispositions.reserveCapacity(chunks.reduce(0) { $0 + $1.dispositions.count })
    var diagnostics: [Diagnostic] = []
    var unescaped: [UInt8] = []
    var classes = ClassNameTable()
    var classIDs: [Int32] = []
    classIDs.reserveCapacity(chunks.reduce(0) { $0 + $1.records.count })
    var formatCounts = [Int](repeating: 0, count: DumpFormat.allCases.count)
    var lineBase = 0
    for chunkIndex in chunks.indices {
      // Each chunk is released once merged, so its records are never held twice at once.
      let chunk = chunks[chunkIndex]
      chunks[chunkIndex] = ChunkResult()
      dispositions.append(contentsOf: chunk.dispositions)
      let unescapedBase = UInt32(unescaped.count)
      let lineShift = Int32(lineBase)
      let translation = classes.translation(from: chunk.classes)
      classIDs.append(contentsOf: chunk.classIDs.lazy.map { translation[Int($0)] })
      var breaks = chunk.treeBreaks[...]
      var segmentStart = 0
      // Records go in as runs between the chunk's tree breaks, then get global line numbers.
      for index in 0...chunk.records.count {
        guard index == chunk.records.count || breaks.first == index else { continue }
        let appendedFrom = builder.records.count
        builder.append(contentsOf: chunk.records[segmentStart..<index])
        builder.adjustRecords(from: appendedFrom) { record in
          record.line += lineShift
          // A record read from unescaped text, or whose wrapped class name was joined there.
          if unescapedBase > 0
            && (record.source.start >= UInt32(inputCount)
              || record.className.start >= UInt32(inputCount))
          {
            record.shift(by: unescapedBase, spansFrom: UInt32(inputCount))
          }
          formatCounts[record.format.ordinal] += 1
        }
        // A break may also follow the chunk's last node (a prompt on its last lines).
        if breaks.first == index {
          builder.closeAll()
          breaks = breaks.dropFirst()
        }
        segmentStart = index
      }
      diagnostics.append(contentsOf: chunk.diagnostics.lazy.map { $0.movedDown(by: lineBase) })
      unescaped.append(contentsOf: chunk.unescaped)
      lineBase += chunk.dispositions.count
    }
    // The hierarchy is named after the format most of its nodes have (on a tie, the first
    // node's); each node keeps its own.
    let first = builder.records.first?.format ?? .unknown
    let format =
      DumpFormat.allCases.filter { formatCounts[$0.ordinal] > 0 }.max {
        let (a, b) = (formatCounts[$0.ordinal], formatCounts[$1.ordinal])
        return a != b ? a < b : $1 == first
      } ?? .unknown
    var text = source
    if !unescaped.isEmpty {
      var combined = source.withUnsafeBufferPointer { Array($0) }
      combined.append(contentsOf: unescaped)
      text = SourceText(combined)
    }
    var elisionLines: [Int32] = []
    for (offset, disposition) in dispositions.enumerated() where disposition == .elision {
      elisionLines.append(Int32(offset + 1))
    }
    let hierarchy = builder.finish(
      text: text, format: format, classIDs: classIDs, classNames: classes.names,
      elisionLines: elisionLines, inputCount: inputCount)
    // What only the whole tree shows: a dump pasted twice, an indentation lost, levels cut,
    // a paste that climbs above its first rows.
    let found = Self.inLineOrder(
      Self.inLineOrder(
        RepeatedTrees.diagnostics(in: hierarchy, dispositions: dispositions),
        FlattenedIndentation.diagnostics(in: hierarchy)),
      Self.inLineOrder(
        Self.inLineOrder(
          MissingLevels.diagnostics(in: hierarchy),
          ElidedParents.diagnostics(in: hierarchy, dispositions: dispositions)),
        ShallowerRoots.diagnostics(in: hierarchy, dispositions: dispositions)))
    return ParseResult(
      hierarchy: hierarchy, lineDispositions: dispositions,
      diagnostics: found.isEmpty ? diagnostics : Self.inLineOrder(diagnostics, found))
  }

  /// Two lists of diagnostics in line order, merged (on a tie, `first`'s come first).
  private static func inLineOrder(_ first: [Diagnostic], _ second: [Diagnostic]) -> [Diagnostic] {
    var result: [Diagnostic] = []
    result.reserveCapacity(first.count + second.count)
    var (i, j) = (0, 0)
    while i < first.count || j < second.count {
      if j == second.count || (i < first.count && first[i].line <= second[j].line) {
        result.append(first[i])
        i += 1
      } else {
        result.append(second[j])
        j += 1
      }
    }
    return result
  }
}
