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
      // Escaped text (`\u4e0b`) is matched decoded, everything else as printed.
      if raw.contains(UInt8(ascii: "\\")) {
        found = matches(TextValue.decode(String(decoding: raw, as: UTF8.self)))
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
    let count = hierarchy.count
    guard count > 0 else { return nil }
    let step = backward ? count - 1 : 1
    var index = start.map { ($0.rawValue + step) % count } ?? (backward ? count - 1 : 0)
    return hierarchy.text.withUnsafeBufferPointer { text in
      for _ in 0..<count {
        let node = NodeIndex(index)
        if matches(node, in: text) && isAccepted(node) { return node }
        index = (index + step) % count
      }
      return nil
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
    return node.properties.contains { Self.textKeySet.contains($0.key) && matches($0.value) }
  }

  private func matches(_ text: UnsafeBufferPointer<UInt8>, _ span: ByteSpan) -> Bool {
    guard !span.isEmpty else { return false }
    return (try? matcher.matches(UnsafeBufferPointer(rebasing: text[span.range]))) ?? false
  }

  private func matches(_ string: String) -> Bool {
    var string = string
    return string.withUTF8 { (try? matcher.matches($0)) ?? false }
  }
}
