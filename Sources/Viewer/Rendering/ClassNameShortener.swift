/// Shortens long Swift class names for a tree row; the details pane shows them in full.
///
/// `SwiftUI._UIHostingView<SwiftUI.ModifiedContent<SwiftUI.AnyView, …>>` becomes
/// `SwiftUI._UIHostingView<…>`, then, if still too long, `_UIHostingView<…>`, then is cut with
/// `…`.
enum ClassNameShortener {
  static func shorten(_ name: String, limit: Int = 40) -> String {
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
