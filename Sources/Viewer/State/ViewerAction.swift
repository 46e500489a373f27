/// Everything the viewer can be asked to do; the key map turns keys into these, and tests and
/// benchmarks drive `ViewerState.perform(_:)` with them directly.
public enum ViewerAction: Hashable, Sendable {
  case moveDown, moveUp, moveToTop, moveToBottom
  case halfPageDown, halfPageUp, pageDown, pageUp
  /// Collapses the focused node, or focuses its parent when it is collapsed or a leaf.
  case collapseOrParent
  /// Expands the focused node, or focuses its first child when it is already expanded.
  case expandOrFirstChild
  case toggle
  case focusParent
  case expandAll, collapseAll
  /// The focused node and all of its descendants.
  case expandSubtree, collapseSubtree
  /// The focused node and its siblings.
  case expandSiblings, collapseSiblings
  /// Shows the nodes at levels 0 through the given one (roots are level 0).
  case expandToLevel(Int)
  /// A regular expression over class, text and address; focuses the next match, or leaves the
  /// search pending when it is not among the first nodes tested.
  case search(String)
  case nextMatch, previousMatch
  /// A selector (`vtree find` syntax): shows the matches and their ancestors, at once or, on
  /// a big dump, once matched on another thread.
  case filter(String)
  /// Removes the filter, restoring the expansion from before it.
  case clearFilter
  /// Esc: stops a pending search or filter, or else removes the filter.
  case cancel
  /// Carries on a search or filter that an earlier action left pending (see
  /// `ViewerState.hasPendingWork`): the next slice of a search, or applying a filter whose
  /// matching is done. Keeps the status line's message.
  case continuePendingWork
  /// A click at a screen position: on a tree row it focuses the row, and on the row's `▸`/`▾`
  /// or on the row already focused it also toggles it.
  case click(row: Int, column: Int)
  /// Moves the view (and the focus with it) by this many rows: a wheel step.
  case scroll(Int)
  case toggleDetails
  case showHelp, closeHelp
  /// Marks or unmarks the focused node's subtree.
  case toggleMark
  /// Writes the marked subtrees, as a dump, to the file at the given path (asking before
  /// replacing a file).
  case writeMarks(String)
  /// The same, replacing the file.
  case replaceWithMarks(String)
  /// Copies the focused node's ancestor path and address.
  case copyPath
  case beginPrompt(ViewerPrompt.Kind)
  case promptInput(Character)
  case promptBackspace
  case submitPrompt
  case cancelPrompt
  case resize(width: Int, height: Int)
  case quit
}
