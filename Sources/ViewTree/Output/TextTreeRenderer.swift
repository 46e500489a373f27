/// Renders a hierarchy as an indented tree with box-drawing guides, one node per line:
///
///     UIWindow 0x7f… (0 0; 390 844)
///     ├─ UITransitionView 0x7f… (0 0; 390 844)
///     │  └─ UILabel 0x7f… (16 8; 120 20) 'Hello' hidden
///     └─ UIView 0x7f… (0 0; 0 0) alpha=0
public struct TextTreeRenderer {
  public var style: TextStyle
  /// Nodes deeper than this are left out (nil: all).
  public var maxDepth: Int?
  /// Show addresses after class names.
  public var showsAddresses = true

  public init(style: TextStyle = .plain, maxDepth: Int? = nil) {
    self.style = style
    self.maxDepth = maxDepth
  }

  /// Calls `emit` with each output line (without newline), in order.
  /// - Complexity: O(n × depth) characters written; no recursion.
  public func render(_ hierarchy: Hierarchy, emit: (String) -> Void) {
    // hasMoreSiblings[d] tells whether the ancestor at depth d has a later sibling, which
    // decides between a `│` guide and blank space in the columns below it.
    var hasMoreSiblings: [Bool] = []
    hierarchy.forEachNode(maxDepth: maxDepth) { index, depth in
      hasMoreSiblings.removeSubrange(min(depth, hasMoreSiblings.count)...)
      let hasNext = hierarchy.nextSibling(of: index) != nil
      var guides = ""
      if depth > 0 {
        for level in 1..<depth { guides += hasMoreSiblings[level] ? "│  " : "   " }
        guides += hasNext ? "├─ " : "└─ "
      }
      hasMoreSiblings.append(hasNext)
      emit(style.guide(guides) + summary(of: hierarchy[index]))
    }
  }

  /// `Class 0xaddr (x y; w h) 'text' flags…` for one node.
  public func summary(of node: Node) -> String {
    var parts: [String] = [style.className(TerminalSafeText.sanitize(node.className))]
    if showsAddresses, let address = node.address { parts.append(style.address(address)) }
    switch node.kind {
    case .layer:
      parts.append(style.flag("(layer)"))
      return parts.joined(separator: " ")
    case .viewController, .custom:
      if let details = controllerDetails(node) { parts.append(details) }
      return parts.joined(separator: " ")
    case .view, .textContainer:
      break
    }
    if let frame = node.frame { parts.append(Self.format(frame)) }
    if let baseClass = node.baseClass { parts.append(style.flag(": " + baseClass)) }
    if let text = node.text {
      parts.append(style.quoted("'" + TerminalSafeText.sanitize(text) + "'"))
    }
    if node.isHidden { parts.append(style.flag("hidden")) }
    let alpha = node.alpha
    if alpha != 1 { parts.append(style.flag("alpha=" + Self.format(alpha))) }
    if !node.isComplete { parts.append(style.flag("[truncated]")) }
    return parts.joined(separator: " ")
  }

  private func controllerDetails(_ node: Node) -> String? {
    let details = node.kind == .custom ? nil : node.hierarchy.string(node.record.body)
    guard let details, !details.isEmpty else { return nil }
    let trimmed = details.hasPrefix(", ") ? String(details.dropFirst(2)) : details
    return style.address(TerminalSafeText.sanitize(trimmed))
  }

  static func format(_ rect: Rect) -> String {
    "(\(format(rect.x)) \(format(rect.y)); \(format(rect.width)) \(format(rect.height)))"
  }

  static func format(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }
}
