import PCRE2

/// A parsed selector: the query language of `vtree find`, the viewer's filter and
/// `diff --only`, modelled on CSS (`UITableViewCell > UILabel[text*="Sign"]`,
/// `:kind-of(UIControl):hidden`, `UI*Cell, /Label$/i`).
///
/// A selector is a union of complex selectors (`A, B`); a node matches when it matches any of
/// them. Parse one with `ViewSelector(parsing:)`, match it with `SelectorMatcher`. The values are
/// plain data, so a selector can be built in code as well; `description` prints it back in
/// canonical form. (Named `ViewSelector` so as not to clash with the Objective-C runtime's
/// `Selector` in files that also import Foundation.)
public struct ViewSelector: Sendable, Equatable {
  /// The alternatives of the union, in the order written.
  public var alternatives: [ComplexSelector]

  public init(alternatives: [ComplexSelector]) { self.alternatives = alternatives }

  /// Parses `text`.
  /// - Throws: `SelectorError` with the 1-based column of the first problem.
  /// - Complexity: O(length of `text`), plus compiling each regular expression once.
  public init(parsing text: String) throws(SelectorError) {
    var parser = SelectorParser(text)
    self = try parser.parse()
  }
}

/// Compound selectors joined by combinators: `UITableView UITableViewCell > UILabel`.
public struct ComplexSelector: Sendable, Equatable {
  /// Left to right; the last one is the subject, the node that is reported.
  public var compounds: [CompoundSelector]
  /// `combinators[i]` relates `compounds[i]` (the ancestor side) to `compounds[i + 1]`; there
  /// is one fewer combinator than compounds.
  public var combinators: [Combinator]

  public init(compounds: [CompoundSelector], combinators: [Combinator]) {
    precondition(!compounds.isEmpty, "a complex selector needs a compound")
    precondition(combinators.count == compounds.count - 1, "one combinator between compounds")
    self.compounds = compounds
    self.combinators = combinators
  }

  public init(_ compound: CompoundSelector) { self.init(compounds: [compound], combinators: []) }
}

/// How two compounds of a complex selector are related.
public enum Combinator: Sendable, Equatable {
  /// `A B`: B has an ancestor A.
  case descendant
  /// `A > B`: B's parent is A.
  case child
}

/// The tests one node must pass: a type and any number of attribute and pseudo-class tests.
public struct CompoundSelector: Sendable, Equatable {
  public var type: TypeSelector
  /// Attribute and pseudo-class tests, in the order written; all must hold.
  public var conditions: [SelectorCondition]

  public init(type: TypeSelector = .any, conditions: [SelectorCondition] = []) {
    self.type = type
    self.conditions = conditions
  }
}

/// A test on a node's class. `name`, `glob` and `regex` look at every name the node goes by:
/// the class as printed (`MyApp.ProfileView`, `_TtC5MyApp10CustomView`), its readable form
/// (`MyApp.CustomView`), that without its module (`CustomView`), and the printed `baseClass`.
public enum TypeSelector: Sendable, Equatable {
  /// `*`: every node.
  case any
  /// `UILabel`: one of the node's names is exactly this.
  case name(String)
  /// `UI*Cell`: one of the node's names matches the whole pattern, where `*` is any run of
  /// characters and `?` any one character.
  case glob(String)
  /// `/Label$/i`: the regular expression finds a match in one of the node's names.
  case regex(SelectorRegex)
}

/// One attribute or pseudo-class test of a compound selector.
public enum SelectorCondition: Sendable, Equatable {
  case attribute(AttributeSelector)
  case pseudoClass(PseudoClass)
}

/// `[name]`, `[name=value]`, `[name*="text"]`, `[name~=/regex/]`, `[name>=44]`…
///
/// `name` is a raw property (`autoresize`, `layer`, `state`, `label`), read as printed with one
/// level of single quotes removed, or one of the computed attributes:
/// - `text`: the decoded `text = '…'`, else the format's `label` or `title` field;
/// - `hidden`: `YES` or `NO` (`hidden = YES`, AppKit's `H` flag); present only when `YES`;
/// - `alpha`: the printed alpha, 1 when not printed;
/// - `x`, `y`, `width`, `height`: the node's printed (relative) frame;
/// - `depth`: the nesting level, 0 for roots;
/// - `address`: as printed; `=` compares it as a number (`0x00007fd1…` equals `0x7fd1…`).
public struct AttributeSelector: Sendable, Equatable {
  public var name: String
  public var test: AttributeTest

  public init(name: String, test: AttributeTest) {
    self.name = name
    self.test = test
  }
}

/// What an attribute's value must satisfy.
public enum AttributeTest: Sendable, Equatable {
  /// `[name]`: the node has the attribute.
  case present
  /// `[name=value]`: equal as numbers when both are numbers, else as text.
  case equals(String)
  /// `[name*=value]`: the text contains `value`.
  case contains(String)
  /// `[name^=value]`
  case hasPrefix(String)
  /// `[name$=value]`
  case hasSuffix(String)
  /// `[name~=/regex/flags]`: the regular expression finds a match in the text.
  case matches(SelectorRegex)
  /// `[name<number]`, and the three below: numeric comparisons; a value that is not a number
  /// never matches.
  case less(Double)
  case lessOrEqual(Double)
  case greater(Double)
  case greaterOrEqual(Double)
}

/// `:name` and `:name(argument)` tests.
public enum PseudoClass: Sendable, Equatable {
  /// `:root`: the node has no parent.
  case root
  /// `:leaf`: the node has no children.
  case leaf
  /// `:hidden`: the node or one of its ancestors is hidden or has alpha 0.
  case hidden
  /// `:offscreen`: the node's absolute frame lies entirely outside its root's.
  case offscreen
  /// `:zero-size`: the node's frame has zero width or height.
  case zeroSize
  /// `:clipped`: an ancestor with `clipsToBounds = YES` cuts part of the node's frame off.
  case clipped
  /// `:has(selector)`: some descendant matches `selector` (matched against the whole tree).
  case has(ViewSelector)
  /// `:has(> selector)`: some child matches `selector`.
  case hasChild(ViewSelector)
  /// `:kind-of(UIControl)`: the class or its `baseClass` is, or descends from, the class
  /// (`ClassAncestry`).
  case kindOf(String)
  /// `:not(selector)`: the node does not match `selector`.
  case not(ViewSelector)
}

/// A regular expression of a selector, `/source/flags`, compiled once with PCRE2 in UTF mode.
/// Flags: `i` (caseless), `m` (multiline), `s` (dot matches newline), `x` (extended).
public struct SelectorRegex: Sendable, Equatable {
  public let source: String
  public let flags: String
  /// The compiled pattern, shared by every copy of the selector.
  public let pattern: Pattern

  /// The flags `/…/` accepts.
  public static let flagOptions: [Character: Pattern.Options] = [
    "i": .caseless, "m": .multiline, "s": .dotAll, "x": .extended,
  ]

  /// Compiles `source`.
  /// - Throws: `PCRE2Error` when the pattern is invalid; a flag outside `flagOptions` is a
  ///   programming error.
  public init(_ source: String, flags: String = "") throws(PCRE2Error) {
    var options: Pattern.Options = [.utf]
    for flag in flags {
      guard let option = Self.flagOptions[flag] else { preconditionFailure("flag \(flag)") }
      options.insert(option)
    }
    self.source = source
    self.flags = flags
    self.pattern = try Pattern(source, options: options)
  }

  public static func == (lhs: SelectorRegex, rhs: SelectorRegex) -> Bool {
    lhs.source == rhs.source && lhs.flags == rhs.flags
  }
}
