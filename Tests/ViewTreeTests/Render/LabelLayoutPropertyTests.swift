import PropertyBased
import Testing

@testable import ViewTree

/// `LabelLayout` on random overlapping frames, names and texts. Each label's box (recovered
/// from its baseline) starts one padding inside its frame's left edge, on a whole line below
/// the frame's top, fits the frame's width less the padding and its height, and overlaps no
/// other box; and the labels are the ones a naive layout places, which checks every earlier
/// box rather than the grid's neighbors: first free line from the top, at most 8 tries per
/// label, the class name dropped for a one-line node with text, the text clipped with `…`.
@Suite struct LabelLayoutPropertyTests {
  static let names = ["UIView", "UILabel", "MyApp.ProfileHeaderView", "UITableViewCellContentView"]
  static let texts: [String?] = [nil, "", "OK", "Sign in", "A much longer text value", "\u{1B}[2J"]
  static let fontSizes = [10.0, 12.0, 7.5]

  struct Spec: CustomStringConvertible {
    var frame: Rect
    var className: String
    var text: String?

    init(_ seed: Int) {
      var digits = SeedDigits(seed)
      func take(_ count: Int) -> Int { digits.take(count) }
      frame = Rect(
        x: Double(take(300) - 60), y: Double(take(300) - 60), width: Double(take(240)),
        height: Double(take(8) == 0 ? take(400) : take(60)))
      className = LabelLayoutPropertyTests.names[take(LabelLayoutPropertyTests.names.count)]
      text = LabelLayoutPropertyTests.texts[take(LabelLayoutPropertyTests.texts.count)]
    }

    var description: String { "\(frame) \(className) \(text.debugDescription)" }
  }

  static func overlap(_ a: Rect, _ b: Rect, margin: Double) -> Bool {
    min(a.maxX, b.maxX) - max(a.x, b.x) > margin && min(a.maxY, b.maxY) - max(a.y, b.y) > margin
  }

  /// The naive layout: each item's lines as (text, box, isText).
  static func reference(_ specs: [Spec], fontSize: Double) -> [[(String, Rect, Bool)]] {
    let lineHeight = fontSize * 1.2
    let glyphWidth = fontSize * 0.6
    let padding = fontSize * 0.2
    var placed: [Rect] = []
    return specs.map { spec in
      let frame = spec.frame
      let columns = Int(((frame.width - 2 * padding) / glyphWidth).rounded(.down))
      var contents: [(String, Bool)] = []
      if frame.height >= 2 * lineHeight || (spec.text ?? "").isEmpty {
        contents.append((spec.className, false))
      }
      if let text = spec.text, !text.isEmpty { contents.append((text, true)) }
      var lines: [(String, Rect, Bool)] = []
      var slot = 0
      for (content, isText) in contents {
        let safe = TerminalSafeText.sanitize(content)
        guard columns >= 3 else { break }
        let shown = safe.count <= columns ? safe : String(safe.prefix(columns - 1)) + "…"
        var box: Rect?
        for _ in 0..<8 {
          let candidate = Rect(
            x: frame.x + padding, y: frame.y + Double(slot) * lineHeight,
            width: Double(shown.count) * glyphWidth, height: lineHeight)
          guard candidate.maxY <= frame.maxY else { break }
          slot += 1
          if !placed.contains(where: { overlap($0, candidate, margin: 1e-6) }) {
            box = candidate
            break
          }
        }
        guard let box else { break }
        placed.append(box)
        lines.append((shown, box, isText))
      }
      return lines
    }
  }

  static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }

  @Test func labelsStayInTheirFramesApartAndWhereTheNaiveLayoutPutsThem() async {
    let specs = Gen.int(in: 0...Int.max).map(Spec.init).array(of: 1...80)
    let fonts = Gen.int(in: 0...(Self.fontSizes.count - 1)).map { Self.fontSizes[$0] }
    await propertyCheck(count: 300, input: specs, fonts) { specs, fontSize in
      var layout = LabelLayout(fontSize: fontSize, items: specs.count)
      var boxes: [Rect] = []
      let expected = Self.reference(specs, fontSize: fontSize)
      for (index, spec) in specs.enumerated() {
        let item = Wireframe.Item(
          node: NodeIndex(index), frame: spec.frame, depth: 0, isInvisible: false,
          isApproximate: false, emphasis: .normal, severity: nil)
        var lines: [LabelLayout.Line] = []
        layout.place(item, className: spec.className, text: spec.text) { lines.append($0) }
        let lineHeight = layout.lineHeight
        let padding = fontSize * 0.2
        for line in lines {
          let maxY = line.y + fontSize * 0.25
          let box = Rect(
            x: line.x, y: maxY - lineHeight, width: Double(line.text.count) * layout.glyphWidth,
            height: lineHeight)
          let slot = (box.y - spec.frame.y) / lineHeight
          #expect(Self.close(box.x, spec.frame.x + padding), "\(spec) \(line)")
          #expect(box.maxX <= spec.frame.maxX - padding + 1e-6, "\(spec) \(line)")
          #expect(Self.close(slot, slot.rounded()) && slot > -1e-6 && slot < 16, "\(spec) \(line)")
          #expect(maxY <= spec.frame.maxY + 1e-6, "\(spec) \(line)")
          #expect(
            !boxes.contains { Self.overlap($0, box, margin: 0.01) }, "\(spec) \(line) overlaps")
          boxes.append(box)
        }
        let matches =
          lines.count == expected[index].count
          && zip(lines, expected[index]).allSatisfy { line, reference in
            line.text == reference.0 && line.isText == reference.2
              && Self.close(line.x, reference.1.x)
              && Self.close(line.y, reference.1.maxY - fontSize * 0.25)
          }
        #expect(matches, "item \(index) \(spec): \(lines) expected \(expected[index])")
      }
    }
  }
}
