/// `covered-by-sibling`: a view whose frame lies entirely inside an opaque sibling printed
/// after it (drawn above it). A sibling covers when it is opaque (no `opaque = NO`), not
/// hidden, at alpha 1, untransformed, and has a solid `backgroundColor`.
///
/// Siblings share their parent's coordinates, so printed frames are compared. To stay linear
/// the siblings are swept from last to first, keeping the 8 largest covers seen so far (by
/// area): a view is compared with at most 8 covers, O(n × 8) in all. A view covered only by a
/// smaller cover while 8 larger ones are kept is missed; covers that contain the view are
/// large, so this rarely matters.
struct CoveredBySiblingRule: LintCheck {
  static let rule = LintRule.coveredBySibling
  static let maxCovers = 8

  func check(_ context: LintContext, _ emit: (Finding) -> Void) {
    let facts = context.facts
    let hierarchy = context.hierarchy
    let tolerance = context.options.tolerance
    var siblings: [Int] = []
    var covers: [(node: Int, area: Double)] = []
    for parent in 0..<context.count {
      guard var child = hierarchy.firstChild(of: NodeIndex(parent))?.rawValue,
        hierarchy.nextSiblings[child] >= 0
      else { continue }
      siblings.removeAll(keepingCapacity: true)
      while child >= 0 {
        siblings.append(child)
        child = Int(hierarchy.nextSiblings[child])
      }
      covers.removeAll(keepingCapacity: true)
      for sibling in siblings.reversed() {
        if isCandidate(sibling, facts), let frame = facts.frame(sibling),
          let cover = covers.first(where: {
            facts.frames[$0.node].contains(frame, tolerance: tolerance)
          })
        {
          emit(
            context.finding(
              Self.rule, sibling,
              "\(context.describe(sibling)) \(frame.printed) is entirely covered by the opaque "
                + "sibling \(context.describe(cover.node)) \(facts.frames[cover.node].printed) "
                + "drawn above it",
              other: cover.node, reference: context.absoluteFrame(cover.node)))
        }
        if isCover(sibling, facts) {
          let frame = facts.frames[sibling]
          insert((sibling, frame.width * frame.height), into: &covers)
        }
      }
    }
  }

  private func isCandidate(_ index: Int, _ facts: LintFacts) -> Bool {
    facts.isShown(index) && facts.has(index, .viewLike) && !facts.has(index, .transformed)
      && (facts.frame(index)?.hasArea ?? false)
  }

  private func isCover(_ index: Int, _ facts: LintFacts) -> Bool {
    facts.isShown(index) && facts.has(index, .viewLike)
      && facts.flags[index].contains([.hasFrame, .solidBackground])
      && facts.flags[index].isDisjoint(with: [.notOpaque, .translucent, .transformed])
      && facts.frames[index].hasArea
  }

  /// Keeps `covers` sorted by decreasing area, at most `maxCovers` long.
  private func insert(
    _ cover: (node: Int, area: Double), into covers: inout [(node: Int, area: Double)]
  ) {
    let position = covers.firstIndex { $0.area < cover.area } ?? covers.count
    guard position < Self.maxCovers else { return }
    covers.insert(cover, at: position)
    if covers.count > Self.maxCovers { covers.removeLast() }
  }
}
