import Outline
import PCRE2
import ViewTree

extension ViewerState {
  /// Compiles `expression` and looks for the next match after the focused node.
  /// - Complexity: O(`searchSliceSize`) description scans; the rest of the scan, if any, is
  ///   left pending (see `ViewerPendingWork`).
  mutating func startSearch(_ expression: String) {
    cancelPendingWork()
    do {
      search = try NodeSearch(expression, in: hierarchy)
    } catch {
      search = nil
      message = "search: \(error.message)"
      return
    }
    findMatch(backward: false)
  }

  /// Looks for the next (or previous) match of the last search from the focus, wrapping
  /// around; the first slice of the scan runs at once, so a near match is focused by this key.
  mutating func findMatch(backward: Bool) {
    cancelPendingWork()
    guard let search else {
      message = "no search yet: / starts one"
      return
    }
    let origin = focusedNode
    continueSearch(search.scan(after: focusedIndex, backward: backward), origin: origin)
  }

  /// Scans up to `searchSliceSize` more nodes; a match is revealed (its ancestors expanded)
  /// and focused. Under a filter, only nodes of the filtered view count.
  mutating func continueSearch(_ scan: NodeSearch.Scan, origin: NodeID?) {
    guard let search else { return }
    let outline = self.outline
    let step = search.next(scan, limit: searchSliceSize) { index in
      outline.isIncluded(NodeID(index.rawValue))
    }
    pendingWork = nil
    switch step {
    case .pending(let scan):
      pendingWork = .search(scan, origin: origin)
    case .exhausted:
      if let failure = search.failure {
        // As `find` says: not "no match" when the expression could not be run everywhere.
        message = "/\(search.pattern.source)/ could not be run: \(failure)"
      } else {
        message = "no match for /\(search.pattern.source)/"
      }
    case .found(let found):
      let node = NodeID(found.rawValue)
      if origin == node { message = "the only match" }
      self.outline.reveal(node)
      focus(node: node)
    }
  }

  /// Shows the nodes matching `selector` with their ancestors, and focuses the first match at
  /// or after the focused node (wrapping around). A selector that matches nothing changes
  /// nothing. On a dump of `backgroundFilterSize` nodes or more, the matching runs on another
  /// thread and the filter is applied when it is done.
  /// - Complexity: O(n × size of the selector) to match, O(n) to project the outline.
  mutating func startFilter(_ text: String) {
    cancelPendingWork()
    let selector: ViewSelector
    do {
      selector = try ViewSelector(parsing: text)
    } catch {
      message = "filter: column \(error.column): \(error.message)"
      return
    }
    guard hierarchy.count < backgroundFilterSize else {
      pendingWork = .filter(FilterJob(selector, text: text, hierarchy: hierarchy))
      return
    }
    applyFilter(SelectorMatcher(selector, hierarchy: hierarchy), text: text)
  }

  mutating func applyFilter(_ matcher: SelectorMatcher, text: String) {
    if let failure = matcher.regexFailure {
      message = "filter: the regular expression could not be run: \(failure)"
      return
    }
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
    cancelPendingWork()
    guard outline.isFiltered else { return }
    changeOutline { outline, _ in outline.clearFilter() }
    filterText = nil
  }

  /// Runs the next slice of a pending search, or applies a pending filter whose matching is
  /// done.
  mutating func continuePendingWork() {
    switch pendingWork {
    case nil: return
    case .search(let scan, let origin): continueSearch(scan, origin: origin)
    case .filter(let job):
      guard let matcher = job.matcher else { return }
      pendingWork = nil
      applyFilter(matcher, text: job.text)
    }
  }

  /// Esc: stops a pending search or filter, or else removes the filter.
  mutating func cancel() {
    guard let description = pendingWorkDescription else {
      clearFilter()
      return
    }
    cancelPendingWork()
    message = description + " cancelled"
  }

  mutating func cancelPendingWork() {
    if case .filter(let job) = pendingWork { job.cancel() }
    pendingWork = nil
  }

  /// `search /label/` or `filter UISwitch`.
  private var pendingWorkDescription: String? {
    switch pendingWork {
    case nil: return nil
    case .search: return "search /\(search?.pattern.source ?? "")/"
    case .filter(let job): return "filter \(job.text)"
    }
  }

  /// What the status line says while work is pending: `searching /label/… 37%`, `filtering
  /// UISwitch…`.
  public var pendingWorkStatus: String? {
    switch pendingWork {
    case nil: return nil
    case .search(let scan, _):
      return "searching /\(search?.pattern.source ?? "")/… \(Int(scan.fraction * 100))%"
    case .filter(let job): return "filtering \(job.text)…"
    }
  }
}
