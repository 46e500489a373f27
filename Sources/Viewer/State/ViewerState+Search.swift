import Outline
import PCRE2
import ViewTree

extension ViewerState {
  /// Compiles `expression` and focuses the next match after the focused node.
  /// - Complexity: O(n) description scans at most (see `NodeSearch`).
  mutating func startSearch(_ expression: String) {
    do {
      search = try NodeSearch(expression, in: hierarchy)
    } catch {
      search = nil
      message = "search: \(error.message)"
      return
    }
    findMatch(backward: false)
  }

  /// Focuses the next (or previous) match of the last search, wrapping around, and expands
  /// its ancestors so that it shows. Under a filter, only nodes of the filtered view count.
  mutating func findMatch(backward: Bool) {
    guard let search else {
      message = "no search yet: / starts one"
      return
    }
    let outline = self.outline
    let found = search.next(after: focusedIndex, backward: backward) { index in
      outline.isIncluded(NodeID(index.rawValue))
    }
    guard let found else {
      message = "no match for /\(search.pattern.source)/"
      return
    }
    let node = NodeID(found.rawValue)
    if focusedNode == node { message = "the only match" }
    self.outline.reveal(node)
    focus(node: node)
  }

  /// Shows the nodes matching `selector` with their ancestors, and focuses the first match at
  /// or after the focused node (wrapping around). A selector that matches nothing changes
  /// nothing.
  /// - Complexity: O(n × size of the selector) to match, O(n) to project the outline.
  mutating func applyFilter(_ text: String) {
    let selector: ViewSelector
    do {
      selector = try ViewSelector(parsing: text)
    } catch {
      message = "filter: column \(error.column): \(error.message)"
      return
    }
    let matcher = SelectorMatcher(selector, hierarchy: hierarchy)
    guard matcher.matchCount > 0 else {
      message = "filter: no node matches \(text)"
      return
    }
    let start = focusedIndex?.rawValue ?? 0
    outline.applyFilter { matcher.matches($0) }
    filterText = text
    let count = hierarchy.count
    var index = start
    while !matcher.matches(NodeIndex(index)) { index = (index + 1) % count }
    focus(node: NodeID(index))
    message = "\(matcher.matchCount) match\(matcher.matchCount == 1 ? "" : "es")"
  }

  /// Removes the filter, bringing back the expansion from before it; the focused node stays
  /// focused (or its nearest shown ancestor).
  mutating func clearFilter() {
    guard outline.isFiltered else { return }
    changeOutline { outline, _ in outline.clearFilter() }
    filterText = nil
  }
}
