/// What an attribute test can answer from a recursiveDescription row's bytes alone, before its
/// properties are split or a `Node` is made: on a big dump most rows are answered here.
///
/// - A row whose properties' text holds none of the keys the attribute reads has none of them,
///   and answers as a row without properties does (`[hidden]` is false, `[hidden=NO]` true).
/// - A text test (`*=`, `^=`, `$=`) needs its value's bytes in the row: printed text is a
///   substring of the row unless the row holds escapes (`\u4e0b`), which are decoded.
///
/// The prefilter owns the bytes it searches for; `rows` reads them through plain pointers, so
/// that a loop over a million rows copies it without reference counting.
final class AttributePrefilter: @unchecked Sendable {
  /// The test on one row; valid while its prefilter lives, and read-only, so shared by threads.
  struct RowTest: @unchecked Sendable {
    /// The keys the attribute reads, each followed by a zero byte.
    fileprivate let keys: UnsafeBufferPointer<UInt8>
    /// The answer for a row that prints none of the keys.
    fileprivate let withoutKeys: Bool
    /// Bytes every text that passes holds; empty when the test needs none, or when a row
    /// without the keys passes.
    fileprivate let needle: UnsafeBufferPointer<UInt8>

    /// The answer for the row whose properties are `body`, nil when the row must be read.
    /// - Complexity: O(body length × number of keys).
    func answer(body: UnsafeBufferPointer<UInt8>) -> Bool? {
      if !needle.isEmpty && ByteText.firstOffset(of: needle, in: body) == nil
        && !ByteText.contains(body, "\\")
      {
        return false
      }
      var keyStart = 0
      for index in keys.indices where keys[index] == 0 {
        let key = UnsafeBufferPointer(rebasing: keys[keyStart..<index])
        if ByteText.firstOffset(of: key, in: body) != nil { return nil }
        keyStart = index + 1
      }
      return withoutKeys
    }
  }

  let rows: RowTest
  private let storage: UnsafeMutableBufferPointer<UInt8>

  /// Nil when the attribute reads more than a row's own properties (`depth`, `address`).
  /// The answer without keys is the real evaluator's on a row without properties, so it
  /// follows the attribute semantics wherever they change.
  init?(_ attribute: AttributeSelector) {
    guard let keys = AttributePrefilter.keys(read: attribute.name) else { return nil }
    let withoutKeys = AttributePrefilter.answerWithoutProperties(attribute)
    // A row without the needle fails whether or not it prints the keys only when a row
    // without them fails too (`[alpha^="1"]` passes on a row printing no alpha).
    let needle = withoutKeys ? [] : AttributePrefilter.needle(of: attribute)
    let keyBytes: [UInt8] = keys.flatMap { Array($0.utf8) + [0] }
    storage = .allocate(capacity: keyBytes.count + needle.count)
    _ = storage.initialize(from: keyBytes + needle)
    let all = UnsafeBufferPointer(storage)
    rows = RowTest(
      keys: UnsafeBufferPointer(rebasing: all[..<keyBytes.count]), withoutKeys: withoutKeys,
      needle: UnsafeBufferPointer(rebasing: all[keyBytes.count...]))
  }

  deinit { storage.deallocate() }

  /// The keys each attribute name reads (`SelectorEvaluator.text(of:)`, `number(of:)`).
  private static func keys(read name: String) -> [String]? {
    switch name {
    case "depth", "address": return nil
    case "x", "y", "width", "height": return ["frame"]
    case "text": return ["text", "label", "title"]
    default: return name.isEmpty || name.utf8.contains(0) ? nil : [name]
    }
  }

  /// The bytes a passing text must hold: the value of a text test on a name whose text is a
  /// printed value (not `hidden`'s `YES`/`NO` or a frame's numbers). None for a value that
  /// Unicode's canonical equivalence could match in other bytes: non-ASCII, or one of the
  /// three ASCII characters with a non-ASCII equivalent (`K` Kelvin sign, `;` Greek question
  /// mark, `` ` `` Greek varia).
  private static func needle(of attribute: AttributeSelector) -> [UInt8] {
    switch attribute.name {
    case "hidden", "x", "y", "width", "height": return []
    default: break
    }
    let value: String
    switch attribute.test {
    case .contains(let text), .hasPrefix(let text), .hasSuffix(let text): value = text
    default: return []
    }
    let bytes = Array(value.utf8)
    let equivalentElsewhere: Set<UInt8> = [UInt8(ascii: "K"), UInt8(ascii: ";"), UInt8(ascii: "`")]
    guard bytes.allSatisfy({ $0 < 0x80 && !equivalentElsewhere.contains($0) }) else { return [] }
    return bytes
  }

  /// The evaluator's own answer for a recursiveDescription row that prints no property.
  private static func answerWithoutProperties(_ attribute: AttributeSelector) -> Bool {
    let row = DumpParser(format: .recursiveDescription).parse("<UIView: 0x1>").hierarchy
    precondition(row.count == 1, "a bare row parses as one node")
    return row.text.withUnsafeBufferPointer { text in
      SelectorEvaluator(hierarchy: row, text: text, absoluteFrames: nil)
        .attribute(attribute, matches: 0)
    }
  }
}
