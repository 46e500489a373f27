import PropertyBased
import Testing

@testable import ViewTree

/// Random recursiveDescription rows, hostile pieces included (control characters, invalid
/// UTF-8, long generic names, numbers Swift prints with exponents, repeated and truncated
/// properties): the text tree `print` writes as bytes must equal the reference built here,
/// line by line, from `Node`'s accessors (`summaryFromAccessors`) and guides drawn from each
/// node's ancestors.
@Suite struct TextTreePropertyTests {
  struct RowSpec: CustomStringConvertible {
    var depthStep: Int
    var bytes: [UInt8]

    static let classes: [[UInt8]] = [
      Array("UIView".utf8), Array("UILabel".utf8), Array("_TtC5MyApp4Cell".utf8),
      Array(
        "SwiftUI._UIHostingView<SwiftUI.ModifiedContent<MyApp.RootView, SwiftUI._EnvironmentKeyWritingModifier<Swift.Optional<MyApp.Store>>>>"
          .utf8),
      Array("My\u{1B}[31mView".utf8), Array("Vue\u{301}".utf8), [0x56, 0xFF, 0x57],
    ]
    static let addresses: [[UInt8]] = [
      Array(": 0x7fa361e14640".utf8), [], Array(": 0x\u{1B}]0;x\u{7}".utf8),
      Array(": 0x7f\\u{1B}".utf8), [0x3A, 0x20, 0x30, 0x78, 0xC3, 0x28],
    ]
    static let numbers = [
      "0", "-0", "375", "186.5", "123.667", "0.30000000000000004", "1e-05", "0.000123456",
      "123456.789", "1e20", "-15.3281", "nan", "4503599627370497", "1e3",
    ]
    static let texts = [
      "'Hello'", "''", "'a; b = <c>'", "'\\u4e0b\\u4e00'", "\\'Done\\'", "'\u{1B}[2J'",
      "'\u{202E}evil'", "'It's'", "'\\u{1B}'", "\"quoted\"", "'",
    ]
    static let alphas = ["0", "0.5", "1", "", "0.0001", "x"]

    init(_ seed: Int) {
      var digits = SeedDigits(seed)
      func take(_ count: Int) -> Int { digits.take(count) }
      func number() -> String { Self.numbers[take(Self.numbers.count)] }
      depthStep = take(4) - 2
      bytes = [UInt8(ascii: "<")] + Self.classes[take(Self.classes.count)]
      bytes += Self.addresses[take(Self.addresses.count)]
      var properties: [String] = []
      for _ in 0..<take(6) {
        switch take(7) {
        case 0, 1: properties.append("frame = (\(number()) \(number()); \(number()) \(number()))")
        case 2: properties.append("text = " + Self.texts[take(Self.texts.count)])
        // EarlGrey prints a set flag alone: `hidden`.
        case 3: properties.append(["hidden = YES", "hidden = NO", "hidden"][take(3)])
        case 4: properties.append("alpha = " + Self.alphas[take(Self.alphas.count)])
        case 5: properties.append("baseClass = " + ["UIButton", "UI\u{7}Cell", ""][take(3)])
        default: properties.append("layer = <CALayer: 0x6000012345>")
        }
      }
      if !properties.isEmpty { bytes += Array(("; " + properties.joined(separator: "; ")).utf8) }
      switch take(8) {
      case 0: break  // cut short: no closing `>`
      case 1: bytes += Array("> (layer)".utf8)
      default: bytes.append(UInt8(ascii: ">"))
      }
    }

    var description: String { "\(depthStep) \(String(decoding: bytes, as: UTF8.self))" }
  }

  static let rows = Gen.int(in: Int.min...Int.max).map { RowSpec($0) }.array(of: 1...30)

  /// The rows as a dump: the first is a root, each step goes at most one level deeper.
  static func dump(_ rows: [RowSpec]) -> [UInt8] {
    var depth = 0
    var bytes: [UInt8] = []
    for (position, row) in rows.enumerated() {
      depth = position == 0 ? 0 : max(0, min(depth + 1, depth + row.depthStep))
      if depth > 0 {
        bytes += Array(("   " + String(repeating: "|    ", count: depth - 1) + "| ").utf8)
      }
      bytes += row.bytes + [0x0A]
    }
    return bytes
  }

  /// The reference: each node's guides from its ancestors, then its summary through `Node`.
  static func reference(_ hierarchy: Hierarchy, _ renderer: TextTreeRenderer) -> [String] {
    hierarchy.indices.compactMap { index in
      let depth = hierarchy.depth(of: index)
      if let maxDepth = renderer.maxDepth, depth > maxDepth { return nil }
      var line = ""
      if depth > 0 {
        var ancestors: [NodeIndex] = []
        var node = index
        while let parent = hierarchy.parent(of: node) {
          ancestors.insert(parent, at: 0)
          node = parent
        }
        for ancestor in ancestors.dropFirst() {
          line += hierarchy.nextSibling(of: ancestor) == nil ? "   " : "│  "
        }
        line += hierarchy.nextSibling(of: index) == nil ? "└─ " : "├─ "
      }
      line += renderer.summaryFromAccessors(of: hierarchy[index])
      let children = hierarchy.children(of: index).count
      if depth == renderer.maxDepth, children > 0 {
        line += " [+\(children) \(children == 1 ? "child" : "children")]"
      }
      return line
    }
  }

  @Test func printedTreeSaysWhatTheAccessorsSay() async {
    await propertyCheck(count: 400, input: Self.rows) { rows in
      let hierarchy = DumpParser(format: .recursiveDescription).parse(Self.dump(rows)).hierarchy
      var renderer = TextTreeRenderer()
      renderer.maxDepth = rows.count % 3 == 0 ? 1 : nil
      renderer.showsAddresses = rows.count % 2 == 0
      renderer.showsRawNames = rows.count % 5 == 0
      var out = OutputBuffer()
      renderer.write(hierarchy, to: &out)
      // Bytes, not decoded lines: raw invalid UTF-8 must not reach the output either.
      let reference = Self.reference(hierarchy, renderer)
      #expect(out.bytes == Array(reference.map { $0 + "\n" }.joined().utf8))
      for index in hierarchy.indices {
        let styled = TextTreeRenderer(style: .ansi)
        #expect(
          styled.summary(of: hierarchy[index]) == styled.summaryFromAccessors(of: hierarchy[index]))
      }
    }
  }
}
