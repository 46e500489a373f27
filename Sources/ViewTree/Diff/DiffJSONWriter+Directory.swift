extension DiffJSONWriter {
  /// A folder comparison as JSON: `{"summary": {"files", "changed", "identical", "missing",
  /// "extra", "error", "noHierarchy", "inserted", "deleted", "moved", "updated"}, "files":
  /// [{"path", "status", "summary"?, "changes"?, "error"?}]}`, each changed file's summary and
  /// changes as `write(_:)` gives them.
  public func write(_ directory: DirectoryDiff) -> [UInt8] {
    var out = JSONBuffer()
    out.raw("{\"summary\": {\"files\": ")
    out.raw(String(directory.files.count))
    for status in DirectoryDiff.File.Status.allCases {
      out.raw(", ")
      out.string(status.rawValue)
      out.raw(": ")
      out.raw(String(directory.count(status)))
    }
    let total = directory.total
    let changes = [
      ("inserted", total.inserted), ("deleted", total.deleted), ("moved", total.moved),
      ("updated", total.updated),
    ]
    for (key, value) in changes {
      out.raw(", ")
      out.string(key)
      out.raw(": ")
      out.raw(String(value))
    }
    out.raw("},\n \"files\": [")
    for (position, file) in directory.files.enumerated() {
      out.raw(position == 0 ? "\n  {\"path\": " : ",\n  {\"path\": ")
      out.string(file.path)
      out.raw(", \"status\": ")
      out.string(file.status.rawValue)
      if let diff = file.diff {
        out.raw(", ")
        writeBody(changes: diff.changes, summary: diff.summary, into: &out)
      }
      if let message = file.message {
        out.raw(", \"error\": ")
        out.string(message)
      }
      out.raw("}")
    }
    out.raw("]}\n")
    return out.bytes
  }
}
