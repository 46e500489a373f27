/// Pseudo-classes that depend on other nodes, each computed for every node in one pass: down
/// the tree (preorder: a node's parent comes first) for what is inherited from ancestors, up
/// the tree (reverse preorder: a node's descendants come first) for what is gathered from
/// descendants.
extension SelectorEvaluator {
  /// Absolute frames differ from printed ones only by sums of offsets; this much rounding
  /// in those sums is not taken as a frame leaving its root or its clipping ancestor.
  static let tolerance = 1e-6

  var absoluteFrames: AbsoluteFrames {
    if let frames = absoluteFramesStorage { return frames }
    let frames = AbsoluteFrames(hierarchy)
    absoluteFramesStorage = frames
    return frames
  }

  /// `:hidden`: the node or an ancestor is hidden or transparent (alpha below 0.01,
  /// `Node.isTransparent`), as nothing inside a hidden view is drawn.
  /// - Complexity: O(n) property reads.
  func hiddenNodes() -> [Bool] {
    if let cached = effectivelyHidden { return cached }
    var result = [Bool](repeating: false, count: hierarchy.count)
    for index in 0..<hierarchy.count {
      let parent = Int(hierarchy.parents[index])
      result[index] = (parent >= 0 && result[parent]) || isHiddenOrTransparent(index)
    }
    effectivelyHidden = result
    return result
  }

  /// `hidden = YES` or an alpha below 0.01 (as `Node.isHidden` and `Node.isTransparent` read
  /// them), in one scan of the bytes for recursiveDescription rows.
  private func isHiddenOrTransparent(_ index: Int) -> Bool {
    var result = false
    let scanned = forEachRawProperty(of: index) { key, value in
      if ByteText.equals(key, "hidden") {
        result = FlagValue.isSet(value)
      } else if ByteText.equals(key, "alpha") {
        result = (NumberList.parse(value).first ?? 1) < Node.invisibleAlpha
      }
      return !result
    }
    if scanned { return result }
    let node = hierarchy[NodeIndex(index)]
    return node.isHidden || node.isTransparent
  }

  /// `clipsToBounds = YES`, as `Node.clipsToBounds` reads it.
  private func clipsToBounds(_ index: Int) -> Bool {
    var result = false
    let scanned = forEachRawProperty(of: index) { key, value in
      guard ByteText.equals(key, "clipsToBounds") else { return true }
      result = ByteText.equals(value, "YES")
      return false
    }
    return scanned ? result : hierarchy[NodeIndex(index)].clipsToBounds
  }

  /// `:offscreen`: the node's absolute frame lies entirely outside its screen, the first
  /// framed node of its tree (the root, or XCUITest's `Window` under a frameless
  /// `Application`, as lint's `off-screen` takes it): no part of it overlaps the screen
  /// horizontally, or none vertically. The screen itself and nodes without a frame are never
  /// offscreen.
  /// - Complexity: O(n), plus computing the absolute frames once.
  func offscreen() -> [Bool] {
    if let cached = offscreenNodes { return cached }
    let frames = absoluteFrames
    var result = [Bool](repeating: false, count: hierarchy.count)
    // screens[d]: the screen of the nodes below depth d, nil while no ancestor has a frame.
    var screens = [Rect?](repeating: nil, count: hierarchy.maxDepth + 1)
    for index in 0..<hierarchy.count {
      let depth = Int(hierarchy.depths[index])
      let frame = frames[NodeIndex(index)]
      let screen = depth > 0 ? screens[depth - 1] : nil
      screens[depth] = screen ?? frame
      guard let frame, let bounds = screen else { continue }
      result[index] =
        !Self.overlaps(frame.x, frame.maxX, bounds.x, bounds.maxX)
        || !Self.overlaps(frame.y, frame.maxY, bounds.y, bounds.maxY)
    }
    offscreenNodes = result
    return result
  }

  /// Whether the span `start…end` shares part of `lower…upper`. A span that only touches
  /// an edge from outside does not (nothing of it shows); a zero-length span (a view of zero
  /// width) does when it lies within, edges included.
  static func overlaps(_ start: Double, _ end: Double, _ lower: Double, _ upper: Double) -> Bool {
    let e = tolerance
    if end - start <= 0 { return start >= lower - e && start <= upper + e }
    return start < upper - e && end > lower + e
  }

  /// `:clipped`: some ancestor with `clipsToBounds = YES` cuts part of the node off. A frame
  /// pokes out of one of several rectangles exactly when it is not inside their intersection,
  /// so one rectangle per level (the intersection of the clipping ancestors' absolute frames
  /// down to it) replaces a walk over the ancestors.
  /// - Complexity: O(n) property reads, plus computing the absolute frames once.
  func clipped() -> [Bool] {
    if let cached = clippedNodes { return cached }
    let frames = absoluteFrames
    var result = [Bool](repeating: false, count: hierarchy.count)
    // clips[d]: the visible area left by the clipping nodes on the path down to depth d.
    var clips = [Rect?](repeating: nil, count: hierarchy.maxDepth + 1)
    for index in 0..<hierarchy.count {
      let depth = Int(hierarchy.depths[index])
      let inherited = depth > 0 ? clips[depth - 1] : nil
      let frame = frames[NodeIndex(index)]
      if let frame, let area = inherited {
        let e = Self.tolerance
        result[index] =
          frame.x < area.x - e || frame.y < area.y - e || frame.maxX > area.maxX + e
          || frame.maxY > area.maxY + e
      }
      var own = inherited
      if let frame, clipsToBounds(index) {
        own = inherited.map { Self.intersection($0, frame) } ?? frame
      }
      clips[depth] = own
    }
    clippedNodes = result
    return result
  }

  /// The overlap of two rectangles; when they do not overlap, a rectangle of negative size
  /// that no frame fits inside.
  static func intersection(_ a: Rect, _ b: Rect) -> Rect {
    let x = max(a.x, b.x)
    let y = max(a.y, b.y)
    return Rect(x: x, y: y, width: min(a.maxX, b.maxX) - x, height: min(a.maxY, b.maxY) - y)
  }

  /// `:has(…)`: nodes with a descendant among `matched`. Reverse preorder visits every node
  /// after its descendants, so each node passes "I or one of mine matched" to its parent.
  /// - Complexity: O(n).
  func withMatchingDescendant(_ matched: [Bool]) -> [Bool] {
    var result = [Bool](repeating: false, count: hierarchy.count)
    for index in stride(from: hierarchy.count - 1, through: 0, by: -1) {
      let parent = Int(hierarchy.parents[index])
      if parent >= 0 && (matched[index] || result[index]) { result[parent] = true }
    }
    return result
  }

  /// `:has(> …)`: nodes with a child among `matched`.
  /// - Complexity: O(n).
  func withMatchingChild(_ matched: [Bool]) -> [Bool] {
    var result = [Bool](repeating: false, count: hierarchy.count)
    for index in 0..<hierarchy.count where matched[index] {
      let parent = Int(hierarchy.parents[index])
      if parent >= 0 { result[parent] = true }
    }
    return result
  }
}
