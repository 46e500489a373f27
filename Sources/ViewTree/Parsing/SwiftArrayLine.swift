/// Swift's `print` of an array of views, which puts every element on one line:
/// `[<UIView: 0x…; frame = …; layer = <CALayer: 0x…>>, <UILabel: 0x…; …>]`
/// (`print(view.subviews)`), maybe as an optional (`Optional([<…>])`) or after a short label
/// (`subviews: [<…>]`), also in a code comment (`// Optional([<…>])`). Each element is a
/// description of its own; without depth markers they are read as sibling roots, which is
/// what the elements of `subviews` are.
struct SwiftArrayLine {
  private let header = LineGrammar.bareHeader.matcher()
  private let addressGroup = LineGrammar.bareHeader.groupNumber(named: "address")!

  /// The descriptions of `line` (`<` to `>`, relative to its start) when it is such an array,
  /// whose first element is a view's description with an address; nil otherwise. The last
  /// description may be cut short (a truncated paste): it runs to the end of the line.
  /// - Complexity: O(line length).
  func elements(in line: UnsafeBufferPointer<UInt8>) -> [Range<Int>]? {
    guard var index = arrayOpen(in: line) else { return nil }
    index += 1
    guard index < line.count, line[index] == UInt8(ascii: "<"),
      (try? header.matches(line, from: index)) == true, header.range(addressGroup) != nil
    else { return nil }
    let scanner = DescriptionScanner(line)
    var elements: [Range<Int>] = []
    while index < line.count && line[index] == UInt8(ascii: "<") {
      guard let close = scanner.closingBracket(from: index + 1, to: line.count) else {
        elements.append(index..<line.count)
        return elements
      }
      elements.append(index..<(close + 1))
      index = skipSpaces(in: line, from: close + 1)
      guard index < line.count, line[index] == UInt8(ascii: ",") else { break }
      index = skipSpaces(in: line, from: index + 1)
    }
    return isArrayEnd(line, from: index) ? elements : nil
  }

  /// Where the array's `[` is: after spaces and comment marks (`// `, a line of a code
  /// comment), Swift's `Optional(` and a label (`subviews: `, `views = `).
  private func arrayOpen(in line: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = ByteRanges.skipCommentPrefix(0..<line.count, line)
    let optional = Array("Optional(".utf8)
    while line.count - index > optional.count
      && line[index..<(index + optional.count)].elementsEqual(optional)
    {
      index += optional.count
    }
    if index < line.count && line[index] != UInt8(ascii: "[") {
      // A label: a name, then `:` or ` =`, within a few dozen bytes.
      var end = index
      while end < line.count && end - index < 60 && isNameByte(line[end]) { end += 1 }
      guard end > index else { return nil }
      end = skipSpaces(in: line, from: end)
      guard end < line.count,
        line[end] == UInt8(ascii: ":") || line[end] == UInt8(ascii: "=")
      else { return nil }
      index = skipSpaces(in: line, from: end + 1)
    }
    return index < line.count && line[index] == UInt8(ascii: "[") ? index : nil
  }

  /// Whether only the array's `]` (and an optional's `)`) or nothing, when the paste was cut
  /// after an element, is left from `index` on.
  private func isArrayEnd(_ line: UnsafeBufferPointer<UInt8>, from index: Int) -> Bool {
    var index = index
    if index < line.count && line[index] == UInt8(ascii: "]") { index += 1 }
    while index < line.count && line[index] == UInt8(ascii: ")") { index += 1 }
    return skipSpaces(in: line, from: index) == line.count
  }

  private func skipSpaces(in line: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    while index < line.count && ByteRanges.isSpace(line[index]) { index += 1 }
    return index
  }

  private func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."):
      return true
    default: return false
    }
  }
}
