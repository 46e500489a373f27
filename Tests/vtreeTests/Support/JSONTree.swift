import Foundation
import Testing

/// Helpers for reading `vtree --format json` and `vtree stats --json` output.
enum JSONTree {
  /// The top-level JSON object of `output`; fails the test (by throwing) when it is not one.
  static func object(_ output: String) throws -> [String: Any] {
    let value = try JSONSerialization.jsonObject(with: Data(output.utf8))
    return try #require(value as? [String: Any], "top level is not a JSON object: \(output)")
  }

  /// `roots` of a `--format json` document.
  static func roots(_ output: String) throws -> [[String: Any]] {
    let document = try object(output)
    return try #require(document["roots"] as? [[String: Any]], "no roots array in \(output)")
  }

  /// A node's children.
  static func children(_ node: [String: Any]) throws -> [[String: Any]] {
    try #require(node["children"] as? [[String: Any]], "node has no children array: \(node)")
  }

  /// Class names, depth first, indented by two spaces per level: a compact picture of a tree
  /// that makes shape mismatches readable in failure messages.
  static func outline(_ nodes: [[String: Any]], depth: Int = 0) -> [String] {
    nodes.flatMap { node -> [String] in
      let name = String(repeating: "  ", count: depth) + ((node["class"] as? String) ?? "?")
      return [name] + outline((node["children"] as? [[String: Any]]) ?? [], depth: depth + 1)
    }
  }

  /// The nodes with every `line` key removed, as canonical JSON text so two trees can be
  /// compared with `==` (line numbers legitimately differ between an input and its dump).
  static func canonicalWithoutLines(_ nodes: [[String: Any]]) throws -> String {
    func strip(_ value: Any) -> Any {
      if var dictionary = value as? [String: Any] {
        dictionary.removeValue(forKey: "line")
        return dictionary.mapValues(strip)
      }
      if let array = value as? [Any] { return array.map(strip) }
      return value
    }
    let data = try JSONSerialization.data(
      withJSONObject: strip(nodes), options: [.sortedKeys, .prettyPrinted])
    return String(decoding: data, as: UTF8.self)
  }

  /// A JSON number as Double (JSONSerialization yields Int or Double depending on the text).
  static func number(_ value: Any?) -> Double? {
    (value as? NSNumber)?.doubleValue
  }
}
