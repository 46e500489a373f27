/// Why the terminal could not be used, as a message for the user.
public struct TerminalError: Error, CustomStringConvertible {
  public var message: String

  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
