import Foundation
import PropertyBased
import Testing

@testable import ViewTree

/// `DescriptionScanner` skips ordinary bytes with `SpecialByteFinder`; these compare its results
/// with a scanner that tests one byte at a time, on random descriptions and on every line of
/// the shared corpus, with spans that end before the buffer does.
@Suite("Description scanner against a byte-at-a-time reference")
struct DescriptionScannerReferenceTests {
  /// Pieces descriptions are made of, so that random texts hit nesting, quotes and arrows.
  static let pieces = [
    "<", ">", "(", ")", "[", "]", "{", "}", "'", "\"", "; ", ";", " = ", "=", ": ", ":", "->",
    " ", "a", "UIView", "0x7f8", "frame = (0 0; 10 20)", "text = 'What's'", "é", "\u{1B}",
    "\\\"", ", ", "abcdefghijklmnopqrstuvwxyz0123456789", ".", "...", "…", "..<", "0..<10",
    // Whole items, so that the regular-item reading meets every way an item can leave it.
    "; alpha = 0.5", "; layer = <CALayer: 0x1>", "; contentOffset: {0, 0}", "; a = (1 <2>)",
    "; text = 'a'", "; key = NO …", "; x = ", "; y = [a]", "\t", "\n", "; layer.z = W+H",
  ]

  @Test func randomDescriptionsMatchTheReference() async {
    let texts = Gen.int(in: 0...(Self.pieces.count - 1)).array(of: 0...60)
    await propertyCheck(count: 500, input: texts, Gen.int(in: 0...400), Gen.int(in: 0...400)) {
      picks, startPick, cutPick in
      let bytes = Array(picks.map { Self.pieces[$0] }.joined().utf8)
      let start = min(startPick, bytes.count)
      let end = start + min(cutPick, bytes.count - start)
      Self.compare(bytes, from: start, to: end)
    }
  }

  @Test func corpusLinesMatchTheReference() throws {
    guard let corpus = SharedCorpus.directory else {
      print("note: shared corpus not found; skipping the scanner comparison on real dumps")
      return
    }
    let dumps = corpus.appendingPathComponent("dumps")
    var descriptions = 0
    for name in try FileManager.default.contentsOfDirectory(atPath: dumps.path).sorted() {
      let bytes = Array(try Data(contentsOf: dumps.appendingPathComponent(name)))
      descriptions += Self.compareDescriptions(in: bytes)
    }
    #expect(descriptions > 800)
  }

  @Test func generatedDumpMatchesTheReference() {
    var generator = DumpGenerator(seed: 5)
    #expect(Self.compareDescriptions(in: Array(generator.dump(nodeCount: 2_000).utf8)) > 2_000)
  }

  /// Scans from just after each `<` to its line's end, with the whole dump as the buffer as
  /// the parser does; returns how many descriptions were compared.
  static func compareDescriptions(in bytes: [UInt8]) -> Int {
    var descriptions = 0
    var lineStart = 0
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      for open in lineStart..<index where bytes[open] == UInt8(ascii: "<") {
        compare(bytes, from: open + 1, to: index)
        descriptions += 1
      }
      lineStart = index + 1
    }
    return descriptions
  }

  static func compare(_ bytes: [UInt8], from start: Int, to end: Int) {
    bytes.withUnsafeBufferPointer { buffer in
      let scanner = DescriptionScanner(buffer)
      let reference = ReferenceScanner(bytes: bytes)
      let closing = scanner.closingBracket(from: start, to: end)
      #expect(closing == reference.closingBracket(from: start, to: end))
      var items: [[Range<Int>]] = []
      scanner.forEachProperty(from: start, to: end) { key, value in
        items.append([key, value])
        return true
      }
      #expect(items == reference.properties(from: start, to: end))
      // Stopping early must stop at the same item.
      var first: [Range<Int>] = []
      scanner.forEachProperty(from: start, to: end) { key, value in
        first = [key, value]
        return false
      }
      #expect(first == (reference.properties(from: start, to: end).first ?? []))
    }
  }
}

/// The scanner's rules read one byte at a time, as `DescriptionScanner` did before it skipped
/// ordinary bytes in blocks.
private struct ReferenceScanner {
  let bytes: [UInt8]

  static let structural = Set("\"'()<>".utf8)
  static let property = structural.union(":;=[]{}".utf8)

  func closingBracket(from start: Int, to end: Int) -> Int? {
    var index = start
    var angle = 1
    var round = 0
    while true {
      while index < end && !Self.structural.contains(bytes[index]) { index += 1 }
      guard index < end else { return nil }
      switch bytes[index] {
      case UInt8(ascii: "'"), UInt8(ascii: "\""):
        if opensQuote(at: index, from: start) {
          guard let close = quoteEnd(from: index, to: end) else { return nil }
          index = close
        }
      case UInt8(ascii: "<"):
        if round == 0 && !isHalfOpenRange(at: index, from: start) { angle += 1 }
      case UInt8(ascii: ">"):
        if round == 0 && !isArrow(at: index, from: start) {
          angle -= 1
          if angle == 0 { return index }
        }
      case UInt8(ascii: "("): round += 1
      case UInt8(ascii: ")"): if round > 0 { round -= 1 }
      default: break
      }
      index += 1
    }
  }

  func properties(from start: Int, to end: Int) -> [[Range<Int>]] {
    var items: [[Range<Int>]] = []
    var itemStart = start
    var separator = -1
    var depth = 0
    var index = start
    func emit(_ item: Range<Int>) {
      let trimmed = trim(item)
      if trimmed.isEmpty { return }
      if separator >= trimmed.lowerBound && separator < trimmed.upperBound {
        items.append([
          trim(trimmed.lowerBound..<separator),
          dropTrailingElision(trim((separator + 1)..<trimmed.upperBound)),
        ])
      } else if !isElision(trimmed) {
        items.append([trimmed, trimmed.upperBound..<trimmed.upperBound])
      }
    }
    while index < end {
      let byte = bytes[index]
      guard Self.property.contains(byte) else {
        index += 1
        continue
      }
      switch byte {
      case UInt8(ascii: "'"), UInt8(ascii: "\""):
        if opensQuote(at: index, from: start) {
          guard let close = quoteEnd(from: index, to: end) else {
            index = end
            continue
          }
          index = close
        }
      case UInt8(ascii: "<") where isHalfOpenRange(at: index, from: start): break
      case UInt8(ascii: "<"), UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
      case UInt8(ascii: ">"), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        let isBracket = byte == UInt8(ascii: ">") && !isArrow(at: index, from: start)
        if depth > 0 && (isBracket || byte != UInt8(ascii: ">")) {
          depth -= 1
        } else if depth == 0 && isBracket {
          emit(itemStart..<index)
          return items
        }
      case UInt8(ascii: ";") where depth == 0:
        if index + 1 == end || Self.spaces.contains(bytes[index + 1]) {
          emit(itemStart..<index)
          itemStart = index + 1
          separator = -1
        }
      case UInt8(ascii: "=") where depth == 0:
        if separator < 0 {
          separator = index
        } else if let next = secondItemStart(equals: index, separator: separator, end: end) {
          emit(itemStart..<next)
          itemStart = next
          separator = index
        }
      case UInt8(ascii: ":") where depth == 0:
        if separator < 0 && index + 1 < end && Self.spaces.contains(bytes[index + 1]) {
          separator = index
        }
      default: break
      }
      index += 1
    }
    emit(itemStart..<end)
    return items
  }

  /// ` frame = ` inside an item after `key: value`, or ` word = ` after a value ending in a
  /// short cut mark.
  private func secondItemStart(equals: Int, separator: Int, end: Int) -> Int? {
    guard bytes[equals - 1] == 32, equals + 1 == end || bytes[equals + 1] == 32 else { return nil }
    let isWord = { (byte: UInt8) in
      (65...90).contains(byte) || (97...122).contains(byte) || (48...57).contains(byte)
        || byte == 95
    }
    guard
      let last = (separator + 1..<equals).last(where: { bytes[$0] != 32 }), isWord(bytes[last]),
      let beforeWord = (separator..<last).last(where: { !isWord(bytes[$0]) }),
      Self.spaces.contains(bytes[beforeWord]), !(48...57).contains(bytes[beforeWord + 1])
    else { return nil }
    let wordStart = beforeWord + 1
    if bytes[separator] == UInt8(ascii: ":") {
      return String(decoding: bytes[wordStart...last], as: UTF8.self) == "frame" ? wordStart : nil
    }
    let before = trim((separator + 1)..<wordStart)
    let isMark = before.count <= 16 && isElision(before)
    return isMark || dropTrailingElision(before) != before ? wordStart : nil
  }

  static let spaces: Set<UInt8> = [32, 9, 10, 13]

  /// A value whose last space-separated word is a cut mark, without it.
  private func dropTrailingElision(_ value: Range<Int>) -> Range<Int> {
    guard let space = value.last(where: { Self.spaces.contains(bytes[$0]) }),
      isElision((space + 1)..<value.upperBound)
    else { return value }
    return trim(value.lowerBound..<space)
  }

  /// Dots or `…`, maybe in brackets, read as text.
  private func isElision(_ item: Range<Int>) -> Bool {
    var text = String(decoding: bytes[item], as: UTF8.self)
    if text.count > 2 && text.hasPrefix("[") && text.hasSuffix("]") {
      text = String(text.dropFirst().dropLast())
    }
    guard !text.isEmpty, text.allSatisfy({ $0 == "." || $0 == "…" }) else { return false }
    return text.count >= 2 || text == "…"
  }

  private func opensQuote(at index: Int, from start: Int) -> Bool {
    var previous = index - 1
    // Any space or line break: a row wrapped at a column may break between `=` and its quote.
    while previous >= start && Self.spaces.contains(bytes[previous]) { previous -= 1 }
    guard previous >= start else { return false }
    return bytes[previous] == UInt8(ascii: "=") || bytes[previous] == UInt8(ascii: ":")
  }

  private func isArrow(at index: Int, from start: Int) -> Bool {
    index > start && bytes[index - 1] == UInt8(ascii: "-")
  }

  private func isHalfOpenRange(at index: Int, from start: Int) -> Bool {
    index >= start + 2 && bytes[index - 2..<index].allSatisfy { $0 == UInt8(ascii: ".") }
  }

  private func quoteEnd(from open: Int, to end: Int) -> Int? {
    let quote = bytes[open]
    for index in (open + 1)..<max(open + 1, end) where bytes[index] == quote {
      if quote == UInt8(ascii: "\"") {
        if bytes[index - 1] != UInt8(ascii: "\\") { return index }
        continue
      }
      let next = index + 1
      if next >= end { return index }
      switch bytes[next] {
      case UInt8(ascii: ";"), UInt8(ascii: ">"), UInt8(ascii: ","), UInt8(ascii: "'"):
        return index
      case UInt8(ascii: " ") where next + 1 >= end || bytes[next + 1] == UInt8(ascii: ">"):
        return index
      default: continue
      }
    }
    return nil
  }

  private func trim(_ range: Range<Int>) -> Range<Int> {
    var lower = range.lowerBound
    var upper = range.upperBound
    // Line breaks too: a description that spans lines breaks between items.
    while lower < upper && Self.spaces.contains(bytes[lower]) { lower += 1 }
    while upper > lower && Self.spaces.contains(bytes[upper - 1]) { upper -= 1 }
    return lower..<upper
  }
}
