/// Colors and attributes of a cell; `nil` colors are the terminal's defaults.
public struct CellStyle: Hashable, Sendable {
  public var foreground: TerminalColor?
  public var background: TerminalColor?
  public var bold: Bool
  public var dim: Bool
  public var italic: Bool
  public var underline: Bool
  public var reverse: Bool

  public static let plain = CellStyle()

  public init(
    foreground: TerminalColor? = nil, background: TerminalColor? = nil, bold: Bool = false,
    dim: Bool = false, italic: Bool = false, underline: Bool = false, reverse: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.dim = dim
    self.italic = italic
    self.underline = underline
    self.reverse = reverse
  }
}
