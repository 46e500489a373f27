/// Writes the summary `TextTreeRenderer` prints for a recursiveDescription row
/// (`UILabel 0x7f… (16 8; 120 20) 'Hello' hidden`) straight into an `OutputBuffer`: the class
/// name as bytes prepared once per class, the address and frame as bytes, and the properties
/// read in one pass. On a big dump this is most of what `print` costs, and Strings per node
/// would cost several times the parse.
///
/// The summary says exactly what `TextTreeRenderer.summaryFromAccessors(of:)` says through
/// `Node`'s accessors; as there, the first of a repeated key counts.
struct RowSummaryWriter {
  let style: TextStyle
  let showsAddresses: Bool
  let showsRawNames: Bool
  /// Each class's styled name, made the first time a node of the class is written; empty
  /// when names are not kept.
  private var names: [[UInt8]?]

  /// `keepsNames`: keep each class's name for the next node of the class (a whole tree); a
  /// writer for one node does not, sparing a slot per class of the dump.
  init(
    _ hierarchy: Hierarchy, style: TextStyle, showsAddresses: Bool, showsRawNames: Bool,
    keepsNames: Bool = true
  ) {
    self.style = style
    self.showsAddresses = showsAddresses
    self.showsRawNames = showsRawNames
    names = keepsNames ? Array(repeating: nil, count: hierarchy.classNames.count) : []
  }

  /// Whether `write` can summarize the row: recursiveDescription rows but view controllers
  /// (which `_printHierarchy` prints), and custom rows (a test framework's, KIF's).
  static func handles(_ record: NodeRecord) -> Bool {
    // An annotated row (rare) is summarized through `Node`, which reads its annotation.
    ((record.format == .recursiveDescription && record.kind != .viewController)
      || record.kind == .custom) && !record.hasAnnotation
  }

  /// Writes the summary of a node whose record `handles`; `text` is the hierarchy's text.
  mutating func write(
    _ hierarchy: Hierarchy, _ record: NodeRecord, classID: Int,
    _ text: UnsafeBufferPointer<UInt8>, to out: inout OutputBuffer
  ) {
    var parts = PartSeparator()
    parts.next(&out)
    out.append(name(hierarchy, classID: classID))
    if showsAddresses && !record.address.isEmpty {
      parts.next(&out)
      styled(TextStyle.addressCode, text[record.address.range], to: &out)
    }
    switch record.kind {
    case .layer:
      parts.next(&out)
      styled(TextStyle.flagCode, "(layer)", to: &out)
    case .custom:
      // A test framework's fields after the class it names (`, identifier: reminders table`).
      var rest = Int(record.className.end)..<Int(record.description.end)
      while let first = rest.first,
        text[first] == UInt8(ascii: ",") || text[first] == UInt8(ascii: " ")
      {
        rest = (first + 1)..<rest.upperBound
      }
      if !rest.isEmpty {
        parts.next(&out)
        styled(TextStyle.flagCode, text[rest], to: &out)
      }
    case .viewController:
      break
    case .view, .textContainer, .layoutGuide, .element:
      writeProperties(record, text, parts: &parts, to: &out)
    }
  }

  /// The frame, base class, text and flags, from one pass over the row's properties.
  private func writeProperties(
    _ record: NodeRecord, _ text: UnsafeBufferPointer<UInt8>, parts: inout PartSeparator,
    to out: inout OutputBuffer
  ) {
    var frameRead = false
    var frame: Rect? = nil
    var baseClass: Slice<UnsafeBufferPointer<UInt8>>? = nil
    var quotedText: Slice<UnsafeBufferPointer<UInt8>>? = nil
    var hidden: Bool? = nil
    var alpha: Double? = nil
    DescriptionScanner(text).forEachProperty(
      from: Int(record.body.start), to: Int(record.body.end)
    ) { keyRange, valueRange in
      let key = text[keyRange]
      let value = text[valueRange]
      if !frameRead, ByteText.equals(key, "frame") {
        frameRead = true
        frame = NumberList.rect(value)
      } else if baseClass == nil, ByteText.equals(key, "baseClass") {
        baseClass = value
      } else if quotedText == nil, ByteText.equals(key, "text") {
        quotedText = value
      } else if hidden == nil, ByteText.equals(key, "hidden") {
        hidden = FlagValue.isSet(value)
      } else if alpha == nil, ByteText.equals(key, "alpha") {
        alpha = NumberList.parse(value).first ?? 1
      }
      return true
    }
    if let frame {
      parts.next(&out)
      out.printed(frame: frame)
    }
    if let baseClass {
      parts.next(&out)
      styled(
        TextStyle.flagCode,
        ": " + TerminalSafeText.sanitize(String(decoding: baseClass, as: UTF8.self)), to: &out
      )
    }
    if let quotedText {
      let decoded = TextValue.decode(String(decoding: quotedText, as: UTF8.self))
      parts.next(&out)
      styled(TextStyle.quotedCode, "'" + TerminalSafeText.sanitize(decoded) + "'", to: &out)
    }
    if hidden == true {
      parts.next(&out)
      styled(TextStyle.flagCode, "hidden", to: &out)
    }
    if let alpha, alpha != 1 {
      parts.next(&out)
      styled(TextStyle.flagCode, "alpha=" + Rect.printed(alpha), to: &out)
    }
    if !record.isClosed {
      parts.next(&out)
      styled(TextStyle.flagCode, "[truncated]", to: &out)
    }
  }

  /// The styled, shortened and terminal-safe name of a class.
  private mutating func name(_ hierarchy: Hierarchy, classID: Int) -> [UInt8] {
    if classID < names.count, let name = names[classID] { return name }
    // A SwiftUI hosting view's readable name can run to 200 characters of generic arguments.
    let name =
      showsRawNames
      ? hierarchy.classNames[classID]
      : ClassNameShortener.shorten(hierarchy.classDisplayNames[classID], limit: 60)
    let bytes = Array(style.className(TerminalSafeText.sanitize(name)).utf8)
    if classID < names.count { names[classID] = bytes }
    return bytes
  }

  /// Dump bytes in a style: as they are when they are printable ASCII, else decoded and made
  /// terminal-safe.
  private func styled(
    _ code: StaticString, _ bytes: Slice<UnsafeBufferPointer<UInt8>>, to out: inout OutputBuffer
  ) {
    guard TerminalSafeText.isPrintedAsIs(bytes) else {
      let sanitized = TerminalSafeText.sanitize(String(decoding: bytes, as: UTF8.self))
      return styled(code, sanitized, to: &out)
    }
    guard style.isEnabled && !bytes.isEmpty else { return out.append(bytes) }
    opening(code, to: &out)
    out.append(bytes)
    out.append("\u{1B}[0m" as StaticString)
  }

  private func styled(_ code: StaticString, _ text: String, to out: inout OutputBuffer) {
    guard style.isEnabled && !text.isEmpty else { return out.append(text) }
    opening(code, to: &out)
    out.append(text)
    out.append("\u{1B}[0m" as StaticString)
  }

  private func opening(_ code: StaticString, to out: inout OutputBuffer) {
    out.append("\u{1B}[" as StaticString)
    out.append(code)
    out.append(UInt8(ascii: "m"))
  }

  /// The single space between a summary's parts (`joined(separator: " ")`).
  private struct PartSeparator {
    private var isFirst = true

    mutating func next(_ out: inout OutputBuffer) {
      if !isFirst { out.append(UInt8(ascii: " ")) }
      isFirst = false
    }
  }
}
