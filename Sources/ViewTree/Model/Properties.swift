/// A node's raw `key = value` items, in the order printed. Values are kept verbatim; typed
/// readings live on `Node` (`frame`, `alpha`, …).
public struct Properties: RandomAccessCollection, Equatable, Sendable {
  public struct Item: Equatable, Sendable {
    public let key: String
    public let value: String
    public init(key: String, value: String) {
      self.key = key
      self.value = value
    }
  }

  public let items: [Item]

  public init(_ items: [Item]) { self.items = items }

  public var startIndex: Int { items.startIndex }
  public var endIndex: Int { items.endIndex }
  public subscript(position: Int) -> Item { items[position] }

  /// The value of the first item named `key`. - Complexity: O(count).
  public subscript(key: String) -> String? {
    items.first { $0.key == key }?.value
  }
}
