/// What a wireframe drawing shows: the nodes of a hierarchy, or of one subtree, at their
/// absolute frames (`AbsoluteFrames`, as `vtree frames` prints them), in preorder, each with
/// what the drawing marks on it. The SVG, HTML and terminal renderers all draw one.
///
/// ```swift
/// let tree = DumpParser().parse(text).hierarchy
/// let wireframe = Wireframe(tree, lint: Linter().lint(tree))
/// SVGWireframeWriter().write(wireframe) { bytes in output.append(contentsOf: bytes) }
/// ```
public struct Wireframe: Sendable {
  /// How a node stands out: `--select` emphasizes its matches and dims the rest.
  public enum Emphasis: Sendable, Equatable {
    case normal, match, dimmed
  }

  /// One framed node to draw.
  public struct Item: Sendable, Equatable {
    public var node: NodeIndex
    /// The frame in window coordinates.
    public var frame: Rect
    /// Depth below the drawn root (0 for it), which picks the outline color.
    public var depth: Int
    /// Hidden or alpha 0, itself or through an ancestor: drawn dashed.
    public var isInvisible: Bool
    /// The absolute frame is an estimate (under a transform or a frameless parent).
    public var isApproximate: Bool
    public var emphasis: Emphasis
    /// The most severe lint finding on the node, if any.
    public var severity: LintSeverity?
  }

  public let hierarchy: Hierarchy
  /// The nodes drawn from: the whole hierarchy, or the subtree of `root`.
  public let scope: Range<Int>
  /// The framed nodes of `scope`, in preorder (parents before children, so later items are
  /// drawn above earlier ones, as UIKit draws subviews).
  public let items: [Item]
  /// The nodes of `scope` without a frame (`_printHierarchy` rows, some layers and XCUITest
  /// elements) or with one that cannot be drawn (`isDrawable`): listed by the HTML tree, left
  /// out of drawings.
  public let unframed: [NodeIndex]
  /// The canvas: the smallest rectangle holding what could be seen of the items. Hidden and
  /// alpha-0 views do not count, and each view counts only as far as its clipping ancestors
  /// in `scope` (`clipsToBounds = YES`, scroll views) let it show; items are drawn where they
  /// fall inside. When nothing could be seen, every item counts (zero when there are none).
  public let bounds: Rect
  /// The lint findings on nodes of `scope`, sorted by line.
  public let findings: [Finding]

  /// - Parameters:
  ///   - root: draw only this node's subtree (in window coordinates all the same).
  ///   - selection: emphasize the nodes it matches and dim the others.
  ///   - lint: findings to highlight (a report made for `hierarchy`).
  /// - Complexity: O(n + total description length): one scan of the nodes' properties (on
  ///   every core) for frames and visibility, then one pass over `scope`.
  public init(
    _ hierarchy: Hierarchy, root: NodeIndex? = nil, selection: SelectorMatcher? = nil,
    lint: LintReport? = nil
  ) {
    let facts = LintFacts(hierarchy)
    let frames = AbsoluteFrames(hierarchy, printed: facts.geometry)
    let scope = root.map { hierarchy.subtree(of: $0) } ?? 0..<hierarchy.count
    var severities: [Int: LintSeverity] = [:]
    var findings: [Finding] = []
    for finding in lint?.findings ?? [] where scope.contains(finding.node.rawValue) {
      findings.append(finding)
      severities[finding.node.rawValue] = max(
        severities[finding.node.rawValue] ?? finding.severity, finding.severity)
    }
    let baseDepth = scope.isEmpty ? 0 : Int(hierarchy.depths[scope.lowerBound])
    var items: [Item] = []
    var unframed: [NodeIndex] = []
    var shown = Extent()
    var all = Extent()
    // Per depth below the drawn root: what the clipping ancestors leave visible to the
    // children of that depth's node.
    var clips = [Rect?](repeating: nil, count: max(1, hierarchy.maxDepth + 1 - baseDepth))
    for index in scope {
      let node = NodeIndex(index)
      let depth = Int(hierarchy.depths[index]) - baseDepth
      let clip = depth > 0 ? clips[depth - 1] : nil
      clips[depth] = clip
      guard let frame = frames[node], Self.isDrawable(frame) else {
        unframed.append(node)
        continue
      }
      if !facts.flags[index].isDisjoint(with: [.clips, .scrollContainer]) {
        clips[depth] = clip?.intersection(frame) ?? frame
      }
      all.add(frame)
      if facts.isShown(index) {
        if let clip {
          let visible = clip.intersection(frame)
          if visible.hasArea { shown.add(visible) }
        } else {
          shown.add(frame)
        }
      }
      var emphasis = Emphasis.normal
      if let selection { emphasis = selection.matches(node) ? .match : .dimmed }
      items.append(
        Item(
          node: node, frame: frame, depth: depth, isInvisible: !facts.isShown(index),
          isApproximate: frames.isApproximate(node), emphasis: emphasis,
          severity: severities[index]))
    }
    self.hierarchy = hierarchy
    self.scope = scope
    self.items = items
    self.unframed = unframed
    self.findings = findings
    bounds = shown.rect ?? all.rect ?? Rect(x: 0, y: 0, width: 0, height: 0)
  }

  /// The smallest rectangle holding the rectangles added, nil before the first.
  private struct Extent {
    private var minX = Double.infinity
    private var minY = Double.infinity
    private var maxX = -Double.infinity
    private var maxY = -Double.infinity

    mutating func add(_ rect: Rect) {
      minX = min(minX, rect.x)
      minY = min(minY, rect.y)
      maxX = max(maxX, rect.maxX)
      maxY = max(maxY, rect.maxY)
    }

    var rect: Rect? {
      minX <= maxX ? Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : nil
    }
  }

  /// A frame that can be drawn: no negative size, and numbers within a billion points. After a
  /// layout bug a printed frame can hold `nan`, `inf` or `1.79769e+308`; drawn, such a frame
  /// would shrink every other node to nothing (and overflow the renderers' cell arithmetic).
  static func isDrawable(_ frame: Rect) -> Bool {
    [frame.x, frame.y, frame.width, frame.height].allSatisfy { abs($0) <= maxCoordinate }
      && frame.width >= 0 && frame.height >= 0
  }

  /// Far beyond any screen or scroll content (a million 44-point rows is 4.4e7 points).
  static let maxCoordinate = 1e9
}
