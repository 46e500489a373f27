/// Angle brackets of code, not of a description: a generic type (`NSArray<NSString *>`,
/// `AppKitWindowHostingView<ModifiedContent<AnyView, RootModifier>>`) or an Objective-C
/// protocol list (`<UISwipeActionPullViewDelegate>* delegate`). A description has a `:` (or
/// a space and an address) after its class name; these hold only names, spaces, `*`, `.`,
/// `,` and nested brackets up to their `>`.
enum TypeSyntax {
  /// Whether the brackets opened at `open` close before anything but type names.
  /// - Complexity: O(length of the bracketed text).
  static func isTypeList(_ text: UnsafeBufferPointer<UInt8>, openingAt open: Int) -> Bool {
    guard open < text.count, text[open] == UInt8(ascii: "<") else { return false }
    var depth = 0
    var index = open
    var sawName = false
    while index < text.count {
      let byte = text[index]
      switch byte {
      case UInt8(ascii: "<"): depth += 1
      case UInt8(ascii: ">"):
        depth -= 1
        if depth == 0 { return sawName }
      case UInt8(ascii: " "), UInt8(ascii: "*"), UInt8(ascii: "."), UInt8(ascii: ","): break
      default:
        guard ByteRanges.isClassNameStart(byte) || ByteRanges.isDigit(byte) || byte >= 0x80
        else { return false }
        // `<UIView 0x7f…>`: a description whose address follows a space.
        if byte == UInt8(ascii: "0") && index + 1 < text.count
          && text[index + 1] == UInt8(ascii: "x") && text[index - 1] == UInt8(ascii: " ")
        {
          return false
        }
        sawName = true
      }
      index += 1
    }
    return false
  }
}
