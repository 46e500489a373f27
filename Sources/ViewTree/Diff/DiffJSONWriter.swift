/// Writes a diff as JSON, one change per line:
///
/// ```json
/// {"summary": {"inserted": 1, "deleted": 0, "moved": 1, "updated": 1, "insertedNodes": 3,
///              "deletedNodes": 0, "unchanged": 58, "oldNodes": 60, "newNodes": 63},
///  "changes": [
///   {"op": "insert", "class": "UIView", "old": null, "new": {"line": 4, "path": "UIWindow/UIView[2]"}, "properties": {}, "size": 3},
///   {"op": "update", "class": "UILabel", "old": {"line": 9, "path": "…"}, "new": {"line": 12, "path": "…"},
///    "properties": {"text": {"old": "'Log in'", "new": "'Sign in'"}}, "size": 1}]}
/// ```
///
/// Lines are 1-based lines of each file; property values are raw, as printed.
public struct DiffJSONWriter {
  public init() {}

  public func write(_ diff: HierarchyDiff) -> [UInt8] {
    write(changes: diff.changes, summary: diff.summary)
  }

  public func write(changes: [DiffChange], summary: DiffSummary) -> [UInt8] {
    var out = JSONBuffer()
    out.raw("{")
    writeBody(changes: changes, summary: summary, into: &out)
    out.raw("}\n")
    return out.bytes
  }

  /// `"summary": {…}, "changes": [...]`, without braces, for enclosing objects.
  func writeBody(changes: [DiffChange], summary: DiffSummary, into out: inout JSONBuffer) {
    out.raw("\"summary\": ")
    writeSummary(summary, into: &out)
    out.raw(",\n \"changes\": [")
    for (position, change) in changes.enumerated() {
      out.raw(position == 0 ? "\n  " : ",\n  ")
      writeChange(change, into: &out)
    }
    out.raw("]")
  }

  func writeSummary(_ summary: DiffSummary, into out: inout JSONBuffer) {
    let fields: [(StaticString, Int)] = [
      ("inserted", summary.inserted), ("deleted", summary.deleted), ("moved", summary.moved),
      ("updated", summary.updated), ("insertedNodes", summary.insertedNodes),
      ("deletedNodes", summary.deletedNodes), ("unchanged", summary.unchanged),
      ("oldNodes", summary.oldNodes), ("newNodes", summary.newNodes),
    ]
    out.raw("{")
    for (position, (key, value)) in fields.enumerated() {
      if position > 0 { out.raw(", ") }
      out.raw("\"")
      out.raw(key)
      out.raw("\": ")
      out.raw(String(value))
    }
    out.raw("}")
  }

  private func writeChange(_ change: DiffChange, into out: inout JSONBuffer) {
    out.raw("{\"op\": ")
    out.string(change.operation.rawValue)
    out.raw(", \"class\": ")
    out.string(change.className)
    out.raw(", \"old\": ")
    writeLocation(change.old, into: &out)
    out.raw(", \"new\": ")
    writeLocation(change.new, into: &out)
    out.raw(", \"properties\": {")
    for (position, property) in change.properties.enumerated() {
      if position > 0 { out.raw(", ") }
      out.string(property.key)
      out.raw(": {\"old\": ")
      writeOptional(property.old, into: &out)
      out.raw(", \"new\": ")
      writeOptional(property.new, into: &out)
      out.raw("}")
    }
    out.raw("}, \"size\": ")
    out.raw(String(change.size))
    out.raw("}")
  }

  private func writeLocation(_ location: DiffLocation?, into out: inout JSONBuffer) {
    guard let location else {
      out.raw("null")
      return
    }
    out.raw("{\"line\": ")
    out.raw(String(location.line))
    out.raw(", \"path\": ")
    out.string(location.path)
    out.raw("}")
  }

  private func writeOptional(_ value: String?, into out: inout JSONBuffer) {
    if let value { out.string(value) } else { out.raw("null") }
  }
}
