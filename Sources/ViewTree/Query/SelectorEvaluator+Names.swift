/// Type selectors and `:kind-of` decided once per distinct class name, not once per node: a
/// dump of a million nodes has a few hundred classes, so globs, regular expressions and the
/// demangler run a few hundred times. The printed `baseClass` is per node, and decided once
/// per distinct base class.
extension SelectorEvaluator {
  enum NameTest {
    case name(String)
    case glob(SelectorGlob)
    case regex(SelectorRegex)
    case kindOf(String)
  }

  /// Decisions of one name test, by class id and base class id: -1 not yet decided, else 0/1.
  struct NameDecisions {
    var test: NameTest
    var byClass: [Int8]
    var byBaseClass: [Int8]
  }

  func addNameTest(_ test: NameTest) -> Int {
    if classIDs.isEmpty && !hierarchy.isEmpty { assignClassIDs() }
    nameDecisions.append(
      NameDecisions(
        test: test, byClass: [Int8](repeating: -1, count: classNames.count), byBaseClass: []))
    return nameDecisions.count - 1
  }

  /// Numbers the distinct class names, so that decisions are array reads per node. The names
  /// are hashed as bytes (FNV-1a) in an open-addressing table: a `String` and a SipHash per
  /// node would cost more than the rest of a simple query.
  /// - Complexity: O(total length of the class names) expected.
  private func assignClassIDs() {
    var slots = [Int32](repeating: -1, count: 1024)
    var hashes: [UInt64] = []
    var spans: [Range<Int>] = []
    classIDs = [Int32](repeating: 0, count: hierarchy.count)
    for node in 0..<hierarchy.count {
      let span = hierarchy.records[node].className.range
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in text[span] { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
      var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
      while true {
        let id = Int(slots[slot])
        if id < 0 {
          slots[slot] = Int32(spans.count)
          classIDs[node] = Int32(spans.count)
          hashes.append(hash)
          spans.append(span)
          if spans.count * 2 > slots.count {
            slots = Self.slots(for: hashes, count: slots.count * 2)
          }
          break
        }
        if hashes[id] == hash && text[spans[id]].elementsEqual(text[span]) {
          classIDs[node] = Int32(id)
          break
        }
        slot = (slot + 1) & (slots.count - 1)
      }
    }
    classNames = spans.map { String(decoding: text[$0], as: UTF8.self) }
    baseClassIDs = [Int32](repeating: -2, count: hierarchy.count)
  }

  /// A table of `count` slots holding the ids of `hashes` (id = position).
  private static func slots(for hashes: [UInt64], count: Int) -> [Int32] {
    var slots = [Int32](repeating: -1, count: count)
    for (id, hash) in hashes.enumerated() {
      var slot = Int(truncatingIfNeeded: hash) & (count - 1)
      while slots[slot] >= 0 { slot = (slot + 1) & (count - 1) }
      slots[slot] = Int32(id)
    }
    return slots
  }

  func nameTest(_ test: Int, matches node: Int) -> Bool {
    let classID = Int(classIDs[node])
    var decision = nameDecisions[test].byClass[classID]
    if decision < 0 {
      decision = decide(nameDecisions[test].test, className: classNames[classID]) ? 1 : 0
      nameDecisions[test].byClass[classID] = decision
    }
    if decision == 1 { return true }
    guard let baseID = baseClassID(of: node) else { return false }
    let known = nameDecisions[test].byBaseClass.count
    if known <= baseID {
      // Base classes are numbered as nodes are read; later ones are not decided yet.
      nameDecisions[test].byBaseClass += repeatElement(-1, count: baseClassNames.count - known)
    }
    var baseDecision = nameDecisions[test].byBaseClass[baseID]
    if baseDecision < 0 {
      baseDecision = decide(nameDecisions[test].test, className: baseClassNames[baseID]) ? 1 : 0
      nameDecisions[test].byBaseClass[baseID] = baseDecision
    }
    return baseDecision == 1
  }

  /// The node's `baseClass = …` as an id into `baseClassNames`, read once per node.
  private func baseClassID(of node: Int) -> Int? {
    var id = baseClassIDs[node]
    if id == -2 {
      id = -1
      if let name = baseClass(of: node) {
        if let known = baseClassIndex[name] {
          id = known
        } else {
          id = Int32(baseClassNames.count)
          baseClassIndex[name] = id
          baseClassNames.append(name)
        }
      }
      baseClassIDs[node] = id
    }
    return id < 0 ? nil : Int(id)
  }

  /// The printed `baseClass`, read from the bytes of recursiveDescription rows; other rows
  /// print it only in recursiveDescription syntax too (Mirror values), and no fields of the
  /// other formats are parsed for it.
  private func baseClass(of node: Int) -> String? {
    var found: String? = nil
    let scanned = forEachRawProperty(of: node) { key, value in
      guard ByteText.equals(key, "baseClass") else { return true }
      found = String(decoding: value, as: UTF8.self)
      return false
    }
    if scanned { return found }
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
