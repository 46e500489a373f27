/// One reported change: a subtree inserted, deleted or moved, or a node's properties updated.
///
/// Changes are counted per subtree root: an inserted subtree is one `insert` whatever its size
/// (`size` tells), and its descendants are not reported again. A moved node whose properties
/// also changed is one `move` carrying the property deltas. An `update` is one node whose
/// compared properties differ (geometry beyond the tolerance; volatile tokens such as
/// addresses never count).
public struct DiffChange: Sendable, Equatable {
  public enum Operation: String, Sendable, CaseIterable {
    case insert, delete, move, update
  }

  public var operation: Operation
  /// The class as printed, in the new dump for a move or update (paired nodes have one class,
  /// up to the `$…` discriminators of private Swift types, which `VolatileText` blanks).
  public var className: String
  /// Where the node is in the old dump; nil for an insert.
  public var old: DiffLocation?
  /// Where the node is in the new dump; nil for a delete.
  public var new: DiffLocation?
  /// Property deltas, in the order the keys were printed (old side first).
  public var properties: [PropertyChange]
  /// Nodes the change covers: the inserted or deleted nodes of the subtree, the moved
  /// subtree's nodes, 1 for an update.
  public var size: Int

  public init(
    operation: Operation, className: String, old: DiffLocation?, new: DiffLocation?,
    properties: [PropertyChange] = [], size: Int
  ) {
    self.operation = operation
    self.className = className
    self.old = old
    self.new = new
    self.properties = properties
    self.size = size
  }
}

/// A node's place in one dump: its 1-based line and its path from the root.
public struct DiffLocation: Sendable, Equatable {
  public var line: Int
  /// Class names from the root down, separated by `/`; a class that occurs more than once
  /// among its siblings carries its 1-based rank among them: `UITableView/UITableViewCell[3]`.
  public var path: String
  /// The node in its hierarchy.
  public var node: NodeIndex

  public init(line: Int, path: String, node: NodeIndex) {
    self.line = line
    self.path = path
    self.node = node
  }
}

/// One property that differs: its raw old and new values (nil where the node does not print
/// the key and UIKit has no known default for it).
public struct PropertyChange: Sendable, Equatable {
  public var key: String
  public var old: String?
  public var new: String?

  public init(key: String, old: String?, new: String?) {
    self.key = key
    self.old = old
    self.new = new
  }
}
