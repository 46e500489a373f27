/// Writes a parse result as JSON:
/// `{"format", "roots": [NODE], "lines": {disposition: count}, "diagnostics": [...]}` with
/// NODE = `{"class", "address", "frame", "line", "kind", "properties", "annotation"?, "tail"?,
/// "omittedChildren"?, "children"}`; `omittedChildren` counts the direct children that
/// `maxDepth` cut, so that a cut node is not mistaken for a leaf.
///
/// Nesting is written from the preorder arrays without recursion (no stack overflow on deep
/// inputs), and values are copied from the dump's bytes without building Strings.
public struct HierarchyJSONWriter: Sendable {
  /// Nodes deeper than this are left out (nil: all).
  public var maxDepth: Int?
  /// Include the `diagnostics` and `lines` members.
  public var includeDiagnostics = true

  public init(maxDepth: Int? = nil) { self.maxDepth = maxDepth }

  /// - Complexity: O(output size).
  public func write(_ result: ParseResult, to out: inout OutputBuffer) {
    let hierarchy = result.hierarchy
    out.append("{\"format\": ")
    out.jsonString(hierarchy.format.rawValue)
    out.append(", \"roots\": [")
    // The nodes written whose printed frame cannot be read, noted among the diagnostics as
    // `--diagnostics` lists them (found while writing: no second pass over the properties).
    var frameNotes: [Diagnostic] = []
    hierarchy.text.withUnsafeBufferPointer { text in
      var properties: [RawProperty] = []
      var openDepth = -1
      var index = 0
      let count = hierarchy.count
      while index < count {
        let depth = hierarchy.depths[index]
        if let maxDepth, depth > maxDepth {
          index = Int(hierarchy.subtreeEnds[index])
          continue
        }
        while openDepth >= Int(depth) {
          out.append("]}")
          openDepth -= 1
        }
        if index > 0 && openDepth == Int(depth) - 1 && !isFirstShown(index, hierarchy) {
          out.append(", ")
        }
        writeNode(NodeIndex(index), hierarchy, text, &properties, &frameNotes, &out)
        if let maxDepth, depth == maxDepth, hierarchy.firstChild(of: NodeIndex(index)) != nil {
          out.append(", \"omittedChildren\": ")
          out.append(hierarchy.children(of: NodeIndex(index)).count)
        }
        out.append(", \"children\": [")
        openDepth = Int(depth)
        index += 1
      }
      while openDepth >= 0 {
        out.append("]}")
        openDepth -= 1
      }
    }
    out.append("]")
    if includeDiagnostics { writeDiagnostics(result, frameNotes: frameNotes, &out) }
    out.append("}\n")
  }

  /// Whether `index` is the first node written among its siblings (no comma before it).
  private func isFirstShown(_ index: Int, _ hierarchy: Hierarchy) -> Bool {
    let parent = hierarchy.parents[index]
    return parent >= 0 ? Int(parent) == index - 1 : index == 0
  }

  /// One node's members but `children`. `properties` is scratch space reused across nodes.
  private func writeNode(
    _ index: NodeIndex, _ hierarchy: Hierarchy, _ text: UnsafeBufferPointer<UInt8>,
    _ properties: inout [RawProperty], _ frameNotes: inout [Diagnostic],
    _ out: inout OutputBuffer
  ) {
    let record = hierarchy.records[index.rawValue]
    // recursiveDescription rows, most of any big dump, are read in one pass over their raw
    // properties, which gives the frame as well, and without making a `Node` (a copy of the
    // hierarchy's references); other formats go through `Node`.
    let readsRaw =
      record.kind != .custom
      && (record.format == .recursiveDescription || record.format == .unknown
        || (record.format == .other && hierarchy[index].usesPropertySyntax))
    properties.removeAll(keepingCapacity: true)
    if readsRaw {
      DescriptionScanner(text).forEachProperty(
        from: Int(record.body.start), to: Int(record.body.end),
        dropsCutItem: !record.isClosed
      ) { key, value in
        properties.append(RawProperty(key: key, value: value))
        return true
      }
    }
    out.append("{")
    out.jsonNodeIdentity(index, of: hierarchy, text)
    out.append(", \"frame\": ")
    if readsRaw {
      let frame = properties.first { ByteText.equals(text[$0.key], "frame") }
      let rect = frame.flatMap { NumberList.rect(text[$0.value]) }
      out.jsonRect(rect)
      if frame != nil && rect == nil, let note = UnreadableFrames.diagnostic(for: hierarchy[index])
      {
        frameNotes.append(note)
      }
    } else {
      let frame = hierarchy[index].frame
      out.jsonRect(frame)
      if frame == nil, let note = UnreadableFrames.diagnostic(for: hierarchy[index]) {
        frameNotes.append(note)
      }
    }
    out.append(", \"line\": ")
    out.append(record.line)
    out.append(", \"kind\": \"")
    out.append(record.kind.name)
    out.append("\"")
    if hierarchy.parents[index.rawValue] < 0 || record.format != hierarchy.format {
      // Each tree keeps its own format; a node says so where it differs from the dump's.
      out.append(", \"format\": ")
      out.jsonString(record.format.rawValue)
    }
    if readsRaw {
      out.append(", \"properties\": {")
      // A key printed twice is written once. The usual handful of properties is searched
      // in place; a row with many keeps a set, so that it stays linear.
      let usesSet = properties.count > 16
      // memchr: rows a paste wrapped are rare, and most rows have no value to join.
      let isWrapped =
        ByteText.firstOffset(of: "\n", in: UnsafeBufferPointer(rebasing: text[record.body.range]))
        != nil
      let lead = isWrapped ? UnwrappedText.commentLead(of: record, in: text) : []
      var seen: Set<String> = []
      for (position, item) in properties.enumerated() {
        let isRepeated =
          usesSet
          ? !seen.insert(String(decoding: text[item.key], as: UTF8.self)).inserted
          : properties[..<position].contains(where: { Self.sameKey($0.key, item.key, text) })
        if isRepeated { continue }
        if position > 0 { out.append(", ") }
        out.jsonString(text[item.key])
        out.append(": ")
        if isWrapped, let joined = UnwrappedText.value(at: item.value, in: text, lead: lead) {
          joined.withUnsafeBufferPointer { out.jsonString($0[...]) }
        } else {
          out.jsonString(text[item.value])
        }
      }
      out.append("}")
    } else if record.kind == .custom {
      // A test framework's row names its class before its fields: the whole text is kept.
      if record.description != record.className {
        out.append(", \"description\": ")
        out.jsonString(text[record.description.range])
      }
      // And the fields read from it (KIF's `(invisible)`, `identifier: …`), if any.
      let fields = hierarchy[index].formatFields
      if !fields.isEmpty { writeProperties(fields, to: &out) }
    } else {
      writeProperties(hierarchy[index].properties, to: &out)
    }
    // The text as `print` shows it, quotes dropped and escapes decoded (`'\U60c5'` → `情`):
    // the properties keep the value as printed.
    let shownText =
      readsRaw
      ? properties.first { ByteText.equals(text[$0.key], "text") }.map {
        TextValue.decode(String(decoding: text[$0.value], as: UTF8.self))
      } : hierarchy[index].text
    if let shownText {
      out.append(", \"text\": ")
      out.jsonString(shownText)
    }
    if record.hasAnnotation, let annotation = hierarchy[index].annotation {
      out.append(", \"annotation\": ")
      out.jsonString(annotation)
    }
    let tail = record.closingPresumed ? hierarchy[index].tailSpan : record.tail
    if !tail.isEmpty {
      out.append(", \"tail\": ")
      out.jsonString(text[tail.range])
    }
    if !record.isClosed { out.append(", \"truncated\": true") }
  }

  /// `, "properties": {…}`, each key once (its first value).
  private func writeProperties(_ items: some Sequence<Properties.Item>, to out: inout OutputBuffer)
  {
    out.append(", \"properties\": {")
    var written: Set<String> = []
    for item in items where !written.contains(item.key) {
      if !written.isEmpty { out.append(", ") }
      written.insert(item.key)
      out.jsonString(item.key)
      out.append(": ")
      out.jsonString(item.value)
    }
    out.append("}")
  }

  struct RawProperty {
    var key: Range<Int>
    var value: Range<Int>
  }

  /// Whether two keys are the same String: ASCII keys compare by bytes, others as Strings
  /// (decoded, so that invalid bytes and canonical equivalents match as `properties` does).
  private static func sameKey(_ a: Range<Int>, _ b: Range<Int>, _ text: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    let first = text[a]
    let second = text[b]
    if first.allSatisfy({ $0 < 0x80 }) && second.allSatisfy({ $0 < 0x80 }) {
      return first.elementsEqual(second)
    }
    return String(decoding: first, as: UTF8.self) == String(decoding: second, as: UTF8.self)
  }

  private func writeDiagnostics(
    _ result: ParseResult, frameNotes: [Diagnostic], _ out: inout OutputBuffer
  ) {
    out.append(", \"lines\": {")
    let counts = result.lineCounts
    var first = true
    for disposition in LineDisposition.allCases {
      guard let count = counts[disposition] else { continue }
      if !first { out.append(", ") }
      first = false
      out.jsonString(disposition.name)
      out.append(": ")
      out.append(count)
    }
    out.append("}, \"diagnostics\": [")
    // In line order, the parser's before a frame's note on the same line.
    let all =
      frameNotes.isEmpty
      ? result.diagnostics
      : (result.diagnostics.map { ($0, 0) } + frameNotes.map { ($0, 1) })
        .enumerated().sorted {
          ($0.element.0.line, $0.element.1, $0.offset) < (
            $1.element.0.line, $1.element.1, $1.offset
          )
        }
        .map(\.element.0)
    for (offset, diagnostic) in all.enumerated() {
      if offset > 0 { out.append(", ") }
      out.append("{\"line\": ")
      out.append(diagnostic.line)
      out.append(", \"column\": ")
      out.append(diagnostic.column)
      out.append(", \"severity\": ")
      out.jsonString(diagnostic.severity.rawValue)
      out.append(", \"disposition\": ")
      out.jsonString(diagnostic.disposition.name)
      out.append(", \"message\": ")
      out.jsonString(diagnostic.message)
      out.append("}")
    }
    out.append("]")
  }
}
