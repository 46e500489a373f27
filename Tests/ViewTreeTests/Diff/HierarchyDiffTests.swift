import Foundation
import Testing

@testable import ViewTree

@Suite("HierarchyDiff")
struct HierarchyDiffTests {
  typealias F = DiffFixture

  @Test("the same dump, and the same dump with every address changed, have no differences")
  func identicalAndReaddressed() {
    #expect(F.diff(F.screen, F.screen).changes.isEmpty)
    let readdressed = F.readdressed(F.screen)
    #expect(readdressed != F.screen)
    let diff = F.diff(F.screen, readdressed)
    #expect(diff.changes.isEmpty)
    #expect(diff.summary.unchanged == 10)
    #expect(diff.summary.line == "no differences (10 nodes)")
  }

  @Test("a row a paste wrapped equals the same row on one line; a text's own line break counts")
  func wrappedRows() {
    let oneLine = """
      <UIView: 0x1; frame = (0 0; 320 480); gestureRecognizers = <NSArray: 0x2>; layer = <CALayer: 0x3>>
         | <UILabel: 0x4; frame = (0 0; 10 10); text = 'a b'; layer = <_UILabelLayer: 0x5>>
      """
    let wrapped = """
      <UIView: 0x1; frame = (0 0; 320 480); gestureRecognizers = <NSArray:
      0x2>; layer = <CALayer: 0x3>>
         | <UILabel: 0x4; frame = (0 0; 10 10); text = 'a b'; layer = <_UILabelLayer:
      0x5>>
      """
    #expect(F.diff(wrapped, oneLine).changes.isEmpty)
    let brokenText = """
      <UIView: 0x1; frame = (0 0; 320 480); gestureRecognizers = <NSArray: 0x2>; layer = <CALayer: 0x3>>
         | <UILabel: 0x4; frame = (0 0; 10 10); text = 'a
      b'; layer = <_UILabelLayer: 0x5>>
      """
    #expect(F.diff(brokenText, oneLine).changes.count == 1)
  }

  @Test("an inserted subtree is one insert at its root, with its size")
  func insert() {
    let new = F.inserting(
      """
         |    | <UIView: 0x1; frame = (0 520; 390 60); layer = <CALayer: 0x2>>
         |    |    | <UILabel: 0x3; frame = (0 0; 390 60); text = 'Banner'; layer = <_UILabelLayer: 0x4>>
      """, before: 10)
    let diff = F.diff(F.screen, new)
    #expect(F.summary(diff) == ["insert - 10"])
    #expect(diff.changes[0].size == 2)
    #expect(diff.changes[0].className == "UIView")
    #expect(diff.changes[0].new?.path == "UIWindow/UIView/UIView[1]")
    #expect(diff.summary.insertedNodes == 2)
  }

  @Test("a deleted subtree is one delete at its old line; mirrored, it is an insert")
  func deleteMirrorsInsert() {
    let new = F.removing(lines: 4...8)
    let diff = F.diff(F.screen, new)
    #expect(F.summary(diff) == ["delete 4 -"])
    #expect(diff.changes[0].size == 5)
    #expect(diff.changes[0].old?.path == "UIWindow/UIView/UIStackView")
    let mirrored = F.diff(new, F.screen)
    #expect(F.summary(mirrored) == ["insert - 4"])
  }

  @Test("a subtree moved to another parent is one move, with its frame delta")
  func moveToAnotherParent() {
    // The first button (lines 5-6) leaves the stack view for the end of the root view.
    var new = F.removing(lines: 5...6)
    new = F.inserting(
      """
         |    | <UIButton: 0x1; frame = (20 700; 100 44); opaque = NO; layer = <CALayer: 0x2>>
         |    |    | <UIButtonLabel: 0x3; frame = (10 12; 80 20); text = 'Sign in'; opaque = NO; layer = <_UILabelLayer: 0x4>>
      """, before: 9, in: new)
    let diff = F.diff(F.screen, new)
    #expect(F.summary(diff) == ["move 5 9"])
    #expect(diff.changes[0].size == 2)
    #expect(
      diff.changes[0].properties == [
        PropertyChange(key: "frame", old: "(0 0; 100 44)", new: "(20 700; 100 44)")
      ])
  }

  @Test("a unique leaf moved as it was is a move; with a new frame too, a delete and an insert")
  func movedLeaf() {
    let leaf =
      "   |    |    | <UIImageView: 0x1; frame = (0 200; 390 300); clipsToBounds = YES; layer = <CALayer: 0x2>>"
    let moved = F.inserting(leaf, before: 9, in: F.removing(lines: 9...9))
    #expect(F.summary(F.diff(F.screen, moved)) == ["move 9 9"])
    let movedAndResized = F.inserting(
      leaf.replacingOccurrences(of: "(0 200; 390 300)", with: "(220 0; 44 44)"), before: 9,
      in: F.removing(lines: 9...9))
    #expect(F.summary(F.diff(F.screen, movedAndResized)) == ["insert - 9", "delete 9 -"])
  }

  @Test("a leaf with text that is unique on both sides, moved and reframed, is a move")
  func movedLabel() {
    // The 'Hello' label (line 3) becomes the stack view's last arranged view.
    let label =
      "   |    |    | <UILabel: 0x1; frame = (220 0; 130 44); text = 'Hello'; opaque = NO; layer = <_UILabelLayer: 0x2>>"
    let moved = F.inserting(label, before: 8, in: F.removing(lines: 3...3))
    let diff = F.diff(F.screen, moved)
    #expect(F.summary(diff) == ["move 3 8"])
    #expect(
      diff.changes[0].properties == [
        PropertyChange(key: "frame", old: "(20 40; 280 21)", new: "(220 0; 130 44)")
      ])
    // Two labels with that text on the new side: no clue which one it became.
    let twice = F.inserting(
      label, before: 8, in: F.inserting(label, before: 8, in: F.removing(lines: 3...3)))
    #expect(
      F.summary(F.diff(F.screen, twice)).sorted() == ["delete 3 -", "insert - 8", "insert - 9"])
  }

  @Test("a sibling reordered by two places is the one reported as moved")
  func reorder() {
    // Label (3), stack view (4-8), image view (9): the label goes after the image view.
    var lines = F.screen.components(separatedBy: "\n")
    let label = lines.remove(at: 2)
    lines.insert(label, at: 8)
    let diff = F.diff(F.screen, lines.joined(separator: "\n"))
    #expect(F.summary(diff) == ["move 3 9"])
  }

  @Test("text and frame updates report key, old and new; frames within the tolerance are equal")
  func updates() {
    var new = F.replacing(
      line: 6,
      with:
        "   |    |    |    | <UIButtonLabel: 0x1; frame = (10 12.3; 80 20); text = 'Log in'; opaque = NO; layer = <_UILabelLayer: 0x2>>"
    )
    new = F.replacing(
      line: 3,
      with:
        "   |    | <UILabel: 0x3; frame = (20 48; 280 21); text = 'Hello'; opaque = NO; layer = <_UILabelLayer: 0x4>>",
      in: new)
    let diff = F.diff(F.screen, new)
    #expect(F.summary(diff) == ["update 3 3", "update 6 6"])
    #expect(
      diff.changes[0].properties == [
        PropertyChange(key: "frame", old: "(20 40; 280 21)", new: "(20 48; 280 21)")
      ])
    #expect(
      diff.changes[1].properties == [PropertyChange(key: "text", old: "'Sign in'", new: "'Log in'")]
    )
    var strict = DiffOptions()
    strict.tolerance = 0.1
    #expect(F.summary(F.diff(F.screen, new, options: strict)).contains("update 6 6"))
    #expect(F.diff(F.screen, new, options: strict).changes[1].properties.count == 2)
  }

  @Test("a key printed on one side only is compared with UIKit's default")
  func defaults() {
    let hidden = F.replacing(
      line: 9,
      with:
        "   |    | <UIImageView: 0x1; frame = (0 200; 390 300); clipsToBounds = YES; hidden = YES; alpha = 1; layer = <CALayer: 0x2>>"
    )
    let diff = F.diff(F.screen, hidden)
    #expect(
      diff.changes.map(\.properties) == [[PropertyChange(key: "hidden", old: "NO", new: "YES")]])
  }

  @Test("pointers inside values, and pointer-sized integers, are not changes")
  func volatileTokens() {
    let new = F.replacing(
      line: 10,
      with:
        "   |    | <UIView: 0x1; frame = (0 600; 390 1); tag = 140191808395632; layer = <CALayer: 0x2>>"
    )
    let old = F.replacing(
      line: 10,
      with:
        "   |    | <UIView: 0x3; frame = (0 600; 390 1); tag = 140191808399999; layer = <CALayer: 0x4>>"
    )
    #expect(F.diff(old, new).changes.isEmpty)
    #expect(
      VolatileText.normalized("<CALayer: 0x6000>; tag = 12345678901; x$1d433610c25Label")
        == "<CALayer: 0x*>; tag = #; x$*Label")
  }

  @Test("a line with thousands of keys: each changed key once, the first of a repeated key")
  func manyKeys() {
    let keys = (0..<3_000).map { "key\($0) = \($0)" }.joined(separator: "; ")
    let line = { (keys: String) in "<UIView: 0x1; frame = (0 0; 10 10); \(keys); key7 = late>" }
    let changed = keys.replacingOccurrences(of: "key2999 = 2999", with: "key2999 = new")
      .replacingOccurrences(of: "key7 = 7;", with: "key7 = seven;")
    let diff = F.diff(line(keys), line(changed))
    #expect(
      diff.changes.map(\.properties) == [
        [
          PropertyChange(key: "key7", old: "7", new: "seven"),
          PropertyChange(key: "key2999", old: "2999", new: "new"),
        ]
      ])
  }

  @Test("ignored keys, ignored frames and structure-only comparisons")
  func options() {
    let new = F.replacing(
      line: 10,
      with: "   |    | <UIView: 0x1; frame = (0 610; 390 1); layer = <_UILabelLayer: 0x2>>")
    #expect(F.summary(F.diff(F.screen, new)) == ["update 10 10"])
    #expect(F.diff(F.screen, new).changes[0].properties.map(\.key) == ["frame", "layer"])
    var options = DiffOptions()
    options.ignoredKeys = ["layer"]
    #expect(F.diff(F.screen, new, options: options).changes[0].properties.map(\.key) == ["frame"])
    options.ignoresFrames = true
    #expect(F.diff(F.screen, new, options: options).changes.isEmpty)
    var structure = DiffOptions()
    structure.structureOnly = true
    #expect(F.diff(F.screen, new, options: structure).changes.isEmpty)
    #expect(
      F.summary(F.diff(F.screen, F.removing(lines: 3...3), options: structure)) == ["delete 3 -"])
  }

  @Test("restricting to a selector keeps changes inside matching subtrees")
  func restricted() throws {
    var new = F.removing(lines: 10...10)
    new = F.replacing(
      line: 6,
      with:
        "   |    |    |    | <UIButtonLabel: 0x1; frame = (10 12; 80 20); text = 'Log in'; opaque = NO; layer = <_UILabelLayer: 0x2>>",
      in: new)
    let diff = F.diff(F.screen, new)
    #expect(F.summary(diff) == ["update 6 6", "delete 10 -"])
    let stack = diff.restricted(to: try ViewSelector(parsing: "UIStackView"))
    #expect(F.summary(stack) == ["update 6 6"])
    #expect(stack.summary.line == "1 updated; 8 of 9 nodes unchanged")
    let one = F.diff(
      "<UIView: 0x1; frame = (0 0; 10 10)>", "<UIView: 0x2; frame = (0 0; 10 20)>")
    #expect(one.summary.line == "1 updated; 0 of 1 node unchanged")
    var out = OutputBuffer()
    DiffTextRenderer(context: nil).write(stack, to: &out)
    let lines = out.lines
    #expect(!lines.contains { $0.contains("UIView (0 600; 390 1)") }, "the deletion left out")
    #expect(lines.count == 9 + 2)
  }

  @Test("text rendering: markers, deltas, folded runs and a summary line")
  func text() {
    var new = F.removing(lines: 10...10)
    new = F.replacing(
      line: 6,
      with:
        "   |    |    |    | <UIButtonLabel: 0x1; frame = (10 12; 80 20); text = 'Log in'; opaque = NO; layer = <_UILabelLayer: 0x2>>",
      in: new)
    var out = OutputBuffer()
    DiffTextRenderer(context: 1).write(F.diff(F.screen, new), to: &out)
    let lines = out.lines
    #expect(
      lines == [
        "   1  UIWindow (0 0; 390 844)",
        "   2    UIView (0 0; 390 844)",
        "          … 1 unchanged",
        "   4      UIStackView (20 80; 350 44)",
        "   5        UIButton (0 0; 100 44)",
        "~  6          UIButtonLabel (10 12; 80 20) 'Log in'",
        "                  text: 'Sign in' → 'Log in'",
        "   7        UIButton (110 0; 100 44)",
        "              … 1 unchanged",
        "   9      UIImageView (0 200; 390 300)",
        "- 10      UIView (0 600; 390 1)",
        "1 deleted, 1 updated; 8 of 9 nodes unchanged",
      ])
  }

  @Test("JSON: summary and changes with lines, paths, properties and sizes")
  func json() throws {
    let new = F.replacing(
      line: 6,
      with:
        "   |    |    |    | <UIButtonLabel: 0x1; frame = (10 12; 80 20); text = 'Log in'; opaque = NO; layer = <_UILabelLayer: 0x2>>"
    )
    var out = OutputBuffer()
    DiffJSONWriter().write(F.diff(F.screen, new), to: &out)
    let text = out.text
    #expect(
      text == """
        {"summary": {"inserted": 0, "deleted": 0, "moved": 0, "updated": 1, "insertedNodes": 0, "deletedNodes": 0, "unchanged": 9, "oldNodes": 10, "newNodes": 10},
         "changes": [
          {"op": "update", "class": "UIButtonLabel", "old": {"line": 6, "path": "UIWindow/UIView/UIStackView/UIButton[1]/UIButtonLabel"}, "new": {"line": 6, "path": "UIWindow/UIView/UIStackView/UIButton[1]/UIButtonLabel"}, "properties": {"text": {"old": "'Sign in'", "new": "'Log in'"}}, "size": 1}]}

        """)
  }

  @Test("other formats: _printHierarchy rows are compared by their fields")
  func printHierarchy() {
    let old = """
      <UINavigationController 0x150053400>, state: appeared, view: <UILayoutContainerView 0x14fe278a0>
         | <SplashController 0x14fe27540>, state: disappeared, view: <UIView 0x15101a8a0> not in the window
         | <HomeController 0x14fe55d50>, state: appeared, view: <UIView 0x14fe5d4a0>
      """
    let new = """
      <UINavigationController 0x10c062000>, state: appeared, view: <UILayoutContainerView 0x10bb18700>
         | <HomeController 0x10bb642c0>, state: disappeared, view: <UIView 0x10b964600> not in the window
      """
    let diff = F.diff(old, new)
    #expect(F.summary(diff) == ["delete 2 -", "update 3 2"])
    #expect(diff.changes[1].properties.map(\.key) == ["state", "notInWindow"])
  }
}
