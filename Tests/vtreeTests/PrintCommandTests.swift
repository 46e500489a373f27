import Testing

@Suite("vtree print: the text tree")
struct PrintCommandTests {
  @Test("prints one node per line with box-drawing guides and flags")
  func printsTree() throws {
    let path = try VTreeProcess.temporaryFile(Dumps.window)
    let result = try VTreeProcess.run(["print", path])
    #expect(result.status == 0)
    // The exact text pins guides (├─ └─ │), frame format, quoted text and the
    // hidden / alpha=0 flags in one place.
    #expect(result.stdout == Dumps.windowTree)
    #expect(result.stderr.isEmpty)
  }

  @Test("print is the default command: `vtree FILE` is `vtree print FILE`")
  func printIsDefault() throws {
    let path = try VTreeProcess.temporaryFile(Dumps.window)
    let explicit = try VTreeProcess.run(["print", path])
    let implicit = try VTreeProcess.run([path])
    #expect(implicit.status == 0)
    #expect(implicit.stdout == explicit.stdout)
    #expect(implicit.stdout == Dumps.windowTree)
  }

  @Test(
    "--depth N keeps nodes at depth ≤ N (roots are depth 0)",
    arguments: [(0, 1), (1, 2), (2, 5), (3, 6), (99, 6)])
  func depthLimit(depth: Int, expectedLines: Int) throws {
    let path = try VTreeProcess.temporaryFile(Dumps.window)
    let result = try VTreeProcess.run(["print", path, "--depth", String(depth)])
    #expect(result.status == 0)
    // Cutting deeper subtrees must not change the lines that stay (their guides depend only
    // on siblings at kept depths), so the output is the full tree filtered by depth. A line's
    // depth is the width of its guide prefix, three characters per level.
    let full = Dumps.windowTree.split(separator: "\n").map(String.init)
    let expected = full.filter { line in
      line.prefix { " │├└─".contains($0) }.count / 3 <= depth
    }
    #expect(expected.count == expectedLines)
    // Nodes whose children the depth cuts end with `[+N children]`; the rest is unchanged.
    let marker = #/ \[\+\d+ (child|children)\]$/#
    #expect(result.stdoutLines.map { $0.replacing(marker, with: "") } == expected)
    let marked = result.stdoutLines.filter { $0.contains(marker) }
    let cutParents = expected.indices.filter { index in
      let depthOf = { (line: String) in line.prefix { " │├└─".contains($0) }.count / 3 }
      guard depthOf(expected[index]) == depth, let line = full.firstIndex(of: expected[index])
      else { return false }
      return line + 1 < full.count && depthOf(full[line + 1]) > depth
    }
    #expect(marked.count == cutParents.count)
  }

  @Test("a long generic Swift name is shortened in text; --raw-names and JSON keep it whole")
  func longGenericNames() throws {
    let mangled =
      "_TtGC7SwiftUI14_UIHostingViewGVS_15ModifiedContentGVS_15ModifiedContentV5MyApp8RootView"
      + "VS_14_PaddingLayout_VS_16_FlexFrameLayout__"
    let dump = "<\(mangled): 0x1; frame = (0 0; 10 10)>\n"
    let text = try VTreeProcess.run(["print", "-"], stdin: dump)
    #expect(text.stdoutLines == ["SwiftUI._UIHostingView<…> 0x1 (0 0; 10 10)"])
    let raw = try VTreeProcess.run(["print", "-", "--raw-names"], stdin: dump)
    #expect(raw.stdout.contains(mangled))
    let json = try VTreeProcess.run(["print", "-", "--format", "json"], stdin: dump)
    #expect(json.stdout.contains("SwiftUI._UIHostingView<SwiftUI.ModifiedContent<"))
  }

  @Test("--depth 1 drops grandchildren but keeps the guide of the last child")
  func depthOneExact() throws {
    let result = try VTreeProcess.run(["print", "-", "--depth", "1"], stdin: Dumps.window)
    #expect(
      result.stdoutLines == [
        "UIWindow 0x7fb1c0c0a0e0 (0 0; 320 480)",
        "└─ UIView 0x7fb1c0d0b1f0 (0 0; 320 480) [+3 children]",
      ])
  }

  @Test("a later sibling draws a │ guide through the earlier sibling's subtree")
  func verticalGuide() throws {
    let dump = """
      <UIView: 0x1; frame = (0 0; 10 10)>
         | <UIView: 0x2; frame = (0 0; 10 10)>
         |    | <UILabel: 0x3; frame = (0 0; 1 1); text = 'deep'>
         | <UIView: 0x4; frame = (0 0; 10 10)>

      """
    let result = try VTreeProcess.run(["print", "-"], stdin: dump)
    #expect(
      result.stdoutLines == [
        "UIView 0x1 (0 0; 10 10)",
        "├─ UIView 0x2 (0 0; 10 10)",
        "│  └─ UILabel 0x3 (0 0; 1 1) 'deep'",
        "└─ UIView 0x4 (0 0; 10 10)",
      ])
  }

  @Test("an ambiguous _autolayoutTrace row is flagged once, with its details when printed")
  func ambiguousLayoutFlag() throws {
    let dump = """
      •UIWindow:0x1 - AMBIGUOUS LAYOUT
      |   *UILabel:0x2'Hi'- AMBIGUOUS LAYOUT for UILabel:0x2.minY{id: 7}
      |   +UIView:0x3, MISSING HOST CONSTRAINTS

      """
    let result = try VTreeProcess.run(["print", "-"], stdin: dump)
    #expect(
      result.stdoutLines == [
        "• UIWindow 0x1 AMBIGUOUS",
        "├─ * UILabel 0x2 'Hi' AMBIGUOUS UILabel:0x2.minY{id: 7}",
        "└─ + UIView 0x3 missingHostConstraints",
      ])
  }

  /// Under Process stdout is never a terminal, so every variant must be plain; the flag and
  /// the variable must also not change anything else about the text.
  @Test(
    "no ANSI escapes when not a terminal, with --no-color, or with NO_COLOR",
    arguments: [
      ColorCase(name: "not a terminal", arguments: [], environment: [:]),
      ColorCase(name: "--no-color", arguments: ["--no-color"], environment: [:]),
      ColorCase(name: "NO_COLOR=1", arguments: [], environment: ["NO_COLOR": "1"]),
      ColorCase(
        name: "--no-color and NO_COLOR=1", arguments: ["--no-color"],
        environment: ["NO_COLOR": "1"]),
    ])
  func noColor(_ variant: ColorCase) throws {
    let path = try VTreeProcess.temporaryFile(Dumps.window)
    let result = try VTreeProcess.run(
      ["print", path] + variant.arguments, environment: variant.environment)
    #expect(result.status == 0)
    #expect(!result.stdoutBytes.contains(0x1B))
    #expect(result.stdout == Dumps.windowTree)
  }
}

struct ColorCase: Sendable, CustomTestStringConvertible {
  let name: String
  let arguments: [String]
  let environment: [String: String?]
  var testDescription: String { name }
}
