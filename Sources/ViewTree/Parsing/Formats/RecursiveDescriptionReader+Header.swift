import PCRE2

/// A row's header (`<Class: 0x…`) and what tells a description from other angle-bracket text
/// (markup, XML attributes, a quoted row); and where the description's body starts and ends.
extension RecursiveDescriptionReader {
  /// Where the header's parts are in the line.
  struct HeaderMatch {
    var prefix: Range<Int>
    var markers: Int
    var open: Range<Int>
    var className: Range<Int>
    var address: Range<Int>?
    var end: Int
    /// An owner annotation before the description ended with `(` (`XX (<UIView: …>)`).
    var annotationOpensParenthesis = false
    /// An annotation stands between the markers and the description (`annotatedHeader`).
    var isAnnotated = false
  }

  /// Matches the line's header. An ordinary line (indentation, `|` markers, `<`) has its
  /// markers counted by hand (whole words of lead by `MarkerRun`, the rest byte by byte) and
  /// only its header matched by PCRE2; any other line goes through the full pattern with its
  /// envelope.
  func matchHeader(_ subject: UnsafeBufferPointer<UInt8>) -> HeaderMatch? {
    var (index, markers) = MarkerRun.skipWords(subject, from: 0)
    while index < subject.count {
      let byte = subject[index]
      if byte == UInt8(ascii: "|") || byte == UInt8(ascii: "+") {
        markers += 1
      } else if byte == UInt8(ascii: ":") && index + 1 < subject.count
        && (subject[index + 1] == 0x20 || subject[index + 1] == 0x09)
      {
        // A page that alternates `:` and `|` by level (`: | : <UIView…`) to guide the eye.
        markers += 1
      } else if byte == UInt8(ascii: "-") && index > 0 && subject[index - 1] != 0x20 {
        // EarlGrey's branch `|--<…`: the dashes belong to the marker before them.
      } else if byte != 0x20 && byte != 0x09 {
        break
      }
      index += 1
    }
    if index < subject.count && subject[index] == UInt8(ascii: "<") {
      guard (try? bareHeader.matches(subject, from: index)) == true else {
        return markers > 0 ? cutAtGluedAddress(subject, from: index, markers: markers) : nil
      }
      return HeaderMatch(
        prefix: 0..<0, markers: markers, open: bareHeader.range(bareGroups.open)!,
        className: bareHeader.range(bareGroups.className)!,
        address: bareHeader.range(bareGroups.address), end: bareHeader.range(0)!.upperBound)
    }
    guard (try? header.matches(subject)) == true else {
      return markers > 0 ? annotatedHeader(subject, from: index, markers: markers) : nil
    }
    return HeaderMatch(
      prefix: header.range(prefixGroup)!,
      markers: ByteRanges.countMarkers(subject, header.range(markersGroup)!),
      open: header.range(openGroup)!, className: header.range(classGroup)!,
      address: header.range(addressGroup), end: header.range(0)!.upperBound)
  }

  /// A row with markers cut inside the address glued to its class name, as EarlGrey writes it
  /// (`|--<UIButtonLabel:0x7fb6`, `|--<UIButtonLabel:0`): the line ends there, so nothing
  /// tells the row from a constraint's description but the markers before it. Nil for any
  /// other line. Kept out of line: no ordinary row gets here.
  @inline(never)
  func cutAtGluedAddress(
    _ subject: UnsafeBufferPointer<UInt8>, from open: Int, markers: Int
  ) -> HeaderMatch? {
    let nameStart = open + 1
    guard nameStart < subject.count, ByteRanges.isClassNameStart(subject[nameStart]) else {
      return nil
    }
    var colon = nameStart + 1
    while colon < subject.count && ByteRanges.isClassNameByte(subject[colon]) { colon += 1 }
    guard colon + 1 < subject.count, subject[colon] == UInt8(ascii: ":"),
      subject[colon + 1] == UInt8(ascii: "0")
    else { return nil }
    var end = colon + 2
    let hasPrefix = end < subject.count && subject[end] == UInt8(ascii: "x")
    if hasPrefix { end += 1 }
    let digits = end
    while end < subject.count && ByteRanges.isHexDigit(subject[end]) { end += 1 }
    guard end == subject.count else { return nil }
    return HeaderMatch(
      prefix: 0..<0, markers: markers, open: open..<nameStart, className: nameStart..<colon,
      address: hasPrefix && end > digits ? (colon + 1)..<end : nil, end: end)
  }

  /// A row whose markers are followed by an owner annotation, then the view's description.
  /// recursiveDescription categories print an instance variable's name (`_titleLabel <…`),
  /// the owning controller (`'ListController:0x…' 1 child[…] <…`) or wrap a view in
  /// `XX (<…>)`. The annotation holds no `<`, `>`, `;`, `=` or `|`, starts with an ASCII
  /// letter, `_`, a digit or a quote (a blog's curly `‘` too), and is set off from the `<` by a
  /// space or `(`; the description must carry an address. Nil for any other line (a custom
  /// description).
  func annotatedHeader(
    _ subject: UnsafeBufferPointer<UInt8>, from start: Int, markers: Int
  ) -> HeaderMatch? {
    guard start < subject.count else { return nil }
    let first = subject[start]
    guard
      first == UInt8(ascii: "_") || first == UInt8(ascii: "'")
        || (first | 0x20 >= UInt8(ascii: "a") && first | 0x20 <= UInt8(ascii: "z"))
        || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9"))
        || subject[start...].starts(with: [0xE2, 0x80, 0x98])
    else { return nil }
    var open = start
    while open < subject.count {
      let byte = subject[open]
      if byte == UInt8(ascii: "<") { break }
      if byte == UInt8(ascii: ">") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: "=")
        || byte == UInt8(ascii: "|")
      {
        return nil
      }
      open += 1
    }
    guard open < subject.count, open > start else { return nil }
    let before = subject[open - 1]
    guard before == 0x20 || before == 0x09 || before == UInt8(ascii: "(") else { return nil }
    guard (try? bareHeader.matches(subject, from: open)) == true,
      let address = bareHeader.range(bareGroups.address)
    else { return nil }
    return HeaderMatch(
      prefix: 0..<0, markers: markers, open: bareHeader.range(bareGroups.open)!,
      className: bareHeader.range(bareGroups.className)!, address: address,
      end: bareHeader.range(0)!.upperBound,
      annotationOpensParenthesis: before == UInt8(ascii: "("), isAnnotated: true)
  }

  /// After an assignment, only a string that opens on a view description with an address
  /// (`= \`<UIWindow: 0x…`, `= @"<UIView: 0x…`) is a dump pasted into source code.
  func opensQuotedRow(_ subject: UnsafeBufferPointer<UInt8>, _ match: HeaderMatch) -> Bool {
    guard match.address != nil, match.open.lowerBound > 0 else { return false }
    let quote = subject[match.open.lowerBound - 1]
    return quote == UInt8(ascii: "`") || quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'")
  }

  /// Whether a header without an address is something else in angle brackets: an author's
  /// elision (`<snip>`), a markup tag, or a header's path (`<UIKit/UIView.h>`, which Xcode's
  /// constraint message names). Kept out of line: views rarely lack an address, and the
  /// ordinary row's path stays small.
  @inline(never)
  func isNoDescription(_ subject: UnsafeBufferPointer<UInt8>, _ match: HeaderMatch)
    -> Bool
  {
    if match.end < subject.count && subject[match.end] == UInt8(ascii: ">")
      && (try? elision.matches(subject)) == true
    {
      return true
    }
    return isMarkupTag(subject, match.className)
      || subject[match.className].contains(UInt8(ascii: "/"))
      || opensXMLAttribute(subject, after: match.className.upperBound)
  }

  /// Whether the line is one tag alone, without markers (`<AppiumAUT>`, the root element of a
  /// UI test driver's XML page source): a view's description prints at least its address or
  /// a property, unless the dump's addresses were purged and the rows below, with markers,
  /// show it is their root (the caller asks).
  func isLoneTag(_ subject: UnsafeBufferPointer<UInt8>, _ match: HeaderMatch) -> Bool {
    guard match.markers == 0, match.open.count == 1, ByteRanges.isWhitespace(subject, match.prefix),
      match.end < subject.count, subject[match.end] == UInt8(ascii: ">")
    else { return false }
    return subject[(match.end + 1)...].allSatisfy(ByteRanges.isSpace)
  }

  /// Whether an XML attribute, `name="`, follows the class name after spaces: a view's
  /// description never writes one, a UI test driver's XML page source writes one per property,
  /// and JSX (`style={…}`) writes them too.
  func opensXMLAttribute(_ subject: UnsafeBufferPointer<UInt8>, after start: Int) -> Bool {
    var index = start
    while index < subject.count && ByteRanges.isSpace(subject[index]) { index += 1 }
    return index > start && Self.isAttribute(subject, at: index)
  }

  /// Whether the line after a header cut after its name (`<StackLayout`, `<View`) starts with
  /// an attribute: an element of markup written over several lines, no wrapped description
  /// (whose properties print `name = value`, with spaces).
  static func continuesWithAttributes(
    _ line: Range<Int>?, _ bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard let line else { return false }
    let text = UnsafeBufferPointer(rebasing: bytes[line])
    let start = text.firstIndex { !ByteRanges.isSpace($0) } ?? text.endIndex
    return isAttribute(text, at: start)
  }

  /// `name="`, `name='` or `name={` at `index`.
  private static func isAttribute(_ subject: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
    var index = start
    while index < subject.count {
      let byte = subject[index]
      let isNameByte =
        (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
        || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":")
      guard isNameByte else { break }
      index += 1
    }
    guard index > start && index + 1 < subject.count && subject[index] == UInt8(ascii: "=")
    else { return false }
    let value = subject[index + 1]
    return value == UInt8(ascii: "\"") || value == UInt8(ascii: "'") || value == UInt8(ascii: "{")
  }

  /// An HTML or XML tag (`<details>`, `<img src=…>`, `<key>`): lowercase, not module-qualified.
  /// Called only for headers without an address, which views rarely lack.
  func isMarkupTag(_ subject: UnsafeBufferPointer<UInt8>, _ className: Range<Int>) -> Bool {
    let first = subject[className.lowerBound]
    guard first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") else { return false }
    guard !subject[className].contains(UInt8(ascii: ".")) else { return false }
    // A property list after the name (`<myView; frame = …>`) makes it a view.
    return className.upperBound >= subject.count
      || subject[className.upperBound] != UInt8(ascii: ";")
  }
  /// The body starts after the `; ` (or `: ` when there is no address) that ends the header.
  func bodyStart(_ start: Int, _ end: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var index = start
    if index < end && (bytes[index] == UInt8(ascii: ";") || bytes[index] == UInt8(ascii: ":")) {
      index += 1
    }
    while index < end && bytes[index] == 0x20 { index += 1 }
    return index
  }

  /// Where a blog's closing curly quote (`”`, `’`) starts, when it ends `range` and closes no
  /// quote opened in it.
  func closingCurlyQuote(_ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>)
    -> Int?
  {
    let start = range.upperBound - 3
    guard start >= range.lowerBound, bytes[start] == 0xE2, bytes[start + 1] == 0x80,
      bytes[start + 2] == 0x9D || bytes[start + 2] == 0x99
    else { return nil }
    // `“` (9C) opens `”` (9D), `‘` (98) opens `’` (99).
    let close = bytes[start + 2]
    var balance = 0
    var index = range.lowerBound
    while index + 2 < range.upperBound {
      if bytes[index] == 0xE2 && bytes[index + 1] == 0x80 {
        if bytes[index + 2] == close { balance -= 1 }
        if bytes[index + 2] == close - 1 { balance += 1 }
      }
      index += 1
    }
    return balance < 0 ? start : nil
  }

  /// The markup that closes a wiki's, forum's or web page's code block (`{code}`,
  /// `{noformat}`, `[/code]`, `</pre>`, `</code>`), the counterparts of
  /// `LineGrammar.codeMarkup`.
  static let closingCodeMarkup: [[UInt8]] = [
    "{code}", "{noformat}", "[/code]", "</pre>", "</code>",
  ]
  .map { Array($0.utf8) }

  /// `range` without the closing code markup at its end, also several (`</code></pre>`).
  func dropClosingCodeMarkup(_ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>)
    -> Range<Int>
  {
    var upper = range.upperBound
    while upper > range.lowerBound,
      bytes[upper - 1] == UInt8(ascii: "}")
        || bytes[upper - 1] == UInt8(ascii: "]") || bytes[upper - 1] == UInt8(ascii: ">"),
      let markup = Self.closingCodeMarkup.first(where: { markup in
        upper - range.lowerBound >= markup.count
          && bytes[(upper - markup.count)..<upper].elementsEqual(markup)
      })
    {
      upper -= markup.count
    }
    return ByteRanges.trim(range.lowerBound..<upper, bytes)
  }

  /// A closing wrapper quote, backtick, Markdown fence, code markup or parenthesis (Swift's
  /// `Optional(…)`) left after the last node of a wrapped dump.
  func dropUnbalancedWrapper(_ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>)
    -> Range<Int>
  {
    let range = dropClosingCodeMarkup(range, bytes)
    var upper = range.upperBound
    var unbalanced = 0
    if upper > range.lowerBound && bytes[upper - 1] == UInt8(ascii: ")") {
      for byte in bytes[range] {
        if byte == UInt8(ascii: ")") {
          unbalanced += 1
        } else if byte == UInt8(ascii: "(") {
          unbalanced -= 1
        }
      }
    }
    while upper > range.lowerBound
      && (bytes[upper - 1] == UInt8(ascii: ";") || bytes[upper - 1] == UInt8(ascii: ",")
        || (bytes[upper - 1] == UInt8(ascii: ")") && unbalanced > 0))
    {
      if bytes[upper - 1] == UInt8(ascii: ")") { unbalanced -= 1 }
      upper -= 1
    }
    guard upper > range.lowerBound else { return range.lowerBound..<upper }
    if let curly = closingCurlyQuote(range.lowerBound..<upper, bytes) {
      return ByteRanges.trim(range.lowerBound..<curly, bytes)
    }
    let last = bytes[upper - 1]
    guard last == UInt8(ascii: "`") || last == UInt8(ascii: "\"") || last == UInt8(ascii: "'")
    else { return range }
    let occurrences = bytes[range].filter { $0 == last }.count
    guard occurrences % 2 == 1 else { return range }
    var start = upper - 1
    if last == UInt8(ascii: "`") {
      while start > range.lowerBound && upper - start < 3 && bytes[start - 1] == last { start -= 1 }
    }
    return ByteRanges.trim(range.lowerBound..<start, bytes)
  }
}
