import Outline
import Testing
import ViewTree

@testable import Viewer

/// Searches and filters that outlast the key that started them: a search runs in slices of
/// `searchSliceSize` nodes, one per `.continuePendingWork`; a filter is matched on another
/// thread (here on any dump, `backgroundFilterSize` 0) and applied by the first
/// `.continuePendingWork` after it is done.
///
/// The fixture in preorder: 0x1 window, 0x2 table, 0x3 cell, 0x4 label 'Wi-Fi', 0x5 switch,
/// 0x6 cell, 0x7 label 'Bluetooth', 0x8 image, 0x9 label 'Off'.
@Suite struct ViewerPendingWorkTests {
  static func state(slice: Int = 2, _ actions: [ViewerAction] = []) -> ViewerState {
    var state = ViewerState(ViewerFixtures.hierarchy(), width: 100, height: 30)
    state.searchSliceSize = slice
    state.backgroundFilterSize = 0
    for action in actions { state.perform(action) }
    return state
  }

  static func focused(_ state: ViewerState) -> String? { ViewerStateTests.focused(state) }

  /// Waits for a pending filter's matching, as the session's loop would by polling.
  static func finishFilter(_ state: inout ViewerState) {
    if case .filter(let job) = state.pendingWork { job.wait() }
    state.perform(.continuePendingWork)
  }

  @Test func aFarMatchIsFoundAfterSeveralSlicesWithProgressMeanwhile() {
    var state = Self.state([.collapseAll, .search("bluetooth")])
    // Nodes 2 and 3 tested (after the focused window), no match yet.
    #expect(state.hasPendingWork)
    #expect(state.pendingWorkPollMilliseconds == 0)
    #expect(state.pendingWorkStatus == "searching /bluetooth/… 22%")
    #expect(Self.focused(state) == "0x1")
    state.perform(.continuePendingWork)
    #expect(state.pendingWorkStatus == "searching /bluetooth/… 44%")
    state.perform(.continuePendingWork)
    #expect(!state.hasPendingWork)
    #expect(Self.focused(state) == "0x7")
    // Revealed: its ancestors opened, the other cell stays collapsed.
    #expect(ViewerStateTests.rows(state).count == 7)
    #expect(state.message == nil)
  }

  @Test func theStatusLineShowsTheProgress() {
    let state = Self.state([.search("bluetooth")])
    let status = ViewerRenderer(hierarchy: state.hierarchy).render(state).lines()[29]
    #expect(status.hasPrefix(" 1/9 · 9 nodes · line 1 "))
    #expect(status.hasSuffix(" searching /bluetooth/… 22%"))
  }

  @Test func aNearMatchIsFoundByTheKeyItself() {
    let state = Self.state([.search("table")])
    #expect(!state.hasPendingWork)
    #expect(Self.focused(state) == "0x2")
  }

  @Test func theScanWrapsAroundTheEnd() {
    var state = Self.state([.moveToBottom, .moveUp, .moveUp, .search("wi-fi")])
    #expect(Self.focused(state) == "0x7")
    // 0x8 and 0x9, then 0x1 and 0x2, then 0x3 and 0x4.
    for _ in 0..<2 {
      #expect(state.hasPendingWork)
      state.perform(.continuePendingWork)
    }
    #expect(!state.hasPendingWork)
    #expect(Self.focused(state) == "0x4")
  }

  @Test func noMatchIsSaidOnceEveryNodeIsTested() {
    var state = Self.state(slice: 4, [.search("nothing")])
    var slices = 1
    while state.hasPendingWork {
      state.perform(.continuePendingWork)
      slices += 1
    }
    #expect(slices == 3)  // 4 + 4 + 1 nodes
    #expect(state.message == "no match for /nothing/")
    #expect(Self.focused(state) == "0x1")
  }

  @Test func theOnlyMatchIsFoundLast() {
    var state = Self.state(slice: 4, [.moveDown, .moveDown, .moveDown, .moveDown])
    state.perform(.search("switch"))
    while state.hasPendingWork { state.perform(.continuePendingWork) }
    #expect(Self.focused(state) == "0x5")
    #expect(state.message == "the only match")
  }

  @Test func nextAndPreviousMatchRunInSlicesToo() {
    var state = Self.state(slice: 20, [.search("uilabel")])
    #expect(Self.focused(state) == "0x4")
    state.searchSliceSize = 1
    state.perform(.previousMatch)  // backward from 0x4: 0x3, 0x2, 0x1, then 0x9
    #expect(state.hasPendingWork)
    while state.hasPendingWork { state.perform(.continuePendingWork) }
    #expect(Self.focused(state) == "0x9")
  }

  @Test func escapeCancelsAPendingSearchAndSaysSo() {
    var state = Self.state([.filter("UILabel")])
    Self.finishFilter(&state)
    state.perform(.search("off"))
    #expect(state.hasPendingWork)
    state.perform(.cancel)
    #expect(!state.hasPendingWork)
    #expect(state.message == "search /off/ cancelled")
    #expect(state.filterText == "UILabel")  // the filter stays: Esc stopped the search only
    state.perform(.continuePendingWork)
    #expect(Self.focused(state) == "0x4")
    #expect(state.message == "search /off/ cancelled")
    // With nothing pending, Esc removes the filter as before.
    state.perform(.cancel)
    #expect(state.filterText == nil)
  }

  @Test func keysWorkWhileASearchIsPending() {
    var state = Self.state([.search("bluetooth")])
    state.perform(.moveDown)
    state.perform(.moveDown)
    #expect(Self.focused(state) == "0x3")
    // The key's message cleared nothing: the progress still shows.
    #expect(state.pendingWorkStatus == "searching /bluetooth/… 22%")
    state.perform(.toggleDetails)
    state.perform(.continuePendingWork)
    state.perform(.continuePendingWork)
    #expect(Self.focused(state) == "0x7")
    #expect(state.showsDetails)
  }

  @Test func aNewSearchReplacesThePendingOne() {
    var state = Self.state([.search("bluetooth")])
    state.perform(.search("0x3"))  // the scan starts over, from the focus, and finds it at once
    #expect(!state.hasPendingWork)
    #expect(Self.focused(state) == "0x3")
    state.perform(.continuePendingWork)
    #expect(Self.focused(state) == "0x3")
  }

  @Test func aFilterIsAppliedWhenItsMatchingIsDone() {
    var state = Self.state([.moveDown, .collapseSiblings, .filter("UISwitch")])
    #expect(state.hasPendingWork)
    #expect(state.pendingWorkPollMilliseconds == 10)
    #expect(state.pendingWorkStatus == "filtering UISwitch…")
    #expect(!state.outline.isFiltered)
    Self.finishFilter(&state)
    #expect(!state.hasPendingWork)
    #expect(
      ViewerStateTests.rows(state) == [
        "▾ UIWindow 0x1", "└─ ▾ UITableView 0x2", "   └─ ▾ UITableViewCell 0x3",
        "      └─ UISwitch 0x5",
      ])
    #expect(Self.focused(state) == "0x5")
    #expect(state.message == "1 match")
    // Esc restores the expansion from before the filter.
    state.perform(.cancel)
    #expect(
      ViewerStateTests.rows(state) == ["▾ UIWindow 0x1", "├─ ▸ UITableView 0x2", "└─ UILabel 0x9"])
  }

  @Test func escapeCancelsAPendingFilterAndSaysSo() {
    var state = Self.state([.filter("UISwitch")])
    state.perform(.cancel)
    #expect(!state.hasPendingWork)
    #expect(state.message == "filter UISwitch cancelled")
    state.perform(.continuePendingWork)
    #expect(!state.outline.isFiltered)
    #expect(state.filterText == nil)
  }

  @Test func keysWorkWhileAFilterIsPendingAndTheFocusThenDecides() {
    var state = Self.state([.filter("UILabel")])
    for _ in 0..<5 { state.perform(.moveDown) }
    #expect(Self.focused(state) == "0x6")
    #expect(state.pendingWorkStatus == "filtering UILabel…")
    Self.finishFilter(&state)
    // The first match at or after the focus when the filter is applied.
    #expect(Self.focused(state) == "0x7")
    #expect(state.message == "3 matches")
  }

  @Test func aNewFilterOrSearchReplacesThePendingFilter() {
    var state = Self.state([.filter("UISwitch"), .filter("UIImageView")])
    Self.finishFilter(&state)
    #expect(Self.focused(state) == "0x8")
    #expect(state.filterText == "UIImageView")
    state.perform(.filter("UISwitch"))
    state.perform(.search("wi-fi"))
    while state.hasPendingWork { state.perform(.continuePendingWork) }
    #expect(state.filterText == "UIImageView")
    #expect(Self.focused(state) == "0x8")  // Wi-Fi is not in the filtered view
    #expect(state.message == "no match for /wi-fi/")
  }

  @Test func aFilterWithoutMatchesChangesNothing() {
    var state = Self.state([.moveDown, .filter("UIButton")])
    Self.finishFilter(&state)
    #expect(state.message == "filter: no node matches UIButton")
    #expect(!state.outline.isFiltered)
    #expect(Self.focused(state) == "0x2")
  }
}
