import Foundation
import Testing

@testable import ViewTree

@Suite("NextBuildGenerator")
struct NextBuildGeneratorTests {
  static func pair(_ nodes: Int, seed: UInt64) -> (old: [UInt8], build: NextBuild) {
    var generator = DumpGenerator(seed: seed)
    var old: [UInt8] = []
    generator.write(nodeCount: nodes, to: &old)
    var nextBuild = NextBuildGenerator(seed: seed)
    return (old, nextBuild.nextBuild(of: old))
  }

  @Test("same seed, same next build; every address is new")
  func deterministicAndReaddressed() {
    let first = Self.pair(2_000, seed: 7)
    let second = Self.pair(2_000, seed: 7)
    #expect(first.build.dump == second.build.dump)
    #expect(first.build.changes == second.build.changes)
    let addresses = { (bytes: [UInt8]) -> Set<String> in
      let tree = DumpParser().parse(bytes).hierarchy
      return Set(tree.indices.compactMap { tree[$0].address })
    }
    #expect(addresses(first.old).isDisjoint(with: addresses(first.build.dump)))
  }

  @Test("the ground truth describes the dumps: classes, lines, sizes and deltas")
  func truthMatchesDumps() {
    let (oldBytes, build) = Self.pair(3_000, seed: 11)
    let old = DumpParser().parse(oldBytes).hierarchy
    let new = DumpParser().parse(build.dump).hierarchy
    #expect(build.changes.count == NextBuildGenerator.defaultEditCount(nodeCount: 3_000))
    #expect(Set(build.changes.map(\.operation)) == Set(DiffChange.Operation.allCases))
    for change in build.changes {
      if let location = change.old {
        #expect(old[location.node].line == location.line)
        #expect(old[location.node].className == change.className)
      }
      if let location = change.new {
        #expect(new[location.node].line == location.line)
        #expect(new[location.node].className == change.className)
      }
      switch change.operation {
      case .insert: #expect(change.old == nil && change.new != nil)
      case .delete:
        #expect(change.new == nil)
        #expect(old.subtree(of: change.old!.node).count == change.size)
      case .move:
        #expect(new.subtree(of: change.new!.node).count == change.size)
      case .update:
        #expect(change.properties.count == 1)
        let property = change.properties[0]
        #expect(old[change.old!.node].value(of: property.key) == property.old)
        #expect(new[change.new!.node].value(of: property.key) == property.new)
      }
    }
    let inserted = build.changes.filter { $0.operation == .insert }.map(\.size).reduce(0, +)
    let deleted = build.changes.filter { $0.operation == .delete }.map(\.size).reduce(0, +)
    #expect(new.count == old.count + inserted - deleted)
  }

  @Test("the truth JSON has the shape of vtree diff --format json")
  func truthJSON() throws {
    let build = Self.pair(500, seed: 3).build
    let json = try JSONSerialization.jsonObject(with: Data(build.truthJSON)) as? [String: Any]
    let summary = json?["summary"] as? [String: Int]
    let changes = json?["changes"] as? [[String: Any]]
    #expect(summary?["newNodes"] == build.summary.newNodes)
    #expect(changes?.count == build.changes.count)
    #expect(
      changes?.allSatisfy { Set($0.keys) == ["op", "class", "old", "new", "properties", "size"] }
        == true)
  }

  @Test("an empty dump's next build is empty, without edits")
  func empty() {
    var nextBuild = NextBuildGenerator(seed: 1)
    let build = nextBuild.nextBuild(of: [])
    #expect(build.dump.isEmpty)
    #expect(build.changes.isEmpty)
  }
}
