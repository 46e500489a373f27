import Testing

@testable import ViewTree

/// Each rule fires on a crafted dump and stays quiet on the legitimate variant.
@Suite("Lint rules")
struct LintRuleTests {
  typealias L = LintFixture

  // MARK: outside-parent

  @Test func outsideParentFiresWhenNothingClips() {
    let findings = L.findings(
      .outsideParent,
      [
        L.window,
        L.row(1, "UIView", "frame = (0 100; 390 50)"),
        L.row(2, "UIButton", "frame = (350 10; 80 44)"),
      ])
    #expect(findings.count == 1)
    let finding = findings.first
    #expect(finding?.line == 3)
    #expect(finding?.severity == .warning)
    #expect(finding?.className == "UIButton")
    #expect(finding?.geometry.frame == Rect(x: 350, y: 10, width: 80, height: 44))
    #expect(finding?.geometry.absoluteFrame == Rect(x: 350, y: 110, width: 80, height: 44))
    #expect(finding?.geometry.other == NodeIndex(1))
    #expect(finding?.geometry.otherLine == 2)
    #expect(finding?.geometry.clippedBy == nil)
    #expect(finding?.message.contains("nothing clips it") ?? false)
  }

  /// The whole message of each variant, word for word: it is built piece by piece.
  @Test(arguments: [
    (
      "frame = (0 100; 390 50)", "frame = (0 0; 390 50)", "frame = (350 10; 80 44)",
      "UIButton (line 4) (350 10; 80 44) extends outside its parent UIView (line 3)'s bounds"
        + " (0 0; 390 50); nothing clips it, but touches outside the parent do not reach it"
    ),
    (
      "frame = (0 100; 390 50); clipsToBounds = YES", "frame = (0 0; 390 50)",
      "frame = (0 60; 100 20.5)",
      "UIButton (line 4) (0 60; 100 20.5) extends entirely outside its parent UIView (line 3)'s"
        + " bounds (0 0; 390 50); clipped by UIView (line 2), it is invisible"
    ),
    (
      "frame = (0 100; 390 50); clipsToBounds = YES", "frame = (0 0; 390 50)",
      "frame = (-0.333333 40; 100 20)",
      // A control cut off at its container's edge is no deliberate crop.
      "UIButton (line 4) (-0.333333 40; 100 20) extends outside its parent UIView (line 3)'s"
        + " bounds (0 0; 390 50); partly clipped by UIView (line 2)"
    ),
    (
      "frame = (0 100; 390 60); clipsToBounds = YES", "frame = (0 0; 390 50)",
      "frame = (0 40; 100 30)",
      "UIButton (line 4) (0 40; 100 30) extends outside its parent UIView (line 3)'s"
        + " bounds (0 0; 390 50); partly clipped by UIView (line 2)"
    ),
    (
      "frame = (0 0; 390 844); clipsToBounds = YES", "frame = (0 100; 390 50)",
      "frame = (0 60; 100 20)",
      "UIButton (line 4) (0 60; 100 20) extends entirely outside its parent UIView (line 3)'s"
        + " bounds (0 0; 390 50); no ancestor clips it, but touches outside the parent do not"
        + " reach it"
    ),
  ])
  func outsideParentMessages(
    _ grandparent: String, _ parent: String, _ child: String, _ text: String
  ) {
    let findings = L.findings(
      .outsideParent,
      [
        L.window, L.row(1, "UIView", grandparent), L.row(2, "UIView", parent),
        L.row(3, "UIButton", child),
      ])
    #expect(findings.map(\.message) == [text])
  }

  /// XCUITest frames are accessibility frames: an image may overhang its button.
  @Test func outsideParentLeavesXCUITestElementsOut() {
    let findings = L.findings(
      .outsideParent,
      [
        " →Window, 0x6001, {{0.0, 0.0}, {390.0, 844.0}}",
        "    Button, 0x6002, {{60.0, 70.0}, {20.0, 20.0}}, label: 'Close'",
        "      Image, 0x6003, {{58.5, 75.8}, {10.0, 6.3}}",
      ])
    #expect(findings.isEmpty)
  }

  /// An aspect-fill image larger than its clipping container: the crop is deliberate, a note;
  /// an overhang that still shows past the parent stays a warning.
  @Test func outsideParentCroppedByItsClippingParentIsANote() {
    let findings = L.findings(
      .outsideParent,
      [
        L.window,
        L.row(1, "UIView", "frame = (0 100; 100 100); clipsToBounds = YES"),
        L.row(2, "UIImageView", "frame = (-10 0; 120 100)"),
        L.row(1, "UIView", "frame = (0 300; 100 100)"),
        L.row(2, "UIImageView", "frame = (-10 0; 120 100)"),
      ])
    #expect(findings.map(\.line) == [3, 5])
    #expect(findings.map(\.severity) == [.note, .warning])
    #expect(findings.first?.message.contains("cropped") ?? false)
    #expect(findings.first?.geometry.clippedBy == NodeIndex(1))
    // A button cropped so is cut off: a warning.
    let button = L.findings(
      .outsideParent,
      [
        L.window,
        L.row(1, "UIView", "frame = (0 100; 100 100); clipsToBounds = YES"),
        L.row(2, "UIButton", "frame = (-10 0; 120 100)"),
      ])
    #expect(button.map(\.severity) == [.warning])
    #expect(button.first?.message.hasSuffix("partly clipped by UIView (line 2)") ?? false)
  }

  @Test func outsideParentSaysWhenAClippingAncestorHidesIt() {
    let findings = L.findings(
      .outsideParent,
      [
        L.window,
        L.row(1, "UIView", "frame = (0 100; 390 50); clipsToBounds = YES"),
        L.row(2, "UIView", "frame = (0 0; 390 50)"),
        L.row(3, "UILabel", "frame = (0 60; 100 20); text = 'Gone'"),
      ])
    #expect(findings.map(\.line) == [4])
    #expect(findings.first?.geometry.clippedBy == NodeIndex(1))
    #expect(findings.first?.geometry.clippedByLine == 2)
    #expect(findings.first?.message.contains("invisible") ?? false)
  }

  @Test func outsideParentDoesNotCallAnOverhangInScrolledAwayContentInvisible() {
    let findings = L.findings(
      .outsideParent,
      [
        L.window,
        L.row(
          1, "UITableView",
          "frame = (0 0; 390 844); clipsToBounds = YES; contentOffset: {0, 0}; "
            + "contentSize: {390, 2000}"),
        // A cell below the visible bounds, whose image pokes out of its left edge but not out
        // of the table: it shows once the cell is scrolled into view.
        L.row(2, "UITableViewCell", "frame = (20 1500; 350 44)"),
        L.row(3, "UIImageView", "frame = (-11 2; 40 40)"),
        // Past the table's right edge: clipped wherever the cell is scrolled.
        L.row(3, "UIImageView", "frame = (340 2; 40 40)"),
        // A horizontal collection in the cell, whose scrolled-away item's image pokes out of
        // the item only: the table cuts the collection's content at the current offsets, not
        // once the collection is scrolled.
        L.row(
          3, "UICollectionView",
          "frame = (0 0; 350 44); clipsToBounds = YES; contentOffset: {0, 0}; "
            + "contentSize: {2000, 44}"),
        L.row(4, "UICollectionViewCell", "frame = (1500 0; 100 44)"),
        L.row(5, "UIImageView", "frame = (-10 0; 40 40)"),
      ])
    #expect(findings.map(\.line) == [4, 5, 8])
    #expect(findings.last?.message.contains("no ancestor clips it") ?? false)
    #expect(findings.first?.message.contains("no ancestor clips it") ?? false)
    #expect(findings[1].message.contains("partly clipped by UITableView (line 2)"))
  }

  @Test func outsideParentIgnoresScrolledContent() {
    let findings = L.findings(
      .outsideParent,
      [
        L.window,
        L.row(
          1, "UITableView",
          "frame = (0 0; 390 844); clipsToBounds = YES; contentOffset: {0, 600}; "
            + "contentSize: {390, 2000}; adjustedContentInset: {100, 0, 34, 0}"),
        // Below the visible bounds but within the content: reachable by scrolling.
        L.row(2, "UITableViewCell", "frame = (0 1500; 390 44)"),
        // Above y = 0, within the top inset (a refresh control).
        L.row(2, "UIRefreshControl", "frame = (0 -60; 390 60)"),
        // Within the visible bounds shifted by the offset (a floating badge).
        L.row(2, "UIView", "frame = (384 603; 3 100)"),
        // Beyond the content and the visible bounds.
        L.row(2, "UITableViewCell", "frame = (0 2100; 390 44)"),
      ])
    #expect(findings.map(\.line) == [6])
  }

  @Test func outsideParentForgivesRoundedEdges() {
    let findings = L.findings(
      .outsideParent,
      [
        L.row(0, "UIView", "frame = (0 0; 321.333 79)"),
        L.row(1, "UIView", "frame = (0 0; 321.334 79.2)"),
      ])
    #expect(findings.isEmpty)
  }

  // MARK: off-screen

  @Test func offScreenFiresOnceForASubtreeOutsideTheWindow() {
    let findings = L.findings(
      .offScreen,
      [
        L.window,
        L.row(1, "UIView", "frame = (400 0; 100 100)"),
        L.row(2, "UILabel", "frame = (0 0; 100 20); text = 'Menu'"),
        L.row(1, "UIView", "frame = (300 0; 100 100)"),
      ])
    #expect(findings.map(\.line) == [2, 4])
    #expect(findings.first?.message.contains("entirely outside the window") ?? false)
    #expect(findings.last?.message.contains("partly outside") ?? false)
    #expect(findings.first?.geometry.reference == Rect(x: 0, y: 0, width: 390, height: 844))
    #expect(findings.first?.geometry.other == NodeIndex(0))
  }

  /// A tree whose first frame has no area (an XCUITest path starting at a 0 × 0 `Other`) has
  /// no screen: nothing in it is off-screen.
  @Test func aZeroSizeRootIsNoScreen() {
    let rows = [
      L.row(0, "UIView", "frame = (0 0; 0 0)"),
      L.row(1, "UIView", "frame = (0 0; 359 386)"),
      L.row(2, "UILabel", "frame = (400 0; 100 20); text = 'Menu'"),
    ]
    #expect(L.findings(.offScreen, rows).isEmpty)
    let xcuitest = DumpParser().parse(
      "    Other, 0x1c499ca40, {{0.0, 0.0}, {0.0, 0.0}}\n"
        + "      Other, 0x1c49915e0, traits: 8589934592, {{0.0, 0.0}, {359.0, 386.0}}\n"
    ).hierarchy
    #expect(Linter(options: LintOptions(only: [.offScreen])).lint(xcuitest).findings.isEmpty)
  }

  /// XCUITest frames are the screen's, whose size is printed only as a `Window`'s frame: under
  /// a frameless `Application`, a first framed `Button` is no screen; a `Window` is.
  @Test func anXCUITestElementOtherThanAWindowIsNoScreen() {
    let lint = Linter(options: LintOptions(only: [.offScreen]))
    let button = DumpParser().parse(
      """
      Application, pid: 1, label: 'App'
        Button, {{0.0, 0.0}, {10.0, 10.0}}, label: 'Go'
          StaticText, {{0.0, 20.0}, {10.0, 10.0}}, label: 'Held'
      """
    ).hierarchy
    #expect(lint.lint(button).findings.isEmpty)
    let window = DumpParser().parse(
      """
      Application, pid: 1, label: 'App'
        Window (Main), {{0.0, 0.0}, {10.0, 10.0}}
          StaticText, {{0.0, 20.0}, {10.0, 10.0}}, label: 'Held'
      """
    ).hierarchy
    #expect(lint.lint(window).findings.map(\.line) == [3])
  }

  @Test func offScreenIsNotRepeatedWhereOutsideParentSaysTheSame() {
    let lines = [
      L.window,
      // Directly in the window: outside the parent is outside the window.
      L.row(1, "UIView", "frame = (400 0; 100 100)"),
      // In a smaller parent: two different facts, both reported.
      L.row(1, "UIView", "frame = (0 0; 200 200)"),
      L.row(2, "UIView", "frame = (150 -20; 100 40)"),
    ]
    let both = L.lint(lines, LintOptions(only: [.outsideParent, .offScreen])).findings
    #expect(
      both.map { "\($0.line) \($0.rule.id)" } == [
        "2 outside-parent", "4 outside-parent", "4 off-screen",
      ])
    let alone = L.lint(lines, LintOptions(only: [.offScreen])).findings
    #expect(alone.map(\.line) == [2, 4])
  }

  /// The part of a view outside the window that a clipping ancestor hides is the overhang
  /// `outside-parent` already reports as clipped: said once. Alone, `off-screen` reports it,
  /// naming the clipping ancestor.
  @Test func offScreenIsNotRepeatedWhereAClippingAncestorHidesThePartOutside() {
    let lines = [
      L.window,
      L.row(1, "UIView", "frame = (0 100; 390 50); clipsToBounds = YES"),
      L.row(2, "UIButton", "frame = (350 10; 80 44)"),
      // Nested clips: the inner one is the last to cut.
      L.row(1, "UIView", "frame = (200 400; 190 50); clipsToBounds = YES"),
      L.row(2, "UIView", "frame = (100 0; 80 50); clipsToBounds = YES"),
      L.row(3, "UIButton", "frame = (60 0; 80 44)"),
      // Nothing clips: the overhang shows, and both rules say so.
      L.row(1, "UIView", "frame = (0 500; 390 50)"),
      L.row(2, "UIButton", "frame = (350 10; 80 44)"),
    ]
    let both = L.lint(lines, LintOptions(only: [.outsideParent, .offScreen])).findings
    #expect(
      both.map { "\($0.line) \($0.rule.id)" } == [
        "3 outside-parent", "6 outside-parent", "8 outside-parent", "8 off-screen",
      ])
    let alone = L.lint(lines, LintOptions(only: [.offScreen])).findings
    #expect(alone.map(\.line) == [3, 6, 8])
    #expect(alone.map(\.geometry.clippedBy) == [NodeIndex(1), NodeIndex(4), nil])
    #expect(alone.map(\.geometry.clippedByLine) == [2, 5, nil])
    #expect(
      alone.first?.message
        == "UIButton (line 3) at (350 110; 80 44) is partly outside the window UIWindow (line 1)"
        + " (0 0; 390 844); the part outside is clipped by UIView (line 2)")
  }

  @Test func offScreenNamesARootThatIsNoWindowAsTheRoot() {
    let findings = L.findings(
      .offScreen,
      [
        L.row(0, "UITransitionView", "frame = (0 0; 375 667)"),
        L.row(1, "UIView", "frame = (0 600; 375 100)"),
      ])
    #expect(findings.first?.message.contains("partly outside its root UITransitionView") ?? false)
  }

  @Test func offScreenIgnoresScrollViewPagesAndHiddenViews() {
    let findings = L.findings(
      .offScreen,
      [
        L.window,
        L.row(
          1, "UIScrollView",
          "frame = (0 0; 390 844); contentOffset: {0, 0}; contentSize: {1170, 844}"),
        L.row(2, "UIView", "frame = (780 0; 390 844)"),
        L.row(1, "UIView", "frame = (400 0; 100 100); hidden = YES"),
      ])
    #expect(findings.isEmpty)
  }

  @Test func offScreenUsesTheXCUITestWindow() {
    let findings = L.findings(
      .offScreen,
      [
        " →Application, 0x7fb5a0512bb0, pid: 41491, label: 'Test App'",
        "    Window (Main), 0x7fb5a052ab50, {{0.0, 0.0}, {393.0, 852.0}}",
        "      Button, 0x7fb5a0628170, {{81.0, 900.0}, {74.5, 48.0}}, label: 'Below'",
        "      Table, 0x7fb5a0628180, {{0.0, 0.0}, {393.0, 852.0}}",
        "        Cell, 0x7fb5a0628190, {{0.0, 2000.0}, {393.0, 44.0}}",
      ])
    #expect(findings.map(\.line) == [3])
  }

  // MARK: zero-size

  @Test func zeroSizeFiresWithChildrenOrText() {
    let findings = L.findings(
      .zeroSize,
      [
        L.window,
        L.row(1, "UIStackView", "frame = (0 0; 0 44)"),
        L.row(2, "UILabel", "frame = (0 0; 100 0); text = 'Hi'"),
      ])
    #expect(findings.map(\.line) == [2, 3])
    #expect(findings.first?.message.hasSuffix("but has a child") ?? false)
    // A view without children: only its text is named.
    #expect(findings.last?.message.hasSuffix("(100 × 0) but has text") ?? false)
  }

  /// A stack view collapsed around an empty label hides nothing: no finding. With text in the
  /// label, both are reported.
  @Test func zeroSizeIgnoresChildrenWithNothingToShow() {
    let empty = L.findings(
      .zeroSize,
      [
        L.window,
        L.row(1, "UIStackView", "frame = (0 100; 390 0)"),
        L.row(2, "UILabel", "frame = (0 0; 390 0); text = ''"),
      ])
    #expect(empty.isEmpty)
    let filled = L.findings(
      .zeroSize,
      [
        L.window,
        L.row(1, "UIStackView", "frame = (0 100; 390 0)"),
        L.row(2, "UILabel", "frame = (0 0; 390 0); text = 'Hi'"),
      ])
    #expect(filled.map(\.line) == [2, 3])
  }

  /// A chain of zero-height views with nothing at its end hides nothing either; a label with
  /// text at its end makes every view above it that has no height hide something.
  @Test func zeroSizeIgnoresAChainEmptyAllTheWayDown() {
    let chain = [
      L.window,
      L.row(1, "RCTView", "frame = (0 100; 414 0)"),
      L.row(2, "RCTView", "frame = (0 0; 414 0)"),
      L.row(3, "RCTView", "frame = (0 0; 414 0)"),
    ]
    #expect(L.findings(.zeroSize, chain).isEmpty)
    let ending = chain + [L.row(4, "UILabel", "frame = (0 0; 414 20); text = 'Hi'")]
    #expect(L.findings(.zeroSize, ending).map(\.line) == [2, 3, 4])
  }

  @Test func zeroSizeIgnoresEmptyAndHiddenViews() {
    let findings = L.findings(
      .zeroSize,
      [
        L.window,
        L.row(1, "UIView", "frame = (0 0; 0 0)"),
        L.row(1, "UIStackView", "frame = (0 0; 0 44); hidden = YES"),
        L.row(2, "UILabel", "frame = (0 0; 0 0); text = 'Hi'"),
        L.row(1, "UILabel", "frame = (0 0; 100 0); text = ''"),
      ])
    #expect(findings.isEmpty)
  }

  /// A stack view collapses when every arranged subview is hidden: on purpose, not a problem.
  @Test func zeroSizeIgnoresAContainerWhoseChildrenAreAllHidden() {
    let rows = [
      L.window,
      L.row(1, "UIStackView", "frame = (0 100; 390 0)"),
      L.row(2, "UILabel", "frame = (0 0; 390 20); hidden = YES; text = 'Error'"),
      L.row(2, "UIButton", "frame = (0 0; 390 44); hidden = YES"),
    ]
    #expect(L.findings(.zeroSize, rows).isEmpty)
    let oneShown = rows.dropLast() + [L.row(2, "UIButton", "frame = (0 0; 390 44)")]
    let findings = L.findings(.zeroSize, Array(oneShown))
    #expect(findings.map(\.line) == [2])
    // The message counts the children that count, and says there are others.
    #expect(
      findings.first?.message.contains("but has 1 of its 2 children (the others hidden or empty)")
        == true)
  }

  // MARK: hidden-control

  @Test func hiddenControlFiresUnderAHiddenOrTransparentAncestor() {
    let findings = L.findings(
      .hiddenControl,
      [
        L.window,
        L.row(1, "UIView", "frame = (0 0; 390 100); hidden = YES"),
        L.row(2, "UIView", "frame = (0 0; 390 100)"),
        L.row(3, "UIButton", "frame = (0 0; 100 44)"),
        L.row(1, "UIView", "frame = (0 100; 390 100); alpha = 0"),
        // A custom class is a control through its printed baseClass.
        L.row(2, "MyApp.PayButton", "frame = (0 0; 100 44); baseClass = UIButton"),
      ])
    #expect(findings.map(\.line) == [4, 6])
    #expect(findings.first?.geometry.other == NodeIndex(1))
    #expect(findings.first?.message.contains("is hidden") ?? false)
    #expect(findings.last?.message.contains("at alpha 0") ?? false)
  }

  /// Messages shorten a long class name as `print` does; the finding's node keeps it whole.
  @Test func messagesShortenLongClassNames() {
    let long = "MyVeryLongModuleName.SomeNamespace.AnotherNamespace.DeeplyNestedViewClassName"
    let findings = L.findings(
      .outsideParent,
      [L.window, L.row(1, long, "frame = (-100 0; 50 50)")])
    #expect(findings.count == 1)
    #expect(findings.first?.message.hasPrefix("DeeplyNestedViewClassName (line 2)") ?? false)
    #expect(!(findings.first?.message.contains(long) ?? true))
  }

  /// Below alpha 0.01 UIKit neither draws nor hit-tests a view: the message prints the value.
  @Test func hiddenControlUnderANearlyTransparentAncestorPrintsItsAlpha() {
    let findings = L.findings(
      .hiddenControl,
      [
        L.window,
        L.row(1, "UIView", "frame = (0 100; 390 100); alpha = 0.001"),
        L.row(2, "UIButton", "frame = (0 0; 100 44)"),
        L.row(1, "UIView", "frame = (0 200; 390 100); alpha = 0.01"),
        L.row(2, "UIButton", "frame = (0 0; 100 44)"),
      ])
    #expect(findings.map(\.line) == [3])
    #expect(findings.first?.message.contains("is at alpha 0.001:") ?? false)
  }

  @Test func hiddenControlIgnoresControlsHiddenThemselvesOrDisabled() {
    let findings = L.findings(
      .hiddenControl,
      [
        L.window,
        L.row(1, "UIButton", "frame = (0 0; 100 44); hidden = YES"),
        L.row(1, "UIView", "frame = (0 0; 390 100); hidden = YES"),
        L.row(2, "UIButton", "frame = (0 0; 100 44); hidden = YES"),
        L.row(2, "UISwitch", "frame = (0 50; 51 31); userInteractionEnabled = NO"),
        L.row(2, "UILabel", "frame = (0 0; 100 44); text = 'Not a control'"),
      ])
    #expect(findings.isEmpty)
  }

  // MARK: covered-by-sibling

  @Test func coveredBySiblingFiresUnderAnOpaqueLaterSibling() {
    let findings = L.findings(
      .coveredBySibling,
      [
        L.window,
        L.row(1, "UIImageView", "frame = (10 10; 100 100)"),
        L.row(
          1, "UIView",
          "frame = (0 0; 200 200); backgroundColor = UIExtendedGrayColorSpace 1 1"),
      ])
    #expect(findings.map(\.line) == [2])
    #expect(findings.first?.geometry.other == NodeIndex(2))
    #expect(findings.first?.geometry.reference == Rect(x: 0, y: 0, width: 200, height: 200))
  }

  @Test func coveredBySiblingIgnoresTransparentOrEarlierSiblings() {
    let solid = "backgroundColor = UIExtendedSRGBColorSpace 1 1 1 1"
    let findings = L.findings(
      .coveredBySibling,
      [
        L.window,
        // Printed first: drawn below the image view, not above it.
        L.row(1, "UIView", "frame = (0 0; 200 200); \(solid)"),
        L.row(1, "UIImageView", "frame = (10 10; 100 100)"),
        L.row(1, "UIView", "frame = (0 0; 200 200); opaque = NO; \(solid)"),
        L.row(1, "UIView", "frame = (0 0; 200 200); alpha = 0.5; \(solid)"),
        L.row(
          1, "UIView",
          "frame = (0 0; 200 200); backgroundColor = UIExtendedGrayColorSpace 0 0"),
        L.row(1, "UIView", "frame = (0 0; 200 200); hidden = YES; \(solid)"),
        L.row(1, "UIView", "frame = (0 0; 200 200)"),
        // Opaque and solid but not containing it.
        L.row(1, "UIView", "frame = (50 50; 200 200); \(solid)"),
      ])
    #expect(findings.isEmpty)
  }

  // MARK: ambiguous-layout

  @Test func ambiguousLayoutFiresOnTraceRows() {
    let findings = L.findings(
      .ambiguousLayout,
      [
        "•UIWindow:0x1091e7140",
        "|   *UIView:0x7f9481c9d990- AMBIGUOUS LAYOUT for UIView:0x7f9481c9d990.minX{id: 13}",
        "|   *UILabel:0x7f9481c9d9a0",
      ])
    #expect(findings.map(\.line) == [2])
    #expect(findings.first?.severity == .error)
    #expect(findings.first?.message.hasSuffix("for UIView:0x7f9481c9d990.minX{id: 13}") ?? false)
    #expect(findings.first?.geometry.frame == nil)
  }

  @Test func ambiguousLayoutIsQuietOnAnUnambiguousTrace() {
    let findings = L.findings(
      .ambiguousLayout,
      [
        "•UIWindow:0x1091e7140",
        "|   *UIView:0x7f9481c9d990",
        "|   •UIView:0x108602400, MISSING HOST CONSTRAINTS",
      ])
    #expect(findings.isEmpty)
  }

  // MARK: small-touch-target

  @Test func smallTouchTargetFiresOnSmallButtons() {
    let findings = L.findings(
      .smallTouchTarget,
      [
        L.window,
        L.row(1, "UIButton", "frame = (0 0; 30 30)"),
        L.row(1, "MyApp.CloseButton", "frame = (0 0; 44 20); baseClass = UIButton"),
        // iOS 6's private button classes.
        L.row(1, "UIRoundedRectButton", "frame = (124 196; 72 37)"),
      ])
    #expect(findings.map(\.line) == [2, 3, 4])
    #expect(findings.first?.message.contains("30 × 30 pt") ?? false)
  }

  @Test func smallTouchTargetFiresOnXCUITestButtons() {
    let findings = L.findings(
      .smallTouchTarget,
      [
        " →Application, 0x7fb5a0512bb0, pid: 41491, label: 'Test App'",
        "    Window (Main), 0x7fb5a052ab50, {{0.0, 0.0}, {393.0, 852.0}}",
        "      Button, 0x7fb5a0628170, {{8.0, 60.0}, {24.0, 24.0}}, label: 'Close'",
        "      Button, 0x7fb5a0628180, {{81.0, 770.0}, {74.5, 48.0}}, label: 'Explore'",
        "      StaticText, 0x7fb5a0628190, {{81.0, 700.0}, {20.0, 20.0}}, label: 'Hi'",
      ])
    #expect(findings.map(\.line) == [3])
  }

  @Test func smallTouchTargetIgnoresMacXCUITestButtons() {
    // A Mac app's `po app` has a menu bar; its buttons take a pointer, not a finger.
    let findings = L.findings(
      .smallTouchTarget,
      [
        " →Application, 0x7a6da75c0, pid: 2933, title: 'Sessiometer'",
        "    Window, 0x7a6da7700, {{587.0, 36.0}, {380.0, 293.0}}",
        "      Button, 0x7a6da57c0, {{849.0, 54.0}, {54.0, 19.0}}, label: 'Status'",
        "    MenuBar, 0x7a69b4500, {{757.0, 3.0}, {40.0, 24.0}}",
      ])
    #expect(findings.isEmpty)
  }

  /// A Mac window pasted on its own has no menu bar, but its window buttons
  /// (`_XCUI:CloseWindow`) or Mac-only element types (`CheckBox`) say it is a Mac app.
  @Test func smallTouchTargetIgnoresAMacWindowWithoutItsMenuBar() {
    let window = [
      "Element subtree:",
      " →Window, 0x6001, {{100.0, 100.0}, {800.0, 600.0}}, identifier: 'main'",
      "    Button, 0x6002, {{107.0, 103.0}, {14.0, 16.0}}, identifier: '_XCUI:CloseWindow'",
      "    Button, 0x6003, {{760.0, 112.0}, {28.0, 28.0}}, label: 'Share'",
    ]
    #expect(L.findings(.smallTouchTarget, Array(window.dropFirst())).isEmpty)
    let checkBox = [
      " →Window, 0x6001, {{100.0, 100.0}, {800.0, 600.0}}, identifier: 'main'",
      "    Button, 0x6003, {{760.0, 112.0}, {28.0, 28.0}}, label: 'Share'",
      "    CheckBox, 0x6004, {{120.0, 200.0}, {18.0, 18.0}}, title: 'Remember me'",
    ]
    #expect(L.findings(.smallTouchTarget, checkBox).isEmpty)
    let iOS = [
      " →Window, 0x6001, {{0.0, 0.0}, {390.0, 844.0}}",
      "    Button, 0x6003, {{300.0, 60.0}, {28.0, 28.0}}, label: 'Share'",
    ]
    #expect(L.findings(.smallTouchTarget, iOS).map(\.line) == [2])
    // An app's own UIKit class named like a Mac element type says nothing about XCUITest rows.
    let withUIKitMenu = ["<Menu: 0x9; frame = (0 0; 390 44)>"] + iOS
    #expect(L.findings(.smallTouchTarget, withUIKitMenu).map(\.line) == [3])
  }

  @Test func smallTouchTargetIgnoresLargeStandardOrDisabledControls() {
    let findings = L.findings(
      .smallTouchTarget,
      [
        L.window,
        L.row(1, "UIButton", "frame = (0 0; 44 43.6667)"),
        L.row(1, "UISwitch", "frame = (0 0; 51 31)"),
        L.row(1, "UISegmentedControl", "frame = (0 0; 200 32)"),
        L.row(1, "UIButton", "frame = (0 0; 20 20); userInteractionEnabled = NO"),
        L.row(1, "UIButton", "frame = (0 0; 20 20); hidden = YES"),
        L.row(1, "UIImageView", "frame = (0 0; 20 20)"),
      ])
    #expect(findings.isEmpty)
  }

  /// UIKit delivers no touches to the subtree of a view with `userInteractionEnabled = NO`;
  /// XCUITest's `Disabled` is the element's own state, not passed to its children.
  /// UIKit widens a bar item's hit area to the bar's height: a 30 × 30 custom bar button in a
  /// navigation bar or a toolbar is no finding, the same button in the content is.
  @Test func smallTouchTargetIgnoresControlsInBars() {
    let findings = L.findings(
      .smallTouchTarget,
      [
        L.window,
        L.row(1, "UINavigationBar", "frame = (0 47; 390 44)"),
        L.row(2, "_UITAMICAdaptorView", "frame = (340 7; 30 30)"),
        L.row(3, "UIButton", "frame = (0 0; 30 30)"),
        L.row(1, "UIToolbar", "frame = (0 800; 390 44)"),
        L.row(2, "UIButton", "frame = (8 7; 28 28)"),
        L.row(1, "UIButton", "frame = (8 200; 30 30)"),
      ])
    #expect(findings.map(\.line) == [7])
    let elements = L.findings(
      .smallTouchTarget,
      [
        " →Window, 0x6001, {{0.0, 0.0}, {390.0, 844.0}}",
        "    NavigationBar, 0x6002, {{0.0, 47.0}, {390.0, 44.0}}",
        "      Button, 0x6003, {{340.0, 54.0}, {30.0, 30.0}}, label: 'Add'",
      ])
    #expect(elements.isEmpty)
  }

  @Test func smallTouchTargetIgnoresControlsUnderAViewWithInteractionOff() {
    let uiKit = L.findings(
      .smallTouchTarget,
      [
        L.window,
        L.row(1, "UIView", "frame = (0 0; 390 100); userInteractionEnabled = NO"),
        L.row(2, "UIView", "frame = (0 0; 390 100)"),
        L.row(3, "UIButton", "frame = (8 0; 30 30)"),
        L.row(1, "UIView", "frame = (0 100; 390 100)"),
        L.row(2, "UIButton", "frame = (8 0; 30 30)"),
      ])
    #expect(uiKit.map(\.line) == [6])
    let xcuitest = L.findings(
      .smallTouchTarget,
      [
        " →Application, 0x7fb5a0512bb0, pid: 41491, label: 'Test App'",
        "    Window (Main), 0x7fb5a052ab50, {{0.0, 0.0}, {393.0, 852.0}}",
        "      Other, 0x7fb5a0628160, {{0.0, 0.0}, {393.0, 100.0}}, Disabled",
        "        Button, 0x7fb5a0628170, {{8.0, 60.0}, {24.0, 24.0}}, label: 'Close'",
      ])
    #expect(xcuitest.map(\.line) == [4])
  }

  // MARK: deep-nesting

  static func chain(depth: Int, className: String = "UIView") -> [String] {
    (0...depth).map { L.row($0, className, "frame = (0 0; 10 10)") }
  }

  @Test func deepNestingFiresOnceAtTheFirstLevelPastTheLimit() {
    let findings = L.findings(.deepNesting, Self.chain(depth: 30))
    #expect(findings.map(\.line) == [27])
    #expect(findings.first?.severity == .note)
    #expect(findings.first?.message.contains("4 descendants") ?? false)
  }

  @Test func deepNestingIsQuietAtTheLimit() {
    #expect(L.findings(.deepNesting, Self.chain(depth: 25)).isEmpty)
  }

  // MARK: wrapper-chain

  @Test func wrapperChainFiresAtTheTopOfSixSingleChildViews() {
    var lines = (0..<6).map { L.row($0, "UIView", "frame = (0 0; 10 10)") }
    lines.append(L.row(6, "UILabel", "frame = (0 0; 10 10); text = 'Deep'"))
    let findings = L.findings(.wrapperChain, lines)
    #expect(findings.map(\.line) == [1])
    #expect(findings.first?.geometry.other == NodeIndex(6))
    #expect(findings.first?.message.hasPrefix("6 nested plain UIViews (lines 1–6)") ?? false)
  }

  @Test func wrapperChainIsQuietForShortOrBranchingChains() {
    var short = (0..<5).map { L.row($0, "UIView", "frame = (0 0; 10 10)") }
    short.append(L.row(5, "UILabel", "frame = (0 0; 10 10)"))
    #expect(L.findings(.wrapperChain, short).isEmpty)
    // A second child at the third level splits a chain of 7 into 2 and 4.
    var branching = (0..<7).map { L.row($0, "UIView", "frame = (0 0; 10 10)") }
    branching.insert(L.row(3, "UILabel", "frame = (0 0; 10 10)"), at: 3)
    branching.append(L.row(7, "UILabel", "frame = (0 0; 10 10)"))
    #expect(L.findings(.wrapperChain, branching).isEmpty)
    // Custom classes are not plain wrappers.
    var custom = (0..<7).map { L.row($0, "MyApp.Card", "frame = (0 0; 10 10)") }
    custom.append(L.row(7, "UILabel", "frame = (0 0; 10 10)"))
    #expect(L.findings(.wrapperChain, custom).isEmpty)
  }
}
