import PropertyBased
import Testing

@testable import ViewTree

/// Random trees written as recursiveDescription text by a reference writer in this file, then
/// parsed: the parse must give back every node; and the canonical dump of the parse must parse
/// to the same tree again (parse → dump → parse is the identity).
@Suite struct RoundTripPropertyTests {
  /// One random node, decoded from a random integer so the library can shrink failures.
  struct NodeSpec: CustomStringConvertible {
    var depthStep: Int
    var className: String
    var address: String?
    var frame: Rect
    var text: String?
    var hidden: Bool
    var layerOnly: Bool
    var tail: String?

    static let classes = [
      "UIView", "UILabel", "MyApp.ProfileHeaderView", "_TtC5MyApp4Cell",
      "_TtGC7SwiftUI14_UIHostingViewV5MyApp11ContentView_", "_UILayoutGuide", "UIButton$Proxy",
    ]
    static let texts = ["Hello", "What's new", "设置", "🚀 Launch", "", "a; b = <c>", "It's 'quoted'"]

    init(_ seed: Int) {
      var digits = SeedDigits(seed)
      func take(_ count: Int) -> Int { digits.take(count) }
      depthStep = take(4) - 2  // -2...1: up one, stay, down up to two levels
      className = Self.classes[take(Self.classes.count)]
      address = take(4) == 0 ? nil : "0x7f" + String(take(1 << 20), radix: 16)
      frame = Rect(
        x: Double(take(400)) / 2, y: Double(take(900)) - 100, width: Double(take(400)),
        height: Double(take(3)) / 3)
      text = take(2) == 0 ? Self.texts[take(Self.texts.count)] : nil
      hidden = take(5) == 0
      layerOnly = take(7) == 0
      tail = take(6) == 0 ? "effect=none" : nil
    }

    var description: String { "\(depthStep) \(className) \(address ?? "-")" }
  }

  /// Depths from steps: the first node is a root; a step never goes more than one deeper.
  static func depths(_ specs: [NodeSpec]) -> [Int] {
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

  /// The reference writer: UIKit's layout, written independently of `DumpWriter`.
  static func write(_ specs: [NodeSpec], depths: [Int]) -> String {
    var lines: [String] = []
    for (spec, depth) in zip(specs, depths) {
      var line = depth == 0 ? "" : "   " + String(repeating: "|    ", count: depth - 1) + "| "
      let header = "<" + spec.className + (spec.address.map { ": " + $0 } ?? "")
      if spec.layerOnly {
        line += header + "> (layer)"
      } else {
        let frame =
          "(\(format(spec.frame.x)) \(format(spec.frame.y)); \(format(spec.frame.width)) \(format(spec.frame.height)))"
        var properties = ["frame = " + frame]
        if let text = spec.text { properties.append("text = '\(text)'") }
        if spec.hidden { properties.append("hidden = YES") }
        properties.append("layer = <CALayer: 0x6000012345>")
        line += header + "; " + properties.joined(separator: "; ") + ">"
        if let tail = spec.tail { line += " " + tail }
      }
      lines.append(line)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }

  static let specs = Gen.int(in: Int.min...Int.max).map { NodeSpec($0) }.array(of: 1...40)

  @Test func parsingRecoversEveryNode() async {
    await propertyCheck(count: 300, input: Self.specs) { specs in
      let depths = Self.depths(specs)
      let result = DumpParser().parse(Self.write(specs, depths: depths))
      let hierarchy = result.hierarchy
      hierarchy._checkInvariants()
      #expect(hierarchy.count == specs.count)
      #expect(result.lineDispositions.allSatisfy { $0 == .node })
      for (index, spec) in specs.enumerated() where index < hierarchy.count {
        let node = hierarchy[NodeIndex(index)]
        #expect(node.className == spec.className)
        #expect(node.address == spec.address)
        #expect(hierarchy.depth(of: node.index) == depths[index])
        #expect(node.line == index + 1)
        if spec.layerOnly {
          #expect(node.kind == .layer)
          #expect(node.frame == nil)
        } else {
          #expect(node.kind == .view)
          #expect(node.frame == spec.frame)
          #expect(node.text == spec.text)
          #expect(node.isHidden == spec.hidden)
          #expect(node.tail == spec.tail)
          #expect(node.value(of: "layer") == "<CALayer: 0x6000012345>")
        }
      }
    }
  }

  @Test func dumpThenParseIsTheIdentity() async {
    await propertyCheck(count: 300, input: Self.specs) { specs in
      let original = DumpParser().parse(Self.write(specs, depths: Self.depths(specs))).hierarchy
      var out = OutputBuffer()
      DumpWriter().write(original, to: &out)
      let reparsed = DumpParser().parse(out.text).hierarchy
      reparsed._checkInvariants()
      #expect(reparsed.count == original.count)
      for index in 0..<min(original.count, reparsed.count) {
        let a = original[NodeIndex(index)]
        let b = reparsed[NodeIndex(index)]
        #expect(a.className == b.className)
        #expect(a.address == b.address)
        #expect(a.depth == b.depth)
        #expect(a.kind == b.kind)
        #expect(a.properties == b.properties)
        #expect(a.tail == b.tail)
        #expect(a.descriptionText == b.descriptionText)
      }
    }
  }
}
