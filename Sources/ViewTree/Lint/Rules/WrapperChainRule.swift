/// `wrapper-chain`: at least `LintOptions.minWrapperChain` plain `UIView`s (or `NSView`s)
/// nested in one another, each with exactly one child. Reported once per maximal chain, at its
/// top, naming the view it finally wraps.
struct WrapperChainRule: LintCheck {
  static let rule = LintRule.wrapperChain

  func check(_ context: LintContext, _ emit: (Finding) -> Void) {
    let facts = context.facts
    let minimum = max(1, context.options.minWrapperChain)
    // Per depth: the node on the current path, and the length of the chain ending there.
    var path = [Int](repeating: 0, count: context.depthSlots)
    var lengths = [Int](repeating: 0, count: context.depthSlots)
    for index in 0..<context.count {
      let depth = context.depth(index)
      path[depth] = index
      guard facts.has(index, .singleChildWrapper) else {
        lengths[depth] = 0
        continue
      }
      // A wrapper's only child continues its chain.
      let length =
        depth > 0 && facts.has(path[depth - 1], .singleChildWrapper) ? lengths[depth - 1] + 1 : 1
      lengths[depth] = length
      let wrapped = index + 1  // the only child, next in preorder
      guard !facts.has(wrapped, .singleChildWrapper), length >= minimum else { continue }
      let top = path[depth - length + 1]
      let lines =
        "lines \(context.hierarchy[NodeIndex(top)].line)–"
        + "\(context.hierarchy[NodeIndex(index)].line)"
      emit(
        context.finding(
          Self.rule, top,
          "\(length) nested plain \(context.hierarchy[NodeIndex(top)].displayName)s (\(lines)) "
            + "each wrap a single child, down to \(context.describe(wrapped))",
          other: wrapped))
    }
  }
}
