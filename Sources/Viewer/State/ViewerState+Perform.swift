import Outline
import ViewTree

extension ViewerState {
  /// Applies `action` and returns what the session must do outside the state, if anything.
  /// - Complexity: see `ViewerState`; each case names the outline operation it runs.
  @discardableResult
  public mutating func perform(_ action: ViewerAction) -> ViewerEffect? {
    switch action {
    case .resize, .continuePendingWork: break
    default: message = nil
    }
    switch action {
    case .moveDown: focus(row: focusRow + 1)
    case .moveUp: focus(row: focusRow - 1)
    case .moveToTop: focus(row: 0)
    case .moveToBottom: focus(row: outline.rowCount - 1)
    case .halfPageDown: scroll(by: max(1, treeHeight / 2))
    case .halfPageUp: scroll(by: -max(1, treeHeight / 2))
    case .pageDown: scroll(by: max(1, treeHeight))
    case .pageUp: scroll(by: -max(1, treeHeight))
    case .scroll(let rows): scroll(by: rows)
    case .click(let line, let column): click(line: line, column: column)
    case .collapseOrParent: collapseOrParent()
    case .expandOrFirstChild: expandOrFirstChild()
    case .toggle: changeOutline { $0.toggle($1) }
    case .focusParent: focusParent()
    case .expandAll: changeOutline { outline, _ in outline.expandAll() }
    case .collapseAll: changeOutline { outline, _ in outline.collapseAll() }
    case .expandSubtree: changeOutline { $0.expandSubtree($1) }
    case .collapseSubtree: changeOutline { $0.collapseSubtree($1) }
    case .expandSiblings: changeOutline { $0.expandSiblings(of: $1) }
    case .collapseSiblings: changeOutline { $0.collapseSiblings(of: $1) }
    case .expandToLevel(let level): changeOutline { outline, _ in outline.expand(toLevel: level) }
    case .search(let expression): startSearch(expression)
    case .nextMatch: findMatch(backward: false)
    case .previousMatch: findMatch(backward: true)
    case .filter(let selector): startFilter(selector)
    case .clearFilter: clearFilter()
    case .cancel: cancel()
    case .continuePendingWork: continuePendingWork()
    case .toggleDetails:
      showsDetails.toggle()
      scrollToFocus()
    case .showHelp: mode = .help
    case .closeHelp: mode = .normal
    case .toggleMark:
      hasMarks = true
      changeOutline { $0.toggleMark($1) }
    case .writeMarks(let path): return writeMarks(to: path, replacing: false)
    case .replaceWithMarks(let path): return writeMarks(to: path, replacing: true)
    case .copyPath: return copyPath()
    case .beginPrompt(.writeFile) where !outline.hasMarkedNodes:
      // Asking for a file name first would waste the user's typing.
      message = Self.nothingMarked
    case .beginPrompt(let kind): mode = .prompt(ViewerPrompt(kind))
    case .promptInput(let character): editPrompt { $0.text.append(character) }
    case .promptBackspace:
      guard case .prompt(let prompt) = mode else { break }
      if prompt.text.isEmpty {
        mode = .normal
      } else {
        editPrompt { $0.text.removeLast() }
      }
    case .submitPrompt: return submitPrompt()
    case .cancelPrompt:
      if case .prompt(let prompt) = mode, case .replaceFile(let path) = prompt.kind {
        message = "kept \(path): nothing written"
      }
      mode = .normal
    case .resize(let width, let height): resize(width: width, height: height)
    case .quit: return .quit
    }
    return nil
  }

  private mutating func collapseOrParent() {
    guard let node = focusedNode else { return }
    if outline.isExpanded(node) {
      changeOutline { outline, node in outline.collapse(node) }
    } else {
      focusParent()
    }
  }

  private mutating func expandOrFirstChild() {
    guard let node = focusedNode, outline.isExpandable(node) else { return }
    if outline.isExpanded(node) {
      // An expanded node's first child in the view is the next row.
      focus(row: focusRow + 1)
    } else {
      changeOutline { outline, node in outline.expand(node) }
    }
  }

  private mutating func focusParent() {
    guard let node = focusedNode, let parent = outline.tree.parent(of: node) else { return }
    focus(node: parent)
  }

  private mutating func editPrompt(_ body: (inout ViewerPrompt) -> Void) {
    guard case .prompt(var prompt) = mode else { return }
    body(&prompt)
    mode = .prompt(prompt)
  }

  /// Leaves the prompt and runs what it was for. An empty search repeats the last one; an
  /// empty filter removes the filter.
  private mutating func submitPrompt() -> ViewerEffect? {
    guard case .prompt(let prompt) = mode else { return nil }
    mode = .normal
    switch prompt.kind {
    case .search:
      return perform(prompt.text.isEmpty ? .nextMatch : .search(prompt.text))
    case .filter:
      return perform(prompt.text.isEmpty ? .clearFilter : .filter(prompt.text))
    case .writeFile:
      guard !prompt.text.isEmpty else {
        message = "no file name: nothing written"
        return nil
      }
      return perform(.writeMarks(prompt.text))
    case .replaceFile(let path):
      return perform(.replaceWithMarks(path))
    }
  }
}
