/// The last resort for a line under depth markers: a view whose `description` is overridden
/// prints free text (`   | CustomDebugDescription`), which becomes a node of kind `.custom`.
/// Markers followed by `<` and no readable class are reported as unreadable instead.
struct CustomDescriptionReader {
  func read(_ line: LineContext) -> LineReadOutcome {
    let bytes = line.bytes
    var index = ByteRanges.skipCommentPrefix(line.content, bytes)
    var markers = 0
    while index < line.content.upperBound {
      let byte = bytes[index]
      if byte == UInt8(ascii: "|") {
        markers += 1
      } else if !ByteRanges.isSpace(byte) {
        break
      }
      index += 1
    }
    guard markers > 0, index < line.content.upperBound else { return .noHeader }
    let first = bytes[index]
    if first == UInt8(ascii: "<") {
      return .unreadableHeader(offset: index - line.content.lowerBound)
    }
    // Elisions (`|    ...`) and punctuation are not descriptions.
    guard isIdentifierStart(first) else { return .noHeader }
    let text = line.span(absolute: index..<line.content.upperBound)
    var record = line.record(format: .recursiveDescription, kind: .custom, markerDepth: markers)
    record.source = line.span(absolute: line.content)
    record.description = text
    record.className = text
    return .node(record)
  }

  private func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
      || byte >= 0x80
  }
}
