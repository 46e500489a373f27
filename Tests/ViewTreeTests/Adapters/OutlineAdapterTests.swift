import Outline
import Testing
import ViewTree

@Suite struct OutlineAdapterTests {
  static let dump = """
    <UIWindow: 0x1; frame = (0 0; 320 480)>
       | <UIView: 0x2; frame = (0 0; 320 480)>
       |    | <UILabel: 0x3; frame = (0 0; 10 10); text = 'a'>
       |    |    |    |    | <UIImageView: 0x4; frame = (0 0; 5 5)>
       | <UIButton: 0x5; frame = (0 0; 20 20)>
    (lldb) po other
       | <UIView: 0x6; frame = (0 0; 1 1)>
    """

  @Test func outlineTreeMirrorsTheHierarchy() {
    let hierarchy = DumpParser().parse(Self.dump).hierarchy
    let tree = OutlineTree(hierarchy)
    #expect(tree.count == hierarchy.count)
    #expect(tree.roots.map { tree[$0].rawValue } == hierarchy.roots.map(\.rawValue))
    for index in hierarchy.indices {
      let node = NodeID(index.rawValue)
      #expect(tree[node] == index)
      #expect(tree.level(of: node) == hierarchy.depth(of: index))
      #expect(tree.parent(of: node).map { tree[$0] } == hierarchy.parent(of: index))
    }
  }

  @Test func outlineRowsFollowExpansion() {
    let hierarchy = DumpParser().parse(Self.dump).hierarchy
    var outline = Outline(OutlineTree(hierarchy), expandedToLevel: 0)
    #expect(outline.rowCount == 2)  // the two roots
    let change = outline.expand(NodeID(0))
    #expect(change.insertedRows == [1..<3])
    #expect(
      outline.rows.map { hierarchy[outline.tree[$0]].className } == [
        "UIWindow", "UIView", "UIButton", "UIView",
      ])
  }
}
