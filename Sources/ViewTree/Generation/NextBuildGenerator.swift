/// Makes the "next build" of a dump, for scoring `HierarchyDiff`: every address is drawn
/// anew (as in any new run) and known edits are applied, and the edits are returned as the
/// ground truth in the diff's own shape (`NextBuild.changes`, `truthJSON`).
///
/// Edits, about equally often: a subtree inserted (taken from another generated dump), a
/// subtree deleted, a subtree moved (to another parent, half of them with a new origin when
/// the subtree has two nodes or more and is unique even without geometry; or reordered among
/// its siblings by two places or more), a frame changed (by 4 to 40 points), a label's text
/// changed. Each edit is one record `(op, old line or nil, new line or nil)`
/// with its property deltas; a diff's change matches a record when the op and both lines agree.
///
/// So that every record is decidable from the two dumps, edits never overlap (nothing is
/// edited inside a subtree that is deleted, moved or inserted), a moved subtree is unique in
/// the old dump, and nothing is deleted, moved or inserted next to an identical sibling (which
/// of two identical twins moved cannot be told). Nothing is laid out again: siblings keep
/// their frames when a subtree is inserted before them.
public struct NextBuildGenerator {
  private var random: SeededRandom

  public init(seed: UInt64) {
    random = SeededRandom(seed: seed ^ 0x5DEE_CE66_D1CE_4E5B)
  }

  /// About 0.6 × √n edits, at least 6: 8 for 200 nodes, 60 for 10,000.
  public static func defaultEditCount(nodeCount: Int) -> Int {
    max(6, Int((Double(nodeCount).squareRoot() * 0.6).rounded()))
  }

  /// The next build of `dump` (a recursiveDescription dump, one node per line, as
  /// `DumpGenerator` writes) with `edits` edits (default: `defaultEditCount`).
  public mutating func nextBuild(of dump: [UInt8], edits: Int? = nil) -> NextBuild {
    let old = DumpParser().parse(dump).hierarchy
    var donorGenerator = DumpGenerator(seed: random.next())
    let donor = DumpParser().parse(Array(donorGenerator.dump(nodeCount: 600).utf8)).hierarchy
    var plan = EditPlan(old: old, donor: donor)
    // An empty dump has nothing to edit, nor a place to insert into.
    let wanted = old.isEmpty ? 0 : edits ?? Self.defaultEditCount(nodeCount: old.count)
    var attempts = 0
    while plan.edits.count < wanted && attempts < wanted * 200 {
      attempts += 1
      switch random.below(5) {
      case 0: plan.tryInsert(&random)
      case 1: plan.tryDelete(&random)
      case 2: plan.tryMove(&random)
      case 3: plan.tryFrameChange(&random)
      default: plan.tryTextChange(&random)
      }
    }
    return plan.build(&random)
  }
}
