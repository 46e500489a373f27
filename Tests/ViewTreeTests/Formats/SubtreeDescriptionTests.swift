import Testing

@testable import ViewTree

/// FORMATS.md §5: AppKit `-[NSView _subtreeDescription]` rows,
/// `[flags] h=… v=… Class [0x…] ["title"] f=(x,y,w,h) b=(…) [=> layer]`, two spaces per level.
@Suite("AppKit _subtreeDescription (K)")
struct SubtreeDescriptionTests {
  typealias F = FormatFixture

  @Test func flagFieldWidths() {
    // 15 characters (current macOS), 13 (older macOS), and compressed (060).
    let result = F.parse([
      "[   AF    ! wLU ] h=--- v=--- NSView f=(0,0,480,270) b=(-)",
      "  [   AF O P LU ] h=-&- v=-&- DVTSourceTextView 0x7f822c723f00 f=(0,0,885,1339) b=(-)",
      "  [ AF O WLU ] h=-&- v=-&- EHGraph_scroll 0x100c52f20 f=(367,169,250,168) b=(-)",
    ])
    let tree = result.hierarchy
    #expect(result.lineDispositions == [.node, .node, .node])
    #expect(tree.format == .subtreeDescription)
    #expect(tree.formatsInOrder == Array(repeating: .subtreeDescription, count: 3))
    #expect(tree.classNamesInOrder == ["NSView", "DVTSourceTextView", "EHGraph_scroll"])
    #expect(tree.depthsInOrder == [0, 1, 1])
    #expect(
      tree.indices.map { tree[$0].value(of: "flags") } == [
        "   AF    ! wLU ", "   AF O P LU ", " AF O WLU ",
      ])
  }

  /// Rows quoted in a doc comment or a Markdown quote: the mark goes, depth still follows the
  /// indentation after it.
  @Test(arguments: ["    /// ", "// ", " * ", "# ", "> "])
  func commentPrefixBeforeEveryRow(prefix: String) {
    let result = F.parse([
      prefix + "[   AF    ! wLU ] h=--- v=--- NSStackView f=(0,0,200,60) b=(-)",
      prefix + #"  [   A     ! wLU ] h=--- v=--- NSButton "OK" f=(0,0,80,32) b=(-)"#,
      prefix + "    [   A     ! wLU ] h=--- v=--- NSButtonBezelView f=(0,0,80,32) b=(-)",
      prefix + "  [   AF    ! wLU ] h=--- v=--- NSTextField f=(90,8,100,16) b=(-)",
    ])
    let tree = result.hierarchy
    #expect(result.lineDispositions == [.node, .node, .node, .node])
    #expect(
      tree.classNamesInOrder == ["NSStackView", "NSButton", "NSButtonBezelView", "NSTextField"])
    #expect(tree.depthsInOrder == [0, 1, 2, 1])
    #expect(tree.node(1).value(of: "title") == "OK")
  }

  @Test func autoresizingValues() {
    let result = F.parse([
      "[   AF    ! wLU ] h=--- v=--- NSView f=(0,0,480,270) b=(-)",
      "  [   A     ! wLU ] h=-&- v=&-- NSScrollView f=(0,0,480,270) b=(-)",
    ])
    let tree = result.hierarchy
    #expect(tree.node(0).value(of: "h") == "---")
    #expect(tree.node(0).value(of: "v") == "---")
    #expect(tree.node(1).value(of: "h") == "-&-")
    #expect(tree.node(1).value(of: "v") == "&--")
  }

  @Test func addressIsOptional() {
    let result = F.parse([
      "[   AF    ! wLU ] h=--- v=--- NSView 0x7f822c700a10 f=(0,0,480,270) b=(-)",
      "  [   A     ! wLU ] h=--- v=--- NSButton f=(10,10,83,32) b=(-)",
    ])
    #expect(result.hierarchy.addressesInOrder == ["0x7f822c700a10", nil])
    #expect(result.hierarchy.classNamesInOrder == ["NSView", "NSButton"])
  }

  @Test func quotedTitleWithSpaces() {
    let result = F.parse([
      #"[   AF    ! wLU ] h=--- v=--- NSButton "Push Me" f=(0,0,83,32) b=(-) => <_NSViewBackingLayer>"#,
      #"[   AF    ! wLU ] h=--- v=--- NSTextField 0x600003a0c000 "Save as PDF, then quit" f=(0,40,200,21) b=(-)"#,
    ])
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == ["NSButton", "NSTextField"])
    #expect(tree.node(0).value(of: "title") == "Push Me")
    #expect(tree.node(1).value(of: "title") == "Save as PDF, then quit")
    #expect(tree.node(1).address == "0x600003a0c000")
    #expect(
      tree.node(0).propertyPairs == [
        "flags=   AF    ! wLU ", "title=Push Me", "h=---", "v=---", "f=(0,0,83,32)", "b=(-)",
        "layer=<_NSViewBackingLayer>",
      ])
  }

  /// A title holding what looks like the row's own fields (` f=(…)`, ` => `) stays a title, and
  /// the fields after it are still read.
  @Test func titleHoldingFieldLookAlikes() {
    let result = F.parse([
      #"[   AF    ! wLU ] h=--- v=--- NSButton 0x1 "Zoom f=(2,2,9,9) => now" f=(0,0,83,32) b=(-) => <layer>"#,
      #"[   AF    ! wLU ] h=--- v=--- NSTextField "a "quoted" b=(1) word" f=(0,40,200,21) b=(-)"#,
    ])
    let tree = result.hierarchy
    #expect(tree.node(0).value(of: "title") == "Zoom f=(2,2,9,9) => now")
    #expect(tree.node(0).frame == Rect(x: 0, y: 0, width: 83, height: 32))
    #expect(
      tree.node(0).propertyPairs == [
        "flags=   AF    ! wLU ", "title=Zoom f=(2,2,9,9) => now", "h=---", "v=---",
        "f=(0,0,83,32)", "b=(-)", "layer=<layer>",
      ])
    #expect(tree.node(1).value(of: "title") == #"a "quoted" b=(1) word"#)
    #expect(tree.node(1).value(of: "b") == "(-)")
    #expect(tree.node(1).frame == Rect(x: 0, y: 40, width: 200, height: 21))
  }

  @Test func frameFromF() {
    let result = F.parse([
      "[   AF    ! wLU ] h=--- v=--- NSView f=(0,0,480,270) b=(-)",
      "  [   A     ! wLU ] h=--- v=--- NSImageView f=(12.5,-3,83,32.25) b=(-)",
    ])
    #expect(result.hierarchy.node(0).frame == Rect(x: 0, y: 0, width: 480, height: 270))
    #expect(result.hierarchy.node(1).frame == Rect(x: 12.5, y: -3, width: 83, height: 32.25))
  }

  @Test func boundsForms() {
    let result = F.parse([
      "[   AF    ! wLU ] h=--- v=--- NSClipView f=(0,0,480,270) b=(0,637,-,-)",
      "  [   A     ! wLU ] h=--- v=--- NSView f=(0,0,480,900) b=(-)",
    ])
    #expect(result.hierarchy.node(0).value(of: "b") == "(0,637,-,-)")
    #expect(result.hierarchy.node(1).value(of: "b") == "(-)")
    // `b=` is the bounds, not the frame.
    #expect(result.hierarchy.node(0).frame == Rect(x: 0, y: 0, width: 480, height: 270))
  }

  @Test func bracketedAndOldUnbracketedLayerDetails() {
    let result = F.parse([
      "[   AF    ! wLU ] h=--- v=--- NSButton f=(0,0,83,32) b=(-) => <_NSViewBackingLayer>",
      "  [   A     ! wLU ] h=--- v=--- NSTextField f=(0,0,83,21) b=(-) => <NSTextLayer>",
      "  [ AF O WLU ] h=-&- v=-&- EHGraph_scroll 0x100c52f20 f=(367,169,250,168) b=(-) => _NSViewBackingLayer(0x101a77500) a={0, 0} p={367, 169} b=(0,0,250,168) superlayer=0x101a756f0 TILED=no",
    ])
    let tree = result.hierarchy
    #expect(result.lineDispositions == [.node, .node, .node])
    #expect(tree.depthsInOrder == [0, 1, 1])
    #expect(tree.node(0).value(of: "layer") == "<_NSViewBackingLayer>")
    #expect(tree.node(1).value(of: "layer") == "<NSTextLayer>")
    #expect(
      tree.node(2).value(of: "layer")
        == "_NSViewBackingLayer(0x101a77500) a={0, 0} p={367, 169} b=(0,0,250,168) superlayer=0x101a756f0 TILED=no"
    )
    // The layer's own `b=(…)` does not replace the view's.
    #expect(tree.node(2).value(of: "b") == "(-)")
    #expect(tree.node(2).frame == Rect(x: 367, y: 169, width: 250, height: 168))
    // The layer is a detail of the view line, not a node.
    #expect(tree.count == 3)
  }

  @Test func depthIsTwoSpacesPerLevel() {
    let result = F.parse([
      "[   AF    ! wLU ] h=--- v=--- NSView f=(0,0,480,270) b=(-)",
      "  [   A     ! wLU ] h=--- v=--- NSStackView f=(0,0,480,270) b=(-)",
      "    [   A     ! wLU ] h=--- v=--- NSButton f=(0,0,83,32) b=(-)",
      "      [   A     ! wLU ] h=--- v=--- NSButtonBezelView f=(0,0,83,32) b=(-)",
      "    [   A     ! wLU ] h=--- v=--- NSTextField f=(90,0,83,32) b=(-)",
      "  [   A     ! wLU ] h=--- v=--- NSImageView f=(0,0,20,20) b=(-)",
    ])
    #expect(result.hierarchy.depthsInOrder == [0, 1, 2, 3, 2, 1])
    #expect(result.hierarchy.parentPositions == [-1, 0, 1, 2, 1, 0])
  }

  @Test func constantMarkdownShift() {
    // 037: a 4-space Markdown indent on every line; only the extra indentation is depth.
    let result = F.parse([
      "    [   AF O   LU ] h=-&- v=-&- DVTScrollView 0x7f822c7204b0 f=(0,0,900,1339) b=(-)",
      "      [   AF O   LU ] h=-&- v=-&- DVTSourceTextView 0x7f822c723f00 f=(0,0,885,1339) b=(-)",
      "        [   A      LU ] h=--- v=--- DVTLayoutManager f=(0,0,885,20) b=(-)",
      "      [   AF O   LU ] h=-&- v=-&- DVTScroller 0x7f822c7261e0 f=(885,0,15,1339) b=(-)",
    ])
    #expect(result.hierarchy.depthsInOrder == [0, 1, 2, 1])
    #expect(result.hierarchy.roots.count == 1)
  }

  @Test func depthJumpAttachesToNearestShallowerNode() {
    // §8.4: a grep-filtered dump (037) can skip levels.
    let result = F.parse([
      "[   AF    ! wLU ] h=--- v=--- NSView f=(0,0,480,270) b=(-)",
      "      [   A     ! wLU ] h=--- v=--- NSButton f=(0,0,83,32) b=(-)",
      "  [   A     ! wLU ] h=--- v=--- NSTextField f=(0,0,83,32) b=(-)",
    ])
    #expect(result.hierarchy.depthsInOrder == [0, 1, 1])
    #expect(result.hierarchy.parentPositions == [-1, 0, 0])
  }

  @Test func timeLinesAndLegendLineAreSkipped() {
    // A TIME line under each node, and the legend line after the tree; neither breaks depth.
    let result = F.parse([
      "    [   AF O   LU ] h=-&- v=-&- DVTScrollView 0x7f822c7204b0 f=(0,0,900,1339) b=(-)",
      "      TIME drawRect: min/mean/max 0.00/0.00/0.00 ms",
      "      [   AF O   LU ] h=-&- v=-&- DVTSourceTextView 0x7f822c723f00 f=(0,0,885,1339) b=(-)",
      "        TIME drawRect: min/mean/max 0.00/0.00/0.00 ms",
      "    [   AF O   LU ] h=-&- v=-&- DVTScroller 0x7f822c7261e0 f=(885,0,15,1339) b=(-)",
      "A=autoresizesSubviews, C=canDrawConcurrently, D=needsDisplay, F=flipped, G=gstate, H=hidden (h=by ancestor), L=needsLayout (l=child needsLayout), U=needsUpdateConstraints (u=child needsUpdateConstraints), O=opaque, P=preservesContentDuringLiveResize, S=scaled/rotated, W=wantsLayer (w=ancestor wantsLayer), V=needsVibrancy (v=allowsVibrancy), #=has surface",
    ])
    let tree = result.hierarchy
    #expect(result.lineDispositions == [.node, .log, .node, .log, .node, .legend])
    #expect(tree.classNamesInOrder == ["DVTScrollView", "DVTSourceTextView", "DVTScroller"])
    #expect(tree.depthsInOrder == [0, 1, 0])
    #expect(tree.roots.count == 2)
  }

  @Test func nsLogPrefixOnNodeLines() {
    // 060: NSLog's `Process[pid:tid] ` before every node line; the indentation follows it.
    let result = F.parse([
      "Seohtracker devel[22556:303] [ AF O WLU ] h=-&- v=-&- EHGraph 0x100c51e10 f=(0,0,617,337) b=(-)",
      "Seohtracker devel[22556:303]   [ AF O WLU ] h=-&- v=-&- EHGraph_scroll 0x100c52f20 f=(367,169,250,168) b=(-) => _NSViewBackingLayer(0x101a77500) a={0, 0} p={367, 169} b=(0,0,250,168) superlayer=0x101a756f0 TILED=no TIME drawRect: min/mean/max 0.00/0.00/0.00 ms",
    ])
    let tree = result.hierarchy
    #expect(result.lineDispositions == [.node, .node])
    #expect(tree.classNamesInOrder == ["EHGraph", "EHGraph_scroll"])
    #expect(tree.addressesInOrder == ["0x100c51e10", "0x100c52f20"])
    #expect(tree.depthsInOrder == [0, 1])
    #expect(tree.node(1).frame == Rect(x: 367, y: 169, width: 250, height: 168))
    // The prefix is envelope, not part of the description; the raw line is kept whole.
    #expect(tree.node(0).descriptionText.hasPrefix("[ AF O WLU ]"))
    #expect(tree.node(0).sourceText.hasPrefix("Seohtracker devel[22556:303] [ AF O WLU ]"))
  }

  @Test func hiddenFlag() {
    let result = F.parse([
      "[   AF    ! wLU ] h=--- v=--- NSView f=(0,0,480,270) b=(-)",
      "  [   A  H  ! wLU ] h=--- v=--- NSButton f=(0,0,83,32) b=(-)",
    ])
    #expect(result.hierarchy.node(0).isHidden == false)
    #expect(result.hierarchy.node(1).isHidden == true)
  }

  @Test func mangledNameDemangles() {
    let result = F.parse([
      "[   AF    ! wLU ] h=--- v=--- NSView f=(0,0,480,270) b=(-)",
      "  [   A     ! wLU ] h=--- v=--- _TtC5MyApp10CustomView 0x600003a0c000 f=(0,0,83,32) b=(-)",
    ])
    #expect(result.hierarchy.node(1).className == "_TtC5MyApp10CustomView")
    #expect(result.hierarchy.node(1).displayName == "MyApp.CustomView")
    #expect(result.hierarchy.node(1).address == "0x600003a0c000")
  }

  /// A row wrapped at a fixed width at its layer (`… b=(-) =>` then `<_NSViewBackingLayer>`,
  /// or `… b=(-)` then `=> <NSTextLayer>`) goes on over the next line: the layer is no row.
  @Test func rowWrappedAtItsLayer() {
    let result = F.parse([
      #"[   AF    ! wLU ] h=--- v=--- NSButton "Push Me" f=(0,0,83,32) b=(-) =>"#,
      "<_NSViewBackingLayer>",
      "  [   A     ! wLU ] h=--- v=--- NSButtonBezelView f=(0,0,83,32) b=(-)",
      "=> <NSTextLayer>",
      "  [   A     ! wLU ] h=--- v=--- NSTextField f=(0,0,83,21) b=(-) => <NSTextLayer>",
    ])
    #expect(result.lineDispositions == [.node, .continuation, .node, .continuation, .node])
    let tree = result.hierarchy
    #expect(tree.classNamesInOrder == ["NSButton", "NSButtonBezelView", "NSTextField"])
    #expect(tree.depthsInOrder == [0, 1, 1])
    #expect(tree.node(0).frame == Rect(x: 0, y: 0, width: 83, height: 32))
    #expect(tree.node(0).value(of: "layer") == "<_NSViewBackingLayer>")
    #expect(tree.node(1).value(of: "layer") == "<NSTextLayer>")
  }

  @Test func roundTrip() {
    F.expectRoundTrip([
      "    [   AF    ! wLU ] h=--- v=--- NSView 0x7f822c700a10 f=(0,0,480,270) b=(-)",
      "      TIME drawRect: min/mean/max 0.00/0.00/0.00 ms",
      #"      [   A     ! wLU ] h=--- v=--- NSButton "Push Me" f=(10,10,83,32) b=(-) => <_NSViewBackingLayer>"#,
      "        [   A  H  ! wLU ] h=--- v=--- NSButtonBezelView f=(0,0,83,32) b=(0,637,-,-)",
      "      [   AF O P LU ] h=-&- v=-&- _TtC5MyApp10CustomView 0x600003a0c000 f=(0,40,200,21) b=(-)",
      "Seohtracker devel[22556:303]       [ AF O WLU ] h=-&- v=-&- EHGraph_scroll 0x100c52f20 f=(367,169,250,168) b=(-) => _NSViewBackingLayer(0x101a77500) a={0, 0} p={367, 169} b=(0,0,250,168) superlayer=0x101a756f0 TILED=no",
    ])
  }
}
