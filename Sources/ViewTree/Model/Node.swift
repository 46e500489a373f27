/// One node of a `Hierarchy`: a cheap view that decodes its values when they are read.
public struct Node: Sendable {
  public let hierarchy: Hierarchy
  public let index: NodeIndex

  var record: NodeRecord { hierarchy.records[index.rawValue] }

  /// The class name exactly as printed (module-qualified, mangled `_TtC…`, generic, …).
  public var className: String { hierarchy.classNames[Int(hierarchy.classIDs[index.rawValue])] }

  /// The class name in readable form: mangled Swift names demangled
  /// (`_TtC5MyApp10CustomView` → `MyApp.CustomView`), others as printed.
  /// - Complexity: O(1): names are demangled once per class, when the hierarchy is built.
  public var displayName: String {
    hierarchy.classDisplayNames[Int(hierarchy.classIDs[index.rawValue])]
  }

  /// The address as printed (`0x…`), nil when purged or absent.
  public var address: String? {
    let span = record.address
    return span.isEmpty ? nil : hierarchy.string(span)
  }

  public var kind: NodeKind { record.kind }

  /// What a recursiveDescription category prints between a row's markers and its
  /// description: an instance variable's name (`_titleView`), the owning controller
  /// (`'ListController:0x…' 1 child[…]`), or a label (`XX`, before `(<…>)`); nil for other rows.
  public var annotation: String? {
    guard record.hasAnnotation else { return nil }
    let lead = hierarchy.string(
      ByteSpan(Int(record.source.start)..<Int(record.description.start)))
    let start = lead.lastIndex { $0 == "|" || $0 == "+" }.map(lead.index(after:))
    var annotation = lead[(start ?? lead.startIndex)...].trimmingSpaces
    if annotation.hasSuffix("(") { annotation = annotation.dropLast().trimmingSpaces }
    return annotation.isEmpty ? nil : String(annotation)
  }

  /// The syntax of the node's line (one paste can mix formats).
  public var format: DumpFormat { record.format }

  /// 1-based line of the input the node was read from.
  public var line: Int { Int(record.line) }

  /// The input line(s) of the node, verbatim, envelope included.
  public var sourceText: String { hierarchy.string(record.source) }

  /// The node's own description: `<Class: 0x…; …>` plus any tail, without envelope or markers.
  public var descriptionText: String { hierarchy.string(record.description) }

  /// The text after the closing `>` (`effect=none`, `collection view layout: <…>`), if any.
  public var tail: String? {
    let span = tailSpan
    return span.isEmpty ? nil : hierarchy.string(span)
  }

  /// The tail, confirming the parser's presumed closing `>` first when it skipped the scan.
  var tailSpan: ByteSpan {
    let record = self.record
    guard record.closingPresumed else { return record.tail }
    return hierarchy.text.withUnsafeBufferPointer { bytes in
      let end = Int(record.description.end)
      let closing = DescriptionScanner(bytes).closingBracket(from: Int(record.body.start), to: end)
      guard var start = closing.map({ $0 + 1 }), start < end else { return .empty }
      while start < end && bytes[start] == UInt8(ascii: " ") { start += 1 }
      return ByteSpan(start..<end)
    }
  }

  /// False when the line stopped before the description's closing `>`.
  public var isComplete: Bool { record.isClosed }

  /// Nesting level: 0 for roots.
  public var depth: Int { hierarchy.depth(of: index) }

  /// Raw `key = value` items in order.
  /// - Complexity: O(length of the description); computed on each access.
  public var properties: Properties {
    if !usesPropertySyntax { return Properties(formatFields) }
    var items: [Properties.Item] = []
    forEachProperty { key, value in
      items.append(Properties.Item(key: key, value: value))
      return true
    }
    return Properties(items)
  }

  /// Whether the body is recursiveDescription's `key = value; …` (also Mirror values), rather
  /// than another format's fields.
  var usesPropertySyntax: Bool {
    switch record.format {
    case .recursiveDescription, .unknown: return true
    case .other:
      // Mirror values are descriptions; ComponentKit rows (`, Position: …`) and pa11y rows
      // (`(UILabel 0x…) Label`) are not.
      let description = hierarchy.string(record.description)
      return description.hasPrefix("<") && !hierarchy.string(record.body).hasPrefix(", ")
    case .printHierarchy, .autolayoutTrace, .subtreeDescription, .xcuitest: return false
    }
  }

  /// The raw value of property `key`, scanning only until it is found.
  /// - Complexity: O(length of the description).
  public func value(of key: String) -> String? {
    if !usesPropertySyntax { return formatFields.first { $0.key == key }?.value }
    var found: String? = nil
    var key = key
    key.withUTF8 { keyBytes in
      hierarchy.text.withUnsafeBufferPointer { bytes in
        let span = record.body
        // A key is found as printed, so a row whose text does not hold it does not have it:
        // most rows are answered without splitting their properties.
        let row = UnsafeBufferPointer(rebasing: bytes[span.range])
        guard keyBytes.isEmpty || ByteText.firstOffset(of: keyBytes, in: row) != nil else {
          return
        }
        DescriptionScanner(bytes).forEachProperty(from: Int(span.start), to: Int(span.end)) {
          keyRange, valueRange in
          guard bytes[keyRange].elementsEqual(keyBytes) else { return true }
          found = String(decoding: bytes[valueRange], as: UTF8.self)
          return false
        }
      }
    }
    return found
  }

  /// Calls `body` with the raw bytes of property `key`'s value, if the node has it; no String
  /// is built on the way (the JSON writer reads a million frames).
  func withValue<T>(of key: StaticString, _ body: (Slice<UnsafeBufferPointer<UInt8>>) -> T) -> T? {
    var result: T? = nil
    hierarchy.text.withUnsafeBufferPointer { bytes in
      let span = record.body
      DescriptionScanner(bytes).forEachProperty(from: Int(span.start), to: Int(span.end)) {
        keyRange, valueRange in
        guard ByteText.equals(bytes[keyRange], key) else { return true }
        result = body(bytes[valueRange])
        return false
      }
    }
    return result
  }

  /// Calls `body` with the raw bytes of each property's key and value, in order, until it
  /// returns false: one pass for readers that want several properties of every node.
  func forEachRawProperty(
    _ body: (Slice<UnsafeBufferPointer<UInt8>>, Slice<UnsafeBufferPointer<UInt8>>) -> Bool
  ) {
    hierarchy.text.withUnsafeBufferPointer { bytes in
      let span = record.body
      DescriptionScanner(bytes).forEachProperty(
        from: Int(span.start), to: Int(span.end), dropsCutItem: !record.isClosed
      ) {
        key, value in body(bytes[key], bytes[value])
      }
    }
  }

  func forEachProperty(_ body: (String, String) -> Bool) {
    hierarchy.text.withUnsafeBufferPointer { bytes in
      let span = record.body
      DescriptionScanner(bytes).forEachProperty(
        from: Int(span.start), to: Int(span.end), dropsCutItem: !record.isClosed
      ) {
        key, value in
        body(
          String(decoding: bytes[key], as: UTF8.self),
          String(decoding: bytes[value], as: UTF8.self))
      }
    }
  }
}
