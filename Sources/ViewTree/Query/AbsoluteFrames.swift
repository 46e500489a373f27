/// Every node's frame in window coordinates (the coordinates of its root's parent: a root's
/// frame is taken as printed), computed in one preorder pass without recursion.
///
/// A printed frame is relative to the parent's bounds; the absolute frame adds the chain of
/// parents' positions:
///
/// - UIKit (`frame = (x y; w h)`): absolute origin = the parent's absolute origin + the frame's
///   origin − the parent's bounds origin, which is a scroll view's printed `contentOffset`.
/// - A printed non-identity `transform` (`[a, b, c, d, tx, ty]`, or the 2D part of a
///   `transform3D`): the view's own printed frame is already its bounding box in the parent,
///   so it is used as is. Its children live in its untransformed bounds, which are mapped
///   around the frame's center (the default anchor point) by the transform's linear part; the
///   bounds size is solved from the bounding box. Children's frames are then the bounding boxes
///   of their mapped corners and are marked approximate (anchor points and 3D perspective are
///   not printed).
/// - AppKit (`f=(x,y,w,h)`): relative to the superview, whose `F` flag says it is flipped. In a
///   flipped parent y grows downward as in UIKit; in a non-flipped one it measures from the
///   bottom, so absolute y = parent absolute y + parent height − y − height. A parent's
///   `b=(x,y,…)` bounds origin is subtracted like a scroll offset. Absolute frames are always
///   top-down (y grows downward), whatever the flipping.
/// - XCUITest (`{{x, y}, {w, h}}`): already in screen coordinates, used as printed.
/// - Nodes without a frame (layers without one, `_printHierarchy` and `_autolayoutTrace` rows)
///   have none here; their children are placed in the nearest framed ancestor's coordinates and
///   marked approximate, since the frameless node's own offset is unknown.
/// - A row whose ancestors were cut from the paste (`Hierarchy.hasCutAbove`: levels missing, or
///   an elision between it and its parent) is placed in its shallower parent's coordinates and
///   marked approximate, with its subtree: the missing ancestors' offsets are unknown.
///
/// Storage is four `Double` arrays and two bit arrays: 32 bytes and 2 bits a node (about 32 MB
/// for a million nodes). `Double` rather than `Float` because scroll content reaches
/// coordinates (a long table's 10⁶ pt) where `Float` would round away the fractions UIKit
/// prints.
public struct AbsoluteFrames: Sendable {
  private let xs: [Double]
  private let ys: [Double]
  private let widths: [Double]
  private let heights: [Double]
  /// Bit i: node i has a frame (a printed frame may hold NaN, so no sentinel value is used).
  private let framed: [UInt64]
  /// Bit i: node i's absolute frame is approximate.
  private let approximate: [UInt64]

  /// Computes every node's absolute frame: each node's own geometry is read on every core
  /// (`PrintedGeometry`), then accumulated down the tree.
  /// - Complexity: O(n + total description length): one scan of each recursiveDescription
  ///   node's properties, and a stack as deep as the tree.
  public init(_ hierarchy: Hierarchy) {
    self.init(hierarchy, printed: PrintedGeometry(hierarchy))
  }

  /// The absolute frames of the nodes whose own geometry is `printed`, in one preorder pass.
  /// - Complexity: O(n).
  init(_ hierarchy: Hierarchy, printed: PrintedGeometry) {
    let count = hierarchy.count
    var xs = [Double](repeating: 0, count: count)
    var ys = [Double](repeating: 0, count: count)
    var widths = [Double](repeating: 0, count: count)
    var heights = [Double](repeating: 0, count: count)
    var framed = [UInt64](repeating: 0, count: (count + 63) / 64)
    var approximate = framed
    // In preorder the parent of a node at depth d is the last node seen at depth d − 1, so
    // the coordinate space each node gives its children is kept per depth, not per node.
    var spaces = [ChildSpace](repeating: .window, count: max(0, hierarchy.maxDepth + 1))
    // The next node's placement, if it has one: placements are in preorder too.
    var nextPlacement = 0
    for index in 0..<count {
      let depth = Int(hierarchy.depths[index])
      var parentSpace = depth == 0 ? ChildSpace.window : spaces[depth - 1]
      if depth > 0 && hierarchy.hasCutAbove(NodeIndex(index)) {
        parentSpace.isApproximate = true
      }
      let flags = printed.flags[index]
      var placement: PrintedGeometry.Placement? = nil
      if flags.contains(.placesChildren) {
        placement = printed.placements[nextPlacement]
        nextPlacement += 1
      }
      let (absolute, isApproximate, space) = Self.place(
        flags, printed.frames[index], placement, in: parentSpace)
      spaces[depth] = space
      guard let absolute else { continue }
      xs[index] = absolute.x
      ys[index] = absolute.y
      widths[index] = absolute.width
      heights[index] = absolute.height
      framed[index >> 6] |= 1 << UInt64(index & 63)
      if isApproximate { approximate[index >> 6] |= 1 << UInt64(index & 63) }
    }
    self.xs = xs
    self.ys = ys
    self.widths = widths
    self.heights = heights
    self.framed = framed
    self.approximate = approximate
  }

  /// One node's frame in window coordinates, from the printed geometry of the node and its
  /// ancestors alone (for a viewer that shows a screenful of a million nodes), with the absolute
  /// frame of its window: the first framed node of its path from the root. Nil when the node
  /// has no frame.
  /// - Complexity: O(depth × description length).
  public static func frame(
    of index: NodeIndex, in hierarchy: Hierarchy
  ) -> (frame: Rect, isApproximate: Bool, window: Rect)? {
    let path = hierarchy.ancestors(of: index).reversed() + [index]
    return hierarchy.text.withUnsafeBufferPointer { text in
      var space = ChildSpace.window
      var window: Rect? = nil
      var result: (Rect, Bool)? = nil
      for node in path {
        let own = OwnGeometry(hierarchy, node.rawValue, text)
        let format = hierarchy.records[node.rawValue].format
        let (flags, placement) = PrintedGeometry.entry(node.rawValue, own, format: format)
        let frame = own.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
        if hierarchy.hasCutAbove(node) { space.isApproximate = true }
        let (absolute, isApproximate, next) = Self.place(flags, frame, placement, in: space)
        space = next
        if window == nil { window = absolute }
        result = absolute.map { ($0, isApproximate) }
      }
      guard let (frame, isApproximate) = result, let window else { return nil }
      return (frame, isApproximate, window)
    }
  }

  /// Where a node with `flags`, printed `frame` and `placement` lies in the window, given the
  /// space its parent places children in; and the space it places its own children in.
  private static func place(
    _ flags: PrintedGeometry.Flags, _ frame: Rect, _ placement: PrintedGeometry.Placement?,
    in parentSpace: ChildSpace
  ) -> (absolute: Rect?, isApproximate: Bool, childSpace: ChildSpace) {
    guard flags.contains(.hasFrame) else {
      var inherited = parentSpace
      // XCUITest children are absolute whatever their parent is.
      if !flags.contains(.screenCoordinates) { inherited.isApproximate = true }
      return (nil, false, inherited)
    }
    if flags.contains(.screenCoordinates) { return (frame, false, .window) }
    let absolute = parentSpace.map(frame)
    let space = parentSpace.childSpace(of: frame, absolute: absolute, placement)
    return (absolute, parentSpace.isApproximate, space)
  }

  /// The node's frame in window coordinates, nil when the node has no frame.
  /// - Complexity: O(1).
  public subscript(_ index: NodeIndex) -> Rect? {
    let i = index.rawValue
    guard framed[i >> 6] & (1 << UInt64(i & 63)) != 0 else { return nil }
    return Rect(x: xs[i], y: ys[i], width: widths[i], height: heights[i])
  }

  /// Whether the absolute frame is an estimate: under a transformed ancestor, a frameless
  /// parent or ancestors missing from the paste. False for nodes without a frame.
  /// - Complexity: O(1).
  public func isApproximate(_ index: NodeIndex) -> Bool {
    let i = index.rawValue
    return approximate[i >> 6] & (1 << UInt64(i & 63)) != 0
  }
}

/// The coordinates a node's children's frames are printed in, as an affine map to window
/// coordinates: window = (tx + a·x + c·y, ty + b·x + d·y), CGAffineTransform's convention.
private struct ChildSpace {
  var a = 1.0, b = 0.0, c = 0.0, d = 1.0
  var tx = 0.0, ty = 0.0
  var isApproximate = false

  /// The roots' parent space: window coordinates themselves.
  static let window = ChildSpace()

  func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
    (tx + a * x + c * y, ty + b * x + d * y)
  }

  /// The bounding box of `rect` mapped to window coordinates (exact unless rotated).
  func map(_ rect: Rect) -> Rect {
    if b == 0 && c == 0 {
      // Translation, scale or flip: the common case, and exact.
      let x0 = tx + a * rect.x
      let x1 = tx + a * rect.maxX
      let y0 = ty + d * rect.y
      let y1 = ty + d * rect.maxY
      return Rect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
    }
    let corners = [
      apply(rect.x, rect.y), apply(rect.maxX, rect.y), apply(rect.x, rect.maxY),
      apply(rect.maxX, rect.maxY),
    ]
    let minX = corners.map(\.x).min()!
    let minY = corners.map(\.y).min()!
    return Rect(
      x: minX, y: minY, width: corners.map(\.x).max()! - minX,
      height: corners.map(\.y).max()! - minY)
  }

  /// This space followed by `local`'s map: `local` takes the child's coordinates into this
  /// space's.
  func then(_ local: ChildSpace) -> ChildSpace {
    let origin = apply(local.tx, local.ty)
    return ChildSpace(
      a: a * local.a + c * local.b, b: b * local.a + d * local.b,
      c: a * local.c + c * local.d, d: b * local.c + d * local.d,
      tx: origin.x, ty: origin.y, isApproximate: isApproximate || local.isApproximate)
  }

  /// The space a node with `frame` (in this space; `absolute` in the window) and `placement`
  /// gives its children.
  func childSpace(
    of frame: Rect, absolute: Rect, _ placement: PrintedGeometry.Placement?
  ) -> ChildSpace {
    let origin = placement?.boundsOrigin ?? Point(x: 0, y: 0)
    if let placement, placement.isAppKit {
      // An AppKit view is never mirrored on screen, whatever its parent's flipping: its own
      // flag alone says where its children's y starts, so the space is built from its
      // absolute frame rather than composed with its parent's.
      if placement.isFlipped {
        return ChildSpace(
          tx: absolute.x - origin.x, ty: absolute.y - origin.y, isApproximate: isApproximate)
      }
      // y measured upward from the bottom: window y = bottom − (y − origin.y).
      return ChildSpace(
        a: 1, b: 0, c: 0, d: -1, tx: absolute.x - origin.x, ty: absolute.maxY + origin.y,
        isApproximate: isApproximate)
    }
    guard let t = placement?.transform else {
      return then(ChildSpace(tx: frame.x - origin.x, ty: frame.y - origin.y))
    }
    let size = Self.boundsSize(frame: frame, t)
    // p ↦ center + T·(p − origin − size / 2).
    let px = origin.x + size.width / 2
    let py = origin.y + size.height / 2
    return then(
      ChildSpace(
        a: t.a, b: t.b, c: t.c, d: t.d, tx: frame.midX - (t.a * px + t.c * py),
        ty: frame.midY - (t.b * px + t.d * py), isApproximate: true))
  }

  /// The untransformed bounds size whose transformed bounding box is `frame`: solves
  /// w = |a|·bw + |c|·bh, h = |b|·bw + |d|·bh. When that has no positive solution (a 45°
  /// rotation, a zero scale) the bounds are taken as square, or as the frame itself.
  static func boundsSize(frame: Rect, _ t: LinearPart) -> Size {
    let (a, b, c, d) = (abs(t.a), abs(t.b), abs(t.c), abs(t.d))
    let determinant = a * d - c * b
    if abs(determinant) > 1e-9 {
      let width = (frame.width * d - frame.height * c) / determinant
      let height = (a * frame.height - b * frame.width) / determinant
      if width >= 0 && height >= 0 && width.isFinite && height.isFinite {
        return Size(width: width, height: height)
      }
    }
    if a + c > 0 {
      let side = frame.width / (a + c)
      return Size(width: side, height: side)
    }
    return frame.size
  }
}

extension Rect {
  fileprivate var midX: Double { x + width / 2 }
  fileprivate var midY: Double { y + height / 2 }
}
