/// Counts that summarise a hierarchy: size, shape, classes and notable states.
public struct HierarchyStatistics: Sendable, Equatable {
  /// A class name and how many nodes have it.
  public struct ClassCount: Sendable, Equatable {
    public var name: String
    public var count: Int
  }

  public var nodeCount = 0
  public var rootCount = 0
  /// Deepest nesting level (roots are 0); -1 when there are no nodes.
  public var maxDepth = -1
  /// `depthHistogram[d]` = number of nodes at depth d.
  public var depthHistogram: [Int] = []
  /// Classes by node count, most frequent first (ties by name).
  public var classCounts: [ClassCount] = []
  /// `classesByDepth[d]`: the classes at depth d, most frequent first.
  public var classesByDepth: [[ClassCount]] = []
  /// The path from a root to the first node at the deepest level.
  public var deepestPath: [NodeIndex] = []
  /// The first node with the most children (nil when no node has children).
  public var widestNode: NodeIndex?
  /// How many children `widestNode` has.
  public var widestChildCount = 0
  public var hiddenCount = 0
  /// Nodes printed with an alpha below 0.01 (`Node.isTransparent`).
  public var transparentCount = 0
  /// Nodes whose frame has zero width or height.
  public var zeroSizeCount = 0
  public var layerCount = 0
  public var truncatedCount = 0

  /// Computes the statistics in one pass over the nodes, reading only the `frame`, `hidden`
  /// and `alpha` properties of each. Big hierarchies are split into one range of nodes per
  /// core, counted in parallel and summed.
  /// - Complexity: O(n + total description length).
  public init(_ hierarchy: Hierarchy) {
    nodeCount = hierarchy.count
    let partials = hierarchy.text.withUnsafeBufferPointer { text in
      NodeRanges(count: hierarchy.count).map { range in
        var partial = Partial()
        partial.count(range, of: hierarchy, in: text)
        return partial
      }
    }
    var byDepth: [[Int32: Int]] = []
    for partial in partials {
      rootCount += partial.rootCount
      hiddenCount += partial.hiddenCount
      transparentCount += partial.transparentCount
      zeroSizeCount += partial.zeroSizeCount
      layerCount += partial.layerCount
      truncatedCount += partial.truncatedCount
      for (depth, classes) in partial.classesByDepth.enumerated() {
        if depth >= byDepth.count {
          byDepth.append(contentsOf: repeatElement([:], count: depth - byDepth.count + 1))
        }
        for (classID, count) in classes { byDepth[depth][classID, default: 0] += count }
      }
    }
    classesByDepth = byDepth.map { Self.sorted($0, names: hierarchy.classDisplayNames) }
    depthHistogram = classesByDepth.map { $0.reduce(0) { $0 + $1.count } }
    maxDepth = depthHistogram.count - 1
    var classes: [Int32: Int] = [:]
    for level in byDepth { classes.merge(level, uniquingKeysWith: +) }
    classCounts = Self.sorted(classes, names: hierarchy.classDisplayNames)
    if maxDepth >= 0,
      let deepest = (0..<hierarchy.count).first(where: { hierarchy.depths[$0] == maxDepth })
    {
      deepestPath = hierarchy.ancestors(of: NodeIndex(deepest)).reversed() + [NodeIndex(deepest)]
    }
    (widestNode, widestChildCount) = Self.widest(hierarchy)
  }

  private static func sorted(_ counts: [Int32: Int], names: [String]) -> [ClassCount] {
    counts.map { ClassCount(name: names[Int($0.key)], count: $0.value) }
      .sorted { $0.count != $1.count ? $0.count > $1.count : $0.name < $1.name }
  }

  /// - Complexity: O(n).
  private static func widest(_ hierarchy: Hierarchy) -> (NodeIndex?, Int) {
    var childCounts = [Int32](repeating: 0, count: hierarchy.count)
    for parent in hierarchy.parents where parent >= 0 { childCounts[Int(parent)] += 1 }
    var best = -1
    for index in childCounts.indices where best < 0 || childCounts[index] > childCounts[best] {
      best = index
    }
    guard best >= 0, childCounts[best] > 0 else { return (nil, 0) }
    return (NodeIndex(best), Int(childCounts[best]))
  }

  /// The counts of one range of nodes.
  private struct Partial {
    var rootCount = 0
    /// Per depth: node counts by class id.
    var classesByDepth: [[Int32: Int]] = []
    var hiddenCount = 0
    var transparentCount = 0
    var zeroSizeCount = 0
    var layerCount = 0
    var truncatedCount = 0

    mutating func count(
      _ range: Range<Int>, of hierarchy: Hierarchy, in text: UnsafeBufferPointer<UInt8>
    ) {
      let scanner = DescriptionScanner(text)
      for index in range {
        let depth = Int(hierarchy.depths[index])
        if depth == 0 { rootCount += 1 }
        while depth >= classesByDepth.count { classesByDepth.append([:]) }
        classesByDepth[depth][hierarchy.classIDs[index], default: 0] += 1
        let record = hierarchy.records[index]
        if record.kind == .layer { layerCount += 1 }
        if !record.isClosed { truncatedCount += 1 }
        guard record.format == .recursiveDescription else {
          // Other formats' fields are read through `Node` (their dumps are small).
          let node = hierarchy[NodeIndex(index)]
          if node.isHidden { hiddenCount += 1 }
          if node.isTransparent { transparentCount += 1 }
          if let frame = node.frame, frame.isEmpty { zeroSizeCount += 1 }
          continue
        }
        scanner.forEachProperty(from: Int(record.body.start), to: Int(record.body.end)) {
          key, value in
          let keyBytes = text[key]
          if ByteText.equals(keyBytes, "hidden") {
            if FlagValue.isSet(text[value]) { hiddenCount += 1 }
          } else if ByteText.equals(keyBytes, "alpha") {
            if let alpha = DecimalNumber.parse(text[value]), alpha < Node.invisibleAlpha {
              transparentCount += 1
            }
          } else if ByteText.equals(keyBytes, "frame") {
            if NumberList.hasZeroSize(text[value]) { zeroSizeCount += 1 }
          }
          return true
        }
      }
    }
  }
}
