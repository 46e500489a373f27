/// What the parser records of one node line: where its pieces are in the text. Everything
/// else (properties, typed values) is derived from these spans on access.
struct NodeRecord: Equatable, Sendable {
  /// 1-based line in the input.
  var line: Int32
  var kind: NodeKind
  /// The syntax of the line: one paste can hold dumps in several formats.
  var format: DumpFormat = .recursiveDescription
  /// Count of `|` / `+` markers before the node, as printed (before elisions are resolved); the
  /// indentation for formats that print none, and for recursiveDescription rows of a block
  /// printed without markers.
  var markerDepth: Int32
  /// The whole input line(s) of the node, envelope included.
  var source: ByteSpan
  /// The node's description: from its opening `<` (or first character) to the end of its tail.
  var description: ByteSpan
  var className: ByteSpan
  /// Empty when the address is purged or absent.
  var address: ByteSpan
  /// Between the header and the closing `>`: `frame = (…); …` (or `, state: …` for controllers).
  var body: ByteSpan
  /// Text after the closing `>`, e.g. `effect=none`; empty when there is none.
  var tail: ByteSpan
  /// False when the line ended before the closing `>` (truncated by the debugger or an author).
  var isClosed: Bool
  /// True when the parser presumed the line's last `>` closes the description without
  /// scanning it (the fast path); `Node` confirms it, and finds any tail, only when asked.
  var closingPresumed: Bool = false
  /// True when an annotation stands between the row's markers and its description: an
  /// instance variable's name (`_titleView <UIButtonLabel: …>`) or the owning controller
  /// (`'ListController:0x…' 1 child[…] <UIView: …>`); `Node.annotation` reads it.
  var hasAnnotation: Bool = false

  /// Moves the spans that point into unescaped text (at or after `textEnd`, the input's
  /// length) by `offset` bytes: records read from unescaped text, when the merger appends that
  /// text after earlier chunks'. Placeholders (`ByteSpan.empty`) stay, as in a one-chunk parse.
  mutating func shift(by offset: UInt32, spansFrom textEnd: UInt32) {
    for keyPath in [\NodeRecord.source, \.description, \.className, \.address, \.body, \.tail]
    where self[keyPath: keyPath].start >= textEnd {
      self[keyPath: keyPath].start += offset
      self[keyPath: keyPath].end += offset
    }
  }
}
