import PropertyBased
import Testing

@testable import ViewTree

/// `SpecialByteFinder` classifies 32 bytes at a time with lane arithmetic; these compare it with
/// a byte-at-a-time reading of the same sets.
@Suite("Special byte finder")
struct SpecialByteFinderTests {
  static let structural: Set<UInt8> = Set("\"'()<>".utf8)
  static let property: Set<UInt8> = structural.union(":;=[]{}".utf8)

  /// The first index in `start..<end` whose byte is in `set`, else `end`.
  static func reference(_ bytes: [UInt8], _ set: Set<UInt8>, from start: Int, to end: Int) -> Int {
    (start..<end).first { set.contains(bytes[$0]) } ?? end
  }

  /// Every byte value, alone in a block of ordinary bytes, at every position of a 32-byte block
  /// and in the short tail where no whole block can be read.
  @Test(arguments: [SpecialByteFinder.ByteSet.structural, .property])
  func everyByteValueAtEveryPosition(_ byteSet: SpecialByteFinder.ByteSet) {
    let set = byteSet == .property ? Self.property : Self.structural
    for value in 0...255 {
      for position in [0, 1, 7, 8, 15, 16, 17, 31, 32, 33, 47, 63, 70] {
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 72)
        bytes[position] = UInt8(value)
        let found = bytes.withUnsafeBufferPointer { buffer in
          var finder = SpecialByteFinder(buffer, byteSet)
          return finder.next(from: 0, to: buffer.count)
        }
        let expected = set.contains(UInt8(value)) ? position : bytes.count
        #expect(found == expected, "byte \(value) at \(position)")
      }
    }
  }

  /// Walking a random text from special byte to special byte with one finder (reusing its
  /// block) visits exactly the special bytes, also when a search stops short of the block.
  @Test func walkVisitsEverySpecialByte() async {
    let alphabet = Array("ab 0x;=:()<>[]{}'\"é\u{1B}".utf8)
    let texts = Gen.int(in: 0...(alphabet.count - 1)).array(of: 0...150)
    await propertyCheck(count: 400, input: texts, Gen.int(in: 0...150)) { picks, cut in
      let bytes = picks.map { alphabet[$0] }
      for byteSet in [SpecialByteFinder.ByteSet.structural, .property] {
        let set = byteSet == .property ? Self.property : Self.structural
        let end = min(cut, bytes.count)
        var visited: [Int] = []
        bytes.withUnsafeBufferPointer { buffer in
          var finder = SpecialByteFinder(buffer, byteSet)
          var index = finder.next(from: 0, to: end)
          while index < end {
            visited.append(index)
            index = finder.next(from: index + 1, to: end)
          }
        }
        #expect(visited == (0..<end).filter { set.contains(bytes[$0]) })
      }
    }
  }

  /// One finder asked from starts that move backwards and jump ahead (as quoted text makes
  /// the scanner do), with ends anywhere up to the buffer's end, answers as a fresh search.
  @Test func searchesFromAnyStartReuseTheBlockCorrectly() async {
    let alphabet = Array("ab ;=(<>]}'\"\u{80}\u{FF}".utf8)
    let texts = Gen.int(in: 0...(alphabet.count - 1)).array(of: 0...130)
    let searches = zip(Gen.int(in: 0...140), Gen.int(in: 0...140)).array(of: 1...40)
    await propertyCheck(count: 400, input: texts, searches) { picks, searches in
      let bytes = picks.map { alphabet[$0] }
      for byteSet in [SpecialByteFinder.ByteSet.structural, .property] {
        let set = byteSet == .property ? Self.property : Self.structural
        bytes.withUnsafeBufferPointer { buffer in
          var finder = SpecialByteFinder(buffer, byteSet)
          for (startPick, endPick) in searches {
            let end = min(endPick, bytes.count)
            let start = min(startPick, end)
            let found = finder.next(from: start, to: end)
            #expect(found == Self.reference(bytes, set, from: start, to: end))
          }
        }
      }
    }
  }
}
