import ArgumentParser
import Foundation
import ViewTree

struct FindCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "find",
    abstract: "Find the nodes that match a selector (grep-like).",
    discussion: """
      Selectors: a class (`UILabel`, also matching `baseClass = UILabel` and `MyApp.UILabel`), \
      a glob (`UI*Cell`), a regex (`/Label$/i`), `*`; attributes (`[hidden]`, `[alpha=0]`, \
      `[text*="Sign in"]`, `[width<44]`, `[depth>20]`…); `A B` (descendant), `A > B` (child), \
      `A, B` (either); `:kind-of(UIControl)`, `:root`, `:leaf`, `:hidden`, `:offscreen`, \
      `:zero-size`, `:clipped`, `:has(…)`.

      Examples:
        vtree find UILabel dump.txt
        vtree find 'UITableViewCell > UILabel[text^="Sign"]' dump.txt
        vtree find ':kind-of(UIControl):hidden' dump.txt --tree
        pbpaste | vtree find '[width<44]' --count

      Exit status: 0 something matched, 1 nothing matched, 2 usage, selector or I/O error.
      """
  )

  @Argument(help: "The selector.")
  var selector: String

  @OptionGroup var input: InputOptions

  @Flag(help: "Print the pruned tree: the matches and their ancestors.")
  var tree = false

  @Flag(help: "Print the pruned tree with the matches' descendants too (implies --tree).")
  var subtree = false

  @Flag(help: "Print only the number of matches (with --format json: {\"count\": N}).")
  var count = false

  @Option(help: "Output: text or json (a list of the matches, also with --tree).")
  var format: FindFormat = .text

  @OptionGroup var textOutput: TextOutputOptions

  enum FindFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
  }

  func run() throws {
    let parsedSelector: ViewSelector
    do {
      parsedSelector = try ViewSelector(parsing: selector)
    } catch {
      StandardError.write(error.description)
      throw ExitCode(ExitStatus.usageOrIOError)
    }
    let parsed = try ParsedInput.load(input)
    let hierarchy = parsed.result.hierarchy
    let matcher = SelectorMatcher(parsedSelector, hierarchy: hierarchy)
    let matches = matcher.allMatches()
    var output = StandardOutput()
    if count {
      output.line(format == .json ? "{\"count\": \(matches.count)}" : String(matches.count))
    } else if format == .json {
      var writer = NodeListJSONWriter()
      writer.includesPath = true
      writer.includesText = true
      writer.write(matches, of: hierarchy, key: "matches", to: &output.buffer)
    } else if tree || subtree {
      let style = textOutput.style
      var renderer = TextTreeRenderer(style: style)
      renderer.showsRawNames = textOutput.rawNames
      let shown = Self.prunedTree(matches, in: hierarchy, withDescendants: subtree)
      renderer.write(hierarchy, including: shown, to: &output.buffer)
    } else {
      var renderer = TextTreeRenderer(style: .plain)
      renderer.showsRawNames = textOutput.rawNames
      let roots = hierarchy.roots
      var rootPosition = 0
      for index in matches {
        // Matches come in preorder: a match's root is the last root at or before it.
        while rootPosition + 1 < roots.count, roots[rootPosition + 1].rawValue <= index.rawValue {
          rootPosition += 1
        }
        let node = hierarchy[index]
        let path = Self.abbreviatedPath(
          to: index, root: roots[rootPosition], in: hierarchy, rawNames: textOutput.rawNames)
        output.line("\(node.line): \(path)\(renderer.summary(of: node))")
      }
    }
    output.flush()
    if matches.isEmpty { throw ExitCode(ExitStatus.findingsOrNoMatch) }
  }

  /// The matches and all their ancestors (and with `withDescendants`, their subtrees).
  /// - Complexity: O(n): each ancestor is marked once, and a subtree inside one already shown
  ///   (matches come in preorder) is not marked again.
  static func prunedTree(_ matches: [NodeIndex], in hierarchy: Hierarchy, withDescendants: Bool)
    -> [Bool]
  {
    var shown = [Bool](repeating: false, count: hierarchy.count)
    var shownSubtreeEnd = 0
    for match in matches {
      if withDescendants && match.rawValue >= shownSubtreeEnd {
        let subtree = hierarchy.subtree(of: match)
        for index in subtree { shown[index] = true }
        shownSubtreeEnd = subtree.upperBound
      }
      shown[match.rawValue] = true
      var ancestor = hierarchy.parent(of: match)
      while let current = ancestor, !shown[current.rawValue] {
        shown[current.rawValue] = true
        ancestor = hierarchy.parent(of: current)
      }
    }
    return shown
  }

  /// `UIWindow › … › UITableViewCell › ` — the root, then the last two ancestors below it.
  /// - Complexity: O(1): only the two nearest ancestors are walked, however deep the node.
  static func abbreviatedPath(
    to index: NodeIndex, root: NodeIndex, in hierarchy: Hierarchy, rawNames: Bool
  ) -> String {
    let depth = hierarchy.depth(of: index)
    guard depth > 0 else { return "" }
    let name = { (node: NodeIndex) in
      TerminalSafeText.sanitize(
        rawNames
          ? hierarchy[node].className : ClassNameShortener.shorten(hierarchy[node].displayName))
    }
    var nearest: [String] = []
    var ancestor = hierarchy.parent(of: index)
    while let current = ancestor, nearest.count < 2, hierarchy.depth(of: current) > 0 {
      nearest.insert(name(current), at: 0)
      ancestor = hierarchy.parent(of: current)
    }
    let parts = [name(root)] + (depth > 3 ? ["…"] : []) + nearest
    return parts.joined(separator: " › ") + " › "
  }
}
