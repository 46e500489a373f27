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
    let bounds = wireframe.bounds
    let fontSize = Self.fontSize(for: bounds)
    let margin = 2.0
    if includesDeclaration { out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n") }
    out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"wireframe-svg\" viewBox=\"")
    out.printed(bounds.x - margin)
    out.append(UInt8(ascii: " "))
    out.printed(bounds.y - margin)
    out.append(UInt8(ascii: " "))
    out.printed(bounds.width + 2 * margin)
    out.append(UInt8(ascii: " "))
    out.printed(bounds.height + 2 * margin)
    out.append("\" width=\"")
    out.printed(bounds.width + 2 * margin)
    out.append("\" height=\"")
    out.printed(bounds.height + 2 * margin)
    out.append("\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"")
    out.printed(fontSize)
    out.append("\" style=\"background: #ffffff\">\n")
    if let title {
      out.append("<title>")
      MarkupText.write(title, to: &out)
      out.append("</title>\n")
    }
    out.append("<desc>\(Self.description(of: wireframe))</desc>\n")
    let messages = Dictionary(grouping: wireframe.findings, by: \.node)
    out.append("<g class=\"frames\" fill=\"none\" stroke-width=\"1\">\n")
    for item in wireframe.items {
      // Only nodes with findings have a severity: the others need no look-up.
      let findings = item.severity == nil ? [] : messages[item.node] ?? []
      writeRect(item, wireframe.hierarchy, findings, &out)
    }
    out.append("</g>\n<g class=\"labels\">\n")
    var labels = LabelLayout(fontSize: fontSize, items: wireframe.items.count)
    let hierarchy = wireframe.hierarchy
    for item in wireframe.items {
      let node = hierarchy[item.node]
      labels.place(item, className: node.displayName, text: node.text) { line in
        writeLabel(line, item, hierarchy, &out)
      }
    }
    out.append("</g>\n</svg>\n")
  }

  private func writeRect(
    _ item: Wireframe.Item, _ hierarchy: Hierarchy, _ findings: [Finding],
    _ out: inout OutputBuffer
  ) {
    out.append("<rect ")
    Self.writeNodeAttributes(item, hierarchy, &out)
    out.append(" class=\"node")
    if item.isInvisible { out.append(" hidden") }
    if item.isApproximate { out.append(" approximate") }
    if let severity = item.severity {
      out.append(" finding ")
      out.append(severity.rawValue)
    }
    switch item.emphasis {
    case .normal: break
    case .match: out.append(" match")
    case .dimmed: out.append(" dimmed")
    }
    out.append("\" x=\"")
    out.printed(item.frame.x)
    out.append("\" y=\"")
    out.printed(item.frame.y)
    out.append("\" width=\"")
    out.printed(item.frame.width)
    out.append("\" height=\"")
    out.printed(item.frame.height)
    out.append(UInt8(ascii: "\""))
    if item.isInvisible { out.append(" stroke-dasharray=\"4 2\"") }
    var stroke = WireframePalette.color(depth: item.depth)
    if let severity = item.severity {
      stroke = WireframePalette.color(severity)
      out.append(" fill=\"")
      out.append(stroke)
      out.append("\" fill-opacity=\"0.12\" stroke-width=\"2\"")
    }
    switch item.emphasis {
    case .normal: break
    case .match:
      out.append(" fill=\"")
      out.append(WireframePalette.match)
      out.append("\" fill-opacity=\"0.3\" stroke-width=\"2\"")
    case .dimmed: out.append(" opacity=\"0.3\"")
    }
    out.append(" stroke=\"")
    out.append(stroke)
    guard !findings.isEmpty else { return out.append("\"/>\n") }
    let title = findings.map { "\($0.severity.rawValue): \($0.message) [\($0.ruleID)]" }
      .joined(separator: "\n")
    out.append("\"><title>")
    MarkupText.write(title, to: &out)
    out.append("</title></rect>\n")
  }

  private func writeLabel(
    _ line: LabelLayout.Line, _ item: Wireframe.Item, _ hierarchy: Hierarchy,
    _ out: inout OutputBuffer
  ) {
    out.append("<text ")
    Self.writeNodeAttributes(item, hierarchy, &out)
    out.append(line.isText ? " class=\"text\" x=\"" : " class=\"label\" x=\"")
    out.printed(line.x)
    out.append("\" y=\"")
    out.printed(line.y)
    if line.isText {
      out.append("\" fill=\"#1c1c1e\" font-style=\"italic\"")
    } else {
      out.append("\" fill=\"")
      out.append(WireframePalette.color(depth: item.depth))
      out.append(UInt8(ascii: "\""))
    }
    if item.emphasis == .dimmed { out.append(" opacity=\"0.3\"") }
    out.append(UInt8(ascii: ">"))
    MarkupText.write(line.text, to: &out)
    out.append("</text>\n")
  }

  private static func writeNodeAttributes(
    _ item: Wireframe.Item, _ hierarchy: Hierarchy, _ out: inout OutputBuffer
  ) {
    out.append("data-node=\"")
    out.append(item.node.rawValue)
    out.append("\" data-line=\"")
    out.append(hierarchy.records[item.node.rawValue].line)
    out.append("\" data-depth=\"")
    out.append(item.depth)
    out.append(UInt8(ascii: "\""))
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
