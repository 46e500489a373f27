import ViewTree

/// The details pane's text for one node: names, address, kind, source line, printed and
/// absolute frames, ancestor path, every property and the raw line. Dump text is kept as is:
/// `ScreenBuffer` shows control characters as visible stand-ins.
enum NodeDetails {
  /// One entry per line, unwrapped: a label column and a value.
  static func lines(of node: Node) -> [(label: String, value: String)] {
    var lines: [(String, String)] = [("class", node.displayName)]
    if node.displayName != node.className { lines.append(("printed as", node.className)) }
    if let address = node.address { lines.append(("address", address)) }
    lines.append(("kind", "\(node.kind) · \(node.format.rawValue) · line \(node.line)"))
    if let frame = node.frame { lines.append(("frame", frame.printed)) }
    if let placed = AbsoluteFrames.frame(of: node.index, in: node.hierarchy) {
      let note = placed.isApproximate ? " (approximate)" : ""
      lines.append(("absolute", placed.frame.printed + note))
    }
    let hierarchy = node.hierarchy
    let ancestors = hierarchy.ancestors(of: node.index).reversed()
    if !ancestors.isEmpty {
      let path = ancestors.map { hierarchy[$0].displayName }.joined(separator: " > ")
      lines.append(("path", path))
    }
    for (position, item) in node.properties.enumerated() {
      lines.append((position == 0 ? "properties" : "", item.key + " = " + item.value))
    }
    lines.append(("source", node.sourceText))
    return lines
  }
}
