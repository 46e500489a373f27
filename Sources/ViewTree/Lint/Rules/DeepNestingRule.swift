/// `deep-nesting`: a node deeper than `LintOptions.maxDepth` (roots are depth 0). Only the
/// first node past the limit on each path is reported, with the size of its subtree, not every
/// node below it.
struct DeepNestingRule: LintCheck {
  static let rule = LintRule.deepNesting

  func check(_ context: LintContext, _ emit: (Finding) -> Void) {
    let limit = context.options.maxDepth
    var index = 0
    while index < context.count {
      guard context.depth(index) == limit + 1 else {
        index += 1
        continue
      }
      let descendants = context.hierarchy.descendantCount(of: NodeIndex(index))
      var message =
        "\(context.describe(index)) is nested at depth \(limit + 1), deeper than \(limit)"
      if descendants > 0 {
        message += " (with \(descendants) descendant\(descendants == 1 ? "" : "s"))"
      }
      emit(context.finding(Self.rule, index, message))
      // Nothing under it is at depth limit + 1.
      index = Int(context.hierarchy.subtreeEnds[index])
    }
  }
}
