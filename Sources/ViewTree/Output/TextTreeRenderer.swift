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
  /// Nodes whose line starts with `▶ ` (bold with colors): `find --tree` marks its matches
  /// among the ancestors and descendants it shows around them.
  public var marked: [Bool]?

  public init(style: TextStyle = .plain, maxDepth: Int? = nil) {
    self.style = style
    self.maxDepth = maxDepth
  }

  /// Writes one line per node. With `including`, only
  /// the nodes marked true are shown; the set must hold every shown node's ancestors (a pruned
  /// tree, as `vtree find --tree` prints), and guides join the shown siblings.
  /// - Complexity: O(n × depth) bytes written; no recursion.
  public func write(
    _ hierarchy: Hierarchy, including: [Bool]? = nil, to out: inout OutputBuffer
  ) {
    let hasNextShown = including.map { Self.nextShownSiblings(hierarchy, $0) }
    var rows = RowSummaryWriter(
      hierarchy, style: style, showsAddresses: showsAddresses, showsRawNames: showsRawNames)
    // The guide columns below the ancestors: `│  ` under one with a later sibling, blank
    // space under one without. `columnEnds[d]` is how many bytes of `columns` a node at depth
    // d + 1 draws before its own `├─ ` or `└─ `.
    var columns: [UInt8] = []
    var columnEnds = [Int](repeating: 0, count: max(1, hierarchy.maxDepth + 1))
    // Local copies, so the loop reads the arrays without retaining them per node.
    let records = hierarchy.records
    let classIDs = hierarchy.classIDs
    let nextSiblings = hierarchy.nextSiblings
    hierarchy.text.withUnsafeBufferPointer { text in
      hierarchy.forEachNode(maxDepth: maxDepth) { index, depth in
        if let including, !including[index.rawValue] { return }
        let hasNext = hasNextShown?[index.rawValue] ?? (nextSiblings[index.rawValue] >= 0)
        if depth > 0 {
          // Guides are dimmed (`TextStyle.guideCode`).
          if style.isEnabled { out.append("\u{1B}[2m" as StaticString) }
          columns.withUnsafeBufferPointer { out.append($0[..<columnEnds[depth - 1]]) }
          out.append(hasNext ? "├─ " as StaticString : "└─ ")
          if style.isEnabled { out.append("\u{1B}[0m" as StaticString) }
          columns.removeSubrange(columnEnds[depth - 1]...)
          columns.append(contentsOf: hasNext ? "│  ".utf8 : "   ".utf8)
          columnEnds[depth] = columns.count
        }
        if let marked, marked[index.rawValue] {
          out.append(style.isEnabled ? "\u{1B}[1m▶\u{1B}[0m " as StaticString : "▶ ")
        }
        let record = records[index.rawValue]
        if RowSummaryWriter.handles(record) {
          rows.write(hierarchy, record, classID: Int(classIDs[index.rawValue]), text, to: &out)
        } else {
          out.append(summaryFromAccessors(of: hierarchy[index]))
        }
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
    let record = node.record
    guard RowSummaryWriter.handles(record) else { return summaryFromAccessors(of: node) }
    var rows = RowSummaryWriter(
      node.hierarchy, style: style, showsAddresses: showsAddresses, showsRawNames: showsRawNames,
      keepsNames: false)
    var out = OutputBuffer()
    node.hierarchy.text.withUnsafeBufferPointer { text in
      rows.write(
        node.hierarchy, record, classID: Int(node.hierarchy.classIDs[node.index.rawValue]), text,
        to: &out)
    }
    return out.text
  }

  /// The same through `Node`'s accessors, one property at a time: every format but
  /// recursiveDescription, whose rows `RowSummaryWriter` reads in one pass.
  func summaryFromAccessors(of node: Node) -> String {
    // A SwiftUI hosting view's readable name can run to 200 characters of generic arguments.
    let name =
      showsRawNames ? node.className : ClassNameShortener.shorten(node.displayName, limit: 60)
    var parts: [String] = []
    if node.format == .autolayoutTrace, let marker = node.value(of: "marker") {
      // The trace's own glyphs: layout engine host, auto layout, manual but in the engine.
      let glyphs = ["layoutEngineHost": "•", "autoLayout": "*", "manualInEngine": "+"]
      parts.append(style.flag(glyphs[marker] ?? ""))
    }
    if let annotation = node.annotation {
      // Where the dump prints it: before the description.
      parts.append(style.flag(TerminalSafeText.sanitize(annotation)))
    }
    parts.append(style.className(TerminalSafeText.sanitize(name)))
    if showsAddresses, let address = node.address {
      parts.append(style.address(TerminalSafeText.sanitize(address)))
    }
    switch node.kind {
    case .layer:
      parts.append(style.flag("(layer)"))
    case .custom:
      // A test framework's fields after the class it names (`, identifier: reminders table`).
      let rest = node.descriptionText.dropFirst(node.className.count)
        .drop { $0 == "," || $0 == " " }
      if !rest.isEmpty { parts.append(style.flag(TerminalSafeText.sanitize(String(rest)))) }
    case .viewController:
      parts += controllerSummary(node)
    case .view, .textContainer, .layoutGuide, .element:
      parts += accessorSummary(node)
    }
    return parts.joined(separator: " ")
  }

  /// A view's frame, base class, text and flags, through `Node`'s accessors.
  func accessorSummary(_ node: Node) -> [String] {
    var parts: [String] = []
    if let frame = node.frame { parts.append(frame.printed) }
    if let baseClass = node.baseClass {
      parts.append(style.flag(": " + TerminalSafeText.sanitize(baseClass)))
    }
    let caption = NodeCaption(node)
    for text in caption.texts {
      parts.append(
        text.key.map { style.flag(TerminalSafeText.sanitize($0) + "=") + quoted(text.value) }
          ?? quoted(text.value))
    }
    if node.isHidden { parts.append(style.flag("hidden")) }
    let alpha = node.alpha
    if alpha != 1 { parts.append(style.flag("alpha=" + Rect.printed(alpha))) }
    for flag in caption.flags { parts.append(style.flag(TerminalSafeText.sanitize(flag))) }
    if let ambiguous = node.value(of: "ambiguousLayout"), node.format == .autolayoutTrace {
      parts.append(
        style.flag(
          ambiguous == "YES" ? "AMBIGUOUS" : "AMBIGUOUS " + TerminalSafeText.sanitize(ambiguous)))
    }
    if !node.isComplete { parts.append(style.flag("[truncated]")) }
    return parts
  }

  private func controllerSummary(_ node: Node) -> [String] {
    var parts: [String] = []
    let properties = node.properties
    // Chisel's `pvc` prints the view's frame in the controller's row.
    if let frame = node.frame { parts.append(frame.printed) }
    if let state = properties["state"] {
      parts.append(style.flag(TerminalSafeText.sanitize(state)))
    }
    if let view = properties["view"] {
      parts.append("view: " + TerminalSafeText.sanitize(Self.demangledView(view)))
    }
    if properties["presented"] != nil { parts.append(style.flag("presented")) }
    if let presenter = properties["presentedWith"] {
      parts.append(style.address("via " + TerminalSafeText.sanitize(presenter)))
    }
    if properties["notInWindow"] != nil { parts.append(style.flag("not-in-window")) }
    return parts
  }

  /// A controller's `view` field with its class name readable, as the row's own class is:
  /// `<_TtGC7SwiftUI14_UIHostingView…_ 0x…>` → `<SwiftUI._UIHostingView<…> 0x…>`.
  static func demangledView(_ view: String) -> String {
    guard view.hasPrefix("<") else { return view }
    let name = view.dropFirst().prefix { $0 != " " && $0 != ">" && $0 != ":" && $0 != ";" }
    guard let readable = SwiftDemangler.demangle(String(name)) else { return view }
    return "<" + readable + view.dropFirst(1 + name.count)
  }

  private func quoted(_ text: String) -> String {
    style.quoted("'" + TerminalSafeText.sanitize(text) + "'")
  }
}
