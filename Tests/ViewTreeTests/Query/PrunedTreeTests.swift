import PropertyBased
import Testing

@testable import ViewTree

/// `prunedTree(keeping:withDescendants:)` against its definition, checked node by node: a node
/// is shown when it is a match, an ancestor of one, or (with descendants) inside a match's
/// subtree. Trees are random depth sequences with several roots; matches random subsets.
@Suite struct PrunedTreeTests {
  /// Depths from steps of -3…+1: a node is at most one level below the one before it.
  static func dump(_ steps: [Int]) -> String {
    var depth = 0
    return steps.enumerated().map { index, step in
      depth = index == 0 ? 0 : max(0, min(depth + 1, depth + step))
      let marker = depth == 0 ? "" : "   " + String(repeating: "|    ", count: depth - 1) + "| "
      return marker + "<UIView: 0x\(String(index + 1, radix: 16)); frame = (0 0; 10 10)>"
    }.joined(separator: "\n")
  }

  static func isAncestor(_ ancestor: Int, of node: Int, in hierarchy: Hierarchy) -> Bool {
    var current = hierarchy.parent(of: NodeIndex(node))
    while let parent = current {
      if parent.rawValue == ancestor { return true }
      current = hierarchy.parent(of: parent)
    }
    return false
  }

  @Test func agreesWithTheDefinition() async {
    let trees = Gen.int(in: -3...1).array(of: 1...40)
    let picks = Gen.int(in: 0...3).array(of: 40...40)
    await propertyCheck(count: 300, input: trees, picks, Gen.bool) { steps, picks, descendants in
      let hierarchy = DumpParser().parse(Self.dump(steps)).hierarchy
      #expect(hierarchy.count == steps.count)
      let matches = hierarchy.indices.filter { picks[$0.rawValue] == 0 }
      let shown = hierarchy.prunedTree(keeping: matches, withDescendants: descendants)
      for node in 0..<hierarchy.count {
        let expected = matches.contains {
          $0.rawValue == node || Self.isAncestor(node, of: $0.rawValue, in: hierarchy)
            || (descendants && Self.isAncestor($0.rawValue, of: node, in: hierarchy))
        }
        #expect(shown[node] == expected, "node \(node) of \(steps), matches \(matches)")
      }
    }
  }

  @Test func noMatchesShowNothing() {
    let hierarchy = DumpParser().parse(Self.dump([0, 1, 1])).hierarchy
    #expect(hierarchy.prunedTree(keeping: [], withDescendants: true) == [false, false, false])
  }
}
