/// The bytes that turn a terminal showing one frame into the next: only the cells that changed,
/// with the shortest cursor moves and style changes found.
///
/// Frames are assumed to start with the cursor position unknown and the default style, and end
/// with the default style again, so the terminal state between frames is known without keeping
/// it. Cells that cannot be drawn as stored (control characters, several clusters, a wide
/// character without its right half or cut by the right edge) are drawn as blanks.
public enum ScreenDiff {
  /// With no previous frame, or one of another size, the screen is cleared and fully repainted.
  public static func ansi(from previous: ScreenBuffer?, to next: ScreenBuffer) -> [UInt8] {
    var painter = Painter(width: next.width)
    let shown = previous.flatMap { $0.width == next.width && $0.height == next.height ? $0 : nil }
    if shown == nil {
      painter.append("\u{1B}[0m\u{1B}[H\u{1B}[2J")
      painter.cursor = (0, 0)
    }
    let cursorWasShown = shown?.cursor
    let blankRow = Array(repeating: Cell.blank, count: next.width)
    for row in 0..<next.height {
      if let shown, shown.rowEquals(row, in: next) { continue }
      let cells = displayedRow(next, row)
      let old = shown.map { displayedRow($0, row) } ?? blankRow
      for column in 0..<next.width where !cells[column].text.isEmpty {
        let wide = column + 1 < next.width && cells[column + 1].text.isEmpty
        let changed = cells[column] != old[column] || (wide && cells[column + 1] != old[column + 1])
        guard changed else { continue }
        if painter.output.isEmpty && cursorWasShown != nil {
          painter.append(TerminalSequences.hideCursor)
        }
        painter.draw(cells[column], wide: wide, row: row, column: column, line: cells)
      }
    }
    painter.setStyle(.plain)
    let drew = !painter.output.isEmpty
    if let cursor = next.cursor, next.width > 0, next.height > 0 {
      if drew || cursorWasShown == nil || cursorWasShown! != cursor {
        painter.move(
          row: min(max(cursor.row, 0), next.height - 1),
          column: min(max(cursor.column, 0), next.width - 1), line: nil)
        painter.append(TerminalSequences.showCursor)
      }
    } else if shown == nil || cursorWasShown != nil {
      painter.append(TerminalSequences.hideCursor)
    }
    return painter.output
  }

  /// The cells of a row as they can be drawn.
  static func displayedRow(_ buffer: ScreenBuffer, _ row: Int) -> [Cell] {
    var cells = Array(buffer.cells(ofRow: row))
    var column = 0
    while column < cells.count {
      let cell = cells[column]
      let width = drawableWidth(cell.text)
      if width == 2 && column + 1 < cells.count && cells[column + 1].text.isEmpty {
        cells[column + 1].style = cell.style
        column += 2
        continue
      }
      if width != 1 { cells[column].text = " " }
      column += 1
    }
    return cells
  }

  /// 1 or 2 for a single visible cluster, otherwise 0.
  private static func drawableWidth(_ text: String) -> Int {
    let utf8 = text.utf8
    if utf8.count == 1 { return utf8.first! >= 0x20 && utf8.first! < 0x7F ? 1 : 0 }
    guard text.count == 1, !text.unicodeScalars.contains(where: VisibleText.isControl) else {
      return 0
    }
    return DisplayWidth.of(text.first!)
  }
}

/// Bytes for one frame, with what is known of the terminal's cursor and style.
private struct Painter {
  let width: Int
  var output: [UInt8] = []
  var cursor: (row: Int, column: Int)?
  var style = CellStyle.plain

  init(width: Int) {
    self.width = width
  }

  mutating func append(_ text: String) {
    output.append(contentsOf: text.utf8)
  }

  mutating func append(_ bytes: [UInt8]) {
    output.append(contentsOf: bytes)
  }

  mutating func draw(_ cell: Cell, wide: Bool, row: Int, column: Int, line: [Cell]) {
    move(row: row, column: column, line: line)
    setStyle(cell.style)
    append(cell.text)
    let end = column + (wide ? 2 : 1)
    // Terminals disagree on the width of emoji sequences, and the cursor may stay in the last
    // column: after those, the next move is absolute.
    let sure =
      end < width && (!wide || cell.text.unicodeScalars.count == 1)
      && !(wide && cell.text.unicodeScalars.first!.properties.isEmojiPresentation)
    cursor = sure ? (row, end) : nil
  }

  /// Moves the cursor by the shortest of: an absolute move, a relative one, a carriage return
  /// and line feeds, or rewriting a few unchanged cells of `line` already in the current style.
  mutating func move(row: Int, column: Int, line: [Cell]?) {
    if let cursor, cursor.row == row, cursor.column == column { return }
    var best = "\u{1B}[\(row + 1);\(column + 1)H"
    if row == 0 && column == 0 { best = "\u{1B}[H" }
    func consider(_ candidate: String) {
      if candidate.utf8.count < best.utf8.count { best = candidate }
    }
    if let cursor {
      if cursor.row == row {
        if column > cursor.column {
          consider(forward(column - cursor.column))
          if let line, let text = rewrite(line, from: cursor.column, to: column) { consider(text) }
        } else {
          consider(column == 0 ? "\r" : "\u{1B}[\(cursor.column - column)D")
          if column > 0 { consider("\r" + forward(column)) }
        }
      } else if row > cursor.row && row - cursor.row <= 4 {
        let down = "\r" + String(repeating: "\n", count: row - cursor.row)
        consider(column == 0 ? down : down + forward(column))
      }
    }
    append(best)
    cursor = (row, column)
  }

  mutating func setStyle(_ next: CellStyle) {
    guard next != style else { return }
    let relative = Self.changes(from: style, to: next).map(String.init).joined(separator: ";")
    let reset = (["0"] + Self.changes(from: .plain, to: next).map(String.init))
      .joined(separator: ";")
    append("\u{1B}[" + (relative.utf8.count <= reset.utf8.count ? relative : reset) + "m")
    style = next
  }

  private func forward(_ count: Int) -> String {
    count == 1 ? "\u{1B}[C" : "\u{1B}[\(count)C"
  }

  /// The text of cells `from..<to` when they are single-byte and in the current style.
  private func rewrite(_ line: [Cell], from: Int, to: Int) -> String? {
    guard to - from <= 3 else { return nil }
    var text = ""
    for cell in line[from..<to] {
      guard cell.style == style, cell.text.utf8.count == 1 else { return nil }
      text += cell.text
    }
    return text
  }

  /// SGR parameters that turn `old` into `new`.
  private static func changes(from old: CellStyle, to new: CellStyle) -> [Int] {
    var codes: [Int] = []
    if (old.bold && !new.bold) || (old.dim && !new.dim) {
      codes.append(22)
      if new.bold { codes.append(1) }
      if new.dim { codes.append(2) }
    } else {
      if new.bold && !old.bold { codes.append(1) }
      if new.dim && !old.dim { codes.append(2) }
    }
    if new.italic != old.italic { codes.append(new.italic ? 3 : 23) }
    if new.underline != old.underline { codes.append(new.underline ? 4 : 24) }
    if new.reverse != old.reverse { codes.append(new.reverse ? 7 : 27) }
    if new.foreground != old.foreground { codes += color(new.foreground, base: 30) }
    if new.background != old.background { codes += color(new.background, base: 40) }
    return codes
  }

  /// `base` is 30 for the foreground and 40 for the background.
  private static func color(_ color: TerminalColor?, base: Int) -> [Int] {
    switch color {
    case nil: return [base + 9]
    case .ansi(let index) where index < 8: return [base + Int(index)]
    case .ansi(let index) where index < 16: return [base + 60 + Int(index) - 8]
    case .ansi(let index), .indexed(let index): return [base + 8, 5, Int(index)]
    case .rgb(let red, let green, let blue): return [base + 8, 2, Int(red), Int(green), Int(blue)]
    }
  }
}
