import Foundation
import ViewTree

/// `vtree find --format json`: `{"count": N, "matches": [{"line", "class", "displayName"?,
/// "address", "frame", "depth", "path": [class…]}]}`.
enum FindJSON {
  static func render(_ matches: [NodeIndex], in hierarchy: Hierarchy) -> String {
    let items: [[String: Any]] = matches.map { index in
      let node = hierarchy[index]
      var item: [String: Any] = [
        "line": node.line, "class": node.className, "depth": node.depth,
        "address": node.address ?? NSNull(),
        "frame": node.frame.map(JSONValues.rect) ?? NSNull(),
        "path": hierarchy.ancestors(of: index).reversed().map { hierarchy[$0].className },
      ]
      if node.displayName != node.className { item["displayName"] = node.displayName }
      return item
    }
    let object: [String: Any] = ["count": matches.count, "matches": items]
    let data =
      (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}

/// Geometry as JSON objects, the same shape as `print --format json`.
enum JSONValues {
  static func rect(_ rect: Rect) -> [String: Double] {
    ["x": rect.x, "y": rect.y, "width": rect.width, "height": rect.height]
  }
}
