/// Renders a hierarchy as an indented tree with box-drawing guides, one node per line:
///
///     UIWindow 0x7f… (0 0; 390 844)
///     ├─ UITransitionView 0x7f… (0 0; 390 844)
///     │  └─ UILabel 0x7f… (16 8; 120 20) 'Hello' hidden
///     └─ UIView 0x7f… (0 0; 0 0) alpha=0
public struct TextTreeRenderer: Sendable {
  public var style: TextStyle
  /// Nodes deeper than this are left out (nil: all).
  public var maxDepth: Int?
  /// Show addresses after class names.
  public var showsAddresses = true
  /// Show class names as printed, without demangling Swift names.
  public var showsRawNames = false

  public init(style: TextStyle = .plain, maxDepth: Int? = nil) {
    self.style = style
    self.maxDepth = maxDepth
  }

  /// Writes one line per node. With `including`, only
  /// the nodes marked true are shown; the set must hold every shown node's ancestors (a pruned
  /// tree, as `vtree find --tree` prints), and guides join the shown siblings.
  /// - Complexity: O(n × depth) characters written; no recursion.
  public func write(
    _ hierarchy: Hierarchy, including: [Bool]? = nil, to out: inout OutputBuffer
  ) {
    let hasNextShown = including.map { Self.nextShownSiblings(hierarchy, $0) }
    // hasMoreSiblings[d] tells whether the ancestor at depth d has a later sibling, which
    // decides between a `│` guide and blank space in the columns below it.
    var hasMoreSiblings: [Bool] = []
    hierarchy.forEachNode(maxDepth: maxDepth) { index, depth in
      if let including, !including[index.rawValue] { return }
      hasMoreSiblings.removeSubrange(min(depth, hasMoreSiblings.count)...)
      let hasNext = hasNextShown?[index.rawValue] ?? (hierarchy.nextSibling(of: index) != nil)
      if depth > 0 {
        if style.isEnabled { out.append("\u{1B}[2m") }
        for level in 1..<depth { out.append(hasMoreSiblings[level] ? "│  " : "   ") }
        out.append(hasNext ? "├─ " : "└─ ")
        if style.isEnabled { out.append("\u{1B}[0m") }
      }
      hasMoreSiblings.append(hasNext)
      out.append(summary(of: hierarchy[index]))
      // A node whose children `maxDepth` cuts says so: it would read as a leaf.
      if depth == maxDepth, including == nil {
        let cut = hierarchy.children(of: index).count
        if cut > 0 {
          out.append(" " + style.flag("[+\(cut) \(cut == 1 ? "child" : "children")]"))
        }
      }
      out.append(UInt8(0x0A))
    }
  }

  /// For each shown node, whether a later sibling is shown too: one reverse preorder sweep
  /// remembering, per parent, whether a shown child was already seen.
  private static func nextShownSiblings(_ hierarchy: Hierarchy, _ shown: [Bool]) -> [Bool] {
    var result = [Bool](repeating: false, count: hierarchy.count)
    var seenChild = [Bool](repeating: false, count: hierarchy.count)
    var seenRoot = false
    for index in stride(from: hierarchy.count - 1, through: 0, by: -1) where shown[index] {
      let parent = Int(hierarchy.parents[index])
      if parent < 0 {
        result[index] = seenRoot
        seenRoot = true
      } else {
        result[index] = seenChild[parent]
        seenChild[parent] = true
      }
    }
    return result
  }

  /// `Class 0xaddr (x y; w h) 'text' flags…` for one node.
  public func summary(of node: Node) -> String {
    // A SwiftUI hosting view's readable name can run to 200 characters of generic arguments.
    let name =
      showsRawNames ? node.className : ClassNameShortener.shorten(node.displayName, limit: 60)
    var parts: [String] = []
    if node.format == .autolayoutTrace, let marker = node.value(of: "marker") {
      // The trace's own glyphs: layout engine host, auto layout, manual but in the engine.
      let glyphs = ["layoutEngineHost": "•", "autoLayout": "*", "manualInEngine": "+"]
      parts.append(style.flag(glyphs[marker] ?? ""))
    }
    parts.append(style.className(TerminalSafeText.sanitize(name)))
    if showsAddresses, let address = node.address {
      parts.append(style.address(TerminalSafeText.sanitize(address)))
    }
    switch node.kind {
    case .layer:
      parts.append(style.flag("(layer)"))
    case .custom:
      break
    case .viewController:
      parts += controllerSummary(node)
    case .view, .textContainer, .layoutGuide, .element:
      parts += viewSummary(node)
    }
    return parts.joined(separator: " ")
  }

  private func viewSummary(_ node: Node) -> [String] {
    node.format == .recursiveDescription ? rowSummary(node) : accessorSummary(node)
  }

  /// A view's frame, base class, text and flags, through `Node`'s accessors.
  func accessorSummary(_ node: Node) -> [String] {
    var parts: [String] = []
    if let frame = node.frame { parts.append(frame.printed) }
    if let baseClass = node.baseClass {
      parts.append(style.flag(": " + TerminalSafeText.sanitize(baseClass)))
    }
    let quotedKeys: [String]
    switch node.format {
    case .autolayoutTrace, .subtreeDescription: quotedKeys = ["title", "identifier"]
    case .xcuitest: quotedKeys = ["identifier", "label", "title", "value", "placeholderValue"]
    case .other: quotedKeys = ["label"]
    default: quotedKeys = []
    }
    if let text = node.text { parts.append(quoted(text)) }
    for item in node.properties where quotedKeys.contains(item.key) {
      let value = TextValue.decode(item.value)
      parts.append(
        item.key == "title" || item.key == "label"
          ? quoted(value) : style.flag(TerminalSafeText.sanitize(item.key) + "=") + quoted(value))
    }
    if node.isHidden { parts.append(style.flag("hidden")) }
    let alpha = node.alpha
    if alpha != 1 { parts.append(style.flag("alpha=" + Rect.printed(alpha))) }
    if !node.usesPropertySyntax {
      // Other formats' flags: `selected`, `disabled`, `missingHostConstraints`… (an ambiguous
      // layout has its own flag below).
      for item in node.properties
      where item.value == "YES" && item.key != "main" && item.key != "ambiguousLayout" {
        parts.append(style.flag(TerminalSafeText.sanitize(item.key)))
      }
    }
    if let ambiguous = node.value(of: "ambiguousLayout"), node.format == .autolayoutTrace {
      parts.append(
        style.flag(
          ambiguous == "YES" ? "AMBIGUOUS" : "AMBIGUOUS " + TerminalSafeText.sanitize(ambiguous)))
    }
    if !node.isComplete { parts.append(style.flag("[truncated]")) }
    return parts
  }

  /// The same for a recursiveDescription row, from one pass over its properties rather than
  /// one per property shown: on a big dump this is most of what `print` costs. As with
  /// `Node`'s accessors, the first of a repeated key counts.
  func rowSummary(_ node: Node) -> [String] {
    var frameRead = false
    var frame: Rect? = nil
    var baseClass: String? = nil
    var text: String? = nil
    var hidden: Bool? = nil
    var alpha: Double? = nil
    node.forEachRawProperty { key, value in
      if !frameRead, ByteText.equals(key, "frame") {
        frameRead = true
        frame = NumberList.rect(value)
      } else if baseClass == nil, ByteText.equals(key, "baseClass") {
        baseClass = String(decoding: value, as: UTF8.self)
      } else if text == nil, ByteText.equals(key, "text") {
        text = TextValue.decode(String(decoding: value, as: UTF8.self))
      } else if hidden == nil, ByteText.equals(key, "hidden") {
        hidden = ByteText.equals(value, "YES")
      } else if alpha == nil, ByteText.equals(key, "alpha") {
        alpha = NumberList.parse(value).first ?? 1
      }
      return true
    }
    var parts: [String] = []
    if let frame { parts.append(frame.printed) }
    if let baseClass { parts.append(style.flag(": " + TerminalSafeText.sanitize(baseClass))) }
    if let text { parts.append(quoted(text)) }
    if hidden == true { parts.append(style.flag("hidden")) }
    if let alpha, alpha != 1 { parts.append(style.flag("alpha=" + Rect.printed(alpha))) }
    if !node.isComplete { parts.append(style.flag("[truncated]")) }
    return parts
  }

  private func controllerSummary(_ node: Node) -> [String] {
    var parts: [String] = []
    let properties = node.properties
    if let state = properties["state"] {
      parts.append(style.flag(TerminalSafeText.sanitize(state)))
    }
    if let view = properties["view"] { parts.append("view: " + TerminalSafeText.sanitize(view)) }
    if properties["presented"] != nil { parts.append(style.flag("presented")) }
    if let presenter = properties["presentedWith"] {
      parts.append(style.address("via " + TerminalSafeText.sanitize(presenter)))
    }
    if properties["notInWindow"] != nil { parts.append(style.flag("not-in-window")) }
    return parts
  }

  private func quoted(_ text: String) -> String {
    style.quoted("'" + TerminalSafeText.sanitize(text) + "'")
  }
}
