import PropertyBased
import Testing

@testable import ViewTree

@Suite("AbsoluteFrames")
struct AbsoluteFramesTests {
  static func frames(_ lines: [String]) -> (Hierarchy, AbsoluteFrames) {
    let hierarchy = DumpParser().parse(lines.joined(separator: "\n")).hierarchy
    hierarchy._checkInvariants()
    #expect(hierarchy.count == lines.count)
    return (hierarchy, AbsoluteFrames(hierarchy))
  }

  static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
  }

  @Test func nestedOriginsAdd() {
    let (_, frames) = Self.frames([
      "<UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x10>>",
      "   | <UIView: 0x2; frame = (10 20; 300 400); layer = <CALayer: 0x20>>",
      "   |    | <UIView: 0x3; frame = (5 6.5; 100 50); layer = <CALayer: 0x30>>",
      "   |    |    | <UILabel: 0x4; frame = (1 2; 30 10); text = 'A'; layer = <_UILabelLayer: 0x40>>",
      "   |    | <UIButton: 0x5; frame = (0 300; 44 44); layer = <CALayer: 0x50>>",
    ])
    #expect(frames[NodeIndex(0)] == Self.rect(0, 0, 390, 844))
    #expect(frames[NodeIndex(1)] == Self.rect(10, 20, 300, 400))
    #expect(frames[NodeIndex(2)] == Self.rect(15, 26.5, 100, 50))
    #expect(frames[NodeIndex(3)] == Self.rect(16, 28.5, 30, 10))
    #expect(frames[NodeIndex(4)] == Self.rect(10, 320, 44, 44))
    #expect((0..<5).allSatisfy { !frames.isApproximate(NodeIndex($0)) })
  }

  @Test func scrollViewContentOffsetShiftsItsChildren() {
    let (_, frames) = Self.frames([
      "<UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x10>>",
      "   | <UITableView: 0x2; frame = (0 100; 390 744); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x3>; layer = <CALayer: 0x20>; contentOffset: {0, 600}; contentSize: {390, 2000}; adjustedContentInset: {0, 0, 34, 0}>",
      "   |    | <UITableViewCell: 0x4; frame = (0 640; 390 44); layer = <CALayer: 0x40>>",
      "   |    |    | <UILabel: 0x5; frame = (16 12; 100 20); text = 'Row'; layer = <_UILabelLayer: 0x50>>",
    ])
    // The scroll view itself is placed by its frame; only its content moves.
    #expect(frames[NodeIndex(1)] == Self.rect(0, 100, 390, 744))
    #expect(frames[NodeIndex(2)] == Self.rect(0, 140, 390, 44))
    #expect(frames[NodeIndex(3)] == Self.rect(16, 152, 100, 20))
    #expect(!frames.isApproximate(NodeIndex(3)))
  }

  @Test func transformedViewKeepsItsBoundingBoxAndItsChildrenAreApproximate() {
    let (_, frames) = Self.frames([
      "<UIView: 0x1; frame = (0 0; 400 400); layer = <CALayer: 0x10>>",
      // Bounds 100 × 50 scaled by 2 around their center: the printed frame is the bounding box.
      "   | <UIView: 0x2; frame = (50 75; 200 100); transform = [2, 0, 0, 2, 0, 0]; layer = <CALayer: 0x20>>",
      "   |    | <UIView: 0x3; frame = (10 10; 20 20); layer = <CALayer: 0x30>>",
      "   | <UIView: 0x4; frame = (0 300; 10 10); layer = <CALayer: 0x40>>",
    ])
    #expect(frames[NodeIndex(1)] == Self.rect(50, 75, 200, 100))
    #expect(!frames.isApproximate(NodeIndex(1)))
    // (10, 10) in the bounds is (20, 20) from the bounding box's corner at scale 2.
    #expect(frames[NodeIndex(2)] == Self.rect(70, 95, 40, 40))
    #expect(frames.isApproximate(NodeIndex(2)))
    // The transform does not leak to the sibling.
    #expect(frames[NodeIndex(3)] == Self.rect(0, 300, 10, 10))
    #expect(!frames.isApproximate(NodeIndex(3)))
  }

  @Test func quarterTurnMapsTheChildsCorners() {
    let (_, frames) = Self.frames([
      "<UIView: 0x1; frame = (0 0; 400 400); layer = <CALayer: 0x10>>",
      // Bounds 100 × 50 turned 90°: the bounding box is 50 × 100, centered at (125, 150).
      "   | <UIView: 0x2; frame = (100 100; 50 100); transform = [0, 1, -1, 0, 0, 0]; layer = <CALayer: 0x20>>",
      "   |    | <UIView: 0x3; frame = (0 0; 10 20); layer = <CALayer: 0x30>>",
    ])
    // The bounds' top-left corner (−50, −25 from the center) turns to (+25, −50).
    #expect(frames[NodeIndex(2)] == Self.rect(130, 100, 20, 10))
    #expect(frames.isApproximate(NodeIndex(2)))
  }

  @Test func framelessParentPassesOnItsParentsOriginApproximately() {
    let (hierarchy, frames) = Self.frames([
      "<UIView: 0x1; frame = (10 10; 300 300); layer = <CALayer: 0x10>>",
      "   | <MyApp.Wrapper: 0x2; layer = <CALayer: 0x20>>",
      "   |    | <UILabel: 0x3; frame = (5 5; 50 20); text = 'A'; layer = <_UILabelLayer: 0x30>>",
      "   | <CALayer: 0x4> (layer)",
      "   | <UIView: 0x5; frame = (1 1; 2 2); layer = <CALayer: 0x50>>",
    ])
    #expect(hierarchy[NodeIndex(1)].frame == nil)
    #expect(frames[NodeIndex(1)] == nil)
    #expect(!frames.isApproximate(NodeIndex(1)))
    #expect(frames[NodeIndex(2)] == Self.rect(15, 15, 50, 20))
    #expect(frames.isApproximate(NodeIndex(2)))
    #expect(frames[NodeIndex(3)] == nil)
    #expect(frames[NodeIndex(4)] == Self.rect(11, 11, 2, 2))
    #expect(!frames.isApproximate(NodeIndex(4)))
  }

  @Test func rowsWithoutFramesHaveNone() {
    let (_, frames) = Self.frames([
      "<UINavigationController 0x7f9c8a00b000>, state: appeared, view: <UILayoutContainerView 0x7f9c8a10c000>",
      "   | <MyApp.ListViewController 0x7f9c8a00c000>, state: appeared, view: <UIView 0x7f9c8a10d000>",
    ])
    #expect(frames[NodeIndex(0)] == nil)
    #expect(frames[NodeIndex(1)] == nil)
  }

  @Test func xcuitestFramesAreAlreadyAbsolute() {
    let (_, frames) = Self.frames([
      " →Application, 0x7fb5a0512bb0, pid: 41491, label: 'Test App'",
      "    Window (Main), 0x7fb5a052ab50, {{0.0, 0.0}, {393.0, 852.0}}",
      "      Other, 0x7fb5a052ac30, {{20.0, 100.0}, {353.0, 600.0}}",
      "        Button, 0x7fb5a0628170, {{81.0, 770.0}, {74.5, 48.0}}, label: 'Explore'",
    ])
    #expect(frames[NodeIndex(0)] == nil)
    #expect(frames[NodeIndex(2)] == Self.rect(20, 100, 353, 600))
    #expect(frames[NodeIndex(3)] == Self.rect(81, 770, 74.5, 48))
    // A frameless Application root does not make screen coordinates approximate.
    #expect(!frames.isApproximate(NodeIndex(1)))
    #expect(!frames.isApproximate(NodeIndex(3)))
  }

  @Test func appKitFlippedParentMeasuresFromTheTop() {
    let (_, frames) = Self.frames([
      "[   AF    ! wLU ] h=--- v=--- NSView f=(0,0,480,270) b=(-)",
      "  [   A     ! wLU ] h=--- v=--- NSButton f=(10,20,83,32) b=(-)",
    ])
    #expect(frames[NodeIndex(1)] == Self.rect(10, 20, 83, 32))
  }

  @Test func appKitNonFlippedParentMeasuresFromTheBottom() {
    let (_, frames) = Self.frames([
      "[   A     ! wLU ] h=--- v=--- NSView f=(0,0,480,270) b=(-)",
      "  [   A     ! wLU ] h=--- v=--- NSView f=(100,20,200,100) b=(-)",
      "    [   A     ! wLU ] h=--- v=--- NSButton f=(10,10,80,30) b=(-)",
    ])
    // 270 − 20 − 100 = 150 from the top.
    #expect(frames[NodeIndex(1)] == Self.rect(100, 150, 200, 100))
    // 150 + 100 − 10 − 30 = 210.
    #expect(frames[NodeIndex(2)] == Self.rect(110, 210, 80, 30))
  }

  @Test func appKitClipViewBoundsOriginScrolls() {
    let (_, frames) = Self.frames([
      "[   AF    ! wLU ] h=--- v=--- NSClipView f=(0,0,480,270) b=(0,637,-,-)",
      "  [   A     ! wLU ] h=--- v=--- NSView f=(0,0,480,900) b=(-)",
    ])
    #expect(frames[NodeIndex(1)] == Self.rect(0, -637, 480, 900))
  }

  @Test func emptyHierarchy() {
    let frames = AbsoluteFrames(DumpParser().parse("").hierarchy)
    _ = frames
  }
}

/// Random trees of frames: the one-pass result must match a recursive walk up the ancestors.
@Suite("AbsoluteFrames property")
struct AbsoluteFramesPropertyTests {
  struct Spec: CustomStringConvertible {
    var depthStep: Int
    var frame: Rect?
    var contentOffset: Point?
    /// AppKit trees only.
    var isFlipped: Bool
    var boundsOrigin: Point?

    init(_ seed: Int) {
      var digits = SeedDigits(seed)
      func take(_ count: Int) -> Int { digits.take(count) }
      depthStep = take(4) - 2
      frame =
        take(6) == 0
        ? nil
        : Rect(
          x: Double(take(800)) / 2 - 100, y: Double(take(1000)) - 200,
          width: Double(take(400)) / 4, height: Double(take(400)) / 3)
      contentOffset = take(4) == 0 ? Point(x: Double(take(50)), y: Double(take(2000)) / 2) : nil
      isFlipped = take(2) == 0
      boundsOrigin = take(5) == 0 ? Point(x: Double(take(30)), y: Double(take(900))) : nil
    }

    var description: String {
      "\(depthStep) \(frame.map { "\($0)" } ?? "-") \(contentOffset.map { "\($0)" } ?? "")"
    }
  }

  static let specs = Gen.int(in: Int.min...Int.max).map { Spec($0) }.array(of: 1...40)

  static func depths(_ specs: [Spec]) -> [Int] {
    var result: [Int] = []
    for spec in specs {
      guard let last = result.last else {
        result.append(0)
        continue
      }
      result.append(max(0, min(last + 1, last + spec.depthStep)))
    }
    return result
  }

  static func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }

  static func uiKitDump(_ specs: [Spec], _ depths: [Int]) -> String {
    zip(specs, depths).enumerated().map { offset, pair in
      let (spec, depth) = pair
      var line = depth == 0 ? "" : "   " + String(repeating: "|    ", count: depth - 1) + "| "
      line += "<UIView: 0x\(String(offset + 1, radix: 16))"
      if let frame = spec.frame {
        line += "; frame = (\(number(frame.x)) \(number(frame.y)); \(number(frame.width)) "
        line += "\(number(frame.height)))"
      }
      line += "; layer = <CALayer: 0x1>"
      if let offset = spec.contentOffset {
        line += "; contentOffset: {\(number(offset.x)), \(number(offset.y))}; contentSize: {1, 1}"
      }
      return line + ">"
    }.joined(separator: "\n")
  }

  /// The reference: an ancestor walk per node, children of frameless nodes approximate.
  static func uiKitReference(_ specs: [Spec], _ parents: [Int]) -> [(Rect?, Bool)] {
    func childOrigin(_ index: Int) -> (Point, Bool) {
      guard index >= 0 else { return (Point(x: 0, y: 0), false) }
      guard let frame = specs[index].frame else {
        let (origin, _) = childOrigin(parents[index])
        return (origin, true)
      }
      let (parentOrigin, approximate) = childOrigin(parents[index])
      let offset = specs[index].contentOffset ?? Point(x: 0, y: 0)
      return (
        Point(x: parentOrigin.x + frame.x - offset.x, y: parentOrigin.y + frame.y - offset.y),
        approximate
      )
    }
    return specs.indices.map { index in
      guard let frame = specs[index].frame else { return (nil, false) }
      let (origin, approximate) = childOrigin(parents[index])
      return (frame.offsetBy(origin), approximate)
    }
  }

  static func appKitDump(_ specs: [Spec], _ depths: [Int]) -> String {
    zip(specs, depths).map { spec, depth in
      let frame = spec.frame ?? Rect(x: 0, y: 0, width: 10, height: 10)
      let flags = spec.isFlipped ? "[   AF    ! wLU ]" : "[   A     ! wLU ]"
      let bounds = spec.boundsOrigin.map { "(\(number($0.x)),\(number($0.y)),-,-)" } ?? "(-)"
      return String(repeating: "  ", count: depth) + flags + " h=--- v=--- NSView f=("
        + [frame.x, frame.y, frame.width, frame.height].map(number).joined(separator: ",")
        + ") b=" + bounds
    }.joined(separator: "\n")
  }

  static func appKitReference(_ specs: [Spec], _ parents: [Int]) -> [Rect] {
    func absolute(_ index: Int) -> Rect {
      let frame = specs[index].frame ?? Rect(x: 0, y: 0, width: 10, height: 10)
      let parent = parents[index]
      guard parent >= 0 else { return frame }
      let outer = absolute(parent)
      let bounds = specs[parent].boundsOrigin ?? Point(x: 0, y: 0)
      let y =
        specs[parent].isFlipped
        ? outer.y + frame.y - bounds.y
        : outer.y + outer.height - (frame.y - bounds.y) - frame.height
      return Rect(x: outer.x + frame.x - bounds.x, y: y, width: frame.width, height: frame.height)
    }
    return specs.indices.map(absolute)
  }

  static func parents(_ hierarchy: Hierarchy) -> [Int] {
    hierarchy.indices.map { hierarchy.parent(of: $0)?.rawValue ?? -1 }
  }

  static func close(_ a: Rect?, _ b: Rect?) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    return [a.x - b.x, a.y - b.y, a.width - b.width, a.height - b.height]
      .allSatisfy { abs($0) < 1e-9 }
  }

  @Test func uiKitMatchesTheRecursiveReference() async {
    await propertyCheck(count: 300, input: Self.specs) { specs in
      let hierarchy = DumpParser().parse(Self.uiKitDump(specs, Self.depths(specs))).hierarchy
      #expect(hierarchy.count == specs.count)
      guard hierarchy.count == specs.count else { return }
      let frames = AbsoluteFrames(hierarchy)
      let reference = Self.uiKitReference(specs, Self.parents(hierarchy))
      for index in hierarchy.indices {
        let (expected, approximate) = reference[index.rawValue]
        #expect(Self.close(frames[index], expected), "node \(index)")
        #expect(frames.isApproximate(index) == approximate, "node \(index)")
      }
    }
  }

  @Test func appKitMatchesTheRecursiveReference() async {
    await propertyCheck(count: 300, input: Self.specs) { specs in
      let hierarchy = DumpParser().parse(Self.appKitDump(specs, Self.depths(specs))).hierarchy
      #expect(hierarchy.count == specs.count)
      guard hierarchy.count == specs.count else { return }
      let frames = AbsoluteFrames(hierarchy)
      let reference = Self.appKitReference(specs, Self.parents(hierarchy))
      for index in hierarchy.indices {
        #expect(Self.close(frames[index], reference[index.rawValue]), "node \(index)")
        #expect(!frames.isApproximate(index))
      }
    }
  }
}
