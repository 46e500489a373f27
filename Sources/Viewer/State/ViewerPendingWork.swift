import Outline
import ViewTree

/// A search or a filter still under way: the key that started it has been answered, and the
/// session's loop carries it on with `ViewerAction.continuePendingWork` between keys, so that
/// no key waits for a pass over a million nodes.
///
/// Two mechanisms, each the simplest that fits its work. A search tests nodes one by one and
/// can stop after any of them, so it runs in bounded slices on the loop's own thread: no
/// threads or locks, deterministic in tests, and dropping the scan cancels it. A selector is
/// matched in whole-tree passes (`:has`, `:hidden`, combinators) that cannot stop midway, so a
/// filter's matching runs on another thread (`FilterJob`) against the immutable hierarchy;
/// projecting the outline onto the result is a few milliseconds and stays on the loop, where
/// the outline lives.
enum ViewerPendingWork {
  /// The scan left of the last search, and the node focused when it started.
  case search(NodeSearch.Scan, origin: NodeID?)
  case filter(FilterJob)
}
