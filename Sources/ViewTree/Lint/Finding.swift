/// One problem `Linter` found: which rule, where, and the geometry it was judged on.
public struct Finding: Sendable, Equatable {
  public var rule: LintRule
  public var severity: LintSeverity
  public var node: NodeIndex
  /// 1-based input line of the node.
  public var line: Int
  /// 1-based column, in characters, where the node's description starts on its line
  /// (`Hierarchy.columns(of:)`); set by `Linter` once the findings are sorted.
  public var column = 1
  /// The node's class name as printed (mangled names included; messages use readable ones).
  public var className: String
  public var message: String
  public var geometry: Geometry

  /// The rule's id (`outside-parent`).
  public var ruleID: String { rule.id }

  /// The rectangles a finding was judged on, and the node it was judged against.
  public struct Geometry: Sendable, Equatable {
    /// The frame as printed, relative to the parent.
    public var frame: Rect?
    /// The frame in window coordinates (`AbsoluteFrames`).
    public var absoluteFrame: Rect?
    /// The absolute frame is an estimate (under a transform or a frameless parent).
    public var isApproximate = false
    /// The node compared with: the parent, the window, the covering sibling, the hidden
    /// ancestor, the top of a wrapper chain's child…
    public var other: NodeIndex?
    public var otherLine: Int?
    /// The rectangle the node was checked against, in window coordinates: the parent's
    /// visible bounds, the window, the covering sibling's frame.
    public var reference: Rect?
    /// The nearest ancestor that clips the node (`clipsToBounds = YES`), when it does.
    public var clippedBy: NodeIndex?
    public var clippedByLine: Int?

    public init(
      frame: Rect? = nil, absoluteFrame: Rect? = nil, isApproximate: Bool = false,
      other: NodeIndex? = nil, otherLine: Int? = nil, reference: Rect? = nil,
      clippedBy: NodeIndex? = nil, clippedByLine: Int? = nil
    ) {
      self.frame = frame
      self.absoluteFrame = absoluteFrame
      self.isApproximate = isApproximate
      self.other = other
      self.otherLine = otherLine
      self.reference = reference
      self.clippedBy = clippedBy
      self.clippedByLine = clippedByLine
    }
  }

  public init(
    rule: LintRule, severity: LintSeverity, node: NodeIndex, line: Int, className: String,
    message: String, geometry: Geometry
  ) {
    self.rule = rule
    self.severity = severity
    self.node = node
    self.line = line
    self.className = className
    self.message = message
    self.geometry = geometry
  }
}
