import Foundation
import Testing

@testable import ViewTree

/// The before/after pairs of the shared corpus, checked by eye and pinned here.
@Suite("Diff on corpus pairs")
struct DiffCorpusTests {
  static func diff(_ old: String, _ new: String) throws -> HierarchyDiff? {
    guard let corpus = SharedCorpus.directory else {
      print("note: ../shared/corpus not found; corpus diff test skipped")
      return nil
    }
    let dumps = corpus.appendingPathComponent("dumps")
    let read = { (name: String) throws -> Hierarchy in
      DumpParser().parse(
        try String(contentsOf: dumps.appendingPathComponent(name), encoding: .utf8)
      ).hierarchy
    }
    return HierarchyDiff(from: try read(old), to: try read(new))
  }

  @Test("Chisel before/after: three views inserted, the old content moved under one of them")
  func chisel() throws {
    guard let diff = try Self.diff("003a-chisel-pviews-before.txt", "003b-chisel-pviews-after.txt")
    else { return }
    #expect(DiffFixture.summary(diff) == ["insert - 3", "insert - 4", "insert - 5", "move 3 6"])
  }

  @Test("a swipe gesture added to a view is one update, addresses aside")
  func swipeCell() throws {
    guard
      let diff = try Self.diff(
        "019a-swipecell-tutorial-before-gesture.txt", "019b-swipecell-tutorial-after-gesture.txt")
    else { return }
    #expect(DiffFixture.summary(diff) == ["update 3 3"])
    #expect(diff.changes[0].properties.map(\.key) == ["gestureRecognizers"])
  }

  @Test("_printHierarchy runs: two dismissed controllers deleted")
  func printHierarchyRuns() throws {
    guard
      let diff = try Self.diff(
        "013a-lyfpay-printHierarchy-run1.txt", "013b-lyfpay-printHierarchy-run2.txt")
    else { return }
    #expect(DiffFixture.summary(diff) == ["delete 8 -", "delete 9 -"])
  }

  @Test("tab switch: new content inserted; the tab bar only swaps a tint color")
  func tabSwitch() throws {
    guard
      let diff = try Self.diff(
        "045a-frida-ctf-tabbar-level1-quoted.txt", "045b-frida-ctf-tabbar-level2-quoted.txt")
    else { return }
    let tabBar = diff.changes.filter { $0.new?.path.contains("UITabBar") ?? false }
    #expect(tabBar.map(\.operation) == [.update, .update])
    #expect(tabBar.flatMap(\.properties).map(\.key) == ["tintColor", "tintColor"])
    #expect(diff.summary.moved == 0)
  }
}
