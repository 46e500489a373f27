/// Counts of a diff's changes.
public struct DiffSummary: Sendable, Equatable {
  public var inserted = 0
  public var deleted = 0
  public var moved = 0
  public var updated = 0
  /// Nodes in the inserted and deleted subtrees.
  public var insertedNodes = 0
  public var deletedNodes = 0
  public var oldNodes: Int
  public var newNodes: Int

  public init(changes: [DiffChange], oldNodes: Int, newNodes: Int) {
    self.oldNodes = oldNodes
    self.newNodes = newNodes
    for change in changes {
      switch change.operation {
      case .insert:
        inserted += 1
        insertedNodes += change.size
      case .delete:
        deleted += 1
        deletedNodes += change.size
      case .move: moved += 1
      case .update: updated += 1
      }
    }
  }

  /// The number of changes.
  public var changes: Int { inserted + deleted + moved + updated }
  public var isEmpty: Bool { changes == 0 }
  /// New nodes that are neither inserted, nor a moved subtree's root, nor updated.
  public var unchanged: Int { max(0, newNodes - insertedNodes - moved - updated) }

  /// `2 inserted (5 nodes), 1 moved, 3 updated; 120 of 130 nodes unchanged`.
  public var line: String {
    guard !isEmpty else { return "no differences (\(newNodes) node\(newNodes == 1 ? "" : "s"))" }
    var parts: [String] = []
    if inserted > 0 { parts.append("\(inserted) inserted" + nodes(insertedNodes, inserted)) }
    if deleted > 0 { parts.append("\(deleted) deleted" + nodes(deletedNodes, deleted)) }
    if moved > 0 { parts.append("\(moved) moved") }
    if updated > 0 { parts.append("\(updated) updated") }
    return parts.joined(separator: ", ")
      + "; \(unchanged) of \(newNodes) node\(newNodes == 1 ? "" : "s") unchanged"
  }

  private func nodes(_ count: Int, _ roots: Int) -> String {
    count == roots ? "" : " (\(count) nodes)"
  }
}
