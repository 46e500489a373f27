/// The nodes of one hierarchy that match a selector, found once when the matcher is made.
///
/// ```swift
/// let selector = try ViewSelector(parsing: "UITableViewCell > UILabel[text*=\"Sign\"]")
/// let matcher = SelectorMatcher(selector, hierarchy: result.hierarchy)
/// for index in matcher.allMatches() { print(result.hierarchy[index].className) }
/// ```
///
/// Matching is linear in the size of the dump: combinators are resolved in one preorder pass
/// that keeps the state of each selector prefix along the current root-to-node path, `:has`
/// in one reverse pass, and type tests are decided once per distinct class name.
public struct SelectorMatcher: Sendable {
  public let selector: ViewSelector
  public let hierarchy: Hierarchy
  /// `matched[i]`: node i matches (a renderer's marks, `TextTreeRenderer.marked`).
  public let matched: [Bool]
  /// The number of matching nodes.
  public let matchCount: Int
  /// Set when a regular expression of the selector could not be run to its end on some value
  /// (PCRE2's match or depth limit: a pattern that backtracks without bound on a long text):
  /// the pattern and the reason. Such a value counts as not matching, so the matches may miss
  /// nodes.
  public let regexFailure: String?

  /// Matches `selector` against every node of `hierarchy`. Pass `absoluteFrames` when they
  /// are already computed; `:offscreen` and `:clipped` compute them otherwise.
  /// - Complexity: O(n × size of the selector), plus reading the properties the selector
  ///   tests (each an O(description length) scan of a node).
  public init(
    _ selector: ViewSelector, hierarchy: Hierarchy, absoluteFrames: AbsoluteFrames? = nil
  ) {
    let (matched, failure) = hierarchy.text.withUnsafeBufferPointer { text in
      let evaluator = SelectorEvaluator(
        hierarchy: hierarchy, text: text, absoluteFrames: absoluteFrames)
      return (evaluator.evaluate(selector), evaluator.regexFailure)
    }
    self.regexFailure = failure
    self.selector = selector
    self.hierarchy = hierarchy
    self.matched = matched
    self.matchCount = matched.lazy.filter { $0 }.count
  }

  /// Whether the node at `index` matches. - Complexity: O(1).
  public func matches(_ index: NodeIndex) -> Bool { matched[index.rawValue] }

  /// The matching nodes in preorder. - Complexity: O(n).
  public func allMatches() -> [NodeIndex] {
    var result: [NodeIndex] = []
    result.reserveCapacity(matchCount)
    for (index, isMatch) in matched.enumerated() where isMatch { result.append(NodeIndex(index)) }
    return result
  }
}
