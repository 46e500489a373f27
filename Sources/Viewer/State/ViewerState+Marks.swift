import Outline
import ViewTree

extension ViewerState {
  static let nothingMarked = "nothing marked: x marks the focused subtree"

  /// The marked subtrees as a dump that parses back to them, each written as a tree of its own.
  /// - Complexity: O(n) to collect the marks, plus the size of the output.
  mutating func writeMarks(to path: String, replacing: Bool) -> ViewerEffect? {
    var roots: [NodeIndex] = []
    var end = 0
    for node in outline.markedNodes where node.index >= end {
      let index = outline.tree[node]
      roots.append(index)
      end = hierarchy.subtree(of: index).upperBound
    }
    guard !roots.isEmpty else {
      message = Self.nothingMarked
      return nil
    }
    var out = OutputBuffer()
    DumpWriter().write(hierarchy, subtreesAt: roots, to: &out)
    let nodeCount = roots.reduce(0) { $0 + hierarchy.subtree(of: $1).count }
    return .write(path: path, text: out.text, nodeCount: nodeCount, replacing: replacing)
  }

  /// `UIWindow > UIView > UILabel[address=0x7f…]`: a selector for the focused node, its class
  /// path and address, to paste into `vtree find` or the filter.
  func focusedPath() -> String? {
    focusedIndex.map { ViewSelector.path(to: $0, in: hierarchy) }
  }

  mutating func copyPath() -> ViewerEffect? {
    guard let path = focusedPath() else { return nil }
    message = "copied: \(path)"
    return .copy(path)
  }
}
