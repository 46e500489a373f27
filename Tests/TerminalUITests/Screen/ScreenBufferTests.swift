import Testing

@testable import TerminalUI

@Suite struct ScreenBufferTests {
  @Test func newBufferIsBlank() {
    let buffer = ScreenBuffer(width: 3, height: 2)
    #expect(buffer.lines() == ["", ""])
    #expect(buffer[1, 2] == Cell(text: " "))
    #expect(buffer.cursor == nil)
  }

  @Test func writeReturnsTheNextColumnAndClips() {
    var buffer = ScreenBuffer(width: 8, height: 2)
    #expect(buffer.write("abc", row: 0, column: 1) == 4)
    #expect(buffer.write("0123456789", row: 1, column: 2) == 8)
    #expect(buffer.lines() == [" abc", "  012345"])
    #expect(buffer.write("xyz", row: 0, column: 0, limit: 2) == 2)
    #expect(buffer.lines()[0] == "xybc")
    #expect(buffer.write("ignored", row: 5, column: 0) == 0)
    #expect(buffer.write("ignored", row: 0, column: 8) == 8)
  }

  @Test func stylesGoToTheWrittenCells() {
    var buffer = ScreenBuffer(width: 4, height: 1)
    let bold = CellStyle(bold: true)
    buffer.write("ab", row: 0, column: 1, style: bold)
    #expect(buffer[0, 0].style == .plain)
    #expect(buffer[0, 1] == Cell(text: "a", style: bold))
    #expect(buffer[0, 2] == Cell(text: "b", style: bold))
  }

  @Test func wideCharactersTakeTwoCells() {
    var buffer = ScreenBuffer(width: 6, height: 1)
    #expect(buffer.write("日本", row: 0, column: 1) == 5)
    #expect(buffer[0, 1].text == "日")
    #expect(buffer[0, 2].text == "")
    #expect(buffer[0, 3].text == "本")
    #expect(buffer[0, 4].text == "")
    #expect(buffer.lines() == [" 日本"])
  }

  @Test func aWideCharacterThatDoesNotFitBecomesASpace() {
    var buffer = ScreenBuffer(width: 4, height: 1)
    buffer.write("xxxx", row: 0, column: 0)
    #expect(buffer.write("a日", row: 0, column: 2) == 4)
    #expect(buffer.lines() == ["xxa"])
    #expect(buffer[0, 3].text == " ")
    #expect(buffer.write("日本", row: 0, column: 0, limit: 3) == 3)
    #expect(buffer.lines() == ["日"])
  }

  @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
    var buffer = ScreenBuffer(width: 6, height: 1)
    buffer.write("日本語", row: 0, column: 0)
    buffer.write("a", row: 0, column: 1)
    buffer.write("b", row: 0, column: 2)
    #expect(buffer.lines() == [" ab 語"])
    buffer.write("本", row: 0, column: 3)
    #expect(buffer.lines() == [" ab本"])
    #expect(buffer[0, 5].text == " ")
  }

  @Test func negativeColumnsScrollHorizontally() {
    var buffer = ScreenBuffer(width: 5, height: 1)
    #expect(buffer.write("abcdef", row: 0, column: -2) == 4)
    #expect(buffer.lines() == ["cdef"])
    buffer.write("日本", row: 0, column: -1)
    #expect(buffer.lines() == [" 本f"])
  }

  @Test func controlCharactersAreEscapedInADistinctStyle() {
    var buffer = ScreenBuffer(width: 12, height: 1)
    #expect(buffer.write("a\u{1B}[2Jb\u{9B}", row: 0, column: 0) == 11)
    #expect(buffer.lines() == ["a^[[2Jb<9B>"])
    #expect(buffer[0, 0].style.reverse == false)
    #expect(buffer[0, 1].style.reverse == true)
    #expect(buffer[0, 2].style.reverse == true)
    #expect(buffer[0, 3].style.reverse == false)
    let cells = (0..<12).map { buffer[0, $0].text }
    #expect(!cells.contains { $0.unicodeScalars.contains { VisibleText.isControl($0) } })
  }

  @Test func escapesAreClippedLikeText() {
    var buffer = ScreenBuffer(width: 3, height: 1)
    #expect(buffer.write("a\u{1B}\u{1B}", row: 0, column: 0) == 3)
    #expect(buffer.lines() == ["a^["])
  }

  @Test func fillBlanksAHalfOpenRange() {
    var buffer = ScreenBuffer(width: 5, height: 1)
    buffer.write("abcde", row: 0, column: 0)
    let reverse = CellStyle(reverse: true)
    buffer.fill(row: 0, from: 1, to: 3, style: reverse)
    #expect(buffer.lines() == ["a  de"])
    #expect(buffer[0, 1].style == reverse)
    #expect(buffer[0, 3].style == .plain)
    buffer.fill(row: 0, from: -4, to: 99, style: .plain)
    #expect(buffer.lines() == [""])
  }

  @Test func equalityIncludesTheCursor() {
    var first = ScreenBuffer(width: 2, height: 2)
    var second = first
    #expect(first == second)
    first.cursor = (1, 0)
    #expect(first != second)
    second.cursor = (row: 1, column: 0)
    #expect(first == second)
    #expect(first.cursor! == (1, 0))
  }
}
