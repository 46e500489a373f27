import Testing

@testable import ViewTree

@Suite struct NodeSearchTests {
  static let tree = DumpParser().parse(
    """
    <UIWindow: 0x1a; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x10>>
       | <_TtC5MyApp10CustomView: 0x2b; frame = (0 0; 390 844); layer = <CALayer: 0x20>>
       |    | <UILabel: 0x3c; frame = (0 0; 100 20); text = 'Sign In'; layer = <CALayer: 0x30>>
       |    | <UILabel: 0x4d; frame = (0 20; 100 20); text = '\\u4e0b\\u4e00'; layer = <CALayer: 0x40>>
       |    | <UIButton: 0x5e; frame = (0 40; 100 20); tag = 7; layer = <CALayer: 0x50>>
    """
  ).hierarchy

  static func all(_ expression: String) throws -> [Int] {
    let search = try NodeSearch(expression, in: tree)
    return tree.indices.filter(search.matches).map(\.rawValue)
  }

  @Test func matchesClassAddressAndText() throws {
    #expect(try Self.all("UILabel") == [2, 3])
    #expect(try Self.all("0x5e") == [4])
    #expect(try Self.all("sign in") == [2])
    #expect(try Self.all("下一") == [3])  // escaped text is matched decoded
    #expect(try Self.all("MyApp\\.Custom") == [1])  // demangled names too
    #expect(try Self.all("frame|CALayer|tag") == [])  // other properties are not searched
  }

  @Test func textIsMatchedWithoutItsQuotes() throws {
    #expect(try Self.all("^sign in$") == [2])
    #expect(try Self.all("^下") == [3])
    let elements = DumpParser().parse(
      """
      Application, pid: 1, label: 'Demo'
        Button, {{0.0, 50.0}, {77.7, 44.0}}, label: 'Home'
      """
    ).hierarchy
    let search = try NodeSearch("^home$", in: elements)
    #expect(elements.indices.filter(search.matches).map(\.rawValue) == [1])
  }

  @Test func smartCase() throws {
    #expect(try NodeSearch("uilabel", in: Self.tree).isCaseless)
    #expect(try Self.all("uilabel") == [2, 3])
    #expect(try Self.all("UIlabel") == [])
    #expect(try Self.all("Sign in") == [])
  }

  @Test func escapesDoNotMakeASearchCaseSensitive() throws {
    #expect(try NodeSearch("sig\\S in", in: Self.tree).isCaseless)
    #expect(try Self.all("sig\\S in") == [2])
    #expect(try NodeSearch("\\p{Lu}ign", in: Self.tree).isCaseless)
    #expect(try NodeSearch("\\x{53}ign", in: Self.tree).isCaseless)
    // An escaped backslash ends its escape: the capital after it counts.
    #expect(try !NodeSearch("\\\\S", in: Self.tree).isCaseless)
    #expect(try !NodeSearch("\\QSign\\E", in: Self.tree).isCaseless)
  }

  @Test func searchesTheTextFieldsOfEveryFormat() throws {
    let tree = DumpParser().parse(
      """
      Attributes: Application, 0x1, pid: 7, label: 'App'
      Element subtree:
       →Application, 0x1, pid: 7, label: 'App'
          Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
            TextField, 0x3, {{16.0, 100.0}, {358.0, 44.0}}, placeholderValue: 'Email address'
            Button, 0x4, {{16.0, 160.0}, {358.0, 44.0}}, identifier: 'login', label: 'Sign In'
      """
    ).hierarchy
    let found = { (expression: String) throws -> [String?] in
      let search = try NodeSearch(expression, in: tree)
      return tree.indices.filter(search.matches).map { tree[$0].address }
    }
    #expect(try found("email") == ["0x3"])
    #expect(try found("sign in|login") == ["0x4"])
  }

  @Test func nextWrapsAroundInBothDirections() throws {
    let search = try NodeSearch("label", in: Self.tree)
    #expect(search.next(after: nil) == NodeIndex(2))
    #expect(search.next(after: NodeIndex(2)) == NodeIndex(3))
    #expect(search.next(after: NodeIndex(3)) == NodeIndex(2))
    #expect(search.next(after: NodeIndex(2), backward: true) == NodeIndex(3))
    #expect(search.next(after: nil, backward: true) == NodeIndex(3))
    #expect(search.next(after: NodeIndex(0)) { $0 != NodeIndex(2) } == NodeIndex(3))
    #expect(try NodeSearch("nothing", in: Self.tree).next(after: NodeIndex(1)) == nil)
  }

  /// A scan run in slices finds what one call does, from every start and in both directions.
  @Test func scansResumeWhereTheyStopped() throws {
    for expression in ["label", "0x5e", "nothing"] {
      let search = try NodeSearch(expression, in: Self.tree)
      for start in [nil] + Self.tree.indices.map(Optional.some) {
        for backward in [false, true] {
          var scan = search.scan(after: start, backward: backward)
          var found: NodeIndex?
          var slices = 0
          loop: while true {
            slices += 1
            switch search.next(scan, limit: 2) {
            case .found(let node):
              found = node
              break loop
            case .pending(let rest):
              #expect(rest.remaining == scan.remaining - 2)
              scan = rest
            case .exhausted: break loop
            }
          }
          #expect(found == search.next(after: start, backward: backward))
          if found == nil { #expect(slices == 3) }  // 5 nodes: 2 + 2 + 1
        }
      }
    }
  }

  @Test func aScanReportsItsProgress() throws {
    let search = try NodeSearch("nothing", in: Self.tree)
    let scan = search.scan(after: nil)
    #expect(scan.fraction == 0)
    guard case .pending(let rest) = search.next(scan, limit: 2) else {
      Issue.record("expected a pending scan")
      return
    }
    #expect(rest.fraction == 0.4)
    #expect(search.next(rest, limit: 3) == .exhausted)
  }

  @Test func badExpressionsThrow() {
    #expect(throws: (any Error).self) { try NodeSearch("(", in: Self.tree) }
  }
}
