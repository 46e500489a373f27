import Outline
import TerminalUI
import ViewTree

/// Draws a `ViewerState` into a `ScreenBuffer`: the tree rows on screen, the details pane, the
/// status line, or the help screen. Only the rows on screen are read, so a frame costs
/// O(screen + rows on screen × depth) whatever the size of the dump; node summaries are cached.
public final class ViewerRenderer {
  private let summaries: NodeSummaryCache
  /// Without color (NO_COLOR), bold, dim, underline and reverse still set the parts apart.
  private let usesColor: Bool

  public init(hierarchy: Hierarchy, usesColor: Bool = true) {
    summaries = NodeSummaryCache(hierarchy: hierarchy)
    self.usesColor = usesColor
  }

  static let guideStyle = CellStyle(dim: true)
  static let classStyle = CellStyle(foreground: .ansi(6), bold: true)
  static let matchStyle = CellStyle(foreground: .ansi(6), bold: true, underline: true)
  static let badgeStyle = CellStyle(foreground: .ansi(3))
  static let previewStyle = CellStyle(foreground: .ansi(2))
  static let markStyle = CellStyle(foreground: .ansi(5), bold: true)
  static let labelStyle = CellStyle(dim: true)
  static let barStyle = CellStyle(reverse: true)

  /// - Complexity: O(width × height + rows on screen × depth), plus summarizing rows not drawn
  ///   before (see `NodeSummary`).
  public func render(_ state: ViewerState) -> ScreenBuffer {
    var buffer = ScreenBuffer(width: state.width, height: state.height)
    if state.mode == .help {
      drawHelp(into: &buffer)
      return buffer
    }
    let end = min(state.outline.rowCount, state.topRow + state.treeHeight)
    for row in state.topRow..<max(state.topRow, end) {
      drawRow(row, line: row - state.topRow, state, into: &buffer)
    }
    if state.showsDetails { drawDetails(state, into: &buffer) }
    drawStatus(state, into: &buffer)
    return buffer
  }

  private func drawRow(_ row: Int, line: Int, _ state: ViewerState, into buffer: inout ScreenBuffer)
  {
    let outline = state.outline
    let node = outline.node(atRow: row)
    let isFocused = row == state.focusRow
    func styled(_ style: CellStyle) -> CellStyle {
      var style = colored(style)
      if isFocused { style.reverse = true }
      return style
    }
    if isFocused { buffer.fill(row: line, from: 0, to: buffer.width, style: styled(.plain)) }
    var column = 0
    if state.hasMarks {
      let mark: String
      switch outline.markState(of: node) {
      case .marked: mark = "✓ "
      case .mixed: mark = "~ "
      case .unmarked: mark = "  "
      }
      column = buffer.write(mark, row: line, column: column, style: styled(Self.markStyle))
    }
    let guides = RowLayout.guides(
      of: node, in: outline, maxColumns: RowLayout.maxGuideColumns(width: buffer.width))
    column = buffer.write(guides, row: line, column: column, style: styled(Self.guideStyle))
    switch outline.disclosure(of: node) {
    case .expanded: column = buffer.write("▾ ", row: line, column: column, style: styled(.plain))
    case .collapsed: column = buffer.write("▸ ", row: line, column: column, style: styled(.plain))
    case .none: break
    }
    let summary = summaries.summary(of: outline.tree[node])
    let nameStyle = outline.isMatch(node) ? Self.matchStyle : Self.classStyle
    column = buffer.write(summary.name, row: line, column: column, style: styled(nameStyle))
    if let frame = summary.frame {
      column = buffer.write(" " + frame, row: line, column: column, style: styled(.plain))
    }
    for badge in summary.badges {
      column = buffer.write(" " + badge, row: line, column: column, style: styled(Self.badgeStyle))
    }
    if let preview = summary.preview {
      buffer.write(" " + preview, row: line, column: column, style: styled(Self.previewStyle))
    }
  }

  private func colored(_ style: CellStyle) -> CellStyle {
    guard !usesColor else { return style }
    var style = style
    style.foreground = nil
    style.background = nil
    return style
  }

  private func drawStatus(_ state: ViewerState, into buffer: inout ScreenBuffer) {
    let line = buffer.height - 1
    guard line >= 0 else { return }
    buffer.fill(row: line, from: 0, to: buffer.width, style: Self.barStyle)
    if case .prompt(let prompt) = state.mode {
      // Past the width, the start scrolls off to the left so that the typing stays in view.
      let text = prompt.kind.label + prompt.text
      let start = min(0, buffer.width - 1 - VisibleText.width(of: text))
      let column = buffer.write(text, row: line, column: start, style: Self.barStyle)
      buffer.cursor = (line, min(max(0, column), buffer.width - 1))
      return
    }
    let status = Self.statusText(state)
    // A result or error, else the progress of a pending search or filter.
    let note = state.message ?? state.pendingWorkStatus
    let right = note ?? "? help"
    let rightWidth = VisibleText.width(of: right)
    let left = VisibleText.width(of: status)
    // A message too long to share the line takes it whole: the next key brings the status back.
    guard left + 2 + rightWidth < buffer.width || note == nil else {
      buffer.write(" " + right, row: line, column: 0, style: Self.barStyle)
      return
    }
    buffer.write(status, row: line, column: 0, style: Self.barStyle)
    buffer.write(
      right, row: line, column: max(left + 2, buffer.width - rightWidth - 1),
      style: Self.barStyle)
  }

  /// ` 12/345 · 1,000,000 nodes · line 4321 · filter: UILabel`
  static func statusText(_ state: ViewerState) -> String {
    var text = " \(grouped(state.focusRow + 1))/\(grouped(state.outline.rowCount))"
    let count = state.hierarchy.count
    text += " · \(grouped(count)) node\(count == 1 ? "" : "s")"
    if let index = state.focusedIndex { text += " · line \(state.hierarchy[index].line)" }
    if let filter = state.filterText { text += " · filter: \(filter)" }
    return text
  }

  /// `1234567` → `1,234,567`.
  static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var result = value < 0 ? "-" : ""
    for (position, digit) in digits.enumerated() {
      if position > 0 && (digits.count - position) % 3 == 0 { result += "," }
      result.append(digit)
    }
    return result
  }

  private func drawDetails(_ state: ViewerState, into buffer: inout ScreenBuffer) {
    let first = state.treeHeight
    let last = first + state.detailsHeight - 1
    guard state.detailsHeight > 0 else { return }
    let title = "── details "
    let column = buffer.write(title, row: first, column: 0, style: Self.labelStyle)
    buffer.write(
      String(repeating: "─", count: max(0, buffer.width - column)), row: first, column: column,
      style: Self.labelStyle)
    guard let index = state.focusedIndex else { return }
    let labelWidth = 11
    var line = first + 1
    for (label, value) in NodeDetails.lines(of: state.hierarchy[index]) {
      guard line <= last else { return }
      let (chunks, isCut) = Self.wrap(
        value, width: max(1, buffer.width - labelWidth), maxChunks: last - line + 1)
      for (position, chunk) in chunks.enumerated() {
        if line == last && isCut {
          buffer.write("…", row: line, column: 0, style: Self.labelStyle)
          return
        }
        if position == 0 { buffer.write(label, row: line, column: 0, style: Self.labelStyle) }
        buffer.write(chunk, row: line, column: labelWidth)
        line += 1
      }
    }
  }

  /// Splits `text` into pieces of at most `width` columns as `ScreenBuffer.write` draws them,
  /// stopping after `maxChunks` pieces (`isCut` then says text was left): a raw line can be
  /// megabytes long, and only a pane's worth of it is ever drawn.
  /// - Complexity: O(maxChunks × width).
  static func wrap(_ text: String, width: Int, maxChunks: Int) -> (
    chunks: [String], isCut: Bool
  ) {
    var chunks: [String] = []
    var current = ""
    var used = 0
    for character in text {
      let columns = VisibleText.width(of: String(character))
      if used + columns > width && !current.isEmpty {
        chunks.append(current)
        guard chunks.count < maxChunks else { return (chunks, true) }
        current = ""
        used = 0
      }
      current.append(character)
      used += columns
    }
    chunks.append(current)
    return (chunks, false)
  }

  private func drawHelp(into buffer: inout ScreenBuffer) {
    buffer.write(
      " vtree view: keys", row: 0, column: 0, style: CellStyle(bold: true))
    // No blank line under the title: the whole list then fits a 24-line terminal.
    for (position, entry) in KeyMap.help.enumerated() {
      let line = position + 1
      guard line < buffer.height - 1 else { break }
      buffer.write(entry.keys, row: line, column: 2, style: colored(Self.classStyle))
      buffer.write(entry.action, row: line, column: 18)
    }
    let line = buffer.height - 1
    buffer.fill(row: line, from: 0, to: buffer.width, style: Self.barStyle)
    buffer.write(" press any key to return", row: line, column: 0, style: Self.barStyle)
  }
}
