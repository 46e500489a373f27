import PCRE2

/// Reads Chisel's `pa11y` accessibility trees, best effort (format `other`): a root line
/// `UIWindow (id)[[UIApplication sharedApplication] keyWindow]` and rows
/// `   | (UILabel 0x00007fd17b60d720) Label`, depth by `|` markers. The root's `(id)` is
/// followed by the expression it evaluated (or the value lldb gave it, `$0`, `0x…`), not by
/// a colon or words: `_target (id): nil` is a line of an object's ivar list, and
/// `delegate (id) is set` prose.
struct AccessibilityTreeReader {
  static let pattern = LineGrammar.compile(
    #"^[ \t]*+(?<markers>(?:\|[ \t]*+)*+)(?:\((?<class>[A-Za-z_$][\w.$]*) (?<address>0x[0-9A-Fa-f]+)\)"#
      + #"(?:[ \t]+(?<label>.*))?$|(?<root>[A-Za-z_$][\w.$]*) \(id\)(?=[ \t]*+(?:\[|\$|0x|$)))"#)

  private let matcher = pattern.matcher()
  private let groups: (markers: Int, class: Int, address: Int, label: Int, root: Int)

  init() {
    let pattern = Self.pattern
    groups = (
      pattern.groupNumber(named: "markers")!, pattern.groupNumber(named: "class")!,
      pattern.groupNumber(named: "address")!, pattern.groupNumber(named: "label")!,
      pattern.groupNumber(named: "root")!
    )
  }

  func read(_ line: LineContext) -> LineReadOutcome {
    guard (try? matcher.matches(line.subject)) == true else { return .noHeader }
    let markers = matcher.range(groups.markers)!
    var record = line.record(
      format: .other, kind: .view, markerDepth: ByteRanges.countMarkers(line.subject, markers))
    if let root = matcher.range(groups.root) {
      guard markers.isEmpty else { return .noHeader }
      record.className = line.span(relative: root)
    } else {
      record.className = line.span(relative: matcher.range(groups.class)!)
      record.address = line.span(relative: matcher.range(groups.address)!)
      if let label = matcher.range(groups.label) { record.body = line.span(relative: label) }
    }
    record.description = line.span(relative: markers.upperBound..<line.subject.count)
    return .node(record)
  }
}
