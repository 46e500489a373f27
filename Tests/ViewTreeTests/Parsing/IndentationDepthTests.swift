import Testing

@testable import ViewTree

/// iPhone OS 3 printed recursiveDescription without `|` markers: each level indented four more
/// spaces. A block of such rows takes its depths from the indentation; markerless rows that do
/// not form such a block stay roots.
@Suite("Depth from indentation")
struct IndentationDepthTests {
  typealias F = ParsingFixture

  static let webView =
    "<UIWebView: 0x4411000; frame = (0 0; 320 480); layer = <CALayer: 0x4411100>>"
  static let scroller =
    "<UIScroller: 0x4412000; frame = (0 0; 320 480); clipsToBounds = YES; layer = <CALayer: 0x441>>"
  static let imageView =
    "<UIImageView: 0x4413000; frame = (0 0; 54 54); alpha = 0; layer = <CALayer: 0x4413100>>"
  static let browser =
    "<UIWebBrowserView: 0x4414000; frame = (0 0; 320 480); layer = <CALayer: 0x4414100>>"
  static let label =
    "<UILabel: 0x4415000; frame = (8 8; 100 20); text = 'Hi'; layer = <CALayer: 0x4415100>>"

  @Test func fourSpacesPerLevel() {
    let result = F.parse([
      "(gdb) po [webView recursiveDescription]",
      Self.webView,
      "    " + Self.scroller,
      "        " + Self.imageView,
      "        " + Self.imageView,
      "            " + Self.label,
      "    " + Self.browser,
    ])
    let tree = result.hierarchy
    #expect(result.lineDispositions == [.prompt, .node, .node, .node, .node, .node, .node])
    #expect(tree.roots.count == 1)
    #expect(tree.depthsInOrder == [0, 1, 2, 2, 3, 1])
    #expect(tree.parentPositions == [-1, 0, 1, 1, 3, 0])
  }

  /// The same block behind a comment mark, with a blank line and an elision inside and its
  /// last row cut.
  @Test func behindACommentWithABlankLineAnElisionAndACutTail() {
    let result = F.parse([
      "// " + Self.webView,
      "//     " + Self.scroller,
      "",
      "//         " + Self.imageView,
      "// [snip]",
      "//     <UIWebBrowserView: 0x4414000; frame = (0 0; 320 4",
    ])
    let tree = result.hierarchy
    #expect(result.lineDispositions == [.node, .node, .blank, .node, .elision, .node])
    #expect(tree.depthsInOrder == [0, 1, 2, 1])
    #expect(!tree.node(3).isComplete)
  }

  /// Descriptions all at one indentation are separate roots, as before.
  /// A post's bullet before an indented row (`        - <UIView…>`) is part of its
  /// indentation: the row is one level in from the row above, not a root that the rows
  /// below would hang under.
  @Test func aListMarkIsIndentation() {
    let result = F.parse([
      "        <B: 0x2; frame = (0 0; 10 10)>",
      "        - <C: 0x3; frame = (0 0; 5 5)>",
      "                <D: 0x4; frame = (0 0; 1 1)>",
      "        <E: 0x5; frame = (0 0; 10 10)>",
    ])
    #expect(result.hierarchy.classNamesInOrder == ["B", "C", "D", "E"])
    #expect(result.hierarchy.parentPositions == [-1, 0, 1, -1])
  }

  @Test func evenIndentationStaysRoots() {
    let result = F.parse(["    " + Self.webView, "    " + Self.scroller, "    " + Self.label])
    #expect(result.hierarchy.depthsInOrder == [0, 0, 0])
  }

  /// Single descriptions with prose between them are separate pastes, whatever their
  /// indentation.
  @Test func descriptionsSeparatedByTextStayRoots() {
    let result = F.parse([
      Self.webView,
      "and after scrolling, the scroller is:",
      "    " + Self.scroller,
    ])
    #expect(result.lineDispositions == [.node, .text, .node])
    #expect(result.hierarchy.depthsInOrder == [0, 0])
  }

  /// A custom printer indents subviews by a tab and writes more about each view on lines of
  /// its own (its constraints, a note): those lines are no rows, and the block goes on past
  /// them, so the rows after them keep their parent.
  @Test func linesAboutEachViewStayInsideTheBlock() {
    let result = F.parse([
      Self.webView,
      "[<NSLayoutConstraint:0x99 UIWebView:0x4411000.width == 320   (active)>]",
      "\t" + Self.scroller,
      "\t[<NSLayoutConstraint:0x98 UIScroller:0x4412000.height == 480   (active)>]",
      "\t\t" + Self.imageView,
      "\t    note: hidden by the overlay",
      "\t" + Self.browser,
    ])
    #expect(result.lineDispositions == [.node, .text, .node, .text, .node, .text, .node])
    #expect(result.hierarchy.depthsInOrder == [0, 1, 2, 1])
    #expect(result.hierarchy.parentPositions == [-1, 0, 1, 0])
  }

  /// The view of the row above printed again, further in (the same cell quoted in a JSON
  /// value, then in a property list), is another printout of it: it does not hang under
  /// itself. An object printed for several views (a shared trait collection) ends nothing.
  @Test func aViewPrintedAgainStartsAnotherBlock() {
    let cell = "<UITableViewCell: 0x7ff8ba7117e0; frame = (0 0; 320 44); layer = <CALayer: 0x1>>"
    let result = F.parse([
      "    \"" + cell + "\",",
      "    }",
      "        <string>"
        + cell.replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: ">", with: "&gt;") + "</string>",
    ])
    #expect(result.hierarchy.classNamesInOrder == ["UITableViewCell", "UITableViewCell"])
    #expect(result.hierarchy.depthsInOrder == [0, 0])
    let traits = "<UITraitCollection: 0x6000031d01c0; UserInterfaceIdiom = Phone>"
    let shared = F.parse([
      Self.webView, traits, "\t" + Self.scroller, "\t" + traits, "\t" + Self.browser,
    ])
    #expect(shared.hierarchy.depthsInOrder == [0, 0, 1, 1, 1])
  }

  /// The space that sets a description off from a console prefix is no indentation: an NSLog
  /// row followed by bare rows of the same paste (an array of subviews) does not sink a level.
  @Test func spaceAfterAConsolePrefixIsNoIndentation() {
    let prefix = "2015-07-29 10:16:56.730 Demo[3807:39719] "
    let result = F.parse([
      prefix + Self.webView + ":(",
      ")",
      prefix + Self.scroller + ":(",
      "\"" + Self.label + "\",",
    ])
    #expect(result.lineDispositions == [.node, .text, .node, .node])
    #expect(result.hierarchy.depthsInOrder == [0, 0, 0])
  }

  /// Rows with markers decide depth by their markers: an indented markerless row before them
  /// is not read by indentation.
  @Test func blockFollowedByMarkerRowsKeepsMarkerDepths() {
    let result = F.parse([
      Self.webView,
      "    " + Self.scroller,
      "   |    | " + Self.label,
    ])
    #expect(result.hierarchy.depthsInOrder == [0, 0, 1])
  }
}
