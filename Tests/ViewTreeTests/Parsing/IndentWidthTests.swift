import Testing

@testable import ViewTree

/// The indentation of XCUITest and AppKit rows in columns, a tab reaching the next multiple
/// of 8.
@Suite struct IndentWidthTests {
  static func columns(_ text: String) -> Int {
    var text = text
    return text.withUTF8 { IndentWidth.columns($0[...]) }
  }

  @Test func tabsReachTheNextMultipleOfEight() {
    #expect(Self.columns("") == 0)
    #expect(Self.columns("    ") == 4)
    #expect(Self.columns("\t") == 8)
    #expect(Self.columns("  \t") == 8)
    #expect(Self.columns("\t  ") == 10)
    #expect(Self.columns("\t\t") == 16)
    #expect(Self.columns("       \t ") == 9)
  }

  /// A depth past `Int32` (a hostile indentation of 300 million tabs) saturates instead of
  /// trapping when the record is made.
  @Test func aDepthPastInt32Saturates() {
    let bytes: [UInt8] = Array("Window, 0x1".utf8)
    bytes.withUnsafeBufferPointer { buffer in
      let line = LineContext(
        bytes: buffer, content: 0..<buffer.count, fullLine: 0..<buffer.count, bias: 0,
        lineNumber: 1)
      let record = line.record(format: .xcuitest, kind: .element, markerDepth: 8 * 300_000_000)
      #expect(record.markerDepth == Int32.max)
    }
  }
}
