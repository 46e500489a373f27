import Foundation
import Testing

@Suite("vtree print --format json")
struct JSONOutputTests {
  @Test("top level: format, roots, line counts and diagnostics")
  func document() throws {
    let result = try VTreeProcess.run(
      ["print", "-", "--format", "json"], stdin: Dumps.windowSession)
    #expect(result.status == 0)
    let document = try JSONTree.object(result.stdout)
    #expect(Set(["format", "roots", "lines", "diagnostics"]).isSubset(of: document.keys))
    #expect(document["format"] as? String == "recursiveDescription")

    // Every input line is accounted for: 6 nodes, the blank line, and two prompts.
    let lines = try #require(document["lines"] as? [String: Int])
    #expect(lines == ["node": 6, "blank": 1, "prompt": 2])

    // The diagnostics are in the JSON even without --diagnostics, with their line numbers.
    let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.map { $0["line"] as? Int } == [1, 9])
    #expect(diagnostics.allSatisfy { $0["severity"] as? String == "note" })
    #expect(diagnostics.allSatisfy { $0["disposition"] as? String == "prompt" })
    #expect(diagnostics.first?["message"] as? String == "skipped: prompt or command")
  }

  @Test("nodes carry class, address, frame, line, kind, raw properties and children")
  func nodeFields() throws {
    let result = try VTreeProcess.run(
      ["print", "-", "--format", "json"], stdin: Dumps.windowSession)
    let roots = try JSONTree.roots(result.stdout)
    #expect(
      JSONTree.outline(roots) == [
        "UIWindow",
        "  UIView",
        "    UILabel",
        "    UIButton",
        "      UIButtonLabel",
        "    UIView",
      ])

    let window = try #require(roots.first)
    // The documented keys must be there; newer versions may add more (e.g. a per-node format).
    let required: Set = ["class", "address", "frame", "line", "kind", "properties", "children"]
    #expect(required.isSubset(of: window.keys))
    #expect(window["address"] as? String == "0x7fb1c0c0a0e0")
    // Line numbers are the input's: the prompt is line 1, so the window is line 2.
    #expect(window["line"] as? Int == 2)
    #expect(window["kind"] as? String == "view")

    let label = try JSONTree.children(try JSONTree.children(window)[0])[0]
    #expect(label["class"] as? String == "UILabel")
    #expect(label["line"] as? Int == 4)
    let frame = try #require(label["frame"] as? [String: Any])
    #expect(JSONTree.number(frame["x"]) == 20)
    #expect(JSONTree.number(frame["y"]) == 40)
    #expect(JSONTree.number(frame["width"]) == 280)
    #expect(JSONTree.number(frame["height"]) == 21)
    // Properties are the raw strings of the description, quotes included.
    let properties = try #require(label["properties"] as? [String: String])
    #expect(properties["text"] == "'Hello'")
    #expect(properties["frame"] == "(20 40; 280 21)")
    #expect(properties["opaque"] == "NO")
    #expect(properties["layer"] == "<_UILabelLayer: 0x600002d3c0a0>")
    #expect(try JSONTree.children(label).isEmpty)
  }

  @Test("a key printed twice is written once, first value kept, also on a row of thousands")
  func repeatedKeys() throws {
    for count in [3, 3_000] {
      let extra = (0..<count).map { "k\($0 % (count / 3)) = v\($0)" }.joined(separator: "; ")
      let dump = "<UIView: 0x1; frame = (0 0; 10 10); \(extra); frame = (1 1; 2 2)>\n"
      let result = try VTreeProcess.run(["print", "-", "--format", "json"], stdin: dump)
      let root = try #require(try JSONTree.roots(result.stdout).first)
      let properties = try #require(root["properties"] as? [String: String])
      #expect(properties.count == count / 3 + 1)
      #expect(properties["frame"] == "(0 0; 10 10)")
      #expect(properties["k0"] == "v0")
      // Written once in the text too, not only collapsed by the JSON reader.
      #expect(result.stdout.components(separatedBy: "\"k0\"").count == 2)
    }
  }

  @Test("a node's text is written decoded beside its raw property")
  func decodedText() throws {
    let dump = """
      <UIView: 0x1; frame = (0 0; 10 10); layer = <CALayer: 0x2>>
         | <UILabel: 0x3; frame = (0 0; 10 10); text = '\\U60c5\\U4fa3 \\u4e0b'; layer = <_UILabelLayer: 0x4>>
         | <UILabel: 0x5; frame = (0 0; 10 10); text = ''; layer = <_UILabelLayer: 0x6>>
      """
    let result = try VTreeProcess.run(["print", "-", "--format", "json"], stdin: dump)
    let root = try #require(
      (try JSONTree.object(result.stdout)["roots"] as? [[String: Any]])?.first)
    #expect(root["text"] == nil)
    let labels = try #require(root["children"] as? [[String: Any]])
    #expect(labels.map { $0["text"] as? String } == ["情侣 下", ""])
    let raw = labels[0]["properties"] as? [String: String]
    #expect(raw?["text"] == "'\\U60c5\\U4fa3 \\u4e0b'")
  }

  @Test("a frame that cannot be read is noted among the JSON diagnostics, as --diagnostics does")
  func unreadableFrameNote() throws {
    let dump = """
      <UIView: 0x1; frame = (0 0; 10 10); layer = <CALayer: 0x2>>
         | <UILabel: 0x3; frame = (0 0; 100); text = 'a'; layer = <_UILabelLayer: 0x4>>
      (lldb) po 1
      """
    let json = try VTreeProcess.run(["print", "-", "--format", "json"], stdin: dump)
    let diagnostics = try #require(
      try JSONTree.object(json.stdout)["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.map { $0["line"] as? Int } == [2, 3])
    #expect(
      diagnostics.first?["message"] as? String
        == "frame '(0 0; 100)' is not a frame: UILabel has no frame")
    let listed = try VTreeProcess.run(["print", "-", "--diagnostics"], stdin: dump)
    #expect(listed.stderr.contains("<stdin>:2:29: note: frame '(0 0; 100)' is not a frame"))
    #expect(diagnostics.first?["column"] as? Int == 29)
  }

  @Test("fractional and negative frame values are JSON numbers")
  func frameNumbers() throws {
    let dump = """
      <UIView: 0x1; frame = (-10.5 -20; 30 25.6667); layer = <CALayer: 0x2>>

      """
    let result = try VTreeProcess.run(["print", "-", "--format", "json"], stdin: dump)
    let frame = try #require(try JSONTree.roots(result.stdout).first?["frame"] as? [String: Any])
    #expect(JSONTree.number(frame["x"]) == -10.5)
    #expect(JSONTree.number(frame["y"]) == -20)
    #expect(JSONTree.number(frame["width"]) == 30)
    #expect(JSONTree.number(frame["height"]) == 25.6667)
  }

  @Test("address and frame are null when the description has none")
  func nulls() throws {
    // Snapshot-test dumps omit addresses; a bare CALayer row has no frame.
    let dump = """
      <UIButton; frame = (0 0; 25 25); opaque = NO; layer = <CALayer>>
         | <CALayer: 0x5; position = CGPoint (0 0)> (layer)

      """
    let result = try VTreeProcess.run(["print", "-", "--format", "json"], stdin: dump)
    #expect(result.status == 0)
    let button = try #require(try JSONTree.roots(result.stdout).first)
    #expect(button["class"] as? String == "UIButton")
    #expect(button["address"] is NSNull)
    #expect(button["frame"] is [String: Any])
    let layer = try #require(try JSONTree.children(button).first)
    #expect(layer["class"] as? String == "CALayer")
    #expect(layer["address"] as? String == "0x5")
    #expect(layer["frame"] is NSNull)
    #expect(layer["kind"] as? String == "layer")
  }

  @Test("--depth applies to JSON: nodes below the limit are left out")
  func depth() throws {
    let result = try VTreeProcess.run(
      ["print", "-", "--format", "json", "--depth", "1"], stdin: Dumps.window)
    #expect(result.status == 0)
    #expect(JSONTree.outline(try JSONTree.roots(result.stdout)) == ["UIWindow", "  UIView"])
  }

  /// Empty `children` must not be mistaken for a leaf: a node whose children were cut by
  /// --depth says how many of its direct children are not shown.
  @Test("--depth marks the nodes whose children were cut with omittedChildren")
  func omittedChildren() throws {
    let cutAtRoot = try VTreeProcess.run(
      ["print", "-", "--format", "json", "--depth", "0"], stdin: Dumps.window)
    let root = try #require(try JSONTree.roots(cutAtRoot.stdout).first)
    #expect(try JSONTree.children(root).isEmpty)
    #expect(root["omittedChildren"] as? Int == 1)

    let cutBelow = try VTreeProcess.run(
      ["print", "-", "--format", "json", "--depth", "1"], stdin: Dumps.window)
    let window = try #require(try JSONTree.roots(cutBelow.stdout).first)
    #expect(window["omittedChildren"] == nil)
    let view = try #require(try JSONTree.children(window).first)
    #expect(view["omittedChildren"] as? Int == 3)

    // Leaves at the limit, and every node without --depth, have no such key.
    let deep = try VTreeProcess.run(
      ["print", "-", "--format", "json", "--depth", "2"], stdin: Dumps.window)
    let deepRoot = try #require(try JSONTree.roots(deep.stdout).first)
    let labels = try JSONTree.children(try #require(try JSONTree.children(deepRoot).first))
    #expect(labels.map { $0["omittedChildren"] as? Int } == [nil, 1, nil])
    let whole = try VTreeProcess.run(["print", "-", "--format", "json"], stdin: Dumps.window)
    #expect(!whole.stdout.contains("omittedChildren"))
  }
}
