/// Writes a wireframe as one self-contained HTML page: the collapsible tree on the left, the
/// SVG wireframe (`SVGWireframeWriter`, inlined) on the right, linked both ways, with search by
/// class, the selected node's properties and findings, and an exploded 3D view of the layers.
///
/// The page loads nothing: its style and script are inline (`HTMLExplorerPage`), and a
/// Content-Security-Policy forbids any fetch. The nodes travel as one JSON document in a
/// `<script type="application/json">` element that the script reads with `JSON.parse` and
/// shows through `textContent` only. Dump text reaches the page in two places, each escaped
/// for its context: the SVG by `MarkupText`, and the JSON with `<`, `>`, `&`, U+2028 and
/// U+2029 written as `\u003c`…, so no `</script>` can close the element early.
///
/// JSON: `{"name", "format", "first", "bounds": [x, y, w, h], "palette", "severityColors",
/// "selection", "nodes": [NODE], "findings": [{"n", "rule", "severity", "message"}]}`, with
/// NODE = `{"c": class, "a": address?, "p": parent, "d": depth, "e": subtree end, "l": line,
/// "k": kind, "f": absolute frame?, "ap": 1 if approximate, "t": text?, "h": 1 if hidden or
/// alpha 0, "m": 1 if matched, "s": severity?, "pr": [[key, value]…]}`. Node numbers are
/// hierarchy indices; `nodes[i]` is node `first + i`.
public struct HTMLExplorerWriter: Sendable {
  public init() {}

  /// - Parameter name: the input's name, shown in the title.
  /// - Complexity: O(scope + total description length).
  public func write(_ wireframe: Wireframe, name: String, to out: inout OutputBuffer) {
    let title = MarkupText.escaped("vtree · " + name)
    out.append(
      """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; \
      style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(title)</title>
      <style>\(HTMLExplorerPage.style)</style>
      </head>
      <body>
      \(HTMLExplorerPage.body(title: title))
      <div id="wireframe" class="pane-view">

      """)
    if wireframe.items.isEmpty {
      out.append("<p class=\"empty\">No node of this dump has a frame: nothing to draw.</p>\n")
    } else {
      var svg = SVGWireframeWriter()
      svg.includesDeclaration = false
      svg.write(wireframe, to: &out)
    }
    out.append("</div>\n<div id=\"layers\" class=\"pane-view\" hidden></div>\n")
    out.append("</section>\n</main>\n<script type=\"application/json\" id=\"vtree-data\">")
    out.append(Self.scriptSafe(data(wireframe, name: name)))
    out.append("</script>\n<script>\(HTMLExplorerPage.script)</script>\n</body>\n</html>\n")
  }

  /// The page's data as JSON.
  func data(_ wireframe: Wireframe, name: String) -> [UInt8] {
    let hierarchy = wireframe.hierarchy
    var out = OutputBuffer()
    out.append("{\"name\": ")
    out.jsonString(name)
    out.append(", \"format\": ")
    out.jsonString(hierarchy.format.rawValue)
    out.append(", \"first\": \(wireframe.scope.lowerBound), \"bounds\": ")
    numbers(wireframe.bounds, &out)
    out.append(", \"palette\": [")
    out.append(WireframePalette.depthColors.map { "\"\($0)\"" }.joined(separator: ", "))
    out.append("], \"severityColors\": {")
    out.append(
      LintSeverity.allCases.map { "\"\($0.rawValue)\": \"\(WireframePalette.color($0))\"" }
        .joined(separator: ", "))
    out.append("}, \"selection\": ")
    out.append(wireframe.items.contains { $0.emphasis != .normal } ? "true" : "false")
    out.append(", \"nodes\": [")
    let baseDepth =
      wireframe.scope.isEmpty ? 0 : hierarchy.depth(of: NodeIndex(wireframe.scope.lowerBound))
    var items = wireframe.items.makeIterator()
    var item = items.next()
    for index in wireframe.scope {
      let nodeIndex = NodeIndex(index)
      let node = hierarchy[nodeIndex]
      var drawn: Wireframe.Item? = nil
      if let current = item, current.node == nodeIndex {
        drawn = current
        item = items.next()
      }
      out.append(index == wireframe.scope.lowerBound ? "\n" : ",\n")
      out.append("{\"c\": ")
      out.jsonString(node.displayName)
      if let address = node.address {
        out.append(", \"a\": ")
        out.jsonString(address)
      }
      let parent = hierarchy.parent(of: nodeIndex).map(\.rawValue) ?? -1
      out.append(", \"p\": \(wireframe.scope.contains(parent) ? parent : -1)")
      out.append(
        ", \"d\": \(node.depth - baseDepth), \"e\": \(hierarchy.subtree(of: nodeIndex).upperBound)")
      out.append(", \"l\": \(node.line), \"k\": ")
      out.jsonString(String(describing: node.kind))
      if let drawn {
        out.append(", \"f\": ")
        numbers(drawn.frame, &out)
        if drawn.isApproximate { out.append(", \"ap\": 1") }
        if drawn.isInvisible { out.append(", \"h\": 1") }
        if drawn.emphasis == .match { out.append(", \"m\": 1") }
        if let severity = drawn.severity {
          out.append(", \"s\": ")
          out.jsonString(severity.rawValue)
        }
      }
      if let text = node.text {
        out.append(", \"t\": ")
        out.jsonString(text)
      }
      out.append(", \"pr\": [")
      for (offset, property) in node.properties.enumerated() {
        out.append(offset == 0 ? "[" : ", [")
        out.jsonString(property.key)
        out.append(", ")
        out.jsonString(property.value)
        out.append("]")
      }
      out.append("]}")
    }
    out.append("\n], \"findings\": [")
    for (offset, finding) in wireframe.findings.enumerated() {
      out.append(offset == 0 ? "\n{\"n\": " : ",\n{\"n\": ")
      out.append(finding.node.rawValue)
      out.append(", \"rule\": ")
      out.jsonString(finding.ruleID)
      out.append(", \"severity\": ")
      out.jsonString(finding.severity.rawValue)
      out.append(", \"message\": ")
      out.jsonString(finding.message)
      out.append("}")
    }
    out.append("]}")
    return out.bytes
  }

  private func numbers(_ rect: Rect, _ out: inout OutputBuffer) {
    out.append("[")
    out.jsonNumber(rect.x)
    out.append(", ")
    out.jsonNumber(rect.y)
    out.append(", ")
    out.jsonNumber(rect.width)
    out.append(", ")
    out.jsonNumber(rect.height)
    out.append("]")
  }

  /// JSON that can sit inside a `<script>` element: `<`, `>` and `&` (so no `</script>` or
  /// `<!--` appears) and U+2028 and U+2029 (line terminators to older JavaScript) escaped as
  /// `\u003c`…. Outside strings JSON holds none of these, so every occurrence is inside a
  /// string, where the escape means the same character.
  static func scriptSafe(_ json: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(json.count + json.count / 16)
    var index = 0
    while index < json.count {
      let byte = json[index]
      switch byte {
      case UInt8(ascii: "<"): result.append(contentsOf: Array("\\u003c".utf8))
      case UInt8(ascii: ">"): result.append(contentsOf: Array("\\u003e".utf8))
      case UInt8(ascii: "&"): result.append(contentsOf: Array("\\u0026".utf8))
      case 0xE2
      where index + 2 < json.count && json[index + 1] == 0x80
        && (json[index + 2] == 0xA8 || json[index + 2] == 0xA9):
        // U+2028 and U+2029 in UTF-8: E2 80 A8 and E2 80 A9.
        result.append(contentsOf: Array((json[index + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8))
        index += 2
      default: result.append(byte)
      }
      index += 1
    }
    return result
  }
}
