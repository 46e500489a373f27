import Dispatch

/// The structural difference between two dumps of one screen, say two builds or two OS
/// versions: which subtrees were inserted, deleted or moved, and which nodes' properties
/// changed. Nodes are paired by structure (`TreeMatcher`), never by address, since every
/// address changes between runs.
///
/// ```swift
/// let diff = HierarchyDiff(from: oldResult.hierarchy, to: newResult.hierarchy)
/// for change in diff.changes { print(change.operation, change.className, change.new?.line as Any) }
/// print(diff.summary.line)        // 1 inserted, 2 updated; 61 of 64 nodes unchanged
/// ```
///
/// - Complexity: O(n log n) for n nodes in both dumps, plus reading every description once.
public struct HierarchyDiff: Sendable {
  public let old: Hierarchy
  public let new: Hierarchy
  public let options: DiffOptions
  /// The changes in the order of `rows`: the new tree's preorder, each deleted subtree at the
  /// place it had among its old siblings.
  public private(set) var changes: [DiffChange]
  /// The new tree in preorder with the deleted subtrees woven in, for rendering.
  private(set) var rows: [DiffRow]
  /// Each old node's partner in the new tree, or -1.
  let oldToNew: [Int32]
  let newToOld: [Int32]

  public init(from old: Hierarchy, to new: Hierarchy, options: DiffOptions = DiffOptions()) {
    self.old = old
    self.new = new
    self.options = options
    var trees = [DiffTree?](repeating: nil, count: 2)
    trees.withUnsafeMutableBufferPointer { slots in
      let shared = UncheckedSendable(slots)
      DispatchQueue.concurrentPerform(iterations: 2) { side in
        shared.value[side] = DiffTree(side == 0 ? old : new, options: options)
      }
    }
    let oldTree = trees[0]!
    let newTree = trees[1]!
    let matcher = TreeMatcher(old: oldTree, new: newTree, tolerance: options.tolerance)
    oldToNew = matcher.oldToNew
    newToOld = matcher.newToOld
    var script = EditScript(old: oldTree, new: newTree, matcher: matcher, options: options)
    script.build()
    rows = script.rows
    changes = script.changes
  }

  public var summary: DiffSummary {
    DiffSummary(changes: changes, oldNodes: old.count, newNodes: new.count)
  }

  /// The same diff with only the changes `isIncluded` keeps.
  public func filtered(_ isIncluded: (DiffChange) -> Bool) -> HierarchyDiff {
    var result = self
    var renumbered = [Int32](repeating: -1, count: changes.count)
    var kept: [DiffChange] = []
    for (index, change) in changes.enumerated() where isIncluded(change) {
      renumbered[index] = Int32(kept.count)
      kept.append(change)
    }
    result.changes = kept
    // A deleted subtree whose change is left out is not in the new tree: its rows go too.
    result.rows = rows.compactMap { row in
      var row = row
      if row.change >= 0 { row.change = renumbered[Int(row.change)] }
      return row.isOld && row.change < 0 ? nil : row
    }
    return result
  }
}

/// One line of the diff's tree view.
struct DiffRow: Sendable {
  /// True for a node of the old dump (inside a deleted subtree), false for the new dump.
  var isOld: Bool
  var node: Int32
  var depth: Int32
  /// The change the row shows (its root, or a node inside an inserted or deleted subtree), or -1.
  var change: Int32
}
