/// One column of the screen.
public struct Cell: Hashable, Sendable {
  /// One grapheme cluster; `""` is the right half of a wide character, `" "` a blank.
  public var text: String
  public var style: CellStyle

  public static let blank = Cell(text: " ")

  public init(text: String, style: CellStyle = .plain) {
    self.text = text
    self.style = style
  }
}
