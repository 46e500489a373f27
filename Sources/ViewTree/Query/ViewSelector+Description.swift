/// Canonical selector text: what `ViewSelector(parsing:)` reads back into an equal selector. Used
/// to echo a query (`vtree find`, later the viewer's filter line) in one spelling whatever was typed.
extension ViewSelector: CustomStringConvertible {
  public var description: String { alternatives.map(\.description).joined(separator: ", ") }
}

extension ComplexSelector: CustomStringConvertible {
  public var description: String {
    var text = compounds[0].description
    for (combinator, compound) in zip(combinators, compounds.dropFirst()) {
      text += (combinator == .child ? " > " : " ") + compound.description
    }
    return text
  }
}

extension CompoundSelector: CustomStringConvertible {
  public var description: String {
    var text: String
    switch type {
    case .any: text = conditions.isEmpty ? "*" : ""
    case .name(let name), .glob(let name): text = name
    case .regex(let regex): text = regex.description
    }
    for condition in conditions {
      switch condition {
      case .attribute(let attribute): text += attribute.description
      case .pseudoClass(let pseudoClass): text += pseudoClass.description
      }
    }
    return text
  }
}

extension AttributeSelector: CustomStringConvertible {
  public var description: String {
    switch test {
    case .present: return "[\(name)]"
    case .equals(let value): return "[\(name)=\(Self.quoted(value))]"
    case .contains(let value): return "[\(name)*=\(Self.quoted(value))]"
    case .hasPrefix(let value): return "[\(name)^=\(Self.quoted(value))]"
    case .hasSuffix(let value): return "[\(name)$=\(Self.quoted(value))]"
    case .matches(let regex): return "[\(name)~=\(regex)]"
    case .less(let number): return "[\(name)<\(Rect.printed(number))]"
    case .lessOrEqual(let number): return "[\(name)<=\(Rect.printed(number))]"
    case .greater(let number): return "[\(name)>\(Rect.printed(number))]"
    case .greaterOrEqual(let number): return "[\(name)>=\(Rect.printed(number))]"
    }
  }

  /// Bare when the parser would read it back unquoted, else in double quotes.
  static func quoted(_ value: String) -> String {
    if !value.isEmpty && value.allSatisfy(SelectorParser.isUnquotedValueCharacter) {
      return value
    }
    var text = "\""
    for character in value {
      if character == "\"" || character == "\\" { text.append("\\") }
      text.append(character)
    }
    return text + "\""
  }
}

extension PseudoClass: CustomStringConvertible {
  public var description: String {
    switch self {
    case .root: return ":root"
    case .leaf: return ":leaf"
    case .hidden: return ":hidden"
    case .offscreen: return ":offscreen"
    case .zeroSize: return ":zero-size"
    case .clipped: return ":clipped"
    case .has(let selector): return ":has(\(selector))"
    case .hasChild(let selector): return ":has(> \(selector))"
    case .kindOf(let name): return ":kind-of(\(name))"
    case .not(let selector): return ":not(\(selector))"
    }
  }
}

extension SelectorRegex: CustomStringConvertible {
  public var description: String { "/\(source)/\(flags)" }
}
