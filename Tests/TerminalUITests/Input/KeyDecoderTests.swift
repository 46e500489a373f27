import Testing

@testable import TerminalUI

/// Decodes `bytes` fed at once, then flushed.
func decode(_ bytes: [UInt8]) -> [KeyEvent] {
  var decoder = KeyDecoder()
  return decoder.feed(bytes) + decoder.flush()
}

func decode(_ text: String) -> [KeyEvent] {
  decode(Array(text.utf8))
}

func key(_ key: Key, _ modifiers: KeyModifiers = []) -> KeyEvent {
  KeyEvent(key, modifiers: modifiers)
}

func character(_ character: Character, _ modifiers: KeyModifiers = []) -> KeyEvent {
  KeyEvent(.character(character), modifiers: modifiers)
}

@Suite struct KeyDecoderTests {
  @Test(arguments: [
    ("a", character("a")), ("Z", character("Z")), (" ", character(" ")), ("~", character("~")),
    ("\r", key(.enter)), ("\n", key(.enter)), ("\t", key(.tab)), ("\u{7F}", key(.backspace)),
    ("\u{08}", key(.backspace)), ("\u{01}", character("a", .control)),
    ("\u{04}", character("d", .control)), ("\u{15}", character("u", .control)),
    ("\u{1A}", character("z", .control)), ("\u{00}", character(" ", .control)),
    ("\u{1C}", character("\\", .control)), ("\u{1F}", character("_", .control)),
  ])
  func singleBytes(input: String, expected: KeyEvent) {
    #expect(decode(input) == [expected])
  }

  @Test func utf8Characters() {
    #expect(decode("é日🙂") == [character("é"), character("日"), character("🙂")])
    #expect(decode([0xC3, 0xA9]) == [character("é")])
  }

  @Test(arguments: [
    ("\u{1B}[A", key(.up)), ("\u{1B}[B", key(.down)), ("\u{1B}[C", key(.right)),
    ("\u{1B}[D", key(.left)), ("\u{1B}OA", key(.up)), ("\u{1B}OB", key(.down)),
    ("\u{1B}OC", key(.right)), ("\u{1B}OD", key(.left)), ("\u{1B}[H", key(.home)),
    ("\u{1B}[F", key(.end)), ("\u{1B}OH", key(.home)), ("\u{1B}OF", key(.end)),
    ("\u{1B}[1~", key(.home)), ("\u{1B}[7~", key(.home)), ("\u{1B}[4~", key(.end)),
    ("\u{1B}[8~", key(.end)), ("\u{1B}[2~", key(.insert)), ("\u{1B}[3~", key(.delete)),
    ("\u{1B}[5~", key(.pageUp)), ("\u{1B}[6~", key(.pageDown)), ("\u{1B}OP", key(.function(1))),
    ("\u{1B}OS", key(.function(4))), ("\u{1B}[15~", key(.function(5))),
    ("\u{1B}[17~", key(.function(6))), ("\u{1B}[24~", key(.function(12))),
    ("\u{1B}OM", key(.enter)), ("\u{1B}[Z", key(.tab, .shift)),
  ])
  func navigationSequences(input: String, expected: KeyEvent) {
    #expect(decode(input) == [expected])
  }

  @Test(arguments: [
    ("\u{1B}[1;5A", key(.up, .control)), ("\u{1B}[1;2B", key(.down, .shift)),
    ("\u{1B}[1;3C", key(.right, .alt)), ("\u{1B}[1;6D", key(.left, [.control, .shift])),
    ("\u{1B}[1;9H", key(.home, .alt)), ("\u{1B}[3;5~", key(.delete, .control)),
    ("\u{1B}[5;2~", key(.pageUp, .shift)), ("\u{1B}[1;2P", key(.function(1), .shift)),
    ("\u{1B}[97;5u", character("a", .control)), ("\u{1B}[13u", key(.enter)),
    ("\u{1B}[27;5;106~", character("j", .control)), ("\u{1B}[1:1;5A", key(.up, .control)),
  ])
  func modifiers(input: String, expected: KeyEvent) {
    #expect(decode(input) == [expected])
  }

  @Test(arguments: [
    ("\u{1B}x", character("x", .alt)), ("\u{1B}X", character("X", .alt)),
    ("\u{1B}\r", key(.enter, .alt)), ("\u{1B}\u{7F}", key(.backspace, .alt)),
    ("\u{1B}\u{04}", character("d", [.control, .alt])), ("\u{1B}é", character("é", .alt)),
    ("\u{1B}[", character("[", .alt)), ("\u{1B}O", character("O", .alt)),
  ])
  func altKeys(input: String, expected: KeyEvent) {
    #expect(decode(input) == [expected])
  }

  @Test func loneEscapeWaitsForFlush() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B]).isEmpty)
    #expect(decoder.hasPendingInput)
    #expect(decoder.flush() == [key(.escape)])
    #expect(!decoder.hasPendingInput)
    #expect(decoder.flush().isEmpty)
  }

  @Test func escapeBeforeAnotherEscapeIsAKey() {
    #expect(decode("\u{1B}\u{1B}[A") == [key(.escape), key(.up)])
    #expect(decode("\u{1B}\u{1B}") == [key(.escape), key(.escape)])
  }

  @Test func incompleteSequencesWait() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(Array("\u{1B}[1;".utf8)).isEmpty)
    #expect(decoder.hasPendingInput)
    #expect(decoder.feed(Array("5Aj".utf8)) == [key(.up, .control), character("j")])
    #expect(!decoder.hasPendingInput)
    #expect(decoder.feed([0xE6, 0x97]).isEmpty)
    #expect(decoder.feed([0xA5]) == [character("日")])
  }

  @Test(arguments: [
    ("\u{1B}[<0;10;5M", key(.mouse(MouseEvent(.left, row: 4, column: 9)))),
    ("\u{1B}[<0;10;5m", key(.mouse(MouseEvent(.left, row: 4, column: 9, isRelease: true)))),
    ("\u{1B}[<1;1;1M", key(.mouse(MouseEvent(.middle, row: 0, column: 0)))),
    ("\u{1B}[<2;300;80M", key(.mouse(MouseEvent(.right, row: 79, column: 299)))),
    ("\u{1B}[<64;3;7M", key(.mouse(MouseEvent(.wheelUp, row: 6, column: 2)))),
    ("\u{1B}[<65;3;7M", key(.mouse(MouseEvent(.wheelDown, row: 6, column: 2)))),
    ("\u{1B}[<4;2;2M", key(.mouse(MouseEvent(.left, row: 1, column: 1)), .shift)),
    ("\u{1B}[<24;2;2M", key(.mouse(MouseEvent(.left, row: 1, column: 1)), [.alt, .control])),
  ])
  func mouseReports(input: String, expected: KeyEvent) {
    #expect(decode(input) == [expected])
  }

  @Test func unknownSequencesAreDroppedWhole() {
    #expect(decode("\u{1B}[99~j") == [character("j")])
    // Mouse motion is not asked for, and a report missing a coordinate is no event.
    #expect(decode("\u{1B}[<32;10;5Mk") == [character("k")])
    #expect(decode("\u{1B}[<0;10Mk") == [character("k")])
    #expect(decode("\u{1B}[?1;2cq") == [character("q")])
    #expect(decode("\u{1B}[200~x\u{1B}[201~") == [character("x")])
    #expect(decode("\u{1B}Oxq") == [character("q")])
  }

  @Test func brokenSequencesKeepTheBytesAfterThem() {
    // A control byte inside a sequence ends it and is decoded as a key.
    #expect(decode("\u{1B}[1;\rj") == [key(.enter), character("j")])
    #expect(decode("\u{1B}[1\u{1B}[A") == [key(.up)])
    #expect(decode("\u{1B}O\u{1B}[B") == [character("O", .alt), key(.down)])
    #expect(decode("\u{1B}[12é") == [character("é")])
  }

  @Test func overlongSequencesStop() {
    let long = "\u{1B}[" + String(repeating: "1", count: 100) + "Aq"
    let events = decode(long)
    #expect(events.last == character("q"))
    #expect(!events.contains(key(.up)))
  }

  @Test func invalidUTF8IsDroppedWithoutLosingKeys() {
    #expect(decode([0xFF, 0x61]) == [character("a")])
    #expect(decode([0xC3, 0x61]) == [character("a")])
    #expect(decode([0xE6, 0x97, 0x61]) == [character("a")])
    #expect(decode([0x80, 0xBF, 0x62]) == [character("b")])
    #expect(decode([0xC0, 0xAF, 0x63]) == [character("c")])
    #expect(decode([0xED, 0xA0, 0x80, 0x64]) == [character("d")])
    #expect(decode([0xF4, 0x90, 0x80, 0x80, 0x65]) == [character("e")])
    #expect(decode([0xC2, 0x9B, 0x66]) == [character("f")])
  }

  @Test func flushResolvesEveryIncompleteSequence() {
    #expect(
      decode("\u{1B}[1;5") == [
        character("[", .alt), character("1"), character(";"),
        character("5"),
      ])
    #expect(decode([0x1B, 0xE6, 0x97]) == [key(.escape)])
    #expect(decode([0xF0, 0x9F]).isEmpty)
  }

  @Test func descriptionsAreReadable() {
    #expect(character("d", .control).description == "Ctrl-d")
    #expect(character("x", .alt).description == "Alt-x")
    #expect(key(.up, .shift).description == "Shift-up")
    #expect(key(.function(5)).description == "F5")
    #expect(character(" ", .control).description == "Ctrl-space")
  }
}
