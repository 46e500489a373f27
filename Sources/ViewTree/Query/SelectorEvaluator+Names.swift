/// Type selectors and `:kind-of` decided once per distinct class name, not once per node: a
/// dump of a million nodes has a few hundred classes, so globs, regular expressions and the
/// demangler run a few hundred times. A class's printed `baseClass` is the same on every node of
/// that class, so it is read from the first node of each class and decided with it.
extension SelectorEvaluator {
  enum NameTest {
    case name(String)
    case glob(SelectorGlob)
    case regex(SelectorRegex)
    case kindOf(String)
  }

  /// Decisions of one name test by class id, and for `:kind-of` by the class a node's place in
  /// its dump implies (`impliedClass`), by format and kind: -1 not yet decided, else 0/1.
  struct NameDecisions {
    var test: NameTest
    var byClass: [Int8]
    var byPlace = [Int8](
      repeating: -1, count: DumpFormat.allCases.count * SelectorEvaluator.kindCount)
  }

  /// Node kinds, for `byPlace`'s index (their raw values count up from 0).
  static let kindCount = NodeKind.allCases.count

  func addNameTest(_ test: NameTest) -> Int {
    nameDecisions.append(
      NameDecisions(
        test: test, byClass: [Int8](repeating: -1, count: hierarchy.classNames.count)))
    return nameDecisions.count - 1
  }

  func nameTest(_ test: Int, matches node: Int) -> Bool {
    let classID = Int(hierarchy.classIDs[node])
    var decision = nameDecisions[test].byClass[classID]
    if decision < 0 {
      let nameTest = nameDecisions[test].test
      let matches =
        decide(nameTest, className: hierarchy.classNames[classID])
        || baseClass(of: node).map { decide(nameTest, className: $0) } ?? false
      decision = matches ? 1 : 0
      nameDecisions[test].byClass[classID] = decision
    }
    if decision == 1 { return true }
    guard case .kindOf(let ancestor) = nameDecisions[test].test else { return false }
    let record = hierarchy.records[node]
    let place = record.format.ordinal * Self.kindCount + Int(record.kind.rawValue)
    var byPlace = nameDecisions[test].byPlace[place]
    if byPlace < 0 {
      let implied = Self.impliedClass(format: record.format, kind: record.kind)
      let matches = implied.map {
        ClassAncestry.isKind(of: ancestor, className: $0, baseClass: nil)
      }
      byPlace = matches == true ? 1 : 0
      nameDecisions[test].byPlace[place] = byPlace
    }
    return byPlace == 1
  }

  /// The class every node in this place of a dump is a kind of, whatever its own class: a
  /// recursiveDescription walks subviews, so its rows are UIViews (and its layer rows
  /// CALayers); an AppKit `_subtreeDescription` walks NSViews; `_printHierarchy` walks view
  /// controllers. This covers the classes vtree's table does not know: private ones, and an
  /// app's own printed without a `baseClass`.
  static func impliedClass(format: DumpFormat, kind: NodeKind) -> String? {
    switch (format, kind) {
    case (_, .layer): return "CALayer"
    case (.recursiveDescription, .view), (.recursiveDescription, .textContainer): return "UIView"
    case (.subtreeDescription, .view): return "NSView"
    case (.printHierarchy, .viewController): return "UIViewController"
    default: return nil
    }
  }

  /// The printed `baseClass`. UIKit prints it before every other property, so a
  /// recursiveDescription row is only looked at where its properties start: a million-node
  /// dump is not scanned for a property most rows lack. Mirror values are read through `Node`.
  private func baseClass(of node: Int) -> String? {
    let record = hierarchy.records[node]
    if record.format == .recursiveDescription {
      let body = text[record.body.range]
      guard body.starts(with: "baseClass = ".utf8) else { return nil }
      let value = body.dropFirst(12).prefix { $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: ">") }
      return String(decoding: value, as: UTF8.self)
    }
    let value = hierarchy[NodeIndex(node)]
    return value.usesPropertySyntax ? value.baseClass : nil
  }

  /// One test on one class name, with every name the class goes by: as printed, readable
  /// (demangled), readable without its generic arguments (`SwiftUI._UIHostingView`, as the
  /// text output shows it before `<…>`), and each shorter qualification of that down to the
  /// bare name, a private class's discriminator left out (`MyApp.Outer.(Inner in _8F2E)` goes
  /// by `MyApp.Outer.Inner`, `Outer.Inner` and `Inner`); a class declared in a function by its
  /// own name (`Inner #1 in MyApp.Outer.test()` goes by `Inner`).
  private func decide(_ test: NameTest, className: String) -> Bool {
    if case .kindOf(let ancestor) = test {
      return ClassAncestry.isKind(of: ancestor, className: className, baseClass: nil)
    }
    var names = [className]
    let readable = SwiftDemangler.demangle(className) ?? className
    if readable != className { names.append(readable) }
    if let local = LocalClassName(readable) {
      // A class declared in a function goes by its own name.
      names.append(String(local.name))
    }
    let withoutArguments = String(readable.prefix { $0 != "<" })
    if !names.contains(withoutArguments) { names.append(withoutArguments) }
    for qualified in ClassAncestry.qualifiedNames(withoutArguments) where !names.contains(qualified)
    {
      names.append(qualified)
    }
    switch test {
    case .name(let name): return names.contains(name)
    case .glob(let glob): return names.contains { glob.matches($0) }
    case .regex(let regex): return names.contains { self.regex(regex, matches: $0) }
    case .kindOf: return false
    }
  }
}
