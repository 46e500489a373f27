/// `small-touch-target`: a shown, enabled control narrower or shorter than
/// `LintOptions.minTouchTarget` (44 pt): UIControl kinds and XCUITest `Button`s and `Link`s.
///
/// Controls UIKit sizes itself and whose hit area it extends past the frame (`UISwitch`,
/// `UISlider`, `UISegmentedControl`, `UITextField`, `UIStepper`, `UIPageControl`,
/// `UIDatePicker`, `UIRefreshControl`), AppKit controls and a Mac app's XCUITest buttons
/// (pointer input) are skipped; so are controls that take no touches (`userInteractionEnabled
/// = NO` on them or an ancestor, XCUITest's `Disabled`), and zero-size controls, which
/// `zero-size` and the layout explain better. So are controls inside a navigation bar, toolbar
/// or tab bar: UIKit widens its bar items' hit areas to the bar's height.
struct SmallTouchTargetRule: LintCheck {
  static let rule = LintRule.smallTouchTarget

  /// The bars whose items UIKit gives a larger hit area, as classes and as XCUITest types.
  static let bars = ["UINavigationBar", "UIToolbar", "UITabBar"]
  static let barElementTypes: Set<String> = ["NavigationBar", "Toolbar", "TabBar"]

  func check(_ context: LintContext, _ emit: (Finding) -> Void) {
    let facts = context.facts
    let minimum = context.options.minTouchTarget
    let tolerance = context.options.tolerance
    let hierarchy = context.hierarchy
    // Decided once per class, not per node.
    let barClasses = hierarchy.classNames.indices.map { classID in
      let name = hierarchy.classNames[classID]
      return Self.barElementTypes.contains(name)
        || Self.bars.contains { ClassAncestry.isKind(of: $0, className: name, baseClass: nil) }
    }
    // Per depth: whether the node at that depth is a bar or inside one.
    var inBar = [Bool](repeating: false, count: context.depthSlots)
    for index in 0..<context.count {
      let depth = context.depth(index)
      let underBar = depth > 0 && inBar[depth - 1]
      inBar[depth] = underBar || barClasses[Int(hierarchy.classIDs[index])]
      guard !underBar else { continue }
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
