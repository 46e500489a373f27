import Outline
import ViewTree

/// Where the parts of a tree row sit, shared by the renderer that draws rows and the state
/// that maps a click on one back to its parts.
enum RowLayout {
  /// The mark column's width, when any node was ever marked.
  static let markWidth = 2

  /// The guides are cut to fit this many columns, so that deep rows keep their names in view.
  static func maxGuideColumns(width: Int) -> Int { max(6, width / 2) }

  /// `│  ` or blank per ancestor below the top level, then `├─ ` or `└─ `, as
  /// `Outline.textDump` draws them; past `maxColumns`, the outermost levels are cut to `…`.
  /// Every character is one column wide.
  /// - Complexity: O(depth).
  static func guides(of node: NodeID, in outline: Outline<NodeIndex>, maxColumns: Int) -> String {
    let tree = outline.tree
    guard var ancestor = tree.parent(of: node) else { return "" }
    var hasNext: [Bool] = []
    while let up = tree.parent(of: ancestor) {
      hasNext.append(outline.hasNextSibling(ancestor))
      ancestor = up
    }
    var text = ""
    var levels = hasNext.count
    if 3 * levels + 3 > maxColumns {
      levels = max(0, (maxColumns - 5) / 3)
      text = "… "
    }
    for next in hasNext.prefix(levels).reversed() { text += next ? "│  " : "   " }
    return text + (outline.hasNextSibling(node) ? "├─ " : "└─ ")
  }

  /// The column of a row's `▸`/`▾` (two columns with the space after it).
  /// - Complexity: O(depth).
  static func disclosureColumn(
    of node: NodeID, in outline: Outline<NodeIndex>, width: Int, hasMarks: Bool
  ) -> Int {
    (hasMarks ? markWidth : 0)
      + guides(of: node, in: outline, maxColumns: maxGuideColumns(width: width)).count
  }
}
