/// Writes a wireframe as SVG: one `<rect>` per framed node at its absolute frame (plain `x`,
/// `y`, `width`, `height` attributes in window points, no transforms, so scripts can read them
/// back), then the class labels and text values that fit.
///
/// ```xml
/// <rect data-node="3" data-line="4" data-depth="2" class="node hidden" x="20" y="80"
///       width="100" height="44" stroke="#30b158" stroke-dasharray="4 2"/>
/// <text data-node="3" data-line="4" class="label" x="22" y="89.5" …>UIButton</text>
/// ```
///
/// Outlines are colored by depth (`WireframePalette`); hidden and alpha-0 views (and their
/// descendants) are dashed; nodes with lint findings are outlined in the severity's color,
/// tinted, and carry the messages in a `<title>`; with a selection, matches are filled and the
/// rest dimmed. Every string from the dump goes through `MarkupText`.
public struct SVGWireframeWriter: Sendable {
  /// Write the `<?xml …?>` declaration (a standalone file) or not (SVG inlined in HTML).
  public var includesDeclaration = true
  /// The name shown in the drawing's `<title>` (the input file).
  public var title: String?

  public init() {}

  /// Label size in window points: about a fortieth of the drawing's width, so a phone screen
  /// gets 10 pt labels and a desktop window no more than 14.
  static func fontSize(for bounds: Rect) -> Double {
    min(14, max(6, (bounds.width / 40).rounded()))
  }

  /// - Complexity: O(items + total label length).
  public func write(_ wireframe: Wireframe, to out: inout OutputBuffer) {
    func emit(_ text: String) { out.append(text) }
    let bounds = wireframe.bounds
    let fontSize = Self.fontSize(for: bounds)
    let margin = 2.0
    let viewBox = [
      bounds.x - margin, bounds.y - margin, bounds.width + 2 * margin, bounds.height + 2 * margin,
    ].map(Rect.printed).joined(separator: " ")
    if includesDeclaration { emit("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n") }
    emit(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"wireframe-svg\" viewBox=\"\(viewBox)\" "
        + "width=\"\(Rect.printed(bounds.width + 2 * margin))\" "
        + "height=\"\(Rect.printed(bounds.height + 2 * margin))\" "
        + "font-family=\"Helvetica, Arial, sans-serif\" font-size=\"\(Rect.printed(fontSize))\" "
        + "style=\"background: #ffffff\">\n")
    if let title { emit("<title>\(MarkupText.escaped(title))</title>\n") }
    emit("<desc>\(Self.description(of: wireframe))</desc>\n")
    let messages = Dictionary(grouping: wireframe.findings, by: \.node)
    emit("<g class=\"frames\" fill=\"none\" stroke-width=\"1\">\n")
    for item in wireframe.items {
      emit(rect(item, wireframe.hierarchy, messages[item.node] ?? []))
    }
    emit("</g>\n<g class=\"labels\">\n")
    var labels = LabelLayout(fontSize: fontSize)
    for item in wireframe.items {
      let node = wireframe.hierarchy[item.node]
      for line in labels.place(item, className: node.displayName, text: node.text) {
        var attributes = Self.nodeAttributes(item, wireframe.hierarchy)
        attributes += " class=\"\(line.isText ? "text" : "label")\""
        attributes += " x=\"\(Rect.printed(line.x))\" y=\"\(Rect.printed(line.y))\""
        attributes +=
          line.isText
          ? " fill=\"#1c1c1e\" font-style=\"italic\""
          : " fill=\"\(WireframePalette.color(depth: item.depth))\""
        if item.emphasis == .dimmed { attributes += " opacity=\"0.3\"" }
        emit("<text \(attributes)>\(MarkupText.escaped(line.text))</text>\n")
      }
    }
    emit("</g>\n</svg>\n")
  }

  private func rect(_ item: Wireframe.Item, _ hierarchy: Hierarchy, _ findings: [Finding])
    -> String
  {
    var classes = ["node"]
    var attributes = Self.nodeAttributes(item, hierarchy)
    let frame = item.frame
    var paint =
      " x=\"\(Rect.printed(frame.x))\" y=\"\(Rect.printed(frame.y))\""
      + " width=\"\(Rect.printed(frame.width))\" height=\"\(Rect.printed(frame.height))\""
    var stroke = WireframePalette.color(depth: item.depth)
    if item.isInvisible {
      classes.append("hidden")
      paint += " stroke-dasharray=\"4 2\""
    }
    if item.isApproximate { classes.append("approximate") }
    if let severity = item.severity {
      classes += ["finding", severity.rawValue]
      stroke = WireframePalette.color(severity)
      paint += " fill=\"\(stroke)\" fill-opacity=\"0.12\" stroke-width=\"2\""
    }
    switch item.emphasis {
    case .normal: break
    case .match:
      classes.append("match")
      paint += " fill=\"\(WireframePalette.match)\" fill-opacity=\"0.3\" stroke-width=\"2\""
    case .dimmed:
      classes.append("dimmed")
      paint += " opacity=\"0.3\""
    }
    attributes += " class=\"\(classes.joined(separator: " "))\"" + paint
    attributes += " stroke=\"\(stroke)\""
    guard !findings.isEmpty else { return "<rect \(attributes)/>\n" }
    let title = findings.map { "\($0.severity.rawValue): \($0.message) [\($0.ruleID)]" }
      .joined(separator: "\n")
    return "<rect \(attributes)><title>\(MarkupText.escaped(title))</title></rect>\n"
  }

  private static func nodeAttributes(_ item: Wireframe.Item, _ hierarchy: Hierarchy) -> String {
    "data-node=\"\(item.node.rawValue)\" data-line=\"\(hierarchy[item.node].line)\""
      + " data-depth=\"\(item.depth)\""
  }

  /// What the drawing holds, and which nodes it leaves out: numbers only, no dump text.
  static func description(of wireframe: Wireframe) -> String {
    var text =
      "vtree wireframe: \(wireframe.items.count) node\(wireframe.items.count == 1 ? "" : "s")"
      + " at their absolute frames"
    let missing = wireframe.unframed
    if !missing.isEmpty {
      let lines = missing.prefix(10).map { String(wireframe.hierarchy[$0].line) }
      text +=
        "; \(missing.count) without a frame not drawn (line\(missing.count == 1 ? "" : "s") "
        + lines.joined(separator: ", ") + (missing.count > 10 ? ", …)" : ")")
    }
    return text
  }
}
