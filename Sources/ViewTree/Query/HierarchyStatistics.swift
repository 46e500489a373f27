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
  /// and `alpha` properties of each.
  /// - Complexity: O(n + total description length).
  public init(_ hierarchy: Hierarchy) {
    nodeCount = hierarchy.count
    var classes: [ByteKey: Int] = [:]
    hierarchy.text.withUnsafeBufferPointer { text in
      let scanner = DescriptionScanner(text)
      for index in 0..<hierarchy.count {
        let depth = Int(hierarchy.depths[index])
        if depth == 0 { rootCount += 1 }
        if depth >= depthHistogram.count {
          depthHistogram.append(contentsOf: repeatElement(0, count: depth - depthHistogram.count + 1))
        }
        depthHistogram[depth] += 1
        let record = hierarchy.records[index]
        classes[ByteKey(text[record.className.range]), default: 0] += 1
        if record.kind == .layer { layerCount += 1 }
        if !record.isClosed { truncatedCount += 1 }
        scanner.forEachProperty(from: Int(record.body.start), to: Int(record.body.end)) {
          key, value in
          let keyBytes = text[key]
          if ByteText.equals(keyBytes, "hidden") {
            if ByteText.equals(text[value], "YES") { hiddenCount += 1 }
          } else if ByteText.equals(keyBytes, "alpha") {
            if ByteText.equals(text[value], "0") { transparentCount += 1 }
          } else if ByteText.equals(keyBytes, "frame") {
            if let frame = NumberList.rect(text[value]), frame.isEmpty { zeroSizeCount += 1 }
          }
          return true
        }
      }
      classCounts = classes.map { (name: $0.key.string, count: $0.value) }
        .sorted { $0.count != $1.count ? $0.count > $1.count : $0.name < $1.name }
    }
    maxDepth = depthHistogram.count - 1
  }
}

/// Class-name bytes as a dictionary key, pointing into the hierarchy's text so that counting
/// classes builds no String per node. Only valid while that text's buffer is borrowed.
private struct ByteKey: Hashable {
  let bytes: Slice<UnsafeBufferPointer<UInt8>>
  init(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) { self.bytes = bytes }

  var string: String { String(decoding: bytes, as: UTF8.self) }

  static func == (lhs: ByteKey, rhs: ByteKey) -> Bool { lhs.bytes.elementsEqual(rhs.bytes) }

  func hash(into hasher: inout Hasher) {
    hasher.combine(bytes: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes)))
  }
}
