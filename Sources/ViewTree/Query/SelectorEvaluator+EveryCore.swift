/// The attribute tests of a selector's last compounds on a big dump, run on every core:
/// attribute tests read each node's own text (most of what `find '[hidden]'` costs), so ranges
/// of nodes can run them at once.
extension SelectorEvaluator {
  /// `result[i]`: for some alternative, node i matched the rest of it (`matched`) and passes its
  /// `attributes`. Each range of nodes runs the tests with its own evaluator (PCRE2 match data
  /// is not shared).
  /// - Complexity: O(n × alternatives), plus reading the properties tested, spread over the
  ///   cores.
  func attributesOnEveryCore(
    _ attributes: [[CompiledAttribute]], of matched: [[Bool]], _ ranges: NodeRanges
  ) -> [Bool] {
    var result = [Bool](repeating: false, count: hierarchy.count)
    result.withUnsafeMutableBufferPointer { slots in
      // Each range writes only its own slots.
      let shared = UncheckedSendable(
        (slots: slots, hierarchy: hierarchy, text: text, frames: absoluteFramesStorage))
      let failures = ranges.map { range -> String? in
        let worker = SelectorEvaluator(
          hierarchy: shared.value.hierarchy, text: shared.value.text,
          absoluteFrames: shared.value.frames)
        // Alternatives outside, nodes inside, and the tests' parts copied out first: each
        // alternative's arrays are taken once, not retained again per node.
        let records = shared.value.hierarchy.records
        for alternative in matched.indices {
          let candidates = matched[alternative]
          let selectors = attributes[alternative].map(\.selector)
          let rows = attributes[alternative].map(\.rows)
          for index in range where candidates[index] && !shared.value.slots[index] {
            let record = records[index]
            var passes = true
            for test in selectors.indices where passes {
              passes = worker.attribute(
                selectors[test], rows: rows[test], matches: index, record: record)
            }
            shared.value.slots[index] = passes
          }
        }
        return worker.regexFailure
      }
      if regexFailure == nil { regexFailure = failures.lazy.compactMap { $0 }.first }
    }
    return result
  }
}
