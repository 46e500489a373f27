/// Aligns two sequences of keys (hashes of sibling subtrees, or class names): pairs of equal
/// keys, increasing in both sequences, as many as practical.
///
/// Common ends are paired first; a middle small enough (`exactLimit` cells) gets an exact LCS
/// by dynamic programming; a larger one (thousands of cells) is cut at keys that occur once on
/// each side (patience diff) and aligned piecewise, and where no such key exists, equal keys
/// are paired greedily in order. So huge sibling lists stay near-linear.
enum SequenceAligner {
  static let exactLimit = 250_000

  /// - Complexity: O(n + m) for equal or nearly equal sequences; at most `exactLimit` cells of
  ///   dynamic programming per gap between unique anchors; O((n + m) log(n + m)) otherwise.
  static func align(_ a: [UInt64], _ b: [UInt64]) -> [(Int, Int)] {
    var pairs: [(Int, Int)] = []
    align(a, b, 0..<a.count, 0..<b.count, into: &pairs, depth: 0)
    return pairs
  }

  /// Nesting of patience splits beyond which a gap is paired greedily (bounds the recursion).
  static let maximumDepth = 64

  private static func align(
    _ a: [UInt64], _ b: [UInt64], _ rangeA: Range<Int>, _ rangeB: Range<Int>,
    into pairs: inout [(Int, Int)], depth: Int
  ) {
    var lowA = rangeA.lowerBound
    var lowB = rangeB.lowerBound
    var highA = rangeA.upperBound
    var highB = rangeB.upperBound
    while lowA < highA && lowB < highB && a[lowA] == b[lowB] {
      pairs.append((lowA, lowB))
      lowA += 1
      lowB += 1
    }
    var suffix: [(Int, Int)] = []
    while lowA < highA && lowB < highB && a[highA - 1] == b[highB - 1] {
      highA -= 1
      highB -= 1
      suffix.append((highA, highB))
    }
    if lowA < highA && lowB < highB {
      if (highA - lowA) * (highB - lowB) <= exactLimit {
        longestCommonSubsequence(a, b, lowA..<highA, lowB..<highB, into: &pairs)
      } else if depth >= maximumDepth {
        greedy(a, b, lowA..<highA, lowB..<highB, into: &pairs)
      } else {
        patience(a, b, lowA..<highA, lowB..<highB, into: &pairs, depth: depth)
      }
    }
    pairs.append(contentsOf: suffix.reversed())
  }

  private static func longestCommonSubsequence(
    _ a: [UInt64], _ b: [UInt64], _ rangeA: Range<Int>, _ rangeB: Range<Int>,
    into pairs: inout [(Int, Int)]
  ) {
    let rows = rangeA.count
    let columns = rangeB.count
    // lengths[i][j]: LCS of a's suffix from i and b's suffix from j (row-major, flattened).
    var lengths = [Int32](repeating: 0, count: (rows + 1) * (columns + 1))
    let width = columns + 1
    for i in stride(from: rows - 1, through: 0, by: -1) {
      for j in stride(from: columns - 1, through: 0, by: -1) {
        lengths[i * width + j] =
          a[rangeA.lowerBound + i] == b[rangeB.lowerBound + j]
          ? lengths[(i + 1) * width + j + 1] + 1
          : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
      }
    }
    var i = 0
    var j = 0
    while i < rows && j < columns {
      if a[rangeA.lowerBound + i] == b[rangeB.lowerBound + j] {
        pairs.append((rangeA.lowerBound + i, rangeB.lowerBound + j))
        i += 1
        j += 1
      } else if lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
        i += 1
      } else {
        j += 1
      }
    }
  }

  private static func patience(
    _ a: [UInt64], _ b: [UInt64], _ rangeA: Range<Int>, _ rangeB: Range<Int>,
    into pairs: inout [(Int, Int)], depth: Int
  ) {
    var counts: [UInt64: (a: Int, b: Int, positionB: Int)] = [:]
    for i in rangeA { counts[a[i], default: (0, 0, -1)].a += 1 }
    for j in rangeB {
      counts[b[j], default: (0, 0, -1)].b += 1
      counts[b[j]]!.positionB = j
    }
    var candidates: [(Int, Int)] = []
    for i in rangeA {
      if let entry = counts[a[i]], entry.a == 1, entry.b == 1 {
        candidates.append((i, entry.positionB))
      }
    }
    guard !candidates.isEmpty else {
      greedy(a, b, rangeA, rangeB, into: &pairs)
      return
    }
    let kept = IncreasingSubsequence.positions(
      of: candidates.map(\.1), weights: [Int](repeating: 1, count: candidates.count))
    var lowA = rangeA.lowerBound
    var lowB = rangeB.lowerBound
    for position in kept {
      let (i, j) = candidates[position]
      align(a, b, lowA..<i, lowB..<j, into: &pairs, depth: depth + 1)
      pairs.append((i, j))
      lowA = i + 1
      lowB = j + 1
    }
    align(
      a, b, lowA..<rangeA.upperBound, lowB..<rangeB.upperBound, into: &pairs, depth: depth + 1)
  }

  /// Pairs each key of `a`, in order, with the next unused equal key of `b` after the last pair.
  private static func greedy(
    _ a: [UInt64], _ b: [UInt64], _ rangeA: Range<Int>, _ rangeB: Range<Int>,
    into pairs: inout [(Int, Int)]
  ) {
    var positions: [UInt64: [Int]] = [:]
    for j in rangeB { positions[b[j], default: []].append(j) }
    var next: [UInt64: Int] = [:]
    var last = rangeB.lowerBound - 1
    for i in rangeA {
      guard let list = positions[a[i]] else { continue }
      var cursor = next[a[i], default: 0]
      while cursor < list.count && list[cursor] <= last { cursor += 1 }
      next[a[i]] = cursor
      guard cursor < list.count else { continue }
      pairs.append((i, list[cursor]))
      last = list[cursor]
      next[a[i]] = cursor + 1
    }
  }
}
