extension DiffJSONWriter {
  /// A folder comparison as JSON: `{"summary": {"files", "changed", "identical", "missing",
  /// "extra", "error", "noHierarchy", "inserted", "deleted", "moved", "updated"}, "files":
  /// [{"path", "status", "summary"?, "changes"?, "error"?}]}`, each changed file's summary and
  /// changes as `write(_:to:)` gives them.
  public func write(_ directory: DirectoryDiff, to out: inout OutputBuffer) {
    out.append("{\"summary\": {\"files\": ")
    out.append(directory.files.count)
    for status in DirectoryDiff.File.Status.allCases {
      out.append(", ")
      out.jsonString(status.rawValue)
      out.append(": ")
      out.append(directory.count(status))
    }
    let total = directory.total
    let changes = [
      ("inserted", total.inserted), ("deleted", total.deleted), ("moved", total.moved),
      ("updated", total.updated),
    ]
    for (key, value) in changes {
      out.append(", ")
      out.jsonString(key)
      out.append(": ")
      out.append(value)
    }
    out.append("},\n \"files\": [")
    for (position, file) in directory.files.enumerated() {
      out.append(position == 0 ? "\n  {\"path\": " : ",\n  {\"path\": ")
      out.jsonString(file.path)
      out.append(", \"status\": ")
      out.jsonString(file.status.rawValue)
      if let diff = file.diff {
        out.append(", ")
        writeBody(changes: diff.changes, summary: diff.summary, into: &out)
      }
      if let message = file.message {
        out.append(", \"error\": ")
        out.jsonString(message)
      }
      out.append("}")
    }
    out.append("]}\n")
  }
}
