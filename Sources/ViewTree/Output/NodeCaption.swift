/// What a one-line summary of a node shows besides its class, address and frame: its text and
/// the quoted fields its format prints (an XCUITest element's label and identifier, an AppKit
/// view's title), decoded; and the states a format prints as words (XCUITest's `selected` and
/// main window, a `_printHierarchy` controller's state). `print` and the viewer show the same,
/// so a label reads alike in both.
public struct NodeCaption: Sendable, Equatable {
  /// A text to show quoted; `key` names it when it is not the node's text, title or label
  /// (`identifier='login'`).
  public struct Text: Sendable, Equatable {
    public let key: String?
    public let value: String
  }

  public let texts: [Text]
  /// Words for states (`selected`, `(Main)`, `appeared`, `not-in-window`), in printed order.
  public let flags: [String]

  public init(_ node: Node) {
    var texts: [Text] = []
    var flags: [String] = []
    if node.kind == .viewController {
      let properties = node.properties
      if let state = properties["state"] { flags.append(state) }
      if properties["presented"] != nil { flags.append("presented") }
      if properties["notInWindow"] != nil { flags.append("not-in-window") }
      self.init(texts: [], flags: flags)
      return
    }
    let quotedKeys: [String]
    switch node.format {
    case .autolayoutTrace, .subtreeDescription: quotedKeys = ["title", "identifier"]
    case .xcuitest: quotedKeys = ["identifier", "label", "title", "value", "placeholderValue"]
    case .other: quotedKeys = ["label"]
    default: quotedKeys = []
    }
    if let text = node.text { texts.append(Text(key: nil, value: text)) }
    let usesPropertySyntax = node.usesPropertySyntax
    for item in node.properties {
      if quotedKeys.contains(item.key) {
        let bare = item.key == "title" || item.key == "label"
        texts.append(Text(key: bare ? nil : item.key, value: TextValue.decode(item.value)))
      } else if !usesPropertySyntax && item.value == "YES" && item.key != "ambiguousLayout" {
        // Other formats' flags: `selected`, `disabled`, `missingHostConstraints`… (an
        // ambiguous layout has a flag of its own); XCUITest's main window as it prints it.
        flags.append(item.key == "main" ? "(Main)" : item.key)
      }
    }
    self.init(texts: texts, flags: flags)
  }

  init(texts: [Text], flags: [String]) {
    self.texts = texts
    self.flags = flags
  }
}
