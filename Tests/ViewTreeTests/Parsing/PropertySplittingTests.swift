import Testing

@testable import ViewTree

/// FORMATS.md §2.3 and §2.4: properties split only at top-level `; `, because `;` also occurs
/// inside frames, nested descriptions, matrices, dictionaries and text.
@Suite("Property splitting")
struct PropertySplittingTests {
  typealias F = ParsingFixture

  /// Parses one root line and returns its node.
  static func node(_ line: String) throws -> Node {
    let result = F.parse([line])
    #expect(result.lineDispositions == [.node])
    try #require(result.hierarchy.count == 1)
    let node = result.hierarchy.node(0)
    #expect(node.isComplete)
    return node
  }

  static func keys(_ node: Node) -> [String] { node.properties.map(\.key) }

  @Test func frameContainingSemicolonIsOneValue() throws {
    let node = try Self.node(
      "<UILabel: 0x7f811cd06000; frame = (0.333333 6; 45.6667 18); autoresize = W+H; layer = <_UILabelLayer: 0x6000004e9c00>>"
    )
    #expect(Self.keys(node) == ["frame", "autoresize", "layer"])
    #expect(node.value(of: "frame") == "(0.333333 6; 45.6667 18)")
    #expect(node.frame == Rect(x: 0.333333, y: 6, width: 45.6667, height: 18))
  }

  @Test func negativeAndTinyFrames() throws {
    let node = try Self.node(
      "<UIView: 0x11f9059e0; frame = (-15.3281 -15.3281; 130.656 130.656); layer = <CALayer: 0x280129300>>"
    )
    #expect(node.frame == Rect(x: -15.3281, y: -15.3281, width: 130.656, height: 130.656))
    let tiny = try Self.node(
      "<UIView: 0x11f9059e0; frame = (0 0.0001; 414 50); layer = <CALayer: 0x280129300>>")
    #expect(tiny.frame == Rect(x: 0, y: 0.0001, width: 414, height: 50))
  }

  @Test func nestedDescriptionWithItsOwnSemicolons() throws {
    let node = try Self.node(
      "<UIView: 0x104f3cce0; frame = (0 0; 120 60); backgroundColor = <UIDynamicSystemColor: 0x600001748a80; name = systemBackgroundColor>; layer = <CALayer: 0x600000d982d0>>"
    )
    #expect(Self.keys(node) == ["frame", "backgroundColor", "layer"])
    #expect(
      node.value(of: "backgroundColor")
        == "<UIDynamicSystemColor: 0x600001748a80; name = systemBackgroundColor>")
    // `name` belongs to the nested colour, not to the view.
    #expect(node.value(of: "name") == nil)
  }

  @Test func doublyNestedDescription() throws {
    let node = try Self.node(
      "<UITextField: 0x104842200; frame = (20 20; 40 40); text = ''; opaque = NO; borderStyle = None; background = <_UITextFieldNoBackgroundProvider: 0x600000030670: textfield=<UITextField: 0x104842200>>; layer = <CALayer: 0x600000cf21f0>>"
    )
    #expect(Self.keys(node) == ["frame", "text", "opaque", "borderStyle", "background", "layer"])
    #expect(
      node.value(of: "background")
        == "<_UITextFieldNoBackgroundProvider: 0x600000030670: textfield=<UITextField: 0x104842200>>"
    )
    #expect(node.value(of: "borderStyle") == "None")
    #expect(node.value(of: "layer") == "<CALayer: 0x600000cf21f0>")
  }

  @Test func nestedDescriptionWithSpacesAndSlashes() throws {
    let node = try Self.node(
      "<_UISystemBackgroundView: 0x10097e000; frame = (0 0; 375 38); configuration = <UIBackgroundConfiguration: 0x283592e80; Base Style = List Grouped Header/Footer; backgroundColor = UIExtendedGrayColorSpace 0 0>; layer = <CALayer: 0x281a82a00>>"
    )
    #expect(Self.keys(node) == ["frame", "configuration", "layer"])
    #expect(node.value(of: "Base Style") == nil)
  }

  @Test func transform3DMatrixWithSemicolons() throws {
    let node = try Self.node(
      "<UIView: 0x1009a2000; frame = (10 10; 100 100); transform3D = [0.8, 0, 0, 0; 0, 0.8, 0, 0; 0, 0, 1, -0.001; 0, 0, 0, 1]; layer = <CALayer: 0x281a80000>>"
    )
    #expect(Self.keys(node) == ["frame", "transform3D", "layer"])
    #expect(
      node.value(of: "transform3D") == "[0.8, 0, 0, 0; 0, 0.8, 0, 0; 0, 0, 1, -0.001; 0, 0, 0, 1]")
    #expect(
      node.transform
        == Transform(values: [0.8, 0, 0, 0, 0, 0.8, 0, 0, 0, 0, 1, -0.001, 0, 0, 0, 1]))
  }

  @Test func affineTransformSixValues() throws {
    let node = try Self.node(
      "<UIView: 0x11cc20f80; frame = (-15.3281 -15.3281; 130.656 130.656); transform = [0.92387953251128674, 0.38268343236508978, -0.38268343236508978, 0.92387953251128674, 0, 0]; layer = <CALayer: 0x600000cf6f40>>"
    )
    let transform = try #require(node.transform)
    #expect(
      transform.values == [
        0.92387953251128674, 0.38268343236508978, -0.38268343236508978, 0.92387953251128674, 0, 0,
      ])
    #expect(!transform.isIdentity)
    let identity = try Self.node(
      "<UIView: 0x1; frame = (0 0; 1 1); transform = [1, 0, 0, 1, 0, 0]>")
    #expect(identity.transform?.isIdentity == true)
  }

  @Test func animationsDictionaryWithSemicolonAndEquals() throws {
    let node = try Self.node(
      "<UIImageView: 0x104b2af00; frame = (56.5 80.5; 262.5 262.5); opaque = NO; userInteractionEnabled = NO; animations = { UIImageAnimation=<CAKeyframeAnimation: 0x282862880>; }; layer = <CALayer: 0x2828aca80>>"
    )
    #expect(
      Self.keys(node) == ["frame", "opaque", "userInteractionEnabled", "animations", "layer"])
    #expect(
      node.value(of: "animations") == "{ UIImageAnimation=<CAKeyframeAnimation: 0x282862880>; }")
    #expect(!node.isUserInteractionEnabled)
  }

  /// UIKit does not escape a quote inside quoted text.
  @Test func unescapedQuoteInsideText() throws {
    let node = try Self.node(
      "<UILabel: 0x7fa858667c80; frame = (0 0; 200 21); text = 'What's new'; opaque = NO; layer = <_UILabelLayer: 0x7fa858668050>>"
    )
    #expect(Self.keys(node) == ["frame", "text", "opaque", "layer"])
    #expect(node.value(of: "text") == "'What's new'")
    #expect(node.text == "What's new")
    #expect(!node.isOpaque)
  }

  /// Text as the last item, right before the closing `>`, with an apostrophe inside.
  @Test func unescapedQuoteInLastText() throws {
    let node = try Self.node("<UILabel; frame = (0 0; 200 21); text = 'What's the point?'>")
    #expect(node.text == "What's the point?")
    #expect(node.isComplete)
    #expect(node.tail == nil)
  }

  @Test func emptyText() throws {
    let node = try Self.node(
      "<UITextField: 0x104842200; frame = (20 20; 40 40); text = ''; opaque = NO; layer = <CALayer: 0x600000cf21f0>>"
    )
    #expect(node.value(of: "text") == "''")
    #expect(node.text == "")
    #expect(node.value(of: "opaque") == "NO")
  }

  /// Text that contains the separators themselves stays one value.
  @Test func textContainingSeparatorsAndBrackets() throws {
    let node = try Self.node(
      "<UILabel: 0x7fa858667c80; frame = (0 0; 200 21); text = 'a; b = c > d <e>'; layer = <_UILabelLayer: 0x7fa858668050>>"
    )
    #expect(Self.keys(node) == ["frame", "text", "layer"])
    #expect(node.text == "a; b = c > d <e>")
  }

  @Test func cjkAndEmojiText() throws {
    let cjk = try Self.node(
      "<UITextField: 0x14602d000; frame = (20 100; 280 30); text = '请输入员工号'; layer = <CALayer: 0x14602d100>>"
    )
    #expect(cjk.text == "请输入员工号")
    #expect(cjk.value(of: "layer") == "<CALayer: 0x14602d100>")
    let emoji = try Self.node(
      "<UILabel: 0x14602e000; frame = (20 140; 280 30); text = '🎉 Party time 👨‍👩‍👧'; layer = <_UILabelLayer: 0x14602e100>>"
    )
    #expect(emoji.text == "🎉 Party time 👨‍👩‍👧")
  }

  /// A blog's curly quotes around a text are quotes: the text is what is between them.
  @Test func curlyQuotesAroundText() throws {
    let single = try Self.node(
      "<UILabel: 0x1; frame = (0 0; 1 1); text = ‘Settings’; layer = <CALayer: 0x2>>")
    #expect(single.text == "Settings")
    let double = try Self.node("<UILabel: 0x1; frame = (0 0; 1 1); text = “Sign in”>")
    #expect(double.text == "Sign in")
    // One curly quote alone is the text's own.
    let own = try Self.node("<UILabel: 0x1; frame = (0 0; 1 1); text = '‘tis'>")
    #expect(own.text == "‘tis")
  }

  /// Literal `\u` and `\x` escapes are kept in the raw value and decoded by `text`.
  @Test func escapesInTextAreDecodedByTypedAccessor() throws {
    let node = try Self.node(
      #"<UILabel: 0x106954e10; frame = (24 403.5; 327 33.5); text = '\u200e\u6b22\u8fce\u4f7f\u7528 WhatsApp'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x280b74230>>"#
    )
    #expect(node.value(of: "text") == #"'\u200e\u6b22\u8fce\u4f7f\u7528 WhatsApp'"#)
    #expect(node.text == "\u{200E}欢迎使用 WhatsApp")
    let latin = try Self.node(#"<UILabel: 0x1; frame = (0 0; 1 1); text = 'Apple\xa0ID'>"#)
    #expect(latin.text == "Apple\u{A0}ID")
    let pair = try Self.node(#"<UILabel: 0x1; frame = (0 0; 1 1); text = '\ud83c\udf89 ok'>"#)
    #expect(pair.text == "🎉 ok")
  }

  /// `image = <UIImage:0x… symbol "…"; (w h)@3{2}>`: `;`, `"`, `@` and `{}` inside one value.
  @Test func imageDescriptionIsOneValue() throws {
    let node = try Self.node(
      #"<UIImageView: 0x104d1e000; frame = (0 0; 20 19); opaque = NO; userInteractionEnabled = NO; image = <UIImage:0x600003001050 symbol "plus.circle.fill"; (20 19)@3{2}>; layer = <CALayer: 0x600000cf0000>>"#
    )
    #expect(Self.keys(node) == ["frame", "opaque", "userInteractionEnabled", "image", "layer"])
    #expect(
      node.value(of: "image")
        == #"<UIImage:0x600003001050 symbol "plus.circle.fill"; (20 19)@3{2}>"#)
  }

  /// The scroll-view tail uses `key: value` after `layer = …`, read by the typed accessors.
  @Test func scrollViewTail() throws {
    let node = try Self.node(
      "<UITableView: 0x7fada085dc00; frame = (0 0; 320 568); clipsToBounds = YES; autoresize = W+H; gestureRecognizers = <NSArray: 0x6000029668e0>; layer = <CALayer: 0x60000276da40>; contentOffset: {0, -20}; contentSize: {320, 440}; adjustedContentInset: {20, 0, 0, 0}>"
    )
    #expect(
      Self.keys(node) == [
        "frame", "clipsToBounds", "autoresize", "gestureRecognizers", "layer", "contentOffset",
        "contentSize", "adjustedContentInset",
      ])
    #expect(node.contentOffset == Point(x: 0, y: -20))
    #expect(node.contentSize == Size(width: 320, height: 440))
    #expect(node.adjustedContentInset == Insets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(node.clipsToBounds)
  }

  /// A `dataSource: <…>` after the scroll tail, and a long float size.
  @Test func scrollViewTailWithDataSourceAndLongFloat() throws {
    let node = try Self.node(
      "<UITableView: 0x1081a0600; frame = (0 0; 375 627); layer = <CALayer: 0x2801f6760>; contentOffset: {0, -56}; contentSize: {414, 70.000100000000003}; adjustedContentInset: {56, 0, 0, 0}; dataSource: <AAUISignInViewController: 0x107ec9ab0>>"
    )
    #expect(node.contentSize == Size(width: 414, height: 70.000100000000003))
    #expect(node.value(of: "dataSource") == "<AAUISignInViewController: 0x107ec9ab0>")
    #expect(node.tail == nil)
  }

  @Test func baseClassComesFirst() throws {
    let node = try Self.node(
      "<FireflyButton: 0x144f6e6c0; baseClass = UIButton; frame = (38 120.5; 183 34); clipsToBounds = YES; opaque = NO; layer = <CALayer: 0x144f6d690>>"
    )
    #expect(node.properties.first == Properties.Item(key: "baseClass", value: "UIButton"))
    #expect(node.baseClass == "UIButton")
    #expect(node.className == "FireflyButton")
    #expect(node.frame == Rect(x: 38, y: 120.5, width: 183, height: 34))
  }

  /// UIKit prints these flags only when they differ from the default.
  @Test func typedDefaultsWhenNotPrinted() throws {
    let node = try Self.node(
      "<UIView: 0x7f811cd05950; frame = (0 0; 414 736); layer = <CALayer: 0x6000004e9b00>>")
    #expect(node.alpha == 1)
    #expect(!node.isHidden)
    #expect(node.isOpaque)
    #expect(node.isUserInteractionEnabled)
    #expect(!node.clipsToBounds)
    #expect(node.tag == nil)
    #expect(node.baseClass == nil)
    #expect(node.text == nil)
    #expect(node.transform == nil)
    #expect(node.contentOffset == nil)
  }

  @Test func typedValuesWhenPrinted() throws {
    let node = try Self.node(
      "<UIView: 0x7f811cd05950; frame = (0 0; 414 736); alpha = 0; hidden = YES; opaque = NO; clipsToBounds = YES; userInteractionEnabled = NO; tag = 140191808395632; layer = <CALayer: 0x6000004e9b00>>"
    )
    #expect(node.alpha == 0)
    #expect(node.isHidden)
    #expect(!node.isOpaque)
    #expect(node.clipsToBounds)
    #expect(!node.isUserInteractionEnabled)
    #expect(node.tag == 140_191_808_395_632)
  }

  /// Bare multi-word colours and autoresize flags are plain values.
  @Test func bareMultiWordValues() throws {
    let node = try Self.node(
      "<UINavigationBar: 0x144da8880; frame = (0 20; 320 44); opaque = NO; autoresize = W+TM; tintColor = UIDeviceWhiteColorSpace 1 1; backgroundColor = UIExtendedSRGBColorSpace 0.203922 0.780392 0.34902 1; layer = <CALayer: 0x1460279d0>>"
    )
    #expect(node.value(of: "autoresize") == "W+TM")
    #expect(node.value(of: "tintColor") == "UIDeviceWhiteColorSpace 1 1")
    #expect(
      node.value(of: "backgroundColor") == "UIExtendedSRGBColorSpace 0.203922 0.780392 0.34902 1")
  }

  /// Authors cut long rows by hand and mark the cut (`; […]`, `; ...>`, `; …`): the mark is no
  /// flag of the view, while a value that is only a mark (`layer = […]`) stays as printed.
  @Test func anAuthorsElisionIsNoProperty() throws {
    let result = F.parse([
      "<UIView: 0x6a107c0; frame = (0 20; 320 460); autoresize = W+H; layer = […]",
      "   | <UIButton: 0x6a103e0; frame = (124 196; 72 37); opaque = NO; […]",
      "   |    | <UILabel: 0x6a117b0; frame = (19 8; 34 21); text = 'Test'; ...>",
      "   | <UIView: 0x6a10800; frame = (0 0; 1 1); … ; hidden = YES; layer = <CALayer: 0x6a10900>>",
    ])
    let tree = result.hierarchy
    try #require(tree.count == 4)
    #expect(Self.keys(tree.node(0)) == ["frame", "autoresize", "layer"])
    #expect(tree.node(0).value(of: "layer") == "[…]")
    #expect(Self.keys(tree.node(1)) == ["frame", "opaque"])
    #expect(Self.keys(tree.node(2)) == ["frame", "text"])
    #expect(tree.node(2).isComplete)
    #expect(Self.keys(tree.node(3)) == ["frame", "hidden", "layer"])
    #expect(tree.node(3).isHidden)
  }

  /// A mark glued to a value without `;` (`opaque = NO …>`, `hidden = YES ...>`, or more
  /// properties after it) ends the value: the view is not opaque, not `NO …`.
  @Test func anElisionGluedToAValueIsNotPartOfIt() throws {
    let result = F.parse([
      "<UIView: 0x7f8; frame = (0 0; 320 480); opaque = NO …>",
      "   | <UIView: 0x7f7; frame = (0 0; 10 10); hidden = YES ...>",
      "   | <UIView: 0x7f6; frame = (0 0; 10 10); alpha = 0 ... layer = <CALayer: 0x600>>",
      "   | <UILabel: 0x7f5; frame = (0 0; 10 10); text = 'Wait...'; tag = 7 […]>",
    ])
    let tree = result.hierarchy
    try #require(tree.count == 4)
    #expect(tree.node(0).value(of: "opaque") == "NO")
    #expect(!tree.node(0).isOpaque)
    #expect(tree.node(1).value(of: "hidden") == "YES")
    #expect(tree.node(1).isHidden)
    #expect(Self.keys(tree.node(2)) == ["frame", "alpha", "layer"])
    #expect(tree.node(2).alpha == 0)
    #expect(tree.node(2).value(of: "layer") == "<CALayer: 0x600>")
    #expect(tree.node(3).text == "Wait...")
    #expect(tree.node(3).tag == 7)
  }

  /// React Native's text views put `reactTag: 3; text: …` before UIKit's own properties with
  /// no `;` after the text: `key: value` followed by ` word = ` is that value (maybe empty)
  /// followed by the next property.
  @Test func aColonValueEndsWhereTheNextEqualsPropertyStarts() throws {
    let empty = try Self.node(
      "<RCTTextView: 0x7f9; reactTag: 3; text:  frame = (0 0; 100 20); layer = <CALayer: 0x600>>"
    )
    #expect(Self.keys(empty) == ["reactTag", "text", "frame", "layer"])
    #expect(empty.value(of: "text") == "")
    #expect(empty.frame == Rect(x: 0, y: 0, width: 100, height: 20))
    let glued = try Self.node(
      "<RCTTextView: 0x7fa; reactTag: 4; text: Sign in now frame = (8 8; 90 20); opaque = NO>")
    #expect(Self.keys(glued) == ["reactTag", "text", "frame", "opaque"])
    #expect(glued.value(of: "text") == "Sign in now")
    #expect(glued.frame == Rect(x: 8, y: 8, width: 90, height: 20))
    #expect(!glued.isOpaque)
    let equalsEmpty = try Self.node("<UILabel: 0x7f6; text = ; frame = (0 0; 10 10)>")
    #expect(equalsEmpty.value(of: "text") == "")
    #expect(equalsEmpty.frame == Rect(x: 0, y: 0, width: 10, height: 10))
  }

  /// React Native's text runs up to UIKit's first property, `frame`: an ` = ` inside the text
  /// is the text's own.
  @Test func aColonValueKeepsItsOwnEquals() throws {
    let price = try Self.node(
      "<RCTTextView: 0x7fb; reactTag: 9; text: Price = $5 frame = (0 20; 100 20); layer = <CALayer: 0x603>>"
    )
    #expect(Self.keys(price) == ["reactTag", "text", "frame", "layer"])
    #expect(price.value(of: "text") == "Price = $5")
    #expect(price.frame == Rect(x: 0, y: 20, width: 100, height: 20))
    let tip = try Self.node(
      "<RCTTextView: 0x7fc; reactTag: 11; text: Tip: set opacity = 0.5 frame = (0 0; 9 9)>")
    #expect(tip.value(of: "text") == "Tip: set opacity = 0.5")
    #expect(tip.frame == Rect(x: 0, y: 0, width: 9, height: 9))
  }

  /// Swift prints ranges as `0..<10`: its `<` opens nothing, so the next property is its own.
  @Test func halfOpenRangeIsNotABracket() throws {
    let node = try Self.node(
      "<UITextView: 0x7f8a4c81ae00; frame = (0 0; 320 44); selectedRange = 0..<10; hidden = YES; layer = <CALayer: 0x600000d9a3c0>>"
    )
    #expect(Self.keys(node) == ["frame", "selectedRange", "hidden", "layer"])
    #expect(node.value(of: "selectedRange") == "0..<10")
    #expect(node.isHidden)
    #expect(node.tail == nil)
  }

  /// A truncated row cut in the middle of a key (`userInteractionEnabl`) has half a key, not a
  /// flag: every reader that lists properties leaves it out. A cut value stays (it is what
  /// the row says), and so does a bare item on a whole row.
  @Test func aKeyCutByTruncationIsNoProperty() throws {
    let cut =
      "<UIButtonLabel: 0x7f01; frame = (12 12; 31 19); text = 'hide'; opaque = NO; userInteractionEnabl"
    let result = F.parse([cut])
    let node = result.hierarchy.node(0)
    #expect(!node.isComplete)
    #expect(Self.keys(node) == ["frame", "text", "opaque"])
    var out = OutputBuffer()
    HierarchyJSONWriter().write(result, to: &out)
    #expect(!out.text.contains("userInteractionEnabl\""))
    #expect(out.text.contains(#""opaque": "NO""#))
    let cutValue = F.parse(["<UILabel: 0x7f02; frame = (0 0; 10 10); text = 'Hel"]).hierarchy
    #expect(Self.keys(cutValue.node(0)) == ["frame", "text"])
    let whole = try Self.node("<UIView: 0x7f03; frame = (0 0; 10 10); opaque>")
    #expect(Self.keys(whole) == ["frame", "opaque"])
  }
}
