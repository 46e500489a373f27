/// Precision and recall of reported changes against a ground truth (`NextBuild.changes`).
///
/// A reported change matches a ground-truth record when the operation and both subtree root
/// lines agree (old line for deletes, new line for inserts, both for moves and updates); each
/// record matches at most once. Property deltas are not compared.
public struct DiffScore: Sendable, Equatable {
  public let truth: Int
  public let reported: Int
  public let matched: Int

  public init(truth: [DiffChange], reported: [DiffChange]) {
    var expected: [Key: Int] = [:]
    for change in truth { expected[Key(change), default: 0] += 1 }
    var matched = 0
    for change in reported {
      let key = Key(change)
      if let count = expected[key], count > 0 {
        expected[key] = count - 1
        matched += 1
      }
    }
    self.truth = truth.count
    self.reported = reported.count
    self.matched = matched
  }

  /// Matched / reported; 1 when nothing was reported.
  public var precision: Double { reported == 0 ? 1 : Double(matched) / Double(reported) }
  /// Matched / truth; 1 when there was nothing to find.
  public var recall: Double { truth == 0 ? 1 : Double(matched) / Double(truth) }

  private struct Key: Hashable {
    let operation: DiffChange.Operation
    let oldLine: Int?
    let newLine: Int?

    init(_ change: DiffChange) {
      operation = change.operation
      oldLine = change.old?.line
      newLine = change.new?.line
    }
  }
}
