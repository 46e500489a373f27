import Testing

@testable import ViewTree

/// How one changed property reads in `vtree diff`'s text output.
@Suite struct PropertyDeltaTests {
  static func delta(_ key: String, _ old: String?, _ new: String?) -> String {
    DiffTextRenderer.delta(PropertyChange(key: key, old: old, new: new))
  }

  @Test func plainValuesReadAsPrinted() {
    #expect(Self.delta("text", "'Button'", "'Sign in'") == "text: 'Button' → 'Sign in'")
    #expect(Self.delta("hidden", nil, "YES") == "hidden: (none) → YES")
  }

  /// AppKit aligns its flags in columns: their spaces are part of the value.
  @Test func valuesWithEdgeSpacesOrEmptyAreBracketed() {
    #expect(
      Self.delta("flags", "   AF    !   U ", "   AF    ! wLU ")
        == "flags: [   AF    !   U ] → [   AF    ! wLU ]")
    #expect(Self.delta("title", "", "Save") == "title: [] → Save")
  }

  @Test func controlCharactersAreEscaped() {
    #expect(!Self.delta("text", "'\u{1B}[2J'", "'x'").contains("\u{1B}"))
  }
}
