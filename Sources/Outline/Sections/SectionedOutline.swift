/// Several independent outlines shown one after another, as the sections of a table view.
///
/// Each section has its own tree, rows and expansion; a change returned by a section's operation
/// applies to that section's rows only.
public struct SectionedOutline<Item> {
  /// The outline of each section.
  public var sections: [Outline<Item>]

  /// Creates sections from outlines.
  ///
  /// - Complexity: O(1).
  public init(_ sections: [Outline<Item>]) {
    self.sections = sections
  }

  /// Creates one section per top-level node of `tree`, each showing that node's subtree.
  ///
  /// - Complexity: O(n).
  public init(
    sectionsFromRootsOf tree: OutlineTree<Item>, expandedToLevel level: Int = 0,
    collapseBehavior: Outline<Item>.CollapseBehavior = .preservesDescendants
  ) {
    sections = tree.roots.map {
      Outline(
        tree.subtree(rootedAt: $0), expandedToLevel: level, collapseBehavior: collapseBehavior)
    }
  }

  /// The number of sections.
  ///
  /// - Complexity: O(1).
  public var numberOfSections: Int { sections.count }

  /// The number of visible rows in `section`.
  ///
  /// - Complexity: O(1).
  public func numberOfRows(inSection section: Int) -> Int {
    sections[section].rowCount
  }

  /// The node at `row` of `section`, in that section's tree.
  ///
  /// - Complexity: O(1).
  public func node(section: Int, row: Int) -> NodeID {
    sections[section].node(atRow: row)
  }

  /// The item at `row` of `section`.
  ///
  /// - Complexity: O(1).
  public subscript(section section: Int, row row: Int) -> Item {
    sections[section][row: row]
  }

  /// Toggles the node at `row` of `section`; the change concerns that section only.
  ///
  /// - Complexity: O(log n + rows changed), plus one memmove within the section.
  @discardableResult
  public mutating func toggle(section: Int, row: Int) -> OutlineChange {
    sections[section].toggle(row: row)
  }
}

extension SectionedOutline: Sendable where Item: Sendable {}
