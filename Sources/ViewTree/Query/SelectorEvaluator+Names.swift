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

  /// Decisions of one name test by class id: -1 not yet decided, else 0/1.
  struct NameDecisions {
    var test: NameTest
    var byClass: [Int8]
  }

  func addNameTest(_ test: NameTest) -> Int {
    if classIDs.isEmpty && !hierarchy.isEmpty { assignClassIDs() }
    nameDecisions.append(
      NameDecisions(
        test: test, byClass: [Int8](repeating: -1, count: classNames.count)))
    return nameDecisions.count - 1
  }

  private func assignClassIDs() {
    (classIDs, classNames) = Self.numberClasses(
      of: hierarchy, in: text, ranges: NodeRanges(count: hierarchy.count))
  }

  /// Numbers the distinct class names in order of first appearance, so that decisions are
  /// array reads per node: each node's class id, and the names by id. Each range of nodes is
  /// numbered on its own core with a table of its own; the ranges' names are then numbered in
  /// order in one table (the first range's ids stay as they are), and the other ranges' ids
  /// translated.
  /// - Complexity: O(total length of the class names) expected.
  static func numberClasses(
    of hierarchy: Hierarchy, in text: UnsafeBufferPointer<UInt8>, ranges: NodeRanges
  ) -> (ids: [Int32], names: [String]) {
    var ids = [Int32](repeating: 0, count: hierarchy.count)
    let locals = ids.withUnsafeMutableBufferPointer { ids in
      ranges.map { range in
        var table = ClassNameTable()
        for node in range {
          ids[node] = table.id(of: hierarchy.records[node].className.range, in: text)
        }
        return table
      }
    }
    var table = ClassNameTable()
    for (position, local) in locals.enumerated() {
      let translation = local.names.map { table.id(of: $0.span, hash: $0.hash, in: text) }
      // An array read per node: not worth the workers.
      guard position > 0 else { continue }
      for node in ranges.ranges[position] { ids[node] = translation[Int(ids[node])] }
    }
    return (ids, table.names.map { String(decoding: text[$0.span], as: UTF8.self) })
  }

  func nameTest(_ test: Int, matches node: Int) -> Bool {
    let classID = Int(classIDs[node])
    var decision = nameDecisions[test].byClass[classID]
    if decision < 0 {
      let nameTest = nameDecisions[test].test
      let matches =
        decide(nameTest, className: classNames[classID])
        || baseClass(of: node).map { decide(nameTest, className: $0) } ?? false
      decision = matches ? 1 : 0
      nameDecisions[test].byClass[classID] = decision
    }
    return decision == 1
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
  /// (demangled), and without module or generic arguments.
  private func decide(_ test: NameTest, className: String) -> Bool {
    if case .kindOf(let ancestor) = test {
      return ClassAncestry.isKind(of: ancestor, className: className, baseClass: nil)
    }
    var names = [className]
    let readable = SwiftDemangler.demangle(className) ?? className
    if readable != className { names.append(readable) }
    let unqualified = ClassAncestry.unqualifiedName(readable)
    if !names.contains(unqualified) { names.append(unqualified) }
    switch test {
    case .name(let name): return names.contains(name)
    case .glob(let glob): return names.contains { glob.matches($0) }
    case .regex(let regex): return names.contains { self.regex(regex, matches: $0) }
    case .kindOf: return false
    }
  }
}

/// Distinct class names numbered from 0 in order of first appearance. Names are hashed as bytes
/// (FNV-1a) in an open-addressing table: a `String` and a SipHash per node would cost more than
/// the rest of a simple query.
struct ClassNameTable {
  /// The names by id, with their hashes.
  private(set) var names: [(span: Range<Int>, hash: UInt64)] = []
  private var slots = [Int32](repeating: -1, count: 1024)

  /// The id of the name at `span`, numbering it if it is new.
  /// - Complexity: O(name length) expected.
  mutating func id(of span: Range<Int>, in text: UnsafeBufferPointer<UInt8>) -> Int32 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text[span] { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return id(of: span, hash: hash, in: text)
  }

  /// The same, with the name's hash already known.
  /// - Complexity: O(name length) expected.
  mutating func id(of span: Range<Int>, hash: UInt64, in text: UnsafeBufferPointer<UInt8>)
    -> Int32
  {
    var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
    while true {
      let id = Int(slots[slot])
      if id < 0 {
        slots[slot] = Int32(names.count)
        names.append((span, hash))
        if names.count * 2 > slots.count { rehash(count: slots.count * 2) }
        return Int32(names.count - 1)
      }
      if names[id].hash == hash && text[names[id].span].elementsEqual(text[span]) {
        return Int32(id)
      }
      slot = (slot + 1) & (slots.count - 1)
    }
  }

  /// Rebuilds the table with `count` slots.
  private mutating func rehash(count: Int) {
    slots = [Int32](repeating: -1, count: count)
    for (id, name) in names.enumerated() {
      var slot = Int(truncatingIfNeeded: name.hash) & (count - 1)
      while slots[slot] >= 0 { slot = (slot + 1) & (count - 1) }
      slots[slot] = Int32(id)
    }
  }
}
