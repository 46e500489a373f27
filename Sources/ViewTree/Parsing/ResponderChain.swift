/// Chisel's `presponder` prints a responder chain as a `|` tree, each responder one level
/// deeper than the one before, down to the application and its delegate:
///
///     <MyApp.BadgeView: 0x…; frame = (283 1; 20 20); layer = <CALayer: 0x…>>
///        | <UITabBar: 0x…; frame = (0 519; 320 49); layer = <CALayer: 0x…>>
///        |    | <UIWindow: 0x…; frame = (0 0; 320 568); layer = <UIWindowLayer: 0x…>>
///        |    |    | <UIApplication: 0x…>
///        |    |    |    | <AppDelegate: 0x…>
///
/// Each row is the previous row's superview (or its controller), not its subview: read as a
/// tree, the tab bar would be the badge's child, and lie outside it. A root followed by rows
/// one level deeper each, one of them the application (`UIApplication`, `NSApplication`, no
/// view of any tree), then at most its delegate and nothing more of the tree, is such a chain.
/// So is one cut before the application (an author's `...`, the end of an excerpt) when a
/// controller stands in it as the responder after its view, a description with nothing after
/// its address (`<ChatViewController: 0x…>`), which no row of a view tree is.
/// Its lines are text.
enum ResponderChain {
  /// The longest chain read: a view deep in a real app has some 60 superviews.
  static let maxLength = 128

  /// How many lines after `root` (a row without markers) hold the rest of its responder
  /// chain; nil when they are not one. `row(offset)` reads the line `offset` lines after the
  /// root as a row, nil when it is none.
  static func length(
    after root: NodeRecord, name: (NodeRecord) -> UnsafeBufferPointer<UInt8>,
    row: (Int) -> NodeRecord?
  ) -> Int? {
    guard root.markerDepth == 0 else { return nil }
    var holdsController = false
    for offset in 0..<maxLength {
      let next = row(offset)
      guard let record = next, record.markerDepth == offset + 1 else {
        // Cut before the application: a chain only when a controller stood in it and no row
        // of a tree goes on.
        return holdsController && offset >= 2 && next == nil ? offset : nil
      }
      let className = name(record)
      if isBareController(record, className) { holdsController = true }
      guard
        className.elementsEqual("UIApplication".utf8)
          || className.elementsEqual("NSApplication".utf8)
      else { continue }
      // The application's delegate may follow, one level deeper; nothing of a tree after.
      var length = offset + 1
      if let delegate = row(length), delegate.markerDepth == length + 1 { length += 1 }
      return row(length) == nil ? length : nil
    }
    return nil
  }

  /// `<ChatViewController: 0x…>`: a controller's description with nothing after its address.
  private static func isBareController(
    _ record: NodeRecord, _ className: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    record.kind != .layer && record.isClosed && record.body.range.isEmpty
      && record.tail.range.isEmpty && !record.address.range.isEmpty
      && className.count > 10 && className.suffix(10).elementsEqual("Controller".utf8)
  }
}
