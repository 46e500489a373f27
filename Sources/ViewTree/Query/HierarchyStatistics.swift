import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Counts that summarise a hierarchy: size, shape, classes and notable states.
public struct HierarchyStatistics: Sendable, Equatable {
  public var nodeCount = 0
  public var rootCount = 0
  /// Deepest nesting level (roots are 0); -1 when there are no nodes.
  public var maxDepth = -1
  /// `depthHistogram[d]` = number of nodes at depth d.
  public var depthHistogram: [Int] = []
  /// Classes by node count, most frequent first (ties by name).
  public var classCounts: [(name: String, count: Int)] = []
  public var hiddenCount = 0
  /// Nodes printed with `alpha = 0`.
  public var transparentCount = 0
  /// Nodes whose frame has zero width or height.
  public var zeroSizeCount = 0
  public var layerCount = 0
  public var truncatedCount = 0

  public static func == (lhs: HierarchyStatistics, rhs: HierarchyStatistics) -> Bool {
    lhs.nodeCount == rhs.nodeCount && lhs.rootCount == rhs.rootCount
      && lhs.maxDepth == rhs.maxDepth && lhs.depthHistogram == rhs.depthHistogram
      && lhs.classCounts.elementsEqual(rhs.classCounts, by: { $0 == $1 })
      && lhs.hiddenCount == rhs.hiddenCount && lhs.transparentCount == rhs.transparentCount
      && lhs.zeroSizeCount == rhs.zeroSizeCount && lhs.layerCount == rhs.layerCount
      && lhs.truncatedCount == rhs.truncatedCount
  }

  /// Computes the statistics in one pass over the nodes, reading only the `frame`, `hidden`
  /// and `alpha` properties of each. Big hierarchies are split into one range of nodes per
  /// core, counted in parallel and summed.
  /// - Complexity: O(n + total description length).
  public init(_ hierarchy: Hierarchy) {
    nodeCount = hierarchy.count
    let ranges = Self.ranges(count: hierarchy.count)
    var partials = [Partial](repeating: Partial(), count: ranges.count)
    hierarchy.text.withUnsafeBufferPointer { text in
      if ranges.count == 1 {
        partials[0].count(ranges[0], of: hierarchy, in: text)
        return
      }
      partials.withUnsafeMutableBufferPointer { slots in
        // Each worker reads the shared hierarchy and writes only its own slot.
        let shared = UncheckedSendable((text: text, slots: slots))
        DispatchQueue.concurrentPerform(iterations: ranges.count) { index in
          shared.value.slots[index].count(ranges[index], of: hierarchy, in: shared.value.text)
        }
      }
    }
    var classes: [String: Int] = [:]
    for partial in partials {
      rootCount += partial.rootCount
      hiddenCount += partial.hiddenCount
      transparentCount += partial.transparentCount
      zeroSizeCount += partial.zeroSizeCount
      layerCount += partial.layerCount
      truncatedCount += partial.truncatedCount
      if partial.depthHistogram.count > depthHistogram.count {
        depthHistogram.append(
          contentsOf: repeatElement(0, count: partial.depthHistogram.count - depthHistogram.count))
      }
      for (depth, count) in partial.depthHistogram.enumerated() { depthHistogram[depth] += count }
      for (name, count) in partial.classes { classes[name, default: 0] += count }
    }
    maxDepth = depthHistogram.count - 1
    classCounts = classes.map { (name: $0.key, count: $0.value) }
      .sorted { $0.count != $1.count ? $0.count > $1.count : $0.name < $1.name }
  }

  private static func ranges(count: Int) -> [Range<Int>] {
    let workers = count < 100_000 ? 1 : max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    return (0..<workers).map { count * $0 / workers..<count * ($0 + 1) / workers }
  }

  /// The counts of one range of nodes.
  private struct Partial {
    var rootCount = 0
    var depthHistogram: [Int] = []
    var classes: [String: Int] = [:]
    var hiddenCount = 0
    var transparentCount = 0
    var zeroSizeCount = 0
    var layerCount = 0
    var truncatedCount = 0

    mutating func count(
      _ range: Range<Int>, of hierarchy: Hierarchy, in text: UnsafeBufferPointer<UInt8>
    ) {
      let scanner = DescriptionScanner(text)
      var classCounts = ClassCounter(text: text)
      for index in range {
        let depth = Int(hierarchy.depths[index])
        if depth == 0 { rootCount += 1 }
        if depth >= depthHistogram.count {
          depthHistogram.append(contentsOf: repeatElement(0, count: depth - depthHistogram.count + 1))
        }
        depthHistogram[depth] += 1
        let record = hierarchy.records[index]
        classCounts.add(record.className.range)
        if record.kind == .layer { layerCount += 1 }
        if !record.isClosed { truncatedCount += 1 }
        guard record.format == .recursiveDescription else {
          // Other formats' fields are read through `Node` (their dumps are small).
          let node = hierarchy[NodeIndex(index)]
          if node.isHidden { hiddenCount += 1 }
          if node.alpha == 0 { transparentCount += 1 }
          if let frame = node.frame, frame.isEmpty { zeroSizeCount += 1 }
          continue
        }
        scanner.forEachProperty(from: Int(record.body.start), to: Int(record.body.end)) {
          key, value in
          let keyBytes = text[key]
          if ByteText.equals(keyBytes, "hidden") {
            if ByteText.equals(text[value], "YES") { hiddenCount += 1 }
          } else if ByteText.equals(keyBytes, "alpha") {
            if DecimalNumber.parse(text[value]) == 0 { transparentCount += 1 }
          } else if ByteText.equals(keyBytes, "frame") {
            if NumberList.hasZeroSize(text[value]) { zeroSizeCount += 1 }
          }
          return true
        }
      }
      for (name, count) in classCounts.counts { classes[name, default: 0] += count }
    }
  }
}
