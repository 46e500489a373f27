/// The superclass chains of the UIKit, AppKit and Core Animation classes that appear in dumps.
///
/// A dump names each node's class but never its ancestry, except for `baseClass = …`, which
/// UIKit prints for some custom views. Questions such as "every control" (`:kind-of(UIControl)`)
/// therefore need a table of the system classes: public ones (`UIButton` → `UIControl` →
/// `UIView` → `UIResponder` → `NSObject`) and the private ones that fill real dumps
/// (`UIButtonLabel` → `UILabel`, `UITransitionView` → `UIView`). Classes outside the table
/// (an app's own, unknown system ones) have no known superclass; their printed `baseClass`, when
/// there is one, stands in for it.
///
/// Names are compared without their module and generic arguments (`MyApp.ProfileView`,
/// `SwiftUI._UIHostingView<…>` → `ProfileView`, `_UIHostingView`); mangled Swift names
/// (`_TtC5MyApp10CustomView`) are demangled first. XCUITest element types (`Button`, `Cell`)
/// are accessibility roles, not classes, and are not in the table.
///
/// `WKWebView` and `MKMapView` exist on both platforms; the table gives their UIKit parents.
public enum ClassAncestry {
  /// The direct superclass of `className` in the table, nil for a root class (`NSObject`) or a
  /// class the table does not know.
  /// - Complexity: O(length of the name).
  public static func superclass(of className: String) -> String? {
    parents[unqualifiedName(className)]
  }

  /// Whether the table knows `className` (as a class with a superclass, or as a root).
  /// - Complexity: O(size of the table) for a name it does not know.
  static func isKnown(_ className: String) -> Bool {
    let name = unqualifiedName(className)
    return parents[name] != nil || parents.values.contains(name)
  }

  /// Whether a node of class `className`, printed with `baseClass` (nil when absent), is an
  /// `ancestor`: the class itself, its `baseClass`, or a descendant of either in the table.
  /// `isKind(of: "UIControl", className: "MyApp.PayButton", baseClass: "UIButton")` is true.
  /// - Complexity: O(depth of the chain + length of the names).
  public static func isKind(of ancestor: String, className: String, baseClass: String?) -> Bool {
    kinds(className: className, baseClass: baseClass).contains(unqualifiedName(ancestor))
  }

  /// Every class a node of class `className`, printed with `baseClass`, is a kind of: the
  /// unqualified names of both and of their superclasses in the table. For asking about many
  /// ancestors at once: the names are demangled and walked once.
  /// - Complexity: O(depth of the chains + length of the names).
  static func kinds(className: String, baseClass: String?) -> Set<String> {
    var kinds = Set(chain(from: unqualifiedName(className)))
    if let baseClass { kinds.formUnion(chain(from: unqualifiedName(baseClass))) }
    return kinds
  }

  /// `name` followed by its superclasses in the table, up to the root.
  static func chain(from name: String) -> [String] {
    var result = [name]
    var current = name
    // The table has no cycles; the bound only keeps a bad edit from hanging a query.
    while result.count < 64, let parent = parents[current] {
      result.append(parent)
      current = parent
    }
    return result
  }

  /// `name` without generic arguments, module and private discriminator
  /// (`SwiftUI._UIHostingView<X>` → `_UIHostingView`, `MyApp.Outer.Inner` → `Inner`,
  /// `MyApp.(Cell in _8F2E)` → `Cell`), demangled first when mangled.
  static func unqualifiedName(_ name: String) -> String {
    var readable = Substring(SwiftDemangler.demangle(name) ?? name)
    // Generic arguments may hold dots of their own (`<SwiftUI.ModifiedContent<…>>`).
    if let open = readable.firstIndex(of: "<") { readable = readable[..<open] }
    if let dot = readable.lastIndex(of: ".") { readable = readable[readable.index(after: dot)...] }
    // A private class demangles as `(CustomView in _8F2E…)`.
    if readable.hasPrefix("("), let range = readable.firstRange(of: " in ") {
      readable = readable[readable.index(after: readable.startIndex)..<range.lowerBound]
    }
    return String(readable)
  }

  /// `name` (without generic arguments) and each shorter qualification of it, a private
  /// class's discriminator left out: `MyApp.Outer.(Inner in _8F2E)` → `MyApp.Outer.Inner`,
  /// `Outer.Inner`, `Inner`. The last is `unqualifiedName`'s.
  static func qualifiedNames(_ name: String) -> [String] {
    var parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    if let last = parts.last, last.hasPrefix("("), let range = last.firstRange(of: " in ") {
      parts[parts.count - 1] = String(last[last.index(after: last.startIndex)..<range.lowerBound])
    }
    return parts.indices.map { parts[$0...].joined(separator: ".") }
  }

  /// Class → direct superclass, grouped by family below.
  static let parents: [String: String] = {
    var table: [String: String] = [:]
    for group in [roots, uiKitViews, uiKitControls, uiKitPrivate, controllers, layers, appKit] {
      table.merge(group) { first, _ in first }
    }
    return table
  }()

  private static let roots: [String: String] = [
    "UIResponder": "NSObject", "NSResponder": "NSObject", "CALayer": "NSObject",
    "UIView": "UIResponder", "UIViewController": "UIResponder", "UIApplication": "UIResponder",
    "NSView": "NSResponder", "NSWindow": "NSResponder", "NSViewController": "NSResponder",
    "NSWindowController": "NSResponder", "NSApplication": "NSResponder",
  ]

  private static let uiKitViews: [String: String] = [
    "UIWindow": "UIView", "UIControl": "UIView", "UILabel": "UIView", "UIImageView": "UIView",
    "UIStackView": "UIView", "UIScrollView": "UIView", "UITableView": "UIScrollView",
    "UICollectionView": "UIScrollView", "UITextView": "UIScrollView",
    "UITableViewCell": "UIView", "UICollectionReusableView": "UIView",
    "UICollectionViewCell": "UICollectionReusableView",
    "UICollectionViewListCell": "UICollectionViewCell",
    "UITableViewHeaderFooterView": "UIView", "UINavigationBar": "UIView",
    "UIToolbar": "UIView", "UITabBar": "UIView", "UIVisualEffectView": "UIView",
    "UIActivityIndicatorView": "UIView", "UIProgressView": "UIView", "UIPickerView": "UIView",
    "UISearchBar": "UIView", "UIInputView": "UIView", "UIListContentView": "UIView",
    "UIPopoverBackgroundView": "UIView", "WKWebView": "UIView", "MKMapView": "UIView",
    "SKView": "UIView", "SCNView": "UIView", "MTKView": "UIView", "PKCanvasView": "UIScrollView",
    "_UIHostingView": "UIView",
  ]

  private static let uiKitControls: [String: String] = [
    "UIButton": "UIControl", "UITextField": "UIControl", "UISwitch": "UIControl",
    "UISlider": "UIControl", "UISegmentedControl": "UIControl", "UIStepper": "UIControl",
    "UIDatePicker": "UIControl", "UIPageControl": "UIControl", "UIRefreshControl": "UIControl",
    "UIColorWell": "UIControl", "UISearchTextField": "UITextField",
  ]

  /// Private classes common in real dumps, so that `:kind-of(UILabel)` finds a button's label.
  private static let uiKitPrivate: [String: String] = [
    "UIButtonLabel": "UILabel", "UITableViewLabel": "UILabel", "UITextFieldLabel": "UILabel",
    "UITabBarButtonLabel": "UILabel", "UITableViewCellContentView": "UIView",
    "_UIBarBackground": "UIView", "UITransitionView": "UIView", "UIDropShadowView": "UIView",
    "UILayoutContainerView": "UIView", "UINavigationTransitionView": "UIView",
    "UIViewControllerWrapperView": "UIView", "_UITableViewCellSeparatorView": "UIView",
    "_UIScrollViewScrollIndicator": "UIView", "_UISystemBackgroundView": "UIView",
    "_UIVisualEffectBackdropView": "UIView", "_UIVisualEffectContentView": "UIView",
    "_UINavigationBarContentView": "UIView", "_UINavigationBarLargeTitleView": "UIView",
    "UITableViewWrapperView": "UIScrollView", "UIFieldEditor": "UIScrollView",
    "UITabBarButton": "UIControl", "_UIButtonBarButton": "UIControl",
    "_UIModernBarButton": "UIButton", "UINavigationButton": "UIButton",
    // iOS 6 and earlier: every rounded-rect button, and an alert's buttons.
    "UIRoundedRectButton": "UIButton", "UIAlertButton": "UIButton",
    "UITextEffectsWindow": "UIWindow", "UIRemoteKeyboardWindow": "UITextEffectsWindow",
    "UITabBarSwappableImageView": "UIImageView",
  ]

  /// View controllers, for `_printHierarchy` dumps.
  private static let controllers: [String: String] = [
    "UINavigationController": "UIViewController", "UITabBarController": "UIViewController",
    "UITableViewController": "UIViewController",
    "UICollectionViewController": "UIViewController",
    "UIPageViewController": "UIViewController", "UISplitViewController": "UIViewController",
    "UIAlertController": "UIViewController", "UISearchController": "UIViewController",
    "UIInputViewController": "UIViewController", "UIHostingController": "UIViewController",
    "NSSplitViewController": "NSViewController", "NSTabViewController": "NSViewController",
    "NSPageController": "NSViewController",
    "NSTitlebarAccessoryViewController": "NSViewController",
  ]

  /// Layers, printed by recursiveDescription as `<CALayer: 0x…> (layer)` rows.
  private static let layers: [String: String] = [
    "CAShapeLayer": "CALayer", "CAGradientLayer": "CALayer", "CATextLayer": "CALayer",
    "CATransformLayer": "CALayer", "CAReplicatorLayer": "CALayer", "CAEmitterLayer": "CALayer",
    "CAScrollLayer": "CALayer", "CATiledLayer": "CALayer", "CAMetalLayer": "CALayer",
    "AVPlayerLayer": "CALayer", "_UILabelLayer": "CALayer", "UIWindowLayer": "CALayer",
  ]

  private static let appKit: [String: String] = [
    "NSControl": "NSView", "NSButton": "NSControl", "NSTextField": "NSControl",
    "NSSecureTextField": "NSTextField", "NSSearchField": "NSTextField",
    "NSComboBox": "NSTextField", "NSTokenField": "NSTextField", "NSImageView": "NSControl",
    "NSTableView": "NSControl", "NSOutlineView": "NSTableView", "NSSlider": "NSControl",
    "NSSegmentedControl": "NSControl", "NSPopUpButton": "NSButton", "NSStepper": "NSControl",
    "NSDatePicker": "NSControl", "NSColorWell": "NSControl", "NSLevelIndicator": "NSControl",
    "NSPathControl": "NSControl", "NSSwitch": "NSControl", "NSScroller": "NSControl",
    "NSMatrix": "NSControl", "NSBrowser": "NSControl", "NSStackView": "NSView",
    "NSScrollView": "NSView", "NSClipView": "NSView", "NSCollectionView": "NSView",
    "NSText": "NSView", "NSTextView": "NSText", "NSProgressIndicator": "NSView",
    "NSBox": "NSView", "NSSplitView": "NSView", "NSTabView": "NSView", "NSGridView": "NSView",
    "NSVisualEffectView": "NSView", "NSTableCellView": "NSView", "NSTableRowView": "NSView",
    "NSTableHeaderView": "NSView", "NSRulerView": "NSView",
    "NSCollectionViewItem": "NSViewController", "NSPanel": "NSWindow", "NSFrameView": "NSView",
    "NSTitledFrame": "NSFrameView", "NSThemeFrame": "NSTitledFrame",
  ]
}
