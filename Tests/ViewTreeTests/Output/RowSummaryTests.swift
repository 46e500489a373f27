import Foundation
import Testing

@testable import ViewTree

/// `print` writes a recursiveDescription row's summary as bytes, from one pass over its
/// properties; it must say exactly what `Node`'s accessors say, one property at a time, in
/// plain text and in color, with and without addresses and demangling.
@Suite struct RowSummaryTests {
  static func checkEveryRow(of hierarchy: Hierarchy, _ name: String) -> Int {
    var renderers = [TextTreeRenderer(), TextTreeRenderer(style: .ansi)]
    renderers[0].showsAddresses = false
    renderers[1].showsRawNames = true
    var checked = 0
    for index in hierarchy.indices
    where hierarchy[index].format == .recursiveDescription || hierarchy[index].kind == .custom {
      let node = hierarchy[index]
      for renderer in renderers {
        #expect(
          renderer.summary(of: node) == renderer.summaryFromAccessors(of: node),
          "\(name) line \(node.line)")
      }
      checked += 1
    }
    return checked
  }

  @Test func repeatedAndUnusualProperties() {
    let dump = """
      <UIView: 0x1; frame = (0 0; 10 10); frame = (5 5; 1 1); hidden = NO; hidden = YES; layer = <CALayer: 0x2>>
         | <UILabel: 0x3; frame = (0 0; 1e3 2); alpha = 0.5; alpha = 0; text = 'a; b'; text = 'c'>
         | <MyApp.Cell: 0x4; baseClass = UITableViewCell; frame = (0 0; 3; hidden = YES>
         | <UIView: 0x5; alpha = ; text = ; baseClass = ; frame = ()>
         | <UIView: 0x6; frame = (0 0; 10 10
      """
    #expect(Self.checkEveryRow(of: DumpParser().parse(dump).hierarchy, "crafted") == 5)
  }

  /// A test framework's row (KIF) shows its fields after the class it names.
  @Test func customRowsShowTheirFields() {
    let hierarchy = DumpParser().parse(
      "UIWindow\n|\tUITableView, identifier: reminders table\n|\t|\tBadge count=3\n"
    ).hierarchy
    #expect(Self.checkEveryRow(of: hierarchy, "custom") == 3)
    let renderer = TextTreeRenderer()
    #expect(
      renderer.summary(of: hierarchy[NodeIndex(1)]) == "UITableView identifier: reminders table")
    #expect(renderer.summary(of: hierarchy[NodeIndex(2)]) == "Badge count=3")
    // JSON keeps the row's whole text beside the class it names.
    var out = OutputBuffer()
    HierarchyJSONWriter().write(
      DumpParser().parse("UIWindow\n|\tUITableView, identifier: x\n"), to: &out)
    let json = out.text
    #expect(json.contains(#""class": "UITableView""#))
    #expect(json.contains(#""description": "UITableView, identifier: x""#))
    #expect(!json.contains(#""description": "UIWindow""#))
  }

  /// XCUITest's states show as flags, the main window as XCUITest prints it, `(Main)`.
  @Test func elementStatesAndTheMainWindow() {
    let hierarchy = DumpParser().parse(
      "Attributes: Application, 0x1, pid: 7, label: 'App'\nElement subtree:\n"
        + " →Application, 0x1, pid: 7, label: 'App'\n"
        + "    Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}\n"
        + "      Button, 0x3, {{0.0, 0.0}, {44.0, 44.0}}, label: 'Back', Selected\n"
    ).hierarchy
    let renderer = TextTreeRenderer()
    #expect(renderer.summary(of: hierarchy[NodeIndex(1)]) == "Window 0x2 (0 0; 390 844) (Main)")
    #expect(
      renderer.summary(of: hierarchy[NodeIndex(2)]) == "Button 0x3 (0 0; 44 44) 'Back' selected")
  }

  @Test func generatedAndSharedDumps() throws {
    var generator = DumpGenerator(seed: 7)
    var checked = Self.checkEveryRow(
      of: DumpParser().parse(generator.dump(nodeCount: 3_000)).hierarchy, "generated")
    if let corpus = SharedCorpus.directory {
      for name in try SharedCorpus.dumpNames(in: corpus) {
        let data = try Data(contentsOf: corpus.appendingPathComponent("dumps/\(name)"))
        checked += Self.checkEveryRow(of: DumpParser().parse(Array(data)).hierarchy, name)
      }
    } else {
      print(
        "note: ../shared/corpus not found (set VTREE_CORPUS); row summaries checked on a generated dump only"
      )
    }
    #expect(checked >= 3_000)
  }
}
