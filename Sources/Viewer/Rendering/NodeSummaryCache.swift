import ViewTree

/// The summaries of the nodes drawn so far, so that scrolling back and redrawing does not read
/// their descriptions again. Bounded: it starts over past `capacity` entries.
final class NodeSummaryCache {
  let hierarchy: Hierarchy
  let capacity: Int
  private var summaries: [Int: NodeSummary] = [:]

  init(hierarchy: Hierarchy, capacity: Int = 20_000) {
    self.hierarchy = hierarchy
    self.capacity = capacity
  }

  /// - Complexity: O(1) when cached; otherwise that of `NodeSummary.init`.
  func summary(of index: NodeIndex) -> NodeSummary {
    if let summary = summaries[index.rawValue] { return summary }
    if summaries.count >= capacity { summaries.removeAll(keepingCapacity: true) }
    let summary = NodeSummary(hierarchy[index])
    summaries[index.rawValue] = summary
    return summary
  }
}
