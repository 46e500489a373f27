import Outline
import Testing
import ViewTree

@testable import Viewer

/// Action tables: from a known state, an action sequence gives a focused node and visible rows.
@Suite struct ViewerStateTests {
  /// The visible rows as `Outline.textDump` draws them, labelled `Class 0xaddress`.
  static func rows(_ state: ViewerState) -> [String] {
    let hierarchy = state.hierarchy
    return state.outline.textDump { "\(hierarchy[$0].className) \(hierarchy[$0].address ?? "")" }
      .split(separator: "\n").map(String.init)
  }

  static func focused(_ state: ViewerState) -> String? {
    state.focusedIndex.flatMap { state.hierarchy[$0].address }
  }

  static func state(height: Int = 30, _ actions: [ViewerAction] = []) -> ViewerState {
    var state = ViewerState(ViewerFixtures.hierarchy(), width: 100, height: height)
    for action in actions { state.perform(action) }
    return state
  }

  @Test func opensExpandedToTheDeepestLevelThatFits() {
    #expect(Self.rows(Self.state(height: 30)).count == 9)
    // 4 tree lines: levels 0 and 1 (3 nodes) fit, level 2 (5 nodes) does not.
    #expect(
      Self.rows(Self.state(height: 5)) == [
        "▾ UIWindow 0x1", "├─ ▸ UITableView 0x2", "└─ UILabel 0x9",
      ])
    let all = ViewerState(ViewerFixtures.hierarchy(), width: 80, height: 5, expansion: .all)
    #expect(Self.rows(all).count == 9)
    let roots = ViewerState(ViewerFixtures.hierarchy(), width: 80, height: 30, expansion: .level(0))
    #expect(Self.rows(roots) == ["▸ UIWindow 0x1"])
  }

  /// (actions from the fully expanded fixture, focused address, visible row count)
  static let table: [([ViewerAction], String, Int)] = [
    ([], "0x1", 9),
    ([.moveDown, .moveDown], "0x3", 9),
    ([.moveUp], "0x1", 9),
    ([.moveToBottom], "0x9", 9),
    ([.moveToBottom, .moveDown], "0x9", 9),
    ([.moveToBottom, .moveToTop], "0x1", 9),
    ([.moveDown, .moveDown, .collapseOrParent], "0x3", 7),
    ([.moveDown, .moveDown, .collapseOrParent, .collapseOrParent], "0x2", 7),
    ([.moveDown, .moveDown, .moveDown, .collapseOrParent], "0x3", 9),
    ([.moveDown, .moveDown, .collapseOrParent, .expandOrFirstChild], "0x3", 9),
    ([.moveDown, .moveDown, .expandOrFirstChild], "0x4", 9),
    ([.moveDown, .moveDown, .moveDown, .expandOrFirstChild], "0x4", 9),
    ([.moveDown, .toggle], "0x2", 3),
    ([.moveDown, .toggle, .toggle], "0x2", 9),
    ([.moveDown, .moveDown, .moveDown, .collapseAll], "0x1", 1),
    ([.moveDown, .moveDown, .moveDown, .collapseAll, .expandAll], "0x1", 9),
    ([.collapseAll, .expandAll, .moveToBottom], "0x9", 9),
    ([.moveDown, .moveDown, .moveDown, .expandToLevel(1)], "0x2", 3),
    ([.expandToLevel(2)], "0x1", 5),
    ([.moveDown, .collapseSubtree], "0x2", 3),
    ([.moveDown, .collapseSubtree, .expandOrFirstChild], "0x2", 5),
    ([.moveDown, .collapseSubtree, .expandSubtree], "0x2", 9),
    ([.moveDown, .moveDown, .collapseSiblings], "0x3", 5),
    ([.moveDown, .moveDown, .collapseSiblings, .expandSiblings], "0x3", 9),
    ([.moveDown, .moveDown, .moveDown, .focusParent], "0x3", 9),
    ([.focusParent], "0x1", 9),
    ([.moveDown, .moveDown, .moveDown, .moveDown, .collapseOrParent], "0x3", 9),
    // Clicks: on a row's name it focuses, on its ▾ (two columns) or again it toggles too.
    ([.click(row: 2, column: 20)], "0x3", 9),
    ([.click(row: 2, column: 6)], "0x3", 7),
    ([.click(row: 2, column: 7)], "0x3", 7),
    ([.click(row: 2, column: 8)], "0x3", 9),
    ([.click(row: 2, column: 20), .click(row: 2, column: 20)], "0x3", 7),
    ([.click(row: 1, column: 3)], "0x2", 3),
    ([.click(row: 3, column: 9), .click(row: 3, column: 9)], "0x4", 9),
    ([.click(row: 20, column: 0)], "0x1", 9),
    ([.click(row: -1, column: 0)], "0x1", 9),
    // With marks shown, the ▾ moves two columns right.
    ([.toggleMark, .click(row: 1, column: 3)], "0x2", 9),
    ([.toggleMark, .click(row: 1, column: 5)], "0x2", 3),
    ([.scroll(3)], "0x4", 9),
    ([.moveToBottom, .scroll(-3)], "0x6", 9),
  ]

  @Test(arguments: 0..<table.count) func actionTable(_ entry: Int) {
    let (actions, focus, rows) = Self.table[entry]
    let state = Self.state(actions)
    #expect(Self.focused(state) == focus, "\(actions)")
    #expect(Self.rows(state).count == rows, "\(actions)")
    state.outline._checkInvariants()
  }

  @Test func clicksCountFromTheTopRowOnScreen() {
    // 4 tree lines; after a page down, screen line 0 is row 4.
    var state = Self.state(height: 5, [.expandAll, .pageDown])
    #expect(state.topRow == 4)
    state.perform(.click(row: 1, column: 20))
    #expect(Self.focused(state) == "0x6")
    // The status line and anything below the tree lines are not rows.
    state.perform(.click(row: 4, column: 0))
    #expect(Self.focused(state) == "0x6")
  }

  @Test func collapsingAllKeepsTheFocusOnTheTopLevelAncestor() {
    let state = Self.state([.moveToBottom, .moveUp, .collapseAll])
    #expect(Self.rows(state) == ["▸ UIWindow 0x1"])
    #expect(state.focusRow == 0)
  }

  @Test func pagesMoveTheFocusAndTheScreenTogether() {
    // 4 tree lines, 9 rows.
    var state = Self.state(height: 5, [.expandAll])
    state.perform(.pageDown)
    #expect(state.focusRow == 4)
    #expect(state.topRow == 4)
    state.perform(.halfPageDown)
    #expect(state.focusRow == 6)
    #expect(state.topRow == 5)  // never past the last full screen
    state.perform(.pageUp)
    #expect(state.focusRow == 2)
    #expect(state.topRow == 1)
    state.perform(.halfPageUp)
    #expect((state.focusRow, state.topRow) == (0, 0))
    state.perform(.moveToBottom)
    #expect((state.focusRow, state.topRow) == (8, 5))
  }

  @Test func searchIsSmartCaseAndWrapsAround() {
    var state = Self.state([.search("bluetooth")])
    #expect(Self.focused(state) == "0x7")
    state.perform(.search("UIL"))
    #expect(Self.focused(state) == "0x9")
    state.perform(.nextMatch)
    #expect(Self.focused(state) == "0x4")  // wrapped
    state.perform(.previousMatch)
    #expect(Self.focused(state) == "0x9")
    state.perform(.search("uil"))  // lowercase: ignores case
    #expect(Self.focused(state) == "0x4")
    state.perform(.search("BLUETOOTH"))  // uppercase: exact case
    #expect(Self.focused(state) == "0x4")
    #expect(state.message == "no match for /BLUETOOTH/")
    state.perform(.search("0x[56]"))
    #expect(Self.focused(state) == "0x5")
  }

  @Test func searchRevealsAHiddenMatch() {
    let state = Self.state([.collapseAll, .search("wi-fi")])
    #expect(Self.focused(state) == "0x4")
    // Its ancestors open; the other cell stays collapsed.
    #expect(Self.rows(state).count == 7)
  }

  @Test func aBadRegexIsReportedAndChangesNothing() {
    let state = Self.state([.moveDown, .search("(")])
    #expect(Self.focused(state) == "0x2")
    #expect(state.message?.hasPrefix("search: ") == true)
  }

  @Test func filterShowsMatchesWithAncestorsAndEscapeRestoresTheExpansion() {
    var state = Self.state([.moveDown, .collapseSiblings, .filter("UISwitch")])
    #expect(
      Self.rows(state) == [
        "▾ UIWindow 0x1", "└─ ▾ UITableView 0x2", "   └─ ▾ UITableViewCell 0x3",
        "      └─ UISwitch 0x5",
      ])
    #expect(Self.focused(state) == "0x5")
    #expect(state.filterText == "UISwitch")
    state.perform(.clearFilter)
    #expect(Self.rows(state) == ["▾ UIWindow 0x1", "├─ ▸ UITableView 0x2", "└─ UILabel 0x9"])
    #expect(Self.focused(state) == "0x2")
    #expect(state.filterText == nil)
  }

  @Test func searchUnderAFilterStaysInTheFilteredView() {
    var state = Self.state([.filter("UITableViewCell"), .search("label")])
    // The labels are inside cells but not part of the view (no descendants): nothing found.
    #expect(state.message == "no match for /label/")
    state.perform(.search("cell"))
    #expect(Self.focused(state) == "0x6")
  }

  @Test func badOrEmptyFiltersChangeNothing() {
    var state = Self.state([.filter("UITableView >")])
    #expect(state.message?.hasPrefix("filter: column") == true)
    #expect(!state.outline.isFiltered)
    state.perform(.filter("UIButton"))
    #expect(state.message == "filter: no node matches UIButton")
    #expect(!state.outline.isFiltered)
  }

  @Test func marksAreWrittenAsADumpThatParsesBack() throws {
    var state = Self.state([.moveDown, .moveDown, .toggleMark, .moveToBottom, .toggleMark])
    #expect(state.outline.markState(of: NodeID(1)) == .mixed)
    let effect = state.perform(.writeMarks("out.txt"))
    guard case .write(let path, let text, let count, let replacing) = effect else {
      Issue.record("no write effect: \(String(describing: effect))")
      return
    }
    #expect(path == "out.txt")
    #expect(!replacing)
    #expect(count == 4)
    let reparsed = DumpParser().parse(text).hierarchy
    #expect(reparsed.roots.map { reparsed[$0].address } == ["0x3", "0x9"])
    #expect(reparsed.count == 4)
    #expect(reparsed[NodeIndex(1)].text == "Wi-Fi")
  }

  @Test func replacingAFileIsAskedThenWrittenOrKept() {
    var state = Self.state([.moveDown, .toggleMark, .beginPrompt(.replaceFile("out.txt"))])
    guard case .write(_, _, _, let replacing) = state.perform(.submitPrompt) else {
      Issue.record("y did not write")
      return
    }
    #expect(replacing)
    #expect(state.mode == .normal)
    state.perform(.beginPrompt(.replaceFile("out.txt")))
    #expect(state.perform(.cancelPrompt) == nil)
    #expect(state.mode == .normal)
    #expect(state.message == "kept out.txt: nothing written")
  }

  @Test func writingWithNothingMarkedSaysSo() {
    var state = Self.state()
    #expect(state.perform(.writeMarks("out.txt")) == nil)
    #expect(state.message?.hasPrefix("nothing marked") == true)
  }

  /// `w` says there is nothing to write before asking for a file name, not after.
  @Test func theWritePromptOpensOnlyWithSomethingMarked() {
    var state = Self.state()
    state.perform(.beginPrompt(.writeFile))
    #expect(state.mode == .normal)
    #expect(state.message?.hasPrefix("nothing marked") == true)
    state.perform(.toggleMark)
    state.perform(.beginPrompt(.writeFile))
    #expect(state.mode == .prompt(ViewerPrompt(.writeFile)))
    state.perform(.toggleMark)
    state.perform(.cancelPrompt)
    state.perform(.beginPrompt(.writeFile))
    #expect(state.mode == .normal)
  }

  @Test func copiesThePathAndAddress() {
    var state = Self.state([.moveDown, .moveDown, .moveDown])
    #expect(
      state.perform(.copyPath)
        == .copy("UIWindow > UITableView > UITableViewCell > UILabel[address=0x4]"))
  }

  @Test func promptsCollectTextAndRunOnEnter() {
    var state = Self.state([.beginPrompt(.search)])
    for character in "swx" { state.perform(.promptInput(character)) }
    #expect(state.mode == .prompt(ViewerPrompt(.search, text: "swx")))
    state.perform(.promptBackspace)
    state.perform(.promptInput("i"))
    state.perform(.submitPrompt)
    #expect(state.mode == .normal)
    #expect(Self.focused(state) == "0x5")
    state.perform(.beginPrompt(.filter))
    state.perform(.cancelPrompt)
    #expect(state.mode == .normal)
    #expect(!state.outline.isFiltered)
    state.perform(.beginPrompt(.filter))
    state.perform(.promptBackspace)  // on empty text: leaves the prompt
    #expect(state.mode == .normal)
  }

  @Test func quitAndHelp() {
    var state = Self.state([.showHelp])
    #expect(state.mode == .help)
    state.perform(.closeHelp)
    #expect(state.mode == .normal)
    #expect(state.perform(.quit) == .quit)
  }

  @Test func detailsShrinkTheTreeAndKeepTheFocusOnScreen() {
    var state = Self.state(height: 12, [.moveToBottom])
    #expect(state.treeHeight == 11)
    state.perform(.toggleDetails)
    #expect(state.treeHeight == 7)
    #expect(state.detailsHeight == 4)
    #expect(state.focusRow >= state.topRow && state.focusRow < state.topRow + state.treeHeight)
  }

  @Test func resizeKeepsTheFocusOnScreen() {
    var state = Self.state(height: 30, [.moveToBottom])
    state.perform(.resize(width: 40, height: 4))
    #expect((state.width, state.height) == (40, 4))
    #expect(state.topRow == 6)
    #expect(state.focusRow == 8)
  }

  /// A pattern that backtracks without bound on a long text cannot be run there: the search
  /// and the filter say so, as `find` does, rather than "no match".
  @Test func aRegexThatCannotBeRunIsReportedNotNoMatch() {
    let text = """
      <UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>
         | <UILabel: 0x3; frame = (0 0; 10 10); text = '\(String(repeating: "a", count: 40))b'; layer = <CALayer: 0x4>>
      """
    var state = ViewerState(ViewerFixtures.hierarchy(text), width: 100, height: 30)
    state.perform(.search("^(a+)+$"))
    while state.hasPendingWork { state.perform(.continuePendingWork) }
    #expect(state.message?.hasPrefix("/^(a+)+$/ could not be run: ") ?? false)
    state.perform(.filter("[text~=/^(a+)+$/]"))
    while state.hasPendingWork { state.perform(.continuePendingWork) }
    #expect(
      state.message?.hasPrefix("filter: the regular expression could not be run: ") ?? false)
    #expect(!state.outline.isFiltered)
  }
}
