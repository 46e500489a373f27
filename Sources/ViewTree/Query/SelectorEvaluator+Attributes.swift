/// Attribute tests: the computed attributes (`text`, `hidden`, `alpha`, frame fields, `depth`,
/// `address`) and raw properties, compared as text or as numbers.
extension SelectorEvaluator {
  /// Most recursiveDescription rows are answered from their bytes (`AttributePrefilter`); the
  /// others are read through `Node`.
  func attribute(_ compiled: CompiledAttribute, matches index: Int) -> Bool {
    attribute(
      compiled.selector, rows: compiled.rows, matches: index, record: hierarchy.records[index])
  }

  /// The same, given the test's row prefilter and the node's record (which a loop over a
  /// million nodes reads from local copies).
  @inline(__always)
  func attribute(
    _ selector: AttributeSelector, rows: AttributePrefilter.RowTest?, matches index: Int,
    record: NodeRecord
  ) -> Bool {
    if let rows, record.format == .recursiveDescription,
      let answer = rows.answer(body: UnsafeBufferPointer(rebasing: text[record.body.range]))
    {
      return answer
    }
    return attribute(selector, matches: index)
  }

  func attribute(_ attribute: AttributeSelector, matches index: Int) -> Bool {
    let node = hierarchy[NodeIndex(index)]
    let name = attribute.name
    switch attribute.test {
    case .present:
      switch name {
      case "hidden": return node.isHidden
      case "x", "y", "width", "height": return node.frame != nil
      case "depth": return true
      default: return Self.text(of: name, node) != nil
      }
    case .equals(let expected):
      if name == "address", let wanted = Self.address(expected) {
        return node.address.flatMap(Self.address) == wanted
      }
      if let wanted = SelectorParser.number(expected), let actual = Self.number(of: name, node) {
        return actual == wanted
      }
      return Self.text(of: name, node) == expected
    case .contains(let part):
      return Self.text(of: name, node).map { Self.contains($0, part) } ?? false
    case .hasPrefix(let prefix):
      return Self.text(of: name, node)?.hasPrefix(prefix) ?? false
    case .hasSuffix(let suffix):
      return Self.text(of: name, node)?.hasSuffix(suffix) ?? false
    case .matches(let regex):
      guard let text = Self.text(of: name, node) else { return false }
      return self.regex(regex, matches: text)
    case .less(let bound): return Self.number(of: name, node).map { $0 < bound } ?? false
    case .lessOrEqual(let bound): return Self.number(of: name, node).map { $0 <= bound } ?? false
    case .greater(let bound): return Self.number(of: name, node).map { $0 > bound } ?? false
    case .greaterOrEqual(let bound):
      return Self.number(of: name, node).map { $0 >= bound } ?? false
    }
  }

  /// The attribute as text, nil when the node does not have it.
  static func text(of name: String, _ node: Node) -> String? {
    switch name {
    case "text":
      // Formats other than recursiveDescription print a view's text as its label or title.
      return node.text ?? node.value(of: "label").map(TextValue.decode)
        ?? node.value(of: "title").map(TextValue.decode)
    case "hidden": return node.isHidden ? "YES" : "NO"
    case "alpha": return node.value(of: "alpha") ?? "1"
    case "x", "y", "width", "height", "depth":
      return number(of: name, node).map(Rect.printed)
    case "address": return node.address
    default: return node.value(of: name).map(TextValue.decode)
    }
  }

  /// The attribute as a number, nil when absent or not a number.
  static func number(of name: String, _ node: Node) -> Double? {
    switch name {
    case "x": return node.frame?.x
    case "y": return node.frame?.y
    case "width": return node.frame?.width
    case "height": return node.frame?.height
    case "depth": return Double(node.depth)
    case "alpha": return node.alpha
    default:
      guard let text = text(of: name, node) else { return nil }
      return SelectorParser.number(text.trimmingSpacesAndTabs)
    }
  }

  /// Whether `text` contains `part`: ASCII text by its bytes, other text as `String` compares
  /// (canonically equivalent forms match).
  static func contains(_ text: String, _ part: String) -> Bool {
    var text = text
    var part = part
    let bytesFound = text.withUTF8 { bytes in
      part.withUTF8 { partBytes -> Bool? in
        guard bytes.allSatisfy({ $0 < 0x80 }) && partBytes.allSatisfy({ $0 < 0x80 }) else {
          return nil
        }
        return partBytes.isEmpty || ByteText.firstOffset(of: partBytes, in: bytes) != nil
      }
    }
    return bytesFound ?? text.contains(part)
  }

  /// `0x00007fd1a2c0` → 0x7fd1a2c0, so that zero-padded and short forms compare equal.
  static func address(_ text: String) -> UInt64? {
    guard text.hasPrefix("0x") || text.hasPrefix("0X") else { return nil }
    return UInt64(text.dropFirst(2), radix: 16)
  }
}

extension String {
  fileprivate var trimmingSpacesAndTabs: Substring { Substring(self).trimmingSpaces }
}
