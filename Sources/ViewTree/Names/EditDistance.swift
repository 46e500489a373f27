/// How many single-character insertions, deletions and substitutions turn one word into
/// another (Levenshtein): what a "did you mean" hint ranks its candidates by.
public enum EditDistance {
  /// - Complexity: O(a.count × b.count), one row at a time.
  public static func between(_ a: String, _ b: String) -> Int {
    let b = Array(b)
    var previous = Array(0...b.count)
    for (i, character) in a.enumerated() {
      var current = [i + 1]
      for j in b.indices {
        let substitution = previous[j] + (character == b[j] ? 0 : 1)
        current.append(min(previous[j + 1] + 1, current[j] + 1, substitution))
      }
      previous = current
    }
    return previous[b.count]
  }

  /// The candidate nearest to `word`, if one is at most `limit` edits away (ties: the first).
  public static func nearest(to word: String, in candidates: some Sequence<String>, limit: Int)
    -> String?
  {
    var best: (name: String, distance: Int)? = nil
    for candidate in candidates {
      let distance = between(word, candidate)
      if distance <= limit && distance < (best?.distance ?? Int.max) {
        best = (candidate, distance)
      }
    }
    return best?.name
  }
}
