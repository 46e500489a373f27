/// What a row says after its description's closing `>`, which decides what the row is. The
/// dumps written in recursiveDescription's angle-bracket syntax differ mostly there:
///
/// - `_printHierarchy`: `<UINavigationController 0x…>, state: appeared, view: <…>`
/// - ComponentKit: `<CKComponent: 0x…>, Position: {0, 0}, Size: {375, 44}`
/// - a layer row: `<CALayer: 0x…> (layer)`, a layer with its own text before the marker
/// - not a row at all: `<SBApplication: 0x…>:` heads an `_ivarDescription` listing,
///   `<__NSArrayM 0x…>(` an array's elements, `<Response: 0x…> {` an object's parts, `<UIView: 0x…>'s window is not equal to …` is a
///   console sentence
/// - not a row either: `<CALayer: 0x…>>` or `<NSArray: 0x…>; layer = <CALayer: 0x…>>`, whose
///   extra `>` closes a description wrapped from a line that is no row
/// - not a row either: a log message about an object, `<XCTWaiter: 0x…> done waiting` or
///   `<XCTWaiter: 0x…>: cancelWaiting`, where the description is `bare`: it prints nothing
///   after its address and stands outside any tree (the reader decides)
/// - not a row either: a name in angle brackets that heads text, `<Button> is:` or
///   `<UIWindow> subviews : (`, a `tag`: no address, no property, no marker (the reader
///   decides); a view's description prints at least one of them
/// - anything else is the row's tail text (`<UIView: 0x…> 'Sign in'`), often empty.
enum RowEnding: Equatable {
  /// A `_printHierarchy` view controller row: the text is its fields (`state:`, `view:`).
  case controllerFields
  /// A ComponentKit row: the text is its fields (`Position:`, `Size:`).
  case componentFields
  /// A layer row; `text` is what the layer printed before its `(layer)` marker (may be empty).
  case layerMarker(text: Range<Int>)
  /// `:`, `(` or `{` alone (but for a page's ` | |` residue), the head of a listing that
  /// follows (`<SBSwitcherModifierEventResponse: 0x…> {`, an object's nested description).
  case listingHead
  /// A sentence that names the view.
  case sentence
  /// `>` alone: the end of a description that began on a line before.
  case wrappedEnd
  /// Any other text (may be empty).
  case tail

  /// Reads `after`, the trimmed text after the closing `>`. A description that `continued`
  /// over following lines is a row whatever follows it; a `bare` one (nothing after its
  /// address, no marker or indentation before it, no row with markers below it) is a
  /// message's subject when words follow it; a `tag` is text when anything follows it.
  init(
    _ after: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>, continued: Bool,
    bare: Bool = false, tag: Bool = false
  ) {
    if ByteRanges.startsWith(after, ", state:", bytes)
      || ByteRanges.startsWith(after, ", view:", bytes)
    {
      self = .controllerFields
    } else if ByteRanges.startsWith(after, ", Position:", bytes) {
      self = .componentFields
    } else if let text = Self.textBeforeLayerMarker(after, bytes) {
      self = .layerMarker(text: text)
    } else if !after.isEmpty && !continued
      && (bytes[after.lowerBound] == UInt8(ascii: ":")
        || bytes[after.lowerBound] == UInt8(ascii: "(")
        || bytes[after.lowerBound] == UInt8(ascii: "{"))
      // A page that drew a table around the paste leaves ` | |` at each line's end.
      && Self.isTableResidue(bytes[(after.lowerBound + 1)..<after.upperBound])
    {
      self = .listingHead
    } else if !continued
      && (ByteRanges.startsWith(after, "'s ", bytes) || bare && Self.isMessage(after, bytes)
        || tag && !after.isEmpty)
    {
      self = .sentence
    } else if !after.isEmpty && !continued
      && (bytes[after].allSatisfy({ $0 == UInt8(ascii: ">") })
        || Self.closesWrappedProperties(after, bytes))
    {
      self = .wrappedEnd
    } else {
      self = .tail
    }
  }

  /// Text a log message goes on with after naming an object: `: ` and a word
  /// (`: cancelWaiting`), two words of letters, the second lowercase (`done waiting`,
  /// `entering wait loop`), a lowercase word that ends a sentence (`dismissed.`), or a
  /// selector's part with its argument (`dimmingViewWasTapped:<UIDimmingView: …>`); not a
  /// tail's `effect=none`, `#0` or `'Sign in'`.
  private static func isMessage(_ after: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    let isLetter = { (byte: UInt8) in byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A }
    if ByteRanges.startsWith(after, ": ", bytes) {
      return after.count > 2 && isLetter(bytes[after.lowerBound + 2])
    }
    var index = after.lowerBound
    while index < after.upperBound && isLetter(bytes[index]) { index += 1 }
    guard index > after.lowerBound else { return false }
    let startsLowercase = bytes[after.lowerBound] >= 0x61 && bytes[after.lowerBound] <= 0x7A
    if startsLowercase && index + 1 == after.upperBound
      && (bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: "!"))
    {
      return true
    }
    if startsLowercase && index + 1 < after.upperBound && bytes[index] == UInt8(ascii: ":")
      && !ByteRanges.isSpace(bytes[index + 1])
    {
      return true
    }
    guard index + 1 < after.upperBound, bytes[index] == UInt8(ascii: " ") else { return false }
    index += 1
    let second = index
    guard bytes[second] >= 0x61 && bytes[second] <= 0x7A else { return false }
    while index < after.upperBound && isLetter(bytes[index]) { index += 1 }
    return index == after.upperBound || bytes[index] == UInt8(ascii: " ")
  }

  /// Nothing, or the ` | |` a page's table leaves at a line's end: bars and spaces.
  private static func isTableResidue(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    text.isEmpty
      || (text.contains(UInt8(ascii: "|"))
        && text.allSatisfy { $0 == UInt8(ascii: "|") || ByteRanges.isSpace($0) })
  }

  /// `; layer = <CALayer: 0x…>>`: properties after the description, closing more than they
  /// open. The description was a key's value in a line wrapped after the key's `=`.
  private static func closesWrappedProperties(
    _ after: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    bytes[after.lowerBound] == UInt8(ascii: ";")
      && ByteRanges.balance(after, bytes, open: UInt8(ascii: "<"), close: UInt8(ascii: ">")) < 0
  }

  /// The text before a trailing `(layer)` marker (empty for a plain layer row), or nil when
  /// `after` does not end with the marker.
  private static func textBeforeLayerMarker(
    _ after: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>
  ) -> Range<Int>? {
    let marker = (after.upperBound - 7)..<after.upperBound
    guard marker.lowerBound >= after.lowerBound, ByteRanges.startsWith(marker, "(layer)", bytes)
    else { return nil }
    if marker.lowerBound == after.lowerBound { return marker.lowerBound..<marker.lowerBound }
    guard ByteRanges.isSpace(bytes[marker.lowerBound - 1]) else { return nil }
    return ByteRanges.trim(after.lowerBound..<marker.lowerBound, bytes)
  }
}
