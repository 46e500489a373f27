/// `off-screen`: a view outside its window, the first framed node of its tree (the root, or
/// XCUITest's `Window` under a frameless `Application`); the message calls it the root when it
/// is not a window. A tree whose first frame has no area, or whose first framed XCUITest
/// element is no `Window`, has no screen: nothing in it is checked.
///
/// Scrollable content is reachable, so nothing under a scroll container is checked; and once
/// a view is reported, its subtree is not (it would repeat the same finding). Nor is a row
/// whose ancestors were cut from the paste, with its subtree: their offsets are unknown.
///
/// When the clipping ancestors (`clipsToBounds = YES`) leave visible only a part inside the
/// window, the message says so and the finding names the innermost as `clippedBy`: the part
/// outside does not show (`Linter` then leaves the finding to `outside-parent`).
struct OffScreenRule: LintCheck {
  static let rule = LintRule.offScreen

  func check(_ context: LintContext, _ emit: (Finding) -> Void) {
    let facts = context.facts
    let tolerance = context.options.tolerance
    // Per depth: the window (node and absolute frame) and whether the subtree is exempt.
    var screens = [(node: Int, rect: Rect)?](repeating: nil, count: context.depthSlots)
    var exempt = [Bool](repeating: false, count: context.depthSlots)
    // Per depth: what the clipping ancestors of that node's children leave visible, in window
    // coordinates, and the innermost of them.
    var clips = [(node: Int, rect: Rect)?](repeating: nil, count: context.depthSlots)
    // A dump of a subtree (`[someView recursiveDescription]`) has a plain view as its root.
    var screenWord: (node: Int, word: String)? = nil
    for index in 0..<context.count {
      let depth = context.depth(index)
      let screen = depth > 0 ? screens[depth - 1] : nil
      // Below ancestors cut from the paste, where the node lies in the window is unknown.
      var isExempt = depth > 0 && (exempt[depth - 1] || context.hasCutAbove(index))
      let absolute = context.absoluteFrame(index)
      screens[depth] = screen ?? absolute.map { (index, $0) }
      // A first framed node without area (an XCUITest path's `Other` at 0 × 0, a paste that
      // starts at a zero-size container) is no screen to be outside of; nor is an XCUITest
      // element other than a `Window` (a `Button` under a frameless `Application`): its
      // frames are the screen's coordinates, but the screen's size is not printed.
      if screen == nil, let absolute,
        !absolute.hasArea
          || (context.hierarchy.records[index].format == .xcuitest
            && !Self.isWindow(index, context))
      {
        isExempt = true
      }
      let clip = depth > 0 ? clips[depth - 1] : nil
      clips[depth] = clip
      if facts.has(index, .clips), let absolute {
        clips[depth] = (index, clip?.rect.intersection(absolute) ?? absolute)
      }
      if !isExempt, let screen, let absolute, absolute.hasArea, facts.isShown(index),
        facts.has(index, .viewLike), !screen.rect.contains(absolute, tolerance: tolerance)
      {
        let extent = absolute.intersects(screen.rect, tolerance: 0) ? "partly" : "entirely"
        if screenWord?.node != screen.node {
          let word = Self.isWindow(screen.node, context) ? "the window" : "its root"
          screenWord = (screen.node, word)
        }
        var message =
          "\(context.describe(index)) at \(absolute.printed) is \(extent) outside "
          + "\(screenWord!.word) \(context.describe(screen.node)) \(screen.rect.printed)"
        var clipper: Int? = nil
        if let clip {
          if !absolute.intersects(clip.rect, tolerance: tolerance) {
            clipper = clip.node
            message += "; clipped by \(context.describe(clip.node)), it is invisible"
          } else if screen.rect.contains(absolute.intersection(clip.rect), tolerance: tolerance) {
            clipper = clip.node
            message += "; the part outside is clipped by \(context.describe(clip.node))"
          }
        }
        emit(
          context.finding(
            Self.rule, index, message, other: screen.node, reference: screen.rect,
            clippedBy: clipper))
        isExempt = true
      }
      exempt[depth] = isExempt || facts.has(index, .scrollContainer)
    }
  }

  private static func isWindow(_ index: Int, _ context: LintContext) -> Bool {
    let node = context.hierarchy[NodeIndex(index)]
    if node.format == .xcuitest { return node.className == "Window" }
    return ["UIWindow", "NSWindow"].contains {
      ClassAncestry.isKind(of: $0, className: node.className, baseClass: node.baseClass)
    }
  }
}
