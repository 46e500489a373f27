/// `outside-parent`: a view whose frame is not inside its parent's bounds.
///
/// The parent's bounds start at its bounds origin (a scroll view's `contentOffset`, AppKit's
/// `b=`) and have its frame's size. A scroll view's child is inside when it lies within the
/// content (`contentSize`, widened by `adjustedContentInset`) or within the visible bounds;
/// children of scroll containers whose content size is not printed (`NSClipView`, XCUITest
/// tables) are never outside. Children of transformed or frameless parents are skipped: the
/// parent's bounds are not known; so are rows whose real parent was cut from the paste.
///
/// XCUITest elements are left out: their frames are accessibility frames, which nothing clips
/// or hit-tests against the parent element's (an `Image` in a `Button` may overhang it).
///
/// The message says whether a clipping ancestor (`clipsToBounds = YES`) hides the overhang
/// (the node is then partly or entirely invisible), or nothing clips it (it shows, but UIKit
/// and AppKit deliver no touches outside the parent). When the clipping hides exactly the
/// overhang, all of it and nothing inside the parent (an aspect-fill image cropped by its
/// container), the crop is deliberate: the finding is a note; but not for a control, whose
/// cut-off part is a part of the button the user cannot see. A clipping scroll view hides
/// only what lies outside its content: a cell scrolled out of view shows again when scrolled
/// back.
struct OutsideParentRule: LintCheck {
  static let rule = LintRule.outsideParent

  /// The area the clipping ancestors leave visible, in window coordinates.
  private struct Clip {
    var rect: Rect
    /// The ancestor that clips last (the innermost).
    var node: Int
  }

  func check(_ context: LintContext, _ emit: (Finding) -> Void) {
    let facts = context.facts
    let tolerance = context.options.tolerance
    // Per depth: the clip that applies to that node's children.
    var clips = [Clip?](repeating: nil, count: context.depthSlots)
    for index in 0..<context.count {
      let depth = context.depth(index)
      let inherited = depth > 0 ? clips[depth - 1] : nil
      clips[depth] = inherited
      if let absolute = context.absoluteFrame(index) {
        if let reach = scrollReach(of: index, absolute, facts) {
          // Scrolling brings any part of the content into the scroll view's frame, whatever
          // the outer clips cut off at the current offsets.
          clips[depth] = facts.has(index, .clips) ? Clip(rect: reach, node: index) : nil
        } else if facts.has(index, .clips) {
          clips[depth] = Clip(
            rect: inherited?.rect.intersection(absolute) ?? absolute, node: index)
        }
      }
      guard let parent = context.parent(index), facts.isShown(index),
        !context.hasCutAbove(index),
        facts.has(index, .viewLike), context.hierarchy.records[index].format != .xcuitest,
        let frame = facts.frame(index), frame.hasArea,
        let bounds = visibleBounds(of: parent, context),
        !isInside(frame, index, parent: parent, bounds: bounds, context)
      else { continue }
      let absolute = context.absoluteFrame(index)
      let parentBounds = context.absoluteFrame(parent)
      // Appended piece by piece into one buffer: this rule can report tens of thousands of
      // nodes, and interpolating each piece costs a String of its own.
      var message = ""
      message.reserveCapacity(240)
      context.describe(index, to: &message)
      message += " "
      frame.appendPrinted(to: &message)
      message +=
        frame.intersects(bounds, tolerance: 0) ? " extends outside" : " extends entirely outside"
      message += " its parent "
      context.describe(parent, to: &message)
      message += "'s bounds "
      bounds.appendPrinted(to: &message)
      var clipper: Int? = nil
      var atMost: LintSeverity? = nil
      if let clip = inherited, let absolute {
        clipper = clip.node
        if !absolute.intersects(clip.rect, tolerance: tolerance) {
          message += "; clipped by "
          context.describe(clip.node, to: &message)
          message += ", it is invisible"
        } else if let parentBounds, !facts.has(index, .control),
          parentBounds.contains(absolute.intersection(clip.rect), tolerance: tolerance)
        {
          atMost = .note
          message += "; cropped: "
          context.describe(clip.node, to: &message)
          message += " clips all of the part outside"
        } else if !clip.rect.contains(absolute, tolerance: tolerance) {
          message += "; partly clipped by "
          context.describe(clip.node, to: &message)
        } else {
          clipper = nil
          message += "; no ancestor clips it, but touches outside the parent do not reach it"
        }
      } else {
        message += "; nothing clips it, but touches outside the parent do not reach it"
      }
      emit(
        context.finding(
          Self.rule, index, message, other: parent, reference: parentBounds, clippedBy: clipper,
          atMost: atMost))
    }
  }

  /// Where a scroll view can show its content, in window coordinates: its frame widened to
  /// its content (and insets), nil when the content size is not printed. Content scrolled out
  /// of view is clipped only until it is scrolled back, which says nothing about a view poking
  /// out of its parent: that overhang is clipped only if it is outside this area.
  private func scrollReach(of index: Int, _ absolute: Rect, _ facts: LintFacts) -> Rect? {
    guard let scroll = facts.scroll(index), let content = scroll.contentRect else { return nil }
    let x = absolute.x - scroll.boundsOrigin.x + content.x
    let y = absolute.y - scroll.boundsOrigin.y + content.y
    let left = min(absolute.x, x)
    let top = min(absolute.y, y)
    return Rect(
      x: left, y: top, width: max(absolute.maxX, x + content.width) - left,
      height: max(absolute.maxY, y + content.height) - top)
  }

  /// The parent's bounds in its own coordinates (where the child's frame is printed), nil when
  /// they cannot be known.
  private func visibleBounds(of parent: Int, _ context: LintContext) -> Rect? {
    let facts = context.facts
    guard let frame = facts.frame(parent), !facts.has(parent, .transformed) else { return nil }
    if context.hierarchy.records[parent].format == .xcuitest {
      return context.absoluteFrame(parent)
    }
    let origin = facts.scroll(parent)?.boundsOrigin ?? Point(x: 0, y: 0)
    return Rect(x: origin.x, y: origin.y, width: frame.width, height: frame.height)
  }

  private func isInside(
    _ frame: Rect, _ index: Int, parent: Int, bounds: Rect, _ context: LintContext
  ) -> Bool {
    let tolerance = context.options.tolerance
    var frame = frame
    if context.hierarchy.records[index].format == .xcuitest {
      // Screen coordinates, like the parent's bounds above.
      guard let absolute = context.absoluteFrame(index) else { return true }
      frame = absolute
    }
    if bounds.contains(frame, tolerance: tolerance) { return true }
    guard context.facts.has(parent, .scrollContainer) else { return false }
    guard let content = context.facts.scroll(parent)?.contentRect else { return true }
    return content.contains(frame, tolerance: tolerance)
  }
}
