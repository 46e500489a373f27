import PropertyBased
import Testing

@testable import ViewTree

/// The links `HierarchyBuilder` makes from marker counts, through `DumpParser` on generated
/// recursiveDescription lines, against their definitions evaluated naively (O(n²)): a node's
/// parent is the nearest preceding node with fewer markers (none: a root), its depth the number
/// of its ancestors, its subtree ends at the first later node that is not a descendant, and its
/// next sibling is the first later node with the same parent.
@Suite struct TreeLinkingPropertyTests {
  /// Marker counts from one integer each: mostly a step from the previous count (up to three
  /// levels back, one deeper), sometimes any count up to 9 (elision jumps, new roots).
  static func markers(_ seeds: [Int]) -> [Int] {
    var result: [Int] = []
    for seed in seeds {
      var digits = SeedDigits(seed)
      func take(_ count: Int) -> Int { digits.take(count) }
      let previous = result.last ?? 0
      result.append(take(4) == 0 ? take(10) : max(0, previous + take(5) - 3))
    }
    return result
  }

  /// recursiveDescription rows: `   |    | <UIView…>` carries two markers; the spacing after
  /// each `|` varies with the index, as pasted dumps vary.
  static func dump(_ markers: [Int]) -> String {
    markers.enumerated().map { index, count in
      let bar = index % 3 == 0 ? "| " : "|    "
      let prefix = count == 0 ? "" : "   " + String(repeating: bar, count: count)
      return prefix + "<UIView: 0x\(String(index + 1, radix: 16)); frame = (0 0; 10 10)>"
    }.joined(separator: "\n")
  }

  struct Reference {
    var parents: [Int] = []
    var depths: [Int] = []
    var subtreeEnds: [Int] = []
    var nextSiblings: [Int] = []

    init(_ markers: [Int]) {
      let count = markers.count
      parents = (0..<count).map { node in
        (0..<node).last { markers[$0] < markers[node] } ?? -1
      }
      func isDescendant(_ node: Int, of ancestor: Int) -> Bool {
        var current = parents[node]
        while current >= 0 {
          if current == ancestor { return true }
          current = parents[current]
        }
        return false
      }
      depths = (0..<count).map { node in
        (0..<count).filter { isDescendant(node, of: $0) }.count
      }
      subtreeEnds = (0..<count).map { node in
        (node + 1..<count).first { !isDescendant($0, of: node) } ?? count
      }
      nextSiblings = (0..<count).map { node in
        (node + 1..<count).first { parents[$0] == parents[node] } ?? -1
      }
    }
  }

  @Test func linksMatchTheirDefinitions() async {
    let seeds = Gen.int(in: 0...Int.max).array(of: 1...60)
    await propertyCheck(count: 400, input: seeds) { seeds in
      let markers = Self.markers(seeds)
      let hierarchy = DumpParser().parse(Self.dump(markers)).hierarchy
      guard hierarchy.count == markers.count else {
        Issue.record("parsed \(hierarchy.count) nodes of \(markers.count): \(markers)")
        return
      }
      hierarchy._checkInvariants()
      let reference = Reference(markers)
      for index in hierarchy.indices {
        let node = index.rawValue
        #expect(
          hierarchy.parent(of: index)?.rawValue ?? -1 == reference.parents[node],
          "parent of \(node) in \(markers)")
        #expect(hierarchy.depth(of: index) == reference.depths[node], "depth of \(node)")
        #expect(
          hierarchy.subtree(of: index) == node..<reference.subtreeEnds[node],
          "subtree of \(node) in \(markers)")
        #expect(
          hierarchy.nextSibling(of: index)?.rawValue ?? -1 == reference.nextSiblings[node],
          "next sibling of \(node) in \(markers)")
      }
      let roots = reference.parents.indices.filter { reference.parents[$0] < 0 }
      #expect(hierarchy.roots.map(\.rawValue) == roots, "\(markers)")
    }
  }
}
