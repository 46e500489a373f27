import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The nodes of a hierarchy cut into one range per core, for per-node scans that read the
/// shared hierarchy and write only what belongs to their own range: such scans run on every
/// core, and their partial results are merged in range (that is, preorder) order.
struct NodeRanges: Sendable {
  /// Hierarchies smaller than this are scanned on the calling thread: starting workers would
  /// cost more than it saves.
  static let parallelThreshold = 100_000

  let ranges: [Range<Int>]

  /// `workers` ranges of about equal size, in order; by default one per core, or one for a
  /// hierarchy under `parallelThreshold` nodes.
  init(count: Int, workers: Int? = nil) {
    let cores = count < Self.parallelThreshold ? 1 : Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    let workers = max(1, min(count, workers ?? cores))
    ranges = (0..<workers).map { count * $0 / workers..<count * ($0 + 1) / workers }
  }

  /// `transform` of each range, in range order; computed concurrently when there are several
  /// ranges, so `transform` must write nothing but its own range's part of shared state.
  /// - Complexity: the cost of `transform` on every range, spread over the cores.
  func map<T>(_ transform: (Range<Int>) -> T) -> [T] {
    if ranges.count == 1 { return [transform(ranges[0])] }
    var results = [T?](repeating: nil, count: ranges.count)
    results.withUnsafeMutableBufferPointer { slots in
      withoutActuallyEscaping(transform) { transform in
        // Each worker reads the shared input and writes only its own slot.
        let shared = UncheckedSendable((transform: transform, slots: slots))
        DispatchQueue.concurrentPerform(iterations: ranges.count) { index in
          shared.value.slots[index] = shared.value.transform(ranges[index])
        }
      }
    }
    return results.map { $0! }
  }
}
