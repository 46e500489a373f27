import Outline
import ViewTree

/// The viewer as a value: the outline of a parsed dump, the focused row, the scroll position,
/// the screen size and what is typed or shown. Keys become `ViewerAction`s, `perform(_:)`
/// applies one, and `ViewerRenderer` draws the result; nothing here touches a terminal.
///
/// Every action costs O(log n + rows changed) or one O(n) pass of the outline engine (expand
/// all, a level, a filter), plus O(depth) to keep the focused node; search scans from the focus.
public struct ViewerState {
  public let hierarchy: Hierarchy
  public internal(set) var outline: Outline<NodeIndex>
  /// The focused row; 0 when there are no rows.
  public internal(set) var focusRow = 0
  /// The first row on screen.
  public internal(set) var topRow = 0
  public internal(set) var width: Int
  public internal(set) var height: Int
  public internal(set) var mode: ViewerMode = .normal
  public internal(set) var showsDetails = false
  /// The last search, kept for `n` and `N`.
  public internal(set) var search: NodeSearch?
  /// The selector of the current filter, as typed.
  public internal(set) var filterText: String?
  /// Whether anything was ever marked: rows then show a mark column.
  public internal(set) var hasMarks = false
  /// A one-line note for the status line (a result, an error), cleared by the next key.
  public var message: String?
  /// A search or filter that the key which started it left for later turns of the loop.
  var pendingWork: ViewerPendingWork?
  /// The nodes a search tests per turn of the loop: at most a few milliseconds' work on a
  /// recursiveDescription dump (see `vtree-bench view`).
  var searchSliceSize = 8_192
  /// Dumps of this many nodes or more are matched against a filter on another thread; smaller
  /// ones take a few milliseconds, done on the spot.
  var backgroundFilterSize = 100_000

  /// How the outline starts out.
  public enum InitialExpansion: Hashable, Sendable {
    /// Every level that fits the screen at once.
    case fittingScreen
    case all
    /// Levels 0 through the given one.
    case level(Int)
  }

  /// A viewer of `hierarchy` on a `width` × `height` screen.
  /// - Complexity: O(n): building the outline, and counting nodes per level to fit the screen.
  public init(
    _ hierarchy: Hierarchy, width: Int, height: Int, expansion: InitialExpansion = .fittingScreen
  ) {
    self.hierarchy = hierarchy
    self.width = max(1, width)
    self.height = max(1, height)
    let tree = OutlineTree(hierarchy)
    let level: Int
    switch expansion {
    case .all: level = Int.max
    case .level(let value): level = value
    case .fittingScreen:
      level = Self.fittingLevel(
        hierarchy, rows: Self.treeHeight(height: self.height, details: false))
    }
    outline = Outline(tree, expandedToLevel: level)
  }

  /// The deepest level whose nodes, with all shallower ones, fit in `rows`; at least 1, so a
  /// single root opens on its children.
  /// - Complexity: O(n).
  static func fittingLevel(_ hierarchy: Hierarchy, rows: Int) -> Int {
    var perLevel = [Int](repeating: 0, count: max(0, hierarchy.maxDepth + 1))
    hierarchy.forEachNode { _, depth in perLevel[depth] += 1 }
    var total = 0
    var fitting = 0
    for (level, count) in perLevel.enumerated() {
      total += count
      guard total <= rows else { break }
      fitting = level
    }
    return max(1, fitting)
  }

  /// Whether a search or filter is under way: the session then sends
  /// `.continuePendingWork` each turn of its loop.
  public var hasPendingWork: Bool { pendingWork != nil }

  /// A prompt is open on the status line.
  public var isPrompting: Bool {
    if case .prompt = mode { return true }
    return false
  }

  /// How long the loop may wait for a key before the next `.continuePendingWork`: none
  /// between the slices of a search; a short poll while a filter is matched on another thread,
  /// which is simpler than waking the loop and delays the result by at most that much.
  public var pendingWorkPollMilliseconds: Int? {
    switch pendingWork {
    case nil: return nil
    case .search: return 0
    case .filter: return 10
    }
  }

  // MARK: Layout

  /// Screen lines for the tree: all but the status line and, when shown, the details pane.
  public var treeHeight: Int { Self.treeHeight(height: height, details: showsDetails) }

  /// Screen lines for the details pane, its title line included; 0 when hidden.
  public var detailsHeight: Int { showsDetails ? height - 1 - treeHeight : 0 }

  static func treeHeight(height: Int, details: Bool) -> Int {
    let available = max(0, height - 1)
    return details ? max(1, available - available * 2 / 5) : available
  }

  // MARK: Focus

  /// The focused node, nil when no row is shown.
  public var focusedNode: NodeID? {
    outline.rowCount == 0 ? nil : outline.node(atRow: focusRow)
  }

  /// The hierarchy index of the focused node.
  public var focusedIndex: NodeIndex? {
    focusedNode.map { outline.tree[$0] }
  }

  /// Focuses `row`, clamped to the rows, and scrolls the least that shows it.
  mutating func focus(row: Int) {
    focusRow = min(max(0, row), max(0, outline.rowCount - 1))
    scrollToFocus()
  }

  /// Focuses `node`'s row, or the row of its nearest shown ancestor when it is hidden.
  mutating func focus(node: NodeID) {
    if let row = outline.row(of: node) {
      focus(row: row)
      return
    }
    for ancestor in outline.tree.ancestors(of: node) {
      if let row = outline.row(of: ancestor) {
        focus(row: row)
        return
      }
    }
    focus(row: 0)
  }

  /// Keeps the focused row on screen and the screen filled: the top row moves the least that
  /// shows the focus, and never leaves blank lines below the last row.
  mutating func scrollToFocus() {
    let visible = max(1, treeHeight)
    if focusRow < topRow { topRow = focusRow }
    if focusRow >= topRow + visible { topRow = focusRow - visible + 1 }
    topRow = max(0, min(topRow, outline.rowCount - visible))
  }

  /// A click on screen line `line` (tree rows start at line 0): focuses the row there, and
  /// toggles it when the click is on its `▸`/`▾` or the row was already focused. Clicks below
  /// the rows (the details pane, the status line) do nothing.
  /// - Complexity: O(depth), plus the toggle's.
  mutating func click(line: Int, column: Int) {
    guard line >= 0, line < treeHeight, topRow + line < outline.rowCount else { return }
    let row = topRow + line
    let node = outline.node(atRow: row)
    let disclosure = RowLayout.disclosureColumn(
      of: node, in: outline, width: width, hasMarks: hasMarks)
    let onDisclosure = column >= disclosure && column < disclosure + 2
    let wasFocused = row == focusRow
    focus(row: row)
    if (onDisclosure || wasFocused) && outline.disclosure(of: node) != .none {
      changeOutline { $0.toggle($1) }
    }
  }

  /// Scrolls by `delta` rows and moves the focus by as much, as Ctrl-D and PgDn do in a pager.
  mutating func scroll(by delta: Int) {
    let visible = max(1, treeHeight)
    topRow = max(0, min(topRow + delta, outline.rowCount - visible))
    focus(row: focusRow + delta)
  }

  /// Runs an outline operation on the focused node and keeps that node focused (or its nearest
  /// shown ancestor, when the operation hid it).
  mutating func changeOutline(_ body: (inout Outline<NodeIndex>, NodeID) -> Void) {
    guard let node = focusedNode else { return }
    body(&outline, node)
    focus(node: node)
  }

  mutating func resize(width: Int, height: Int) {
    self.width = max(1, width)
    self.height = max(1, height)
    scrollToFocus()
  }
}
