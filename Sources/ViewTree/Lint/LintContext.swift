/// What every check reads: the hierarchy, its absolute frames, the facts of its nodes and the
/// options; and how a check phrases and builds a finding.
struct LintContext {
  let hierarchy: Hierarchy
  let frames: AbsoluteFrames
  let facts: LintFacts
  let options: LintOptions
  /// Class names as messages print them: readable, long Swift names shortened as `print`
  /// shortens them (the finding's `class` keeps the whole name).
  let messageNames: [String]

  init(hierarchy: Hierarchy, frames: AbsoluteFrames, facts: LintFacts, options: LintOptions) {
    self.hierarchy = hierarchy
    self.frames = frames
    self.facts = facts
    self.options = options
    messageNames = hierarchy.classDisplayNames.map { ClassNameShortener.shorten($0, limit: 60) }
  }

  var count: Int { hierarchy.count }

  func depth(_ index: Int) -> Int { Int(hierarchy.depths[index]) }

  func parent(_ index: Int) -> Int? {
    let parent = hierarchy.parents[index]
    return parent < 0 ? nil : Int(parent)
  }

  func absoluteFrame(_ index: Int) -> Rect? { frames[NodeIndex(index)] }

  /// Levels of ancestors cut from the paste between the node and its parent.
  func hasCutAbove(_ index: Int) -> Bool { hierarchy.hasCutAbove(NodeIndex(index)) }

  /// `UIButton (line 12)`, with the readable class name.
  func describe(_ index: Int) -> String {
    var text = ""
    describe(index, to: &text)
    return text
  }

  /// Appends `describe(index)` to `text`.
  func describe(_ index: Int, to text: inout String) {
    text += messageNames[Int(hierarchy.classIDs[index])]
    text += " (line "
    text += String(hierarchy.records[index].line)
    text += ")"
  }

  func line(_ index: Int) -> Int { Int(hierarchy.records[index].line) }

  /// The stack size a preorder pass needs: one slot per depth.
  var depthSlots: Int { max(1, hierarchy.maxDepth + 1) }

  /// A finding of `rule` on the node at `index`, at the rule's severity, or at most
  /// `atMost` when the rule marks this case as milder.
  func finding(
    _ rule: LintRule, _ index: Int, _ message: String, other: Int? = nil,
    reference: Rect? = nil, clippedBy: Int? = nil, atMost: LintSeverity? = nil
  ) -> Finding {
    let severity = min(options.severity(of: rule), atMost ?? .error)
    // Read from the hierarchy's arrays: a `Node` would copy (and retain) all of them.
    return Finding(
      rule: rule, severity: severity, node: NodeIndex(index), line: line(index),
      className: hierarchy.classNames[Int(hierarchy.classIDs[index])], message: message,
      geometry: Finding.Geometry(
        frame: facts.frame(index), absoluteFrame: absoluteFrame(index),
        isApproximate: frames.isApproximate(NodeIndex(index)), other: other.map(NodeIndex.init),
        otherLine: other.map(line), reference: reference, clippedBy: clippedBy.map(NodeIndex.init),
        clippedByLine: clippedBy.map(line)))
  }
}
