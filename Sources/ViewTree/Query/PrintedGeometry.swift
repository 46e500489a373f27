/// Every node's own geometry as printed: its frame, relative to its parent, and for the few
/// nodes that do not place their children at their frame's origin (scroll views, transformed
/// views, AppKit views) how they place them. `AbsoluteFrames` accumulates it down the tree;
/// `LintFacts` reads it in the same scan as its flags, so a lint reads each node's properties
/// once.
///
/// One byte and one `Rect` a node; the rare placements sit in a side list in preorder, which
/// a preorder pass reads with a cursor rather than a lookup.
struct PrintedGeometry {
  struct Flags: OptionSet {
    let rawValue: UInt8
    static let hasFrame = Flags(rawValue: 1 << 0)
    /// XCUITest: the frame is in screen coordinates, whatever the parent.
    static let screenCoordinates = Flags(rawValue: 1 << 1)
    /// The node has an entry in `placements`.
    static let placesChildren = Flags(rawValue: 1 << 2)
  }

  /// How a node places its children when it is more than an offset by its frame's origin.
  struct Placement {
    var node: Int
    /// The bounds origin children are offset by: `contentOffset`, or AppKit's `b=(x,y,…)`.
    var boundsOrigin: Point
    /// A non-identity transform's linear part.
    var transform: LinearPart?
    var isAppKit: Bool
    /// AppKit's `F` flag.
    var isFlipped: Bool
  }

  private(set) var flags: [Flags]
  /// Printed frames; zero for nodes without one.
  private(set) var frames: [Rect]
  /// In preorder: the nodes flagged `placesChildren`.
  private(set) var placements: [Placement]

  /// Reads every node's geometry, one range of nodes per core.
  /// - Complexity: O(n + total description length).
  init(_ hierarchy: Hierarchy, ranges: NodeRanges? = nil) {
    let ranges = ranges ?? NodeRanges(count: hierarchy.count)
    (self, _) = Self.scan(hierarchy, ranges) { range, text, writer in
      for index in range {
        writer.set(
          index, OwnGeometry(hierarchy, index, text), format: hierarchy.records[index].format)
      }
    }
  }

  /// Runs `body` on each range of nodes (concurrently when there are several) with a writer
  /// for that range's geometry; returns the geometry and `body`'s results in range order.
  /// `body` must write nothing but its own range's part of shared state.
  static func scan<Partial>(
    _ hierarchy: Hierarchy, _ ranges: NodeRanges,
    _ body: (Range<Int>, UnsafeBufferPointer<UInt8>, inout RangeWriter) -> Partial
  ) -> (PrintedGeometry, [Partial]) {
    let count = hierarchy.count
    var flags = [Flags](repeating: [], count: count)
    var frames = [Rect](repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: count)
    let results = hierarchy.text.withUnsafeBufferPointer { text in
      flags.withUnsafeMutableBufferPointer { flags in
        frames.withUnsafeMutableBufferPointer { frames in
          ranges.map { range in
            var writer = RangeWriter(flags: flags, frames: frames)
            let partial = body(range, text, &writer)
            return (partial, writer.placements)
          }
        }
      }
    }
    let geometry = PrintedGeometry(
      flags: flags, frames: frames, placements: results.flatMap(\.1))
    return (geometry, results.map(\.0))
  }

  private init(flags: [Flags], frames: [Rect], placements: [Placement]) {
    self.flags = flags
    self.frames = frames
    self.placements = placements
  }

  /// Where the scan of one range of nodes writes their geometry: its own slots of the shared
  /// arrays, and its own placements.
  struct RangeWriter {
    fileprivate let flags: UnsafeMutableBufferPointer<Flags>
    fileprivate let frames: UnsafeMutableBufferPointer<Rect>
    fileprivate var placements: [Placement] = []

    /// Records node `index`'s geometry; nodes must come in increasing order.
    mutating func set(_ index: Int, _ own: OwnGeometry, format: DumpFormat) {
      let (nodeFlags, placement) = PrintedGeometry.entry(index, own, format: format)
      if let frame = own.frame { frames[index] = frame }
      if let placement { placements.append(placement) }
      flags[index] = nodeFlags
    }
  }

  /// Node `index`'s flags, and its placement when it places its children specially.
  static func entry(
    _ index: Int, _ own: OwnGeometry, format: DumpFormat
  ) -> (Flags, Placement?) {
    var flags: Flags = format == .xcuitest ? .screenCoordinates : []
    if own.frame != nil { flags.insert(.hasFrame) }
    guard own.isAppKit || own.printsContentOffset || own.transform != nil else {
      return (flags, nil)
    }
    flags.insert(.placesChildren)
    let placement = Placement(
      node: index, boundsOrigin: own.boundsOrigin, transform: own.transform,
      isAppKit: own.isAppKit, isFlipped: own.isFlipped)
    return (flags, placement)
  }
}

/// The linear part of a printed transform.
struct LinearPart {
  var a, b, c, d: Double

  /// The 2D linear part of a non-identity affine or 3D transform, nil otherwise.
  init?(_ transform: Transform) {
    guard !transform.isIdentity else { return nil }
    let v = transform.values
    switch v.count {
    case 6: (a, b, c, d) = (v[0], v[1], v[2], v[3])
    case 16: (a, b, c, d) = (v[0], v[1], v[4], v[5])
    default: return nil
    }
  }
}

/// What one node's own line says about where it is and where it puts its children.
struct OwnGeometry {
  /// The printed frame, relative to the parent.
  var frame: Rect?
  /// The bounds origin children are offset by: `contentOffset`, or AppKit's `b=(x,y,…)`.
  var boundsOrigin = Point(x: 0, y: 0)
  /// A `contentOffset` is printed (by recursiveDescription, even one that does not parse).
  var printsContentOffset = false
  /// A printed transform is not the identity.
  var isTransformed = false
  /// The last printed transform's linear part, when it is a non-identity affine or 3D one.
  var transform: LinearPart?
  var isAppKit = false
  /// AppKit's `F` flag.
  var isFlipped = false

  init() {}

  /// Node `index`'s geometry: recursiveDescription properties scanned in place, other formats
  /// read through `Node`.
  init(_ hierarchy: Hierarchy, _ index: Int, _ text: UnsafeBufferPointer<UInt8>) {
    let record = hierarchy.records[index]
    guard record.format == .recursiveDescription else {
      self.init(hierarchy[NodeIndex(index)])
      return
    }
    self.init()
    DescriptionScanner(text).forEachProperty(
      from: Int(record.body.start), to: Int(record.body.end)
    ) { key, value in
      _ = read(key: text[key], value: text[value])
      return true
    }
  }

  /// The geometry of a node of a format other than recursiveDescription, read through `Node`
  /// (such dumps are small). XCUITest frames are in screen coordinates, so nothing else of an
  /// element places its children.
  init(_ node: Node) {
    switch node.format {
    case .subtreeDescription:
      frame = node.frame
      isAppKit = true
      isFlipped = node.value(of: "flags")?.contains("F") ?? false
      if let bounds = node.value(of: "b") { boundsOrigin = Self.appKitOrigin(bounds) }
    case .xcuitest:
      frame = node.frame
    case .printHierarchy, .autolayoutTrace:
      break
    case .recursiveDescription, .other, .unknown:
      frame = node.frame
      if let offset = node.contentOffset {
        boundsOrigin = offset
        printsContentOffset = true
      }
      if let transform = node.transform {
        isTransformed = !transform.isIdentity
        self.transform = LinearPart(transform)
      }
    }
  }

  /// Takes one recursiveDescription property if it is `frame`, `contentOffset`, `transform`
  /// or `transform3D`; false for the others. The last of repeated keys wins.
  mutating func read(
    key: Slice<UnsafeBufferPointer<UInt8>>, value: Slice<UnsafeBufferPointer<UInt8>>
  ) -> Bool {
    if ByteText.equals(key, "frame") {
      frame = NumberList.rect(value)
    } else if ByteText.equals(key, "contentOffset") {
      printsContentOffset = true
      let numbers = NumberList.parse(value)
      if numbers.count == 2 { boundsOrigin = Point(x: numbers[0], y: numbers[1]) }
    } else if ByteText.equals(key, "transform") || ByteText.equals(key, "transform3D") {
      let transform = Transform(values: NumberList.parse(value))
      if !transform.isIdentity { isTransformed = true }
      self.transform = LinearPart(transform)
    } else {
      return false
    }
    return true
  }

  /// The origin of AppKit's `b=(x,y,w,h)`, where `-` means "same as the frame" (0 for the
  /// origin): `(-)`, `(0,637,-,-)`; 0 for a value cut before its closing bracket.
  static func appKitOrigin(_ bounds: String) -> Point {
    let fields = bounds.split { "(), ".contains($0) }
    guard fields.count >= 2, NumberList.isClosed(bounds) else { return Point(x: 0, y: 0) }
    return Point(x: Double(fields[0]) ?? 0, y: Double(fields[1]) ?? 0)
  }
}
