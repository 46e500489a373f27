import Outline

/// A small tree used by the unit tests:
///
/// ```
/// A
/// ├─ B
/// │  ├─ C
/// │  └─ D
/// │     └─ E
/// └─ F
/// G
/// └─ H
/// I
/// ```
let sampleTree = try! OutlineTree(
  preorder: ["A", "B", "C", "D", "E", "F", "G", "H", "I"], levels: [0, 1, 2, 2, 3, 1, 0, 1, 0])

extension OutlineTree where Item == String {
  func node(_ name: String) -> NodeID {
    NodeID(items.firstIndex(of: name)!)
  }
}

extension Outline where Item == String {
  var names: [String] { rows.map { tree[$0] } }

  func node(_ name: String) -> NodeID { tree.node(name) }
}
