import Foundation
import Testing

@testable import ViewTree

@Suite("HTML explorer")
struct HTMLExplorerWriterTests {
  typealias F = RenderFixture

  static func html(_ wireframe: Wireframe, name: String = "dump.txt") -> String {
    var out = OutputBuffer()
    HTMLExplorerWriter().write(wireframe, name: name, to: &out)
    return out.text
  }

  /// The text between `<script type="application/json" id="vtree-data">` and `</script>`.
  static func dataBlob(_ html: String) throws -> String {
    let start = try #require(html.range(of: "<script type=\"application/json\" id=\"vtree-data\">"))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    return String(html[start.upperBound..<end.lowerBound])
  }

  static func data(_ html: String) throws -> [String: Any] {
    let value = try JSONSerialization.jsonObject(with: Data(try dataBlob(html).utf8))
    return try #require(value as? [String: Any])
  }

  static func occurrences(of needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  @Test func isOneSelfContainedPage() {
    let html = Self.html(Wireframe(F.hierarchy()))
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
    #expect(html.hasSuffix("</body>\n</html>\n"))
    #expect(Self.occurrences(of: "<script", in: html) == 2)
    #expect(Self.occurrences(of: "</script>", in: html) == 2)
    #expect(Self.occurrences(of: "<svg ", in: html) == 1)
    #expect(Self.occurrences(of: "<style>", in: html) == 1)
    // Nothing to fetch: no external references, and a policy that forbids any.
    for reference in ["src=", "href=", "url(", "@import", "https:"] {
      #expect(!html.contains(reference), "\(reference)")
    }
    #expect(
      html.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "").contains("http:")
        == false)
    #expect(html.contains("content=\"default-src 'none';"))
    #expect(!html.contains("<?xml"))
    for id in ["tree", "rows", "details", "search", "wireframe", "layers", "mode-3d", "spacing"] {
      #expect(html.contains("id=\"\(id)\""), "\(id)")
    }
  }

  @Test func dataHoldsEveryNodeOfTheScopeWithItsFrameAndProperties() throws {
    let hierarchy = F.hierarchy()
    let data = try Self.data(Self.html(Wireframe(hierarchy)))
    #expect(data["name"] as? String == "dump.txt")
    #expect(data["first"] as? Int == 0)
    let nodes = try #require(data["nodes"] as? [[String: Any]])
    #expect(nodes.count == hierarchy.count)
    #expect(nodes.map { $0["c"] as? String } == hierarchy.indices.map { hierarchy[$0].className })
    #expect(nodes.map { $0["p"] as? Int } == [-1, 0, 1, 2, 0, 4, 0])
    #expect(nodes.map { $0["e"] as? Int } == [7, 4, 4, 4, 6, 6, 7])
    #expect(nodes.map { $0["l"] as? Int } == [1, 2, 3, 4, 5, 6, 7])
    let label = nodes[3]
    #expect(label["t"] as? String == "Sign in")
    #expect((label["f"] as? [Double]) == [16, 62, 200, 20])
    #expect(nodes[4]["h"] as? Int == 1)
    #expect(nodes[6]["f"] == nil)
    let properties = try #require(label["pr"] as? [[String]])
    #expect(properties.first == ["frame", "(16 12; 200 20)"])
  }

  @Test func aSubtreeKeepsHierarchyNumbers() throws {
    let data = try Self.data(Self.html(Wireframe(F.hierarchy(), root: NodeIndex(2))))
    #expect(data["first"] as? Int == 2)
    let nodes = try #require(data["nodes"] as? [[String: Any]])
    #expect(nodes.map { $0["p"] as? Int } == [-1, 2])
    #expect(nodes.map { $0["d"] as? Int } == [0, 1])
    #expect(data["bounds"] as? [Double] == [0, 50, 390, 44])
  }

  @Test func findingsAndSelectionTravelInTheData() throws {
    let hierarchy = F.hierarchy([
      "<UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x10>>",
      "   | <UIButton: 0x2; frame = (370 10; 30 30); layer = <CALayer: 0x20>>",
    ])
    let matcher = SelectorMatcher(try ViewSelector(parsing: "UIButton"), hierarchy: hierarchy)
    let wireframe = Wireframe(hierarchy, selection: matcher, lint: Linter().lint(hierarchy))
    let data = try Self.data(Self.html(wireframe))
    let findings = try #require(data["findings"] as? [[String: Any]])
    #expect(findings.contains { $0["n"] as? Int == 1 && $0["rule"] as? String == "outside-parent" })
    let nodes = try #require(data["nodes"] as? [[String: Any]])
    #expect(nodes[1]["s"] as? String == "warning")
    #expect(nodes[1]["m"] as? Int == 1)
    #expect(data["selection"] as? Bool == true)
  }

  @Test func hostileTextCannotLeaveTheDataElement() throws {
    let html = Self.html(Wireframe(F.hierarchy(F.hostileLines)), name: "</title><script>x</script>")
    #expect(Self.occurrences(of: "<script", in: html) == 2)
    #expect(Self.occurrences(of: "</script>", in: html) == 2)
    #expect(!html.contains("<img"))
    #expect(html.contains("<title>vtree · &lt;/title&gt;&lt;script&gt;x&lt;/script&gt;</title>"))
    let blob = try Self.dataBlob(html)
    for raw in ["<", ">", "&", "\u{2028}"] { #expect(!blob.contains(raw), "\(raw)") }
    #expect(blob.contains("\\u003c/script\\u003e"))
    #expect(blob.contains("\\u2028"))
    // The escapes decode to the dump's text, unchanged.
    let nodes = try #require(try Self.data(html)["nodes"] as? [[String: Any]])
    #expect(nodes[1]["t"] as? String == F.hostileText)
    let properties = try #require(nodes[1]["pr"] as? [[String]])
    #expect(properties.contains(["accessibilityLabel", "<img src=x onerror=alert(1)>"]))
    #expect(try Self.data(html)["name"] as? String == "</title><script>x</script>")
  }

  @Test func scriptSafeJSONEscapesOnlyTheDangerousCharacters() {
    var out = OutputBuffer()
    out.jsonString("</script> & \u{2028}\u{2029} é \u{2027}\u{202A} \"\n", forScript: true)
    #expect(
      out.text == #""\u003c/script\u003e \u0026 \u2028\u2029 é \#u{2027}\#u{202A} \"\n""#)
    out = OutputBuffer()
    out.jsonString("</script> & \u{2028}")
    #expect(out.text == "\"</script> & \u{2028}\"")
  }
}
