/// The cells of one frame, drawn by the viewer and turned into bytes by `ScreenDiff`.
///
/// A wide character takes its cell and the next one, whose text is `""`. `write` and `fill` keep
/// such pairs whole: overwriting either half of a wide character blanks the other half.
public struct ScreenBuffer: Equatable, Sendable {
  public let width: Int
  public let height: Int
  private var cells: [Cell]
  private var cursorPosition: Position?

  private struct Position: Equatable, Sendable {
    var row: Int
    var column: Int
  }

  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: .blank, count: self.width * self.height)
  }

  public subscript(row: Int, column: Int) -> Cell {
    get {
      precondition(contains(row: row, column: column), "cell outside the screen")
      return cells[row * width + column]
    }
    set {
      precondition(contains(row: row, column: column), "cell outside the screen")
      cells[row * width + column] = newValue
    }
  }

  /// Where the terminal cursor is shown at the end of the frame; `nil` hides it.
  public var cursor: (row: Int, column: Int)? {
    get { cursorPosition.map { ($0.row, $0.column) } }
    set { cursorPosition = newValue.map { Position(row: $0.row, column: $0.column) } }
  }

  /// Writes `text` from `column`, clipped at `limit` (default: the width), and returns the
  /// column after the last cell written.
  ///
  /// Control characters and other text a terminal would act on are written as visible
  /// stand-ins (see `VisibleText`) in the style with `reverse` flipped, never raw. A wide
  /// character that does not fit before the limit is replaced by a space. Cells left of column
  /// 0 are skipped, so a negative column scrolls text horizontally.
  @discardableResult
  public mutating func write(
    _ text: some StringProtocol, row: Int, column: Int, style: CellStyle = .plain,
    limit: Int? = nil
  ) -> Int {
    let end = min(limit ?? width, width)
    guard row >= 0 && row < height && column < end else { return column }
    var escapedStyle = style
    escapedStyle.reverse.toggle()
    var next = column
    VisibleText.forEachGlyph(in: text) { glyph in
      let glyphStyle = glyph.escaped ? escapedStyle : style
      if next + glyph.width > end {
        if next >= 0 { place(Cell(text: " ", style: glyphStyle), row: row, column: next) }
        next = end
        return false
      }
      if next >= 0 {
        place(Cell(text: glyph.text, style: glyphStyle), row: row, column: next)
        if glyph.width == 2 { place(Cell(text: "", style: glyphStyle), row: row, column: next + 1) }
      } else if next + glyph.width > 0 {
        place(Cell(text: " ", style: glyphStyle), row: row, column: 0)
      }
      next += glyph.width
      return next < end
    }
    return next
  }

  /// Blanks the columns `from..<to` of `row` in `style`.
  public mutating func fill(row: Int, from: Int, to: Int, style: CellStyle) {
    guard row >= 0 && row < height else { return }
    for column in max(0, from)..<max(max(0, from), min(to, width)) {
      place(Cell(text: " ", style: style), row: row, column: column)
    }
  }

  /// Blanks the whole screen and hides the cursor.
  public mutating func clear(style: CellStyle = .plain) {
    cells = Array(repeating: Cell(text: " ", style: style), count: width * height)
    cursorPosition = nil
  }

  /// The text of each row, wide characters once, trailing blanks removed: for golden tests.
  public func lines() -> [String] {
    (0..<height).map { row in
      var line = ""
      for column in 0..<width { line += cells[row * width + column].text }
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  func cells(ofRow row: Int) -> ArraySlice<Cell> {
    cells[(row * width)..<((row + 1) * width)]
  }

  /// Whether `row` holds the same cells in both buffers (of the same width); compares in place,
  /// as this runs for every row of every frame.
  func rowEquals(_ row: Int, in other: ScreenBuffer) -> Bool {
    cells.withUnsafeBufferPointer { mine in
      other.cells.withUnsafeBufferPointer { theirs in
        (row * width..<(row + 1) * width).allSatisfy {
          mine[$0].text == theirs[$0].text && mine[$0].style == theirs[$0].style
        }
      }
    }
  }

  private func contains(row: Int, column: Int) -> Bool {
    row >= 0 && row < height && column >= 0 && column < width
  }

  /// Stores a cell, first blanking the other half of any wide character it overwrites.
  private mutating func place(_ cell: Cell, row: Int, column: Int) {
    let index = row * width + column
    if cells[index].text.isEmpty && column > 0 && cell.text != "" {
      cells[index - 1].text = " "
    }
    if column + 1 < width && cells[index + 1].text.isEmpty {
      cells[index + 1].text = " "
    }
    cells[index] = cell
  }
}
