import Testing

@testable import ViewTree

/// recursiveDescription pastes whose newlines were lost: every row on one line, each after the
/// previous description's `>` and its own `| ` depth markers.
@Suite("recursiveDescription on one line")
struct CollapsedDescriptionTests {
  typealias F = FormatFixture

  @Test func rowsAreSplitAtMarkersAfterAClosingBracket() throws {
    let result = F.parse([
      "<UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x2>> | <UIView: 0x3; frame = (0 0; 320 480); layer = <CALayer: 0x4>> | | <UILabel: 0x5; frame = (0 0; 10 10); text = 'a | <b>'; layer = <CALayer: 0x6>>"
    ])
    let tree = result.hierarchy
    #expect(result.lineDispositions == [.node])
    try #require(tree.classNamesInOrder == ["UIWindow", "UIView", "UILabel"])
    #expect(tree.depthsInOrder == [0, 1, 2])
    #expect(tree.linesInOrder == [1, 1, 1])
    #expect(tree.formatsInOrder == Array(repeating: .recursiveDescription, count: 3))
    // Each row keeps only its own description.
    #expect(tree.node(0).value(of: "layer") == "<UIWindowLayer: 0x2>")
    #expect(tree.node(1).address == "0x3")
    #expect(tree.node(2).text == "a | <b>")
    #expect(tree.node(2).value(of: "layer") == "<CALayer: 0x6>")
    #expect(result.diagnostics.allSatisfy { $0.severity != .warning })
  }

  @Test func depthGoesDownAndUp() throws {
    let result = F.parse([
      "<UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x2>> | <UIView: 0x3; frame = (0 0; 320 480); layer = <CALayer: 0x4>> | | <UIButton: 0x5; frame = (0 0; 44 44); layer = <CALayer: 0x6>> | | | <UIButtonLabel: 0x7; frame = (0 0; 4 4); text = 'Go'; layer = <_UILabelLayer: 0x8>> | <UIView: 0x9; frame = (0 0; 1 1); layer = <CALayer: 0xa>> | | <UIImageView: 0xb; frame = (0 0; 2 2); layer = <CALayer: 0xc>> | <UIView: 0xd; frame = (0 0; 3 3); layer = <CALayer: 0xe>>"
    ])
    let tree = result.hierarchy
    #expect(result.lineDispositions == [.node])
    try #require(
      tree.classNamesInOrder == [
        "UIWindow", "UIView", "UIButton", "UIButtonLabel", "UIView", "UIImageView", "UIView",
      ])
    #expect(tree.depthsInOrder == [0, 1, 2, 3, 1, 2, 1])
    #expect(tree.parentPositions == [-1, 0, 1, 2, 0, 4, 0])
    #expect(tree.node(3).text == "Go")
  }

  @Test func quotedTextThatLooksLikeARowDoesNotSplit() throws {
    let result = F.parse([
      "<UIView: 0x1; frame = (0 0; 320 480); layer = <CALayer: 0x2>> | <UILabel: 0x3; frame = (0 0; 10 10); text = 'x> | <UIView: 0x9; frame = (0 0; 1 1)>'; layer = <CALayer: 0x4>> | <UITextView: 0x5; text = \"y> | | <UIView: 0xa>\"; layer = <CALayer: 0x6>>"
    ])
    let tree = result.hierarchy
    try #require(tree.classNamesInOrder == ["UIView", "UILabel", "UITextView"])
    #expect(tree.depthsInOrder == [0, 1, 1])
    #expect(tree.node(1).text == "x> | <UIView: 0x9; frame = (0 0; 1 1)>")
  }

  @Test func nestedValuesDoNotSplit() throws {
    // Values follow `= `, and a list of descriptions inside parentheses is one value.
    let result = F.parse([
      "<UIView: 0x1; frame = (0 0; 320 480); gestureRecognizers = <NSArray: 0x2>; layer = <CALayer: 0x3; sublayers = (<CALayer: 0x4>, <CALayer: 0x5>)>> | <UIScrollView: 0x6; frame = (0 0; 1 1); gestureRecognizers = <NSArray: 0x7 | <x>>; layer = <CALayer: 0x8>; contentOffset: {0, 0}> | | <_UIScrollViewScrollIndicator: 0x9; frame = (0 0; 3 3); layer = <CALayer: 0xa>>"
    ])
    let tree = result.hierarchy
    try #require(
      tree.classNamesInOrder == ["UIView", "UIScrollView", "_UIScrollViewScrollIndicator"])
    #expect(tree.depthsInOrder == [0, 1, 2])
    #expect(
      tree.node(0).value(of: "layer")
        == "<CALayer: 0x3; sublayers = (<CALayer: 0x4>, <CALayer: 0x5>)>")
    #expect(tree.node(1).value(of: "contentOffset") == "{0, 0}")
  }

  @Test func trailingRowCutShortIsReadAsTruncated() throws {
    let result = F.parse([
      "<UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x2>> | <UIView: 0x3; frame = (0 0; 320 480); layer = <CALayer: 0x4>> | | <UILabel: 0x5; frame = (0 0; 10",
      "<UIWindow: 0x10; frame = (0 0; 1 1); layer = <UIWindowLayer: 0x11>>",
    ])
    let tree = result.hierarchy
    #expect(result.lineDispositions == [.node, .node])
    try #require(tree.classNamesInOrder == ["UIWindow", "UIView", "UILabel", "UIWindow"])
    #expect(tree.depthsInOrder == [0, 1, 2, 0])
    #expect(tree.node(0).isComplete && tree.node(1).isComplete)
    #expect(!tree.node(2).isComplete)
    let truncated = result.diagnostics.filter { $0.message.contains("truncated") }
    #expect(truncated.map(\.line) == [1])
  }

  @Test func lastRowCutInsideItsClassNameIsARow() throws {
    let result = F.parse([
      "<UIView: 0x1; frame = (0 0; 1 1); layer = <CALayer: 0x2>> | <UIButton: 0x3; frame = (0 0; 1 1); layer = <CALayer: 0x4>> | | <UIButtonLab"
    ])
    let tree = result.hierarchy
    #expect(result.lineDispositions == [.node])
    try #require(tree.classNamesInOrder == ["UIView", "UIButton", "UIButtonLab"])
    #expect(tree.depthsInOrder == [0, 1, 2])
    #expect(tree.node(1).tail == nil)
    #expect(!tree.node(2).isComplete)
  }

  @Test func rowsWithoutAddressesOrPropertiesAndSpacedMarkers() throws {
    // Newlines deleted without collapsing the indentation, and rows such as `<Class>`.
    let result = F.parse([
      "(lldb) po [[UIWindow keyWindow] recursiveDescription]",
      "<UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x2>>   | <_UILayoutGuide; frame = (0 0; 0 0)>   |    | <UIView>   | <UIView: 0x3>",
      "",
    ])
    let tree = result.hierarchy
    #expect(result.lineDispositions == [.prompt, .node, .blank])
    try #require(tree.classNamesInOrder == ["UIWindow", "_UILayoutGuide", "UIView", "UIView"])
    #expect(tree.depthsInOrder == [0, 1, 2, 1])
  }

  @Test func markersWithoutSpacesBetweenThem() throws {
    // A web page that collapsed whitespace prints `|| <` and `||| <` for deeper rows.
    let result = F.parse([
      "<UIView: 0x1; frame = (0 0; 320 480); layer = <CALayer: 0x2>> | <UIImageView: 0x3; frame = (0 0; 320 480); layer = <CALayer: 0x4>> | <UIView: 0x5; frame = (10 440; 300 30); layer = <CALayer: 0x6>> || <UIButton: 0x7; frame = (230 3; 22 22); layer = <CALayer: 0x8>> ||| <UIImageView: 0x9; frame = (0 0; 22 22); layer = <CALayer: 0xa>> || <UIButton: 0xb; frame = (4 4; 22 22); layer = <CALayer: 0xc"
    ])
    let tree = result.hierarchy
    #expect(result.lineDispositions == [.node])
    try #require(
      tree.classNamesInOrder == [
        "UIView", "UIImageView", "UIView", "UIButton", "UIImageView", "UIButton",
      ])
    #expect(tree.depthsInOrder == [0, 1, 1, 2, 3, 2])
    #expect(tree.node(2).tail == nil)
    #expect(!tree.node(5).isComplete)
  }

  @Test func textAfterTheLastRowIsNotARow() throws {
    // A `|` after a description that is not followed by a row header stays that row's tail.
    let result = F.parse([
      "<UIView: 0x1; frame = (0 0; 1 1); layer = <CALayer: 0x2>> | not a row",
      "   | <UIView: 0x3; frame = (0 0; 1 1); layer = <CALayer: 0x4>> | <snip>",
    ])
    try #require(result.hierarchy.classNamesInOrder == ["UIView", "UIView"])
    #expect(result.hierarchy.depthsInOrder == [0, 1])
  }

  @Test func multiLineDumpIsUnchanged() throws {
    let lines = [
      "<UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x2>>",
      "   | <UIView: 0x3; frame = (0 0; 320 480); layer = <CALayer: 0x4>>",
      "   |    | <UILabel: 0x5; frame = (0 0; 10 10); text = 'a> | <UIView: 0x6>'; layer = <CALayer: 0x6>>",
      "   |    | <UIView: 0x7; frame = (0 0; 10 10); layer = <CALayer: 0x8>>",
      "   | <UIView: 0x9; frame = (0 0; 10 10); layer = <CALayer: 0xa>>",
    ]
    let result = F.parse(lines)
    #expect(result.lineDispositions == Array(repeating: .node, count: 5))
    try #require(result.hierarchy.linesInOrder == [1, 2, 3, 4, 5])
    #expect(result.hierarchy.depthsInOrder == [0, 1, 2, 2, 1])
    #expect(result.hierarchy.node(2).text == "a> | <UIView: 0x6>")
    // The same rows on one line give the same tree.
    let collapsed = F.parse([lines.joined(separator: " ")])
    #expect(F.shapes(collapsed.hierarchy) == F.shapes(result.hierarchy))
  }

  /// Generated dumps (one node a line, layers, text with quotes) read the same with their
  /// newlines replaced by spaces.
  @Test(arguments: 1...20) func generatedDumpReadsTheSameOnOneLine(seed: Int) {
    var generator = DumpGenerator(seed: UInt64(seed))
    let lines = generator.dump(nodeCount: 10 + seed * 3).split(separator: "\n").map(String.init)
    let expected = F.parse(lines)
    let collapsed = F.parse([lines.joined(separator: " ")])
    #expect(collapsed.lineDispositions == [.node])
    #expect(F.shapes(collapsed.hierarchy) == F.shapes(expected.hierarchy))
    #expect(
      collapsed.hierarchy.indices.map { collapsed.hierarchy[$0].text }
        == expected.hierarchy.indices.map { expected.hierarchy[$0].text })
  }

  /// An image view prints its image after its description (` - (null)`, ` - bg.png`): the
  /// next row's markers follow that, and the row is still split off.
  @Test func rowAfterAnImageViewsTail() {
    let result = F.parse([
      "<UIView: 0x1; frame = (0 20; 320 460); layer = <CALayer: 0x2>> | <UIImageView: 0x3; frame = (1 1; 61 43); layer = <CALayer: 0x4>> - (null) | <UILabel: 0x5; frame = (12 12; 39 19); text = 'show'; layer = <CALayer: 0x6>> | | <UIImageView: 0x7; frame = (0 0; 1 1)> - bg.png | <UIView: 0x8; frame = (0 0; 2 2)>"
    ])
    let tree = result.hierarchy
    #expect(
      tree.classNamesInOrder == ["UIView", "UIImageView", "UILabel", "UIImageView", "UIView"])
    #expect(tree.depthsInOrder == [0, 1, 1, 2, 1])
    #expect(tree.node(1).tail == "- (null)")
    #expect(tree.node(3).tail == "- bg.png")
  }

  /// Bars print their state after the description (`effect=none`, `layout=0x…`, a collection
  /// view its layout's description): the next row's markers follow that, and it is split off.
  @Test func rowsAfterABarsStateAndALayoutTail() {
    let result = F.parse([
      "<UIView: 0x1; frame = (0 0; 375 88); layer = <CALayer: 0x2>> | <UIVisualEffectView: 0x3; frame = (0 0; 375 88); layer = <CALayer: 0x4>> effect=none | | <_UIVisualEffectBackdropView: 0x5; frame = (0 0; 375 88); layer = <UICABackdropLayer: 0x6>> | <UICollectionView: 0x7; frame = (0 0; 10 10); layer = <CALayer: 0x8>> collection view layout: <UICollectionViewFlowLayout: 0x9> | | <UIView: 0xa; frame = (0 0; 2 2)>"
    ])
    let tree = result.hierarchy
    #expect(
      tree.classNamesInOrder == [
        "UIView", "UIVisualEffectView", "_UIVisualEffectBackdropView", "UICollectionView",
        "UIView",
      ])
    #expect(tree.depthsInOrder == [0, 1, 2, 1, 2])
    #expect(tree.node(1).tail == "effect=none")
    #expect(tree.node(3).tail == "collection view layout: <UICollectionViewFlowLayout: 0x9>")
  }

  @Test func descriptionsGluedWithoutMarkersAreRoots() throws {
    // A loop printed each view without a newline: no depth, so every description is a root.
    let result = F.parse([
      "<UIView: 0x1; frame = (0 0; 10 10)><UIScrollView: 0x2; frame = (0 0; 5 5); layer = <CALayer: 0x3>><UILabel: 0x4; text = 'a><UIView: 0x9>'>"
    ])
    let tree = result.hierarchy
    try #require(tree.classNamesInOrder == ["UIView", "UIScrollView", "UILabel"])
    #expect(tree.depthsInOrder == [0, 0, 0])
    #expect(tree.linesInOrder == [1, 1, 1])
    #expect(tree.node(0).tail == nil)
    #expect(tree.node(1).value(of: "layer") == "<CALayer: 0x3>")
    #expect(tree.node(2).text == "a><UIView: 0x9>")
  }

  @Test func gluedTextThatIsNoDescriptionStaysATail() throws {
    // Only `<Class: 0x…` after a `>` starts a row; a marked row's glued description does not
    // (its depth is unknown), nor does anything without an address.
    let result = F.parse([
      "<UIView: 0x1; frame = (0 0; 10 10)><b>bold</b>",
      "   | <UIView: 0x2; frame = (0 0; 1 1)><UILabel: 0x3; frame = (0 0; 1 1)>",
    ])
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == ["UIView", "UIView"])
    #expect(tree.node(0).tail == "<b>bold</b>")
  }
}
