/// Compares the properties of two paired nodes.
///
/// Values are compared with volatile tokens blanked (`VolatileText`), so an address-only
/// change is no change; geometry keys compare their numbers with the tolerance. A key printed
/// on one side only is compared with UIKit's default for it (UIKit omits `hidden = NO`,
/// `alpha = 1`, …), and reported with that default.
struct PropertyComparer {
  let options: DiffOptions

  /// What UIKit leaves out of a description because it is the default.
  static let defaults: [String: String] = [
    "hidden": "NO", "alpha": "1", "opaque": "YES", "userInteractionEnabled": "YES",
    "clipsToBounds": "NO", "tag": "0",
  ]

  func changes(_ old: Node, _ new: Node) -> [PropertyChange] {
    let oldItems = items(old)
    let newItems = items(new)
    // The first value of each key, by dictionary: a line may print thousands of keys.
    let oldValues = Self.firstValues(oldItems)
    let newValues = Self.firstValues(newItems)
    var keys: [String] = []
    var seen: Set<String> = []
    for item in oldItems + newItems where seen.insert(item.key).inserted { keys.append(item.key) }
    var result: [PropertyChange] = []
    for key in keys {
      let oldValue = oldValues[key] ?? Self.defaults[key]
      let newValue = newValues[key] ?? Self.defaults[key]
      if !equal(key, oldValue, newValue) {
        result.append(PropertyChange(key: key, old: oldValue, new: newValue))
      }
    }
    return result
  }

  private static func firstValues(_ items: [Properties.Item]) -> [String: String] {
    Dictionary(items.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
  }

  private func items(_ node: Node) -> [Properties.Item] {
    var result: [Properties.Item] = []
    node.hierarchy.text.withUnsafeBufferPointer { text in
      DiffTree.forEachProperty(of: node, node.record, text) { key, value in
        let key = String(decoding: key, as: UTF8.self)
        guard options.compares(key) else { return }
        result.append(Properties.Item(key: key, value: String(decoding: value, as: UTF8.self)))
      }
    }
    return result
  }

  private func equal(_ key: String, _ old: String?, _ new: String?) -> Bool {
    guard let old, let new else { return old == nil && new == nil }
    if VolatileText.normalized(old) == VolatileText.normalized(new) { return true }
    guard DiffOptions.geometryKeys.contains(key) else { return false }
    let oldNumbers = NumberList.parse(old)
    let newNumbers = NumberList.parse(new)
    guard !oldNumbers.isEmpty, oldNumbers.count == newNumbers.count else { return false }
    return zip(oldNumbers, newNumbers).allSatisfy { abs($0 - $1) <= options.tolerance }
  }
}
