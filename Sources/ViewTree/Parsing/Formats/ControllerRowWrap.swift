/// A `_printHierarchy` row wrapped at a fixed width (an e-mail, a terminal copy, a forum):
/// `<UINavigationController 0x…>, state: appeared, view:` and on the next line
/// `<UILayoutContainerView 0x…>`, or `view: <UIView` then `0x…> not in the window`. The
/// fields are cut where a row never ends: after a label's colon, after a comma, inside a
/// description, or before the `view:` every row prints (`state: app` then `eared, view: …`).
/// A long row may take several lines (`…, presented with:` then the presentation controller).
enum ControllerRowWrap {
  /// The most lines a wrapped row's fields go on over.
  static let maximumLines = 4

  /// Whether the fields after a controller's description stop where a row cannot end.
  static func isCut(_ fields: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let last = fields.last else { return false }
    if bytes[last] == UInt8(ascii: ":") || bytes[last] == UInt8(ascii: ",") { return true }
    let text = UnsafeBufferPointer(rebasing: bytes[fields])
    if ByteText.contains(text, ", state:") && !ByteText.contains(text, "view:") { return true }
    var open = 0
    for byte in bytes[fields] {
      if byte == UInt8(ascii: "<") { open += 1 } else if byte == UInt8(ascii: ">") { open -= 1 }
    }
    return open > 0 || endsInsideAField(text)
  }

  /// The fields `_printHierarchy` writes after a `, ` or after the view's `> `.
  private static let fieldStarts = ["presented with:", "state:", "view:", "not in the window"]

  /// Whether the text ends with the start of a field only (`, presen`, `> not in the win`).
  private static func endsInsideAField(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    // The last `, ` or `> `, searched from the end: only the last field can be cut.
    var index = text.count - 2
    while index >= 0
      && !(text[index + 1] == UInt8(ascii: " ")
        && (text[index] == UInt8(ascii: ",") || text[index] == UInt8(ascii: ">")))
    {
      index -= 1
    }
    guard index >= 0, index + 2 < text.count else { return false }
    let tail = text[(index + 2)...]
    return tail.count >= 2
      && fieldStarts.contains { $0.utf8.count > tail.count && $0.utf8.starts(with: tail) }
  }

  /// The trimmed text of `next` when it can be the rest of a cut row: not blank, without depth
  /// markers, and no controller row of its own (`<Child 0x…>, state: …`) nor a prompt.
  static func rest(_ next: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
    let text = ByteRanges.trimLine(next, bytes)
    guard let first = text.first else { return nil }
    let byte = bytes[first]
    guard byte != UInt8(ascii: "|"), byte != UInt8(ascii: "+"), byte != UInt8(ascii: "(") else {
      return nil
    }
    let line = UnsafeBufferPointer(rebasing: bytes[text])
    return ByteText.contains(line, ", state:") ? nil : text
  }
}
