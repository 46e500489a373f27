/// Shortens long Swift class names for a row of text (`print`, `find`, the viewer's tree);
/// JSON, `--raw-names` and the viewer's details pane show them in full.
///
/// `SwiftUI._UIHostingView<SwiftUI.ModifiedContent<SwiftUI.AnyView, …>>` becomes
/// `SwiftUI._UIHostingView<…>`, then, if still too long, `_UIHostingView<…>`, then is cut with
/// `…`.
public enum ClassNameShortener {
  public static func shorten(_ name: String, limit: Int = 40) -> String {
    guard name.count > limit else { return name }
    var short = name
    if let open = name.firstIndex(of: "<"), open != name.startIndex {
      short = name[..<open] + "<…>"
    }
    if short.count > limit {
      let head = short.firstIndex(of: "<") ?? short.endIndex
      if let dot = short[..<head].lastIndex(of: ".") {
        short = String(short[short.index(after: dot)...])
      }
    }
    if short.count > limit { short = short.prefix(max(1, limit - 1)) + "…" }
    return short
  }
}
