/// `small-touch-target`: a shown, enabled control narrower or shorter than
/// `LintOptions.minTouchTarget` (44 pt): UIControl kinds and XCUITest `Button`s and `Link`s.
///
/// Controls UIKit sizes itself and whose hit area it extends past the frame (`UISwitch`,
/// `UISlider`, `UISegmentedControl`, `UITextField`, `UIStepper`, `UIPageControl`,
/// `UIDatePicker`, `UIRefreshControl`), AppKit controls and a Mac app's XCUITest buttons
/// (pointer input) are skipped; so are controls that take no touches (`userInteractionEnabled
/// = NO` on them or an ancestor, XCUITest's `Disabled`), and zero-size controls, which
/// `zero-size` and the layout explain better.
struct SmallTouchTargetRule: LintCheck {
  static let rule = LintRule.smallTouchTarget

  func check(_ context: LintContext, _ emit: (Finding) -> Void) {
    let facts = context.facts
    let minimum = context.options.minTouchTarget
    let tolerance = context.options.tolerance
    for index in 0..<context.count {
      let flags = facts.flags[index]
      let isTarget =
        !flags.contains(.appKit)
        && (flags.contains(.elementButton)
          || (flags.contains(.control) && context.hierarchy.records[index].format != .xcuitest
            && !flags.contains(.standardSizeControl)))
      guard isTarget, flags.isDisjoint(with: [.interactionDisabled, .underInteractionDisabled]),
        facts.isShown(index),
        let frame = facts.frame(index), frame.hasArea,
        frame.width + tolerance < minimum || frame.height + tolerance < minimum
      else { continue }
      let limit = Rect.printed(minimum)
      emit(
        context.finding(
          Self.rule, index,
          "\(context.describe(index)) is a \(frame.printedSize) pt touch target, smaller than "
            + "\(limit) × \(limit) pt"))
    }
  }
}
