import PCRE2

/// An lldb or gdb session whose line breaks were lost (copied from a page that dropped them):
/// `(lldb) po v (UIView *) $1 = 0x… <UIView: …> (lldb) po w`. Each prompt starts a command;
/// its output starts at an lldb result (`(UIView *) $1 = `, `$1 = `) or at the first view or
/// controller row (`<UIView: 0x…;`, `<ListController 0x…>, state:`; not an array's
/// `<__NSArrayI 0x…>(`), whichever comes first,
/// before any `|`: a command holds no depth marker, so a row after one is output the line's
/// other readers find (`(lldb) po [v _autolayoutTrace] •UIWindow:0x… | •UIView:0x…`).
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
      let bar = line[(start + 5)..<end].firstIndex(of: UInt8(ascii: "|")) ?? end
      let search = UnsafeBufferPointer(rebasing: line[..<bar])
      if (try? outputMatcher.matches(search, from: start + 5)) == true {
        command.output = ByteRanges.trim(outputMatcher.range(0)!.lowerBound..<end, line)
      }
      commands.append(command)
    }
    return commands.contains { $0.output != nil } ? commands : nil
  }
}
