/// One key press with its modifiers.
public struct KeyEvent: Hashable, Sendable {
  public var key: Key
  public var modifiers: KeyModifiers

  public init(_ key: Key, modifiers: KeyModifiers = []) {
    self.key = key
    self.modifiers = modifiers
  }
}

extension KeyEvent: CustomStringConvertible {
  /// Readable form for tests and help screens: `Ctrl-d`, `Alt-x`, `Shift-up`, `F5`, `space`.
  public var description: String {
    var prefix = ""
    if modifiers.contains(.control) { prefix += "Ctrl-" }
    if modifiers.contains(.alt) { prefix += "Alt-" }
    if modifiers.contains(.shift) { prefix += "Shift-" }
    switch key {
    case .character(" "): return prefix + "space"
    case .character(let character): return prefix + String(character)
    case .function(let number): return prefix + "F\(number)"
    default: return prefix + "\(key)"
    }
  }
}
