import Testing

@testable import ViewTree

/// Long Swift class names shortened for a row of text, keeping what tells them apart.
@Suite("Class name shortening")
struct ClassNameShortenerTests {
  @Test func shortNamesStayAsTheyAre() {
    #expect(ClassNameShortener.shorten("UILabel") == "UILabel")
    #expect(ClassNameShortener.shorten("MyApp.ProfileView", limit: 17) == "MyApp.ProfileView")
  }

  @Test func genericArgumentsThenModulesGo() {
    let hosting = "SwiftUI._UIHostingView<SwiftUI.ModifiedContent<SwiftUI.AnyView, SwiftUI._X>>"
    #expect(ClassNameShortener.shorten(hosting) == "SwiftUI._UIHostingView<…>")
    #expect(ClassNameShortener.shorten(hosting, limit: 20) == "_UIHostingView<…>")
    #expect(ClassNameShortener.shorten(hosting, limit: 10) == "_UIHostin…")
  }

  /// A name is never shortened to nothing: one ending with `.`, or free text with a
  /// sentence's period, is cut at its end instead of losing its start.
  @Test func aNameEndingWithADotOrFreeTextIsCutAtItsEnd() {
    let dotted = "VeryLongModuleNameForTestingPurposesAnotherVeryLongClassNameForTesting."
    #expect(ClassNameShortener.shorten(dotted, limit: 20) == "VeryLongModuleNameF…")
    let sketch = "_UINavigationBarContentView // ← All content views goes in here."
    #expect(ClassNameShortener.shorten(sketch, limit: 30).hasPrefix("_UINavigationBarContentView"))
    for name in [dotted, sketch] {
      #expect(!ClassNameShortener.shorten(name, limit: 40).isEmpty)
    }
  }

  /// A class declared in a function keeps its own name first, then the function's, without
  /// its module, type and signature.
  @Test func classesDeclaredInAFunctionKeepTheirOwnName() {
    let local =
      "IgnoreContainer #1 in SentryTests.SentryUIRedactBuilderTests.testIgnore() throws -> ()"
    #expect(ClassNameShortener.shorten(local) == "IgnoreContainer #1 in testIgnore()")
    #expect(ClassNameShortener.shorten(local, limit: 28) == "IgnoreContainer #1 in testI…")
    #expect(ClassNameShortener.shorten(local, limit: 12) == "IgnoreConta…")
    let parts = LocalClassName(local)
    #expect(parts?.name == "IgnoreContainer")
    #expect(parts?.ordinal == "#1")
    #expect(parts?.shortContext == "testIgnore()")
    // Not local: a private class's `in _…`, or prose.
    #expect(LocalClassName("MyApp.(BadgeView in _0123456789ABCDEF)") == nil)
    #expect(LocalClassName("a view in a window") == nil)
  }
}
