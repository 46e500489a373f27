import PCRE2

/// The prefix of the message a row was sent or logged in: Xcode's console prefix
/// (`2026-11-22 10:42:01.123456+0100 MyApp[123:4567] `, maybe without the date, maybe with a
/// `[Category] `) or a CI runner's time (a GitHub Actions or Azure Pipelines raw log's UTC,
/// `2026-11-22T10:42:01.1234567Z `, Jenkins' Timestamper's `10:42:01 `, fastlane's
/// `[10:42:01]: `) or a tool's log tags (Appium's `[Xcode] `) before any line, or a
/// chat line's time and speaker before a dump's first row (`[10:42 AM] Jane Doe: `, IRC's
/// `[10:42] <jane> `, `jane: `, a print label `tree: `).
/// One space or tab after the prefix belongs to it; the rest is the row's own indentation.
/// Blanks before a console prefix are a code block's indentation (Markdown's tab) and go with
/// it.
struct MessagePrefix {
  static let console = LineGrammar.compile(
    "^[ \t]*+(?:" + LineGrammar.consoleStamp + #"(?:[ \t]+\[[A-Za-z][^\]\n]*\])?|"# + runnerStamp
      + "|" + LineGrammar.logTags + #")[ \t]"#)

  /// A CI runner's time: UTC in ISO 8601 with its `T` and `Z`, `2026-11-22T10:42:01.1234567Z`
  /// (bracketed by Jenkins' Timestamper, `[2026-11-22T10:42:01.123Z]`; followed by GitLab's
  /// stream and flag, `00O `, `01E+ `), the time of day with its seconds, `10:42:01`,
  /// `10:42:01.123`, or fastlane's bracketed time and colon, `[10:42:01]: `, maybe with
  /// xcpretty's `▸` after it.
  static let runnerStamp =
    #"\[?\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z(?:\]|[ \t]\d\d[OE]\+?)?"#
    + #"|\d\d:\d\d:\d\d(?:\.\d+)?"#
    + #"|\[\d\d:\d\d:\d\d(?:\.\d+)?\]:(?:[ \t]+\x{E2}\x{96}\x{B8})?"#

  /// A time (`[10:42 AM]`, `[2026-11-22 10:42:01]`, `10:42`) and a speaker (`<nick>` or a name
  /// ending in `:`), or either alone. Neither holds `<`, `>` or `|` except a nick's brackets.
  static let chat = LineGrammar.compile(
    #"^[ \t]*+(?:(?:\[[^\[\]<>|\n]{1,40}\]|\d{1,2}:\d\d(?::\d\d)?(?:[ \t]?[AaPp][Mm])?)"#
      + #"(?:[ \t]+"# + speaker + #")?|"# + speaker + #")[ \t]"#)

  /// A name holds no punctuation of a row: a `_printHierarchy` row wrapped mid-word leaves
  /// `ppeared, view: <UIView 0x…>`, which is no speaker and a row.
  static let speaker = #"(?:<[^<>|\s]{1,40}>|[^<>|\[\]\s:,;=()"][^<>|\[\]\n:,;=()"]{0,59}:)"#

  /// A print label before a dump's first row that is no chat speaker: `🔍 `, `hierarchy = `,
  /// `DEBUG: view tree: `. Short text ended by a space, `:` or `=` right before the row's `<`,
  /// holding none of a row's punctuation (`<`, `>`, `|`, brackets, `,`, `;`: a wrapped row's
  /// rest holds some) and starting with no depth marker or comment mark (`+ <…>` is a
  /// presented controller's row).
  static let label = LineGrammar.compile(
    #"^[ \t]*+(?=[^ \t+*#/>-])[^<>|\[\](),;"\n]{0,79}[ \t:=](?=<)"#)

  private let consoleMatcher = console.matcher()
  private let chatMatcher = chat.matcher()
  private let labelMatcher = label.matcher()

  /// How many bytes of `line` Xcode's console prefix takes, or nil when it has none.
  func consoleWidth(of line: UnsafeBufferPointer<UInt8>) -> Int? {
    width(consoleMatcher, line)
  }

  /// How many bytes of `line` a chat line's time and speaker take, then how many a print label
  /// (`label`) takes: none, one or both, shortest first (`DEBUG: view tree: ` is a speaker and
  /// more). Such a prefix is no envelope by itself: the caller checks that a row follows it.
  func chatWidths(of line: UnsafeBufferPointer<UInt8>) -> [Int] {
    [width(chatMatcher, line), width(labelMatcher, line)].compactMap { $0 }
  }

  private func width(_ matcher: Matcher, _ line: UnsafeBufferPointer<UInt8>) -> Int? {
    guard (try? matcher.matches(line)) == true else { return nil }
    return matcher.range(0)!.upperBound
  }
}
