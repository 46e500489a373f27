/// What a node line describes.
public enum NodeKind: UInt8, Sendable, Codable, CaseIterable {
  /// `<UIView: 0x…; …>`: a view (or any object printed in recursiveDescription syntax).
  case view
  /// `<CALayer: 0x…> (layer)`: a sublayer without a view.
  case layer
  /// `<<_UITextContainerView: …> …>`: a text container wrapping a view description.
  case textContainer
  /// A view whose `description` is overridden: the line holds free text, not `<…>`.
  case custom
  /// `<UIViewController 0x…>, state: …`: a view controller (_printHierarchy rows).
  case viewController
  /// `<UILayoutGuide: 0x… - "…", layoutFrame = …>` in an _autolayoutTrace.
  case layoutGuide
  /// An XCUITest accessibility element (`Button, 0x…, {{…}}, label: '…'`).
  case element
}

extension NodeKind {
  /// The case's name as JSON writes it (`viewController`), without `String(describing:)`'s
  /// runtime reflection, which costs more than the rest of a node's JSON.
  var name: StaticString {
    switch self {
    case .view: return "view"
    case .layer: return "layer"
    case .textContainer: return "textContainer"
    case .custom: return "custom"
    case .viewController: return "viewController"
    case .layoutGuide: return "layoutGuide"
    case .element: return "element"
    }
  }
}
