import Testing

@testable import ViewTree

/// The hints `find` prints when nothing matched: names the dump and vtree do not know.
@Suite struct SelectorHintsTests {
  static let tree = DumpParser().parse(
    """
    <UIView: 0x1; frame = (0 0; 10 10)>
       | <MyApp.Badge: 0x2; baseClass = MyApp.BadgeBase; frame = (0 0; 10 10); text = 'Hi'>

    """
  ).hierarchy

  static func hints(_ selector: String) throws -> [String] {
    SelectorHints.unknownNames(in: try ViewSelector(parsing: selector), of: Self.tree)
  }

  @Test func unknownPropertyNames() throws {
    #expect(try Self.hints("[txt*=Sign]") == ["no node has a property 'txt'"])
    // Computed attributes and properties some node has are known, also inside :not().
    #expect(try Self.hints("[text*=x][width<1][baseClass=A]").isEmpty)
    #expect(try Self.hints("UIView:not([colour])") == ["no node has a property 'colour'"])
  }

  @Test func unknownKindOfClasses() throws {
    #expect(try Self.hints(":kind-of(UIFoo)").count == 1)
    #expect(try Self.hints(":kind-of(UIFoo)").first?.hasPrefix("'UIFoo' is not in") == true)
    // Known to the table, named in the dump, or a printed baseClass: no hint.
    #expect(try Self.hints(":kind-of(UISwitch)").isEmpty)
    #expect(try Self.hints(":kind-of(NSObject)").isEmpty)
    #expect(try Self.hints(":kind-of(Badge)").isEmpty)
    #expect(try Self.hints(":kind-of(MyApp.BadgeBase)").isEmpty)
  }

  @Test func classesNoNodeIsOf() throws {
    #expect(try Self.hints("UIVeiw") == ["no node is of class 'UIVeiw'; did you mean 'UIView'?"])
    #expect(try Self.hints("uiview") == ["no node is of class 'uiview'; did you mean 'UIView'?"])
    #expect(try Self.hints("UIView > Sprocket") == ["no node is of class 'Sprocket'"])
    // Names the dump has, readable or without their module, and printed base classes.
    #expect(try Self.hints("UIView > Badge, MyApp.Badge, MyApp.BadgeBase").isEmpty)
    // Globs and expressions may match nothing on purpose: no hint.
    #expect(try Self.hints("UIX*, /^Zz/").isEmpty)
  }
}
