/// A selector that cannot be parsed: where, and why.
///
/// Printed like a compiler diagnostic on the one-line "file" `selector`, so editors and
/// terminals point at the place: `selector:1:9: error: expected a selector after '>'`.
public struct SelectorError: Error, Equatable, Sendable, CustomStringConvertible {
  /// 1-based column of the problem, in characters; one past the end when the text ended early.
  public let column: Int
  public let message: String

  public init(column: Int, message: String) {
    self.column = column
    self.message = message
  }

  public var description: String { "selector:1:\(column): error: \(message)" }
}
