import Testing

@Suite("vtree stats")
struct StatsCommandTests {
  @Test("mangled Swift class names are shown demangled, in text and JSON")
  func demangledNames() throws {
    let dump = """
      <UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x10>>
         | <_TtC10SettingsUI10SwitchCell: 0x2; frame = (0 0; 390 44); layer = <CALayer: 0x20>>

      """
    let text = try VTreeProcess.run(["stats", "-"], stdin: dump)
    #expect(text.stdout.contains("SettingsUI.SwitchCell"))
    #expect(!text.stdout.contains("_TtC10SettingsUI10SwitchCell"))
    let json = try VTreeProcess.run(["stats", "-", "--format", "json"], stdin: dump)
    #expect(json.stdout.contains("SettingsUI.SwitchCell"))
    #expect(!json.stdout.contains("_TtC10SettingsUI10SwitchCell"))
  }

  @Test("long class names are shortened in text as print shortens them, whole in JSON")
  func longNamesShortened() throws {
    let long = "MyVeryLongModuleName.SomeNamespace.AnotherNamespace.DeeplyNestedViewClassName"
    let dump = """
      <UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x10>>
         | <\(long): 0x2; frame = (0 0; 390 44); layer = <CALayer: 0x20>>

      """
    for command in ["stats", "frames"] {
      let text = try VTreeProcess.run([command, "-"], stdin: dump)
      #expect(text.stdout.contains("DeeplyNestedViewClassName"), "\(command)")
      #expect(!text.stdout.contains(long), "\(command)")
      let json = try VTreeProcess.run([command, "-", "--format", "json"], stdin: dump)
      #expect(json.stdout.contains(long), "\(command)")
    }
  }

  @Test("a negative --top is a usage error that says so")
  func negativeTop() throws {
    let result = try VTreeProcess.run(["stats", "-", "--top", "-1"], stdin: "<UIView: 0x1>\n")
    #expect(result.status == 2)
    #expect(result.stderr.contains("--top must be 0 or more"))
  }

  @Test("a widest node with one child says child")
  func widestSingular() throws {
    let dump = """
      <UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x10>>
         | <UIView: 0x2; frame = (0 0; 390 44); layer = <CALayer: 0x20>>

      """
    let result = try VTreeProcess.run(["stats", "-"], stdin: dump)
    #expect(result.stdoutLines.contains("widest      UIWindow (line 1), 1 child"))
  }

  @Test("text output: counts, depth histogram and top classes")
  func text() throws {
    let path = try VTreeProcess.temporaryFile(Dumps.windowSession)
    let result = try VTreeProcess.run(["stats", path])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let lines = result.stdoutLines
    // The summary rows come first, labels padded to one column.
    #expect(
      Array(lines.prefix(10)) == [
        "format      recursiveDescription",
        "nodes       6",
        "roots       1",
        "max depth   3",
        "classes     5",
        "hidden      1",
        "alpha 0     1",
        "zero size   1",
        "layers      0",
        "truncated   0",
      ])
    // One histogram row per depth: depth, count, bar. Depth 2 has the most nodes (3).
    let histogram = try #require(lines.firstIndex(of: "depth histogram"))
    let rows = lines[(histogram + 1)...].prefix { !$0.isEmpty }
    #expect(rows.count == 4)
    let counts = rows.map { $0.split(separator: " ").prefix(2).map(String.init) }
    #expect(counts == [["0", "1"], ["1", "1"], ["2", "3"], ["3", "1"]])
    // Classes by count, most frequent first, ties by name.
    let top = try #require(lines.firstIndex(of: "top classes"))
    let classes = lines[(top + 1)...].prefix { !$0.isEmpty }
      .map { $0.split(separator: " ").map(String.init) }
    #expect(
      classes == [
        ["2", "UIView"], ["1", "UIButton"], ["1", "UIButtonLabel"], ["1", "UILabel"],
        ["1", "UIWindow"],
      ])
    // The node with the most children, and the path down to the deepest node.
    #expect(lines.contains("widest      UIView (line 3), 3 children"))
    let deepest = try #require(lines.firstIndex(of: "deepest path"))
    #expect(
      Array(lines[(deepest + 1)...]) == [
        "    0  UIWindow  (line 2)", "    1  UIView  (line 3)", "    2  UIButton  (line 5)",
        "    3  UIButtonLabel  (line 6)",
      ])
  }

  @Test("--json has every documented key with the right values")
  func json() throws {
    let result = try VTreeProcess.run(["stats", "-", "--json"], stdin: Dumps.windowSession)
    #expect(result.status == 0)
    let stats = try JSONTree.object(result.stdout)
    #expect(
      Set(stats.keys).isSuperset(of: [
        "nodes", "roots", "maxDepth", "depthHistogram", "topClasses", "hidden", "alphaZero",
        "zeroSize", "layers", "truncated", "lines", "format", "classCount",
      ]))
    #expect(stats["format"] as? String == "recursiveDescription")
    #expect(stats["nodes"] as? Int == 6)
    #expect(stats["roots"] as? Int == 1)
    #expect(stats["maxDepth"] as? Int == 3)
    #expect(stats["depthHistogram"] as? [Int] == [1, 1, 3, 1])
    #expect(stats["classCount"] as? Int == 5)
    #expect(stats["hidden"] as? Int == 1)
    #expect(stats["alphaZero"] as? Int == 1)
    #expect(stats["zeroSize"] as? Int == 1)
    #expect(stats["layers"] as? Int == 0)
    #expect(stats["truncated"] as? Int == 0)
    #expect(stats["lines"] as? [String: Int] == ["node": 6, "blank": 1, "prompt": 2])
    #expect(
      (stats["deepestPath"] as? [[String: Any]])?.map { $0["class"] as? String } == [
        "UIWindow", "UIView", "UIButton", "UIButtonLabel",
      ])
    let widest = try #require(stats["widestNode"] as? [String: Any])
    #expect(widest["class"] as? String == "UIView")
    #expect(widest["children"] as? Int == 3)
    let byDepth = try #require(stats["classesByDepth"] as? [[String: Any]])
    #expect(byDepth.count == 4)
    #expect((byDepth[2]["classes"] as? [[String: Any]])?.count == 3)
    let top = try #require(stats["topClasses"] as? [[String: Any]])
    #expect(top.first?["class"] as? String == "UIView")
    #expect(top.first?["count"] as? Int == 2)
    #expect(
      top.compactMap { $0["class"] as? String } == [
        "UIView", "UIButton", "UIButtonLabel", "UILabel", "UIWindow",
      ])
  }

  @Test("counts layer rows and truncated lines")
  func layersAndTruncation() throws {
    let dump = """
      <UIView: 0x1; frame = (0 0; 10 10); layer = <CALayer: 0x2>>
         | <CALayer: 0x5; position = CGPoint (0 0)> (layer)
         | <UILabel: 0x3; frame = (0 0; 5 5); text = 'cut off here

      """
    let result = try VTreeProcess.run(["stats", "-", "--json"], stdin: dump)
    let stats = try JSONTree.object(result.stdout)
    #expect(stats["nodes"] as? Int == 3)
    #expect(stats["layers"] as? Int == 1)
    #expect(stats["truncated"] as? Int == 1)
  }

  @Test("--format json is the same as --json")
  func formatJSON() throws {
    let long = try VTreeProcess.run(["stats", "-", "--format", "json"], stdin: Dumps.window)
    let short = try VTreeProcess.run(["stats", "-", "--json"], stdin: Dumps.window)
    #expect(long.status == 0)
    #expect(long.stdout == short.stdout)
    #expect(try JSONTree.object(long.stdout)["nodes"] as? Int != nil)
  }

  @Test("--top limits the class list but not classCount")
  func top() throws {
    let result = try VTreeProcess.run(["stats", "-", "--json", "--top", "2"], stdin: Dumps.window)
    let stats = try JSONTree.object(result.stdout)
    let top = try #require(stats["topClasses"] as? [[String: Any]])
    #expect(top.compactMap { $0["class"] as? String } == ["UIView", "UIButton"])
    #expect(stats["classCount"] as? Int == 5)
  }

  @Test("several roots: roots and depth histogram count each dump")
  func severalRoots() throws {
    let session = Dumps.small + "(lldb) po other\n" + Dumps.small
    let result = try VTreeProcess.run(["stats", "--json"], stdin: session)
    let stats = try JSONTree.object(result.stdout)
    #expect(stats["roots"] as? Int == 2)
    #expect(stats["nodes"] as? Int == 6)
    #expect(stats["depthHistogram"] as? [Int] == [2, 4])
  }
}
