/// `off-screen`: a view outside its window, the first framed node of its tree (the root, or
/// XCUITest's `Window` under a frameless `Application`); the message calls it the root when it
/// is not a window.
///
/// Scrollable content is reachable, so nothing under a scroll container is checked; and once
/// a view is reported, its subtree is not (it would repeat the same finding).
struct OffScreenRule: LintCheck {
  static let rule = LintRule.offScreen

  func check(_ context: LintContext, _ emit: (Finding) -> Void) {
    let facts = context.facts
    let tolerance = context.options.tolerance
    // Per depth: the window (node and absolute frame) and whether the subtree is exempt.
    var screens = [(node: Int, rect: Rect)?](repeating: nil, count: context.depthSlots)
    var exempt = [Bool](repeating: false, count: context.depthSlots)
    // A dump of a subtree (`[someView recursiveDescription]`) has a plain view as its root.
    var screenWord: (node: Int, word: String)? = nil
    for index in 0..<context.count {
      let depth = context.depth(index)
      let screen = depth > 0 ? screens[depth - 1] : nil
      var isExempt = depth > 0 && exempt[depth - 1]
      let absolute = context.absoluteFrame(index)
      screens[depth] = screen ?? absolute.map { (index, $0) }
      if !isExempt, let screen, let absolute, absolute.hasArea, facts.isShown(index),
        facts.has(index, .viewLike), !screen.rect.contains(absolute, tolerance: tolerance)
      {
        let extent = absolute.intersects(screen.rect, tolerance: 0) ? "partly" : "entirely"
        if screenWord?.node != screen.node {
          let word = Self.isWindow(screen.node, context) ? "the window" : "its root"
          screenWord = (screen.node, word)
        }
        emit(
          context.finding(
            Self.rule, index,
            "\(context.describe(index)) at \(absolute.printed) is \(extent) outside "
              + "\(screenWord!.word) \(context.describe(screen.node)) \(screen.rect.printed)",
            other: screen.node, reference: screen.rect))
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
