/// Where a node sits, short enough to prefix a grep-like line: its root, then its two nearest
/// ancestors below the root, `UIWindow › … › UITableViewCell › ` (empty for a root).
///
/// ```swift
/// let paths = AbbreviatedPath(tree)
/// for match in SelectorMatcher(selector, hierarchy: tree).allMatches() {
///   print(paths.prefix(to: match) + tree[match].className)
/// }
/// ```
public struct AbbreviatedPath {
  private let hierarchy: Hierarchy
  /// Root indices, ascending: a node's root is the last one at or before it.
  private let roots: [Int]
  /// Class names as printed rather than demangled and shortened.
  public var showsRawNames = false

  /// - Complexity: O(number of roots).
  public init(_ hierarchy: Hierarchy) {
    self.hierarchy = hierarchy
    roots = hierarchy.roots.map(\.rawValue)
  }

  /// The path to `index`, ending with ` › ` unless empty. Names are safe for a terminal.
  /// - Complexity: O(log r) for r roots: only the two nearest ancestors are walked, however
  ///   deep the node.
  public func prefix(to index: NodeIndex) -> String {
    let depth = hierarchy.depth(of: index)
    guard depth > 0 else { return "" }
    var nearest: [String] = []
    var ancestor = hierarchy.parent(of: index)
    while let current = ancestor, nearest.count < 2, hierarchy.depth(of: current) > 0 {
      nearest.insert(name(current), at: 0)
      ancestor = hierarchy.parent(of: current)
    }
    let parts = [name(root(of: index))] + (depth > 3 ? ["…"] : []) + nearest
    return parts.joined(separator: " › ") + " › "
  }

  private func root(of index: NodeIndex) -> NodeIndex {
    var lower = 0
    var upper = roots.count
    // The first root after `index`; the one before it is the node's.
    while lower < upper {
      let middle = (lower + upper) / 2
      if roots[middle] <= index.rawValue { lower = middle + 1 } else { upper = middle }
    }
    return NodeIndex(roots[lower - 1])
  }

  private func name(_ node: NodeIndex) -> String {
    let name =
      showsRawNames
      ? hierarchy[node].className : ClassNameShortener.shorten(hierarchy[node].displayName)
    return TerminalSafeText.sanitize(name)
  }
}
