import Foundation
import Testing

@testable import ViewTree

/// `AbsoluteFrames.frame(of:in:)`, which places one node from its ancestors alone, agrees with
/// the one-pass computation of every node.
@Suite struct SingleNodeFrameTests {
  static func check(_ hierarchy: Hierarchy) {
    let frames = AbsoluteFrames(hierarchy)
    for index in hierarchy.indices {
      let single = AbsoluteFrames.frame(of: index, in: hierarchy)
      #expect(single?.frame == frames[index], "node \(index)")
      #expect((single?.isApproximate ?? false) == frames.isApproximate(index), "node \(index)")
      let path = hierarchy.ancestors(of: index).reversed() + [index]
      let window = path.lazy.compactMap { frames[$0] }.first
      #expect(single.map(\.window) == (single == nil ? nil : window), "node \(index)")
    }
  }

  @Test func agreesOnAGeneratedDump() {
    var generator = DumpGenerator(seed: 7)
    Self.check(DumpParser().parse(generator.dump(nodeCount: 3_000)).hierarchy)
  }

  @Test func agreesOnTheSamples() throws {
    let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Samples")
    let files = try FileManager.default.contentsOfDirectory(atPath: samples.path)
      .filter { $0.hasSuffix(".txt") }
    #expect(!files.isEmpty)
    for file in files {
      let text = try String(contentsOf: samples.appendingPathComponent(file), encoding: .utf8)
      Self.check(DumpParser().parse(text).hierarchy)
    }
  }

  @Test func agreesUnderTransformsScrollViewsAndAppKit() {
    Self.check(
      DumpParser().parse(
        """
        <UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x10>>
           | <UIScrollView: 0x2; frame = (0 100; 390 500); contentOffset: {0, 300}; layer = <CALayer: 0x20>>
           |    | <UIView: 0x3; frame = (10 350; 100 100); transform = [0, 1, -1, 0, 0, 0]; layer = <CALayer: 0x30>>
           |    |    | <UILabel: 0x4; frame = (0 0; 50 20); layer = <CALayer: 0x40>>
           |    |    | <CALayer: 0x5> (layer)
        """
      ).hierarchy)
    Self.check(
      DumpParser().parse(
        """
        [   AF      w   ] h=--- v=--- NSThemeFrame 0x1 "Window" f=(0,0,480,270) b=(-)
          [   A       w   ] h=-&- v=-&- NSView 0x2 f=(0,0,480,270) b=(-)
            [   AF  P   w   ] h=-&- v=-&- NSClipView 0x3 f=(20,20,200,100) b=(0,637,-,-)
              [   A       w   ] h=--- v=--- NSButton 0x4 "OK" f=(10,700,80,32) b=(-)
        """
      ).hierarchy)
  }
}
