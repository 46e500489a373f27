@testable import ViewTree

/// Small dumps for diff tests and a helper that diffs two texts.
enum DiffFixture {
  static let screen = """
    <UIWindow: 0x7fb1c0c0a0e0; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x600000c4b2a0>; layer = <UIWindowLayer: 0x600000230b40>>
       | <UIView: 0x7fb1c0d0b1f0; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x600000231e80>>
       |    | <UILabel: 0x7fb1c0d0c2a0; frame = (20 40; 280 21); text = 'Hello'; opaque = NO; layer = <_UILabelLayer: 0x600002d3c0a0>>
       |    | <UIStackView: 0x7fb1c0d0d3b0; frame = (20 80; 350 44); layer = <CATransformLayer: 0x600000231f00>>
       |    |    | <UIButton: 0x7fb1c0d0e4c0; frame = (0 0; 100 44); opaque = NO; layer = <CALayer: 0x600002d3c1e0>>
       |    |    |    | <UIButtonLabel: 0x7fb1c0d0e5c0; frame = (10 12; 80 20); text = 'Sign in'; opaque = NO; layer = <_UILabelLayer: 0x600002d3c2e0>>
       |    |    | <UIButton: 0x7fb1c0d0e6c0; frame = (110 0; 100 44); opaque = NO; layer = <CALayer: 0x600002d3c3e0>>
       |    |    |    | <UIButtonLabel: 0x7fb1c0d0e7c0; frame = (10 12; 80 20); text = 'Register'; opaque = NO; layer = <_UILabelLayer: 0x600002d3c4e0>>
       |    | <UIImageView: 0x7fb1c0d0f5d0; frame = (0 200; 390 300); clipsToBounds = YES; layer = <CALayer: 0x600000232000>>
       |    | <UIView: 0x7fb1c0d0f6d0; frame = (0 600; 390 1); layer = <CALayer: 0x600000232100>>

    """

  /// `text` with every hex address replaced by another one, as in the next run of the app.
  static func readdressed(_ text: String) -> String {
    var result = ""
    var rest = Substring(text)
    while let range = rest.range(of: "0x") {
      result += rest[..<range.lowerBound] + "0xbeef"
      rest = rest[range.upperBound...]
      while let first = rest.first, first.isHexDigit { rest = rest.dropFirst() }
    }
    return result + rest
  }

  static func diff(_ old: String, _ new: String, options: DiffOptions = DiffOptions())
    -> HierarchyDiff
  {
    HierarchyDiff(
      from: DumpParser().parse(old).hierarchy, to: DumpParser().parse(new).hierarchy,
      options: options)
  }

  /// `(op, old line, new line)` of each change, for compact expectations.
  static func summary(_ diff: HierarchyDiff) -> [String] {
    diff.changes.map { change in
      "\(change.operation.rawValue) \(change.old.map { String($0.line) } ?? "-") \(change.new.map { String($0.line) } ?? "-")"
    }
  }

  /// `screen` with line `line` (1-based) replaced.
  static func replacing(line: Int, with text: String, in dump: String = screen) -> String {
    var lines = dump.components(separatedBy: "\n")
    lines[line - 1] = text
    return lines.joined(separator: "\n")
  }

  static func removing(lines: ClosedRange<Int>, from dump: String = screen) -> String {
    var all = dump.components(separatedBy: "\n")
    all.removeSubrange((lines.lowerBound - 1)...(lines.upperBound - 1))
    return all.joined(separator: "\n")
  }

  static func inserting(_ text: String, before line: Int, in dump: String = screen) -> String {
    var all = dump.components(separatedBy: "\n")
    all.insert(text, at: line - 1)
    return all.joined(separator: "\n")
  }

  static func line(_ number: Int, of dump: String = screen) -> String {
    dump.components(separatedBy: "\n")[number - 1]
  }
}
