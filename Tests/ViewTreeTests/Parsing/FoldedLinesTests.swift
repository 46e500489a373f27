import Foundation
import PropertyBased
import Testing

@testable import ViewTree

private typealias F = ParsingFixture

/// A paste cut at a fixed width regardless of words (`fold -w`, a terminal without soft
/// wraps, a fixed-width page): a line of that width goes on at the next line's first
/// character, so every row reads as printed, even where the cut fell inside an address or a
/// number. The reference model is `fold` itself: folding a dump at any width leaves its tree.
@Suite struct FoldedLinesTests {
  /// `lines` cut as `fold -w width` cuts them: each line longer than the width becomes
  /// pieces of exactly the width and a last, shorter one. (ASCII only, no tabs.)
  static func fold(_ lines: [String], width: Int) -> [String] {
    lines.flatMap { line -> [String] in
      var pieces: [String] = []
      var rest = Substring(line)
      while rest.count > width {
        pieces.append(String(rest.prefix(width)))
        rest = rest.dropFirst(width)
      }
      return pieces + [String(rest)]
    }
  }

  /// What must survive the cut: each node's depth, class, address and frame.
  static func shape(_ hierarchy: Hierarchy) -> [String] {
    hierarchy.indices.map { index in
      let node = hierarchy[index]
      return
        "\(node.depth) \(node.className) \(node.address ?? "-") \(node.frame.map { "\($0)" } ?? "-")"
    }
  }

  static let trace = [
    "UIWindow:0x7fada06120b0",
    "|   UITableView:0x7fada0833c00",
    "|   |   UITableViewHeaderFooterView:0x7fada0505c70",
    "|   |   |   _UITableViewHeaderFooterViewBackground:0x7fada0506600",
    "|   |   |   _UITableViewHeaderFooterContentView:0x7fada0506100",
    "|   |   |   |   _UITableViewHeaderFooterViewLabel:0x7fada0621d10'Section-1'",
    "|   |   UITableViewCell:0x7fada084b200",
    "|   |   |   UITableViewCellContentView:0x7fada070e4e0",
  ]

  /// Generated dumps of every size, an XCUITest subtree and an `_autolayoutTrace`, each cut
  /// at any width from 40 columns: the tree is the uncut one's.
  @Test func foldingAtAnyWidthKeepsTheTree() async {
    await propertyCheck(
      count: 120, input: Gen.int(in: 0...1_000_000), Gen.int(in: 40...220), Gen.int(in: 0...2)
    ) { seed, width, kind in
      let lines: [String]
      switch kind {
      case 0:
        var generator = DumpGenerator(seed: UInt64(seed))
        lines = generator.dump(nodeCount: 5 + seed % 60).split(separator: "\n").map(String.init)
      case 1: lines = F.xcuitestSubtree
      default: lines = Self.trace
      }
      let folded = Self.fold(lines, width: width)
      // A width no line reaches cuts nothing; a cut needs three lines of the width to be seen.
      let cut = folded.filter { $0.count == width }.count
      guard cut >= 3 else { return }
      let clean = F.parse(lines)
      let result = F.parse(folded)
      #expect(
        Self.shape(result.hierarchy) == Self.shape(clean.hierarchy),
        "kind \(kind) seed \(seed) cut at \(width)")
      #expect(!result.diagnostics.contains { $0.severity == .warning }, "width \(width)")
    }
  }

  static let rows = [
    "<UIView: 0x7f9c1e70c330; frame = (0 0; 375 667); autoresize = W+H; layer = <CALayer: 0x600002d5d700>>",
    "   | <UILabel: 0x104b3edb0; frame = (20 84; 335 20.5); text = 'Inbox'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x600000a7c370>>",
    "   | <UIButton: 0x7f9c1e70d1b0; frame = (137.5 120.5; 100 34.5); opaque = NO; layer = <CALayer: 0x600002d5d940>>",
    "   |    | <UIButtonLabel: 0x7f9c1e70d6c0; frame = (21 7; 58 20.5); text = 'Refresh'; opaque = NO; layer = <_UILabelLayer: 0x600000a7c460>>",
  ]

  /// Cut at every width from 40 columns, the cuts fall inside addresses, numbers, keys and
  /// texts: each value reads as printed, and each rest is a continuation of its row.
  @Test(arguments: 40...100) func cutsInsideValuesReadAsPrinted(width: Int) {
    let folded = Self.fold(Self.rows, width: width)
    let result = F.parse(folded)
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == ["UIView", "UILabel", "UIButton", "UIButtonLabel"])
    #expect(tree.parentPositions == [-1, 0, 0, 2])
    #expect(tree.node(1).address == "0x104b3edb0")
    #expect(tree.node(1).text == "Inbox")
    #expect(tree.node(1).value(of: "userInteractionEnabled") == "NO")
    #expect(tree.node(2).frame == Rect(x: 137.5, y: 120.5, width: 100, height: 34.5))
    #expect(tree.node(3).value(of: "layer") == "<_UILabelLayer: 0x600000a7c460>")
    #expect(
      result.lineDispositions.filter { $0 == .continuation }.count == folded.count - 4)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
  }

  /// Where the cut fell, the row's first line is its source, and its rest's lines are its
  /// own: the node's source spans them.
  @Test func aCutRowKeepsItsLines() {
    let folded = Self.fold(Self.rows, width: 60)
    let result = F.parse(folded)
    let label = result.hierarchy.node(1)
    #expect(label.line == 3)
    #expect(label.sourceText == folded[2...4].joined(separator: "\n"))
  }

  /// Lines wrapped at spaces end anywhere before the width: no cut is seen, and their rows
  /// join at a space as before.
  @Test func linesWrappedAtSpacesShowNoCut() {
    var wrapped: [String] = []
    for row in Self.rows {
      var line = ""
      for word in row.split(separator: " ", omittingEmptySubsequences: false) {
        if line.count + 1 + word.count > 60 && !line.isEmpty {
          wrapped.append(line)
          line = String(word)
        } else {
          line += (line.isEmpty ? "" : " ") + word
        }
      }
      wrapped.append(line)
    }
    let bytes = Array(wrapped.joined(separator: "\n").utf8)
    #expect(bytes.withUnsafeBufferPointer { FoldWidth.detect(in: $0) } == nil)
    #expect(F.parse(wrapped).hierarchy.node(2).frame?.y == 120.5)
  }

  /// The longest lines of a dump that was not cut may share a width: a whole row of that
  /// width, or a truncated one before the next row, a prompt or prose, stands on its own.
  @Test func aRowThatFillsTheWidthByChanceStandsAlone() {
    let lines = [
      "UIWindow:0x7fada06120b0",
      "|   UITableView:0x7fada0833c00",
      "|   |   UITableViewHeaderFooterView:0x7fada0505c70",
      "|   |   UITableViewHeaderFooterView:0x7fada0505c71",
      "(lldb) po 1",
      "<UIView: 0x7f9c1e70c330; frame = (0 0; 375 667); layer = <CALayer: 0x600002",
      "<UIView: 0x7f9c1e70c331; frame = (0 0; 375 667); layer = <CALayer: 0x600003",
      "   | <UILabel: 0x104b3edb0; frame = (20 84; 335 20.5)>",
      "<UIView: 0x7f9c1e70c332; frame = (0 0; 375 667); layer = <CALayer: 0x600004",
      "That row was cut by the console.",
    ]
    let bytes = Array(lines.joined(separator: "\n").utf8)
    #expect(bytes.withUnsafeBufferPointer { FoldWidth.detect(in: $0) } == 75)
    let result = F.parse(lines)
    #expect(
      result.hierarchy.classNamesInOrder == [
        "UIWindow", "UITableView", "UITableViewHeaderFooterView", "UITableViewHeaderFooterView",
        "UIView", "UIView", "UILabel", "UIView",
      ])
    #expect(result.lineDispositions[4] == .prompt)
    #expect(result.lineDispositions[9] == .text)
    #expect(!result.lineDispositions.contains(.continuation))
  }

  /// A row's rest that fills the width too ends where the next row's markers start.
  @Test func aRestThatFillsTheWidthEndsBeforeTheNextRow() {
    let lines = [
      "<UIView; frame = (0 0; 320 568)>",
      "   | <_UITableViewCellSeparatorView; frame = (16 4",
      "83.5; 304 0.5); autoresize = W; layer = <CALayer>>",
      "   | <_UITableViewCellSeparatorView; frame = (16 5",
      "27.5; 304 0.5); autoresize = W; layer = <CALayer>>",
    ]
    let result = F.parse(lines)
    let tree = result.hierarchy
    #expect(tree.count == 3)
    #expect(tree.node(1).frame?.y == 483.5)
    #expect(tree.node(2).frame?.y == 527.5)
  }

  /// `fold` and terminals take a tab to the next multiple of 8 columns.
  @Test func aTabCountsToTheNextTabStop() {
    let bytes = Array("\tab\n".utf8)
    #expect(bytes.withUnsafeBufferPointer { FoldWidth.width(of: 0..<3, in: $0) } == 10)
    let crlf = Array("abc\r".utf8)
    #expect(crlf.withUnsafeBufferPointer { FoldWidth.width(of: 0..<4, in: $0) } == 3)
  }

  /// A line with other than ASCII fills the width as each cutter counts it: characters,
  /// bytes (`fold`), user-perceived characters (an emoji sequence is one), terminal columns
  /// (a CJK character takes two).
  @Test(arguments: [("ab情侣", [4, 8, 6]), ("a👨‍👩‍👧", [6, 19, 2, 7]), ("abc", [3])])
  func aLineFillsTheWidthAsAnyCutterCountsIt(text: String, widths: [Int]) {
    let bytes = Array(text.utf8)
    bytes.withUnsafeBufferPointer { buffer in
      for width in widths {
        #expect(FoldWidth.fills(0..<buffer.count, in: buffer, width: width), "\(width)")
      }
      #expect(!FoldWidth.fills(0..<buffer.count, in: buffer, width: 9))
    }
  }

  /// Rows without markers take their depths from their indentation, a joined row's too; an
  /// object's bare description after a prompt stays the command's result, cut or not.
  @Test func aJoinedRowKeepsWhatItsLineSays() {
    let indented = [
      "<UIWebView: 0x4411240; frame = (0 0; 320 480); layer = <CALayer: 0x441f300>>",
      "    <UIScroller: 0x442ac60; frame = (0 0; 320 480); clipsToBounds = YES; layer = <CALayer: 0x442b000>>",
      "        <UIImageView: 0x442c0c0; frame = (0 0; 54 54); alpha = 0; opaque = NO; layer = <CALayer: 0x442c0f0>>",
      "        <UIImageView: 0x442c060; frame = (0 0; 54 54); alpha = 0; opaque = NO; layer = <CALayer: 0x442c090>>",
      "    <UIImageView: 0x442b030; frame = (-14.5 14.5; 30 1); layer = <CALayer: 0x442b060>>",
    ]
    let folded = Self.fold(indented, width: 60)
    #expect(F.parse(folded).hierarchy.parentPositions == [-1, 0, 1, 1, 0])
    // The first row read from a copy indented, and the input's last line without a newline
    // right before the copies: the indentation is the copy's own.
    let shortRoot = ["<UIWebView: 0x4411240; frame = (0 0; 320 480)>"] + indented.dropFirst()
    let unterminated = Array(Self.fold(shortRoot, width: 60).joined(separator: "\n").utf8)
    #expect(F.parse(bytes: unterminated).hierarchy.parentPositions == [-1, 0, 1, 1, 0])
    let command = [
      "(lldb) po $x0",
      "<DVTControllerContentView_ControlledBy_IDEWorkspaceTabController: 0x11c3bcc80>",
      "(lldb) po $x1",
      "<DVTControllerContentView_ControlledBy_IDEWorkspaceTabController: 0x11c3bcc81>",
      "(lldb) po $x2",
      "<DVTControllerContentView_ControlledBy_IDEWorkspaceTabController: 0x11c3bcc82>",
    ]
    let result = F.parse(Self.fold(command, width: 60))
    #expect(result.hierarchy.isEmpty)
    #expect(result.lineDispositions.filter { $0 == .continuation }.count == 3)
  }
}
