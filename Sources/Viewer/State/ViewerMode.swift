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

    /// What the status line shows before the typed text.
    public var label: String {
      switch self {
      case .search: return "/"
      case .filter: return "filter: "
      case .writeFile: return "write marked to: "
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
