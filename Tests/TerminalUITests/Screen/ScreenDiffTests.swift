import Testing

@testable import TerminalUI

func text(_ bytes: [UInt8]) -> String {
  String(decoding: bytes, as: UTF8.self)
}

/// The screen after drawing `next` over a terminal showing `previous`.
func screenAfterDrawing(_ next: ScreenBuffer, over previous: ScreenBuffer?) -> ANSIScreen {
  var screen =
    previous.map(ANSIScreen.init(showing:))
    ?? ANSIScreen(width: next.width, height: next.height)
  screen.apply(ScreenDiff.ansi(from: previous, to: next))
  return screen
}

@Suite struct ScreenDiffTests {
  @Test func firstFrameClearsAndPaintsEverything() {
    var buffer = ScreenBuffer(width: 6, height: 2)
    buffer.write("ab", row: 0, column: 0)
    buffer.write("日", row: 1, column: 3, style: CellStyle(foreground: .ansi(1)))
    #expect(
      text(ScreenDiff.ansi(from: nil, to: buffer))
        == "\u{1B}[0m\u{1B}[H\u{1B}[2Jab\u{1B}[2;4H\u{1B}[31m日\u{1B}[0m\u{1B}[?25l")
    #expect(screenAfterDrawing(buffer, over: nil) == ANSIScreen(showing: buffer))
  }

  @Test func anUnchangedFrameEmitsNothing() {
    var buffer = ScreenBuffer(width: 10, height: 3)
    buffer.write("日本 text", row: 1, column: 1, style: CellStyle(bold: true))
    #expect(ScreenDiff.ansi(from: buffer, to: buffer).isEmpty)
    buffer.cursor = (2, 3)
    #expect(ScreenDiff.ansi(from: buffer, to: buffer).isEmpty)
  }

  @Test func onlyChangedCellsAreWritten() {
    var previous = ScreenBuffer(width: 10, height: 3)
    previous.write("hello", row: 1, column: 0)
    var next = previous
    next.write("a", row: 1, column: 1)
    #expect(text(ScreenDiff.ansi(from: previous, to: next)) == "\u{1B}[2;2Ha")
    next.write("X", row: 1, column: 3)
    #expect(text(ScreenDiff.ansi(from: previous, to: next)) == "\u{1B}[2;2Hal" + "X")
    next.write("Y", row: 1, column: 9)
    #expect(text(ScreenDiff.ansi(from: previous, to: next)) == "\u{1B}[2;2HalX\u{1B}[5CY")
  }

  @Test func movesDownWithLineFeeds() {
    let previous = ScreenBuffer(width: 10, height: 4)
    var next = previous
    next.write("a", row: 1, column: 0)
    next.write("b", row: 2, column: 0)
    #expect(text(ScreenDiff.ansi(from: previous, to: next)) == "\u{1B}[2;1Ha\r\nb")
  }

  @Test func styleChangesAreMinimal() {
    let previous = ScreenBuffer(width: 10, height: 1)
    var next = previous
    next.write("a", row: 0, column: 0, style: CellStyle(bold: true))
    next.write("b", row: 0, column: 1, style: CellStyle(bold: true, underline: true))
    next.write("c", row: 0, column: 2, style: CellStyle(underline: true))
    next.write("d", row: 0, column: 3, style: CellStyle(background: .rgb(1, 2, 3)))
    next.write("e", row: 0, column: 4, style: CellStyle(foreground: .indexed(200)))
    #expect(
      text(ScreenDiff.ansi(from: previous, to: next)) == "\u{1B}[H\u{1B}[1ma\u{1B}[4mb"
        + "\u{1B}[22mc\u{1B}[0;48;2;1;2;3md\u{1B}[0;38;5;200me\u{1B}[0m")
  }

  @Test func cursorIsShownWhereTheFrameSaysAndHiddenWhileDrawing() {
    var previous = ScreenBuffer(width: 10, height: 2)
    previous.cursor = (1, 2)
    var next = previous
    next.cursor = (1, 4)
    #expect(text(ScreenDiff.ansi(from: previous, to: next)) == "\u{1B}[2;5H\u{1B}[?25h")
    next.write("/q", row: 1, column: 0)
    #expect(
      text(ScreenDiff.ansi(from: previous, to: next))
        == "\u{1B}[?25l\u{1B}[2;1H/q\u{1B}[2C\u{1B}[?25h")
    next.cursor = nil
    #expect(text(ScreenDiff.ansi(from: previous, to: next)).hasSuffix("\u{1B}[?25l"))
  }

  @Test func aResizeRepaints() {
    var previous = ScreenBuffer(width: 4, height: 2)
    previous.write("abcd", row: 0, column: 0)
    var next = ScreenBuffer(width: 5, height: 2)
    next.write("abcd", row: 0, column: 0)
    #expect(text(ScreenDiff.ansi(from: previous, to: next)).hasPrefix("\u{1B}[0m\u{1B}[H\u{1B}[2J"))
  }

  @Test func wideCharactersReplacingNarrowOnesAndBack() {
    var previous = ScreenBuffer(width: 6, height: 1)
    previous.write("abcdef", row: 0, column: 0)
    var next = previous
    next.write("日", row: 0, column: 1)
    #expect(screenAfterDrawing(next, over: previous) == ANSIScreen(showing: next))
    var after = next
    after.write("x", row: 0, column: 2)
    #expect(screenAfterDrawing(after, over: next) == ANSIScreen(showing: after))
  }

  @Test func cellsThatCannotBeDrawnAreBlank() {
    var buffer = ScreenBuffer(width: 4, height: 1)
    buffer[0, 0] = Cell(text: "\u{1B}")
    buffer[0, 1] = Cell(text: "日")
    buffer[0, 2] = Cell(text: "ab")
    buffer[0, 3] = Cell(text: "")
    let bytes = ScreenDiff.ansi(from: nil, to: buffer)
    #expect(!bytes.dropFirst(12).contains(0x1B) || !text(bytes).contains("\u{1B}\u{1B}"))
    #expect(ScreenDiff.displayedRow(buffer, 0).map(\.text) == [" ", " ", " ", " "])
    #expect(screenAfterDrawing(buffer, over: nil).cells[0].map(\.text) == [" ", " ", " ", " "])
  }
}

@Suite struct ScreenDiffEdgeTests {
  @Test func aCursorOutsideTheScreenIsKeptOnIt() {
    var buffer = ScreenBuffer(width: 3, height: 2)
    buffer.cursor = (5, -1)
    #expect(
      text(ScreenDiff.ansi(from: nil, to: buffer)) == "\u{1B}[0m\u{1B}[H\u{1B}[2J\r\n\u{1B}[?25h")
  }

  @Test func anEmptyScreenIsClearedWithoutACursor() {
    var buffer = ScreenBuffer(width: 0, height: 0)
    buffer.cursor = (0, 0)
    #expect(text(ScreenDiff.ansi(from: nil, to: buffer)) == "\u{1B}[0m\u{1B}[H\u{1B}[2J\u{1B}[?25l")
  }
}
