/// Chisel's `pclass` prints a class's superclasses as a `|` tree, one level per class, down
/// to the root class:
///
///     UIView
///        | UIResponder
///        |    | NSObject
///
/// Read as custom rows it would be three invented views. A lone class name followed by rows
/// one level deeper each, every one a bare name, the last `NSObject` (or `NSProxy`), with no
/// row of the tree after it, is such a chain: no view tree ends in a leaf named after the root
/// class. Its lines are text.
enum SuperclassChain {
  /// The longest chain read: UIKit's deepest classes have about a dozen superclasses.
  static let maxLength = 32

  /// How many lines after `line` (a lone class name) hold its superclass chain; nil when
  /// they are not one.
  static func length(
    after line: LineContext, _ reader: CustomDescriptionReader,
    followingLine: (Int) -> Range<Int>?
  ) -> Int? {
    var row = line
    for offset in 0..<maxLength {
      guard let next = followingLine(offset) else { return nil }
      row = row.following(next)
      guard case .node(let record) = reader.read(row), record.markerDepth == offset + 1,
        record.className == record.description
      else { return nil }
      let name = line.bytes[
        (Int(record.className.start) - line.bias)..<(Int(record.className.end) - line.bias)]
      guard name.elementsEqual("NSObject".utf8) || name.elementsEqual("NSProxy".utf8) else {
        continue
      }
      // The chain ends at the root class: a deeper row after it would make it a tree.
      if let after = followingLine(offset + 1), case .node = reader.read(row.following(after)) {
        return nil
      }
      return offset + 1
    }
    return nil
  }
}
