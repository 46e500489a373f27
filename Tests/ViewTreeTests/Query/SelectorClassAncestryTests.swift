import Testing

@testable import ViewTree

/// The built-in class table behind `:kind-of`.
@Suite struct SelectorClassAncestryTests {
  @Test func superclassChains() {
    #expect(ClassAncestry.superclass(of: "UIButton") == "UIControl")
    #expect(ClassAncestry.superclass(of: "UIControl") == "UIView")
    #expect(ClassAncestry.superclass(of: "UIView") == "UIResponder")
    #expect(ClassAncestry.superclass(of: "UIResponder") == "NSObject")
    #expect(ClassAncestry.superclass(of: "NSObject") == nil)
    #expect(ClassAncestry.superclass(of: "UITableView") == "UIScrollView")
    #expect(ClassAncestry.superclass(of: "UICollectionViewCell") == "UICollectionReusableView")
    #expect(ClassAncestry.superclass(of: "UIButtonLabel") == "UILabel")
    #expect(ClassAncestry.superclass(of: "UIRoundedRectButton") == "UIButton")
    #expect(ClassAncestry.superclass(of: "NSButton") == "NSControl")
    #expect(ClassAncestry.superclass(of: "NSView") == "NSResponder")
    #expect(ClassAncestry.superclass(of: "MyApp.ProfileView") == nil)
    #expect(ClassAncestry.superclass(of: "Button") == nil, "XCUITest types are not classes")
  }

  @Test func everyChainEndsAtNSObject() {
    for name in ClassAncestry.parents.keys {
      #expect(ClassAncestry.chain(from: name).last == "NSObject", "\(name)")
    }
  }

  @Test func isKindIncludesTheClassItself() {
    #expect(ClassAncestry.isKind(of: "UILabel", className: "UILabel", baseClass: nil))
    #expect(ClassAncestry.isKind(of: "UIView", className: "UILabel", baseClass: nil))
    #expect(ClassAncestry.isKind(of: "UIScrollView", className: "UITextView", baseClass: nil))
    #expect(!ClassAncestry.isKind(of: "UIControl", className: "UILabel", baseClass: nil))
    #expect(ClassAncestry.isKind(of: "NSControl", className: "NSTextField", baseClass: nil))
    #expect(!ClassAncestry.isKind(of: "UIView", className: "NSTextField", baseClass: nil))
  }

  @Test func isKindStripsModulesAndReadsBaseClass() {
    #expect(ClassAncestry.isKind(of: "ProfileView", className: "MyApp.ProfileView", baseClass: nil))
    #expect(
      ClassAncestry.isKind(of: "UIControl", className: "MyApp.PayButton", baseClass: "UIButton"))
    #expect(!ClassAncestry.isKind(of: "UIControl", className: "MyApp.PayButton", baseClass: nil))
    #expect(
      ClassAncestry.isKind(
        of: "UIView", className: "SwiftUI._UIHostingView<SwiftUI.AnyView>", baseClass: nil))
  }

  @Test func qualifiedNames() {
    #expect(
      ClassAncestry.qualifiedNames("MyApp.Outer.(Inner in _8F2E)")
        == ["MyApp.Outer.Inner", "Outer.Inner", "Inner"])
    #expect(ClassAncestry.qualifiedNames("UIView") == ["UIView"])
  }

  @Test func unqualifiedNames() {
    #expect(ClassAncestry.unqualifiedName("UILabel") == "UILabel")
    #expect(ClassAncestry.unqualifiedName("MyApp.Outer.Inner") == "Inner")
    #expect(ClassAncestry.unqualifiedName("SwiftUI._UIHostingView<SwiftUI.X>") == "_UIHostingView")
    #expect(ClassAncestry.unqualifiedName("MyApp.(Cell in _8F2E)") == "Cell")
  }

  @Test(.enabled(if: SwiftDemangler.demangle("_TtC5MyApp10CustomView") != nil))
  func isKindDemanglesSwiftNames() {
    #expect(ClassAncestry.unqualifiedName("_TtC5MyApp10CustomView") == "CustomView")
    #expect(
      ClassAncestry.isKind(of: "CustomView", className: "_TtC5MyApp10CustomView", baseClass: nil))
  }
}
