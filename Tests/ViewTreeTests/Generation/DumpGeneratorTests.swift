import Testing

@testable import ViewTree

@Suite("DumpGenerator")
struct DumpGeneratorTests {
  // MARK: - Determinism

  @Test func sameSeedGivesIdenticalBytes() {
    var first = DumpGenerator(seed: 42)
    var second = DumpGenerator(seed: 42)
    #expect(bytes(&first, 5_000) == bytes(&second, 5_000))
  }

  @Test func differentSeedsGiveDifferentDumps() {
    var first = DumpGenerator(seed: 1)
    var second = DumpGenerator(seed: 2)
    #expect(bytes(&first, 2_000) != bytes(&second, 2_000))
  }

  /// Pins the exact output so that a platform difference (Linux vs macOS) or an accidental change
  /// to the generator shows up. Update the constant deliberately when changing the generator.
  @Test func outputIsPinned() {
    var generator = DumpGenerator(seed: 2024)
    let output = bytes(&generator, 3_000)
    #expect(fnv1a(output) == Self.pinnedHash, "new hash: \(fnv1a(output))")
  }

  private static let pinnedHash: UInt64 = 8_831_538_266_465_072_077

  @Test func dumpMatchesWrite() {
    var viaWrite = DumpGenerator(seed: 9)
    var viaDump = DumpGenerator(seed: 9)
    #expect(viaDump.dump(nodeCount: 700) == String(decoding: bytes(&viaWrite, 700), as: UTF8.self))
  }

  @Test func writeAppendsAndContinuesTheStream() {
    var generator = DumpGenerator(seed: 5)
    var output = Array("existing\n".utf8)
    generator.write(nodeCount: 30, to: &output)
    let firstLength = output.count
    generator.write(nodeCount: 30, to: &output)
    #expect(output.starts(with: Array("existing\n".utf8)))
    #expect(lines(of: output).count == 61)
    // The second dump is a fresh tree (it starts at depth 0) but not a replay of the first.
    #expect(output[firstLength] == UInt8(ascii: "<"))
    #expect(Array(output[9..<firstLength]) != Array(output[firstLength...]))
  }

  @Test func zeroNodesWritesNothing() {
    var generator = DumpGenerator(seed: 3)
    #expect(bytes(&generator, 0).isEmpty)
  }

  // MARK: - Shape

  @Test(arguments: [1, 2, 3, 4, 7, 10, 13, 14, 59, 60, 61, 119, 120, 121, 500, 5_000, 45_000])
  func writesExactlyTheRequestedLinesInValidShape(count: Int) throws {
    for seed: UInt64 in [0, 1, 77] {
      var generator = DumpGenerator(seed: seed)
      let output = bytes(&generator, count)
      try checkShape(output, expectedLines: count)
    }
  }

  @Test func everySmallCountIsWellFormed() throws {
    for count in 1...150 {
      var generator = DumpGenerator(seed: UInt64(count) &* 31)
      try checkShape(bytes(&generator, count), expectedLines: count)
    }
  }

  @Test func addressesAreWellFormedAndUnique() throws {
    for seed: UInt64 in 0..<6 {
      var generator = DumpGenerator(seed: seed)
      var seen = Set<Substring>()
      for line in lines(of: bytes(&generator, 5_000)) {
        let text = String(decoding: line, as: UTF8.self)
        let marker = try #require(text.firstRange(of: ": 0x"))
        let digits = text[marker.upperBound...].prefix { $0.isHexDigit }
        #expect((9...12).contains(digits.count), "\(text)")
        #expect(digits.allSatisfy { !$0.isUppercase })
        #expect(seen.insert(digits).inserted, "duplicate address in \(text)")
      }
    }
  }

  @Test func framesAreNumericAndPresentOnEveryView() throws {
    var generator = DumpGenerator(seed: 12)
    for line in lines(of: bytes(&generator, 5_000)) {
      let text = String(decoding: line, as: UTF8.self)
      if text.hasSuffix("> (layer)") { continue }
      let start = try #require(text.firstRange(of: "; frame = ("), "\(text)")
      let end = try #require(text[start.upperBound...].firstIndex(of: ")"))
      let numbers = text[start.upperBound..<end]
        .split(whereSeparator: { $0 == " " || $0 == ";" })
        .map { Double($0) }
      #expect(numbers.count == 4 && numbers.allSatisfy { $0 != nil }, "\(text)")
      #expect(numbers.count == 4 && numbers[2]! >= 0 && numbers[3]! >= 0, "\(text)")
    }
  }

  // MARK: - Content

  @Test(arguments: [1, 42, 2024] as [UInt64])
  func containsTheVarietyParsersMustHandle(seed: UInt64) throws {
    var generator = DumpGenerator(seed: seed)
    let dump = lines(of: bytes(&generator, 5_000)).map { String(decoding: $0, as: UTF8.self) }
    let texts = dump.compactMap(labelText)

    #expect(texts.contains { $0.unicodeScalars.contains(where: isCJK) })
    #expect(texts.contains { $0.unicodeScalars.contains { $0.properties.isEmojiPresentation } })
    #expect(texts.contains { $0.contains("'") })
    #expect(texts.contains { $0.unicodeScalars.contains { (0xC0...0x17F).contains($0.value) } })

    let classes = dump.map(className)
    let mangled = classes.filter { $0.hasPrefix("_TtC") }
    #expect(mangled.count >= 10)
    for name in mangled where !name.hasPrefix("_TtCOCV") {
      #expect(isWellFormedMangledClass(name), "\(name)")
    }
    #expect(classes.contains { $0.hasPrefix("_TtGC7SwiftUI14_UIHostingView") && $0.hasSuffix("_") })
    #expect(classes.contains { $0.contains(".") && !$0.hasPrefix("_") })

    let scrollTails = dump.filter {
      $0.contains("; contentOffset: {") && $0.contains("; contentSize: {")
        && $0.contains("; adjustedContentInset: {") && $0.hasSuffix("}>")
    }
    #expect(!scrollTails.isEmpty)
    #expect(dump.contains { $0.contains("; baseClass = UITableViewCell; frame = (") })
    #expect(dump.filter { $0.contains("; hidden = YES") }.count >= 5)
    #expect(dump.filter { $0.contains("; alpha = 0;") }.count >= 5)
    #expect(dump.contains { $0.contains("; alpha = 0.5;") })
    #expect(dump.contains { $0.contains("; frame = (0 0; 0 0)") })
    #expect(dump.contains { $0.contains("; frame = (-") })
    #expect(dump.contains { $0.contains(".6667") || $0.contains(".3333") })
    #expect(dump.contains { $0.contains("<_UILabelContentLayer: 0x") && $0.hasSuffix("> (layer)") })
    #expect(dump.contains { $0.contains("; backgroundColor = ") })
    #expect(dump.contains { $0.contains("; tag = ") })
  }

  /// UIKit keeps a scroll view's content size in step with its cells: every child of a
  /// generated table or collection view lies within its content (or is a scroll indicator).
  @Test(arguments: [3, 77, 2024] as [UInt64])
  func scrollContentCoversTheCells(seed: UInt64) throws {
    var generator = DumpGenerator(seed: seed)
    let hierarchy = DumpParser().parse(String(decoding: bytes(&generator, 20_000), as: UTF8.self))
      .hierarchy
    var checked = 0
    for index in 0..<hierarchy.count {
      let scroll = hierarchy[NodeIndex(index)]
      guard let size = scroll.contentSize else { continue }
      for child in hierarchy.children(of: scroll.index) {
        let node = hierarchy[child]
        guard !node.className.hasPrefix("_UIScrollViewScrollIndicator"), let frame = node.frame
        else { continue }
        #expect(frame.x + frame.width <= size.width + 0.01, "line \(node.line)")
        #expect(frame.y + frame.height <= size.height + 0.01, "line \(node.line)")
        checked += 1
      }
    }
    #expect(checked > 100)
  }

  @Test func rootIsAWindow() {
    var generator = DumpGenerator(seed: 8)
    let first = lines(of: bytes(&generator, 50))[0]
    let text = String(decoding: first, as: UTF8.self)
    #expect(text.hasPrefix("<UIWindow: 0x"))
    #expect(text.contains("; gestureRecognizers = <NSArray: 0x"))
    #expect(text.hasSuffix(">>"))
  }

  /// Large dumps should be dominated by cells, as real list-heavy screens are.
  @Test func largeDumpsAreMostlyCells() {
    var generator = DumpGenerator(seed: 99)
    let dump = lines(of: bytes(&generator, 45_000))
    let cells = dump.filter { line in
      let text = String(decoding: line.prefix(300), as: UTF8.self)
      return text.contains("Cell: 0x") || text.contains("baseClass = UITableViewCell")
        || text.contains("baseClass = UICollectionViewCell")
    }
    let ratio = Double(dump.count) / Double(cells.count)
    #expect((3.0...9.0).contains(ratio), "\(ratio) lines per cell")
  }

  // MARK: - Helpers

  private func bytes(_ generator: inout DumpGenerator, _ count: Int) -> [UInt8] {
    var output: [UInt8] = []
    generator.write(nodeCount: count, to: &output)
    return output
  }

  private func lines(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast()
  }

  /// Checks each line against the `recursiveDescription` layout without using the generator's
  /// own code: `   ` + `|    ` × (depth - 1) + `| ` + `<…>` or `<…> (layer)`.
  private func checkShape(_ output: [UInt8], expectedLines: Int) throws {
    #expect(output.last == UInt8(ascii: "\n"))
    var decoder = UTF8()
    var iterator = output.makeIterator()
    decoding: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue: continue
      case .emptyInput: break decoding
      case .error:
        Issue.record("invalid UTF-8")
        return
      }
    }
    let all = lines(of: output)
    #expect(all.count == expectedLines)
    var previousDepth = -1
    for (index, line) in all.enumerated() {
      let text = String(decoding: line, as: UTF8.self)
      let bracket = try #require(text.firstIndex(of: "<"), "no node in line \(index): \(text)")
      let prefix = text[..<bracket]
      let depth = prefix.filter { $0 == "|" }.count
      let expectedPrefix =
        depth == 0 ? "" : "   " + String(repeating: "|    ", count: depth - 1) + "| "
      // Stop at the first bad line: one broken rule would otherwise fail thousands of lines.
      try #require(prefix == expectedPrefix, "bad indentation in line \(index): \(text)")
      try #require(depth <= previousDepth + 1, "depth jump in line \(index): \(text)")
      try #require(index == 0 ? depth == 0 : depth > 0, "root misplaced in line \(index)")
      try #require(depth <= 24, "too deep in line \(index)")
      try #require(
        text.hasSuffix(">") || text.hasSuffix("> (layer)"), "bad end in line \(index): \(text)")
      try #require(!text.contains("\r") && !text.contains("\t"), "control character in \(index)")
      previousDepth = depth
    }
  }

  private func className(_ line: String) -> String {
    guard let start = line.firstIndex(of: "<") else { return "" }
    let rest = line[line.index(after: start)...]
    return String(rest.prefix { $0 != ":" })
  }

  /// The value of `text = '…'`; the closing quote is the one followed by `; `, since UIKit does
  /// not escape quotes inside the text.
  private func labelText(_ line: String) -> String? {
    guard let start = line.firstRange(of: "; text = '"),
      let end = line[start.upperBound...].firstRange(of: "'; ")
    else { return nil }
    return String(line[start.upperBound..<end.lowerBound])
  }

  private func isCJK(_ scalar: Unicode.Scalar) -> Bool {
    (0x4E00...0x9FFF).contains(scalar.value) || (0x3040...0x30FF).contains(scalar.value)
      || (0xAC00...0xD7AF).contains(scalar.value)
  }

  /// `_TtC` followed by length-prefixed identifiers (module, then class) with exact lengths.
  private func isWellFormedMangledClass(_ name: String) -> Bool {
    var rest = Substring(name.dropFirst(4))
    var identifiers = 0
    while !rest.isEmpty {
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      guard let length = Int(digits), length > 0 else { return false }
      rest = rest.dropFirst(digits.count)
      guard rest.count >= length else { return false }
      rest = rest.dropFirst(length)
      identifiers += 1
    }
    return identifiers == 2
  }

  private func fnv1a(_ bytes: [UInt8]) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
    }
    return hash
  }
}
