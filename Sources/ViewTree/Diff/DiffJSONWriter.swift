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
public struct DiffJSONWriter: Sendable {
  public init() {}

  public func write(_ diff: HierarchyDiff, to out: inout OutputBuffer) {
    write(changes: diff.changes, summary: diff.summary, to: &out)
  }

  public func write(changes: [DiffChange], summary: DiffSummary, to out: inout OutputBuffer) {
    out.append("{")
    writeBody(changes: changes, summary: summary, into: &out)
    out.append("}\n")
  }

  /// `"summary": {…}, "changes": [...]`, without braces, for enclosing objects.
  func writeBody(changes: [DiffChange], summary: DiffSummary, into out: inout OutputBuffer) {
    out.append("\"summary\": ")
    writeSummary(summary, into: &out)
    out.append(",\n \"changes\": [")
    for (position, change) in changes.enumerated() {
      out.append(position == 0 ? "\n  " : ",\n  ")
      writeChange(change, into: &out)
    }
    out.append("]")
  }

  func writeSummary(_ summary: DiffSummary, into out: inout OutputBuffer) {
    let fields: [(StaticString, Int)] = [
      ("inserted", summary.inserted), ("deleted", summary.deleted), ("moved", summary.moved),
      ("updated", summary.updated), ("insertedNodes", summary.insertedNodes),
      ("deletedNodes", summary.deletedNodes), ("unchanged", summary.unchanged),
      ("oldNodes", summary.oldNodes), ("newNodes", summary.newNodes),
    ]
    out.append("{")
    for (position, (key, value)) in fields.enumerated() {
      if position > 0 { out.append(", ") }
      out.append("\"")
      out.append(key)
      out.append("\": ")
      out.append(value)
    }
    out.append("}")
  }

  private func writeChange(_ change: DiffChange, into out: inout OutputBuffer) {
    out.append("{\"op\": ")
    out.jsonString(change.operation.rawValue)
    out.append(", \"class\": ")
    out.jsonString(change.className)
    out.append(", \"old\": ")
    writeLocation(change.old, into: &out)
    out.append(", \"new\": ")
    writeLocation(change.new, into: &out)
    out.append(", \"properties\": {")
    for (position, property) in change.properties.enumerated() {
      if position > 0 { out.append(", ") }
      out.jsonString(property.key)
      out.append(": {\"old\": ")
      writeOptional(property.old, into: &out)
      out.append(", \"new\": ")
      writeOptional(property.new, into: &out)
      out.append("}")
    }
    out.append("}, \"size\": ")
    out.append(change.size)
    out.append("}")
  }

  private func writeLocation(_ location: DiffLocation?, into out: inout OutputBuffer) {
    guard let location else {
      out.append("null")
      return
    }
    out.append("{\"line\": ")
    out.append(location.line)
    out.append(", \"path\": ")
    out.jsonString(location.path)
    out.append("}")
  }

  private func writeOptional(_ value: String?, into out: inout OutputBuffer) {
    if let value { out.jsonString(value) } else { out.append("null") }
  }
}
