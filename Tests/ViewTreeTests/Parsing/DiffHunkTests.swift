import Testing

@testable import ViewTree

/// A dump pasted as a diff (a snapshot file in a pull request, `git diff` output): the hunk
/// header says how many lines follow, and each of them starts with a column of its own,
/// ` ` (kept), `+` (added) or `-` (removed). The tree read is the new side's.
@Suite("Rows inside a diff's hunks")
struct DiffHunkTests {
  typealias F = ParsingFixture

  static let before = [
    "<UIView: 0x7fa1b2c04f20; frame = (0 0; 390 844); layer = <CALayer: 0x600002d1c120>>",
    "   | <UILabel: 0x7fa1b2c05a30; frame = (20 60; 350 21); text = 'Title'; layer = <_UILabelLayer: 0x600000f2a080>>",
    "   | <UIButton: 0x7fa1b2c06b40; frame = (20 100; 80 44); layer = <CALayer: 0x600002d1c240>>",
  ]
  static let added =
    "   |    | <UIImageView: 0x7fa1b2c07c50; frame = (0 0; 24 24); layer = <CALayer: 0x600002d1c360>>"
  static let changed =
    "   | <UIButton: 0x7fa1b2c06b40; frame = (20 100; 120 44); layer = <CALayer: 0x600002d1c240>>"

  @Test func aHunkIsReadAsItsNewSide() throws {
    let result = F.parse([
      "diff --git a/Snapshots/testHome.txt b/Snapshots/testHome.txt",
      "--- a/Snapshots/testHome.txt",
      "+++ b/Snapshots/testHome.txt",
      "@@ -1,3 +1,4 @@",
      " " + Self.before[0],
      " " + Self.before[1],
      "-" + Self.before[2],
      "+" + Self.changed,
      "+" + Self.added,
      "Reviewed the new button.",
    ])
    let plain = F.parse([Self.before[0], Self.before[1], Self.changed, Self.added]).hierarchy
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == plain.classNamesInOrder)
    #expect(tree.depthsInOrder == [0, 1, 1, 2])
    #expect(tree.linesInOrder == [5, 6, 8, 9])
    try #require(tree.count == 4)
    #expect(tree.node(2).frame == Rect(x: 20, y: 100, width: 120, height: 44))
    #expect(result.lineDispositions[6] == .text)
    #expect(result.lineDispositions[9] == .text)
    #expect(result.diagnostics.allSatisfy { $0.severity == .note })
  }

  /// swift-snapshot-testing's failure diff: `−` (U+2212) for the old side and the header,
  /// the figure space (U+2007) before kept lines.
  @Test func snapshotTestingDiffWithTypography() throws {
    let result = F.parse([
      "failed - Snapshot does not match reference.",
      "@@ \u{2212}1,3 +1,3 @@",
      "\u{2007}" + Self.before[0],
      "\u{2007}" + Self.before[1],
      "\u{2212}" + Self.before[2],
      "+" + Self.changed,
    ])
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == ["UIView", "UILabel", "UIButton"])
    #expect(tree.depthsInOrder == [0, 1, 1])
    #expect(tree.linesInOrder == [3, 4, 6])
    try #require(tree.count == 3)
    #expect(tree.node(2).frame == Rect(x: 20, y: 100, width: 120, height: 44))
    #expect(result.lineDispositions[1] == .legend)
    #expect(result.lineDispositions[4] == .text)
    #expect(!result.diagnostics.contains { $0.severity == .warning })
  }

  /// Counts left out of the header mean one line; a blank context line still counts, and
  /// `\ No newline at end of file` is no line of either side.
  @Test func hunkCountsEndTheHunk() {
    let result = F.parse([
      "@@ -4 +4,3 @@ extension HomeTests",
      "+" + Self.before[0],
      "",
      "\\ No newline at end of file",
      "+" + Self.before[1],
      "-" + Self.before[2],
    ])
    // After the hunk a `-` is no diff column: the row is read as it stands.
    #expect(result.hierarchy.classNamesInOrder == ["UIView", "UILabel", "UIButton"])
    #expect(result.hierarchy.depthsInOrder.prefix(2) == [0, 1])
    #expect(result.lineDispositions[5] == .node)
  }

  /// A hunk cut between chunks is read the same as in one piece.
  @Test func hunkAcrossCuts() {
    let lines = [
      "@@ -1,3 +1,4 @@", " " + Self.before[0], " " + Self.before[1], "-" + Self.before[2],
      "+" + Self.changed, "+" + Self.added, "-" + Self.before[2],
    ]
    let text = lines.map { $0 + "\n" }.joined()
    let whole = ChunkFixture.wholeParse(text)
    #expect(whole.hierarchy.count == 5)
    ChunkFixture.expectSame(ChunkFixture.parseLineByLine(text), whole, "a chunk per line")
  }
}
