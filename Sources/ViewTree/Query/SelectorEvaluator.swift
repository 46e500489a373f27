import PCRE2

/// Computes which nodes of one hierarchy match a selector, in passes linear in the number of
/// nodes, and holds what is worth keeping between the tests of one evaluation: per-class type
/// decisions, PCRE2 match data, tree-wide facts (`:hidden`, absolute frames).
///
/// Used by `SelectorMatcher` for one evaluation, inside the hierarchy's
/// `text.withUnsafeBufferPointer`, then dropped: not thread-safe (the PCRE2 matchers are not).
final class SelectorEvaluator {
  let hierarchy: Hierarchy
  /// The hierarchy's bytes, for the per-node reads that must not build a `Node` or a `String`
  /// on a million nodes (class names, `baseClass`, `hidden`, `clipsToBounds`).
  let text: UnsafeBufferPointer<UInt8>
  /// Absolute frames, given by the caller or computed on the first geometric test.
  var absoluteFramesStorage: AbsoluteFrames?

  // See SelectorEvaluator+Names.swift.
  var nameDecisions: [NameDecisions] = []

  // See SelectorEvaluator+TreeFacts.swift.
  var effectivelyHidden: [Bool]?
  var offscreenNodes: [Bool]?
  var clippedNodes: [Bool]?

  /// One PCRE2 matcher per pattern, made on first use.
  private var regexMatchers: [ObjectIdentifier: Matcher] = [:]

  /// The first regular expression PCRE2 could not run to its end (its match or depth limit
  /// reached on a long value), with the reason; the value counts as not matching.
  var regexFailure: String?

  init(
    hierarchy: Hierarchy, text: UnsafeBufferPointer<UInt8>, absoluteFrames: AbsoluteFrames?
  ) {
    self.hierarchy = hierarchy
    self.text = text
    self.absoluteFramesStorage = absoluteFrames
  }

  /// `result[i]`: node i matches `selector`.
  ///
  /// Compound selectors are tested in one preorder pass. For each prefix `c0 … cj` of each
  /// complex selector, the pass keeps two flags per level of the current root-to-node path:
  /// the node at that level matches the prefix with itself as `cj` ("here"), and some node on
  /// the path down to that level does ("above"). A node's flags follow from its own tests and
  /// its parent's flags alone, so no ancestors are walked. Arguments of `:has` and `:not` are
  /// evaluated first, whole, into flags per node.
  /// On a big dump the attribute tests of each alternative's last compound are left out of
  /// these passes and run afterwards on every core, one range of `ranges` each (by default
  /// `NodeRanges`'s), on the nodes the rest of the selector matched.
  /// - Complexity: O(n × size of the selector), plus reading the properties it tests.
  func evaluate(_ selector: ViewSelector, ranges: NodeRanges? = nil) -> [Bool] {
    let count = hierarchy.count
    var steps: [Step] = []
    var subjects: [Int] = []
    for alternative in selector.alternatives {
      for (offset, compound) in alternative.compounds.enumerated() {
        let relation: Step.Relation
        if offset == 0 {
          relation = .none
        } else {
          relation = alternative.combinators[offset - 1] == .child ? .child : .descendant
        }
        steps.append(Step(compound: compile(compound), relation: relation))
      }
      subjects.append(steps.count - 1)
    }
    guard count > 0 else { return [] }
    let ranges = ranges ?? NodeRanges(count: count)
    var deferred: [[CompiledAttribute]]? = nil
    if ranges.ranges.count > 1 && subjects.contains(where: { steps[$0].compound.hasAttributes }) {
      deferred = subjects.map { steps[$0].compound.removeAttributes() }
    }
    let matched = subjectMatches(steps, subjects)
    guard let deferred else {
      return (0..<count).map { index in matched.contains { $0[index] } }
    }
    return attributesOnEveryCore(deferred, of: matched, ranges)
  }

  /// For each alternative, whether each node matches it.
  private func subjectMatches(_ steps: [Step], _ subjects: [Int]) -> [[Bool]] {
    let count = hierarchy.count
    if steps.allSatisfy({ $0.relation == .none }) {
      // Only compound selectors: no path state needed; one left with no test (`[hidden]`,
      // whose attribute tests run later on every core) matches every node.
      return steps.map { step in
        guard step.compound.typeTest != nil || !step.compound.conditions.isEmpty else {
          return [Bool](repeating: true, count: count)
        }
        return (0..<count).map { matches(step.compound, $0) }
      }
    }
    var result = [[Bool]](repeating: [Bool](repeating: false, count: count), count: subjects.count)
    let width = steps.count
    let levels = hierarchy.maxDepth + 1
    var here = [Bool](repeating: false, count: levels * width)
    var above = [Bool](repeating: false, count: levels * width)
    for index in 0..<count {
      // In preorder the parent of a node at depth d is the last node seen at depth d − 1, so
      // row d − 1 holds the parent's flags when node `index` is reached.
      let depth = Int(hierarchy.depths[index])
      let row = depth * width
      let parentRow = (depth - 1) * width
      for (s, step) in steps.enumerated() {
        let related: Bool
        switch step.relation {
        case .none: related = true
        case .child: related = depth > 0 && here[parentRow + s - 1]
        case .descendant: related = depth > 0 && above[parentRow + s - 1]
        }
        let matched = related && matches(step.compound, index)
        here[row + s] = matched
        above[row + s] = matched || (depth > 0 && above[parentRow + s])
      }
      for (alternative, subject) in subjects.enumerated() {
        result[alternative][index] = here[row + subject]
      }
    }
    return result
  }

  /// One compound of a complex selector, with how it relates to the previous one.
  private struct Step {
    enum Relation { case none, child, descendant }
    var compound: CompiledCompound
    var relation: Relation
  }

  /// A compound selector ready to test nodes: its type as a per-class decision table, and
  /// its tree-wide pseudo-classes evaluated into flags per node.
  struct CompiledCompound {
    /// Index into `nameTests`, nil for `*`.
    var typeTest: Int?
    var conditions: [CompiledCondition]

    var hasAttributes: Bool {
      conditions.contains { if case .attribute = $0 { true } else { false } }
    }

    /// Takes the attribute tests out, and returns them.
    mutating func removeAttributes() -> [CompiledAttribute] {
      var attributes: [CompiledAttribute] = []
      conditions.removeAll { condition in
        guard case .attribute(let attribute) = condition else { return false }
        attributes.append(attribute)
        return true
      }
      return attributes
    }
  }

  /// An attribute test, with what can answer it from a row's bytes.
  final class CompiledAttribute: Sendable {
    let selector: AttributeSelector
    /// Owns what `rows` reads.
    private let prefilter: AttributePrefilter?
    /// Copied out by loops over many nodes: a plain value, read without reference counting.
    let rows: AttributePrefilter.RowTest?

    init(_ selector: AttributeSelector) {
      self.selector = selector
      prefilter = AttributePrefilter(selector)
      rows = prefilter?.rows
    }
  }

  enum CompiledCondition {
    case attribute(CompiledAttribute)
    /// A name test (`:kind-of`), index into `nameTests`.
    case name(Int)
    /// Precomputed per node: `:has`, `:not`, `:hidden`, `:offscreen`, `:clipped`.
    case nodes([Bool])
    case root
    case leaf
    case zeroSize
  }

  func compile(_ compound: CompoundSelector) -> CompiledCompound {
    var compiled = CompiledCompound(typeTest: nil, conditions: [])
    switch compound.type {
    case .any: break
    case .name(let name): compiled.typeTest = addNameTest(.name(name))
    case .glob(let glob): compiled.typeTest = addNameTest(.glob(SelectorGlob(glob)))
    case .regex(let regex): compiled.typeTest = addNameTest(.regex(regex))
    }
    for condition in compound.conditions {
      switch condition {
      case .attribute(let attribute):
        compiled.conditions.append(.attribute(CompiledAttribute(attribute)))
      case .pseudoClass(let pseudoClass):
        compiled.conditions.append(compile(pseudoClass))
      }
    }
    // Cheap tests first: a failed one spares the property reads of the others.
    compiled.conditions.sort { $0.cost < $1.cost }
    return compiled
  }

  private func compile(_ pseudoClass: PseudoClass) -> CompiledCondition {
    switch pseudoClass {
    case .root: return .root
    case .leaf: return .leaf
    case .zeroSize: return .zeroSize
    case .hidden: return .nodes(hiddenNodes())
    case .offscreen: return .nodes(offscreen())
    case .clipped: return .nodes(clipped())
    case .kindOf(let name): return .name(addNameTest(.kindOf(name)))
    case .not(let selector): return .nodes(evaluate(selector).map { !$0 })
    case .has(let selector): return .nodes(withMatchingDescendant(evaluate(selector)))
    case .hasChild(let selector): return .nodes(withMatchingChild(evaluate(selector)))
    }
  }

  func matches(_ compound: CompiledCompound, _ index: Int) -> Bool {
    if let test = compound.typeTest, !nameTest(test, matches: index) { return false }
    for condition in compound.conditions {
      let passed: Bool
      switch condition {
      case .attribute(let attribute): passed = self.attribute(attribute, matches: index)
      case .name(let test): passed = nameTest(test, matches: index)
      case .nodes(let flags): passed = flags[index]
      case .root: passed = hierarchy.parents[index] < 0
      case .leaf: passed = Int(hierarchy.subtreeEnds[index]) == index + 1
      case .zeroSize: passed = hierarchy[NodeIndex(index)].frame?.isEmpty ?? false
      }
      if !passed { return false }
    }
    return true
  }

  /// Calls `body` with each raw `key = value` item of a recursiveDescription node, as bytes,
  /// until it returns false. Returns false, without calling `body`, for nodes of other
  /// formats: their callers read them through `Node`.
  func forEachRawProperty(
    of index: Int, _ body: (_ key: Bytes, _ value: Bytes) -> Bool
  ) -> Bool {
    let record = hierarchy.records[index]
    guard record.format == .recursiveDescription else { return false }
    let text = self.text
    DescriptionScanner(text).forEachProperty(
      from: Int(record.body.start), to: Int(record.body.end),
      dropsCutItem: !record.isClosed
    ) { key, value in body(text[key], text[value]) }
    return true
  }

  typealias Bytes = Slice<UnsafeBufferPointer<UInt8>>

  /// Whether `regex` finds a match in `subject`; a match that hits a PCRE2 limit counts as
  /// none.
  func regex(_ regex: SelectorRegex, matches subject: String) -> Bool {
    let key = ObjectIdentifier(regex.pattern)
    let matcher: Matcher
    if let existing = regexMatchers[key] {
      matcher = existing
    } else {
      matcher = regex.pattern.matcher()
      regexMatchers[key] = matcher
    }
    var subject = subject
    return subject.withUTF8 { bytes in
      do {
        return try matcher.matches(bytes)
      } catch {
        if regexFailure == nil { regexFailure = "/\(regex.source)/\(regex.flags): \(error)" }
        return false
      }
    }
  }
}

extension SelectorEvaluator.CompiledCondition {
  /// Rough order of work per node: array reads, then per-class lookups, then property scans.
  fileprivate var cost: Int {
    switch self {
    case .nodes, .root, .leaf: return 0
    case .name: return 1
    case .zeroSize, .attribute: return 2
    }
  }
}
