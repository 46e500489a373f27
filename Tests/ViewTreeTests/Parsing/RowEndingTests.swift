import Testing

@testable import ViewTree

/// What follows a description's closing `>` decides what the row is.
@Suite struct RowEndingTests {
  static func ending(
    _ after: String, continued: Bool = false, bare: Bool = false, tag: Bool = false
  ) -> (RowEnding, String) {
    let bytes = Array(after.utf8)
    return bytes.withUnsafeBufferPointer { buffer in
      let ending = RowEnding(
        0..<buffer.count, buffer, continued: continued, bare: bare, tag: tag)
      if case .layerMarker(let text) = ending {
        return (ending, String(decoding: buffer[text], as: UTF8.self))
      }
      return (ending, "")
    }
  }

  @Test func controllerAndComponentFields() {
    #expect(Self.ending(", state: appeared, view: <UIView: 0x1>").0 == .controllerFields)
    #expect(Self.ending(", view: (view not loaded)").0 == .controllerFields)
    #expect(Self.ending(", Position: {0, 0}, Size: {375, 44}").0 == .componentFields)
  }

  @Test func layerMarkerWithAndWithoutText() {
    #expect(Self.ending("(layer)").0 == .layerMarker(text: 0..<0))
    #expect(Self.ending("'Sign in' (layer)").1 == "'Sign in'")
    // The marker must stand apart from the text before it.
    #expect(Self.ending("x(layer)").0 == .tail)
  }

  @Test func listingHeadsAndSentencesAreNoRows() {
    #expect(Self.ending(":").0 == .listingHead)
    #expect(Self.ending("(").0 == .listingHead)
    #expect(Self.ending("'s window is not equal to the view's window").0 == .sentence)
  }

  /// A description that prints nothing after its address, outside a tree, followed by words
  /// is what a log message is about (`<XCTWaiter: 0x…> done waiting`); a row's own tail is
  /// no such words.
  @Test func wordsAfterABareDescriptionAreAMessage() {
    for message in [": cancelWaiting", "done waiting", "entering wait loop for 15.00s", "is nil"] {
      #expect(Self.ending(message, bare: true).0 == .sentence, "\(message)")
      #expect(Self.ending(message).0 == .tail, "\(message)")
      #expect(Self.ending(message, continued: true, bare: true).0 == .tail, "\(message)")
    }
    for tail in [
      "", "effect=none", "clientRequestedContentView effect=none", "#0", "'Sign in'",
      ": ", "Done", "layout=0x1", "0 1",
    ] {
      #expect(Self.ending(tail, bare: true).0 == .tail, "\(tail)")
    }
    #expect(Self.ending("(layer)", bare: true).0 == .layerMarker(text: 0..<0))
  }

  /// `<CALayer: 0x…>>` closes more than it opens: the end of a description wrapped from a line
  /// that is no row, not a row of its own.
  /// A name in angle brackets and nothing else (`<Button>`) heads text when anything follows
  /// it; a layer marker after it is still a layer's row.
  @Test func textAfterATagIsASentence() {
    #expect(Self.ending("is:", tag: true).0 == .sentence)
    #expect(Self.ending("subviews : (", tag: true).0 == .sentence)
    #expect(Self.ending("top view: <UIView: 0x1; frame = (0 0; 1 1)>", tag: true).0 == .sentence)
    #expect(Self.ending("", tag: true).0 == .tail)
    #expect(Self.ending("(layer)", tag: true).0 == .layerMarker(text: 0..<0))
    #expect(Self.ending("is:").0 == .tail)
    #expect(Self.ending("is:", continued: true, tag: true).0 == .tail)
  }

  /// In a paste: the tags are skipped as text; the descriptions around them are rows, and a
  /// tag alone above rows with markers (a dump whose addresses were purged) is their root.
  @Test func tagsInAPasteAreText() {
    let result = ParsingFixture.parse([
      "<Button> is:",
      "<RCTView:0x7f99f1013fc0; AX=Y; AX.label='automation_button_label'; opaque; alpha=1>",
      "\t<UIWindow> subviews : (",
      "<UIWindow>",
      "   | <UIView; frame = (0 0; 10 10); layer = <CALayer>>",
    ])
    #expect(result.lineDispositions == [.text, .node, .text, .node, .node])
    #expect(result.hierarchy.classNamesInOrder == ["RCTView", "UIWindow", "UIView"])
    #expect(result.hierarchy.parentPositions == [-1, -1, 1])
  }

  @Test func closingBracketsAloneEndAWrappedDescription() {
    #expect(Self.ending(">").0 == .wrappedEnd)
    #expect(Self.ending(">>").0 == .wrappedEnd)
    #expect(Self.ending("> x").0 == .tail)
    #expect(Self.ending(">", continued: true).0 == .tail)
  }

  /// `<NSArray: 0x…>; layer = <CALayer: 0x…>>`: a key's value, then the description's next
  /// properties and an extra `>`, is the rest of a description wrapped after a key's `=` on a
  /// line that is no row, not a row of its own.
  @Test func propertiesClosingMoreThanTheyOpenEndAWrappedDescription() {
    #expect(Self.ending("; layer = <CALayer: 0x2>>").0 == .wrappedEnd)
    #expect(Self.ending(";layer=<CALayer: 0x2>>>").0 == .wrappedEnd)
    #expect(Self.ending("; layer = <CALayer: 0x2>").0 == .tail)
    #expect(Self.ending("; note >").0 == .wrappedEnd)
    #expect(Self.ending("; layer = <CALayer: 0x2>>", continued: true).0 == .tail)
  }

  @Test func aContinuedDescriptionIsARowWhateverFollows() {
    #expect(Self.ending(":", continued: true).0 == .tail)
    #expect(Self.ending("'s window", continued: true).0 == .tail)
  }

  @Test func anythingElseIsTheTail() {
    #expect(Self.ending("").0 == .tail)
    #expect(Self.ending("'Sign in'").0 == .tail)
    #expect(Self.ending(": extra").0 == .tail)
  }
}
