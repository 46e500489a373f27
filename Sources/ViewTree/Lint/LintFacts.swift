/// What the lint rules need to know about every node, read in one pass split into one range of
/// nodes per core: a bit set and the printed geometry per node (37 bytes), and the few scroll
/// containers' geometry on the side.
///
/// recursiveDescription rows are read with one byte scan of their properties each (no String
/// per node: class names and `baseClass` values are hashed as bytes and their class tests
/// cached); the other formats through `Node`, whose dumps are small.
struct LintFacts {
  struct Flags: OptionSet {
    let rawValue: UInt32
    static let hasFrame = Flags(rawValue: 1 << 0)
    static let hidden = Flags(rawValue: 1 << 1)
    /// `alpha` below 0.01, where UIKit stops drawing a view and delivering touches to it.
    static let transparent = Flags(rawValue: 1 << 2)
    /// `alpha` below 1.
    static let translucent = Flags(rawValue: 1 << 3)
    /// `opaque = NO` (UIKit), or no `O` flag (AppKit).
    static let notOpaque = Flags(rawValue: 1 << 4)
    /// A `backgroundColor` that is not clear or partly transparent.
    static let solidBackground = Flags(rawValue: 1 << 5)
    static let clips = Flags(rawValue: 1 << 6)
    /// `userInteractionEnabled = NO`, or XCUITest's `Disabled`.
    static let interactionDisabled = Flags(rawValue: 1 << 7)
    static let hasText = Flags(rawValue: 1 << 8)
    static let transformed = Flags(rawValue: 1 << 9)
    static let ambiguous = Flags(rawValue: 1 << 10)
    /// A UIControl or NSControl (by class or `baseClass`), or an XCUITest control type.
    static let control = Flags(rawValue: 1 << 11)
    /// A control UIKit sizes itself and extends the hit area of (`UISwitch`, `UISlider`…).
    static let standardSizeControl = Flags(rawValue: 1 << 12)
    /// A plain `UIView` or `NSView` with exactly one child.
    static let singleChildWrapper = Flags(rawValue: 1 << 13)
    /// Children are scrollable content: a scroll view, an `NSClipView`, an XCUITest table.
    static let scrollContainer = Flags(rawValue: 1 << 14)
    /// A strict ancestor is hidden or transparent.
    static let underInvisible = Flags(rawValue: 1 << 15)
    /// A view or element (not a layer, controller or layout guide): geometry rules apply.
    static let viewLike = Flags(rawValue: 1 << 16)
    /// An AppKit view, or an element of a Mac app's XCUITest dump: pointer input, so
    /// touch-target sizes do not apply.
    static let appKit = Flags(rawValue: 1 << 17)
    /// XCUITest `Button` or `Link`.
    static let elementButton = Flags(rawValue: 1 << 18)
    /// Exactly `UIView` or `NSView`.
    static let plainView = Flags(rawValue: 1 << 19)
    /// `scrolls` has an entry for the node.
    static let hasScroll = Flags(rawValue: 1 << 20)
    /// An Apple private class: `_UIBarBackground`, `UIKit._UIHostingView` (`isPrivateClass`).
    static let privateClass = Flags(rawValue: 1 << 21)
    /// A strict ancestor has `userInteractionEnabled = NO`: UIKit delivers no touches to its
    /// subtree. (XCUITest's `Disabled` is the element's own state and is not passed down.)
    static let underInteractionDisabled = Flags(rawValue: 1 << 22)
  }

  /// A scroll container's geometry: children are placed in its bounds, which start at
  /// `boundsOrigin` and, when the content size is known, scroll over `contentRect`.
  struct Scroll {
    var boundsOrigin = Point(x: 0, y: 0)
    var contentSize: Size?
    var inset = Insets(top: 0, left: 0, bottom: 0, right: 0)

    /// The content plus its insets (a refresh control sits above y = 0).
    var contentRect: Rect? {
      contentSize.map {
        Rect(
          x: -inset.left, y: -inset.top, width: $0.width + inset.left + inset.right,
          height: $0.height + inset.top + inset.bottom)
      }
    }
  }

  var flags: [Flags]
  /// Every node's own printed geometry, read in the same scan: `AbsoluteFrames` is built from
  /// it.
  let geometry: PrintedGeometry
  /// Printed frames, relative to the parent; zero for nodes without one (`geometry.frames`).
  let frames: [Rect]
  /// Bounds origins and content of scroll views, clip views and views printing `contentOffset`.
  private(set) var scrolls: [Int: Scroll]

  /// Reads every node, one range of nodes per core (`ranges`, by default `NodeRanges`'s).
  /// - Complexity: O(n + total description length).
  init(_ hierarchy: Hierarchy, ranges: NodeRanges? = nil) {
    let count = hierarchy.count
    var flags = [Flags](repeating: [], count: count)
    let privateClasses = hierarchy.classDisplayNames.map(Self.isPrivateClass)
    let (geometry, scrollsByRange) = flags.withUnsafeMutableBufferPointer { flagSlots in
      PrintedGeometry.scan(hierarchy, ranges ?? NodeRanges(count: count)) {
        range, text, writer in
        var classes = ClassFacts(classNames: hierarchy.classNames)
        var scrolls: [Int: Scroll] = [:]
        // Local copies, so the loop reads the arrays without retaining them per node.
        let records = hierarchy.records
        let classIDs = hierarchy.classIDs
        let nextSiblings = hierarchy.nextSiblings
        for index in range {
          let record = records[index]
          let node =
            record.format == .recursiveDescription
            ? Self.scanned(record, text)
            : Self.read(hierarchy[NodeIndex(index)])
          var nodeFlags = node.flags
          switch record.kind {
          case .view, .custom, .textContainer, .element: nodeFlags.insert(.viewLike)
          case .layer, .viewController, .layoutGuide: break
          }
          let classID = Int(classIDs[index])
          let classFlags =
            if let baseClass = node.baseClassRange {
              classes.flags(classID: classID, baseClass: text[baseClass])
            } else if let baseClass = node.baseClass {
              classes.flags(classID: classID, baseClass: baseClass, format: record.format)
            } else {
              classes.flags(classID: classID, format: record.format)
            }
          nodeFlags.formUnion(classFlags)
          if privateClasses[classID] { nodeFlags.insert(.privateClass) }
          if nodeFlags.contains(.viewLike), classFlags.contains(.plainView),
            hierarchy.firstChild(of: NodeIndex(index)).map({ nextSiblings[$0.rawValue] < 0 })
              ?? false
          {
            nodeFlags.insert(.singleChildWrapper)
          }
          writer.set(index, node.geometry, format: record.format)
          if let scroll = node.scroll {
            scrolls[index] = scroll
            nodeFlags.insert(.hasScroll)
          }
          flagSlots[index] = nodeFlags
        }
        return scrolls
      }
    }
    // What the node at each depth passes down to its subtree: the facts inherited down the
    // tree, so set in a preorder pass after the parallel scan.
    var passedDown = [Flags](repeating: [], count: max(0, hierarchy.maxDepth + 1))
    for index in 0..<count {
      let depth = Int(hierarchy.depths[index])
      if depth > 0 { flags[index].formUnion(passedDown[depth - 1]) }
      var passes = flags[index].intersection([.underInvisible, .underInteractionDisabled])
      if !flags[index].isDisjoint(with: [.hidden, .transparent]) { passes.insert(.underInvisible) }
      if flags[index].contains(.interactionDisabled)
        && hierarchy.records[index].format != .xcuitest
      {
        passes.insert(.underInteractionDisabled)
      }
      passedDown[depth] = passes
    }
    if Self.isMacXCUITest(hierarchy) {
      for index in 0..<count where hierarchy.records[index].format == .xcuitest {
        flags[index].insert(.appKit)
      }
    }
    self.flags = flags
    self.geometry = geometry
    frames = geometry.frames
    scrolls = scrollsByRange.reduce(into: [:]) { $0.merge($1) { first, _ in first } }
  }

  /// XCUITest element types only a Mac app has.
  static let macElementTypes: Set<String> = [
    "MenuBar", "MenuBarItem", "Menu", "MenuItem", "MenuButton", "CheckBox", "PopUpButton",
    "RadioButton", "RadioGroup", "ColorWell", "DisclosureTriangle", "SplitGroup", "Splitter",
    "Outline", "OutlineRow", "Browser", "LevelIndicator", "RelevanceIndicator", "Ruler",
    "RulerMarker", "TabGroup", "ValueIndicator", "DockItem", "StatusItem", "ComboBox", "Matte",
    "TouchBar",
  ]

  /// Whether the XCUITest rows come from a Mac app: XCUITest prints the same element types
  /// for iOS and Mac apps, but only a Mac app has a menu bar, controls such as check boxes and
  /// pop-up buttons, or a window's close, minimize and full-screen buttons
  /// (`identifier: '_XCUI:CloseWindow'`, in a window pasted without its app's menu bar). Only
  /// XCUITest rows count: a UIKit app may have a class named `Menu`.
  private static func isMacXCUITest(_ hierarchy: Hierarchy) -> Bool {
    let names = hierarchy.classNames
    let macTypes = Set(names.indices.filter { macElementTypes.contains(names[$0]) })
    let button = names.firstIndex(of: "Button")
    guard !macTypes.isEmpty || button != nil else { return false }
    return hierarchy.indices.contains { index in
      guard hierarchy.records[index.rawValue].format == .xcuitest else { return false }
      let classID = Int(hierarchy.classIDs[index.rawValue])
      if macTypes.contains(classID) { return true }
      return classID == button
        && hierarchy[index].value(of: "identifier")?.contains("_XCUI:") == true
    }
  }

  func has(_ index: Int, _ flag: Flags) -> Bool { flags[index].contains(flag) }

  /// Whether the node shows at all: not hidden or transparent, nor under such an ancestor.
  func isShown(_ index: Int) -> Bool {
    flags[index].isDisjoint(with: [.hidden, .transparent, .underInvisible])
  }

  /// The scroll geometry of a scroll view, clip view or view printing `contentOffset`; nil for
  /// the others (nearly all, told by a flag without hashing).
  func scroll(_ index: Int) -> Scroll? { has(index, .hasScroll) ? scrolls[index] : nil }

  /// The printed frame, nil when there is none.
  func frame(_ index: Int) -> Rect? { has(index, .hasFrame) ? frames[index] : nil }

  /// Whether a class is private to Apple's frameworks, which name such classes with a leading
  /// underscore: `_UITableViewCellSeparatorView`, `_NSTitlebarDecorationView`, and in Swift
  /// `SwiftUI._UIHostingView<…>` (the type's own name counts, not its module or generic
  /// arguments). Mangled Swift names (`_TtC5MyApp4Card`) arrive demangled. A few private
  /// UIKit classes lack the underscore but are laid out past their parents on purpose
  /// (`unprefixedPrivateClasses`). Every class of Apple's Swift UI modules counts too
  /// (`SwiftUI.CGDrawingView`, the views SwiftUI draws text and shapes in): an app lays out
  /// its SwiftUI views, not the UIViews SwiftUI makes of them.
  static func isPrivateClass(_ displayName: String) -> Bool {
    let type = displayName.prefix { $0 != "<" }
    let parts = type.split(separator: ".")
    let name = parts.last ?? type[...]
    if parts.count > 1, let module = parts.first, appleModules.contains(String(module)) {
      return true
    }
    return (name.hasPrefix("_") && !name.hasPrefix("_Tt"))
      || unprefixedPrivateClasses.contains(String(name))
  }

  /// Apple's modules whose Swift classes show in dumps with their module's name.
  static let appleModules: Set<String> = ["SwiftUI", "SwiftUICore", "UIKit", "UIKitCore", "AppKit"]

  /// `UIDimmingView`: the dimming behind a sheet is three screens wide and tall, so that it
  /// covers the screen while the sheet animates.
  static let unprefixedPrivateClasses: Set<String> = ["UIDimmingView"]

  /// What one node's line says.
  private struct NodeFacts {
    var flags: Flags = []
    var geometry = OwnGeometry()
    /// A recursiveDescription row's `baseClass`, as bytes.
    var baseClassRange: Range<Int>?
    /// Another format's `baseClass`.
    var baseClass: String?
    var scroll: Scroll?

    /// The flags that follow from the geometry, and the scroll of a scroll container.
    mutating func finish(scroll: Scroll, isScroll: Bool) {
      if geometry.frame != nil { flags.insert(.hasFrame) }
      if geometry.isTransformed { flags.insert(.transformed) }
      guard isScroll || geometry.printsContentOffset else { return }
      flags.insert(.scrollContainer)
      var scroll = scroll
      scroll.boundsOrigin = geometry.boundsOrigin
      self.scroll = scroll
    }
  }

  private static func scanned(_ record: NodeRecord, _ text: UnsafeBufferPointer<UInt8>)
    -> NodeFacts
  {
    var facts = NodeFacts()
    var scroll = Scroll()
    var printsContentSize = false
    DescriptionScanner(text).forEachProperty(
      from: Int(record.body.start), to: Int(record.body.end)
    ) { keyRange, valueRange in
      let key = text[keyRange]
      let value = text[valueRange]
      if facts.geometry.read(key: key, value: value) { return true }
      switch key.first {
      case UInt8(ascii: "a"):
        if ByteText.equals(key, "alpha"), let alpha = DecimalNumber.parse(value) {
          if alpha < Node.invisibleAlpha { facts.flags.insert(.transparent) }
          if alpha < 1 { facts.flags.insert(.translucent) }
        } else if ByteText.equals(key, "adjustedContentInset") {
          let n = NumberList.parse(value)
          if n.count == 4 {
            scroll.inset = Insets(top: n[0], left: n[1], bottom: n[2], right: n[3])
          }
        }
      case UInt8(ascii: "b"):
        if ByteText.equals(key, "backgroundColor") {
          if Self.isSolidColor(value) { facts.flags.insert(.solidBackground) }
        } else if ByteText.equals(key, "baseClass") {
          facts.baseClassRange = valueRange
        }
      case UInt8(ascii: "c"):
        if ByteText.equals(key, "clipsToBounds") {
          if ByteText.equals(value, "YES") { facts.flags.insert(.clips) }
        } else if ByteText.equals(key, "contentSize") {
          let n = NumberList.parse(value)
          if n.count == 2 { scroll.contentSize = Size(width: n[0], height: n[1]) }
          printsContentSize = true
        }
      case UInt8(ascii: "h"):
        if ByteText.equals(key, "hidden"), FlagValue.isSet(value) {
          facts.flags.insert(.hidden)
        }
      case UInt8(ascii: "o"):
        if ByteText.equals(key, "opaque"), ByteText.equals(value, "NO") {
          facts.flags.insert(.notOpaque)
        }
      case UInt8(ascii: "t"):
        if ByteText.equals(key, "text") {
          if !TextValue.isEmptyQuoted(value) && !value.isEmpty { facts.flags.insert(.hasText) }
        }
      case UInt8(ascii: "u"):
        if ByteText.equals(key, "userInteractionEnabled"), ByteText.equals(value, "NO") {
          facts.flags.insert(.interactionDisabled)
        }
      default: break
      }
      return true
    }
    facts.finish(scroll: scroll, isScroll: printsContentSize)
    return facts
  }

  /// The other formats: AppKit flags, XCUITest fields, Mirror and ComponentKit rows.
  private static func read(_ node: Node) -> NodeFacts {
    var facts = NodeFacts(geometry: OwnGeometry(node))
    switch node.format {
    case .subtreeDescription:
      facts.flags.insert(.appKit)
      let flags = node.value(of: "flags") ?? ""
      if flags.contains("H") { facts.flags.insert(.hidden) }
      if !flags.contains("O") { facts.flags.insert(.notOpaque) }
      if let title = node.value(of: "title"), !title.isEmpty { facts.flags.insert(.hasText) }
      // Children are placed in the bounds, which start at `b=`'s origin.
      facts.scroll = Scroll(boundsOrigin: facts.geometry.boundsOrigin)
    case .xcuitest:
      for key in ["label", "value", "title"] {
        if let text = node.value(of: key), !text.isEmpty, text != "''" {
          facts.flags.insert(.hasText)
        }
      }
      if node.value(of: "disabled") == "YES" { facts.flags.insert(.interactionDisabled) }
    case .autolayoutTrace:
      if node.value(of: "ambiguousLayout") != nil { facts.flags.insert(.ambiguous) }
    case .recursiveDescription, .other, .unknown:
      if node.isHidden { facts.flags.insert(.hidden) }
      let alpha = node.alpha
      if alpha < Node.invisibleAlpha { facts.flags.insert(.transparent) }
      if alpha < 1 { facts.flags.insert(.translucent) }
      if !node.isOpaque { facts.flags.insert(.notOpaque) }
      if node.value(of: "backgroundColor").map(isSolidColor) ?? false {
        facts.flags.insert(.solidBackground)
      }
      if node.clipsToBounds { facts.flags.insert(.clips) }
      if !node.isUserInteractionEnabled { facts.flags.insert(.interactionDisabled) }
      if let text = node.text, !text.isEmpty { facts.flags.insert(.hasText) }
      facts.baseClass = node.baseClass
      var scroll = Scroll(contentSize: node.contentSize)
      if let inset = node.adjustedContentInset { scroll.inset = inset }
      facts.finish(scroll: scroll, isScroll: scroll.contentSize != nil)
      return facts
    case .printHierarchy:
      break
    }
    facts.finish(scroll: Scroll(), isScroll: false)
    return facts
  }

  /// Whether a printed `backgroundColor` paints every pixel: a color space's components end
  /// with the alpha (`UIExtendedSRGBColorSpace 1 1 1 1`, `UIExtendedGrayColorSpace 0 0`); named
  /// and dynamic colors (`<UIDynamicSystemColor: 0x…; name = systemBackgroundColor>`) count as
  /// solid unless their name says clear.
  static func isSolidColor(_ value: String) -> Bool {
    var value = value
    return value.withUTF8 { isSolidColor($0[...]) }
  }

  static func isSolidColor(_ value: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    // `clear`, `Clear`: the letters after the first.
    let lear = Array("lear".utf8)
    var index = value.startIndex
    while index + lear.count <= value.endIndex {
      if value[index..<(index + lear.count)].elementsEqual(lear) { return false }
      index += 1
    }
    let isColorSpace =
      value.starts(with: "UI".utf8) || value.starts(with: "NS".utf8)
      || value.starts(with: "kCGColorSpace".utf8)
    guard isColorSpace, let space = value.firstIndex(of: UInt8(ascii: " ")) else { return true }
    var alpha: Double? = nil
    NumberList.forEach(in: value[space...]) { alpha = $0 }
    return alpha.map { $0 >= 1 } ?? true
  }
}
