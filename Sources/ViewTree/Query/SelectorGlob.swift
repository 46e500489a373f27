/// A shell-style wildcard pattern over a whole name: `*` matches any run of characters
/// (including none), `?` exactly one, everything else itself. `UI*Cell` matches
/// `UITableViewCell` but not `UITableViewCellContentView`.
struct SelectorGlob {
  private let pattern: [Character]

  init(_ pattern: String) { self.pattern = Array(pattern) }

  /// Greedy matching that, on a mismatch, only moves the last `*` one character on: no
  /// exponential backtracking, whatever the number of stars.
  /// - Complexity: O(length of the name × length of the pattern) at worst.
  func matches(_ name: String) -> Bool {
    let text = Array(name)
    var (p, t) = (0, 0)
    var lastStar: (pattern: Int, text: Int)? = nil
    while t < text.count {
      if p < pattern.count && (pattern[p] == "?" || (pattern[p] != "*" && pattern[p] == text[t])) {
        p += 1
        t += 1
      } else if p < pattern.count && pattern[p] == "*" {
        lastStar = (p, t)
        p += 1
      } else if let star = lastStar {
        lastStar = (star.pattern, star.text + 1)
        p = star.pattern + 1
        t = star.text + 1
      } else {
        return false
      }
    }
    while p < pattern.count && pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }
}
