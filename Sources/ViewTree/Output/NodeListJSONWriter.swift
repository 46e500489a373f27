/// Writes a list of nodes as a JSON array, streaming, for `vtree find --format json` and
/// `vtree frames --format json` (a million entries must not go through Foundation's
/// JSONSerialization, which takes minutes and gigabytes at that size).
///
/// Each entry: `{"line", "class", "displayName"?, "address", "depth", "frame", "text"?, "path"?,
/// "absoluteFrame"?, "approximate"?}`.
public struct NodeListJSONWriter: Sendable {
  /// Add each node's ancestor classes, root first (`find`).
  public var includesPath = false
  /// Adds `"text"` (a label's text, decoded) to the nodes that show text.
  public var includesText = false
  /// Add each node's absolute frame and whether it is approximate (`frames`).
  public var absoluteFrames: AbsoluteFrames?
  /// The input the nodes come from, written first in each entry when several are listed.
  public var file: String?

  public init() {}

  /// Writes `{"count": N, "<key>": [...]}`, or the bare array when `key` is nil.
  public func write(
    _ nodes: [NodeIndex], of hierarchy: Hierarchy, key: String? = nil, to out: inout OutputBuffer
  ) {
    if let key {
      out.append("{\"count\": ")
      out.append(nodes.count)
      out.append(", ")
      out.jsonString(key)
      out.append(": ")
    }
    out.append("[")
    hierarchy.text.withUnsafeBufferPointer { text in
      for (position, index) in nodes.enumerated() {
        if position > 0 { out.append(",\n") }
        entry(index, hierarchy, text, &out)
      }
    }
    out.append("]")
    if key != nil { out.append("}") }
    out.append("\n")
  }

  /// Writes the entries alone, each after a comma but the very first of the list: `written`
  /// is how many entries the list already holds (several inputs' matches in one array).
  public func writeEntries(
    _ nodes: [NodeIndex], of hierarchy: Hierarchy, after written: Int, to out: inout OutputBuffer
  ) {
    hierarchy.text.withUnsafeBufferPointer { text in
      for (position, index) in nodes.enumerated() {
        if written + position > 0 { out.append(",\n") }
        entry(index, hierarchy, text, &out)
      }
    }
  }

  /// Ends a list of several inputs' entries: `"count": total, "files": [{"file", "count"}]}`.
  public static func writeFileCounts(
    _ files: [(name: String, count: Int)], total: Int, to out: inout OutputBuffer
  ) {
    out.append("\"count\": ")
    out.append(total)
    out.append(", \"files\": [")
    for (position, file) in files.enumerated() {
      if position > 0 { out.append(", ") }
      out.append("{\"file\": ")
      out.jsonString(file.name)
      out.append(", \"count\": ")
      out.append(file.count)
      out.append("}")
    }
    out.append("]}\n")
  }

  private func entry(
    _ index: NodeIndex, _ hierarchy: Hierarchy, _ text: UnsafeBufferPointer<UInt8>,
    _ out: inout OutputBuffer
  ) {
    let node = hierarchy[index]
    let record = hierarchy.records[index.rawValue]
    out.append("{")
    if let file {
      out.append("\"file\": ")
      out.jsonString(file)
      out.append(", ")
    }
    out.append("\"line\": ")
    out.append(record.line)
    out.append(", ")
    out.jsonNodeIdentity(index, of: hierarchy, text)
    out.append(", \"depth\": ")
    out.append(hierarchy.depths[index.rawValue])
    out.append(", \"frame\": ")
    out.jsonRect(node.frame)
    if includesText, let shown = node.text {
      out.append(", \"text\": ")
      out.jsonString(shown)
    }
    if includesPath {
      out.append(", \"path\": [")
      for (position, ancestor) in hierarchy.ancestors(of: index).reversed().enumerated() {
        if position > 0 { out.append(", ") }
        out.jsonString(text[hierarchy.records[ancestor.rawValue].className.range])
      }
      out.append("]")
    }
    if let absoluteFrames {
      out.append(", \"absoluteFrame\": ")
      out.jsonRect(absoluteFrames[index])
      out.append(
        absoluteFrames.isApproximate(index) ? ", \"approximate\": true" : ", \"approximate\": false"
      )
    }
    out.append("}")
  }
}
