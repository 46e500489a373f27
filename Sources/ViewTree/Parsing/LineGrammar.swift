import PCRE2

/// The PCRE2 patterns of the line grammar, compiled and JIT-compiled once per process.
/// They run in byte mode (no UTF check): dumps may hold damaged UTF-8 and every structural
/// character is ASCII.
enum LineGrammar {
  /// A node header anywhere after an envelope and the depth markers:
  /// `prefix` [`quote`] `markers` [`wrap`] `<`[`<`] `class` [`: 0x…` | ` 0x…`]. The wrap is a
  /// backtick (cycript), a Markdown fence or other code markup (`codeMarkup`) glued to the
  /// first row, or a quote (also a blog's
  /// curly `“` or `‘`); a quote before the markers opens a row pasted into source code as one
  /// string of an array. An address may print its `0x` twice (`0x0x12e818900`, a custom
  /// description's `0x%p`), or be an author's placeholder (`0x...`, `0x143dxxxxx`): it is kept
  /// as printed.
  static let nodeHeader = compile(
    #"^(?<prefix>(?:[^<|\r\n]|Unmanaged<(?:Swift\.)?\w+>)*?)(?:(?:"|'|@")[ \t]*+(?=[|+]))?"#
      // EarlGrey's `|--` markers; a blog's typography makes their dashes `–` or `—`.
      + #"(?<markers>(?:[|+](?:-|\x{E2}\x{80}[\x{93}\x{94}])*+[ \t]*+)*+)"#
      // Swift's `Unmanaged<AnyObject>(_value: <…>` wraps a description: no header there.
      + #"(?<wrap>```|`|"|'|@"|\x{E2}\x{80}[\x{98}\x{9C}]|"# + codeMarkup + #")?"#
      + #"(?<!Unmanaged)(?<open><<?)"#
      + #"(?<class>[A-Za-z_$][^\s:;<>,()'"]*+(?:<[^<>\n]*>)?)"#
      + #"(?:(?::[ \t]|[ \t]|"# + glued
      + #")(?<address>(?:0x(?=0x))?0x(?:[0-9A-Fa-f]++(?:[xX]++|\.{3}|\x{E2}\x{80}\x{A6})?|\.{3}|\x{E2}\x{80}\x{A6})))?"#
      // A description continues with properties, its end, or a space; `<Foo:0x… ` (no space
      // after the colon) is another object's description (a constraint, an image), not a view
      // line, unless properties follow the address (`glued`). A colon may end the line: a row
      // wrapped at a fixed width after its class name.
      + #"(?=[;>, \t]|:[ \t]|:?$)"#)

  /// The markup a wiki, forum or web page opens a code block with, glued to the first row
  /// when the row follows on its line: Jira's and Confluence's `{code}`, `{code:objc}`,
  /// `{noformat}`, BBCode's `[code]`, HTML's `<pre>` and `<code>`.
  static let codeMarkup =
    #"\{(?:code|noformat)(?::[^{}\n]*)?\}|\[code(?:=[^\]\n]*)?\]"#
    + #"|(?:<(?:pre|code)(?:[ \t][^<>\n]*)?>)++"#

  /// The header alone, anchored where the parser's hand loop stopped after the depth markers
  /// of an ordinary line (spaces and `|`, then `<`): the same groups as `nodeHeader` without
  /// the envelope, so the common line costs PCRE2 only its class name and address.
  static let bareHeader = compile(
    #"(?<open><<?)(?<class>[A-Za-z_$][^\s:;<>,()'"]*+(?:<[^<>\n]*>)?)"#
      + #"(?:(?::[ \t]|[ \t]|"# + glued
      + #")(?<address>(?:0x(?=0x))?0x(?:[0-9A-Fa-f]++(?:[xX]++|\.{3}|\x{E2}\x{80}\x{A6})?|\.{3}|\x{E2}\x{80}\x{A6})))?"#
      + #"(?=[;>, \t]|:[ \t]|:?$)"#,
    options: .anchored)

  /// A colon glued to an address that properties follow: CALayer's own description,
  /// `<CALayer:0x…; position = CGPoint (0 0); bounds = CGRect (0 0; 10 10); …>`, and EarlGrey's
  /// rows, `<UIView:0x…; AX=N; frame={{0, 0}, {10, 10}}; …>`.
  static let glued = #":(?=0x[0-9A-Fa-f]+;)"#

  /// Text allowed before the markers of a node line: indentation, comment marks (`//`, `/*`,
  /// `*`, `#`, `>`), an NSLog/Xcode console prefix (maybe with the message's short label,
  /// `NSLog(@"Hierarchy: %@", …)`, also glued to the view, `@"keyWindow:%@"`, but no sentence
  /// with a colon of its own, nor one that goes on after the description: the reader checks
  /// that), an lldb result
  /// (`(String) $R0 = `; since Xcode 15 `p` prints no result variable, `(String) "…"`, and
  /// `v` a variable's name, `(String) desc = `; or with an object pointer's value,
  /// `(UIView *) $1 = 0x… `, `(NSString *) 0x… @"…"` or
  /// `(int) $8 = 167987072 `, maybe with the owning controller a recursiveDescription category
  /// prints, `'RootController:0x…' `),
  /// a Swift Mirror entry (`- some : `, `- 0 : `, a field `- _value : `, `dump`'s unlabeled
  /// `- `, or `▿ `/`▹ ` on a value with children: a view, whose superclasses follow; the
  /// reader takes such a heading only for a description with properties, `<UIView: 0x…; …>`,
  /// not a model object's or a controller's `<MyApp.Model: 0x…>`), a
  /// source-code assignment opening the string the dump was pasted into
  /// (`export const dump = `, `NSString *s = `, or a dictionary entry's key, `12 = `,
  /// `"save" = `; the reader requires the quote and an address),
  /// a command echo ending in `]` that the output was glued to when newlines were lost, or
  /// Swift's `print` of an optional or unmanaged value (`Optional(`,
  /// `Unmanaged<AnyObject>(_value: `, `Swift.Unmanaged<Swift.AnyObject>(_value: `), or the
  /// error Cycript throws with a dump's text in it (``throw new TypeError(`'``).
  static let envelopePrefix = compile(
    #"^(?:[ \t]*+(?:(?://++|/\*++/?|\*++/?|#++(?=[ \t])|>++)[ \t]*+)*+"#
      + #"(?:(?:Optional\(|(?:Swift\.)?Unmanaged<(?:Swift\.)?\w+>\(_value:[ \t]*)+)?"#
      + #"(?:throw new \w*Error\(`?'?)?"#
      + #"|[ \t]*(?:\([^()\n]*\)[ \t]+(?:[\w$]+[ \t]*=[ \t]*)?|\$R?\d+[ \t]*=[ \t]*)"#
      + #"(?:(?:0x[0-9A-Fa-f]+|\d+)[ \t]+)?"#
      + #"(?:'[^'\n]*'[ \t]+|\x{E2}\x{80}\x{98}[^'\n]*?\x{E2}\x{80}\x{99}[ \t]+)?"#
      + #"|(?<mirror>[ \t]*(?:(?:\x{E2}\x{96}[\x{B9}\x{BF}][ \t]*)?-[ \t]+"#
      + #"|(?<heading>\x{E2}\x{96}[\x{B9}\x{BF}][ \t]+))"#
      + #"(?:(?:\d+|[A-Za-z_]\w*)[ \t]*:[ \t]*)?)"#
      + #"|(?<log>"# + consoleStamp + #"[ \t]+(?:\[[A-Za-z][^\]]*\][ \t]+)?"#
      + #"(?<label>[^<>:\[\]\n]{1,80}:[ \t]*)?)"#
      + #"|(?<assignment>[ \t]*(?:(?:[A-Za-z_$][\w$.]*[ \t*]+)*\**[A-Za-z_$][\w$.]*"#
      + #"|\d+|"[^"\n]*")[ \t]*(?::[^=\n]*)?=[ \t]*)"#
      + #"|(?<echo>.*\][ \t]*))$"#)

  /// Xcode's console prefix up to its process and thread, the date optional:
  /// `2026-11-22 10:42:01.123456+0100 MyApp[123:4567]`. The envelope's `log` group and
  /// `MessagePrefix` build on it.
  static let consoleStamp =
    #"(?:\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(?:\.\d+)?(?:[+-]\d\d:?\d\d|Z)?[ \t]+)?"#
    + #"[^\[\]\t]*\[\d+:[0-9A-Fa-fx]+\]"#

  /// A tool's log tags before the lines it relays: Appium's `[Xcode] `, `[XCUITest] `,
  /// `[debug] [W3C] `, `[WD Proxy] `. A tag starts with a letter; an AppKit row's flag field
  /// (`[   AF    ! wLU ] h=--- v=---`, whose first flag may be a letter) is no tag.
  static let logTags =
    #"(?:\[[A-Za-z][^\[\]<>|\n]{0,47}\][ \t]+)*\[[A-Za-z][^\[\]<>|\n]{0,47}\](?![ \t]+h=)"#

  /// A debugger, REPL or shell prompt with its command (a shell's `$` or `%` is followed by a
  /// space: `$1061f446832PlatformViewRepresentableAdaptor` is a wrapped Swift name's piece),
  /// an lldb command without its prompt (`po …`, `expr -l objc -- …`, lldb's abbreviations
  /// `exp`, `e`, `p`), or a bare bracketed
  /// command echo, maybe with cycript's `.toString()` (not an author's bracketed elision,
  /// `[snip]`, `[...]`, nor a log line behind a one-word tag, `[debug] Calling … with args: []`;
  /// `[UIWindow keyWindow] recursiveDescription]` is an echo that lost its first bracket).
  static let prompt = compile(
    #"^[ \t]*+(?:(?://+|/\*+|#)[ \t]*+)?(?:\(lldb\)|\(gdb\)|\(Pdb\)|cy#|>>>|[$%](?=[ \t]|$)"#
      + #"|\[[^\]\n]*\]->|[\w.@-]+:\S*(?:[ \t]+[\w.-]+)?[#$]"#
      + #"|po[ \t]+\S|(?:expr|expression|exp|e|p|call)[ \t]+[-\[(]"#
      // A command echo in brackets (`[self.view recursiveDescription]`); not an empty list
      // (`[]`) nor a log line's bracketed time (`[2017-12-12 02:21:00][Xcode] …]`).
      + #"|(?!\[[A-Za-z][\w@.:-]*\][ \t]+\S)(?!\[[ \t]*\]|\[\d)\[(?!"# + elisionMark + #"\])"#
      + #"[^<|\n]*\](?:\.\w+\(\))?[ \t;]*$)"#)

  /// Console chatter: a dated Xcode/NSLog line, a `Process[pid:tid]` line, an XCTest
  /// activity line `t =   1.23s …`, the metadata line Xcode 15 and later print after a
  /// message (`Type: Notice | Timestamp: …`), or lldb's diagnostic on an expression
  /// (`error: <EXPR>:8:6: …`, `error: <user expression 0>:1:1: …`).
  static let log = compile(
    #"^[ \t]*+(?:\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d|t =[ \t]+\d+(?:\.\d+)?s[ \t]"#
      + #"|Type: \w+ \| Timestamp: "#
      + #"|(?:error|warning|note): <(?:EXPR|user expression \d+)>:"#
      + #"|[^\[\]\t]*\[\d+:[0-9A-Fa-fx]+\][ \t]|"# + logTags + #"[ \t])"#)

  /// What an author writes where lines were cut: dots, `…`, or a word (`snip`, `omitted`),
  /// between dots, dashes or spaces (`...snip...`, `-- snip --`).
  static let elisionMark =
    #"[ \t.-]{0,40}(?:\.{2,}+|\x{E2}\x{80}\x{A6}"#
    + #"|(?i:snip(?:ped)?|cut|omitted|elided|trimmed|truncated))[ \t.-]{0,40}"#

  /// An elision line: an elision mark, bare or in brackets (`[…]`, `[snip]`, `<...>`, `(snip)`),
  /// optionally after depth markers.
  static let elision = compile(
    #"^[ \t]*+(?:(?://+|/\*+|\*)[ \t]*+)?(?:[|+][ \t]*+)*+"#
      + #"(?:"# + elisionMark + #"|\["# + elisionMark + #"\]|<"# + elisionMark + #">"#
      + #"|\("# + elisionMark + #"\)|\{"# + elisionMark + #"\})[ \t.]*+$"#)

  static func compile(_ pattern: String, options: Pattern.Options = []) -> Pattern {
    do {
      return try Pattern(pattern, options: options)
    } catch {
      // The patterns are constants covered by the tests: failing here is a programming error.
      fatalError("line grammar pattern does not compile: \(error)\n\(pattern)")
    }
  }
}
