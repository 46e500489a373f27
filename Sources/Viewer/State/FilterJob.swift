import Dispatch
import Foundation
import ViewTree

/// A selector matched against every node of a hierarchy on another thread, so that the
/// session's loop keeps answering keys meanwhile; the loop polls `matcher` and applies it.
///
/// The hierarchy is immutable and `SelectorMatcher` is a value, so the worker shares nothing
/// with the loop but this job's two fields, guarded by a lock. Jobs run one after another on a
/// serial queue; a cancelled job that has not started is skipped, and one already running
/// finishes unseen (matching cannot stop midway), so replacing filters never piles up work.
final class FilterJob: @unchecked Sendable {
  /// The selector as typed.
  let text: String
  private static let queue = DispatchQueue(label: "vtree.viewer.filter")
  private let lock = NSLock()
  private let done = DispatchGroup()
  private var result: SelectorMatcher?
  private var isCancelled = false

  /// Starts matching `selector` against `hierarchy`.
  init(_ selector: ViewSelector, text: String, hierarchy: Hierarchy) {
    self.text = text
    done.enter()
    Self.queue.async { [self] in
      defer { done.leave() }
      guard !lock.withLock({ isCancelled }) else { return }
      let matcher = SelectorMatcher(selector, hierarchy: hierarchy)
      lock.withLock { result = matcher }
    }
  }

  /// The matches, once they are all known.
  var matcher: SelectorMatcher? { lock.withLock { result } }

  func cancel() { lock.withLock { isCancelled = true } }

  /// Blocks until the job is done or cancelled; for tests and benchmarks, which have no keys
  /// to answer meanwhile.
  func wait() { done.wait() }
}
