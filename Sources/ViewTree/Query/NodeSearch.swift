import PCRE2

/// Finds the nodes whose class name, address or text matches a regular expression, from a node
/// forward or backward with wrap-around: a pager's `/`, `n` and `N` over a dump.
///
/// ```swift
/// let search = try NodeSearch("sign ?in", in: tree)      // smart case: caseless here
/// let next = search.next(after: current)                 // wraps past the last node
/// ```
///
/// recursiveDescription nodes are matched on the bytes of the dump, without building strings:
/// a search through a million nodes reads each class name, address and `text` value once.
public final class NodeSearch {
  public let hierarchy: Hierarchy
  public let pattern: Pattern
  /// Whether the pattern ignores case: it has no uppercase letter of its own (smart case).
  public let isCaseless: Bool
  private let matcher: Matcher
  /// Why the expression could not be run to its end on some text (PCRE2's match or depth
  /// limit, reached by a pattern that backtracks without bound): the first such error, so
  /// that a caller says so rather than "no match".
  public private(set) var failure: PCRE2Error?

  /// Compiles `expression` (PCRE2 syntax) to search `hierarchy`. Smart case: the search ignores
  /// case unless the expression has an uppercase letter to match.
  /// - Throws: `PCRE2Error` with PCRE2's message when the expression does not compile.
  public init(_ expression: String, in hierarchy: Hierarchy) throws(PCRE2Error) {
    isCaseless = !Self.hasUppercaseLiteral(expression)
    pattern = try Pattern(expression, options: isCaseless ? [.utf, .caseless] : [.utf])
    matcher = pattern.matcher()
    self.hierarchy = hierarchy
  }

  /// Whether the node's class name (as printed or demangled), address or text matches.
  /// - Complexity: O(length of the node's description).
  public func matches(_ index: NodeIndex) -> Bool {
    hierarchy.text.withUnsafeBufferPointer { matches(index, in: $0) }
  }

  private func matches(_ index: NodeIndex, in text: UnsafeBufferPointer<UInt8>) -> Bool {
    let record = hierarchy.records[index.rawValue]
    guard record.format == .recursiveDescription else { return matchesFields(hierarchy[index]) }
    if matches(text, record.className) || matches(text, record.address) { return true }
    if isMangled(text, record.className), matches(hierarchy[index].displayName) { return true }
    // Most nodes have no text: looking for the key first skips their property scan.
    guard ByteText.contains(UnsafeBufferPointer(rebasing: text[record.body.range]), "text = ")
    else { return false }
    var found = false
    DescriptionScanner(text).forEachProperty(
      from: Int(record.body.start), to: Int(record.body.end)
    ) { key, value in
      guard ByteText.equals(text[key], "text") else { return true }
      let raw = text[value]
      // Escaped or curly-quoted text (`\u4e0b`, `‘…’`) is matched decoded, everything else as
      // printed but without its quotes, so that `^Wi` finds `'Wi-Fi'`.
      if raw.contains(UInt8(ascii: "\\")) || raw.first.map({ $0 >= 0x80 }) == true {
        found = matches(TextValue.decode(String(decoding: raw, as: UTF8.self)))
      } else if raw.count >= 2, raw.first == raw.last,
        raw.first == UInt8(ascii: "'") || raw.first == UInt8(ascii: "\"")
      {
        found = matches(text, ByteSpan((raw.startIndex + 1)..<(raw.endIndex - 1)))
      } else {
        found = matches(text, ByteSpan(raw.indices))
      }
      return false
    }
    return found
  }

  /// Whether an uppercase letter is to be matched, not part of an escape: `\S+`, `\W` and
  /// `\p{Lu}` leave a search caseless.
  static func hasUppercaseLiteral(_ expression: String) -> Bool {
    let characters = Array(expression)
    var index = 0
    while index < characters.count {
      let character = characters[index]
      index += 1
      guard character == "\\" else {
        if character.isUppercase { return true }
        continue
      }
      // Skip the escaped character, and the braces of `\p{Lu}` or `\x{41}` after it.
      index += 1
      if index < characters.count && characters[index] == "{" {
        index = characters[index...].firstIndex(of: "}").map { $0 + 1 } ?? characters.count
      }
    }
    return false
  }

  /// `_T…` and `$s…`: names the demangler may make readable.
  private func isMangled(_ text: UnsafeBufferPointer<UInt8>, _ name: ByteSpan) -> Bool {
    guard name.end - name.start >= 2 else { return false }
    let first = text[Int(name.start)]
    let second = text[Int(name.start) + 1]
    return (first == UInt8(ascii: "_") && second == UInt8(ascii: "T"))
      || (first == UInt8(ascii: "$") && second == UInt8(ascii: "s"))
  }

  /// The first matching node after `start` in preorder (before it, when `backward`), wrapping
  /// around the ends, that `isAccepted` also accepts; `start` itself is tried last. From nil,
  /// the search starts at the first node (the last, when `backward`).
  /// - Complexity: O(n) description scans at most.
  public func next(
    after start: NodeIndex?, backward: Bool = false,
    where isAccepted: (NodeIndex) -> Bool = { _ in true }
  ) -> NodeIndex? {
    let scan = self.scan(after: start, backward: backward)
    guard case .found(let node) = next(scan, limit: hierarchy.count, where: isAccepted)
    else { return nil }
    return node
  }

  /// The scan `next(after:backward:where:)` runs: from the node after `start` (before it, when
  /// `backward`) around to `start` itself; from nil, from the first (last) node.
  public func scan(after start: NodeIndex?, backward: Bool = false) -> Scan {
    Scan(after: start, backward: backward, count: hierarchy.count)
  }

  /// Where a search through the nodes stands: the node to test next and how many are left.
  /// A scan is a value, so a caller can run it in slices (a viewer between keys) and drop it
  /// to cancel.
  public struct Scan: Hashable, Sendable {
    public let backward: Bool
    /// The nodes in the search, all of the hierarchy's.
    public let count: Int
    var position: Int
    /// The nodes not yet tested.
    public private(set) var remaining: Int

    init(after start: NodeIndex?, backward: Bool, count: Int) {
      self.backward = backward
      self.count = count
      remaining = count
      let step = backward ? count - 1 : 1
      let first = backward ? count - 1 : 0
      position = count == 0 ? 0 : start.map { ($0.rawValue + step) % count } ?? first
    }

    /// The share of the nodes tested, from 0 to 1.
    public var fraction: Double { count == 0 ? 1 : Double(count - remaining) / Double(count) }

    mutating func advance() {
      position = (position + (backward ? count - 1 : 1)) % count
      remaining -= 1
    }
  }

  /// What a slice of a scan came to.
  public enum ScanStep: Hashable, Sendable {
    case found(NodeIndex)
    /// No match in the slice: the scan to continue with.
    case pending(Scan)
    /// No match at all.
    case exhausted
  }

  /// Tests at most `limit` more nodes of `scan` and returns the first that matches and that
  /// `isAccepted` accepts, or where to resume, or that no node is left.
  /// - Complexity: O(`limit`) description scans at most.
  public func next(
    _ scan: Scan, limit: Int, where isAccepted: (NodeIndex) -> Bool = { _ in true }
  ) -> ScanStep {
    var scan = scan
    return hierarchy.text.withUnsafeBufferPointer { text in
      for _ in 0..<max(0, min(limit, scan.remaining)) {
        let node = NodeIndex(scan.position)
        scan.advance()
        if matches(node, in: text) && isAccepted(node) { return .found(node) }
      }
      return scan.remaining > 0 ? .pending(scan) : .exhausted
    }
  }

  /// The fields the formats print as a node's text, in the order a one-line preview prefers
  /// them; all of them are searched.
  public static let textKeys = [
    "text", "title", "label", "identifier", "value", "placeholderValue",
  ]
  private static let textKeySet = Set(textKeys)

  /// Formats other than recursiveDescription (small dumps) are read through `Node`.
  private func matchesFields(_ node: Node) -> Bool {
    if matches(node.className) || matches(node.displayName) { return true }
    if let address = node.address, matches(address) { return true }
    return node.properties.contains {
      Self.textKeySet.contains($0.key) && matches(TextValue.decode($0.value))
    }
  }

  private func matches(_ text: UnsafeBufferPointer<UInt8>, _ span: ByteSpan) -> Bool {
    guard !span.isEmpty else { return false }
    return matches(UnsafeBufferPointer(rebasing: text[span.range]))
  }

  private func matches(_ string: String) -> Bool {
    var string = string
    return string.withUTF8 { matches($0) }
  }

  private func matches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    do {
      return try matcher.matches(bytes)
    } catch {
      if failure == nil { failure = error }
      return false
    }
  }
}
