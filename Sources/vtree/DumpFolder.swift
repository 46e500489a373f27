import Foundation

/// The dumps in a folder, as `diff` and `lint` read them: the regular files under it, at any
/// depth, whose names end in `.txt` or `.log` (any case) or have no extension. Hidden files and
/// folders are skipped, as are other extensions (screenshots, JSON, plists next to the dumps).
enum DumpFolder {
  /// Said in `--help` and in messages.
  static let rule = ".txt, .log or no extension; hidden files and folders skipped"

  static func isDumpName(_ name: String) -> Bool {
    let pathExtension = URL(fileURLWithPath: name).pathExtension.lowercased()
    return ["txt", "log", ""].contains(pathExtension)
  }

  /// The dumps under `root`, as relative paths. A link to a file counts as that file under the
  /// link's own path, as in `diff -r`.
  static func files(under root: String) throws(InputError) -> Set<String> {
    let base = URL(fileURLWithPath: root).standardizedFileURL.resolvingSymlinksInPath()
    guard
      let enumerator = FileManager.default.enumerator(
        at: base, includingPropertiesForKeys: [.isRegularFileKey],
        options: [.skipsHiddenFiles])
    else {
      throw InputError(path: root, message: "cannot read the directory")
    }
    var result: Set<String> = []
    let prefix = base.path.hasSuffix("/") ? base.path : base.path + "/"
    for case let url as URL in enumerator where isDumpName(url.lastPathComponent) {
      let target = url.resolvingSymlinksInPath()
      guard (try? target.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true
      else { continue }
      // The folder resolved as `base` is (macOS: /tmp is /private/tmp), the file's own name kept.
      let path = url.deletingLastPathComponent().resolvingSymlinksInPath()
        .appendingPathComponent(url.lastPathComponent).path
      result.insert(
        path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : url.lastPathComponent)
    }
    return result
  }

  /// `root/path`, without doubling a slash the user typed.
  static func joined(_ root: String, _ path: String) -> String {
    var root = Substring(root)
    while root.count > 1 && root.hasSuffix("/") { root = root.dropLast() }
    return root == "/" ? "/" + path : root + "/" + path
  }

  static func isDirectory(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }
}
