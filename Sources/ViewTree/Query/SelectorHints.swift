/// Why a selector may have matched nothing, for `find` to say when it did: a class no node is
/// of (`UILable`, with the dump's nearest class as a suggestion), a property name no node has
/// (`[txt*=Sign]`, a typo of `text`), or a `:kind-of` class that neither vtree's class table
/// nor the dump knows (`:kind-of(UIFoo)`). Both are legal (any raw property may be
/// asked for, and an app's class may be a base class), so they are hints, not errors.
public enum SelectorHints {
  /// The attribute names the selector language computes for every node.
  static let computedAttributes: Set<String> = [
    "text", "hidden", "alpha", "x", "y", "width", "height", "depth", "address",
  ]

  /// One sentence per unknown name in `selector`, in the order they appear.
  /// - Complexity: O(n × unknown names) property reads; meant for a selector that matched
  ///   nothing.
  public static func unknownNames(in selector: ViewSelector, of hierarchy: Hierarchy) -> [String] {
    var attributes: [String] = []
    var kinds: [String] = []
    var names: [String] = []
    collect(selector, attributes: &attributes, kinds: &kinds, names: &names)
    var hints: [String] = []
    let known = classNames(of: hierarchy)
    for name in names where !known.contains(name) && !known.contains(unqualified(name)) {
      guard !hierarchy.indices.contains(where: { hierarchy[$0].baseClass == name }) else {
        continue
      }
      // A name typed in the wrong case, or a typo or two away from one the dump has.
      let suggestion =
        known.sorted().first { $0.lowercased() == name.lowercased() }
        ?? EditDistance.nearest(to: name, in: known.sorted(), limit: 2)
      hints.append(
        "no node is of class '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
    }
    for name in attributes where !computedAttributes.contains(name) {
      guard !hierarchy.indices.contains(where: { hierarchy[$0].value(of: name) != nil }) else {
        continue
      }
      hints.append("no node has a property '\(name)'")
    }
    for name in kinds where !ClassAncestry.isKnown(name) {
      let unqualified = ClassAncestry.unqualifiedName(name)
      let named = hierarchy.classNames.contains { ClassAncestry.unqualifiedName($0) == unqualified }
      let asBase = hierarchy.indices.contains { hierarchy[$0].baseClass == name }
      guard !named && !asBase else { continue }
      hints.append(
        "'\(name)' is not in vtree's class table, and no node is of that class or has it as "
          + "baseClass")
    }
    return hints
  }

  /// The names a type selector may match: each class as printed, readable and without its
  /// module.
  private static func classNames(of hierarchy: Hierarchy) -> Set<String> {
    var names = Set(hierarchy.classNames)
    names.formUnion(hierarchy.classDisplayNames)
    names.formUnion(hierarchy.classDisplayNames.map(unqualified))
    return names
  }

  private static func unqualified(_ name: String) -> String {
    ClassAncestry.unqualifiedName(name)
  }

  /// The attribute names, `:kind-of` classes and exact type names of `selector`, each once,
  /// `:has` and `:not` arguments included.
  private static func collect(
    _ selector: ViewSelector, attributes: inout [String], kinds: inout [String],
    names: inout [String]
  ) {
    for compound in selector.alternatives.flatMap(\.compounds) {
      if case .name(let name) = compound.type, !names.contains(name) { names.append(name) }
      for condition in compound.conditions {
        switch condition {
        case .attribute(let attribute):
          if !attributes.contains(attribute.name) { attributes.append(attribute.name) }
        case .pseudoClass(.kindOf(let name)):
          if !kinds.contains(name) { kinds.append(name) }
        case .pseudoClass(.has(let inner)), .pseudoClass(.hasChild(let inner)),
          .pseudoClass(.not(let inner)):
          collect(inner, attributes: &attributes, kinds: &kinds, names: &names)
        case .pseudoClass:
          break
        }
      }
    }
  }
}
