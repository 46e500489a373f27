import PropertyBased
import Testing

@testable import TerminalUI

let textPieces = [
  "a", "bc", "Hello", " ", "日本", "語", "🙂", "🇯🇵", "e\u{301}", "👨‍👩‍👧", "\u{1B}[2J", "\t",
  "\u{9B}", "─│", "x日y",
]

let styles: [CellStyle] = [
  .plain, CellStyle(bold: true), CellStyle(foreground: .ansi(1)),
  CellStyle(foreground: .ansi(12), background: .indexed(236)), CellStyle(dim: true, reverse: true),
  CellStyle(background: .rgb(10, 20, 30), italic: true, underline: true),
]

/// An edit: write a piece of text, or fill a range, at some place in some style.
let editGenerator = zip(
  Gen.int(in: 0...(textPieces.count)), Gen.int(in: 0...9), Gen.int(in: -2...14),
  Gen.int(in: 0...(styles.count - 1)), Gen.int(in: 0...16)
).array(of: 0...12)

func applying(_ edits: [(Int, Int, Int, Int, Int)], to buffer: ScreenBuffer) -> ScreenBuffer {
  var buffer = buffer
  for (piece, row, column, style, extra) in edits {
    let row = row % max(1, buffer.height)
    if piece == textPieces.count {
      buffer.fill(row: row, from: column, to: column + extra, style: styles[style])
    } else {
      buffer.write(
        textPieces[piece], row: row, column: column, style: styles[style],
        limit: extra < buffer.width ? nil : extra)
    }
  }
  return buffer
}

@Suite struct ScreenDiffPropertyTests {
  @Test func diffTurnsTheOldScreenIntoTheNewOne() async {
    await propertyCheck(
      count: 400, input: Gen.int(in: 1...14), Gen.int(in: 1...6), editGenerator, editGenerator,
      Gen.int(in: -1...80)
    ) { width, height, first, second, cursor in
      var previous = applying(first, to: ScreenBuffer(width: width, height: height))
      previous.cursor = cursor % 3 == 0 ? nil : (cursor % height, cursor % width)
      var next = applying(second, to: previous)
      next.cursor = cursor % 2 == 0 ? nil : ((cursor / 2) % height, (cursor / 3) % width)
      let screen = screenAfterDrawing(next, over: previous)
      #expect(screen.unknown.isEmpty)
      #expect(screen == ANSIScreen(showing: next))
      #expect(screen.style == .plain)
    }
  }

  @Test func repaintDrawsTheWholeFrameOverAnything() async {
    await propertyCheck(
      count: 200, input: Gen.int(in: 1...14), Gen.int(in: 1...6), editGenerator, editGenerator
    ) { width, height, garbage, edits in
      var screen = ANSIScreen(
        showing: applying(garbage, to: ScreenBuffer(width: width, height: height)))
      screen.style = CellStyle(bold: true)
      let next = applying(edits, to: ScreenBuffer(width: width, height: height))
      screen.apply(ScreenDiff.ansi(from: nil, to: next))
      #expect(screen.unknown.isEmpty)
      #expect(screen == ANSIScreen(showing: next))
    }
  }

  @Test func unchangedFramesEmitNothing() async {
    await propertyCheck(count: 200, input: Gen.int(in: 1...14), Gen.int(in: 1...6), editGenerator) {
      width, height, edits in
      let buffer = applying(edits, to: ScreenBuffer(width: width, height: height))
      #expect(ScreenDiff.ansi(from: buffer, to: buffer).isEmpty)
    }
  }

  @Test func writesNeverLeaveHalfAWideCharacter() async {
    await propertyCheck(count: 300, input: Gen.int(in: 1...14), editGenerator) { width, edits in
      let buffer = applying(edits, to: ScreenBuffer(width: width, height: 1))
      #expect(ScreenDiff.displayedRow(buffer, 0) == (0..<width).map { buffer[0, $0] })
    }
  }
}
