import Testing

@testable import ViewTree

/// FORMATS.md §6: XCUITest element trees (`po app`, `debugDescription`): only the
/// `Element subtree:` part is a tree; rows are `Type[ (Main)], [0x…, ]{{x, y}, {w, h}}, key: …`.
@Suite("XCUITest element trees (X)")
struct XCUITestTests {
  typealias F = FormatFixture

  @Test func attributesLineAndSubtreeHeaderAreSkipped() {
    let result = F.parse([
      "Attributes: Application, 0x7fb5a0512bb0, pid: 41491, label: 'Test App'",
      "Element subtree:",
      " →Application, 0x7fb5a0512bb0, pid: 41491, label: 'Test App'",
      "    Window (Main), 0x7fb5a052ab50, {{0.0, 0.0}, {393.0, 852.0}}",
    ])
    let tree = result.hierarchy
    // The Attributes line repeats the root: it must not become a second root.
    #expect(result.lineDispositions == [.legend, .legend, .node, .node])
    #expect(tree.count == 2)
    #expect(tree.roots.count == 1)
  }

  @Test func applicationRootWithArrow() {
    let result = F.parse([
      " →Application, 0x7fb5a0512bb0, pid: 41491, label: 'Test App'",
      "    Window (Main), 0x7fb5a052ab50, {{0.0, 0.0}, {393.0, 852.0}}",
      "      Other, 0x7fb5a052ac30, {{0.0, 0.0}, {393.0, 852.0}}",
    ])
    let tree = result.hierarchy
    #expect(tree.format == .xcuitest)
    #expect(tree.formatsInOrder == [.xcuitest, .xcuitest, .xcuitest])
    #expect(tree.kindsInOrder == [.element, .element, .element])
    #expect(tree.classNamesInOrder == ["Application", "Window", "Other"])
    #expect(tree.addressesInOrder == ["0x7fb5a0512bb0", "0x7fb5a052ab50", "0x7fb5a052ac30"])
    #expect(tree.depthsInOrder == [0, 1, 2])
    let root = tree.node(0)
    #expect(root.propertyPairs == ["pid=41491", "label='Test App'"])
    #expect(root.frame == nil)
  }

  /// A paste that lost its indentation (every row in one column, or each run of spaces
  /// collapsed to one): the rows after the arrowed root are its children, with a warning that
  /// their nesting is lost. Indented rows get no warning.
  @Test(arguments: ["", " "])
  func rowsThatLostTheirIndentationAreTheRootsChildren(column: String) {
    let indented = ParsingFixture.xcuitestSubtree.dropFirst()
    let flattened =
      ["Element subtree:"]
      + indented.map { column + $0.drop { $0 == " " } }
    let result = F.parse(Array(flattened))
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == ["Application", "Window", "Other", "Button", "StaticText"])
    #expect(tree.depthsInOrder == [0, 1, 1, 1, 1])
    let warnings = result.diagnostics.filter { $0.severity == Diagnostic.Severity.warning }
    #expect(warnings.map { $0.line } == [2])
    #expect(warnings.first?.message.contains("lost their indentation") == true)
    let original = F.parse(ParsingFixture.xcuitestSubtree)
    #expect(original.hierarchy.depthsInOrder == [0, 1, 2, 3, 2])
    #expect(original.diagnostics.allSatisfy { $0.severity == Diagnostic.Severity.note })
  }

  /// The root's arrow damaged by an encoding mix-up (`â†’`) or written as a page's HTML
  /// references (`&rarr;`, quotes as `&#39;`): read as the arrow and quotes they stand for.
  @Test(arguments: [
    (" â†’Application", "'Shop'", "'Buy'"),
    (" &rarr;Application", "&#39;Shop&#39;", "&#39;Buy&#39;"),
  ])
  func damagedArrowsAndEscapedQuotes(root: String, shop: String, buy: String) {
    let result = F.parse([
      root + ", 0x600000c8c1c0, pid: 4242, label: " + shop,
      "    Window (Main), 0x600000c8c2a0, {{0.0, 0.0}, {390.0, 844.0}}",
      "      Button, 0x600000c8c460, {{20.0, 100.0}, {80.0, 44.0}}, label: " + buy,
    ])
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == ["Application", "Window", "Button"])
    #expect(tree.depthsInOrder == [0, 1, 2])
    #expect(tree.node(2).value(of: "label") == "'Buy'")
    #expect(!result.diagnostics.contains { $0.severity == .warning })
  }

  /// A failed query's sparse tree of matches: `↳` rows, a type alone or with attributes, depth
  /// by indentation plus one per `⋅`.
  @Test func sparseTreeOfMatches() {
    let result = F.parse([
      "Multiple matching elements found for <XCUIElementQuery: 0x600003b0c0e0>.",
      "Sparse tree of matches:",
      "→Application, pid: 15333, label: 'MovieDB'",
      " ↳Window (Main)",
      "  ↳Cell, label: 'Dark Phoenix'",
      "   ↳Button, label: 'favorite gray icon'",
      "  ↳Cell, label: 'Aladdin'",
      "  ⋅ ↳Button, 0x600000c8c460, label: 'favorite gray icon'",
    ])
    let tree = result.hierarchy
    #expect(
      tree.classNamesInOrder == ["Application", "Window", "Cell", "Button", "Cell", "Button"])
    #expect(tree.depthsInOrder == [0, 1, 2, 3, 2, 3])
    #expect(tree.formatsInOrder == Array(repeating: .xcuitest, count: 6))
    #expect(tree.node(5).address == "0x600000c8c460")
    #expect(tree.node(2).value(of: "label") == "'Dark Phoenix'")
  }

  /// A path to an element repeats rows of the element subtree above it: no part of the tree.
  /// Pasted alone (an Appium log relays it), it is the only tree there is, and is read.
  @Test func pathToElementIsReadOnlyWhenItIsAlone() {
    let path = [
      "Path to element:",
      " →Application, 0x600000c8c1c0, pid: 4242, label: 'Shop'",
      "  ↳Window (Main), 0x600000c8c2a0, {{0.0, 0.0}, {390.0, 844.0}}",
      "   ↳Button, 0x600000c8c380, {{20.0, 90.0}, {80.0, 44.0}}, label: 'Buy'",
      "Query chain:",
      " →Find: Target Application 'com.example.Shop'",
      "  Output: {",
      "    Application, 0x600000c8c1c0, pid: 4242, label: 'Shop'",
      "  }",
    ]
    let alone = F.parse(path).hierarchy
    #expect(alone.classNamesInOrder == ["Application", "Window", "Button"])
    #expect(alone.depthsInOrder == [0, 1, 2])
    #expect(alone.node(2).frame == Rect(x: 20, y: 90, width: 80, height: 44))
    let afterSubtree = F.parse(
      [
        "Element subtree:",
        " →Application, 0x600000c8c1c0, pid: 4242, label: 'Shop'",
        "    Window (Main), 0x600000c8c2a0, {{0.0, 0.0}, {390.0, 844.0}}",
      ] + path)
    #expect(afterSubtree.hierarchy.classNamesInOrder == ["Application", "Window"])
    #expect(afterSubtree.lineDispositions.filter { $0 == .node }.count == 2)
  }

  /// Xcode 7 printed an element's accessibility element right after its frame, without a
  /// comma: the frame is still the frame, and the fields after it are read.
  @Test func accessibilityElementGluedToTheFrame() {
    let tree = F.parse([
      "Element subtree:",
      " →Application 0x7fa0af36a060: {{0.0, 0.0}, {414.0, 736.0}}, label: 'Demo'",
      "    Other 0x7fa0af36f5e0: {{0.0, 692.0}, {414.0, 44.0}}<XCAccessibilityElement: "
        + "0x7fa0af36f5e0> pid: 6728, elementOrHash.elementID: 140327, label: 'Bar'",
    ]).hierarchy
    #expect(tree.node(1).frame == Rect(x: 0, y: 692, width: 414, height: 44))
    #expect(tree.node(1).value(of: "pid") == "6728")
    #expect(tree.node(1).value(of: "label") == "'Bar'")
  }

  /// Xcode 7 and 8 put the address after the type and a colon, with the element's traits:
  /// `Button 0x…: traits: 8589934593, {{…}}, label: 'Back'`; the main window said so in a field.
  @Test func xcode8RowsWithColonAndTraits() {
    let result = F.parse([
      "Attributes: Application 0x6080000b6d40: {{0.0, 0.0}, {375.0, 667.0}}, label: 'Shopper'",
      "Element subtree:",
      " →Application 0x6080000b6d40: {{0.0, 0.0}, {375.0, 667.0}}, label: 'Shopper'",
      "    Window 0x608000199ab0: Main Window, {{0.0, 0.0}, {375.0, 667.0}}",
      "      Other 0x608000199b80: traits: 8589934592, {{0.0, 0.0}, {375.0, 667.0}}",
      "        Button 0x608000199d20: traits: 8589934593, {{0.0, 20.0}, {50.0, 44.0}}, label: 'Back'",
      "      Table 0x608000199ec0: traits: 35192962023424, {{0.0, 64.0}, {375.0, 603.0}}",
    ])
    #expect(result.lineDispositions == [.legend, .legend, .node, .node, .node, .node, .node])
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == ["Application", "Window", "Other", "Button", "Table"])
    #expect(tree.depthsInOrder == [0, 1, 2, 3, 2])
    #expect(tree.formatsInOrder.allSatisfy { $0 == .xcuitest })
    #expect(tree.node(3).address == "0x608000199d20")
    #expect(tree.node(3).frame == Rect(x: 0, y: 20, width: 50, height: 44))
    #expect(
      tree.node(3).propertyPairs == [
        "traits=8589934593", "frame={{0.0, 20.0}, {50.0, 44.0}}", "label='Back'",
      ])
    #expect(tree.node(1).value(of: "main") == "YES")
    #expect(tree.node(0).value(of: "label") == "'Shopper'")
  }

  /// A row wrapped at a fixed width inside its frame (`{{0.0, 0.0}, {393.0,` then `852.0}}, …`
  /// in the next line's first column) keeps the frame and the fields after it; a line that
  /// does not close the frame is no part of the row.
  @Test func rowWrappedInsideItsFrame() {
    let result = F.parse([
      " →Application, 0x1, pid: 41491, label: 'Test App'",
      "    Window (Main), 0x2, {{0.0, 0.0}, {393.0, 852.0}}",
      "      Other, 0x3, {{0.0, 0.0}, {393.0,",
      "852.0}}",
      "        Button, 0x4, {{20.0, 59.0},",
      "{55.0, 40.0}}, label: 'Menu'",
      "        StaticText, 0x5, {{20.0, 59.0}, {55.0,",
      "40 rows follow",
    ])
    #expect(
      result.lineDispositions == [
        .node, .node, .node, .continuation, .node, .continuation, .node, .text,
      ])
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == ["Application", "Window", "Other", "Button", "StaticText"])
    #expect(tree.depthsInOrder == [0, 1, 2, 3, 3])
    #expect(tree.node(2).frame == Rect(x: 0, y: 0, width: 393, height: 852))
    #expect(tree.node(3).frame == Rect(x: 20, y: 59, width: 55, height: 40))
    #expect(tree.node(3).value(of: "label") == "'Menu'")
    #expect(tree.node(4).frame == nil)
  }

  /// Wrapped at the space after the frame's comma, which the next line keeps at its start.
  @Test func rowWrappedInsideItsFrameAtASpace() {
    let result = F.parse([
      "    Window (Main), 0x2, {{0.0, 0.0}, {393.0,",
      " 852.0}}, label: 'Main'",
      "      Other, 0x3, {{0.0, 0.0}, {393.0, 852.0}}",
    ])
    #expect(result.lineDispositions == [.node, .continuation, .node])
    let tree = result.hierarchy
    #expect(tree.node(0).frame == Rect(x: 0, y: 0, width: 393, height: 852))
    #expect(tree.node(0).value(of: "label") == "'Main'")
    #expect(tree.depthsInOrder == [0, 1])
  }

  /// A label of several paragraphs: the blank lines inside it are the label's, when a line that
  /// closes it follows; after a row cut inside its label, blank lines end it.
  @Test func labelWithBlankLines() {
    let result = F.parse([
      "    Window (Main), 0x1, {{0.0, 0.0}, {390.0, 844.0}}",
      "      StaticText, 0x2, {{0.0, 0.0}, {390.0, 44.0}}, label: 'Order placed",
      "",
      "Shipped tomorrow'",
      "      Button, 0x3, {{20.0, 100.0}, {80.0, 44.0}}, label: 'Buy'",
    ])
    #expect(result.lineDispositions == [.node, .node, .continuation, .continuation, .node])
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == ["Window", "StaticText", "Button"])
    let label = tree.node(1).value(of: "label") ?? ""
    #expect(label.hasPrefix("'Order placed") && label.hasSuffix("Shipped tomorrow'"))
    let cut = F.parse([
      "    Window (Main), 0x1, {{0.0, 0.0}, {390.0, 844.0}}",
      "      StaticText, 0x2, {{0.0, 0.0}, {390.0, 44.0}}, label: 'Order pl",
      "",
      "```",
    ])
    #expect(cut.lineDispositions == [.node, .node, .blank, .text])
  }

  /// A row wrapped at a fixed width within its attributes, where their syntax has a space (in
  /// `Keyboard Focused`, after `label:`, inside a quoted label), goes on in the next lines'
  /// first column: those lines are the row's, and flags alone (`Focused, Disabled`) are no row.
  @Test func rowWrappedWithinItsAttributes() {
    let result = F.parse([
      " →Application, 0x1, pid: 2933, title: 'Sessiometer', Disabled",
      "    Dialog, 0x2, {{587.0, 36.0}, {380.0, 293.0}}, Keyboard",
      "Focused, Disabled",
      "      Button, 0x3, {{849.0, 54.0}, {54.0, 19.0}}, label:",
      "'Status', Selected",
      "      Other, 0x4, {{595.0, 97.0}, {364.0, 94.0}}, label: 'work, active, auth",
      "healthy, session 60% resets in n/a, weekly 10%",
      "resets in n/a'",
      "      Button, 0x5, {{595.0, 193.0}, {364.0, 94.0}},",
      "label: 'Done'",
    ])
    #expect(
      result.lineDispositions == [
        .node, .node, .continuation, .node, .continuation, .node, .continuation, .continuation,
        .node, .continuation,
      ])
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == ["Application", "Dialog", "Button", "Other", "Button"])
    #expect(tree.depthsInOrder == [0, 1, 2, 2, 2])
    #expect(
      tree.node(1).propertyPairs == [
        "frame={{587.0, 36.0}, {380.0, 293.0}}", "keyboardFocused=YES", "disabled=YES",
      ])
    #expect(tree.node(2).value(of: "label") == "'Status'")
    #expect(tree.node(2).value(of: "selected") == "YES")
    #expect(
      tree.node(3).value(of: "label")
        == "'work, active, auth healthy, session 60% resets in n/a, weekly 10% resets in n/a'")
    #expect(tree.node(4).value(of: "label") == "'Done'")
  }

  /// Text in the first column after a complete row is not the row's: the row ends with a
  /// closed label (one holding an apostrophe too), or with a flag; and a row is never taken
  /// as the rest of the row before it.
  @Test func textAfterACompleteRowIsNotItsRest() {
    let result = F.parse([
      " →Application, 0x1, pid: 1, label: 'What's new'",
      "That is the app.",
      "    Window (Main), 0x2, {{0.0, 0.0}, {393.0, 852.0}}, label: 'It's, well'",
      "Focused windows work.",
      "      Button, 0x3, {{0.0, 0.0}, {10.0, 10.0}}, Selected",
      "Selected means tapped.",
      "      Other, 0x4, {{0.0, 0.0}, {10.0, 10.0}},",
      "Button, 0x5, {{0.0, 0.0}, {10.0, 10.0}}",
    ])
    #expect(
      result.lineDispositions == [.node, .text, .node, .text, .node, .text, .node, .node])
    #expect(
      result.hierarchy.classNamesInOrder == ["Application", "Window", "Button", "Other", "Button"])
  }

  /// Flags a newer Xcode prints that the known ones do not name (`Secure`, `Editable`) follow
  /// a flag or a quoted value: each is a flag of its own. An author's `...` is no field, and
  /// an unquoted value's comma still joins (`value: 3, 4`).
  @Test func otherFlagsAnElisionAndAnUnquotedValue() throws {
    let result = F.parse([
      " Window, {{0.0, 0.0}, {100.0, 200.0}}, hitPoint: {50.0, 100.0}",
      "  SecureTextField, {{10.0, 20.0}, {80.0, 40.0}}, label: 'Password', value: •••, Focused, Secure, Editable",
      "  Button, {{16.0, 380.3}, {370.0, 52.0}}, label: 'General', Editable, ...",
      "  Slider, {{0.0, 0.0}, {10.0, 10.0}}, value: 3, 4",
    ])
    let tree = result.hierarchy
    try #require(tree.count == 4)
    #expect(
      tree.node(1).propertyPairs == [
        "frame={{10.0, 20.0}, {80.0, 40.0}}", "label='Password'", "value=•••", "focused=YES",
        "secure=YES", "editable=YES",
      ])
    #expect(
      tree.node(2).propertyPairs == [
        "frame={{16.0, 380.3}, {370.0, 52.0}}", "label='General'", "editable=YES",
      ])
    #expect(tree.node(3).value(of: "value") == "3, 4")
  }

  /// Indentation whose runs of 8 spaces a tool turned into tabs (`unexpand`) nests as the
  /// spaces did; so does AppKit's.
  @Test func tabsReachTheNextMultipleOfEight() {
    let spaces = [
      " →Application, 0x1, pid: 1, label: 'A'",
      "    Window (Main), 0x2, {{0.0, 0.0}, {375.0, 812.0}}",
      "      Other, 0x3, {{0.0, 0.0}, {375.0, 812.0}}",
      "        Button, 0x4, {{0.0, 44.0}, {44.0, 44.0}}",
      "          StaticText, 0x5, {{0.0, 44.0}, {44.0, 44.0}}",
      "      Other, 0x6, {{0.0, 0.0}, {375.0, 812.0}}",
    ]
    let tabs = spaces.map { $0.replacingOccurrences(of: "        ", with: "\t") }
    #expect(tabs[3].hasPrefix("\tButton") && tabs[4].hasPrefix("\t  StaticText"))
    let expected = F.parse(spaces).hierarchy.parents
    #expect(F.parse(tabs).hierarchy.parents == expected)
    #expect(expected == [-1, 0, 1, 2, 3, 1])
    let appKit = F.parse([
      "[   AF    !   U ] h=--- v=--- NSView f=(0,0,100,100) b=(-)",
      "  [   A     !   U ] h=--- v=--- NSBox f=(0,0,100,50) b=(-)",
      "    [   A     !   U ] h=--- v=--- NSButton f=(0,0,80,30) b=(-)",
      "\t[   A     !   U ] h=--- v=--- NSButtonCell f=(0,0,80,30) b=(-)",
      "  [   A     !   U ] h=--- v=--- NSTextField f=(0,0,80,30) b=(-)",
    ])
    #expect(appKit.hierarchy.parents == [-1, 0, 1, 2, 0])
  }

  /// Xcode 8's rows without an address, `Other, traits: 8589934592, {{…}}`.
  @Test func rowsWithTraitsAndNoAddress() {
    let result = F.parse([
      "Application, pid: 34372, {{0.0, 0.0}, {320.0, 568.0}}, label: 'MyApp'",
      "  Window, {{0.0, 0.0}, {320.0, 568.0}}",
      "    Other, traits: 8589934592, {{0.0, 0.0}, {320.0, 568.0}}",
      "      Button, traits: 8589934593, {{0.0, 20.0}, {50.0, 44.0}}, label: 'Back'",
    ])
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == ["Application", "Window", "Other", "Button"])
    #expect(tree.depthsInOrder == [0, 1, 2, 3])
    #expect(tree.node(3).value(of: "traits") == "8589934593")
    #expect(tree.node(3).frame == Rect(x: 0, y: 20, width: 50, height: 44))
  }

  @Test func mainWindowFlag() {
    let result = F.parse([
      " →Application, 0x7fb5a0512bb0, pid: 41491, label: 'Test App'",
      "    Window (Main), 0x7fb5a052ab50, {{0.0, 0.0}, {393.0, 852.0}}",
    ])
    let window = result.hierarchy.node(1)
    #expect(window.className == "Window")
    #expect(window.value(of: "main") == "YES")
    #expect(result.hierarchy.node(0).value(of: "main") == nil)
  }

  @Test func nestedAndFlatFrames() {
    // Xcode 26 prints no address and a flat frame after the attributes (030).
    let result = F.parse([
      " →Application, 0x7fb5a0512bb0, pid: 41491, label: 'Test App'",
      "    Window (Main), 0x7fb5a052ab50, {{0.0, 0.0}, {393.0, 852.0}}",
      "      Button, 0x7fb5a0628170, {{81.0, 770.0}, {74.5, 48.0}}, label: 'Explore', Selected",
      "      NavigationBar, identifier: 'Configuración', {0.0, 62.0, 402.0, 106.0}",
    ])
    let tree = result.hierarchy
    #expect(result.lineDispositions == [.node, .node, .node, .node])
    #expect(tree.depthsInOrder == [0, 1, 2, 2])
    #expect(tree.node(1).frame == Rect(x: 0, y: 0, width: 393, height: 852))
    #expect(tree.node(2).frame == Rect(x: 81, y: 770, width: 74.5, height: 48))
    #expect(tree.node(3).frame == Rect(x: 0, y: 62, width: 402, height: 106))
    #expect(tree.node(3).address == nil)
    #expect(tree.node(3).value(of: "identifier") == "'Configuración'")
  }

  @Test func attributeKeys() {
    let result = F.parse([
      " →Application, 0x600000c5c000, pid: 2933, title: 'Sessiometer'",
      "    Window (Main), 0x600000c5c0e0, {{0.0, 0.0}, {375.0, 812.0}}",
      "      TextField, 0x600000c5c1c0, {{20.0, 100.0}, {335.0, 34.0}}, identifier: 'email', placeholderValue: 'Email address'",
      "      StaticText, 0x7a6da7e80, {{601.0, 48.0}, {200.0, 31.0}}, value: Sessiometer. 2 acc...",
      "      Button, 0x600000c5c2a0, {{20.0, 150.0}, {335.0, 44.0}}, identifier: 'login', label: 'Log in'",
    ])
    let tree = result.hierarchy
    #expect(tree.node(0).value(of: "title") == "'Sessiometer'")
    #expect(tree.node(0).value(of: "pid") == "2933")
    #expect(
      tree.node(2).propertyPairs == [
        "frame={{20.0, 100.0}, {335.0, 34.0}}",
        "identifier='email'", "placeholderValue='Email address'",
      ])
    // `value:` is unquoted and may be cut with `...`.
    #expect(tree.node(3).value(of: "value") == "Sessiometer. 2 acc...")
    #expect(tree.node(4).value(of: "identifier") == "'login'")
    #expect(tree.node(4).value(of: "label") == "'Log in'")
  }

  @Test func flags() {
    let result = F.parse([
      " →Application, 0x7a6da75c0, pid: 2933, title: 'Sessiometer', Disabled",
      "    Dialog, 0x7a6da7700, {{587.0, 36.0}, {380.0, 293.0}}, Keyboard Focused, Disabled",
      "      Button, 0x7a6da57c0, {{849.0, 54.0}, {54.0, 19.0}}, label: 'Status', Selected",
      "      TextField, 0x7a6da5900, {{601.0, 80.0}, {300.0, 22.0}}, Focused",
    ])
    let tree = result.hierarchy
    #expect(tree.depthsInOrder == [0, 1, 2, 2])
    #expect(tree.node(0).value(of: "disabled") == "YES")
    #expect(
      tree.node(1).propertyPairs == [
        "frame={{587.0, 36.0}, {380.0, 293.0}}", "keyboardFocused=YES", "disabled=YES",
      ])
    #expect(tree.node(2).value(of: "selected") == "YES")
    #expect(tree.node(2).value(of: "focused") == nil)
    #expect(tree.node(3).value(of: "focused") == "YES")
    #expect(tree.node(3).value(of: "keyboardFocused") == nil)
  }

  @Test func labelsWithCommasInsideQuotes() {
    let result = F.parse([
      " →Application, 0x600000c5c000, pid: 5127, label: 'Weather'",
      "    Window (Main), 0x600000c5c0e0, {{0.0, 0.0}, {414.0, 896.0}}",
      "      StaticText, 0x600000c5c1c0, {{20.0, 100.0}, {374.0, 40.0}}, label: 'Xiamen, Fujian', Selected",
      "      Other, 0x7a69b4000, {{595.0, 97.0}, {364.0, 94.0}}, label: 'work, active, session 60% resets in n/a'",
    ])
    let tree = result.hierarchy
    #expect(tree.node(2).value(of: "label") == "'Xiamen, Fujian'")
    #expect(tree.node(2).value(of: "selected") == "YES")
    #expect(tree.node(3).value(of: "label") == "'work, active, session 60% resets in n/a'")
    #expect(tree.node(3).properties.count == 2)
  }

  @Test func severalTopLevelWindows() {
    // 032: a plain window before the main one, both children of the application.
    let result = F.parse([
      " →Application, 0x600000c5c000, pid: 5127, label: 'Weather'",
      "    Window, 0x600000c5c0e0, {{0.0, 0.0}, {414.0, 896.0}}",
      "      Other, 0x600000c5c150, {{0.0, 0.0}, {414.0, 896.0}}",
      "    Window (Main), 0x600000c5c1c0, {{0.0, 0.0}, {414.0, 896.0}}",
      "      StaticText, 0x600000c5c2a0, {{20.0, 100.0}, {374.0, 40.0}}, label: 'Xiamen, Fujian'",
    ])
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == ["Application", "Window", "Other", "Window", "StaticText"])
    #expect(tree.depthsInOrder == [0, 1, 2, 1, 2])
    #expect(tree.children(of: NodeIndex(0)) == [NodeIndex(1), NodeIndex(3)])
    #expect(tree.indices.map { tree[$0].value(of: "main") } == [nil, nil, nil, "YES", nil])
  }

  @Test func macOSRows() {
    let result = F.parse([
      " →Application, 0x7a6da75c0, pid: 2933, title: 'Sessiometer', Disabled",
      "    Dialog, 0x7a6da7700, {{587.0, 36.0}, {380.0, 293.0}}, Keyboard Focused, Disabled",
      "      Group, 0x7a6da7840, {{587.0, 36.0}, {380.0, 293.0}}, Disabled",
      "    TouchBar, 0x7a69b43c0, {{80.0, 0.0}, {685.0, 30.0}}, Disabled",
      "    MenuBar, 0x7a69b4500, {{757.0, 3.0}, {40.0, 24.0}}",
      "      StatusItem, 0x7a69b4640, {{757.0, 3.0}, {40.0, 24.0}}, label: 'Sessiometer: live — 2 accounts'",
      "    MenuBar, {{0.0, 0.0}, {1470.0, 33.0}}",
      "      MenuBarItem, title: 'Apple'",
    ])
    let tree = result.hierarchy
    #expect(result.lineDispositions == Array(repeating: .node, count: 8))
    #expect(
      tree.classNamesInOrder == [
        "Application", "Dialog", "Group", "TouchBar", "MenuBar", "StatusItem", "MenuBar",
        "MenuBarItem",
      ])
    #expect(tree.depthsInOrder == [0, 1, 2, 1, 1, 2, 1, 2])
    #expect(tree.node(5).value(of: "label") == "'Sessiometer: live — 2 accounts'")
    #expect(tree.node(7).value(of: "title") == "'Apple'")
    #expect(tree.node(7).frame == nil)
    #expect(tree.node(6).address == nil)
  }

  @Test func pathAndQueryChainRowsAreNotNodes() {
    let result = F.parse(
      Self.sectionedDump + [
        "Query chain:",
        " →Find: Target Application 'co.work.TestApp'",
        "  Output: {",
        "    Application, 0x7fb5a070ea10, pid: 41491, label: 'TestApp'",
        "  }",
      ])
    let tree = result.hierarchy
    #expect(tree.count == 2)
    #expect(tree.linesInOrder == [3, 4])
    #expect(result.lineDispositions[..<4] == [.legend, .legend, .node, .node])
    #expect(!result.lineDispositions[4...].contains(.node))
  }

  /// The path and query sections end at the first line of other text (a Markdown fence, a
  /// sentence): element rows after it are read again, here a list a tool printed flat.
  @Test func querySectionEndsAtOtherText() {
    let result = F.parse([
      "Element subtree:",
      " →Application, 0x7fb5a0512bb0, pid: 41491, label: 'Demo'",
      "    Window (Main), 0x7fb5a052ab50, {{0.0, 0.0}, {393.0, 852.0}}",
      "Query chain:",
      " →Find: Target Application 'com.example.Demo'",
      "  Output: {",
      "    Application, 0x7fb5a070ea10, pid: 41491, label: 'Demo'",
      "  }",
      "```",
      "The same elements, flattened:",
      "Button, label: 'Menu'",
      "StaticText, label: 'See more'",
    ])
    let tree = result.hierarchy
    #expect(tree.linesInOrder == [2, 3, 11, 12])
    #expect(tree.classNamesInOrder == ["Application", "Window", "Button", "StaticText"])
    #expect(tree.depthsInOrder == [0, 1, 0, 0])
    #expect(result.lineDispositions[6] == .legend)
  }

  /// Rows after the footer's end are another tree, however deep they are indented: they are
  /// no children of the element subtree above the footer.
  @Test func rowsAfterTheFooterStartAnotherTree() {
    let result = F.parse([
      "Element subtree:",
      " →Application, 0x1, pid: 13, label: 'Demo'",
      "    Window (Main), 0x2, {{0.0, 0.0}, {50.0, 50.0}}",
      "      Other, 0x3, {{0.0, 0.0}, {50.0, 50.0}}",
      "Path to element:",
      " →Application, 0x1, pid: 13, label: 'Demo'",
      "\"\"\"",
      "        Button, 0x9, {{27.0, 3.0}, {20.0, 24.0}}, label: 'Again'",
    ])
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == ["Application", "Window", "Other", "Button"])
    #expect(tree.depthsInOrder == [0, 1, 2, 0])
  }

  @Test func queryChainRowsAfterACutStartAreNotNodes() {
    // A paste that starts inside a query chain: its `↪︎Find:` and `Output: {` lines open the
    // section, so the rows listed in it do not join the tree before them.
    let result = F.parse([
      "      Window, 0x107f5e480, {{0.0, 0.0}, {375.0, 667.0}}",
      "    }",
      "    ↪︎Find: Element at index 4",
      "      Output: {",
      "        Window, 0x1013e5850, {{0.0, 0.0}, {375.0, 667.0}}, identifier: 'SBSwitcherWindow:Main'",
      "      }",
      "Attributes: Window, 0x101333980, {{0.0, 0.0}, {187.5, 333.5}}",
      "Element subtree:",
      " →Window, 0x101333980, {{0.0, 0.0}, {187.5, 333.5}}",
      "    Other, 0x101333aa0, {{0.0, 0.0}, {187.5, 333.5}}",
      " →Find: Application 'com.apple.springboard'",
      "  Output: {",
      "    Application, 0x1012fdd50, pid: 34, label: ' '",
      "  }",
    ])
    let tree = result.hierarchy
    #expect(tree.linesInOrder == [1, 9, 10])
    #expect(tree.depthsInOrder == [0, 0, 1])
    #expect(result.lineDispositions[2] == .legend)
    #expect(result.lineDispositions[3] == .legend)
  }

  @Test func commentShiftedTree() {
    // 029: the dump sits inside `/* … */`, shifted right by 5 spaces, with XCTest activity lines.
    let result = F.parse([
      "    /* (lldb) po app",
      "         t =   110.37s Requesting snapshot of accessibility hierarchy for app with pid 7340",
      "     Attributes: Application, pid: 7340, label: 'ZJHUnitTestDemo'",
      "     Element subtree:",
      "      →Application, 0x6000027d6ae0, pid: 7340, label: 'ZJHUnitTestDemo'",
      "         Window (Main), 0x6000027d7480, {{0.0, 0.0}, {375.0, 812.0}}",
      "           Other, 0x6000027d7560, {{0.0, 0.0}, {375.0, 812.0}}",
      "             NavigationBar, 0x6000027d7800, {{0.0, 50.0}, {375.0, 44.0}}, identifier: '登录'",
      "           Other, 0x6000027d7640, {{0.0, 94.0}, {375.0, 718.0}}",
      "     (lldb) */",
    ])
    let tree = result.hierarchy
    #expect(
      result.lineDispositions == [
        .prompt, .log, .legend, .legend, .node, .node, .node, .node, .node, .prompt,
      ])
    #expect(tree.classNamesInOrder == ["Application", "Window", "Other", "NavigationBar", "Other"])
    #expect(tree.depthsInOrder == [0, 1, 2, 3, 2])
    #expect(tree.node(3).value(of: "identifier") == "'登录'")
  }

  @Test func elidedPid() {
    // 073: the author replaced the pid with `…`.
    let result = F.parse([
      "Attributes: Application, pid: …, title: 'MacDevClean', Disabled",
      "Element subtree:",
      " →Application, pid: …, title: 'MacDevClean', Disabled",
      "    MenuBar, {{0.0, 0.0}, {1470.0, 33.0}}",
      "      MenuBarItem, title: 'Apple'",
    ])
    let tree = result.hierarchy
    #expect(result.lineDispositions == [.legend, .legend, .node, .node, .node])
    #expect(tree.classNamesInOrder == ["Application", "MenuBar", "MenuBarItem"])
    #expect(tree.depthsInOrder == [0, 1, 2])
    #expect(tree.node(0).address == nil)
    #expect(tree.node(0).value(of: "pid") == "…")
    #expect(tree.node(0).value(of: "disabled") == "YES")
  }

  @Test func rootWithoutArrow() {
    // 032: an author removed the `→`; the root may then start at column 0 or 1.
    for lead in ["", " "] {
      let result = F.parse([
        "\(lead)Application, 0x600000c5c000, pid: 5127, label: 'Weather'",
        "    Window (Main), 0x600000c5c1c0, {{0.0, 0.0}, {414.0, 896.0}}",
        "      StaticText, 0x600000c5c2a0, {{20.0, 100.0}, {374.0, 40.0}}, label: 'Xiamen, Fujian'",
      ])
      #expect(result.lineDispositions == [.node, .node, .node], "lead '\(lead)'")
      #expect(result.hierarchy.classNamesInOrder == ["Application", "Window", "StaticText"])
      #expect(result.hierarchy.depthsInOrder == [0, 1, 2], "lead '\(lead)'")
    }
  }

  @Test func roundTrip() {
    F.expectRoundTrip([
      "Attributes: Application, 0x7a6da75c0, pid: 2933, title: 'Sessiometer', Disabled",
      "Element subtree:",
      " →Application, 0x7a6da75c0, pid: 2933, title: 'Sessiometer', Disabled",
      "    Window, 0x600000c5c0e0, {{0.0, 0.0}, {414.0, 896.0}}",
      "      StaticText, 0x7a6da7e80, {{601.0, 48.0}, {200.0, 31.0}}, value: Sessiometer. 2 acc...",
      "    Window (Main), 0x7fb5a052ab50, {{0.0, 0.0}, {393.0, 852.0}}",
      "      Button, 0x7fb5a0628170, {{81.0, 770.0}, {74.0, 48.0}}, label: 'Xiamen, Fujian', Selected",
      "        NavigationBar, identifier: 'Configuración', {0.0, 62.0, 402.0, 106.0}",
      "    MenuBar, {{0.0, 0.0}, {1470.0, 33.0}}",
      "      MenuBarItem, title: 'Apple', Keyboard Focused",
      "Path to element:",
      " →Application, 0x7a6da75c0, pid: 2933, title: 'Sessiometer', Disabled",
    ])
  }

  /// A "Path to element" chain pasted alone: its `↳` marks are left out of the dump, which
  /// writes its own indentation, so the root reads back.
  @Test func pathChainRoundTrip() {
    F.expectRoundTrip([
      "  ↳Window, 0x103630f20, {{0.0, 0.0}, {393.0, 852.0}}",
      "   ↳Other, 0x1036313b0, {{0.0, 0.0}, {393.0, 852.0}}",
      "    ↳Button, 0x1036314c0, {{10.0, 10.0}, {44.0, 44.0}}, label: 'Done'",
    ])
  }

  static let sectionedDump = [
    "Attributes: Application, 0x7fb5a0512bb0, pid: 41491, label: 'Test App'",
    "Element subtree:",
    " →Application, 0x7fb5a0512bb0, pid: 41491, label: 'Test App'",
    "    Window (Main), 0x7fb5a052ab50, {{0.0, 0.0}, {393.0, 852.0}}",
    "Path to element:",
    " →Application, 0x7fb5a0512bb0, pid: 41491, label: 'Test App'",
  ]

  /// Lines pasted with a line-continuation mark (` \`, as inside a shell command or a macro)
  /// read as without it: section lines are still sections, and a label has no `\`.
  @Test func lineContinuationMarksAreCut() throws {
    let result = F.parse(Self.sectionedDump.map { $0 + " \\" })
    #expect(result.lineDispositions == [.legend, .legend, .node, .node, .legend, .legend])
    let tree = result.hierarchy
    try #require(tree.count == 2)
    #expect(tree.node(0).value(of: "label") == "'Test App'")
  }

  /// A dump printed as one string literal ends with the literal: its path section does not
  /// swallow the rows of a dump pasted after it.
  @Test func pathSectionEndsWithItsStringLiteral() {
    let literal =
      "\"" + Self.sectionedDump.joined(separator: "\\n").replacingOccurrences(of: "'", with: "\\'")
      + "\""
    let result = F.parse([
      literal,
      " →Application, 0x7a6da75c0, pid: 2933, title: 'Sessiometer', Disabled",
      "    Window, 0x7a6da7700, {{587.0, 36.0}, {380.0, 293.0}}",
    ])
    #expect(result.lineDispositions == [.node, .node, .node])
    #expect(result.hierarchy.depthsInOrder == [0, 1, 0, 1])
  }
}
