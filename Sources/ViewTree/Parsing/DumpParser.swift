import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a pasted view-hierarchy dump into a `Hierarchy`, accounting for every input line.
///
/// Depth is the number of `|` markers before a node, never its column, so any lead, comment
/// prefix or Markdown indentation works. Lines that are not nodes are skipped with a reason
/// (`LineDisposition`); the parser never invents a node and never stops early.
///
/// Big inputs are cut at line boundaries into one chunk per core; chunks are read in parallel
/// and then linked into one tree in input order. A chunk whose first lines are under state
/// that earlier lines left (`CarriedState`) is read again from that state.
public struct DumpParser: Sendable {
  /// Inputs smaller than this are parsed on the calling thread only.
  static let parallelThreshold = 1 << 20

  /// Read only rows of this format (nil: detect each row's format by itself).
  public var forcedFormat: DumpFormat?

  public init(format: DumpFormat? = nil) { self.forcedFormat = format }

  /// - Complexity: O(input length).
  public func parse(_ source: SourceText) -> ParseResult {
    parse(source) { Self.chunks(of: $0) }
  }

  /// Parses `source` in the chunks `cut` makes of its bytes: ranges in input order that start
  /// at line starts and together cover every byte (tests cut anywhere).
  func parse(_ source: SourceText, cut: (UnsafeBufferPointer<UInt8>) -> [Range<Int>])
    -> ParseResult
  {
    if let (order, markLength) = source.withUnsafeBufferPointer(UTF16Text.detect) {
      let text = source.withUnsafeBufferPointer {
        UTF16Text.utf8($0, order: order, markLength: markLength)
      }
      return Self.noting(
        "the input is UTF-16 (\(order.rawValue)); converted to UTF-8",
        in: parse(SourceText(text), cut: cut))
    }
    if let converted = Self.withNewlinesForCarriageReturns(source) {
      return parse(converted, cut: cut)
    }
    let result = source.withUnsafeBufferPointer { bytes in
      parse(source, bytes: bytes, chunks: cut(bytes), readsPathSections: false)
    }
    guard result.hierarchy.isEmpty, result.lineCounts[.legend, default: 0] > 0 else {
      return result
    }
    // XCUITest's `Path to element:` rows repeat the element subtree above them, so they are
    // skipped; but a paste of the path alone (an Appium log's) holds no other tree.
    let paths = source.withUnsafeBufferPointer { bytes in
      parse(source, bytes: bytes, chunks: cut(bytes), readsPathSections: true)
    }
    return paths.hierarchy.isEmpty ? result : paths
  }

  private func parse(
    _ source: SourceText, bytes: UnsafeBufferPointer<UInt8>, chunks: [Range<Int>],
    readsPathSections: Bool
  ) -> ParseResult {
    var results = [ChunkResult?](repeating: nil, count: chunks.count)
    // Found once for the whole input, so every chunk joins cut lines alike.
    let foldWidth = FoldWidth.detect(in: bytes)
    if chunks.count == 1 {
      var parser = ChunkParser(bytes: bytes, range: chunks[0], forcedFormat: forcedFormat)
      parser.readsPathSections = readsPathSections
      parser.foldWidth = foldWidth
      results[0] = parser.parse()
    } else {
      results.withUnsafeMutableBufferPointer { slots in
        // Each worker reads the shared input and writes only its own slot.
        let shared = UncheckedSendable((bytes: bytes, slots: slots))
        let forcedFormat = self.forcedFormat
        DispatchQueue.concurrentPerform(iterations: chunks.count) { index in
          var parser = ChunkParser(
            bytes: shared.value.bytes, range: chunks[index], forcedFormat: forcedFormat)
          parser.readsPathSections = readsPathSections
          parser.foldWidth = foldWidth
          shared.value.slots[index] = parser.parse()
        }
      }
    }
    // Each chunk was read as if it started the input. One whose lines are still under the
    // state the chunk before left (an XCUITest section, a description running on) is read
    // again, in order, from that state: at most twice per chunk, so still linear.
    for index in chunks.indices.dropFirst() {
      let carried = results[index - 1]!.exit
      guard results[index]!.entry != carried else { continue }
      var parser = ChunkParser(
        bytes: bytes, range: chunks[index], forcedFormat: forcedFormat, entry: carried)
      parser.readsPathSections = readsPathSections
      parser.foldWidth = foldWidth
      results[index] = parser.parse()
    }
    return ChunkMerger.merge(results.map { $0! }, source: source, inputCount: bytes.count)
  }

  public func parse(_ bytes: [UInt8]) -> ParseResult { parse(SourceText(bytes)) }

  public func parse(_ text: String) -> ParseResult { parse(SourceText(text)) }

  /// Text from old Mac tools ends lines with a bare `\r`: when the input holds no `\n` at all
  /// but does hold `\r`, a copy with `\n` instead. Nil for every other input.
  /// `result` with a note on its first line about the whole input.
  /// Whether `bytes` are UTF-16 text, which the parser converts to UTF-8 first.
  public static func isUTF16(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    UTF16Text.detect(bytes) != nil
  }

  private static func noting(_ message: String, in result: ParseResult) -> ParseResult {
    guard let first = result.lineDispositions.first else { return result }
    let note = Diagnostic(
      line: 1, column: 1, severity: .note, disposition: first, message: message)
    return ParseResult(
      hierarchy: result.hierarchy, lineDispositions: result.lineDispositions,
      diagnostics: [note] + result.diagnostics)
  }

  static func withNewlinesForCarriageReturns(_ source: SourceText) -> SourceText? {
    source.withUnsafeBufferPointer { bytes -> SourceText? in
      guard let base = bytes.baseAddress, memchr(base, 0x0A, bytes.count) == nil,
        memchr(base, 0x0D, bytes.count) != nil
      else { return nil }
      return SourceText(bytes.map { $0 == 0x0D ? 0x0A : $0 })
    }
  }

  /// One chunk per core, each of at least `parallelThreshold` bytes.
  static func chunks(of bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
    let cores = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    return chunks(of: bytes, count: min(cores, max(1, bytes.count / parallelThreshold)))
  }

  /// `count` ranges of roughly equal size that start at line starts (fewer when lines are long).
  static func chunks(of bytes: UnsafeBufferPointer<UInt8>, count: Int) -> [Range<Int>] {
    guard count > 1, let base = bytes.baseAddress else { return [0..<bytes.count] }
    var ranges: [Range<Int>] = []
    var start = 0
    for index in 1..<count {
      let target = max(start, bytes.count * index / count)
      guard let newline = memchr(base + target, 0x0A, bytes.count - target) else { break }
      let end = base.distance(to: newline.assumingMemoryBound(to: UInt8.self)) + 1
      ranges.append(start..<end)
      start = end
    }
    if start < bytes.count { ranges.append(start..<bytes.count) }
    return ranges
  }
}

/// Hands a value to concurrent workers that each touch a distinct part of it.
struct UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
