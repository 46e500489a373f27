/// Marked leaves over preorder positions, as a segment tree with lazy range assignment.
///
/// Marking a subtree assigns a preorder range, and a node's state compares the marked leaves of
/// its range with all of them: both O(log n), however large the subtree.
struct MarkTree: Sendable {
  /// The number of positions covered: a power of two.
  private let width: Int
  /// Leaves of the tree under each segment.
  private var leaves: [Int32]
  /// Marked leaves under each segment.
  private var marked: [Int32]
  /// An assignment not yet pushed to a segment's children: -1 none, 0 unmark, 1 mark.
  private var pending: [Int8]

  /// - Complexity: O(n).
  init(shape: TreeShape) {
    var width = 1
    while width < shape.count { width <<= 1 }
    self.width = width
    leaves = Array(repeating: 0, count: 2 * width)
    for node in 0..<shape.count where !shape.expandable[node] { leaves[width + node] = 1 }
    for segment in (1..<width).reversed() {
      leaves[segment] = leaves[2 * segment] + leaves[2 * segment + 1]
    }
    marked = Array(repeating: 0, count: 2 * width)
    pending = Array(repeating: -1, count: 2 * width)
  }

  /// Marks or unmarks every leaf in `range`.
  ///
  /// - Complexity: O(log n).
  mutating func assign(_ range: Range<Int>, to value: Bool) {
    assign(range, to: value ? 1 : 0, segment: 1, span: 0..<width)
  }

  /// The marked leaves and all leaves in `range`.
  ///
  /// - Complexity: O(log n).
  func count(in range: Range<Int>) -> (marked: Int, leaves: Int) {
    count(in: range, segment: 1, span: 0..<width, override: -1)
  }

  /// Whether each position is a marked leaf.
  ///
  /// - Complexity: O(n).
  func markedLeaves(count: Int) -> BitArray {
    var result = BitArray(repeating: false, count: count)
    collect(segment: 1, span: 0..<width, override: -1, into: &result)
    return result
  }

  private mutating func assign(_ range: Range<Int>, to value: Int8, segment: Int, span: Range<Int>)
  {
    guard range.overlaps(span) else { return }
    if range.lowerBound <= span.lowerBound && span.upperBound <= range.upperBound {
      set(segment, to: value)
      return
    }
    if pending[segment] >= 0 {
      set(2 * segment, to: pending[segment])
      set(2 * segment + 1, to: pending[segment])
      pending[segment] = -1
    }
    let middle = (span.lowerBound + span.upperBound) / 2
    assign(range, to: value, segment: 2 * segment, span: span.lowerBound..<middle)
    assign(range, to: value, segment: 2 * segment + 1, span: middle..<span.upperBound)
    marked[segment] = marked[2 * segment] + marked[2 * segment + 1]
  }

  private mutating func set(_ segment: Int, to value: Int8) {
    marked[segment] = value == 1 ? leaves[segment] : 0
    pending[segment] = value
  }

  /// `override` is an assignment pending above `segment`, which supersedes what is stored below.
  private func count(
    in range: Range<Int>, segment: Int, span: Range<Int>, override: Int8
  ) -> (marked: Int, leaves: Int) {
    guard range.overlaps(span) else { return (0, 0) }
    if range.lowerBound <= span.lowerBound && span.upperBound <= range.upperBound {
      let leaves = Int(leaves[segment])
      return (override < 0 ? Int(marked[segment]) : override == 1 ? leaves : 0, leaves)
    }
    let override = override >= 0 ? override : pending[segment]
    let middle = (span.lowerBound + span.upperBound) / 2
    let left = count(
      in: range, segment: 2 * segment, span: span.lowerBound..<middle, override: override)
    let right = count(
      in: range, segment: 2 * segment + 1, span: middle..<span.upperBound, override: override)
    return (left.marked + right.marked, left.leaves + right.leaves)
  }

  private func collect(segment: Int, span: Range<Int>, override: Int8, into result: inout BitArray)
  {
    guard span.lowerBound < result.count else { return }
    let value = override >= 0 ? Int(override) * Int(leaves[segment]) : Int(marked[segment])
    guard value > 0 else { return }
    if segment >= width {
      result[span.lowerBound] = true
      return
    }
    let override = override >= 0 ? override : pending[segment]
    let middle = (span.lowerBound + span.upperBound) / 2
    collect(segment: 2 * segment, span: span.lowerBound..<middle, override: override, into: &result)
    collect(
      segment: 2 * segment + 1, span: middle..<span.upperBound, override: override, into: &result)
  }
}
