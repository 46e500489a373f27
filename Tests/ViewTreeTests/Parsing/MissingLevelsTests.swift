import Testing

@testable import ViewTree

/// A row printed more than one level below the row it hangs under: the levels between were
/// cut from the paste. It is kept as that row's child, with a warning, an approximate
/// absolute frame, and no lint judgement of where it lies in its (unknown) ancestors.
@Suite("Ancestors missing from a paste")
struct MissingLevelsTests {
  typealias F = ParsingFixture

  static let cut = [
    "<UIButtonLabel: 0x7f01; frame = (0 3; 56 20.5); text = 'Submit'; layer = <CALayer: 0x6001>>",
    "   |    |    |    |    | <UILabel: 0x7f02; frame = (148.5 12; 78.5 20.5); text = 'Feedback'>",
    "   |    |    |    |    |    | <UIView: 0x7f03; frame = (0 0; 10 10); layer = <CALayer: 0x6003>>",
  ]

  static func warnings(_ result: ParseResult) -> [Diagnostic] {
    result.diagnostics.filter { $0.message.contains("ancestors missing") }
  }

  @Test func theRowAfterTheCutIsWarnedAbout() throws {
    let result = F.parse(Self.cut)
    let tree = result.hierarchy
    #expect(tree.parents == [-1, 0, 1])
    #expect(tree.missingLevels(above: NodeIndex(1)) == 4)
    #expect(tree.missingLevels(above: NodeIndex(2)) == 0)
    #expect(tree.missingLevels(above: NodeIndex(0)) == 0)
    let warnings = Self.warnings(result)
    try #require(warnings.count == 1)
    #expect(warnings[0].line == 2)
    #expect(warnings[0].severity == .warning)
    #expect(warnings[0].message.hasPrefix("4 levels of ancestors missing"))
    #expect(warnings[0].message.contains("line 1"))
    #expect(warnings[0].message.contains("UIButtonLabel"))
  }

  /// XCUITest's depth is indentation, 2 columns per level: a row indented two steps or more
  /// past its parent is warned about too. A root's children, shifted by its arrow, are not.
  @Test func anXCUITestRowIndentedPastALevel() throws {
    let result = F.parse([
      " →Application, 0x1, pid: 1, label: 'A'",
      "    Window (Main), 0x2, {{0.0, 0.0}, {375.0, 812.0}}",
      "          Button, 0x3, {{0.0, 44.0}, {44.0, 44.0}}, label: 'Back'",
      "      Other, 0x4, {{0.0, 0.0}, {375.0, 812.0}}",
      "        Other, 0x5, {{0.0, 0.0}, {375.0, 812.0}}",
    ])
    #expect(result.hierarchy.parents == [-1, 0, 1, 1, 3])
    let warnings = Self.warnings(result)
    try #require(warnings.count == 1)
    #expect(warnings[0].line == 3)
    #expect(
      warnings[0].message
        == "2 levels of ancestors missing from the paste above this row (indented 6 columns "
        + "past the row at line 2, 2 per level): shown as a child of Window")
  }

  /// One level down is the normal case; a row shallower than the one before closes subtrees;
  /// a paste that starts deep has roots with markers, which miss nothing inside the paste.
  @Test func wholeDumpsAndPartialPastesAreNoCut() {
    let whole = [
      "<UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>",
      "   | <UIView: 0x3; frame = (0 0; 390 844); layer = <CALayer: 0x4>>",
      "   |    | <UILabel: 0x5; frame = (0 0; 10 10); layer = <CALayer: 0x6>>",
      "   | <UIView: 0x7; frame = (0 0; 390 844); layer = <CALayer: 0x8>>",
    ]
    #expect(Self.warnings(F.parse(whole)).isEmpty)
    let partial = [
      "   |    |    | <UILabel: 0x5; frame = (0 0; 10 10); layer = <CALayer: 0x6>>",
      "   |    | <UIView: 0x7; frame = (0 0; 390 844); layer = <CALayer: 0x8>>",
      "   |    |    | <UILabel: 0x9; frame = (0 0; 10 10); layer = <CALayer: 0xa>>",
    ]
    let result = F.parse(partial)
    #expect(result.hierarchy.roots.count == 2)
    #expect(Self.warnings(result).isEmpty)
  }

  /// iPhone OS 3 printed no markers, indenting four spaces a level: its depths are columns.
  @Test func indentedDumpsAreNoCut() {
    let indented = [
      "<UIWindow: 0x1; frame = (0 0; 320 480); layer = <CALayer: 0x2>>",
      "    <UIView: 0x3; frame = (0 20; 320 460); layer = <CALayer: 0x4>>",
      "        <UILabel: 0x5; frame = (0 0; 10 10); layer = <CALayer: 0x6>>",
    ]
    let result = F.parse(indented)
    #expect(result.hierarchy.parents == [-1, 0, 1])
    #expect(Self.warnings(result).isEmpty)
    #expect(result.hierarchy.missingLevels(above: NodeIndex(1)) == 0)
  }

  /// An elision (`...`) between a row and a much deeper one is a cut too.
  @Test func anElisionBeforeADeeperRowIsACut() throws {
    let elided = [
      "<UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>",
      "   | <UIView: 0x3; frame = (0 0; 390 844); layer = <CALayer: 0x4>>",
      "...",
      "   |    |    |    | <UIButton: 0x5; frame = (0 0; 10 10); layer = <CALayer: 0x6>>",
    ]
    let result = F.parse(elided)
    let warnings = Self.warnings(result)
    try #require(warnings.count == 1)
    #expect(warnings[0].line == 4)
    #expect(warnings[0].message.hasPrefix("2 levels"))
  }

  /// Where the cut row lies in the window is unknown: its absolute frame (and its subtree's)
  /// is approximate, and the lint neither calls it outside its parent nor off-screen.
  @Test func geometryBelowACutIsNotJudged() {
    let tree = F.parse(Self.cut).hierarchy
    let frames = AbsoluteFrames(tree)
    #expect(!frames.isApproximate(NodeIndex(0)))
    #expect(frames.isApproximate(NodeIndex(1)))
    #expect(frames.isApproximate(NodeIndex(2)))
    #expect(AbsoluteFrames.frame(of: NodeIndex(2), in: tree)?.isApproximate == true)
    let report = Linter(options: LintOptions()).lint(tree)
    #expect(!report.findings.contains { $0.rule == .outsideParent || $0.rule == .offScreen })
    // The same rows one level apart are judged: the label overhangs the button label.
    let joined = [
      Self.cut[0], "   | <UILabel: 0x7f02; frame = (148.5 12; 78.5 20.5); text = 'Feedback'>",
    ]
    let whole = F.parse(joined).hierarchy
    #expect(whole.missingLevels(above: NodeIndex(1)) == 0)
    let findings = Linter(options: LintOptions()).lint(whole).findings
    #expect(findings.contains { $0.rule == .outsideParent })
  }

  /// A paste that starts inside a subtree and climbs above its first row has rows whose
  /// common ancestors it lacks: they are roots side by side, and a note on the row that climbs
  /// says so. A prompt between starts another dump: no note.
  @Test func aPasteThatClimbsAboveItsFirstRowIsNoted() throws {
    let climbing = [
      "|   |   |   _UIScrollViewScrollIndicator:0x7fb22c2dc7d0",
      "|   |   |   |   UIView:0x7fb22b2ea250",
      "|   |   UIVisualEffectView:0x7fb22c2c5440",
      "|   |   |   _UIVisualEffectBackdropView:0x7fb22c2c60b0",
    ]
    let result = F.parse(climbing)
    #expect(result.hierarchy.roots.count == 2)
    let notes = result.diagnostics.filter { $0.message.contains("fewer markers") }
    try #require(notes.count == 1)
    #expect(notes[0].line == 3)
    #expect(notes[0].severity == .note)
    #expect(notes[0].message.contains("root at line 1"))
    let separate = F.parse(
      Array(climbing.prefix(2)) + ["(lldb) po [[UIWindow keyWindow] _autolayoutTrace]"]
        + Array(climbing.suffix(2)))
    #expect(!separate.diagnostics.contains { $0.message.contains("fewer markers") })
    // Rows that only go deeper, a subtree copied whole, need none.
    #expect(
      !F.parse(Array(climbing.prefix(2))).diagnostics.contains {
        $0.severity != .note || $0.message.contains("fewer")
      })
  }

  /// A paste that starts deep has no row for its first row's ancestors: a note on that root
  /// says how deep it starts; the root that climbs gets the climbing note instead, and after a
  /// prompt another dump's deep root gets its own.
  @Test func aPasteThatStartsDeepIsNoted() throws {
    let result = F.parse([
      "   |    |    | <UILabel: 0x5; frame = (0 0; 10 10); layer = <CALayer: 0x6>>",
      "   |    | <UIView: 0x7; frame = (0 0; 390 844); layer = <CALayer: 0x8>>",
      "(lldb) po [view recursiveDescription]",
      "   | <UIView: 0x9; frame = (0 0; 10 10); layer = <CALayer: 0xa>>",
      "<UIView: 0xb; frame = (0 0; 10 10); layer = <CALayer: 0xc>>",
    ])
    #expect(result.hierarchy.roots.count == 4)
    let deep = result.diagnostics.filter { $0.message.contains("deep here") }
    #expect(deep.map(\.line) == [1, 4])
    #expect(deep.allSatisfy { $0.severity == .note })
    #expect(deep.first?.message.hasPrefix("the paste starts 3 levels deep here") == true)
    #expect(deep.last?.message.hasPrefix("the paste starts 1 level deep here") == true)
    #expect(result.diagnostics.filter { $0.message.contains("fewer markers") }.map(\.line) == [2])
  }

  /// Rows after an author's elision hang under the nearest shallower row above it, but the
  /// cut rows may hold their parent: a note says so once per elision, their absolute frames
  /// are approximate, and the lint does not judge where they lie in their parents.
  @Test func rowsAfterAnElisionHaveAGuessedParent() throws {
    let elided = [
      "<UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x2>>",
      "   | <UITransitionView: 0x3; frame = (0 0; 320 480); layer = <CALayer: 0x4>>",
      "...",
      "   |    | <MMBadgeView: 0x5; frame = (203 500; 20 20); layer = <CALayer: 0x6>>",
      "   |    |    | <UILabel: 0x7; frame = (0 0; 20 20); layer = <CALayer: 0x8>>",
      "   |    | <UIView: 0x9; frame = (0 0; 10 10); layer = <CALayer: 0xa>>",
    ]
    let result = F.parse(elided)
    let tree = result.hierarchy
    #expect(tree.parents == [-1, 0, 1, 2, 1])
    let notes = result.diagnostics.filter { $0.message.contains("the rows cut there") }
    try #require(notes.count == 1)
    #expect(notes[0].line == 4)
    #expect(notes[0].severity == .note)
    #expect(notes[0].message.contains("elision at line 3"))
    #expect(tree.indices.map { tree.hasCutAbove($0) } == [false, false, true, false, true])
    let frames = AbsoluteFrames(tree)
    #expect(tree.indices.map { frames.isApproximate($0) } == [false, false, true, true, true])
    // The badge lies outside the transition view as the paste shows it: no finding.
    let findings = Linter(options: LintOptions()).lint(tree).findings
    #expect(!findings.contains { $0.rule == .outsideParent || $0.rule == .offScreen })
    // Without the elision, it is judged.
    var whole = elided
    whole.remove(at: 2)
    #expect(
      Linter(options: LintOptions()).lint(F.parse(whole).hierarchy).findings.contains {
        $0.rule == .outsideParent
      })
  }

  /// A row that lost its markers after an elision is a root, with a note that its place is
  /// not in the paste; a second dump without markers after a prompt needs none.
  @Test func anUnmarkedRowAfterAnElisionIsANotedRoot() throws {
    let rows = [
      "<UIWindow: 0x1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x11>>",
      "   | <UIView: 0x2; frame = (0 0; 375 667); layer = <CALayer: 0x12>>",
      "   ...",
      "    <UIButton: 0x4; frame = (116 18; 56.5 56.5); layer = <CALayer: 0x14>>",
    ]
    let result = F.parse(rows)
    #expect(result.hierarchy.roots.count == 2)
    let note = try #require(result.diagnostics.first { $0.line == 4 })
    #expect(note.severity == .note)
    #expect(note.message.hasPrefix("shown as a root"))
    let separate = F.parse(Array(rows.prefix(2)) + ["(lldb) po button", rows[3]])
    #expect(!separate.diagnostics.contains { $0.message.hasPrefix("shown as a root") })
  }
}
