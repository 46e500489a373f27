/// Shortens long Swift class names for a row of text (`print`, `find`, the viewer's tree);
/// JSON, `--raw-names` and the viewer's details pane show them in full.
///
/// `SwiftUI._UIHostingView<SwiftUI.ModifiedContent<SwiftUI.AnyView, …>>` becomes
/// `SwiftUI._UIHostingView<…>`, then, if still too long, `_UIHostingView<…>`, then is cut with
/// `…`. A private class's discriminator goes first, keeping where the class lives:
/// `MyApp.ProfileSection.(BadgeView in _0123456789ABCDEF0123456789ABCDEF)` becomes
/// `MyApp.ProfileSection.(BadgeView in _…)`. A class declared in a function keeps its own
/// name and the function's: `IgnoreContainer #1 in MyTests.Suite.testIgnore() throws -> ()`
/// becomes `IgnoreContainer #1 in testIgnore()`.
public enum ClassNameShortener {
  public static func shorten(_ name: String, limit: Int = 40) -> String {
    guard name.count > limit else { return name }
    if let local = LocalClassName(name) {
      // The class's own name goes first: `IgnoreContainer #1 in testIgnore()`.
      let own = "\(local.name) \(local.ordinal) in "
      let context = String(local.shortContext)
      guard own.count + 1 < limit else { return shorten(String(local.name), limit: limit) }
      return own + shorten(context, limit: limit - own.count)
    }
    var short = withoutDiscriminators(name)
    guard short.count > limit else { return short }
    if let open = name.firstIndex(of: "<"), open != name.startIndex {
      short = name[..<open] + "<…>"
    }
    if short.count > limit {
      let head = short.firstIndex(of: "<") ?? short.endIndex
      // Only a module path (names without spaces) before a name of its own is dropped: a
      // name ending with `.`, or free text with a sentence's period, keeps its start.
      if let dot = short[..<head].lastIndex(of: "."), short.index(after: dot) < head,
        !short[..<dot].contains(" ")
      {
        short = String(short[short.index(after: dot)...])
      }
    }
    if short.count > limit { short = short.prefix(max(1, limit - 1)) + "…" }
    return short
  }

  /// `name` with each private discriminator (` in _` and its hexadecimal digits) cut to
  /// ` in _…`.
  static func withoutDiscriminators(_ name: String) -> String {
    var result = ""
    var rest = Substring(name)
    while let range = rest.firstRange(of: " in _") {
      result += rest[..<range.upperBound]
      rest = rest[range.upperBound...]
      let digits = rest.prefix { $0.isHexDigit }
      if digits.count > 1 {
        result += "…"
        rest = rest.dropFirst(digits.count)
      }
    }
    return result + rest
  }
}
