/// `hidden-control`: an enabled control that is visible itself (not hidden, alpha not 0) but
/// inside a hidden or alpha-0 ancestor, so whoever made it visible expects it to work while
/// the user can neither see nor use it. Controls are UIControl and NSControl kinds (by class
/// or printed `baseClass`, through `ClassAncestry`) and XCUITest control types; controls with
/// `userInteractionEnabled = NO` are not expected to work and are skipped.
struct HiddenControlRule: LintCheck {
  static let rule = LintRule.hiddenControl

  func check(_ context: LintContext, _ emit: (Finding) -> Void) {
    let facts = context.facts
    // Per depth: the nearest node at or above it that is hidden or transparent, or -1.
    var invisible = [Int](repeating: -1, count: context.depthSlots)
    for index in 0..<context.count {
      let depth = context.depth(index)
      let ancestor = depth > 0 ? invisible[depth - 1] : -1
      let isInvisible = !facts.flags[index].isDisjoint(with: [.hidden, .transparent])
      invisible[depth] = isInvisible ? index : ancestor
      guard ancestor >= 0, !isInvisible, facts.has(index, .control),
        !facts.has(index, .interactionDisabled)
      else { continue }
      let reason =
        facts.has(ancestor, .hidden)
        ? "hidden" : "at alpha \(Rect.printed(context.hierarchy[NodeIndex(ancestor)].alpha))"
      emit(
        context.finding(
          Self.rule, index,
          "\(context.describe(index)) is visible itself, but its ancestor "
            + "\(context.describe(ancestor)) is \(reason): it can be neither seen nor used",
          other: ancestor))
    }
  }
}
