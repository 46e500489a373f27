/// A mouse button press or release, or a wheel step, as a terminal reports them once asked to
/// (`TerminalSequences.enableMouse`, the SGR encoding `ESC [ < b ; x ; y M`).
public struct MouseEvent: Hashable, Sendable {
  public enum Button: Hashable, Sendable {
    case left, middle, right, wheelUp, wheelDown
  }

  public var button: Button
  /// Screen row and column, from 0 at the top left.
  public var row: Int
  public var column: Int
  /// A button let go; wheel steps are never released.
  public var isRelease: Bool

  public init(_ button: Button, row: Int, column: Int, isRelease: Bool = false) {
    self.button = button
    self.row = row
    self.column = column
    self.isRelease = isRelease
  }
}
