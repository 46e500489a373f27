/// What comparing two snapshot folders found: the diff of each file both hold (by relative
/// path), and the files only one of them holds.
public struct DirectoryDiff {
  public struct File {
    public enum Status: String, CaseIterable {
      /// `error`: the file could not be read; `noHierarchy`: it was read, and holds no views.
      case changed, identical, missing, extra, error, noHierarchy
    }

    /// Relative to both folders.
    public var path: String
    public var status: Status
    /// The changes, for a `changed` file.
    public var diff: HierarchyDiff?
    /// Why an `error` or `noHierarchy` file could not be compared, as `file: error: …`.
    public var message: String?

    public init(
      path: String, status: Status, diff: HierarchyDiff? = nil, message: String? = nil
    ) {
      self.path = path
      self.status = status
      self.diff = diff
      self.message = message
    }
  }

  /// By path.
  public let files: [File]

  public init(files: [File]) { self.files = files.sorted { $0.path < $1.path } }

  /// How many files have `status`. - Complexity: O(files).
  public func count(_ status: File.Status) -> Int { files.count { $0.status == status } }

  /// The changes of every changed file, counted together. - Complexity: O(total changes).
  public var total: DiffSummary {
    let diffs = files.compactMap(\.diff)
    return DiffSummary(
      changes: diffs.flatMap(\.changes), oldNodes: diffs.reduce(0) { $0 + $1.old.count },
      newNodes: diffs.reduce(0) { $0 + $1.new.count })
  }
}
