/// Why a tree could not be built from flat records, parent indices or levels.
///
/// Positions are indices into the input arrays; identifiers are shown as their descriptions.
public enum OutlineBuildError: Error, Equatable, Sendable {
  /// Two records share an identifier.
  case duplicateID(String, first: Int, second: Int)
  /// The record at `index` names a parent that no record has.
  case unknownParent(String, index: Int)
  /// The records at these positions are each other's ancestors, listed child to parent.
  case cycle([Int])
  /// The parent index at `index` is outside the input.
  case parentOutOfRange(index: Int)
  /// The level at `index` is negative or deeper than one below the previous node.
  case invalidLevel(index: Int)
  /// The items and their parents or levels differ in count.
  case countMismatch(items: Int, links: Int)
}

extension OutlineBuildError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .duplicateID(let id, let first, let second):
      "duplicate id \(id) at records \(first) and \(second)"
    case .unknownParent(let id, let index):
      "record \(index) has unknown parent \(id)"
    case .cycle(let indices):
      "records \(indices.map(String.init).joined(separator: " → ")) form a cycle"
    case .parentOutOfRange(let index):
      "parent of item \(index) is out of range"
    case .invalidLevel(let index):
      "item \(index) has an invalid level"
    case .countMismatch(let items, let links):
      "\(items) items but \(links) parents or levels"
    }
  }
}
