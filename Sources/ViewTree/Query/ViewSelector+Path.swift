extension ViewSelector {
  /// A selector for one node by its place: the class path from its root in child combinators,
  /// and its address when it has one (`UIWindow > UITableView > UILabel[address=0x7f…]`).
  /// It reads back as a selector that matches the node, to paste into `vtree find` or a
  /// filter. A name a type selector cannot spell (generic arguments, a private Swift type) is
  /// written the way selectors match it, without its module and arguments
  /// (`SwiftUI._UIHostingView<App.Root>` → `_UIHostingView`); an unnamed node is `*`.
  /// - Complexity: O(depth).
  public static func path(to index: NodeIndex, in hierarchy: Hierarchy) -> String {
    let steps = hierarchy.ancestors(of: index).reversed() + [index]
    var path = steps.map { typeName(hierarchy[$0].displayName) }.joined(separator: " > ")
    if let address = hierarchy[index].address, address.allSatisfy(\.isHexDigitOrX) {
      path += "[address=\(address)]"
    }
    return path
  }

  private static func typeName(_ displayName: String) -> String {
    if isTypeName(displayName) { return displayName }
    let unqualified = ClassAncestry.unqualifiedName(displayName)
    return isTypeName(unqualified) ? unqualified : "*"
  }

  /// Whether `name` reads back as the same type selector: class-name characters only, no glob
  /// characters, and a first character that starts one.
  private static func isTypeName(_ name: String) -> Bool {
    guard let first = name.first, first.isLetter || first == "_" || first == "$" else {
      return false
    }
    return name.allSatisfy {
      SelectorParser.isClassNameCharacter($0) && $0 != "*" && $0 != "?"
    }
  }
}

extension Character {
  fileprivate var isHexDigitOrX: Bool { isHexDigit || self == "x" || self == "X" }
}
