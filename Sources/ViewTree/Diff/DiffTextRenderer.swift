/// Renders a diff as the new tree with change markers, one node per line, unchanged runs
/// folded, and a summary line:
///
///     + 2    UITransitionView (0 0; 414 736)
///     > 5      UIView (0 0; 414 736)  ← moved from line 2, under UIWindow (line 1)
///     ~ 7          UIButtonLabel (0.333333 6; 45.6667 18) 'Sign in'
///                    text: 'Button' → 'Sign in'
///     - 8    UIView (0 0; 0 0)
///          … 3 unchanged
///
/// Markers: `+` inserted, `-` deleted (old line numbers, shown where the subtree was), `~`
/// updated, `>` moved; each with the line in its file. Ancestors of changes and `context`
/// rows around each change are shown; other unchanged rows fold into `… N unchanged`.
public struct DiffTextRenderer: Sendable {
  public var style: TextStyle
  /// Unchanged rows shown before and after each change; nil shows every row.
  public var context: Int?
  /// Show class names as printed, without demangling Swift names.
  public var showsRawNames = false

  public init(style: TextStyle = .plain, context: Int? = 3) {
    self.style = style
    self.context = context
  }

  /// Writes one line per shown row, the summary line last (alone when nothing changed).
  /// - Complexity: O(rows + changes × context); only shown rows are formatted.
  public func write(_ diff: HierarchyDiff, to out: inout OutputBuffer) {
    func emit(_ line: String) { out.line(line) }
    guard !diff.changes.isEmpty else {
      emit(diff.summary.line)
      return
    }
    let rows = diff.rows
    let shown = shownRows(rows)
    let lastLine = max(diff.old.lastLine, diff.new.lastLine)
    let gutter = String(lastLine).count
    var nodeText = TextTreeRenderer(style: .plain)
    nodeText.showsAddresses = false
    nodeText.showsRawNames = showsRawNames
    var folded = 0
    var foldedDepth = 0
    func flushFolded() {
      guard folded > 0 else { return }
      let indent = String(repeating: " ", count: gutter + 4 + 2 * foldedDepth)
      emit(indent + style.guide("… \(folded) unchanged"))
      folded = 0
    }
    for (position, row) in rows.enumerated() {
      guard shown[position] else {
        if folded == 0 { foldedDepth = Int(row.depth) }
        folded += 1
        continue
      }
      flushFolded()
      let hierarchy = row.isOld ? diff.old : diff.new
      let node = hierarchy[NodeIndex(Int(row.node))]
      let change = row.change >= 0 ? diff.changes[Int(row.change)] : nil
      let isRoot =
        change.map { (row.isOld ? $0.old : $0.new)?.node.rawValue == Int(row.node) } ?? false
      let marker = change.map { Self.marker($0.operation) } ?? " "
      let line = String(node.line)
      let prefix = String(repeating: " ", count: gutter - line.count) + line + "  "
      let indent = String(repeating: "  ", count: Int(row.depth))
      var text = nodeText.summary(of: node)
      if let change, isRoot, change.operation == .move { text += "  " + origin(of: change, diff) }
      switch change?.operation {
      case .insert?: emit(style.wrap("+ " + prefix + indent + text, "32"))
      case .delete?: emit(style.wrap("- " + prefix + indent + text, "31"))
      case .move?, .update?:
        emit(style.wrap(marker, marker == "~" ? "33" : "36") + " " + prefix + indent + text)
      case nil: emit("  " + prefix + indent + text)
      }
      guard let change, isRoot else { continue }
      let detailIndent = String(repeating: " ", count: gutter + 4) + indent + "    "
      for property in change.properties {
        emit(detailIndent + Self.delta(property))
      }
    }
    flushFolded()
    emit(diff.summary.line)
  }

  static func marker(_ operation: DiffChange.Operation) -> String {
    switch operation {
    case .insert: return "+"
    case .delete: return "-"
    case .move: return ">"
    case .update: return "~"
    }
  }

  /// `key: old → new`, with `(none)` for a side that does not print the key. A value whose
  /// spaces count (AppKit's column-aligned `flags`, `[   AF   ! wLU ]`) or that is empty is
  /// shown in brackets, so that its edges can be seen.
  static func delta(_ property: PropertyChange) -> String {
    let show = { (value: String?) -> String in
      guard let value else { return "(none)" }
      let safe = TerminalSafeText.sanitize(value)
      let hasEdgeSpace = safe.first?.isWhitespace == true || safe.last?.isWhitespace == true
      return safe.isEmpty || hasEdgeSpace ? "[" + safe + "]" : safe
    }
    return TerminalSafeText.sanitize(property.key) + ": " + show(property.old) + " → "
      + show(property.new)
  }

  /// `← moved from line 12, under UIView (line 9)`, or `(reordered)` under the same parent.
  private func origin(of change: DiffChange, _ diff: HierarchyDiff) -> String {
    guard let from = change.old, let to = change.new else { return "" }
    let text = "← moved from line \(from.line)"
    let oldParent = diff.old.parent(of: from.node)
    let newParent = diff.new.parent(of: to.node)
    let partner = oldParent.map { Int(diff.oldToNew[$0.rawValue]) } ?? -1
    if partner == (newParent?.rawValue ?? -1) { return style.guide(text + " (reordered)") }
    guard let oldParent else { return style.guide(text + " (was a root)") }
    let parent = diff.old[oldParent]
    let name = TerminalSafeText.sanitize(showsRawNames ? parent.className : parent.displayName)
    return style.guide(text + ", under \(name) (line \(parent.line))")
  }

  /// Changed rows, their ancestors, and `context` rows on each side of a change.
  private func shownRows(_ rows: [DiffRow]) -> [Bool] {
    guard let context else { return [Bool](repeating: true, count: rows.count) }
    var shown = [Bool](repeating: false, count: rows.count)
    // Separate from `shown`: a context row may be shown while its own ancestors are not yet.
    var ancestorsShown = [Bool](repeating: false, count: rows.count)
    var parents = [Int](repeating: -1, count: rows.count)
    var path: [Int] = []
    for (position, row) in rows.enumerated() {
      let depth = Int(row.depth)
      if path.count > depth { path.removeSubrange(depth...) }
      parents[position] = path.last ?? -1
      path.append(position)
      guard row.change >= 0 else { continue }
      let window = max(0, position - context)...min(rows.count - 1, position + context)
      for index in window { shown[index] = true }
      var ancestor = position
      while ancestor >= 0 && !ancestorsShown[ancestor] {
        shown[ancestor] = true
        ancestorsShown[ancestor] = true
        ancestor = parents[ancestor]
      }
    }
    return shown
  }
}

extension Hierarchy {
  /// The line of the last node, 0 when empty.
  var lastLine: Int { records.last.map { Int($0.line) } ?? 0 }
}
