/// The syntax a dump was printed in. The raw value is the name used in JSON and on the
/// command line.
public enum DumpFormat: String, Sendable, CaseIterable, Codable {
  /// `-[UIView recursiveDescription]`, Chisel `pviews`, cycript/Frida `recursiveDescription()`.
  case recursiveDescription
  /// `-[UIViewController _printHierarchy]`, Chisel `pvc`.
  case printHierarchy
  /// `-[UIView _autolayoutTrace]`, Chisel `paltrace`.
  case autolayoutTrace
  /// AppKit `-[NSView _subtreeDescription]`.
  case subtreeDescription
  /// XCUITest element trees: `po app`, `XCUIElement.debugDescription`.
  case xcuitest
  /// Other `|` trees: ComponentKit, Chisel `pa11y`, Swift `dump`/`po` Mirror output.
  case other
  /// Lines that hold no hierarchy at all.
  case unknown

  /// How the format prints depth. Depths of consecutive rows only compare within one unit, so
  /// a change of unit starts a new tree.
  var depthUnit: Int {
    switch self {
    case .recursiveDescription, .printHierarchy, .autolayoutTrace, .other, .unknown:
      return 0  // counted `|` (and `+`) markers
    case .subtreeDescription: return 1  // two spaces per level
    case .xcuitest: return 2  // XCUITest's indentation
    }
  }

  /// Position in `allCases`, for counting formats in an array.
  var ordinal: Int {
    switch self {
    case .recursiveDescription: return 0
    case .printHierarchy: return 1
    case .autolayoutTrace: return 2
    case .subtreeDescription: return 3
    case .xcuitest: return 4
    case .other: return 5
    case .unknown: return 6
    }
  }
}
