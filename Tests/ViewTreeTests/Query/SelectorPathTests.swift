import Foundation
import Testing

@testable import ViewTree

/// `ViewSelector.path(to:in:)`, what the viewer's `y` copies: it must read back as a selector
/// that matches the node it was made for.
@Suite struct SelectorPathTests {
  /// Every node's path, parsed and matched against its own dump: the node is among the
  /// matches, and with its address it is the only one unless the dump repeats the address.
  static func checkEveryPath(in hierarchy: Hierarchy, _ name: String) throws {
    var addressCounts: [String: Int] = [:]
    for index in hierarchy.indices {
      if let address = hierarchy[index].address { addressCounts[address, default: 0] += 1 }
    }
    for index in hierarchy.indices {
      let path = ViewSelector.path(to: index, in: hierarchy)
      let selector = try ViewSelector(parsing: path)
      let matcher = SelectorMatcher(selector, hierarchy: hierarchy)
      #expect(matcher.matches(index), "\(name): \(path)")
      if let address = hierarchy[index].address, path.hasSuffix("[address=\(address)]"),
        addressCounts[address] == 1
      {
        #expect(matcher.matchCount == 1, "\(name): \(path)")
      }
    }
  }

  @Test func genericPrivateAndPlainNames() throws {
    let dump = """
      <UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x100>>
         | <_TtGC7SwiftUI14_UIHostingViewV5MyApp8RootView_: 0x2; frame = (0 0; 390 844); layer = <CALayer: 0x101>>
         |    | <SwiftUI._UIHostingView<MyApp.Card>: 0x3; frame = (0 0; 10 10); layer = <CALayer: 0x102>>
         |    |    | <UILabel: 0x4; frame = (0 0; 10 10); text = 'Hi'; layer = <_UILabelLayer: 0x103>>
         |    |    | <UILabel: 0x5; frame = (0 0; 10 10); text = 'Ho'; layer = <_UILabelLayer: 0x104>>
      """
    let hierarchy = DumpParser().parse(dump).hierarchy
    #expect(
      ViewSelector.path(to: NodeIndex(4), in: hierarchy)
        == "UIWindow > _UIHostingView > _UIHostingView > UILabel[address=0x5]")
    try Self.checkEveryPath(in: hierarchy, "crafted")
  }

  @Test func everyNodeOfTheCorpusAndSamples() throws {
    let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Samples")
    var files = try FileManager.default.contentsOfDirectory(atPath: samples.path)
      .filter { $0.hasSuffix(".txt") }.map { samples.appendingPathComponent($0) }
    if let corpus = SharedCorpus.directory {
      files += try SharedCorpus.dumpNames(in: corpus).map {
        corpus.appendingPathComponent("dumps/\($0)")
      }
    } else {
      print(
        "note: ../shared/corpus not found (set VTREE_CORPUS); selector paths checked on Samples only"
      )
    }
    #expect(!files.isEmpty)
    for file in files {
      let hierarchy = DumpParser().parse(try Data(contentsOf: file).map { $0 }).hierarchy
      try Self.checkEveryPath(in: hierarchy, file.lastPathComponent)
    }
  }
}
