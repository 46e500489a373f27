/// The width of a row's indentation in columns, for the formats whose depth is indentation
/// (XCUITest, AppKit's `_subtreeDescription`): a tab reaches the next multiple of 8, as
/// `expand` and a terminal show it, so that a dump whose runs of 8 spaces a tool turned into
/// tabs (`unexpand`), or whose editor mixed tabs and spaces, nests as printed.
enum IndentWidth {
  static let tabStop = 8

  /// - Complexity: O(bytes.count).
  static func columns(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int {
    var width = 0
    for byte in bytes {
      width = byte == 0x09 ? (width / tabStop + 1) * tabStop : width + 1
    }
    return width
  }
}
