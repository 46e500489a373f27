import TerminalUI
import Testing

@testable import ViewTree

@Suite("Text wireframe")
struct TextWireframeRendererTests {
  typealias F = RenderFixture

  static func render(_ lines: [String], columns: Int, rows: Int) -> [String] {
    var out = OutputBuffer()
    TextWireframeRenderer(columns: columns, rows: rows).write(
      Wireframe(F.hierarchy(lines)), to: &out)
    return out.lines
  }

  @Test func drawsNestedBoxesWithLabelsAndText() {
    // 100 × 50 pt in 21 columns: 5 pt a column, 10 pt a row; the label spans rows 1 to 4.
    let drawing = Self.render(
      [
        "<UIView: 0x1; frame = (0 0; 100 50); layer = <CALayer: 0x10>>",
        "   | <UILabel: 0x2; frame = (10 10; 60 30); text = 'Hi'; layer = <_UILabelLayer: 0x20>>",
      ], columns: 21, rows: 6)
    #expect(
      drawing == [
        "┌UIView─────────────┐",
        "│ ┌UILabel────┐     │",
        "│ │'Hi'       │     │",
        "│ │           │     │",
        "│ └───────────┘     │",
        "└───────────────────┘",
      ])
  }

  @Test func crossingEdgesJoinAndHiddenViewsAreDashed() {
    let drawing = Self.render(
      [
        "<UIView: 0x1; frame = (0 0; 100 40); layer = <CALayer: 0x10>>",
        "   | <UIView: 0x2; frame = (50 0; 50 20); layer = <CALayer: 0x20>>",
        "   | <UIView: 0x3; frame = (10 20; 20 10); hidden = YES; layer = <CALayer: 0x30>>",
      ], columns: 21, rows: 5)
    #expect(
      drawing == [
        "┌UIView───┬UIView───┐",
        "│         │         │",
        "│ ┌UI…┐   └─────────┤",
        "│ └╌╌╌┘             │",
        "└───────────────────┘",
      ])
  }

  @Test func labelsStopAtEdges() {
    let drawing = Self.render(
      [
        "<UITableViewCellContentView: 0x1; frame = (0 0; 100 40); layer = <CALayer: 0x10>>",
        "   | <UIView: 0x2; frame = (30 0; 70 20); layer = <CALayer: 0x20>>",
      ], columns: 21, rows: 5)
    // The container's name stops before the child's corner.
    #expect(drawing[0] == "┌UITa…┬UIView───────┐")
  }

  /// The canvas is what could be seen; a box reaching past it is drawn up to its edge, and
  /// one entirely outside is not drawn (nor squeezed against the edge).
  @Test func boxesPastTheCanvasAreCutAtItsEdge() {
    let drawing = Self.render(
      [
        "<UIView: 0x1; frame = (0 0; 100 40); clipsToBounds = YES; layer = <CALayer: 0x10>>",
        "   | <UIView: 0x2; frame = (50 20; 100 40); layer = <CALayer: 0x20>>",
        "   | <UIView: 0x3; frame = (0 60; 100 40); layer = <CALayer: 0x30>>",
        "   | <UIView: 0x4; frame = (-50 10; 60 10); layer = <CALayer: 0x40>>",
      ], columns: 21, rows: 5)
    #expect(
      drawing == [
        "┌UIView─────────────┐",
        "├─┐                 │",
        "├─┘       ┌UIView───┤",
        "│         │         │",
        "└─────────┴─────────┘",
      ])
  }

  @Test func keepsProportionsWithCellsTwiceAsTallAsWide() {
    // 100 × 100 pt: 5 pt a column, so 10 pt a row: 11 lines, not 21.
    let drawing = Self.render(
      ["<UIView: 0x1; frame = (0 0; 100 100); layer = <CALayer: 0x10>>"], columns: 21, rows: 40)
    #expect(drawing.count == 11)
    #expect(drawing.allSatisfy { $0.count == 21 })
  }

  @Test func thinViewsAreLinesAndSmallerOnesAreLeftOut() {
    let drawing = Self.render(
      [
        "<UIView: 0x1; frame = (0 0; 100 40); layer = <CALayer: 0x10>>",
        "   | <UIView: 0x2; frame = (10 20; 50 0.5); layer = <CALayer: 0x20>>",
        "   | <UIView: 0x3; frame = (80 20; 1 1); layer = <CALayer: 0x30>>",
      ], columns: 21, rows: 5)
    #expect(drawing[2] == "│ ───────────       │")
    #expect(drawing.count == 5)
  }

  @Test func wideCharactersKeepEdgesAligned() {
    let drawing = Self.render(
      [
        "<UIView: 0x1; frame = (0 0; 100 40); layer = <CALayer: 0x10>>",
        "   | <UILabel: 0x2; frame = (0 0; 60 30); text = '日本語のテキスト🙂'; layer = <_UILabelLayer: 0x20>>",
      ], columns: 21, rows: 5)
    // 11 cells for the text: 5 wide characters and the ellipsis take 10.
    let widths = drawing.map { $0.reduce(0) { $0 + DisplayWidth.of($1) } }
    #expect(widths.allSatisfy { $0 == 21 })
    #expect(drawing[1] == "│'日本語の… │       │")
  }

  @Test func controlCharactersInLabelsAreShownEscaped() {
    let drawing = Self.render(
      [
        "<UIView: 0x1; frame = (0 0; 200 40); layer = <CALayer: 0x10>>",
        "   | <UILabel: 0x2; frame = (0 0; 200 30); text = 'a\u{1B}[2Jb'; layer = <_UILabelLayer: 0x20>>",
      ], columns: 41, rows: 5)
    #expect(!drawing.joined().contains("\u{1B}"))
    #expect(drawing[1].contains("'a\\u{1B}[2Jb'"))
  }
}

extension TextWireframeRendererTests {
  @Test func aShorterLabelAtTheSameCornerReplacesTheLongerOne() {
    let drawing = Self.render(
      [
        "<UITableViewCellContentView: 0x1; frame = (0 0; 100 40); layer = <CALayer: 0x10>>",
        "   | <UIView: 0x2; frame = (0 0; 100 20); layer = <CALayer: 0x20>>",
      ], columns: 21, rows: 5)
    #expect(drawing[0] == "┌UIView─────────────┐")
  }
}
