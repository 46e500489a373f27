/// A node of an ``OutlineTree``, identified by its position in the tree's preorder.
///
/// The nodes of a tree of `count` nodes are `NodeID(0)` through `NodeID(count - 1)`: parents come
/// before their children, siblings in order, and a node's descendants directly follow it.
public struct NodeID: Hashable, Comparable, Sendable {
  @usableFromInline
  internal var rawValue: Int32

  /// The node at preorder position `index`.
  @inlinable
  public init(_ index: Int) {
    rawValue = Int32(index)
  }

  @inlinable
  internal init(raw: Int32) {
    rawValue = raw
  }

  /// The node's preorder position in its tree.
  @inlinable
  public var index: Int { Int(rawValue) }

  @inlinable
  public static func < (lhs: NodeID, rhs: NodeID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

extension NodeID: CustomStringConvertible {
  public var description: String { "#\(rawValue)" }
}
