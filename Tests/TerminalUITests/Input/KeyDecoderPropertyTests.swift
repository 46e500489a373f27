import PropertyBased
import Testing

@testable import TerminalUI

/// Pieces of terminal input: keys, sequences, broken sequences and stray bytes.
let inputPieces: [[UInt8]] =
  [
    "a", "Z", " ", "\r", "\t", "\u{7F}", "\u{04}", "é", "日", "🙂", "\u{1B}[A", "\u{1B}OB",
    "\u{1B}[1;5C", "\u{1B}[5~", "\u{1B}[15;2~", "\u{1B}x", "\u{1B}[<0;3;4M", "\u{1B}[99~",
    "\u{1B}[1;", "\u{1B}[97;5u", "\u{1B}[Z",
  ].map { Array($0.utf8) } + [[0x1B], [0xFF], [0xE6, 0x97], [0x80], [0xC3]]

let inputGenerator = Gen.int(in: 0...(inputPieces.count - 1)).array(of: 0...20)
  .map { $0.flatMap { inputPieces[$0] } }

@Suite struct KeyDecoderPropertyTests {
  @Test func anySplitGivesTheSameEvents() async {
    await propertyCheck(count: 500, input: inputGenerator, Gen.int(in: 1...8).array(of: 1...30)) {
      bytes, sizes in
      var whole = KeyDecoder()
      let expected = whole.feed(bytes) + whole.flush()
      var split = KeyDecoder()
      var events: [KeyEvent] = []
      var start = 0
      var sizeIndex = 0
      while start < bytes.count {
        let end = min(bytes.count, start + sizes[sizeIndex % sizes.count])
        events += split.feed(bytes[start..<end])
        start = end
        sizeIndex += 1
      }
      events += split.flush()
      #expect(events == expected)
    }
  }

  @Test func everyByteBoundaryGivesTheSameEvents() {
    let bytes = inputPieces.flatMap { $0 }
    var whole = KeyDecoder()
    let expected = whole.feed(bytes) + whole.flush()
    for cut in 0...bytes.count {
      var split = KeyDecoder()
      let events = split.feed(bytes[..<cut]) + split.feed(bytes[cut...]) + split.flush()
      #expect(events == expected, "cut at \(cut)")
    }
  }

  @Test func byteByByteGivesTheSameEvents() async {
    await propertyCheck(count: 300, input: Gen.uint8().array(of: 0...40)) { bytes in
      var whole = KeyDecoder()
      let expected = whole.feed(bytes) + whole.flush()
      var split = KeyDecoder()
      var events: [KeyEvent] = []
      for byte in bytes { events += split.feed([byte]) }
      events += split.flush()
      #expect(events == expected)
      #expect(!split.hasPendingInput)
    }
  }

  @Test func keysAfterGarbageAreNeverLost() async {
    await propertyCheck(count: 300, input: inputGenerator) { bytes in
      // Printable keys after any input come out, once the input is flushed.
      var decoder = KeyDecoder()
      let events = decoder.feed(bytes) + decoder.flush() + decoder.feed(Array("jk".utf8))
      #expect(Array(events.suffix(2)) == [character("j"), character("k")])
    }
  }
}
