/// The class-derived flags, cached per class name and `baseClass`: a dump repeats a few hundred
/// classes over thousands of nodes, and `ClassAncestry` walks a chain per question.
struct ClassFacts {
  /// The hierarchy's class names, by class id.
  private let classNames: [String]
  private var cache: [String: LintFacts.Flags] = [:]

  init(classNames: [String]) { self.classNames = classNames }

  /// XCUITest element types a user operates.
  static let elementControls: Set<String> = [
    "Button", "Link", "TextField", "SecureTextField", "SearchField", "Switch", "Toggle", "Slider",
    "Stepper", "SegmentedControl", "Picker", "PickerWheel", "DatePicker", "PageIndicator",
    "ColorWell", "PopUpButton", "CheckBox", "RadioButton", "MenuButton", "TextView",
  ]
  /// XCUITest element types whose children scroll.
  static let elementScrollers: Set<String> = [
    "ScrollView", "Table", "CollectionView", "WebView", "TextView", "Outline", "Browser",
  ]
  /// UIKit controls with a system size and a hit area UIKit extends beyond their frame.
  static let standardSizeControls = [
    "UISwitch", "UISlider", "UISegmentedControl", "UITextField", "UIStepper", "UIPageControl",
    "UIDatePicker", "UIRefreshControl",
  ]

  /// Flags of the nodes without a `baseClass` (nearly all), at `2 × class id`, or `+ 1` for an
  /// XCUITest element type (element types are not class names); -1 when not yet decided.
  private var byClassID: [Int64] = []

  /// The first `baseClass` printed with each class id (a class has one base class), and the
  /// flags of the pair.
  private var byClassIDWithBase: [Int: (baseClass: [UInt8], flags: LintFacts.Flags)] = [:]

  /// The flags of a recursiveDescription row of class `classID` printing `baseClass`.
  mutating func flags(classID: Int, baseClass: Slice<UnsafeBufferPointer<UInt8>>)
    -> LintFacts.Flags
  {
    if let known = byClassIDWithBase[classID], known.baseClass.elementsEqual(baseClass) {
      return known.flags
    }
    let result = flags(
      className: classNames[classID], baseClass: String(decoding: baseClass, as: UTF8.self),
      format: .recursiveDescription)
    if byClassIDWithBase[classID] == nil { byClassIDWithBase[classID] = (Array(baseClass), result) }
    return result
  }

  /// The flags of another format's node of class `classID` printing `baseClass`.
  mutating func flags(classID: Int, baseClass: String, format: DumpFormat) -> LintFacts.Flags {
    flags(className: classNames[classID], baseClass: baseClass, format: format)
  }

  /// The flags of class `classID` printed without a `baseClass`.
  mutating func flags(classID: Int, format: DumpFormat) -> LintFacts.Flags {
    let slot = 2 * classID + (format == .xcuitest ? 1 : 0)
    if slot < byClassID.count, byClassID[slot] >= 0 {
      return LintFacts.Flags(rawValue: UInt32(byClassID[slot]))
    }
    let result = flags(className: classNames[classID], baseClass: nil, format: format)
    if slot >= byClassID.count {
      byClassID.append(contentsOf: repeatElement(-1, count: slot - byClassID.count + 1))
    }
    byClassID[slot] = Int64(result.rawValue)
    return result
  }

  private mutating func flags(className: String, baseClass: String?, format: DumpFormat)
    -> LintFacts.Flags
  {
    let key = format == .xcuitest ? "xcuitest\0" + className : className + "\0" + (baseClass ?? "")
    if let cached = cache[key] { return cached }
    var flags: LintFacts.Flags = []
    if className == "UIView" || className == "NSView" { flags.insert(.plainView) }
    if format == .xcuitest {
      if Self.elementControls.contains(className) { flags.insert(.control) }
      if Self.elementScrollers.contains(className) { flags.insert(.scrollContainer) }
      if className == "Button" || className == "Link" { flags.insert(.elementButton) }
    } else {
      let kinds = ClassAncestry.kinds(className: className, baseClass: baseClass)
      if kinds.contains("UIControl") || kinds.contains("NSControl") { flags.insert(.control) }
      if !kinds.isDisjoint(with: Self.standardSizeControls) { flags.insert(.standardSizeControl) }
      if kinds.contains("NSClipView") { flags.insert(.scrollContainer) }
    }
    cache[key] = flags
    return flags
  }
}
