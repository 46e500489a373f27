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
    _ attributes: [[AttributeSelector]], of matched: [[Bool]], _ ranges: NodeRanges
  ) -> [Bool] {
    var result = [Bool](repeating: false, count: hierarchy.count)
    result.withUnsafeMutableBufferPointer { slots in
      // Each range writes only its own slots.
      let shared = UncheckedSendable(
        (slots: slots, hierarchy: hierarchy, text: text, frames: absoluteFramesStorage))
      _ = ranges.map { range in
        let worker = SelectorEvaluator(
          hierarchy: shared.value.hierarchy, text: shared.value.text,
          absoluteFrames: shared.value.frames)
        for index in range {
          shared.value.slots[index] = matched.indices.contains { alternative in
            matched[alternative][index]
              && attributes[alternative].allSatisfy { worker.attribute($0, matches: index) }
          }
        }
      }
    }
    return result
  }
}
