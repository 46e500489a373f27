import TerminalUI

/// Which action a key stands for in each mode: the tree (normal), the help screen, and the
/// search, filter and write-file prompts.
public enum KeyMap {
  /// The action for `event` in `mode`, or nil when the key means nothing there.
  public static func action(for event: KeyEvent, in mode: ViewerMode) -> ViewerAction? {
    switch mode {
    case .normal: return normalAction(event)
    case .help: return .closeHelp
    case .prompt(let prompt):
      if case .replaceFile = prompt.kind { return confirmationAction(event) }
      return promptAction(event)
    }
  }

  /// The keys of the tree, as the help screen (`?`) and the README list them.
  public static let help: [(keys: String, action: String)] = [
    ("j k ↓ ↑", "move down, up"),
    ("h ←", "collapse, or go to the parent"),
    ("l →", "expand, or go to the first child"),
    ("space enter", "toggle"),
    ("e E", "expand all, collapse all"),
    ("L H", "expand, collapse the focused subtree"),
    ("c C", "collapse, expand the node and its siblings"),
    ("1 … 9", "show levels 0 through N"),
    ("g G", "top, bottom"),
    ("Ctrl-d Ctrl-u", "half page down, up"),
    ("PgDn PgUp", "page down, up"),
    ("/", "search class, text, address (regex, smart case)"),
    ("n N", "next, previous match"),
    ("f Esc", "filter with a selector; Esc stops it, or removes the filter"),
    ("p", "go to the parent"),
    ("d", "details: properties, frames, path, source line"),
    ("y", "copy the path and address (OSC 52)"),
    ("x", "mark or unmark the subtree"),
    ("w", "write the marked subtrees to a file"),
    ("click wheel", "focus (toggle on ▸ ▾ or a second click), scroll"),
    ("?", "this help"),
    ("q Ctrl-c", "quit"),
  ]

  private static func normalAction(_ event: KeyEvent) -> ViewerAction? {
    if case .mouse(let mouse) = event.key { return mouseAction(mouse) }
    if event.modifiers.contains(.control) {
      switch event.key {
      case .character("d"), .character("D"): return .halfPageDown
      case .character("u"), .character("U"): return .halfPageUp
      case .character("c"), .character("C"): return .quit
      case .character("f"), .character("F"): return .pageDown
      case .character("b"), .character("B"): return .pageUp
      default: return nil
      }
    }
    if event.modifiers.contains(.alt) { return nil }
    switch event.key {
    case .down: return .moveDown
    case .up: return .moveUp
    case .left: return .collapseOrParent
    case .right: return .expandOrFirstChild
    case .enter: return .toggle
    case .home: return .moveToTop
    case .end: return .moveToBottom
    case .pageDown: return .pageDown
    case .pageUp: return .pageUp
    case .escape: return .cancel
    case .character(let character): return characterAction(character)
    default: return nil
    }
  }

  /// Presses and wheel steps act; releases, and the middle and right buttons, do not.
  private static func mouseAction(_ mouse: MouseEvent) -> ViewerAction? {
    guard !mouse.isRelease else { return nil }
    switch mouse.button {
    case .left: return .click(row: mouse.row, column: mouse.column)
    case .wheelUp: return .scroll(-wheelStep)
    case .wheelDown: return .scroll(wheelStep)
    case .middle, .right: return nil
    }
  }

  /// Rows per wheel step, as terminals and pagers scroll.
  static let wheelStep = 3

  private static func characterAction(_ character: Character) -> ViewerAction? {
    switch character {
    case "j": return .moveDown
    case "k": return .moveUp
    case "h": return .collapseOrParent
    case "l": return .expandOrFirstChild
    case " ": return .toggle
    case "e": return .expandAll
    case "E": return .collapseAll
    case "L": return .expandSubtree
    case "H": return .collapseSubtree
    case "c": return .collapseSiblings
    case "C": return .expandSiblings
    case "g": return .moveToTop
    case "G": return .moveToBottom
    case "/": return .beginPrompt(.search)
    case "n": return .nextMatch
    case "N": return .previousMatch
    case "f": return .beginPrompt(.filter)
    case "p": return .focusParent
    case "d": return .toggleDetails
    case "y": return .copyPath
    case "x": return .toggleMark
    case "w": return .beginPrompt(.writeFile)
    case "?": return .showHelp
    case "q": return .quit
    default:
      if let digit = character.wholeNumberValue, (1...9).contains(digit), character.isASCII {
        return .expandToLevel(digit)
      }
      return nil
    }
  }

  /// y or Y answers yes; any other key, no.
  private static func confirmationAction(_ event: KeyEvent) -> ViewerAction {
    guard event.modifiers.isEmpty else { return .cancelPrompt }
    switch event.key {
    case .character("y"), .character("Y"): return .submitPrompt
    default: return .cancelPrompt
    }
  }

  private static func promptAction(_ event: KeyEvent) -> ViewerAction? {
    if event.modifiers.contains(.control) {
      switch event.key {
      case .character("c"), .character("C"), .character("g"), .character("G"):
        return .cancelPrompt
      case .character("h"), .character("H"): return .promptBackspace
      default: return nil
      }
    }
    switch event.key {
    case .enter: return .submitPrompt
    case .escape: return .cancelPrompt
    case .backspace, .delete: return .promptBackspace
    case .character(let character): return .promptInput(character)
    default: return nil
    }
  }
}
