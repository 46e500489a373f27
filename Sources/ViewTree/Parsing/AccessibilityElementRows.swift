/// KIF's `printViewHierarchy` prints a view, then the accessibility elements the view
/// holds (a table's rows, a picker's components) at the view's own indentation, then the
/// view's subviews one level in:
///
/// ```
/// |	UITableView, identifier: list
/// |	UITableViewCellAccessibilityElement, label: Row 1, traits: none
/// |	|	UITableViewCell
/// ```
///
/// Read by markers alone, each element would be the view's sibling and the parent of the
/// subviews after it. An element's row is the only one that ends with its traits
/// (`, traits: none`, `, traits: button, selected`): it is taken one level further in, under
/// its view, beside the subviews.
enum AccessibilityElementRows {
  /// Moves such rows of `records` one marker in. - Complexity: O(records + their lengths).
  static func resolve(_ records: inout [NodeRecord], text: SourceText) {
    text.withUnsafeBufferPointer { bytes in
      for index in records.indices {
        let record = records[index]
        guard record.kind == .custom, record.format == .other, record.markerDepth > 0,
          isElement(UnsafeBufferPointer(rebasing: bytes[record.description.range]))
        else { continue }
        records[index].markerDepth += 1
      }
    }
  }

  /// `Class, label: …, traits: …`: the class, its label (KIF prints one, `(null)` too), then
  /// the traits last.
  static func isElement(_ row: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let label = ByteText.firstOffset(of: ", label: ", in: row) else { return false }
    let rest = UnsafeBufferPointer(rebasing: row[(label + 9)...])
    return ByteText.firstOffset(of: ", traits: ", in: rest) != nil
  }
}
