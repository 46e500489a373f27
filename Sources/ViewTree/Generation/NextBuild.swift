/// A dump's "next build" and the changes that made it: the ground truth a diff is scored on.
public struct NextBuild: Sendable {
  /// The new dump, '\n'-terminated recursiveDescription lines.
  public let dump: [UInt8]
  /// The edits applied, one per subtree root, in the shape `HierarchyDiff` reports them.
  public let changes: [DiffChange]
  public let summary: DiffSummary

  /// The ground truth as `vtree diff --format json` writes a diff.
  public var truthJSON: [UInt8] {
    var out = OutputBuffer()
    DiffJSONWriter().write(changes: changes, summary: summary, to: &out)
    return out.bytes
  }
}
