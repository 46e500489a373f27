import Testing

@testable import ViewTree

/// A dump saved as UTF-16 reads as the same dump, with its line numbers, and says so.
@Suite struct UTF16TextTests {
  static let dump =
    "(lldb) po view\n<UIWindow: 0x1; frame = (0 0; 10 10)>\n"
    + "   | <UILabel: 0x2; frame = (0 0; 5 5); text = 'héllo ✓'>\n"

  static func encoded(_ text: String, bigEndian: Bool, mark: Bool) -> [UInt8] {
    var bytes: [UInt8] = mark ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
    for unit in text.utf16 {
      let (high, low) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
      bytes += bigEndian ? [high, low] : [low, high]
    }
    return bytes
  }

  @Test(arguments: [(false, true), (true, true), (false, false), (true, false)])
  func readsAsTheUTF8Dump(bigEndian: Bool, mark: Bool) {
    let result = DumpParser().parse(Self.encoded(Self.dump, bigEndian: bigEndian, mark: mark))
    let tree = result.hierarchy
    #expect(tree.count == 2)
    #expect(tree.indices.map { tree[$0].line } == [2, 3])
    #expect(tree[NodeIndex(1)].text == "héllo ✓")
    let order = bigEndian ? "big-endian" : "little-endian"
    #expect(
      result.diagnostics.first?.message == "the input is UTF-16 (\(order)); converted to UTF-8")
  }

  @Test func aCutLastByteIsMarkedNotDropped() {
    let bytes = Self.encoded("<UIView: 0x1>", bigEndian: false, mark: true) + [0x41]
    let text = bytes.withUnsafeBufferPointer {
      UTF16Text.utf8($0, order: .littleEndian, markLength: 2)
    }
    #expect(String(decoding: text, as: UTF8.self) == "<UIView: 0x1>\u{FFFD}")
  }

  @Test func utf8AndOtherBytesAreLeftAlone() {
    #expect(DumpParser().parse(Self.dump).diagnostics.allSatisfy { !$0.message.contains("UTF-16") })
    let bytes: [UInt8] = [0x3C, 0x00, 0x00, 0x55]  // zero bytes on both sides: not UTF-16
    bytes.withUnsafeBufferPointer { #expect(UTF16Text.detect($0) == nil) }
    [UInt8]().withUnsafeBufferPointer { #expect(UTF16Text.detect($0) == nil) }
  }
}
