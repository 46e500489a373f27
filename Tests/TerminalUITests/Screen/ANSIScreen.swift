@testable import TerminalUI

/// A tiny terminal for tests: applies the sequences `ScreenDiff` may emit (cursor moves, erase
/// display, SGR, cursor visibility, CR, LF, text) to a grid of cells, and fails on anything else.
struct ANSIScreen {
  var cells: [[Cell]]
  var row = 0
  var column = 0
  var style = CellStyle.plain
  var cursorVisible = true
  var unknown: [String] = []

  init(width: Int, height: Int) {
    cells = Array(repeating: Array(repeating: .blank, count: width), count: height)
  }

  /// The screen a terminal shows for `buffer`, cursor included.
  init(showing buffer: ScreenBuffer) {
    self.init(width: buffer.width, height: buffer.height)
    for row in 0..<buffer.height {
      cells[row] = ScreenDiff.displayedRow(buffer, row)
    }
    if let cursor = buffer.cursor { (row, column) = cursor } else { cursorVisible = false }
  }

  var width: Int { cells.first?.count ?? 0 }
  var height: Int { cells.count }

  mutating func apply(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    var characters = Substring(text)
    while let first = characters.first {
      characters.removeFirst()
      switch first {
      case "\u{1B}":
        guard characters.first == "[" else {
          unknown.append("ESC " + String(characters.prefix(1)))
          continue
        }
        characters.removeFirst()
        let parameters = String(characters.prefix { !$0.isLetter })
        characters.removeFirst(parameters.count)
        guard let final = characters.popFirst() else {
          unknown.append("unterminated CSI")
          return
        }
        control(parameters, final)
      case "\r": column = 0
      case "\n": row = min(height - 1, row + 1)
      case "\r\n": (row, column) = (min(height - 1, row + 1), 0)
      default:
        guard first.unicodeScalars.allSatisfy({ !VisibleText.isControl($0) }) else {
          unknown.append("control \(first.unicodeScalars.first!.value)")
          continue
        }
        put(first)
      }
    }
  }

  private mutating func put(_ character: Character) {
    let width = DisplayWidth.of(character)
    guard row < height, column + width <= self.width, width > 0 else {
      unknown.append("text outside the screen at \(row),\(column)")
      return
    }
    clearWide(at: column)
    cells[row][column] = Cell(text: String(character), style: style)
    if width == 2 {
      clearWide(at: column + 1)
      cells[row][column + 1] = Cell(text: "", style: style)
    }
    column += width
  }

  /// Like terminals, overwriting half of a wide character erases the whole character.
  private mutating func clearWide(at column: Int) {
    if cells[row][column].text.isEmpty && column > 0 {
      cells[row][column - 1].text = " "
    }
    if column + 1 < width && cells[row][column + 1].text.isEmpty {
      cells[row][column + 1].text = " "
    }
  }

  private mutating func control(_ parameters: String, _ final: Character) {
    let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false)
      .map { Int($0) }
    let first = numbers.first.flatMap { $0 } ?? 1
    switch (parameters, final) {
    case ("?25", "h"): cursorVisible = true
    case ("?25", "l"): cursorVisible = false
    case ("2", "J"):
      cells = Array(repeating: Array(repeating: .blank, count: width), count: height)
    case (_, "H"):
      row = (numbers.first.flatMap { $0 } ?? 1) - 1
      column = (numbers.count > 1 ? numbers[1] ?? 1 : 1) - 1
    case (_, "C"): column += first
    case (_, "D"): column -= first
    case (_, "m"): applyStyle(numbers.map { $0 ?? 0 })
    default: unknown.append("CSI \(parameters)\(final)")
    }
    if "HCD".contains(final) && (row < 0 || row >= height || column < 0 || column >= width) {
      unknown.append("cursor moved outside the screen to \(row),\(column)")
    }
  }

  private mutating func applyStyle(_ codes: [Int]) {
    var index = 0
    func color() -> TerminalColor? {
      let kind = codes[index + 1]
      if kind == 5 {
        index += 2
        return .indexed(UInt8(codes[index]))
      }
      index += 4
      return .rgb(UInt8(codes[index - 2]), UInt8(codes[index - 1]), UInt8(codes[index]))
    }
    while index < codes.count {
      let code = codes[index]
      switch code {
      case 0: style = .plain
      case 1: style.bold = true
      case 2: style.dim = true
      case 3: style.italic = true
      case 4: style.underline = true
      case 7: style.reverse = true
      case 22: (style.bold, style.dim) = (false, false)
      case 23: style.italic = false
      case 24: style.underline = false
      case 27: style.reverse = false
      case 30...37: style.foreground = .ansi(UInt8(code - 30))
      case 90...97: style.foreground = .ansi(UInt8(code - 90 + 8))
      case 38: style.foreground = color()
      case 39: style.foreground = nil
      case 40...47: style.background = .ansi(UInt8(code - 40))
      case 100...107: style.background = .ansi(UInt8(code - 100 + 8))
      case 48: style.background = color()
      case 49: style.background = nil
      default: unknown.append("SGR \(code)")
      }
      index += 1
    }
  }
}

extension ANSIScreen: Equatable {
  /// Screens are equal when they show the same cells and cursor (its position only if shown).
  static func == (left: ANSIScreen, right: ANSIScreen) -> Bool {
    left.cells == right.cells && left.cursorVisible == right.cursorVisible
      && (!left.cursorVisible || (left.row == right.row && left.column == right.column))
  }
}
