import PCRE2
import PropertyBased
import Testing

@testable import ViewTree

/// `CollapsedLine` finds row headers with a pattern and walks their depth markers back by hand.
/// The reference here is the plain reading, one pattern with the markers in it, which is
/// simple but quadratic in a long run of markers.
@Suite("Collapsed lines")
struct CollapsedLineTests {
  static let reference = LineGrammar.compile(
    #"(?:[|+][ \t]+)*<[A-Za-z_$][^\s<>]*(?: 0x[0-9A-Fa-f]+)?>, state:"#
      + #"|(?:[|+][ \t]+)+<[A-Za-z_$][^\s<>]*(?: 0x[0-9A-Fa-f]*)?$"#
      + #"|(?:^|(?<=\] )|(?<=[ \t]))(?:\|[ \t]+)*(?:\x{E2}\x{80}\x{A2}|\*|\+)?"#
      + #"[A-Za-z_$][\w.$]*:0x[0-9A-Fa-f]+(?=['\s-]|$)"#)

  /// The rows the reference pattern splits `line` into, or nil for fewer than two.
  static func referenceRows(_ line: [UInt8]) -> [Range<Int>]? {
    let text = ":0x"
    let hasHint =
      line.count > 60
      && (line.indices.contains { line[$0...].starts(with: text.utf8) }
        || line.indices.contains { line[$0...].starts(with: ", state:".utf8) })
    guard hasHint else { return nil }
    let matcher = reference.matcher()
    return line.withUnsafeBufferPointer { buffer in
      var starts: [Int] = []
      var offset = 0
      while offset < buffer.count, (try? matcher.matches(buffer, from: offset)) == true {
        let match = matcher.range(0)!
        let first = buffer[match.lowerBound]
        let hasMarkers =
          first == UInt8(ascii: "|") || first == UInt8(ascii: "+") || first == UInt8(ascii: "<")
        if match.lowerBound == 0 || starts.isEmpty || hasMarkers { starts.append(match.lowerBound) }
        offset = max(match.upperBound, match.lowerBound + 1)
      }
      guard starts.count >= 2 else { return nil }
      starts[0] = 0
      return zip(starts, starts.dropFirst() + [buffer.count]).map {
        ByteRanges.trim($0..<$1, buffer)
      }
    }
  }

  static func rows(_ line: [UInt8]) -> [Range<Int>]? {
    line.withUnsafeBufferPointer { CollapsedLine().rows(in: $0) }
  }

  /// Lines built from the pieces of collapsed `_printHierarchy` and `_autolayoutTrace` rows,
  /// markers in every spacing, and text that looks like them.
  @Test func agreesWithTheSinglePatternReading() async {
    let pieces = [
      "|", "+", " ", "   ", "\t", "] ", "x", "<VC 0x1a>, state: appeared", "<VC>, state:",
      "<VC 0x", "<VC", "UIView:0x1f", "*", "\u{2022}", "+Name:0x2", "'title'", " - ", "-",
      ":0x", "0x3", "<UIView:0x4>", ", view: <UIView: 0x5>", "[7:8]", "AMBIGUOUS LAYOUT",
    ].map { Array($0.utf8) }
    let lines = Gen.int(in: 0...(pieces.count - 1)).array(of: 0...60)
    await propertyCheck(count: 600, input: lines) { picks in
      let line = Array(picks.map { pieces[$0] }.joined())
      #expect(
        Self.rows(line) == Self.referenceRows(line),
        "\(String(decoding: line, as: UTF8.self))")
    }
  }

  /// A trace line thousands of markers deep is split like a short one, each row from its
  /// markers (the single pattern gives up on it: PCRE2's match limit).
  @Test func deepMarkerRunsAreWalkedOnce() {
    let markers = String(repeating: "|   ", count: 3_000)
    let line = Array(("UIWindow:0x1 " + markers + "*UIView:0x2 " + markers + "UILabel:0x3").utf8)
    let rows = Self.rows(line)?.map { String(decoding: line[$0], as: UTF8.self) }
    #expect(
      rows == ["UIWindow:0x1", markers + "*UIView:0x2", markers + "UILabel:0x3"])
  }
}
