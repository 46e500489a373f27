import Testing

@testable import ViewTree

private typealias F = ParsingFixture

/// Swift's `print(view.subviews)`: every element on one line, read as sibling roots.
@Suite("Swift array lines")
struct SwiftArrayLineTests {
  static let label =
    "<UILabel: 0x7fb2; frame = (16 8; 100 21); text = 'Hi, <you>'; layer = <_UILabelLayer: 0x6002>>"
  static let view = "<UIView: 0x7fb1; frame = (0 0; 375 44); layer = <CALayer: 0x6001>>"
  static let button =
    "<UIButton: 0x7fb3; frame = (300 0; 44 44); opaque = NO; layer = <CALayer: 0x6003>>"

  @Test func everyElementIsARootOfItsOwn() {
    let result = F.parse(["[\(Self.view), \(Self.label), \(Self.button)]"])
    #expect(result.lineDispositions == [.node])
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == ["UIView", "UILabel", "UIButton"])
    #expect(tree.depthsInOrder == [0, 0, 0])
    #expect(tree.linesInOrder == [1, 1, 1])
    // The `, <` inside the label's quoted text splits nothing.
    #expect(tree.node(1).text == "Hi, <you>")
    #expect(tree.node(2).frame == Rect(x: 300, y: 0, width: 44, height: 44))
    #expect(tree.indices.allSatisfy { tree[$0].isComplete })
  }

  @Test(arguments: [
    "[\(view)]",
    "Optional([\(view), \(label)])",
    "subviews: [\(view), \(label)]",
    "  views = [\(view)]  ",
    "2026-11-28 10:00:00.123 MyApp[12:34] [\(view), \(label)]",
    "// Optional([\(view), \(label)])",
    "   # [\(view), \(label)]",
  ])
  func wrappersAroundTheArray(line: String) {
    let result = F.parse([line])
    #expect(result.lineDispositions == [.node])
    let names = result.hierarchy.classNamesInOrder
    #expect(names == Array(["UIView", "UILabel"].prefix(names.count)) && !names.isEmpty)
    #expect(result.hierarchy.depthsInOrder.allSatisfy { $0 == 0 })
  }

  /// A paste cut inside the last element keeps what it has, marked as cut.
  @Test func aCutLastElementIsKept() {
    let cut = String(Self.label.prefix(40))
    let result = F.parse(["[\(Self.view), \(cut)"])
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == ["UIView", "UILabel"])
    #expect(tree.node(0).isComplete)
    #expect(!tree.node(1).isComplete)
  }

  /// Arrays of other things, and an array with words after it, are no view arrays.
  @Test(arguments: [
    "[1, 2, 3]",
    "[<NSObject>, <NSObject>]",
    "tags: [<b>bold</b>]",
    "[\(view)] was removed from its superview",
    "[\(view), 42]",
  ])
  func otherArraysAreText(line: String) {
    let result = F.parse([line])
    #expect(result.hierarchy.count <= 1)
    #expect(SwiftArrayLine().elements(in: line) == nil)
  }
}

extension SwiftArrayLine {
  /// `elements(in:)` on a string's bytes.
  fileprivate func elements(in line: String) -> [Range<Int>]? {
    var line = line
    return line.withUTF8 { elements(in: $0) }
  }
}
