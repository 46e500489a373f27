/// A key as the viewer sees it, independent of the bytes the terminal sent for it.
public enum Key: Hashable, Sendable {
  /// A printable character, including " ". Control letters are the letter with `.control`:
  /// Ctrl-D is `.character("d")` with `[.control]`.
  case character(Character)
  case enter, tab, backspace, escape
  case up, down, left, right, home, end, pageUp, pageDown
  case delete, insert
  /// F1 is `.function(1)`.
  case function(Int)
  /// A click or wheel step, when the terminal reports the mouse.
  case mouse(MouseEvent)
}
