/// What keys mean at the moment: browsing the tree, reading the help, or typing into a prompt.
public enum ViewerMode: Hashable, Sendable {
  case normal
  case help
  case prompt(ViewerPrompt)
}

/// A line of text being typed on the status line.
public struct ViewerPrompt: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    case search, filter, writeFile
    /// `w` named a file that exists: y replaces it, any other key keeps it.
    case replaceFile(String)

    /// What the status line shows before the typed text.
    public var label: String {
      switch self {
      case .search: return "/"
      case .filter: return "filter: "
      case .writeFile: return "write marked to: "
      case .replaceFile(let path): return "\(path) exists; replace it? (y/n) "
      }
    }
  }

  public var kind: Kind
  public var text: String

  public init(_ kind: Kind, text: String = "") {
    self.kind = kind
    self.text = text
  }
}
