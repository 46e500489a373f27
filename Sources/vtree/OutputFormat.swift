import ArgumentParser

/// How `vtree print` writes the tree.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
  /// An indented tree with box-drawing guides, for people.
  case text
  /// `{"format", "roots": [NODE], "lines", "diagnostics"}`, for scripts.
  case json
  /// Canonical recursiveDescription text: parse → dump → parse gives the same tree.
  case dump
}
