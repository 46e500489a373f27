import Foundation
import Testing

@testable import ViewTree

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Crafted dumps whose absolute frames are known, and an SVG reader for the render tests.
enum RenderFixture {
  /// A window holding a scrolled table (contentOffset 0, 100), a hidden view with a child, a
  /// label with text and a frameless layer. Absolute frames:
  /// window (0 0; 390 844), table (0 50; 390 700), cell (0 50; 390 44) (printed at y 100,
  /// scrolled by 100), label (16 62; 200 20), hidden view (10 760; 100 40), its child
  /// (15 765; 20 20), layer (no frame).
  static let lines = [
    "<UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x10>>",
    "   | <UITableView: 0x2; frame = (0 50; 390 700); clipsToBounds = YES; layer = <CALayer: 0x20>; contentOffset: {0, 100}; contentSize: {390, 2000}; adjustedContentInset: {0, 0, 0, 0}>",
    "   |    | <UITableViewCell: 0x3; frame = (0 100; 390 44); layer = <CALayer: 0x30>>",
    "   |    |    | <UILabel: 0x4; frame = (16 12; 200 20); text = 'Sign in'; layer = <_UILabelLayer: 0x40>>",
    "   | <UIView: 0x5; frame = (10 760; 100 40); hidden = YES; layer = <CALayer: 0x50>>",
    "   |    | <UIButton: 0x6; frame = (5 5; 20 20); layer = <CALayer: 0x60>>",
    "   | <CALayer: 0x7> (layer)",
  ]

  static let absoluteFrames: [Int: Rect] = [
    0: Rect(x: 0, y: 0, width: 390, height: 844),
    1: Rect(x: 0, y: 50, width: 390, height: 700),
    2: Rect(x: 0, y: 50, width: 390, height: 44),
    3: Rect(x: 16, y: 62, width: 200, height: 20),
    4: Rect(x: 10, y: 760, width: 100, height: 40),
    5: Rect(x: 15, y: 765, width: 20, height: 20),
  ]

  static func hierarchy(_ lines: [String] = lines) -> Hierarchy {
    let hierarchy = DumpParser().parse(lines.joined(separator: "\n")).hierarchy
    hierarchy._checkInvariants()
    return hierarchy
  }

  /// Text a hostile dump might carry: markup, quotes, an ampersand, a script end tag, an
  /// escape character, U+2028 and a noncharacter XML forbids.
  static let hostileText =
    "</text></svg><script>alert(\"x\")</script> & 'q' \u{1B}[31m \u{2028} \u{FFFE}"

  /// A dump whose label and a property carry `hostileText` (the text as UIKit prints it: no
  /// escaping inside the quotes).
  static let hostileLines = [
    "<UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x10>>",
    "   | <UILabel: 0x4; frame = (16 12; 300 40); text = '\(hostileText)'; accessibilityLabel = <img src=x onerror=alert(1)>; layer = <_UILabelLayer: 0x40>>",
  ]

  static func svg(_ wireframe: Wireframe) -> String {
    var out = OutputBuffer()
    SVGWireframeWriter().write(wireframe, to: &out)
    return out.text
  }
}

/// The elements of an XML document, read with Foundation's XMLParser: a parse error fails.
final class XMLElements: NSObject, XMLParserDelegate {
  struct Element {
    var name: String
    var attributes: [String: String]
    var text = ""
  }

  private(set) var elements: [Element] = []
  private var open: [Int] = []

  static func parse(_ text: String) throws -> [Element] {
    let reader = XMLElements()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = reader
    guard parser.parse() else {
      throw ParseFailure(
        description: "line \(parser.lineNumber): \(parser.parserError.map { "\($0)" } ?? "?")")
    }
    return reader.elements
  }

  struct ParseFailure: Error, CustomStringConvertible {
    let description: String
  }

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    open.append(elements.count)
    elements.append(Element(name: name, attributes: attributes))
  }

  func parser(
    _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    open.removeLast()
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if let current = open.last { elements[current].text += string }
  }
}
