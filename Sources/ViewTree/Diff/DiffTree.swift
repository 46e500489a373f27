/// One side of a diff: a hierarchy and, per node, the hashes the matcher works with.
///
/// - `own…`: the node alone: its class and kind, and its compared properties (volatile tokens
///   blanked, see `VolatileText`; ignored keys left out).
/// - `subtree…`: the node and its descendants in order, computed bottom-up.
/// - `…Full` includes geometry (exact printed numbers); `…Shape` leaves geometry out, so a
///   view that only moved on screen keeps its shape hash.
struct DiffTree: Sendable {
  let hierarchy: Hierarchy
  let classes: [UInt64]
  let ownFull: [UInt64]
  let ownShape: [UInt64]
  let subtreeFull: [UInt64]
  let subtreeShape: [UInt64]

  var count: Int { hierarchy.count }

  /// - Complexity: O(total length of the descriptions).
  init(_ hierarchy: Hierarchy, options: DiffOptions) {
    self.hierarchy = hierarchy
    let count = hierarchy.count
    var classes = [UInt64](repeating: 0, count: count)
    var ownFull = [UInt64](repeating: 0, count: count)
    var ownShape = [UInt64](repeating: 0, count: count)
    let keys = KeyTable(options)
    hierarchy.text.withUnsafeBufferPointer { text in
      for index in 0..<count {
        let record = hierarchy.records[index]
        // The kind keeps a layer row apart from a view row of the same class name.
        var classHasher = StableHasher(seed: UInt64(record.kind.rawValue) + 1)
        VolatileText.normalize(text[record.className.range]) { classHasher.add($0) }
        classes[index] = classHasher.value
        var full = StableHasher(seed: classHasher.value)
        var shape = full
        if !options.structureOnly {
          Self.forEachProperty(of: hierarchy[NodeIndex(index)], record, text) { key, value in
            var keyHasher = StableHasher()
            keyHasher.add(key)
            let keyHash = keyHasher.value
            let kind = keys.kind(of: keyHash)
            guard kind != .excluded else { return }
            var property = StableHasher(seed: keyHash)
            VolatileText.normalize(value) { property.add($0) }
            full.combine(property.value)
            if kind != .geometry { shape.combine(property.value) }
          }
        }
        ownFull[index] = full.value
        ownShape[index] = shape.value
      }
    }
    self.classes = classes
    self.ownFull = ownFull
    self.ownShape = ownShape
    (subtreeFull, subtreeShape) = Self.subtreeHashes(hierarchy, ownFull, ownShape)
  }

  /// Bottom-up: a node's hash folds in its own hash, then its children's subtree hashes in
  /// order (subview order is z-order), then the number of children.
  private static func subtreeHashes(
    _ hierarchy: Hierarchy, _ ownFull: [UInt64], _ ownShape: [UInt64]
  ) -> ([UInt64], [UInt64]) {
    var full = ownFull
    var shape = ownShape
    for index in stride(from: hierarchy.count - 1, through: 0, by: -1) {
      var fullHasher = StableHasher(seed: ownFull[index])
      var shapeHasher = StableHasher(seed: ownShape[index])
      var children: UInt64 = 0
      var child = index + 1
      let end = Int(hierarchy.subtreeEnds[index])
      while child < end {
        fullHasher.combine(full[child])
        shapeHasher.combine(shape[child])
        children += 1
        child = Int(hierarchy.subtreeEnds[child])
      }
      fullHasher.combine(children)
      shapeHasher.combine(children)
      full[index] = fullHasher.value
      shape[index] = shapeHasher.value
    }
    return (full, shape)
  }

  /// Calls `body` with the raw key and value bytes of each property, then `tail` for the text
  /// after the closing `>` (a custom description, which has no properties, is all `tail`).
  /// Other formats' fields are read through `Node.properties`.
  static func forEachProperty(
    of node: Node, _ record: NodeRecord, _ text: UnsafeBufferPointer<UInt8>,
    _ body: (Slice<UnsafeBufferPointer<UInt8>>, Slice<UnsafeBufferPointer<UInt8>>) -> Void
  ) {
    if node.usesPropertySyntax {
      // A row a paste wrapped compares as the same row on one line (memchr: wrapped rows are
      // rare).
      let isWrapped =
        ByteText.firstOffset(of: "\n", in: UnsafeBufferPointer(rebasing: text[record.body.range]))
        != nil
      let lead = isWrapped ? UnwrappedText.commentLead(of: record, in: text) : []
      DescriptionScanner(text).forEachProperty(
        from: Int(record.body.start), to: Int(record.body.end),
        dropsCutItem: !record.isClosed
      ) { key, value in
        if isWrapped, let joined = UnwrappedText.value(at: value, in: text, lead: lead) {
          joined.withUnsafeBufferPointer { body(text[key], $0[...]) }
        } else {
          body(text[key], text[value])
        }
        return true
      }
    } else {
      for item in node.properties.items {
        var key = item.key
        var value = item.value
        key.withUTF8 { keyBytes in value.withUTF8 { body(keyBytes[...], $0[...]) } }
      }
    }
    let tail = record.kind == .custom ? record.description : node.tailSpan
    if !tail.isEmpty {
      let name: StaticString = "tail"
      name.withUTF8Buffer { nameBytes in body(nameBytes[...], text[tail.range]) }
    }
  }

  /// Sorts property keys into compared, geometry and excluded, by the hash of their bytes.
  private struct KeyTable {
    enum Kind { case compared, geometry, excluded }
    private var kinds: [UInt64: Kind] = [:]

    init(_ options: DiffOptions) {
      for key in DiffOptions.geometryKeys { kinds[StableHasher.hash(key)] = .geometry }
      for key in DiffOptions.volatileKeys.union(options.ignoredKeys) {
        kinds[StableHasher.hash(key)] = .excluded
      }
      if options.ignoresFrames {
        for key in DiffOptions.geometryKeys { kinds[StableHasher.hash(key)] = .excluded }
      }
    }

    func kind(of keyHash: UInt64) -> Kind { kinds[keyHash] ?? .compared }
  }
}
