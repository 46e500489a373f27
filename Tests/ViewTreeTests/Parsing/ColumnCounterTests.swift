import PropertyBased
import Testing

@testable import ViewTree

/// Columns counted on from the last answer are the columns counted from the line's start.
@Suite struct ColumnCounterTests {
  /// Characters of one, two, three and four UTF-8 bytes.
  static let characters: [Character] = ["a", " ", "|", "<", "é", "…", "电", "🙂"]

  @Test func countingOnMatchesCountingFromTheStart() async {
    let text = Gen.int(in: 0...(Self.characters.count - 1)).array(of: 0...60)
    let offsets = Gen.int(in: -5...300).array(of: 1...20)
    await propertyCheck(count: 300, input: text, text, offsets) { before, line, offsets in
      // Two lines in one buffer, so that a line's start is not the buffer's.
      let first = Array(String(before.map { Self.characters[$0] }).utf8) + [0x0A]
      let second = Array(String(line.map { Self.characters[$0] }).utf8)
      let bytes = first + second
      let range = first.count..<bytes.count
      bytes.withUnsafeBufferPointer { buffer in
        var counter = ColumnCounter()
        for offset in offsets.map({ range.lowerBound + $0 }) {
          // Now and then a column of the other line in between.
          if offset % 3 == 0 { _ = counter.column(of: 0, in: 0..<(first.count - 1), buffer) }
          #expect(
            counter.column(of: offset, in: range, buffer)
              == Self.naiveColumn(of: offset, in: range, bytes))
        }
      }
    }
  }

  /// Every lead byte before `offset` (clamped to the line) is one column.
  static func naiveColumn(of offset: Int, in line: Range<Int>, _ bytes: [UInt8]) -> Int {
    let end = min(max(offset, line.lowerBound), line.upperBound)
    return 1 + bytes[line.lowerBound..<end].filter { $0 & 0xC0 != 0x80 }.count
  }

  @Test func piecesOfOneLineReportTheirOwnColumns() {
    // Three commands of an lldb session on one line, the last one's rows collapsed; `é` and
    // `…` are one column each, however many bytes.
    let line =
      "(lldb) po a <UIView: 0x1; frame = (0 0; 1 1)> (lldb) po é (lldb) po c "
      + "<UIView: 0x2; text = 'é…'> | <UILabel: 0x3; frame = (0 0; 1 1)"
    let result = DumpParser().parse(line + "\n")
    let columns = Dictionary(
      result.diagnostics.map { ($0.message, $0.column) }, uniquingKeysWith: { first, _ in first })
    let command = line.unicodeScalars.firstRange(of: "(lldb) po é".unicodeScalars)!
    #expect(
      columns["skipped: prompt or command"]
        == line.unicodeScalars.distance(from: line.startIndex, to: command.lowerBound) + 1)
    #expect(
      columns["the node ends before its closing '>' (truncated line)"]
        == line.unicodeScalars.count + 1)
    #expect(result.hierarchy.count == 3)
  }

  /// A decoded line's pieces live in another buffer, whose offsets start again at 0: a count
  /// left from the file's line before is not carried into them.
  @Test func countsDoNotCarryIntoAnotherBuffer() {
    let file = Array("日本語 <UIView: 0x1>".utf8)
    let decoded = Array("junk <UIView: 0x2>".utf8)
    var counter = ColumnCounter()
    file.withUnsafeBufferPointer { bytes in
      #expect(counter.column(of: 10, in: 0..<bytes.count, bytes) == 5)
    }
    decoded.withUnsafeBufferPointer { bytes in
      #expect(counter.column(of: 5, in: 0..<bytes.count, bytes) == 6)
    }
  }

  /// Diagnostics on rows decoded from an escaped string point at the line as printed: its
  /// quotes, `Optional(` and two-character escapes count.
  @Test func decodedRowsReportColumnsOfTheirInputLine() {
    let line =
      #"Optional("junk; <UIView: 0x1; frame = (0 0; 1 1)>\n   | <UILabel: 0x2>\n   | <UILabel: 0x3; text = 'x")"#
    let result = DumpParser().parse(line + "\n")
    let columns = Dictionary(
      result.diagnostics.map { ($0.severity, $0.column) }, uniquingKeysWith: { first, _ in first })
    let view = line.unicodeScalars.firstRange(of: "<UIView".unicodeScalars)!
    #expect(
      columns[.warning]
        == line.unicodeScalars.distance(from: line.startIndex, to: view.lowerBound) + 1)
    // The last row is cut: the note points at the end of what was decoded, before `")`.
    #expect(columns[.note] == line.unicodeScalars.count - 1)
    #expect(result.hierarchy.classNamesInOrder == ["UILabel", "UILabel"])
  }
}
