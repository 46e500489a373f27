import PropertyBased
import Testing

@testable import ViewTree

/// `SequenceAligner.align` on random key sequences. Small gaps get an exact LCS, so the pair
/// count must equal a textbook dynamic-programming LCS length. Large gaps (more cells than
/// `exactLimit`) promise less: every pair has equal keys, pairs increase on both sides, the
/// common ends and a longest increasing run of keys unique to both middles are all paired, and
/// since each piece is an LCS or a greedy scan, no equal keys are left between two pairs.
@Suite struct SequenceAlignerPropertyTests {
  /// The LCS length by the table of prefix lengths.
  static func lcsLength(_ a: [UInt64], _ b: [UInt64]) -> Int {
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0..<a.count {
      for j in 0..<b.count {
        table[i + 1][j + 1] =
          a[i] == b[j] ? table[i][j] + 1 : max(table[i][j + 1], table[i + 1][j])
      }
    }
    return table[a.count][b.count]
  }

  /// Equal keys, strictly increasing on both sides.
  static func checkPairs(_ pairs: [(Int, Int)], _ a: [UInt64], _ b: [UInt64]) {
    #expect(pairs.allSatisfy { a[$0.0] == b[$0.1] }, "keys differ: \(a) \(b)")
    #expect(
      zip(pairs, pairs.dropFirst()).allSatisfy { $0.0 < $1.0 && $0.1 < $1.1 },
      "pairs not increasing: \(pairs)")
  }

  @Test func smallInputsPairALongestCommonSubsequence() async {
    let keys = Gen.int(in: 0...4).map { UInt64($0) }.array(of: 0...30)
    await propertyCheck(count: 400, input: keys, keys) { a, b in
      let pairs = SequenceAligner.align(a, b)
      Self.checkPairs(pairs, a, b)
      #expect(pairs.count == Self.lcsLength(a, b), "\(a) \(b)")
    }
  }

  /// A long sequence of a few repeated keys and some unique ones, and an edited copy: elements
  /// dropped, keys inserted, and a block moved, so the middle stays above `exactLimit` cells.
  static func largePair(_ seed: Int, uniqueKeys: Bool) -> ([UInt64], [UInt64]) {
    var random = SeededRandom(seed: UInt64(bitPattern: Int64(seed)))
    var nextUnique: UInt64 = 1_000
    func key() -> UInt64 {
      guard uniqueKeys && random.chance(percent: 30) else { return UInt64(random.below(6)) }
      nextUnique += 1
      return nextUnique
    }
    let a = (0..<random.within(520...700)).map { _ in key() }
    var b: [UInt64] = []
    for element in a {
      if random.chance(percent: 8) { b.append(key()) }
      if !random.chance(percent: 15) { b.append(element) }
    }
    let start = random.below(b.count / 2)
    let block = Array(b[start..<start + random.within(1...b.count / 4)])
    b.removeSubrange(start..<start + block.count)
    let target = random.below(b.count + 1)
    b.insert(contentsOf: block, at: target)
    return (a, b)
  }

  /// The pairs the patience step is bound to keep: common ends, plus a longest increasing run
  /// of keys found exactly once in each middle, when the middle is too big for the exact LCS.
  static func promisedCount(_ a: [UInt64], _ b: [UInt64]) -> Int {
    var prefix = 0
    while prefix < min(a.count, b.count) && a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < min(a.count, b.count) - prefix
      && a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
    {
      suffix += 1
    }
    let middleA = Array(a[prefix..<a.count - suffix])
    let middleB = Array(b[prefix..<b.count - suffix])
    guard middleA.count * middleB.count > SequenceAligner.exactLimit else {
      return lcsLength(a, b)
    }
    let anchors = middleA.indices.compactMap { i -> Int? in
      let key = middleA[i]
      guard middleA.filter({ $0 == key }).count == 1 else { return nil }
      let positions = middleB.indices.filter { middleB[$0] == key }
      return positions.count == 1 ? positions[0] : nil
    }
    // The longest increasing run: for each anchor, the longest run ending there.
    var longest = [Int](repeating: 1, count: anchors.count)
    for k in anchors.indices {
      for earlier in 0..<k where anchors[earlier] < anchors[k] {
        longest[k] = max(longest[k], longest[earlier] + 1)
      }
    }
    return prefix + suffix + (longest.max() ?? 0)
  }

  /// No pair (i, j) of equal keys could be added between two consecutive pairs (false when
  /// the pairs do not increase).
  static func isMaximal(_ pairs: [(Int, Int)], _ a: [UInt64], _ b: [UInt64]) -> Bool {
    let bounds = [(-1, -1)] + pairs + [(a.count, b.count)]
    return zip(bounds, bounds.dropFirst()).allSatisfy { low, high in
      guard low.0 < high.0 && low.1 < high.1 else { return false }
      let keysA = Set(a[(low.0 + 1)..<high.0])
      return !b[(low.1 + 1)..<high.1].contains { keysA.contains($0) }
    }
  }

  @Test func largeInputsKeepTheirPromises() async {
    await propertyCheck(count: 200, input: Gen.int(in: 0...Int.max), Gen.bool) { seed, unique in
      let (a, b) = Self.largePair(seed, uniqueKeys: unique)
      let pairs = SequenceAligner.align(a, b)
      Self.checkPairs(pairs, a, b)
      #expect(pairs.count >= Self.promisedCount(a, b), "seed \(seed), unique keys \(unique)")
      #expect(Self.isMaximal(pairs, a, b), "seed \(seed), unique keys \(unique)")
    }
  }

  @Test func equalLargeInputsPairEverything() async {
    await propertyCheck(count: 200, input: Gen.int(in: 0...Int.max)) { seed in
      let (a, _) = Self.largePair(seed, uniqueKeys: true)
      let pairs = SequenceAligner.align(a, a)
      #expect(pairs.map(\.0) == Array(a.indices), "seed \(seed)")
      #expect(pairs.map(\.1) == Array(a.indices), "seed \(seed)")
    }
  }
}
