import PCRE2

/// Lines that frame a dump rather than belong to it: the `_autolayoutTrace` and AppKit
/// legends, XCUITest section headers, AppKit `TIME drawRect:` lines.
struct SectionLine {
  enum Kind: CustomStringConvertible {
    case legend
    case attributes
    case elementSubtree
    /// `Path to element:` or `Query chain:`, or a query chain's own `→Find: …`, `↪︎Find: …` or
    /// `Output: {` line (a paste may start inside the chain): their rows repeat elements of
    /// the tree.
    case pathOrQuery
    case timing

    var description: String {
      switch self {
      case .legend: return "legend"
      case .attributes: return "XCUITest attributes line"
      case .elementSubtree: return "XCUITest section header"
      case .pathOrQuery: return "XCUITest section header"
      case .timing: return "AppKit timing line"
      }
    }
  }

  static let pattern = LineGrammar.compile(
    #"^[ \t]*+(?:(?://+|/\*+)[ \t]*+)?(?:(?<legend>Legend:\s*$|(?:\\t|\t)*"#
      + #"(?:\*|\+|\x{E2}\x{80}\x{A2}|\\u2022) - |A=autoresizesSubviews, )"#
      + #"|(?<attributes>Attributes: )|(?<subtree>Element subtree:\s*$)"#
      + #"|(?<path>(?:Path to element|Query chain):\s*$"#
      + #"|(?:\x{E2}\x{86}\x{92}|\x{E2}\x{86}\x{AA}(?:\x{EF}\x{B8}\x{8E})?)Find: |Output: \{\s*$)"#
      + #"|(?<timing>TIME drawRect: ))"#)

  private let matcher = pattern.matcher()
  private let groups: (legend: Int, attributes: Int, subtree: Int, path: Int, timing: Int)

  init() {
    let pattern = Self.pattern
    groups = (
      pattern.groupNumber(named: "legend")!, pattern.groupNumber(named: "attributes")!,
      pattern.groupNumber(named: "subtree")!, pattern.groupNumber(named: "path")!,
      pattern.groupNumber(named: "timing")!
    )
  }

  /// Whether a `.pathOrQuery` line is the `Path to element:` header.
  static func isPathHeader(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    let start = line.firstIndex { $0 != 0x20 && $0 != 0x09 } ?? line.endIndex
    return line[start...].starts(with: "Path to element".utf8)
  }

  func classify(_ line: UnsafeBufferPointer<UInt8>) -> Kind? {
    guard (try? matcher.matches(line)) == true else { return nil }
    if matcher.range(groups.legend) != nil { return .legend }
    if matcher.range(groups.attributes) != nil { return .attributes }
    if matcher.range(groups.subtree) != nil { return .elementSubtree }
    if matcher.range(groups.path) != nil { return .pathOrQuery }
    return .timing
  }
}
