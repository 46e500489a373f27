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
    writeData(wireframe, name: name, to: &out)
    out.append("</script>\n<script>\(HTMLExplorerPage.script)</script>\n</body>\n</html>\n")
  }

  /// The page's data as JSON, every string escaped for the `<script>` element it sits in.
  private func writeData(_ wireframe: Wireframe, name: String, to out: inout OutputBuffer) {
    let hierarchy = wireframe.hierarchy
    out.append("{\"name\": ")
    out.jsonString(name, forScript: true)
    out.append(", \"format\": ")
    out.jsonString(hierarchy.format.rawValue, forScript: true)
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
    hierarchy.text.withUnsafeBufferPointer { text in
      var properties: [(key: Range<Int>, value: Range<Int>)] = []
      for index in wireframe.scope {
        let nodeIndex = NodeIndex(index)
        var drawn: Wireframe.Item? = nil
        if let current = item, current.node == nodeIndex {
          drawn = current
          item = items.next()
        }
        out.append(index == wireframe.scope.lowerBound ? "\n" : ",\n")
        writeNode(nodeIndex, drawn, wireframe, baseDepth, text, &properties, &out)
      }
    }
    out.append("\n], \"findings\": [")
    for (offset, finding) in wireframe.findings.enumerated() {
      out.append(offset == 0 ? "\n{\"n\": " : ",\n{\"n\": ")
      out.append(finding.node.rawValue)
      out.append(", \"rule\": ")
      out.jsonString(finding.ruleID, forScript: true)
      out.append(", \"severity\": ")
      out.jsonString(finding.severity.rawValue, forScript: true)
      out.append(", \"message\": ")
      out.jsonString(finding.message, forScript: true)
      out.append("}")
    }
    out.append("]}")
  }

  /// One node's JSON object. recursiveDescription rows, most of any big dump, are read in one
  /// pass over their raw properties (which also finds the text); `properties` is scratch space
  /// reused across nodes.
  private func writeNode(
    _ index: NodeIndex, _ drawn: Wireframe.Item?, _ wireframe: Wireframe, _ baseDepth: Int,
    _ text: UnsafeBufferPointer<UInt8>, _ properties: inout [(key: Range<Int>, value: Range<Int>)],
    _ out: inout OutputBuffer
  ) {
    let hierarchy = wireframe.hierarchy
    let node = hierarchy[index]
    let record = node.record
    out.append("{\"c\": ")
    out.jsonString(node.displayName, forScript: true)
    if !record.address.isEmpty {
      out.append(", \"a\": ")
      out.jsonString(text[record.address.range], forScript: true)
    }
    let parent = hierarchy.parents[index.rawValue]
    out.append(", \"p\": ")
    out.append(wireframe.scope.contains(Int(parent)) ? parent : -1)
    out.append(", \"d\": ")
    out.append(node.depth - baseDepth)
    out.append(", \"e\": ")
    out.append(hierarchy.subtreeEnds[index.rawValue])
    out.append(", \"l\": ")
    out.append(record.line)
    out.append(", \"k\": \"")
    out.append(record.kind.name)
    out.append(UInt8(ascii: "\""))
    if let drawn {
      out.append(", \"f\": ")
      numbers(drawn.frame, &out)
      if drawn.isApproximate { out.append(", \"ap\": 1") }
      if drawn.isInvisible { out.append(", \"h\": 1") }
      if drawn.emphasis == .match { out.append(", \"m\": 1") }
      if let severity = drawn.severity {
        out.append(", \"s\": ")
        out.jsonString(severity.rawValue, forScript: true)
      }
    }
    guard node.usesPropertySyntax else {
      if let value = node.text {
        out.append(", \"t\": ")
        out.jsonString(value, forScript: true)
      }
      out.append(", \"pr\": [")
      for (offset, property) in node.properties.enumerated() {
        out.append(offset == 0 ? "[" : ", [")
        out.jsonString(property.key, forScript: true)
        out.append(", ")
        out.jsonString(property.value, forScript: true)
        out.append("]")
      }
      return out.append("]}")
    }
    properties.removeAll(keepingCapacity: true)
    DescriptionScanner(text).forEachProperty(
      from: Int(record.body.start), to: Int(record.body.end),
      dropsCutItem: !record.isClosed
    ) { key, value in
      properties.append((key, value))
      return true
    }
    // The first `text` property, as `Node.text` reads it.
    if let value = properties.first(where: { ByteText.equals(text[$0.key], "text") })?.value {
      out.append(", \"t\": ")
      out.jsonString(
        TextValue.decode(String(decoding: text[value], as: UTF8.self)), forScript: true)
    }
    out.append(", \"pr\": [")
    for (offset, property) in properties.enumerated() {
      out.append(offset == 0 ? "[" : ", [")
      out.jsonString(text[property.key], forScript: true)
      out.append(", ")
      out.jsonString(text[property.value], forScript: true)
      out.append("]")
    }
    out.append("]}")
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
}
