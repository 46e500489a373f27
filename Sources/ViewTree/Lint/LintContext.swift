/// What every check reads: the hierarchy, its absolute frames, the facts of its nodes and the
/// options; and how a check phrases and builds a finding.
struct LintContext {
  let hierarchy: Hierarchy
  let frames: AbsoluteFrames
  let facts: LintFacts
  let options: LintOptions

  var count: Int { hierarchy.count }

  func depth(_ index: Int) -> Int { Int(hierarchy.depths[index]) }

  func parent(_ index: Int) -> Int? {
    let parent = hierarchy.parents[index]
    return parent < 0 ? nil : Int(parent)
  }

  func absoluteFrame(_ index: Int) -> Rect? { frames[NodeIndex(index)] }

  /// `UIButton (line 12)`, with the readable class name.
  func describe(_ index: Int) -> String {
    let name = hierarchy.classDisplayNames[Int(hierarchy.classIDs[index])]
    return "\(name) (line \(hierarchy.records[index].line))"
  }

  /// The stack size a preorder pass needs: one slot per depth.
  var depthSlots: Int { max(1, hierarchy.maxDepth + 1) }

  func finding(
    _ rule: LintRule, _ index: Int, _ message: String, other: Int? = nil,
    reference: Rect? = nil, clippedBy: Int? = nil
  ) -> Finding {
    let node = hierarchy[NodeIndex(index)]
    return Finding(
      rule: rule, severity: options.severity(of: rule), node: node.index, line: node.line,
      className: node.className, message: message,
      geometry: Finding.Geometry(
        frame: facts.frame(index), absoluteFrame: absoluteFrame(index),
        isApproximate: frames.isApproximate(NodeIndex(index)), other: other.map(NodeIndex.init),
        otherLine: other.map { hierarchy[NodeIndex($0)].line }, reference: reference,
        clippedBy: clippedBy.map(NodeIndex.init),
        clippedByLine: clippedBy.map { hierarchy[NodeIndex($0)].line }))
  }
}
