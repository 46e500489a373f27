import PropertyBased
import Testing

@testable import ViewTree

/// Random trees and random selectors with descendant and child combinators and unions: the
/// matcher's linear pass must find exactly the nodes that a naive reference finds by walking
/// each node's ancestors (written here, from the generated specs, not from the parse).
@Suite struct SelectorPropertyTests {
  static let classes = ["UIView", "UILabel", "UIButton", "MyApp.Cell", "UITableViewCell"]
  static let types = ["*", "UIView", "UILabel", "UIButton", "Cell", "UI*", "UI*Cell", "*e*"]
  static let conditions = ["", "", "", "[hidden]", ":leaf", ":not(UILabel)"]

  struct NodeSpec {
    var depthStep: Int
    var className: String
    var hidden: Bool

    init(_ seed: Int) {
      var digits = SeedDigits(seed)
      func take(_ count: Int) -> Int { digits.take(count) }
      depthStep = take(4) - 2
      className = SelectorPropertyTests.classes[take(SelectorPropertyTests.classes.count)]
      hidden = take(4) == 0
    }
  }

  struct CompoundSpec {
    var type: String
    var condition: String
    /// How this compound relates to the previous one; ignored for the first.
    var isChild: Bool
  }

  /// One alternative of a union, decoded from one integer: 1 to 4 compounds.
  static func alternative(_ seed: Int) -> [CompoundSpec] {
    var digits = SeedDigits(seed)
    func take(_ count: Int) -> Int { digits.take(count) }
    return (0...take(4)).map { _ in
      CompoundSpec(
        type: types[take(types.count)], condition: conditions[take(conditions.count)],
        isChild: take(2) == 0)
    }
  }

  static func text(_ alternatives: [[CompoundSpec]]) -> String {
    alternatives.map { compounds in
      compounds.enumerated().map { offset, compound in
        let combinator = offset == 0 ? "" : compound.isChild ? " > " : " "
        let type = compound.type == "*" && !compound.condition.isEmpty ? "" : compound.type
        return combinator + type + compound.condition
      }.joined()
    }.joined(separator: ", ")
  }

  /// The reference: a tree from the specs, and a backtracking matcher over ancestors.
  struct Reference {
    var specs: [NodeSpec]
    var parents: [Int] = []
    var hasChildren: [Bool] = []

    init(_ specs: [NodeSpec]) {
      self.specs = specs
      var stack: [Int] = []
      hasChildren = Array(repeating: false, count: specs.count)
      for (index, spec) in specs.enumerated() {
        let depth = index == 0 ? 0 : max(0, min(stack.count, stack.count - 1 + spec.depthStep))
        stack.removeLast(stack.count - depth)
        parents.append(stack.last ?? -1)
        if let parent = stack.last { hasChildren[parent] = true }
        stack.append(index)
      }
    }

    var depths: [Int] {
      parents.indices.map { index in
        var depth = 0
        var current = parents[index]
        while current >= 0 {
          depth += 1
          current = parents[current]
        }
        return depth
      }
    }

    func matches(_ alternatives: [[CompoundSpec]], _ node: Int) -> Bool {
      alternatives.contains { matches($0, $0.count - 1, node) }
    }

    func matches(_ compounds: [CompoundSpec], _ k: Int, _ node: Int) -> Bool {
      guard matches(compounds[k], node) else { return false }
      if k == 0 { return true }
      if compounds[k].isChild {
        return parents[node] >= 0 && matches(compounds, k - 1, parents[node])
      }
      var ancestor = parents[node]
      while ancestor >= 0 {
        if matches(compounds, k - 1, ancestor) { return true }
        ancestor = parents[ancestor]
      }
      return false
    }

    func matches(_ compound: CompoundSpec, _ node: Int) -> Bool {
      let name = specs[node].className
      let names = [name, String(name.split(separator: ".").last!)]
      guard compound.type == "*" || names.contains(where: { Self.glob(compound.type, $0) }) else {
        return false
      }
      switch compound.condition {
      case "[hidden]": return specs[node].hidden
      case ":leaf": return !hasChildren[node]
      case ":not(UILabel)": return name != "UILabel"
      default: return true
      }
    }

    /// Recursive wildcard matching: slow and obviously right.
    static func glob(_ pattern: String, _ name: String) -> Bool {
      guard let first = pattern.first else { return name.isEmpty }
      if first == "*" {
        return glob(String(pattern.dropFirst()), name)
          || (!name.isEmpty && glob(pattern, String(name.dropFirst())))
      }
      guard let head = name.first, first == "?" || first == head else { return false }
      return glob(String(pattern.dropFirst()), String(name.dropFirst()))
    }
  }

  static func dump(_ reference: Reference) -> String {
    zip(reference.specs, reference.depths).enumerated().map { index, pair in
      let (spec, depth) = pair
      let marker = depth == 0 ? "" : "   " + String(repeating: "|    ", count: depth - 1) + "| "
      let hidden = spec.hidden ? "; hidden = YES" : ""
      return marker + "<\(spec.className): 0x\(String(index + 1, radix: 16)); "
        + "frame = (0 0; 10 10)\(hidden)>"
    }.joined(separator: "\n")
  }

  @Test func linearMatchingAgreesWithWalkingAncestors() async {
    let trees = Gen.int(in: 0...Int.max).array(of: 1...40)
    let selectors = Gen.int(in: 0...Int.max).array(of: 1...3)
    await propertyCheck(count: 300, input: trees, selectors) { treeSeeds, selectorSeeds in
      let reference = Reference(treeSeeds.map(NodeSpec.init))
      let alternatives = selectorSeeds.map(Self.alternative)
      let text = Self.text(alternatives)
      let hierarchy = DumpParser().parse(Self.dump(reference)).hierarchy
      guard hierarchy.count == reference.specs.count else {
        Issue.record("parsed \(hierarchy.count) nodes of \(reference.specs.count)")
        return
      }
      guard let selector = try? ViewSelector(parsing: text) else {
        Issue.record("\(text) does not parse")
        return
      }
      let actual = SelectorMatcher(selector, hierarchy: hierarchy).allMatches().map(\.rawValue)
      let expected = reference.specs.indices.filter { reference.matches(alternatives, $0) }
      #expect(actual == expected, "\(text)")
    }
  }
}
