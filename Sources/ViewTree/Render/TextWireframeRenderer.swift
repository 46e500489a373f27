import TerminalUI

/// Draws a wireframe with box-drawing characters, scaled to fit `columns` × `rows` cells, for a
/// quick look from the shell:
///
///     ┌UIWindow────────────┐
///     │┌UILabel──────────┐ │
///     ││'Hello'          │ │
///     │└─────────────────┘ │
///     │╎UIButton╌╌╌╎       │
///
/// A cell is taken to be twice as tall as it is wide, so shapes keep their proportions. Each
/// node is a box (a line when it is one cell thin, nothing when it is smaller than a cell) with
/// its class name on its top edge and its text value on the next line, clipped to the box and
/// stopped by the edges of boxes inside it. A box reaching past the canvas (`Wireframe.bounds`,
/// what could be seen) is cut at its edge.
/// Crossing edges join (`┼ ├ ┬`); edges of hidden, alpha-0 and (with a selection) unmatched
/// views are dashed (`╌ ╎`) where no solid edge runs. The output depends only on the
/// wireframe and the size, so it suits golden tests.
public struct TextWireframeRenderer: Sendable {
  public var columns: Int
  public var rows: Int

  public init(columns: Int, rows: Int) {
    self.columns = max(columns, 2)
    self.rows = max(rows, 2)
  }

  /// Points per column at which `bounds` fits (rows are twice as many points).
  public func pointsPerColumn(for bounds: Rect) -> Double {
    let horizontal = bounds.width / Double(columns - 1)
    let vertical = bounds.height / Double(rows - 1) / 2
    let scale = max(horizontal, vertical)
    return scale > 0 && scale.isFinite ? scale : 1
  }

  /// Writes the drawing's lines, without trailing spaces (trailing empty lines left out).
  /// - Complexity: O(items × box perimeter + columns × rows).
  public func write(_ wireframe: Wireframe, to out: inout OutputBuffer) {
    let bounds = wireframe.bounds
    let scale = pointsPerColumn(for: bounds)
    // Cells past the canvas are kept one past each side, so that a box reaching beyond it is
    // drawn up to the canvas's edge with no side there, and one entirely beyond it not at all.
    func column(_ x: Double) -> Int {
      Int(min(Double(columns), max(-1, ((x - bounds.x) / scale).rounded())))
    }
    func row(_ y: Double) -> Int {
      Int(min(Double(rows), max(-1, ((y - bounds.y) / scale / 2).rounded())))
    }
    var grid = CellGrid(columns: columns, rows: rows)
    var boxes: [(item: Wireframe.Item, left: Int, top: Int, right: Int, bottom: Int)] = []
    for item in wireframe.items {
      let frame = item.frame
      let (left, right) = (column(frame.x), column(frame.maxX))
      let (top, bottom) = (row(frame.y), row(frame.maxY))
      guard left != right || top != bottom, left < columns, right >= 0, top < rows, bottom >= 0
      else { continue }
      let isSolid = !item.isInvisible && item.emphasis != .dimmed
      let (first, last) = (max(left, 0), min(right, columns - 1))
      let (highest, lowest) = (max(top, 0), min(bottom, rows - 1))
      if top >= 0 { grid.horizontal(row: top, from: first, to: last, solid: isSolid) }
      if bottom != top && bottom < rows {
        grid.horizontal(row: bottom, from: first, to: last, solid: isSolid)
      }
      if left >= 0 { grid.vertical(column: left, from: highest, to: lowest, solid: isSolid) }
      if right != left && right < columns {
        grid.vertical(column: right, from: highest, to: lowest, solid: isSolid)
      }
      boxes.append((item, left, top, right, bottom))
    }
    // Labels after every edge, in preorder, so a child's name wins over its parent's.
    for box in boxes where box.right - box.left >= 3 && box.bottom > box.top && box.top >= 0 {
      let node = wireframe.hierarchy[box.item.node]
      let name = TerminalSafeText.sanitize(node.displayName)
      let start = max(box.left + 1, 0)
      let width = min(box.right, columns) - start
      guard width >= 2 else { continue }
      grid.write(name, row: box.top, column: start, width: width)
      if let text = node.text, box.bottom - box.top >= 2 {
        grid.write(
          "'" + TerminalSafeText.sanitize(text) + "'", row: box.top + 1, column: start,
          width: width)
      }
    }
    for line in grid.lines() { out.line(line) }
  }
}

/// The character cells of a text wireframe: edge directions per cell, joined into box-drawing
/// characters at the end, and text written over them.
private struct CellGrid {
  let columns: Int
  let rows: Int
  /// Per cell, the directions edges leave it in (up, down, left, right bits), separately for
  /// solid and dashed edges.
  private var solid: [UInt8]
  private var dashed: [UInt8]
  /// Text written over the edges; "" marks the second cell of a wide character.
  private var text: [String?]
  /// Which label wrote each text cell, numbered in writing order.
  private var owner: [Int?]
  private var labelCount = 0

  private static let up: UInt8 = 1, down: UInt8 = 2, left: UInt8 = 4, right: UInt8 = 8

  init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    solid = [UInt8](repeating: 0, count: columns * rows)
    dashed = solid
    text = [String?](repeating: nil, count: columns * rows)
    owner = [Int?](repeating: nil, count: columns * rows)
  }

  mutating func horizontal(row: Int, from start: Int, to end: Int, solid isSolid: Bool) {
    for column in start...end {
      var bits: UInt8 = 0
      if column > start { bits |= Self.left }
      if column < end { bits |= Self.right }
      mark(row * columns + column, bits, isSolid)
    }
  }

  mutating func vertical(column: Int, from start: Int, to end: Int, solid isSolid: Bool) {
    for row in start...end {
      var bits: UInt8 = 0
      if row > start { bits |= Self.up }
      if row < end { bits |= Self.down }
      mark(row * columns + column, bits, isSolid)
    }
  }

  private mutating func mark(_ cell: Int, _ bits: UInt8, _ isSolid: Bool) {
    if isSolid { solid[cell] |= bits } else { dashed[cell] |= bits }
  }

  /// Writes `string` from `column` on, within `width` cells and before the first vertical
  /// edge, ending with `…` when cut. An earlier label it overlaps is cut where the overlap
  /// starts, so no stale tail of a longer name stays visible after a shorter one.
  mutating func write(_ string: String, row: Int, column: Int, width: Int) {
    var width = width
    for offset in 0..<width
    where
      (solid[row * columns + column + offset]
      | dashed[row * columns + column + offset]) & (Self.up | Self.down) != 0
    {
      width = offset
      break
    }
    guard width >= 2 else { return }
    var characters = string.map { ($0, DisplayWidth.of($0)) }.filter { $0.1 > 0 }
    let total = characters.reduce(0) { $0 + $1.1 }
    if total > width {
      var used = 1
      var kept: [(Character, Int)] = []
      for entry in characters {
        guard used + entry.1 <= width else { break }
        kept.append(entry)
        used += entry.1
      }
      characters = kept + [("…", 1)]
    }
    let start = row * columns + column
    let end = start + min(width, characters.reduce(0) { $0 + $1.1 })
    labelCount += 1
    for cell in start..<end {
      guard let earlier = owner[cell] else { continue }
      cut(label: earlier, at: cell, rowEnd: (row + 1) * columns)
    }
    var cell = start
    for (character, cellWidth) in characters {
      text[cell] = String(character)
      owner[cell] = labelCount
      if cellWidth == 2 {
        text[cell + 1] = ""
        owner[cell + 1] = labelCount
      }
      cell += cellWidth
    }
  }

  /// Removes `label`'s cells from `cell` to the end of the row, and ends what is left of it
  /// with `…`.
  private mutating func cut(label: Int, at cell: Int, rowEnd: Int) {
    for later in cell..<rowEnd where owner[later] == label {
      text[later] = nil
      owner[later] = nil
    }
    var last = cell - 1
    while last >= 0 && owner[last] == label && text[last] == "" {
      text[last] = nil
      owner[last] = nil
      last -= 1
    }
    if last >= 0 && owner[last] == label {
      // Keep at least the label's first character before the ellipsis.
      if last > 0 && owner[last - 1] == label { text[last] = "…" } else { text[last] = nil }
    }
  }

  func lines() -> [String] {
    var lines: [String] = []
    for row in 0..<rows {
      var line = ""
      for cell in row * columns..<(row + 1) * columns {
        if let written = text[cell] {
          line += written
        } else {
          line.append(Self.character(solid: solid[cell], dashed: dashed[cell]))
        }
      }
      while line.last == " " { line.removeLast() }
      lines.append(line)
    }
    while lines.last == "" { lines.removeLast() }
    return lines
  }

  private static func character(solid: UInt8, dashed: UInt8) -> Character {
    let bits = solid | dashed
    let isDashed = solid == 0
    switch bits {
    case 0: return " "
    case left, right, left | right: return isDashed ? "╌" : "─"
    case up, down, up | down: return isDashed ? "╎" : "│"
    case down | right: return "┌"
    case down | left: return "┐"
    case up | right: return "└"
    case up | left: return "┘"
    case up | down | right: return "├"
    case up | down | left: return "┤"
    case down | left | right: return "┬"
    case up | left | right: return "┴"
    default: return "┼"
    }
  }
}
