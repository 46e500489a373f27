/// Compound selectors with attribute tests on a big dump, tested on every core: attribute
/// tests read each node's own text (most of what `find '[hidden]'` costs), so ranges of nodes
/// can run them at once.
extension SelectorEvaluator {
  /// Whether `matchOnEveryCore` is worth it: the dump is cut into several ranges and some
  /// compound reads properties.
  func worthMatchingOnEveryCore(_ compounds: [CompiledCompound], _ ranges: NodeRanges) -> Bool {
    ranges.ranges.count > 1
      && compounds.contains { compound in
        compound.conditions.contains { if case .attribute = $0 { true } else { false } }
      }
  }

  /// `result[i]`: node i matches one of `compounds`. Type and tree tests run first, on this
  /// thread, since their per-class decisions are cached as they are made; then each range of
  /// nodes runs the attribute tests of its candidates with its own evaluator (PCRE2 match data
  /// is not shared).
  /// - Complexity: O(n × compounds), plus reading the properties tested, spread over the cores.
  func matchOnEveryCore(_ compounds: [CompiledCompound], _ ranges: NodeRanges) -> [Bool] {
    let count = hierarchy.count
    var candidates = [[Bool]](repeating: [], count: compounds.count)
    var attributes = [[AttributeSelector]](repeating: [], count: compounds.count)
    for (position, compound) in compounds.enumerated() {
      var treeTests = compound
      treeTests.conditions.removeAll { condition in
        guard case .attribute(let attribute) = condition else { return false }
        attributes[position].append(attribute)
        return true
      }
      candidates[position] = (0..<count).map { matches(treeTests, $0) }
    }
    let tested = (candidates: candidates, attributes: attributes)
    var result = [Bool](repeating: false, count: count)
    result.withUnsafeMutableBufferPointer { slots in
      // Each range writes only its own slots.
      let shared = UncheckedSendable(
        (slots: slots, hierarchy: hierarchy, text: text, frames: absoluteFramesStorage))
      _ = ranges.map { range in
        let worker = SelectorEvaluator(
          hierarchy: shared.value.hierarchy, text: shared.value.text,
          absoluteFrames: shared.value.frames)
        for index in range {
          shared.value.slots[index] = compounds.indices.contains { position in
            tested.candidates[position][index]
              && tested.attributes[position].allSatisfy { worker.attribute($0, matches: index) }
          }
        }
      }
    }
    return result
  }
}
