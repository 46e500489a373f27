/// Writes a list of nodes as a JSON array, streaming, for `vtree find --format json` and
/// `vtree frames --format json` (a million entries must not go through Foundation's
/// JSONSerialization, which takes minutes and gigabytes at that size).
///
/// Each entry: `{"line", "class", "displayName"?, "address", "depth", "frame", "text"?, "path"?,
/// "absoluteFrame"?, "approximate"?}`.
public struct NodeListJSONWriter {
  /// Add each node's ancestor classes, root first (`find`).
  public var includesPath = false
  /// Adds `"text"` (a label's text, decoded) to the nodes that show text.
  public var includesText = false
  /// Add each node's absolute frame and whether it is approximate (`frames`).
  public var absoluteFrames: AbsoluteFrames?

  public init() {}

  /// Writes `{"count": N, "<key>": [...]}`, or the bare array when `key` is nil.
  public func write(
    _ nodes: [NodeIndex], of hierarchy: Hierarchy, key: String? = nil, flush: ([UInt8]) -> Void
  ) {
    var out = JSONBuffer()
    out.bytes.reserveCapacity(1 << 20)
    if let key {
      out.raw("{\"count\": ")
      out.raw(String(nodes.count))
      out.raw(", ")
      out.string(key)
      out.raw(": ")
    }
    out.raw("[")
    hierarchy.text.withUnsafeBufferPointer { text in
      for (position, index) in nodes.enumerated() {
        if position > 0 { out.raw(",\n") }
        entry(index, hierarchy, text, &out)
        if out.bytes.count > 1 << 20 {
          flush(out.bytes)
          out.bytes.removeAll(keepingCapacity: true)
        }
      }
    }
    out.raw("]")
    if key != nil { out.raw("}") }
    out.raw("\n")
    flush(out.bytes)
  }

  private func entry(
    _ index: NodeIndex, _ hierarchy: Hierarchy, _ text: UnsafeBufferPointer<UInt8>,
    _ out: inout JSONBuffer
  ) {
    let node = hierarchy[index]
    let record = hierarchy.records[index.rawValue]
    out.raw("{\"line\": ")
    out.raw(String(record.line))
    out.raw(", \"class\": ")
    out.string(text[record.className.range])
    if let readable = hierarchy.demangledClassName(of: index) {
      out.raw(", \"displayName\": ")
      out.string(readable)
    }
    out.raw(", \"address\": ")
    if record.address.isEmpty { out.raw("null") } else { out.string(text[record.address.range]) }
    out.raw(", \"depth\": ")
    out.raw(String(hierarchy.depths[index.rawValue]))
    out.raw(", \"frame\": ")
    out.rect(node.frame)
    if includesText, let shown = node.text {
      out.raw(", \"text\": ")
      out.string(shown)
    }
    if includesPath {
      out.raw(", \"path\": [")
      for (position, ancestor) in hierarchy.ancestors(of: index).reversed().enumerated() {
        if position > 0 { out.raw(", ") }
        out.string(text[hierarchy.records[ancestor.rawValue].className.range])
      }
      out.raw("]")
    }
    if let absoluteFrames {
      out.raw(", \"absoluteFrame\": ")
      out.rect(absoluteFrames[index])
      out.raw(
        absoluteFrames.isApproximate(index) ? ", \"approximate\": true" : ", \"approximate\": false"
      )
    }
    out.raw("}")
  }
}

extension JSONBuffer {
  /// `{"x", "y", "width", "height"}` or `null`, numbers as `Rect.printed` writes them.
  mutating func rect(_ rect: Rect?) {
    guard let rect else {
      raw("null")
      return
    }
    raw("{\"x\": ")
    number(rect.x)
    raw(", \"y\": ")
    number(rect.y)
    raw(", \"width\": ")
    number(rect.width)
    raw(", \"height\": ")
    number(rect.height)
    raw("}")
  }
}
