import PropertyBased
import Testing

@testable import ViewTree

/// `Node.value(of:)` skips the property scan of a row whose text does not hold the key; it must
/// still answer what the full list of properties says: the first value of that key, or nil.
/// Rows mix keys that hold one another (`text`, `textColor`, `alpha`, `alphaValue`) and keys
/// spelled inside quoted text or nested descriptions, where they are no key.
@Suite struct NodeValuePropertyTests {
  static let keys = ["text", "textColor", "alpha", "alphaValue", "hidden", "layer", "tag", "a"]

  static let pieces = [
    "text = 'hidden = YES'", "textColor = <UIColor: 0x1; alpha = 0.5>", "alpha = 0",
    "alphaValue = 1",
    "hidden = YES", "layer = <CALayer: 0x2; text = 'x'>", "tag = 7", "a = b", "frame = (0 0; 1 1)",
    "text = 'alpha; tag = 1'",
  ]

  static let rows = Gen.int(in: 0...(pieces.count - 1)).array(of: 0...6).map { picks in
    "<UIView: 0x7f" + picks.map { "; " + pieces[$0] }.joined() + ">"
  }

  @Test func valueIsTheFirstPropertyOfItsKey() async {
    await propertyCheck(count: 500, input: Self.rows) { row in
      let hierarchy = DumpParser().parse(row).hierarchy
      #expect(hierarchy.count == 1)
      guard hierarchy.count == 1 else { return }
      let node = hierarchy[NodeIndex(0)]
      for key in Self.keys {
        #expect(node.value(of: key) == node.properties.first { $0.key == key }?.value, "\(key)")
      }
    }
  }
}
