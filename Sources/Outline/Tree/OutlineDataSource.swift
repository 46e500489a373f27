/// A tree described the way table-view data sources describe one: by counting and fetching
/// children, with `nil` standing for the virtual root above the top-level items.
public protocol OutlineDataSource {
  associatedtype Item

  /// The number of children of `item`, or of top-level items when `item` is `nil`.
  func numberOfChildren(of item: Item?) -> Int

  /// The child of `item` (or the top-level item, when `item` is `nil`) at `index`.
  func child(_ index: Int, of item: Item?) -> Item
}
