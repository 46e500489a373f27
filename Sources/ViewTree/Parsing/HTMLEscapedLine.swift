#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A row copied from a web page's source or a static-site build, where the angle brackets of a
/// description are written as character references: `&lt;UIView: 0x…; …&gt;`.
enum HTMLEscapedLine {
  private static let opening = Array("lt;".utf8)

  /// True when the line holds `&lt;` right before a name, where a description would start,
  /// or its indentation holds `&nbsp;` (rows of formats without brackets, XCUITest's).
  /// - Complexity: O(line length).
  static func isEscaped(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = line.baseAddress else { return false }
    var lead = 0
    while lead < line.count && (ByteRanges.isSpace(line[lead]) || line[lead] == UInt8(ascii: "|")) {
      lead += 1
    }
    if lead < line.count && line[lead] == UInt8(ascii: "&"),
      noBreakSpaces.contains(where: { line[(lead + 1)...].starts(with: $0) })
    {
      return true
    }
    var index = 0
    while index < line.count {
      guard let found = memchr(base + index, Int32(UInt8(ascii: "&")), line.count - index) else {
        return false
      }
      let at = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
      if at + 4 < line.count && line[(at + 1)...].starts(with: opening) {
        let lower = line[at + 4] | 0x20
        if line[at + 4] == UInt8(ascii: "_") || (lower >= 0x61 && lower <= 0x7A) { return true }
      }
      if rowReferences.contains(where: { line[(at + 1)...].starts(with: $0) }) { return true }
      index = at + 1
    }
    return false
  }

  private static let openingTags = [Array("<pre".utf8), Array("<code".utf8)]

  /// How many bytes the page's opening tags before a line take (`<pre>`, `<pre><code>`,
  /// `<code class="…">`), or nil when it has none: glued to the first row, they are no part
  /// of it, whether or not the row has anything to escape (AppKit's rows have no brackets).
  /// Nil too when nothing follows the tags.
  /// - Complexity: O(tags length).
  static func openingMarkupWidth(of line: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = 0
    while index < line.count && (line[index] == 0x20 || line[index] == 0x09) { index += 1 }
    var width: Int? = nil
    tags: while index < line.count && line[index] == UInt8(ascii: "<") {
      for tag in openingTags where line[index...].starts(with: tag) {
        let after = index + tag.count
        guard after < line.count, line[after] == UInt8(ascii: ">") || line[after] == 0x20,
          let close = line[after...].firstIndex(of: UInt8(ascii: ">"))
        else { break tags }
        index = close + 1
        width = index
        continue tags
      }
      break
    }
    // Tags alone on their line leave nothing to read behind them.
    return width == line.count ? nil : width
  }

  /// Where the page's closing tags at the end of a line start (`</code></pre>`), the line's
  /// end when it has none; nil when a tag closes inside the line after `start`, where the
  /// opening tags ended: that is inline code in a sentence (`<code>Other, 0x…</code>, is never
  /// hittable`), no row.
  /// - Complexity: O(line length).
  static func closingMarkupStart(of line: UnsafeBufferPointer<UInt8>, after start: Int) -> Int? {
    var end = ByteRanges.trimTrailing(0..<line.count, line).upperBound
    closing: while end > start {
      for tag in closingTags where ByteRanges.endsWith(start..<end, tag, line) {
        end = ByteRanges.trimTrailing(start..<(end - tag.utf8CodeUnitCount), line).upperBound
        continue closing
      }
      break
    }
    let closesInside = line[start..<end].indices.contains {
      line[$0] == UInt8(ascii: "<") && $0 + 1 < end && line[$0 + 1] == UInt8(ascii: "/")
    }
    return closesInside || end == start ? nil : end
  }

  private static let closingTags: [StaticString] = ["</pre>", "</code>"]

  /// The references such pages use, and the byte each stands for.
  private static let references: [(name: [UInt8], byte: UInt8)] = [
    (Array("lt;".utf8), UInt8(ascii: "<")), (Array("gt;".utf8), UInt8(ascii: ">")),
    (Array("amp;".utf8), UInt8(ascii: "&")), (Array("quot;".utf8), UInt8(ascii: "\"")),
    (Array("#39;".utf8), UInt8(ascii: "'")), (Array("apos;".utf8), UInt8(ascii: "'")),
    (Array("#x27;".utf8), UInt8(ascii: "'")),
  ]

  /// XCUITest's arrows (`→`, `↳`), as a page's source may write them: the text they stand for.
  private static let arrows: [(name: [UInt8], text: [UInt8])] = [
    (Array("rarr;".utf8), Array("→".utf8)), (Array("#8594;".utf8), Array("→".utf8)),
    (Array("#x2192;".utf8), Array("→".utf8)), (Array("#8627;".utf8), Array("↳".utf8)),
    (Array("#x21B3;".utf8), Array("↳".utf8)),
  ]

  /// References that alone mark a line as escaped, though it has no `&lt;`: an XCUITest row's
  /// arrow or quotes (`&rarr;Application, …, label: &#39;Shop&#39;`).
  private static let rowReferences: [[UInt8]] =
    arrows.map(\.name) + references.filter { "'\"".utf8.contains($0.byte) }.map(\.name)

  /// `&nbsp;` (`&#160;`), which a page's source writes for the spaces of an indentation; read
  /// as a space, also in a value.
  private static let noBreakSpaces = [Array("nbsp;".utf8), Array("#160;".utf8)]

  /// Appends the line with its references decoded, and a newline, to `output`. Other `&`
  /// sequences stay as they are. A literal `<…>` is the page's markup (`<pre>`, a highlighter's
  /// `<span class="…">`), since the text's own brackets are escaped: it is left out.
  static func unescape<Output: DecodedOutput>(
    _ line: UnsafeBufferPointer<UInt8>, into output: inout Output
  ) {
    var index = 0
    // Once no `>` follows, none follows a later `<` either: the search is not repeated.
    var closes = true
    outer: while index < line.count {
      let byte = line[index]
      if byte == UInt8(ascii: "<") && closes {
        if let close = line[(index + 1)...].firstIndex(of: UInt8(ascii: ">")) {
          index = close + 1
          continue
        }
        closes = false
      }
      if byte == UInt8(ascii: "&") {
        let rest = line[(index + 1)...]
        for reference in references where rest.starts(with: reference.name) {
          output.append(reference.byte, from: index)
          index += 1 + reference.name.count
          continue outer
        }
        for name in noBreakSpaces where rest.starts(with: name) {
          output.append(0x20, from: index)
          index += 1 + name.count
          continue outer
        }
        for arrow in arrows where rest.starts(with: arrow.name) {
          for byte in arrow.text { output.append(byte, from: index) }
          index += 1 + arrow.name.count
          continue outer
        }
      }
      output.append(byte, from: index)
      index += 1
    }
    output.append(0x0A, from: line.count)
  }
}
