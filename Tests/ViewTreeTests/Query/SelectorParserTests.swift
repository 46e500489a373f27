import Testing

@testable import ViewTree

/// The selector grammar: what each form parses to, its canonical spelling, and errors that
/// point at the exact column.
@Suite struct SelectorParserTests {

  static func compound(_ text: String) throws -> CompoundSelector {
    let selector = try ViewSelector(parsing: text)
    try #require(selector.alternatives.count == 1)
    try #require(selector.alternatives[0].compounds.count == 1)
    return selector.alternatives[0].compounds[0]
  }

  @Test func typeForms() throws {
    #expect(try Self.compound("*").type == .any)
    #expect(try Self.compound("UILabel").type == .name("UILabel"))
    #expect(try Self.compound("MyApp.ProfileView").type == .name("MyApp.ProfileView"))
    #expect(try Self.compound("UI*Cell").type == .glob("UI*Cell"))
    #expect(try Self.compound("UI?abel").type == .glob("UI?abel"))
    guard case .regex(let regex) = try Self.compound("/Label$/i").type else {
      Issue.record("not a regex")
      return
    }
    #expect(regex.source == "Label$")
    #expect(regex.flags == "i")
  }

  @Test func attributeForms() throws {
    let cases: [(String, AttributeTest)] = [
      ("[hidden]", .present),
      ("[alpha=0]", .equals("0")),
      ("[text*=\"Sign in\"]", .contains("Sign in")),
      ("[text^='A']", .hasPrefix("A")),
      ("[text$=\"…\"]", .hasSuffix("…")),
      ("[text=\"say \\\"hi\\\"\"]", .equals("say \"hi\"")),
      ("[width<1]", .less(1)),
      ("[width<=1.5]", .lessOrEqual(1.5)),
      ("[height>44]", .greater(44)),
      ("[height>=-2]", .greaterOrEqual(-2)),
      ("[ state = appeared ]", .equals("appeared")),
    ]
    for (text, test) in cases {
      guard case .attribute(let attribute) = try Self.compound(text).conditions.first else {
        Issue.record("\(text): no attribute")
        continue
      }
      #expect(attribute.test == test, "\(text)")
    }
    guard case .attribute(let regex) = try Self.compound("[text~=/a+/i]").conditions.first,
      case .matches(let pattern) = regex.test
    else {
      Issue.record("no regex attribute")
      return
    }
    #expect(pattern.source == "a+" && pattern.flags == "i")
  }

  @Test func combinatorsAndUnion() throws {
    let selector = try ViewSelector(parsing: "  A B>C >  D , E  ")
    #expect(selector.alternatives.count == 2)
    #expect(selector.alternatives[0].combinators == [.descendant, .child, .child])
    let types = selector.alternatives[0].compounds.map(\.type)
    #expect(types == [.name("A"), .name("B"), .name("C"), .name("D")])
    #expect(selector.alternatives[1].compounds.map(\.type) == [.name("E")])
  }

  @Test func pseudoClassForms() throws {
    let compound = try Self.compound(
      ":root:leaf:hidden:offscreen:zero-size:clipped"
        + ":has(A > B):has(> C):kind-of(UIControl):not(D, E)")
    let pseudoClasses = compound.conditions.compactMap { condition -> PseudoClass? in
      if case .pseudoClass(let pseudoClass) = condition { return pseudoClass }
      return nil
    }
    #expect(pseudoClasses.count == 10)
    #expect(pseudoClasses[0..<6] == [.root, .leaf, .hidden, .offscreen, .zeroSize, .clipped])
    #expect(pseudoClasses[6] == .has(try ViewSelector(parsing: "A > B")))
    #expect(pseudoClasses[7] == .hasChild(try ViewSelector(parsing: "C")))
    #expect(pseudoClasses[8] == .kindOf("UIControl"))
    #expect(pseudoClasses[9] == .not(try ViewSelector(parsing: "D, E")))
  }

  @Test func canonicalTextParsesBackToTheSameSelector() throws {
    let texts = [
      "*", "UILabel", "UI*Cell, /Label$/i", "A B > C", "[alpha=0]", "[text*=\"Sign in\"]",
      "UIView[autoresize=W+H][width<0.5]:not(:hidden)", ":has(> UILabel[text~=/x\\/y/])",
      "[text=\"a \\\"b\\\" \\\\ c\"]", "[text=\"\"]", ":kind-of(UIControl):zero-size",
    ]
    for text in texts {
      let selector = try ViewSelector(parsing: text)
      let canonical = selector.description
      #expect(try ViewSelector(parsing: canonical) == selector, "\(text) → \(canonical)")
    }
    #expect(try ViewSelector(parsing: "A>B   ,C[ x = 1 ]").description == "A > B, C[x=1]")
    #expect(try ViewSelector(parsing: "[text='Sign in']").description == "[text=\"Sign in\"]")
  }

  // MARK: Errors

  static func error(_ text: String) -> SelectorError? {
    do {
      _ = try ViewSelector(parsing: text)
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: [
    ("", 1, "expected a selector"),
    ("   ", 4, "expected a selector"),
    (",UILabel", 1, "expected a selector"),
    ("UILabel,", 9, "expected a selector"),
    ("UILabel >", 10, "expected a selector after '>'"),
    ("A > > B", 5, "expected a selector after '>', found '>'"),
    ("UILabel!", 8, "unexpected '!'"),
    ("UIView )", 8, "unexpected ')'"),
    ("UIView > 🚀", 10, "expected a selector after '>', found '🚀'"),
    ("Ünïcödé!", 8, "unexpected '!'"),
    ("UILabel[", 9, "expected an attribute name"),
    ("UILabel[text", 13, "expected an operator or ']'"),
    ("UILabel[text!=a]", 13, "expected an operator or ']'"),
    ("[text=\"Sign", 7, "unterminated string"),
    ("[text=]", 7, "expected a value"),
    ("[x==1]", 4, "expected a value"),
    ("[text=a b]", 9, "expected ']'"),
    ("[width<abc]", 8, "expected a number after '<'"),
    ("[width>=\"\"]", 9, "expected a number after '>='"),
    ("[text~=\"x\"]", 8, "expected a /regular expression/ after '~='"),
    ("[text=/x/]", 6, "a /regular expression/ needs '~=', not '='"),
    (":bogus", 1, "unknown pseudo-class ':bogus'"),
    ("UILabel:", 9, "expected a pseudo-class name after ':'"),
    (":root(x)", 6, "':root' takes no argument"),
    (":has", 5, "expected '(' after ':has'"),
    (":has()", 6, "expected a selector"),
    ("UILabel:has(UIView", 19, "expected ')' to close ':has(' at column 12"),
    (":kind-of()", 10, "expected a class name"),
    (":kind-of(UI*)", 12, "':kind-of' takes a class name, not a pattern"),
    ("/abc", 1, "unterminated regular expression"),
    ("//", 1, "empty regular expression"),
    ("/abc/q", 6, "unknown regular expression flag 'q' (use i, m, s or x)"),
  ])
  func errorPointsAtTheColumn(text: String, column: Int, message: String) {
    let error = Self.error(text)
    #expect(error?.column == column, "\(text)")
    #expect(error?.message == message, "\(text)")
  }

  @Test func invalidRegexPointsIntoThePattern() throws {
    // PCRE2 reports a missing `)` at the end of the pattern: column 3 of `/(/` is the `/`.
    let error = try #require(Self.error("/(/"))
    #expect(error.column == 3)
    #expect(error.message.hasPrefix("invalid regular expression: "))
    // Byte offsets after non-ASCII characters become character columns.
    let unicode = try #require(Self.error("/é(/"))
    #expect(unicode.column == 4)
    let inAttribute = try #require(Self.error("[text~=/a)/]"))
    #expect(inAttribute.column == 10)
  }

  @Test func errorDescriptionIsADiagnostic() {
    #expect(
      Self.error("UILabel >")?.description
        == "selector:1:10: error: expected a selector after '>'")
  }

  @Test func nestingIsBounded() {
    let deep = String(repeating: ":not(", count: 40) + "A" + String(repeating: ")", count: 40)
    #expect(Self.error(deep)?.message == "selector nested too deeply")
    let fine = String(repeating: ":not(", count: 10) + "A" + String(repeating: ")", count: 10)
    #expect(Self.error(fine) == nil)
  }
}
