/// What an action asks of the world outside the state, which the session carries out.
public enum ViewerEffect: Hashable, Sendable {
  case quit
  /// Put the text on the clipboard (OSC 52).
  case copy(String)
  /// Write `text` to the file at `path`; when the file exists, only if `replacing` (the user
  /// said so), else ask first.
  case write(path: String, text: String, nodeCount: Int, replacing: Bool)
}
