import PCRE2

/// An lldb or gdb session whose line breaks were lost (copied from a page that dropped them):
/// `(lldb) po v (UIView *) $1 = 0x… <UIView: …> (lldb) po w`. Each prompt starts a command;
/// its output starts at an lldb result (`(UIView *) $1 = `, `$1 = `) or at the first view or
/// controller row (`<UIView: 0x…;`, `<ListController 0x…>, state:`; not an array's
/// `<__NSArrayI 0x…>(`), whichever comes first, outside the command's quoted text and before
/// any `|` or `//` comment: a command holds no depth marker, so a row after one is output the
/// line's other readers find (`(lldb) po [v _autolayoutTrace] •UIWindow:0x… | •UIView:0x…`).
struct CollapsedSession {
  static let prompt = LineGrammar.compile(#"\((?:lldb|gdb)\)(?=[ \t]|$)"#)
  static let output = LineGrammar.compile(
    #"(?:\([^()\n]*\)[ \t]+)?\$R?\d+[ \t]*=[ \t]|<[A-Za-z_$][\w.$]*: 0x[0-9A-Fa-f]+[;>]"#
      + #"|<[A-Za-z_$][\w.$]* 0x[0-9A-Fa-f]+>, state:"#)

  private let promptMatcher = prompt.matcher()
  private let outputMatcher = output.matcher()

  /// One command of the line, relative to the line: its text from the prompt on, and where its
  /// output is, if it has one.
  struct Command {
    var text: Range<Int>
    var output: Range<Int>?
  }

  /// The commands of `line`, which starts with a prompt, when at least one has output;
  /// otherwise nil.
  /// - Complexity: O(line length).
  func commands(in line: UnsafeBufferPointer<UInt8>) -> [Command]? {
    var starts: [Int] = []
    var offset = 0
    while offset < line.count, (try? promptMatcher.matches(line, from: offset)) == true {
      let match = promptMatcher.range(0)!
      starts.append(match.lowerBound)
      offset = match.upperBound
    }
    guard let first = starts.first, ByteRanges.isWhitespace(line, 0..<first) else { return nil }
    var commands: [Command] = []
    for (start, end) in zip(starts, starts.dropFirst() + [line.count]) {
      var command = Command(text: ByteRanges.trim(start..<end, line), output: nil)
      // The prompt itself is six bytes, `(lldb)`, or five, `(gdb)`.
      command.output = outputStart(in: line, from: start + 5, to: end).map {
        ByteRanges.trim($0..<end, line)
      }
      commands.append(command)
    }
    return commands.contains { $0.output != nil } ? commands : nil
  }

  /// Where a command's output starts: the first lldb result or row outside quoted text (the
  /// command's own arguments, `forKey: "recursiveDescription"`), before any `|` or `//`
  /// comment outside it.
  /// - Complexity: O(end - start).
  private func outputStart(in line: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int)
    -> Int?
  {
    var quoted: [Range<Int>] = []
    var limit = end
    var index = start
    var quoteStart: Int? = nil
    while index < end {
      let byte = line[index]
      if byte == UInt8(ascii: "\"") {
        if let open = quoteStart {
          quoted.append(open..<(index + 1))
          quoteStart = nil
        } else {
          quoteStart = index
        }
      } else if quoteStart == nil
        && (byte == UInt8(ascii: "|")
          || (byte == UInt8(ascii: "/") && index + 1 < end && line[index + 1] == byte))
      {
        limit = index
        break
      }
      index += 1
    }
    if let open = quoteStart, open < limit { quoted.append(open..<limit) }
    // Each stretch between quoted texts is searched once, by itself.
    var from = start
    for quote in quoted + [limit..<limit] {
      let gap = UnsafeBufferPointer(rebasing: line[..<quote.lowerBound])
      if from < quote.lowerBound, (try? outputMatcher.matches(gap, from: from)) == true {
        return outputMatcher.range(0)!.lowerBound
      }
      from = max(from, quote.upperBound)
    }
    return nil
  }
}
