import Testing

@testable import ViewTree

@Suite("SVG wireframe")
struct SVGWireframeWriterTests {
  typealias F = RenderFixture

  @Test func isWellFormedWithOneRectPerFramedNodeAtItsAbsoluteFrame() throws {
    let hierarchy = F.hierarchy()
    let elements = try XMLElements.parse(F.svg(Wireframe(hierarchy)))
    #expect(elements.first?.name == "svg")
    #expect(elements.first?.attributes["xmlns"] == "http://www.w3.org/2000/svg")
    let rects = elements.filter { $0.name == "rect" }
    #expect(rects.count == 6)
    for rect in rects {
      let node = try #require(rect.attributes["data-node"].flatMap { Int($0) })
      let expected = try #require(F.absoluteFrames[node])
      let frame = Rect(
        x: Double(rect.attributes["x"] ?? "") ?? .nan,
        y: Double(rect.attributes["y"] ?? "") ?? .nan,
        width: Double(rect.attributes["width"] ?? "") ?? .nan,
        height: Double(rect.attributes["height"] ?? "") ?? .nan)
      #expect(frame == expected, "node \(node)")
      #expect(rect.attributes["data-line"] == String(hierarchy[NodeIndex(node)].line))
      #expect(rect.attributes["transform"] == nil)
    }
    #expect(!elements.contains { $0.attributes["transform"] != nil })
  }

  @Test func outlinesAreColoredByDepthAndInvisibleViewsDashed() throws {
    let rects = try XMLElements.parse(F.svg(Wireframe(F.hierarchy()))).filter { $0.name == "rect" }
    let byNode = Dictionary(uniqueKeysWithValues: rects.map { ($0.attributes["data-node"]!, $0) })
    #expect(byNode["0"]?.attributes["stroke"] == WireframePalette.color(depth: 0))
    #expect(byNode["3"]?.attributes["stroke"] == WireframePalette.color(depth: 3))
    #expect(byNode["4"]?.attributes["stroke-dasharray"] != nil)
    #expect(byNode["5"]?.attributes["stroke-dasharray"] != nil)
    #expect(byNode["3"]?.attributes["stroke-dasharray"] == nil)
    #expect(byNode["4"]?.attributes["class"] == "node hidden")
  }

  @Test func labelsMoveDownPastEarlierOnesOrAreLeftOut() throws {
    let texts = try XMLElements.parse(F.svg(Wireframe(F.hierarchy()))).filter { $0.name == "text" }
    func lines(_ node: Int) -> [(text: String, y: Double)] {
      texts.filter { $0.attributes["data-node"] == String(node) }
        .map { ($0.text, Double($0.attributes["y"] ?? "") ?? .nan) }
    }
    #expect(lines(0).map(\.text) == ["UIWindow"])
    // The table and its cell share a corner (0, 50): the cell's name goes one line lower.
    #expect(lines(1).map(\.text) == ["UITableView"])
    #expect(lines(2).map(\.text) == ["UITableViewCell"])
    #expect(lines(2)[0].y - lines(1)[0].y == 12)
    // The label's only line (62–74) is taken by the cell's name: it shows nothing.
    #expect(lines(3).isEmpty)
    #expect(texts.allSatisfy { $0.attributes["data-line"] != nil })
  }

  @Test func oneLineTallNodesShowTheirTextRatherThanTheirClass() throws {
    let hierarchy = F.hierarchy([
      "<UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x10>>",
      "   | <UILabel: 0x2; frame = (20 40; 200 20); text = 'Sign in'; layer = <_UILabelLayer: 0x20>>",
    ])
    let texts = try XMLElements.parse(F.svg(Wireframe(hierarchy))).filter { $0.name == "text" }
    let label = texts.filter { $0.attributes["data-node"] == "1" }
    #expect(label.map(\.text) == ["Sign in"])
    #expect(label.first?.attributes["class"] == "text")
  }

  @Test func tallNodesShowTheirTextBelowTheirName() throws {
    let hierarchy = F.hierarchy([
      "<UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x10>>",
      "   | <UILabel: 0x2; frame = (20 40; 300 60); text = 'Hello'; layer = <_UILabelLayer: 0x20>>",
      "   | <UILabel: 0x3; frame = (20 200; 30 60); text = 'A long text that cannot fit'; layer = <_UILabelLayer: 0x30>>",
    ])
    let texts = try XMLElements.parse(F.svg(Wireframe(hierarchy))).filter { $0.name == "text" }
    #expect(texts.filter { $0.attributes["data-node"] == "1" }.map(\.text) == ["UILabel", "Hello"])
    // 30 pt wide at 10 pt: 4 columns, so both lines are cut with an ellipsis.
    #expect(texts.filter { $0.attributes["data-node"] == "2" }.map(\.text) == ["UIL…", "A l…"])
  }

  @Test func nodesSharingACornerStackTheirNames() throws {
    let hierarchy = F.hierarchy([
      "<UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x10>>",
      "   | <UITransitionView: 0x2; frame = (0 0; 390 844); layer = <CALayer: 0x20>>",
    ])
    let texts = try XMLElements.parse(F.svg(Wireframe(hierarchy))).filter { $0.name == "text" }
    #expect(texts.map(\.text) == ["UIWindow", "UITransitionView"])
    let ys = texts.compactMap { $0.attributes["y"].flatMap(Double.init) }
    #expect(ys.count == 2 && ys[1] > ys[0])
  }

  @Test func selectionAndFindingsAreMarked() throws {
    let hierarchy = F.hierarchy([
      "<UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x10>>",
      "   | <UIButton: 0x2; frame = (370 10; 30 30); layer = <CALayer: 0x20>>",
      "   | <UILabel: 0x3; frame = (10 10; 30 30); layer = <CALayer: 0x30>>",
    ])
    let matcher = SelectorMatcher(try ViewSelector(parsing: "UILabel"), hierarchy: hierarchy)
    let wireframe = Wireframe(hierarchy, selection: matcher, lint: Linter().lint(hierarchy))
    let elements = try XMLElements.parse(F.svg(wireframe))
    let rects = elements.filter { $0.name == "rect" }
    let button = try #require(rects.first { $0.attributes["data-node"] == "1" })
    #expect(button.attributes["class"]?.contains("finding warning") == true)
    #expect(button.attributes["stroke"] == WireframePalette.color(.warning))
    #expect(button.attributes["opacity"] == "0.3")
    let label = try #require(rects.first { $0.attributes["data-node"] == "2" })
    #expect(label.attributes["class"]?.contains("match") == true)
    #expect(label.attributes["fill"] == WireframePalette.match)
    let title = try #require(
      elements.first { $0.name == "title" && $0.text.contains("[outside-parent]") })
    #expect(title.text.hasPrefix("warning: UIButton (line 2)"))
  }

  @Test func hostileTextIsEscapedAndReadsBackAsText() throws {
    let hierarchy = F.hierarchy(F.hostileLines)
    #expect(hierarchy[NodeIndex(1)].text == F.hostileText)
    let svg = F.svg(Wireframe(hierarchy))
    #expect(!svg.contains("<script"))
    #expect(!svg.contains("\u{1B}"))
    #expect(!svg.contains("\u{FFFE}"))
    let elements = try XMLElements.parse(svg)
    #expect(!elements.contains { $0.name == "script" })
    let text = try #require(elements.first { $0.attributes["class"] == "text" })
    let expected = TerminalSafeText.sanitize(F.hostileText)
      .replacingOccurrences(of: "\u{FFFE}", with: "\\u{FFFE}")
    // 300 pt wide at 10 pt: 49 columns, so the text is cut.
    #expect(text.text == String(expected.prefix(48)) + "…")
  }

  @Test func leftOutNodesAreNamedInTheDescription() throws {
    let elements = try XMLElements.parse(F.svg(Wireframe(F.hierarchy())))
    let description = try #require(elements.first { $0.name == "desc" })
    #expect(description.text.contains("6 nodes"))
    #expect(description.text.contains("1 without a frame not drawn (line 7)"))
  }

  @Test func markupTextEscapesEveryMarkupCharacter() {
    #expect(
      MarkupText.escaped(#"<a href="x">'&'</a>"#)
        == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
    #expect(MarkupText.escaped("a\u{0}b\u{7}c\u{FFFF}") == "a\\u{0}b\\u{7}c\\u{FFFF}")
    #expect(MarkupText.escaped("Müller 日本 🙂") == "Müller 日本 🙂")
  }
}
