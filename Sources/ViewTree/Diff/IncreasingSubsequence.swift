/// The longest strictly increasing subsequence, ties broken by the larger total weight: among
/// a parent's matched children, the ones that kept their order (the rest were reordered), with
/// big subtrees preferred as the ones that stayed.
enum IncreasingSubsequence {
  /// Positions in `values` (distinct numbers) of a longest increasing subsequence, in order.
  /// - Complexity: O(k log k), with a Fenwick tree of best (length, weight) prefixes.
  static func positions(of values: [Int], weights: [Int]) -> [Int] {
    let count = values.count
    guard count > 1 else { return Array(0..<count) }
    let ranks = rankOrder(values)
    var tree = [Best](repeating: Best(length: 0, weight: 0, position: -1), count: count + 1)
    var previous = [Int](repeating: -1, count: count)
    var overall = Best(length: 0, weight: 0, position: -1)
    for position in 0..<count {
      var best = Best(length: 0, weight: 0, position: -1)
      var index = ranks[position]  // the prefix of smaller values: ranks 0..<rank
      while index > 0 {
        if tree[index] > best { best = tree[index] }
        index -= index & -index
      }
      previous[position] = best.position
      let entry = Best(
        length: best.length + 1, weight: best.weight + weights[position], position: position)
      if entry > overall { overall = entry }
      index = ranks[position] + 1
      while index <= count {
        if entry > tree[index] { tree[index] = entry }
        index += index & -index
      }
    }
    var result: [Int] = []
    var position = overall.position
    while position >= 0 {
      result.append(position)
      position = previous[position]
    }
    return result.reversed()
  }

  private struct Best: Comparable {
    var length: Int
    var weight: Int
    var position: Int

    static func < (lhs: Best, rhs: Best) -> Bool {
      (lhs.length, lhs.weight) < (rhs.length, rhs.weight)
    }
  }

  /// Each value's rank among all values (0 = smallest).
  private static func rankOrder(_ values: [Int]) -> [Int] {
    var ranks = [Int](repeating: 0, count: values.count)
    for (rank, position) in values.indices.sorted(by: { values[$0] < values[$1] }).enumerated() {
      ranks[position] = rank
    }
    return ranks
  }
}
