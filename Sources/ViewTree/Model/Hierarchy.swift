/// An immutable forest of nodes parsed from a dump, stored in preorder arrays.
///
/// Index `i` is the i-th node line of the dump. `parent`, `depth`, `subtreeEnd` and
/// `nextSibling` make the common walks O(1) per step: skipping a subtree is a jump to
/// `subtreeEnd`, the next sibling is one array read.
public struct Hierarchy: Sendable {
  /// The arrays live in one shared object: a `Node` (which holds its hierarchy) or a copy of
  /// the hierarchy then costs one reference count, not one per array.
  private final class Storage: Sendable {
    let text: SourceText
    let records: [NodeRecord]
    let parents: [Int32]
    let depths: [Int32]
    let subtreeEnds: [Int32]
    let nextSiblings: [Int32]
    let classIDs: [Int32]
    let classNames: [String]
    let classDisplayNames: [String]
    let elisionLines: [Int32]
    let inputCount: Int

    init(
      text: SourceText, records: [NodeRecord], parents: [Int32], depths: [Int32],
      subtreeEnds: [Int32], nextSiblings: [Int32], classIDs: [Int32], classNames: [String],
      elisionLines: [Int32], inputCount: Int
    ) {
      self.text = text
      self.records = records
      self.parents = parents
      self.depths = depths
      self.subtreeEnds = subtreeEnds
      self.nextSiblings = nextSiblings
      self.classIDs = classIDs
      self.classNames = classNames
      self.elisionLines = elisionLines
      self.inputCount = inputCount
      classDisplayNames = classNames.map { SwiftDemangler.demangle($0) ?? $0 }
    }
  }

  private let storage: Storage

  /// The bytes every node's spans refer to (the input, plus unescaped copies of escaped lines).
  var text: SourceText { storage.text }
  var records: [NodeRecord] { storage.records }
  /// Parent index, or -1 for a root.
  var parents: [Int32] { storage.parents }
  /// Nesting level in the tree: roots are 0. Elision jumps are already resolved.
  var depths: [Int32] { storage.depths }
  /// One past the last descendant, in preorder.
  var subtreeEnds: [Int32] { storage.subtreeEnds }
  /// The next node with the same parent (roots chain to roots), or -1.
  var nextSiblings: [Int32] { storage.nextSiblings }
  /// Each node's class, numbered in order of first appearance: queries decide once per class.
  var classIDs: [Int32] { storage.classIDs }
  /// The class names as printed, by id.
  var classNames: [String] { storage.classNames }
  /// The class names by id as people read them: mangled Swift names demangled, once per class.
  var classDisplayNames: [String] { storage.classDisplayNames }
  /// The input lines where an author cut rows (`...`, `[snip]`), in order.
  var elisionLines: [Int32] { storage.elisionLines }
  /// The length of the input itself in `text`: spans at or past it point into unescaped
  /// copies of escaped lines, whose columns are not the input's.
  var inputCount: Int { storage.inputCount }

  /// The syntax the dump was detected (or forced) to be in.
  public let format: DumpFormat

  init(
    text: SourceText, records: [NodeRecord], parents: [Int32], depths: [Int32],
    subtreeEnds: [Int32], nextSiblings: [Int32], classIDs: [Int32], classNames: [String],
    format: DumpFormat, elisionLines: [Int32] = [], inputCount: Int? = nil
  ) {
    storage = Storage(
      text: text, records: records, parents: parents, depths: depths, subtreeEnds: subtreeEnds,
      nextSiblings: nextSiblings, classIDs: classIDs, classNames: classNames,
      elisionLines: elisionLines, inputCount: inputCount ?? text.count)
    self.format = format
  }

  /// The readable form of a mangled Swift class name, nil for names printed readable.
  /// - Complexity: O(1).
  func demangledClassName(of index: NodeIndex) -> String? {
    let classID = Int(classIDs[index.rawValue])
    let readable = classDisplayNames[classID]
    return readable == classNames[classID] ? nil : readable
  }

  /// Number of nodes. - Complexity: O(1).
  public var count: Int { records.count }
  public var isEmpty: Bool { records.isEmpty }

  /// Every node index in preorder.
  public var indices: [NodeIndex] { (0..<count).map(NodeIndex.init) }

  /// The node at `index`. - Complexity: O(1); its values are decoded when read.
  public subscript(index: NodeIndex) -> Node { Node(hierarchy: self, index: index) }

  /// The roots, in order. - Complexity: O(number of roots).
  public var roots: [NodeIndex] {
    var result: [NodeIndex] = []
    var current: Int32 = isEmpty ? -1 : 0
    while current >= 0 {
      result.append(NodeIndex(Int(current)))
      current = nextSiblings[Int(current)]
    }
    return result
  }

  /// The parent of `index`, nil for a root. - Complexity: O(1).
  public func parent(of index: NodeIndex) -> NodeIndex? {
    let value = parents[index.rawValue]
    return value < 0 ? nil : NodeIndex(Int(value))
  }

  /// Nesting level: 0 for roots. - Complexity: O(1).
  public func depth(of index: NodeIndex) -> Int { Int(depths[index.rawValue]) }

  /// The first child, if any: in preorder it is the next node. - Complexity: O(1).
  public func firstChild(of index: NodeIndex) -> NodeIndex? {
    let next = index.rawValue + 1
    return next < Int(subtreeEnds[index.rawValue]) ? NodeIndex(next) : nil
  }

  /// The next sibling (the next root, for a root). - Complexity: O(1).
  public func nextSibling(of index: NodeIndex) -> NodeIndex? {
    let value = nextSiblings[index.rawValue]
    return value < 0 ? nil : NodeIndex(Int(value))
  }

  /// Children in order. - Complexity: O(number of children).
  public func children(of index: NodeIndex) -> [NodeIndex] {
    var result: [NodeIndex] = []
    var child = firstChild(of: index)
    while let current = child {
      result.append(current)
      child = nextSibling(of: current)
    }
    return result
  }

  /// The node and all its descendants, in preorder. - Complexity: O(1) to build.
  public func subtree(of index: NodeIndex) -> Range<Int> {
    index.rawValue..<Int(subtreeEnds[index.rawValue])
  }

  /// Number of descendants. - Complexity: O(1).
  public func descendantCount(of index: NodeIndex) -> Int {
    Int(subtreeEnds[index.rawValue]) - index.rawValue - 1
  }

  /// Ancestors from the parent up to the root. - Complexity: O(depth).
  public func ancestors(of index: NodeIndex) -> [NodeIndex] {
    var result: [NodeIndex] = []
    var current = parent(of: index)
    while let node = current {
      result.append(node)
      current = parent(of: node)
    }
    return result
  }

  /// The deepest nesting level, or -1 when empty. - Complexity: O(n).
  public var maxDepth: Int { Int(depths.max() ?? -1) }

  func string(_ span: ByteSpan) -> String {
    text.withUnsafeBufferPointer { String(decoding: $0[span.range], as: UTF8.self) }
  }
}
