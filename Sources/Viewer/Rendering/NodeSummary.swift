import ViewTree

/// What a tree row shows of a node: class, frame, badges and a preview of its text. Dump text is
/// kept as is: `ScreenBuffer` shows control characters as visible stand-ins. Computed for the
/// rows on screen only, and cached by `NodeSummaryCache`.
struct NodeSummary: Equatable {
  /// The readable class name, shortened when long.
  var name: String
  /// `(x y; w h)` as printed, nil without a frame.
  var frame: String?
  /// `hidden`, `alpha 0`, `zero-size`, `off-screen`, `ambiguous`, `layer`, the states the row
  /// prints (`selected`, `(Main)`, `appeared`), `truncated`.
  var badges: [String]
  /// The node's text (or an element's label, a title…), quoted; a field other than a text,
  /// title or label is named (`identifier='login'`).
  var preview: String?

  /// - Complexity: O(description length × depth): the off-screen badge places the node in its
  ///   window from its ancestors' printed geometry.
  init(_ node: Node) {
    name = ClassNameShortener.shorten(node.displayName)
    let frame = node.frame
    self.frame = frame?.printed
    var badges: [String] = []
    if node.kind == .layer { badges.append("layer") }
    if node.isHidden { badges.append("hidden") }
    if node.isTransparent { badges.append("alpha \(Rect.printed(node.alpha))") }
    if let frame, frame.width <= 0 || frame.height <= 0 { badges.append("zero-size") }
    if frame != nil, let placed = AbsoluteFrames.frame(of: node.index, in: node.hierarchy),
      placed.frame != placed.window, Self.isOutside(placed.frame, placed.window)
    {
      badges.append("off-screen")
    }
    if node.format == .autolayoutTrace, node.value(of: "ambiguousLayout") != nil {
      badges.append("ambiguous")
    }
    let caption = NodeCaption(node)
    // Words the row prints for states: XCUITest's `selected` and `(Main)`, a controller's
    // `appeared` and `not-in-window`.
    badges += caption.flags
    if !node.isComplete { badges.append("truncated") }
    self.badges = badges
    // The first text `print` shows, decoded as there (an element's label prints quoted).
    if let text = caption.texts.first {
      preview = (text.key.map { $0 + "=" } ?? "") + "'" + text.value + "'"
    } else {
      preview = NodeSearch.textKeys.lazy.compactMap { node.value(of: $0) }.first
        .map { "'" + $0 + "'" }
    }
  }

  /// Entirely outside: a view that has an area and shares none of it with the window.
  static func isOutside(_ rect: Rect, _ window: Rect) -> Bool {
    guard rect.width > 0 && rect.height > 0 else { return false }
    return rect.maxX <= window.x || rect.x >= window.maxX || rect.maxY <= window.y
      || rect.y >= window.maxY
  }
}
