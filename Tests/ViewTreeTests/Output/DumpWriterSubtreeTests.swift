import Testing

@testable import ViewTree

@Suite struct DumpWriterSubtreeTests {
  static func written(_ text: String, _ roots: [Int]) -> Hierarchy {
    let tree = DumpParser().parse(text).hierarchy
    var out = OutputBuffer()
    DumpWriter().write(tree, subtreesAt: roots.map(NodeIndex.init), to: &out)
    return DumpParser().parse(out.text).hierarchy
  }

  @Test func subtreesBecomeTreesOfTheirOwn() {
    let tree = Self.written(
      """
      <UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x10>>
         | <UIView: 0x2; frame = (0 0; 390 844); layer = <CALayer: 0x20>>
         |    | <UILabel: 0x3; frame = (0 0; 100 20); text = 'A'; layer = <CALayer: 0x30>>
         |    |    | <CALayer: 0x4> (layer)
         |    | <UILabel: 0x5; frame = (0 20; 100 20); text = 'B'; layer = <CALayer: 0x50>>
         | <UIView: 0x6; frame = (0 0; 1 1); layer = <CALayer: 0x60>>
      """, [2, 5])
    #expect(tree.roots.map { tree[$0].address } == ["0x3", "0x6"])
    #expect(tree.count == 3)
    #expect(tree[NodeIndex(1)].kind == .layer)
    #expect(tree.depth(of: NodeIndex(1)) == 1)
  }

  @Test func otherFormatsToo() {
    let tree = Self.written(
      """
      <UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x10>>
      [   AF      w   ] h=--- v=--- NSThemeFrame 0x1 "Window" f=(0,0,480,270) b=(-)
        [   A       w   ] h=-&- v=-&- NSView 0x2 f=(0,0,480,270) b=(-)
          [   A       w   ] h=--- v=--- NSButton 0x4 "OK" f=(10,700,80,32) b=(-)
      """, [2])
    #expect(tree.count == 2)
    #expect(tree[NodeIndex(0)].format == .subtreeDescription)
    #expect(tree[NodeIndex(1)].className == "NSButton")
  }
}
