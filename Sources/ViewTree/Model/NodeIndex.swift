/// The position of a node in its hierarchy's preorder (0 = the first root).
public struct NodeIndex: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let rawValue: Int

  public init(_ rawValue: Int) { self.rawValue = rawValue }

  public static func < (lhs: NodeIndex, rhs: NodeIndex) -> Bool { lhs.rawValue < rhs.rawValue }
  public var description: String { "#\(rawValue)" }
}
