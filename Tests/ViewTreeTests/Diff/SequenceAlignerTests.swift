import Testing

@testable import ViewTree

@Suite("SequenceAligner and IncreasingSubsequence")
struct SequenceAlignerTests {
  @Test("pairs a longest common subsequence of small inputs")
  func exact() {
    let pairs = SequenceAligner.align([1, 2, 3, 4, 5], [2, 9, 4, 5, 1])
    #expect(pairs.map(\.0) == [1, 3, 4])
    #expect(pairs.map(\.1) == [0, 2, 3])
  }

  @Test("huge inputs stay ordered and pair every equal run around an edit")
  func huge() {
    let a = (0..<3_000).map { UInt64($0 % 7) }
    var b = a
    b.remove(at: 1_500)
    b.insert(99, at: 10)
    let pairs = SequenceAligner.align(a, b)
    #expect(pairs.count >= 2_990)
    #expect(zip(pairs, pairs.dropFirst()).allSatisfy { $0.0 < $1.0 && $0.1 < $1.1 })
    #expect(pairs.allSatisfy { a[$0.0] == b[$0.1] })
  }

  @Test("the longest increasing run, the heavier one on ties")
  func increasing() {
    #expect(IncreasingSubsequence.positions(of: [2, 0, 1], weights: [1, 1, 1]) == [1, 2])
    #expect(IncreasingSubsequence.positions(of: [1, 0], weights: [5, 1]) == [0])
    #expect(IncreasingSubsequence.positions(of: [1, 0], weights: [1, 5]) == [1])
    #expect(IncreasingSubsequence.positions(of: [], weights: []) == [])
  }
}
