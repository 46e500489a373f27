import Foundation
import Testing

@testable import ViewTree

/// Counts matches on the shared corpus of real dumps (`../shared/corpus` next to the
/// repository, or `$VTREE_CORPUS`) against the hand-verified class names of its expected
/// parses: `*` matches every node, and a plain class name the nodes of that class, those
/// printed with that `baseClass` (read from the parse: the expected files do not record it)
/// and those whose module-qualified or mangled name ends in it.
@Suite struct SelectorCorpusTests {
  /// Names a type selector spells as an exact class: no module, no generics, no mangling.
  static func isPlainClassName(_ name: String) -> Bool {
    guard let first = name.first, first.isLetter || first == "_", !name.hasPrefix("_Tt") else {
      return false
    }
    return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
  }

  /// The name a printed class goes by without its module, as the expected file spells it.
  static func lastComponent(_ name: String) -> String {
    if name.hasPrefix("_Tt") || name.hasPrefix("$s") { return ClassAncestry.unqualifiedName(name) }
    let withoutGenerics = name.split(separator: "<", maxSplits: 1).first.map(String.init) ?? name
    return String(withoutGenerics.split(separator: ".").last ?? Substring(withoutGenerics))
  }

  @Test func typeSelectorCountsAgreeWithExpectedClasses() throws {
    guard let corpus = SharedCorpus.directory else {
      print("note: ../shared/corpus not found (set VTREE_CORPUS); selector corpus counts skipped")
      return
    }
    var files = 0
    var checkedClasses = 0
    var labelMatches = 0
    for name in try SharedCorpus.dumpNames(in: corpus) {
      let base = String(name.dropLast(4))
      let expectedData = try Data(
        contentsOf: corpus.appendingPathComponent("expected/\(base).json"))
      let expected = try #require(
        try JSONSerialization.jsonObject(with: expectedData) as? [String: Any])
      let classes = try #require(expected["nodes"] as? [[String: Any]])
        .map { $0["class"] as? String ?? "" }
      let bytes = try [UInt8](Data(contentsOf: corpus.appendingPathComponent("dumps/\(name)")))
      let hierarchy = DumpParser().parse(bytes).hierarchy
      guard hierarchy.count == classes.count else {
        Issue.record("\(base): parsed \(hierarchy.count) nodes, expected \(classes.count)")
        continue
      }
      files += 1
      let everything = SelectorMatcher(try ViewSelector(parsing: "*"), hierarchy: hierarchy)
      #expect(everything.matchCount == classes.count, "\(base): *")

      let baseClasses = hierarchy.indices.map { hierarchy[$0].baseClass }
      for className in Set(classes).sorted() where Self.isPlainClassName(className) {
        let selector = try ViewSelector(parsing: className)
        let found = SelectorMatcher(selector, hierarchy: hierarchy).matchCount
        let wanted = zip(classes, baseClasses).filter { printed, baseClass in
          printed == className || Self.lastComponent(printed) == className
            || baseClass == className
        }.count
        #expect(found == wanted, "\(base): \(className)")
        checkedClasses += 1
        if className == "UILabel" { labelMatches += found }
      }
    }
    print(
      "note: selector counts checked for \(checkedClasses) classes in \(files) corpus files "
        + "(\(labelMatches) UILabel matches)")
    #expect(files > 0)
  }
}
