import PropertyBased
import Testing

@testable import ViewTree

/// `MarkerRun` reads eight bytes at a time what a byte loop reads one at a time: both must stop
/// at the same word and count the same markers.
@Suite("Marker runs")
struct MarkerRunTests {
  /// The reference: whole words of spaces, tabs, `|` and `+`, read byte by byte.
  static func reference(_ bytes: [UInt8], from start: Int) -> (index: Int, markers: Int) {
    var index = start
    var markers = 0
    while index + 8 <= bytes.count {
      let word = bytes[index..<(index + 8)]
      guard word.allSatisfy({ [0x20, 0x09, UInt8(ascii: "|"), UInt8(ascii: "+")].contains($0) })
      else { break }
      markers += word.count { $0 == UInt8(ascii: "|") || $0 == UInt8(ascii: "+") }
      index += 8
    }
    return (index, markers)
  }

  static func skip(_ bytes: [UInt8], from start: Int = 0) -> (index: Int, markers: Int) {
    bytes.withUnsafeBufferPointer { MarkerRun.skipWords($0, from: start) }
  }

  @Test func aDeepRowsLeadIsSkippedToTheWordHoldingItsDescription() {
    let row = Array("   |    |    |    |    | <UIView: 0x1; frame = (0 0; 1 1)>".utf8)
    let run = Self.skip(row)
    // 24 bytes of lead: three whole words; the fourth holds ` <UIVie`.
    #expect(run.index == 24)
    #expect(run.markers == 5)
  }

  @Test func otherBytesStopTheRunAtTheirWord() {
    // EarlGrey's `|--` dashes, and bytes one apart from `|` (`{`, `}`) or ` ` (`!`).
    for stop in ["-", "{", "}", "!", "\u{1F}", "<", "\u{7C}\u{80}"] {
      let row = Array("|   |   |  \(stop) |   |   ".utf8)
      #expect(Self.skip(row).index == 8, "\(stop)")
      #expect(Self.skip(row).markers == 2, "\(stop)")
    }
  }

  @Test func aShortLineIsLeftToTheByteLoop() {
    #expect(Self.skip(Array("| | |".utf8)) == (0, 0))
    #expect(Self.skip([]) == (0, 0))
  }

  @Test func randomLeadsAgreeWithTheByteLoop() async {
    // Mostly lead bytes, some of every other kind, so that runs end anywhere.
    let alphabet: [UInt8] = [
      0x20, 0x20, 0x20, UInt8(ascii: "|"), UInt8(ascii: "|"), UInt8(ascii: "+"), 0x09,
      UInt8(ascii: "-"), UInt8(ascii: "<"), UInt8(ascii: "{"), UInt8(ascii: "\\"), 0xFC, 0x00,
      UInt8(ascii: "a"),
    ]
    let bytes = Gen.int(in: 0...(alphabet.count - 1)).array(of: 0...64)
    await propertyCheck(count: 2_000, input: bytes, Gen.int(in: 0...8)) { picks, start in
      let line = picks.map { alphabet[$0] }
      let start = min(start, line.count)
      let run = Self.skip(line, from: start)
      let expected = Self.reference(line, from: start)
      #expect(run.index == expected.index && run.markers == expected.markers, "\(line)")
    }
  }
}
