/// Writes a hierarchy back as canonical text in each node's own format: UIKit's layout for
/// recursiveDescription and _printHierarchy (`   | ` then `|    ` per extra level, `+` for a
/// presented controller), `|   ` per level for _autolayoutTrace, two spaces per level for
/// AppKit, XCUITest's indentation under a ` →` root. Each node's description is written
/// verbatim, after its annotation (`_myButton <UIButton: …>`); envelopes and skipped lines are
/// dropped. Parsing the output gives the same tree.
public struct DumpWriter: Sendable {
  public var maxDepth: Int?
  /// Escape control characters as `TerminalSafeText` does (for a terminal; off by default, so
  /// that a file or pipe gets the dump byte for byte).
  public var escapesControlCharacters = false

  public init(maxDepth: Int? = nil) { self.maxDepth = maxDepth }

  /// - Complexity: O(output size).
  public func write(_ hierarchy: Hierarchy, to out: inout OutputBuffer) {
    write(hierarchy, subtreesAt: hierarchy.roots, to: &out)
  }

  /// Writes the lines of the subtrees rooted at `roots`, each written as a tree of
  /// its own with its root at depth 0: a selection from a dump that parses back to exactly
  /// those subtrees. `roots` must be in preorder, none inside another.
  /// - Complexity: O(output size).
  public func write(
    _ hierarchy: Hierarchy, subtreesAt roots: [NodeIndex], to out: inout OutputBuffer
  ) {
    for root in roots {
      let base = hierarchy.depth(of: root)
      // A controller printed with `+` needs a marker even as a root (`   + <…>`); the rest of
      // its tree then gets one marker more, so that depths still compare.
      let shift = hierarchy[root].isPresentedModally ? 1 : 0
      var index = root.rawValue
      let end = hierarchy.subtree(of: root).upperBound
      while index < end {
        let depth = hierarchy.depth(of: NodeIndex(index)) - base
        if let maxDepth, depth > maxDepth {
          index = hierarchy.subtree(of: NodeIndex(index)).upperBound
          continue
        }
        let node = hierarchy[NodeIndex(index)]
        var line = Self.lead(for: node, depth: depth + shift)
        // What a recursiveDescription category printed before the description (an ivar's
        // name, the owning controller) is part of the row.
        if let annotation = node.annotation { line += annotation + " " }
        line += Self.body(of: node)
        out.line(escapesControlCharacters ? TerminalSafeText.sanitize(line) : line)
        index += 1
      }
    }
  }

  static func lead(for node: Node, depth: Int) -> String {
    switch node.format {
    case .autolayoutTrace: return String(repeating: "|   ", count: depth)
    case .subtreeDescription: return String(repeating: "  ", count: depth)
    case .xcuitest: return depth == 0 ? " \u{2192}" : String(repeating: " ", count: 2 + 2 * depth)
    case .other where !node.usesPropertySyntax: return String(repeating: "| ", count: depth)
    case .other: return depth == 0 ? "- some : " : markers(depth: depth)
    case .printHierarchy where node.isPresentedModally:
      return "   " + String(repeating: "|    ", count: depth - 1) + "+ "
    case .recursiveDescription, .printHierarchy, .unknown: return markers(depth: depth)
    }
  }

  /// The node's description, without the root arrow XCUITest puts in front of it, or the
  /// `↳` of a failure's "Path to element" chain (the dump writes its own indentation).
  static func body(of node: Node) -> String {
    // One line per node, even for a row a paste wrapped.
    let text = node.unwrappedDescriptionText
    guard node.format == .xcuitest else { return text }
    if text.hasPrefix("\u{2192}") || text.hasPrefix("\u{21B3}") { return String(text.dropFirst()) }
    if text.hasPrefix("->") { return String(text.dropFirst(2)) }
    return text
  }

  /// UIKit's depth markers: nothing at depth 0, `   | ` at 1, `   |    | ` at 2…
  public static func markers(depth: Int) -> String {
    guard depth > 0 else { return "" }
    return "   " + String(repeating: "|    ", count: depth - 1) + "| "
  }
}
