/// A color as terminals address it.
public enum TerminalColor: Hashable, Sendable {
  /// One of the 16 palette colors: 0–7 normal, 8–15 bright.
  case ansi(UInt8)
  /// One of the 256 indexed colors.
  case indexed(UInt8)
  case rgb(UInt8, UInt8, UInt8)
}
