/// What an operation on an ``Outline`` did to its visible rows, ready for a table view's batch
/// update.
///
/// Like `UITableView.performBatchUpdates`, removed rows are positions in the rows before the
/// change and inserted rows are positions in the rows after it; both lists are increasing,
/// disjoint and coalesced into maximal runs. Deleting the removed rows from the old list and then
/// inserting the new rows at the inserted positions gives the new list
/// (see ``apply(to:inserting:)``).
public struct OutlineChange: Equatable, Sendable {
  /// Runs of rows removed, as positions in the rows before the change.
  public var removedRows: [Range<Int>]
  /// Runs of rows inserted, as positions in the rows after the change.
  public var insertedRows: [Range<Int>]
  /// Rows, as positions after the change, that were visible before it and whose ``Disclosure``
  /// changed: redraw their disclosure indicator.
  public var reloadedRows: [Int]
  /// Nodes that were collapsed and are now expanded, in preorder (empty for filter changes).
  public var expandedNodes: [NodeID]
  /// Nodes that were expanded and are now collapsed, in preorder (empty for filter changes).
  public var collapsedNodes: [NodeID]

  /// A change that does nothing.
  ///
  /// - Complexity: O(1).
  public init() {
    self.init(removedRows: [], insertedRows: [], reloadedRows: [])
  }

  /// A change with the given rows and nodes; see the properties for what each holds.
  ///
  /// - Complexity: O(1).
  public init(
    removedRows: [Range<Int>], insertedRows: [Range<Int>], reloadedRows: [Int],
    expandedNodes: [NodeID] = [], collapsedNodes: [NodeID] = []
  ) {
    self.removedRows = removedRows
    self.insertedRows = insertedRows
    self.reloadedRows = reloadedRows
    self.expandedNodes = expandedNodes
    self.collapsedNodes = collapsedNodes
  }

  /// Whether nothing changed.
  ///
  /// - Complexity: O(1).
  public var isEmpty: Bool {
    removedRows.isEmpty && insertedRows.isEmpty && reloadedRows.isEmpty
      && expandedNodes.isEmpty && collapsedNodes.isEmpty
  }

  /// The number of rows removed.
  ///
  /// - Complexity: O(number of runs).
  public var removedCount: Int { removedRows.reduce(0) { $0 + $1.count } }

  /// The number of rows inserted.
  ///
  /// - Complexity: O(number of runs).
  public var insertedCount: Int { insertedRows.reduce(0) { $0 + $1.count } }

  /// Applies the change to a list that mirrors the old rows, asking `newElement` for the element
  /// of each inserted row (a position after the change).
  ///
  /// - Complexity: O(old count + new count).
  public func apply<Element>(to rows: inout [Element], inserting newElement: (Int) -> Element) {
    var kept: [Element] = []
    kept.reserveCapacity(rows.count - removedCount)
    var position = 0
    for range in removedRows {
      kept.append(contentsOf: rows[position..<range.lowerBound])
      position = range.upperBound
    }
    kept.append(contentsOf: rows[position...])
    var result: [Element] = []
    result.reserveCapacity(kept.count + insertedCount)
    position = 0
    for range in insertedRows {
      let keptBefore = range.lowerBound - result.count
      result.append(contentsOf: kept[position..<(position + keptBefore)])
      position += keptBefore
      result.append(contentsOf: range.map(newElement))
    }
    result.append(contentsOf: kept[position...])
    rows = result
  }
}
