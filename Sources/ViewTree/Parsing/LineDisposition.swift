/// What the parser made of one input line. Every line gets exactly one, so nothing is lost.
public enum LineDisposition: UInt8, Sendable, CaseIterable, Codable {
  /// The line holds a node.
  case node
  /// The line continues the node above (a description that spans lines).
  case continuation
  /// Empty or whitespace only.
  case blank
  /// A debugger or REPL prompt and its command: `(lldb) po …`, `cy# …`, `[USB::…]-> …`.
  case prompt
  /// Console or test-runner chatter: NSLog/Xcode prefixes, `t = 1.2s …` activity lines.
  case log
  /// An author's or tool's elision: `...`, a row of dots, `…`.
  case elision
  /// A legend or section header that frames a dump (`Legend:`, `Element subtree:`…).
  case legend
  /// Other text that is not part of a tree (prose, REPL output, banners).
  case text
  /// Looks like a node but could not be read; it comes with a warning.
  case unparseable

  /// A short name for listings and JSON.
  public var name: String {
    switch self {
    case .node: return "node"
    case .continuation: return "continuation"
    case .blank: return "blank"
    case .prompt: return "prompt"
    case .log: return "log"
    case .elision: return "elision"
    case .legend: return "legend"
    case .text: return "text"
    case .unparseable: return "unparseable"
    }
  }

  /// Whether the lines after line `first` and before line `last` (1-based; line l's
  /// disposition at l - 1) are rows, their continuations, blanks, elisions or log lines: no
  /// prompt or text (a code fence, a sentence) that starts another dump between them.
  /// - Complexity: O(last - first).
  static func onlyRows(between first: Int, and last: Int, in dispositions: [LineDisposition])
    -> Bool
  {
    guard last - 1 <= dispositions.count, first < last else { return false }
    return dispositions[first..<(last - 1)].allSatisfy { $0 != .prompt && $0 != .text }
  }
}
