/// `zero-size`: a shown view of zero (or negative) width or height that has children or text,
/// which then cannot be seen if it clips, and cannot be touched in any case (hit testing stops
/// at its empty bounds). Hidden views are skipped: collapsing a hidden view is common; so is a
/// container whose children are all hidden (a stack view collapses when every arranged subview
/// is), so only shown children count; and of those only the ones with something to show: a
/// stack view collapsed around an empty label (zero height, no text, no children) hides
/// nothing, and nor does one around a chain of views as empty as itself, all the way down.
struct ZeroSizeRule: LintCheck {
  static let rule = LintRule.zeroSize

  func check(_ context: LintContext, _ emit: (Finding) -> Void) {
    let facts = context.facts
    let hierarchy = context.hierarchy
    let shows = Self.showsSomething(context)
    for index in 0..<context.count {
      guard let frame = facts.frame(index), !frame.hasArea, facts.isShown(index),
        facts.has(index, .viewLike)
      else { continue }
      var children = 0
      var views = 0
      var child = hierarchy.firstChild(of: NodeIndex(index))
      while let current = child {
        if facts.has(current.rawValue, .viewLike) {
          views += 1
          if shows[current.rawValue] { children += 1 }
        }
        child = hierarchy.nextSibling(of: current)
      }
      let hasText = facts.has(index, .hasText)
      guard children > 0 || hasText else { continue }
      var contents: [String] = []
      if children == 0 {
        // Only text: its children, if any, show nothing.
      } else if children == views {
        contents.append(children == 1 ? "a child" : "\(children) children")
      } else {
        // Say which children count, so the number matches what the reader sees below it.
        contents.append("\(children) of its \(views) children (the others hidden or empty)")
      }
      if hasText { contents.append("text") }
      emit(
        context.finding(
          Self.rule, index,
          "\(context.describe(index)) has zero size (\(frame.printedSize)) but has "
            + contents.joined(separator: " and ")))
    }
  }

  /// Whether each node is a shown view with something to show: an area (or no printed
  /// frame), text, or a child with something to show. Children come after their parent in
  /// preorder, so one pass from the last node up decides them all.
  /// - Complexity: O(n).
  private static func showsSomething(_ context: LintContext) -> [Bool] {
    let facts = context.facts
    var shows = [Bool](repeating: false, count: context.count)
    var childShows = [Bool](repeating: false, count: context.count)
    for index in stride(from: context.count - 1, through: 0, by: -1) {
      guard facts.has(index, .viewLike), facts.isShown(index) else { continue }
      shows[index] =
        (facts.frame(index)?.hasArea ?? true) || facts.has(index, .hasText) || childShows[index]
      if shows[index], let parent = context.parent(index) { childShows[parent] = true }
    }
    return shows
  }
}
