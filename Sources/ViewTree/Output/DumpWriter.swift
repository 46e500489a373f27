/// Writes a hierarchy back as canonical `recursiveDescription` text: UIKit's own layout
/// (`   | ` then `|    ` per extra level), each node's description verbatim, envelopes and
/// skipped lines dropped. Parsing the output gives the same tree.
public struct DumpWriter {
  public var maxDepth: Int?

  public init(maxDepth: Int? = nil) { self.maxDepth = maxDepth }

  /// Calls `emit` with each output line (without newline), in order.
  /// - Complexity: O(output size).
  public func render(_ hierarchy: Hierarchy, emit: (String) -> Void) {
    hierarchy.forEachNode(maxDepth: maxDepth) { index, depth in
      emit(Self.markers(depth: depth) + hierarchy[index].descriptionText)
    }
  }

  /// UIKit's depth markers: nothing at depth 0, `   | ` at 1, `   |    | ` at 2…
  public static func markers(depth: Int) -> String {
    guard depth > 0 else { return "" }
    return "   " + String(repeating: "|    ", count: depth - 1) + "| "
  }
}
