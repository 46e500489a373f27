/// Escape sequences the terminal layer sends (xterm and compatible terminals).
public enum TerminalSequences {
  public static let enterAlternateScreen = bytes("\u{1B}[?1049h")
  public static let leaveAlternateScreen = bytes("\u{1B}[?1049l")
  public static let hideCursor = bytes("\u{1B}[?25l")
  public static let showCursor = bytes("\u{1B}[?25h")
  /// Without automatic wrapping, a character in the last column never scrolls the screen.
  public static let disableLineWrap = bytes("\u{1B}[?7l")
  public static let enableLineWrap = bytes("\u{1B}[?7h")
  /// Button presses, releases and wheel steps reported as `ESC [ < b ; x ; y M` (modes 1000
  /// and 1006); the terminal's own text selection then needs Shift (or Option) held.
  public static let enableMouse = bytes("\u{1B}[?1000h\u{1B}[?1006h")
  public static let disableMouse = bytes("\u{1B}[?1006l\u{1B}[?1000l")
  public static let resetStyle = bytes("\u{1B}[0m")
  public static let clearScreen = bytes("\u{1B}[H\u{1B}[2J")

  /// OSC 52: asks the terminal to put `text` on the system clipboard (terminals may refuse).
  public static func copyToClipboard(_ text: String) -> [UInt8] {
    bytes("\u{1B}]52;c;") + Base64.encode(Array(text.utf8)) + [0x07]
  }

  private static func bytes(_ text: String) -> [UInt8] {
    Array(text.utf8)
  }
}
