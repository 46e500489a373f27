import Testing

@testable import ViewTree

/// Small UIKit dumps written row by row, linted.
enum LintFixture {
  /// A recursiveDescription row at `depth`: `<Class: 0x…; properties; layer = <CALayer…>>`.
  static func row(_ depth: Int, _ className: String, _ properties: String) -> String {
    let markers = depth == 0 ? "" : "   " + String(repeating: "|    ", count: depth - 1) + "| "
    return markers + "<\(className): 0x\(String(depth + 1, radix: 16))0; \(properties); "
      + "layer = <CALayer: 0x600000e7c1e0>>"
  }

  static let window = row(0, "UIWindow", "frame = (0 0; 390 844)")

  static func lint(
    _ lines: [String], _ options: LintOptions = LintOptions(),
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> LintReport {
    let hierarchy = DumpParser().parse(lines.joined(separator: "\n")).hierarchy
    hierarchy._checkInvariants()
    #expect(hierarchy.count == lines.count, "every row is a node", sourceLocation: sourceLocation)
    return Linter(options: options).lint(hierarchy)
  }

  /// The findings of one rule, running only that rule.
  static func findings(
    _ rule: LintRule, _ lines: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) -> [Finding] {
    lint(lines, LintOptions(only: [rule]), sourceLocation: sourceLocation).findings
  }
}
