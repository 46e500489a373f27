/// Writes a parse result as JSON:
/// `{"format", "roots": [NODE], "lines": {disposition: count}, "diagnostics": [...]}` with
/// NODE = `{"class", "address", "frame", "line", "kind", "properties", "tail"?,
/// "omittedChildren"?, "children"}`; `omittedChildren` counts the direct children that
/// `maxDepth` cut, so that a cut node is not mistaken for a leaf.
///
/// Output goes to `flush` in chunks, so a million-node tree is never held twice in memory,
/// and nesting is written from the preorder arrays without recursion (no stack overflow on
/// deep inputs).
public struct HierarchyJSONWriter {
  /// Nodes deeper than this are left out (nil: all).
  public var maxDepth: Int?
  /// Include the `diagnostics` and `lines` members.
  public var includeDiagnostics = true

  public init(maxDepth: Int? = nil) { self.maxDepth = maxDepth }

  public func write(_ result: ParseResult, flush: ([UInt8]) -> Void) {
    let hierarchy = result.hierarchy
    var out = JSONBuffer()
    out.bytes.reserveCapacity(1 << 20)
    out.raw("{\"format\": ")
    out.string(hierarchy.format.rawValue)
    out.raw(", \"roots\": [")
    hierarchy.text.withUnsafeBufferPointer { text in
      var openDepth = -1
      var index = 0
      let count = hierarchy.count
      while index < count {
        let depth = hierarchy.depths[index]
        if let maxDepth, depth > maxDepth {
          index = Int(hierarchy.subtreeEnds[index])
          continue
        }
        while openDepth >= Int(depth) {
          out.raw("]}")
          openDepth -= 1
        }
        if index > 0 && openDepth == Int(depth) - 1 && !isFirstShown(index, hierarchy) {
          out.raw(", ")
        }
        writeNode(NodeIndex(index), hierarchy, text, &out)
        if let maxDepth, depth == maxDepth, hierarchy.firstChild(of: NodeIndex(index)) != nil {
          out.raw(", \"omittedChildren\": ")
          out.raw(String(hierarchy.children(of: NodeIndex(index)).count))
        }
        out.raw(", \"children\": [")
        openDepth = Int(depth)
        index += 1
        if out.bytes.count > 1 << 20 {
          flush(out.bytes)
          out.bytes.removeAll(keepingCapacity: true)
        }
      }
      while openDepth >= 0 {
        out.raw("]}")
        openDepth -= 1
      }
    }
    out.raw("]")
    if includeDiagnostics { writeDiagnostics(result, &out) }
    out.raw("}\n")
    flush(out.bytes)
  }

  /// Whether `index` is the first node written among its siblings (no comma before it).
  private func isFirstShown(_ index: Int, _ hierarchy: Hierarchy) -> Bool {
    let parent = hierarchy.parents[index]
    return parent >= 0 ? Int(parent) == index - 1 : index == 0
  }

  private func writeNode(
    _ index: NodeIndex, _ hierarchy: Hierarchy, _ text: UnsafeBufferPointer<UInt8>,
    _ out: inout JSONBuffer
  ) {
    let node = hierarchy[index]
    let record = hierarchy.records[index.rawValue]
    out.raw("{\"class\": ")
    out.string(text[record.className.range])
    if let readable = hierarchy.demangledClassName(of: node.index) {
      out.raw(", \"displayName\": ")
      out.string(readable)
    }
    out.raw(", \"address\": ")
    if record.address.isEmpty { out.raw("null") } else { out.string(text[record.address.range]) }
    out.raw(", \"frame\": ")
    out.rect(node.frame)
    out.raw(", \"line\": ")
    out.raw(String(record.line))
    out.raw(", \"kind\": ")
    out.string(String(describing: record.kind))
    if hierarchy.parents[index.rawValue] < 0 || record.format != hierarchy.format {
      // Each tree keeps its own format; a node says so where it differs from the dump's.
      out.raw(", \"format\": ")
      out.string(record.format.rawValue)
    }
    if record.kind != .custom {
      out.raw(", \"properties\": {")
      var written: [String] = []
      for item in node.properties where !written.contains(item.key) {
        if !written.isEmpty { out.raw(", ") }
        written.append(item.key)
        out.string(item.key)
        out.raw(": ")
        out.string(item.value)
      }
      out.raw("}")
    }
    let tail = node.tailSpan
    if !tail.isEmpty {
      out.raw(", \"tail\": ")
      out.string(text[tail.range])
    }
    if !record.isClosed { out.raw(", \"truncated\": true") }
  }

  private func writeDiagnostics(_ result: ParseResult, _ out: inout JSONBuffer) {
    out.raw(", \"lines\": {")
    let counts = result.lineCounts
    var first = true
    for disposition in LineDisposition.allCases {
      guard let count = counts[disposition] else { continue }
      if !first { out.raw(", ") }
      first = false
      out.string(disposition.name)
      out.raw(": ")
      out.raw(String(count))
    }
    out.raw("}, \"diagnostics\": [")
    for (offset, diagnostic) in result.diagnostics.enumerated() {
      if offset > 0 { out.raw(", ") }
      out.raw("{\"line\": ")
      out.raw(String(diagnostic.line))
      out.raw(", \"column\": ")
      out.raw(String(diagnostic.column))
      out.raw(", \"severity\": ")
      out.string(diagnostic.severity.rawValue)
      out.raw(", \"disposition\": ")
      out.string(diagnostic.disposition.name)
      out.raw(", \"message\": ")
      out.string(diagnostic.message)
      out.raw("}")
    }
    out.raw("]")
  }
}
