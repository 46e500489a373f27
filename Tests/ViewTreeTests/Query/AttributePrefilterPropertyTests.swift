import PropertyBased
import Testing

@testable import ViewTree

/// `AttributePrefilter` answers most rows from their bytes, before their properties are split:
/// on random rows, every attribute test must answer what the evaluator answers by reading the
/// row's properties. Rows mix keys that hold one another, keys inside quoted text and nested
/// descriptions, escaped text that decodes to the searched words, characters that Unicode
/// matches in other bytes (the Kelvin sign is a `K`), and values that read as numbers.
@Suite struct AttributePrefilterPropertyTests {
  static let pieces = [
    "text = 'Sign in'", "text = '\\u0053ign in'", "text = 'O\u{212A}'", "text = 'café'",
    "text = 'hidden = YES'", "textColor = <UIColor: 0x1; alpha = 0.5>", "label = 'Sign up'",
    "title = 'in'", "hidden = YES", "hidden = NO", "hidden = 1", "alpha = 0", "alpha = 1",
    "alpha = 0.5", "alphaValue = 1", "frame = (0 0; 44 44)", "frame = (1e2 0; 10 50)",
    "layer = <CALayer: 0x2; hidden = YES>", "tag = 7", "accessibilityIdentifier = 'signIn'",
    "text = ''",
  ]

  static let selectors = [
    "[hidden]", "[hidden=NO]", "[hidden=YES]", "[hidden*=E]", "[hidden^=N]", "[alpha]",
    "[alpha^=\"1\"]", "[alpha=1]", "[alpha<1]", "[alpha*=\".5\"]", "[text]",
    "[text*=\"Sign in\"]", "[text^=Sign]", "[text$=in]", "[text=\"Sign in\"]", "[text*=OK]",
    "[text*=caf]", "[text*=\"café\"]", "[text~=/Sign/]", "[text=\"\"]", "[text*=\"\"]",
    "[width>=44]", "[x]", "[x=100]", "[label*=Sign]", "[title$=in]",
    "[accessibilityIdentifier^=sign]", "[tag]", "[tag=7]", "[textColor*=UIColor]",
    "[depth=0]", "[address=0x7f]",
  ]

  static let rows = Gen.int(in: 0...(pieces.count - 1)).array(of: 0...5).map { picks in
    "<UIView: 0x7f" + picks.map { "; " + pieces[$0] }.joined() + ">"
  }

  static func attribute(_ selector: String) throws -> AttributeSelector {
    let parsed = try ViewSelector(parsing: selector)
    guard case .attribute(let attribute) = parsed.alternatives[0].compounds[0].conditions[0]
    else { throw SelectorTestError.notAnAttribute(selector) }
    return attribute
  }

  enum SelectorTestError: Error { case notAnAttribute(String) }

  @Test func prefilteredAnswersMatchReadingTheProperties() async throws {
    let compiled = try Self.selectors.map {
      SelectorEvaluator.CompiledAttribute(try Self.attribute($0))
    }
    // Every test but `depth` and `address`, which read no property, has a prefilter.
    #expect(compiled.filter { $0.rows == nil }.count == 2)
    await propertyCheck(count: 400, input: Self.rows) { row in
      let hierarchy = DumpParser().parse(row).hierarchy
      #expect(hierarchy.count == 1)
      guard hierarchy.count == 1 else { return }
      hierarchy.text.withUnsafeBufferPointer { text in
        let evaluator = SelectorEvaluator(hierarchy: hierarchy, text: text, absoluteFrames: nil)
        for (selector, test) in zip(Self.selectors, compiled) {
          #expect(
            evaluator.attribute(test, matches: 0)
              == evaluator.attribute(test.selector, matches: 0), "\(selector) on \(row)")
        }
      }
    }
  }

  /// The cases the random rows rely on, spelled out: a row is answered from its bytes only
  /// where that is safe.
  @Test func rowsAreAnsweredFromTheirBytesOnlyWhereSafe() throws {
    func rowAnswer(_ selector: String, _ row: String) throws -> Bool? {
      let test = SelectorEvaluator.CompiledAttribute(try Self.attribute(selector))
      var body = Array(row.utf8)
      return body.withUnsafeMutableBufferPointer {
        test.rows?.answer(body: UnsafeBufferPointer($0))
      }
    }
    #expect(try rowAnswer("[hidden]", "frame = (0 0; 1 1)") == false)
    #expect(try rowAnswer("[hidden=NO]", "frame = (0 0; 1 1)") == true)
    #expect(try rowAnswer("[hidden]", "hidden = YES") == nil)
    #expect(try rowAnswer("[text*=\"Sign in\"]", "text = 'Log in'") == false)
    // Escapes may decode to the words; a Kelvin sign is a `K` to String comparison.
    #expect(try rowAnswer("[text*=\"Sign in\"]", "text = '\\u0053ign in'") == nil)
    #expect(try rowAnswer("[text*=OK]", "text = 'O\u{212A}'") == nil)
    // A row without alpha has alpha 1.
    #expect(try rowAnswer("[alpha^=\"1\"]", "frame = (0 0; 1 1)") == true)
    #expect(try rowAnswer("[depth=0]", "frame = (0 0; 1 1)") == nil)
  }
}
