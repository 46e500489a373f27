/// What the lines read so far leave to the next line: all the parser's state between lines.
/// A chunk is first read as if it started the input; when the chunk before it left something
/// else, the chunk is read again from that.
struct CarriedState: Equatable {
  /// Inside XCUITest's `Path to element:` / `Query chain:` sections, whose rows repeat
  /// elements of the tree and are not part of it.
  var skippingXCUITestSection = false
  /// Lines still owed to the node above as continuations (a description that spans lines).
  var continuationLines = 0
  /// Lines still owed to the text above (a `pclass` chain's rows).
  var textLines = 0
  /// Inside a diff's hunk: the lines it still holds.
  var diffHunk = DiffHunk()
}
