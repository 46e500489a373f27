import PCRE2

/// Reads selector text into a `ViewSelector`, by recursive descent over its characters (so error
/// columns count characters, as editors do).
///
/// ```
/// list      := complex (',' complex)*
/// complex   := compound ((spaces | '>') compound)*
/// compound  := (type | regex)? ('[' attribute ']' | ':' pseudo)*      (at least one part)
/// type      := '*' | name, where a name with '*' or '?' is a glob
/// attribute := name (op value)?      op: = *= ^= $= ~= < <= > >=
/// pseudo    := root | leaf | hidden | offscreen | zero-size | clipped
///            | has '(' '>'? list ')' | not '(' list ')' | kind-of '(' name ')'
/// ```
struct SelectorParser {
  private let characters: [Character]
  private var position = 0
  /// Open `:has(`/`:not(` arguments, bounded so that hostile input cannot exhaust the stack.
  private var nesting = 0
  private static let maximumNesting = 32

  init(_ text: String) { characters = Array(text) }

  /// - Complexity: O(length of the text), plus one PCRE2 compilation per regular expression.
  mutating func parse() throws(SelectorError) -> ViewSelector {
    let selector = try parseList()
    if let character = peek {
      throw error("unexpected '\(character)'", at: position)
    }
    return selector
  }

  // MARK: Structure

  private mutating func parseList() throws(SelectorError) -> ViewSelector {
    var alternatives: [ComplexSelector] = []
    while true {
      skipSpaces()
      alternatives.append(try parseComplex())
      skipSpaces()
      guard peek == "," else { break }
      position += 1
    }
    return ViewSelector(alternatives: alternatives)
  }

  private mutating func parseComplex() throws(SelectorError) -> ComplexSelector {
    var compounds = [try parseCompound(after: nil)]
    var combinators: [Combinator] = []
    while true {
      let before = position
      skipSpaces()
      if peek == ">" {
        position += 1
        skipSpaces()
        combinators.append(.child)
        compounds.append(try parseCompound(after: ">"))
      } else if position > before, let next = peek, Self.startsCompound(next) {
        combinators.append(.descendant)
        compounds.append(try parseCompound(after: nil))
      } else {
        // Trailing spaces belong to whatever follows (`,`, `)` or the end).
        position = before
        return ComplexSelector(compounds: compounds, combinators: combinators)
      }
    }
  }

  /// `after` names the combinator just read, for the message when no compound follows it.
  private mutating func parseCompound(after combinator: Character?) throws(SelectorError)
    -> CompoundSelector
  {
    guard let first = peek, Self.startsCompound(first) else {
      let context = combinator.map { " after '\($0)'" } ?? ""
      if let found = peek, found != ",", found != ")" {
        throw error("expected a selector\(context), found '\(found)'", at: position)
      }
      throw error("expected a selector\(context)", at: position)
    }
    var compound = CompoundSelector()
    if first == "/" {
      compound.type = .regex(try parseRegex())
    } else if first != "[" && first != ":" {
      let name = readName()
      if name == "*" {
        compound.type = .any
      } else if name.contains("*") || name.contains("?") {
        compound.type = .glob(name)
      } else {
        compound.type = .name(name)
      }
    }
    while let next = peek {
      if next == "[" {
        compound.conditions.append(.attribute(try parseAttribute()))
      } else if next == ":" {
        compound.conditions.append(.pseudoClass(try parsePseudoClass()))
      } else {
        break
      }
    }
    if let next = peek, !Self.endsCompound(next) {
      throw error("unexpected '\(next)'", at: position)
    }
    return compound
  }

  // MARK: Parts

  private mutating func parseAttribute() throws(SelectorError) -> AttributeSelector {
    position += 1  // [
    skipSpaces()
    let nameStart = position
    while let character = peek, Self.isAttributeNameCharacter(character) { position += 1 }
    guard position > nameStart else {
      throw error("expected an attribute name", at: position)
    }
    let name = String(characters[nameStart..<position])
    skipSpaces()
    let operatorStart = position
    guard let operation = readOperator() else {
      if peek == "]" {
        position += 1
        return AttributeSelector(name: name, test: .present)
      }
      throw error("expected an operator or ']'", at: position)
    }
    skipSpaces()
    let valueStart = position
    let test: AttributeTest
    if operation == "~=" {
      guard peek == "/" else {
        throw error("expected a /regular expression/ after '~='", at: position)
      }
      test = .matches(try parseRegex())
    } else {
      if peek == "/" {
        throw error("a /regular expression/ needs '~=', not '\(operation)'", at: operatorStart)
      }
      let value = try readValue()
      switch operation {
      case "=": test = .equals(value)
      case "*=": test = .contains(value)
      case "^=": test = .hasPrefix(value)
      case "$=": test = .hasSuffix(value)
      default:
        guard let number = Self.number(value) else {
          throw error("expected a number after '\(operation)'", at: valueStart)
        }
        switch operation {
        case "<": test = .less(number)
        case "<=": test = .lessOrEqual(number)
        case ">": test = .greater(number)
        default: test = .greaterOrEqual(number)
        }
      }
    }
    skipSpaces()
    guard peek == "]" else { throw error("expected ']'", at: position) }
    position += 1
    return AttributeSelector(name: name, test: test)
  }

  private mutating func readOperator() -> String? {
    guard let first = peek else { return nil }
    let second = position + 1 < characters.count ? characters[position + 1] : nil
    switch first {
    case "=":
      position += 1
      return "="
    case "*", "^", "$", "~":
      guard second == "=" else { return nil }
      position += 2
      return "\(first)="
    case "<", ">":
      position += second == "=" ? 2 : 1
      return second == "=" ? "\(first)=" : "\(first)"
    default:
      return nil
    }
  }

  /// A quoted string (`"…"` or `'…'`, backslash escapes the next character) or an unquoted
  /// run of characters that cannot end the attribute (`0`, `appeared`, `W+H`, `0x7fd1`).
  private mutating func readValue() throws(SelectorError) -> String {
    guard let first = peek else { throw error("expected a value", at: position) }
    if first == "\"" || first == "'" {
      let open = position
      position += 1
      var value = ""
      while let character = peek {
        position += 1
        if character == first { return value }
        if character == "\\", let escaped = peek {
          value.append(escaped)
          position += 1
        } else {
          value.append(character)
        }
      }
      throw error("unterminated string", at: open)
    }
    let start = position
    while let character = peek, Self.isUnquotedValueCharacter(character) { position += 1 }
    guard position > start else { throw error("expected a value", at: position) }
    return String(characters[start..<position])
  }

  private mutating func parsePseudoClass() throws(SelectorError) -> PseudoClass {
    let colon = position
    position += 1
    let nameStart = position
    while let character = peek, character.isLetter || character.isNumber || character == "-" {
      position += 1
    }
    let name = String(characters[nameStart..<position])
    guard !name.isEmpty else { throw error("expected a pseudo-class name after ':'", at: position) }
    let simple: [String: PseudoClass] = [
      "root": .root, "leaf": .leaf, "hidden": .hidden, "offscreen": .offscreen,
      "zero-size": .zeroSize, "clipped": .clipped,
    ]
    if let pseudoClass = simple[name] {
      if peek == "(" { throw error("':\(name)' takes no argument", at: position) }
      return pseudoClass
    }
    guard ["has", "not", "kind-of"].contains(name) else {
      throw error("unknown pseudo-class ':\(name)'", at: colon)
    }
    guard peek == "(" else { throw error("expected '(' after ':\(name)'", at: position) }
    let open = position
    position += 1
    skipSpaces()
    let result: PseudoClass
    if name == "kind-of" {
      let start = position
      while let character = peek, Self.isClassNameCharacter(character) {
        if character == "*" || character == "?" {
          throw error("':kind-of' takes a class name, not a pattern", at: position)
        }
        position += 1
      }
      guard position > start else { throw error("expected a class name", at: position) }
      result = .kindOf(String(characters[start..<position]))
    } else {
      nesting += 1
      defer { nesting -= 1 }
      guard nesting <= Self.maximumNesting else {
        throw error("selector nested too deeply", at: colon)
      }
      var childOnly = false
      if name == "has" && peek == ">" {
        childOnly = true
        position += 1
      }
      let argument = try parseList()
      result = name == "not" ? .not(argument) : childOnly ? .hasChild(argument) : .has(argument)
    }
    skipSpaces()
    guard peek == ")" else {
      throw error("expected ')' to close ':\(name)(' at column \(open + 1)", at: position)
    }
    position += 1
    return result
  }

  /// `/source/flags`; a `\/` inside stays in the source, where PCRE2 reads it as `/`.
  private mutating func parseRegex() throws(SelectorError) -> SelectorRegex {
    let open = position
    position += 1
    var source = ""
    var closed = false
    while let character = peek {
      position += 1
      if character == "/" {
        closed = true
        break
      }
      source.append(character)
      if character == "\\", let escaped = peek {
        source.append(escaped)
        position += 1
      }
    }
    guard closed else { throw error("unterminated regular expression", at: open) }
    guard !source.isEmpty else { throw error("empty regular expression", at: open) }
    var flags = ""
    while let character = peek, character.isLetter {
      guard SelectorRegex.flagOptions[character] != nil else {
        throw error(
          "unknown regular expression flag '\(character)' (use i, m, s or x)", at: position)
      }
      flags.append(character)
      position += 1
    }
    do {
      return try SelectorRegex(source, flags: flags)
    } catch {
      // PCRE2 reports a byte offset in the pattern; the column counts characters.
      let bytes = min(error.offset ?? 0, source.utf8.count)
      let characterOffset = String(decoding: Array(source.utf8)[..<bytes], as: UTF8.self).count
      throw self.error(
        "invalid regular expression: \(error.message)", at: open + 1 + characterOffset)
    }
  }

  // MARK: Characters

  private var peek: Character? { position < characters.count ? characters[position] : nil }

  private mutating func skipSpaces() {
    while let character = peek, character == " " || character == "\t" || character == "\n" {
      position += 1
    }
  }

  private mutating func readName() -> String {
    let start = position
    while let character = peek, Self.isClassNameCharacter(character) { position += 1 }
    return String(characters[start..<position])
  }

  private func error(_ message: String, at offset: Int) -> SelectorError {
    SelectorError(column: offset + 1, message: message)
  }

  static func startsCompound(_ character: Character) -> Bool {
    character.isLetter || character == "_" || character == "$" || character == "*"
      || character == "?" || character == "/" || character == "[" || character == ":"
  }

  private static func endsCompound(_ character: Character) -> Bool {
    character == " " || character == "\t" || character == "\n" || character == ","
      || character == ">" || character == ")"
  }

  /// Class names as printed: `UILabel`, `MyApp.ProfileView`, SwiftUI's `$`, glob characters.
  static func isClassNameCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_" || character == "$"
      || character == "." || character == "*" || character == "?"
  }

  static func isAttributeNameCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_" || character == "-"
      || character == "."
  }

  static func isUnquotedValueCharacter(_ character: Character) -> Bool {
    !character.isWhitespace && !"[]\"'(),=<>/".contains(character)
  }

  /// A decimal number as written in a selector or printed in a dump (`0`, `-1.5`, `44`,
  /// `1e3`); not `nan`, `inf` or hexadecimal, which `Double(_:)` would also accept.
  static func number(_ text: some StringProtocol) -> Double? {
    guard let first = text.first, first.isNumber || first == "-" || first == "+" || first == "."
    else { return nil }
    guard text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }) else {
      return nil
    }
    return Double(String(text))
  }
}
