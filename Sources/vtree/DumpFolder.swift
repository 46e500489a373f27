import Foundation

/// The dumps in a folder, as `diff` and `lint` read them: the regular files under it, at any
/// depth, whose names end in `.txt` or `.log` (any case) or have no extension. Hidden files and
/// folders are skipped, as are other extensions (screenshots, JSON, plists next to the dumps).
/// A name's last dot starts an extension only when letters follow it (`png`, `mp4`):
/// `Login - iOS 17.4` has none.
enum DumpFolder {
  /// Said in `--help` and in messages.
  static let rule = ".txt, .log or no extension; hidden files and folders skipped"

  /// What a walk found: the dumps, and what it passed over.
  struct Listing {
    /// Relative paths of the dumps.
    var dumps: Set<String> = []
    /// Relative paths of files with another extension, links to folders (not followed, so
    /// that a link cannot make a loop) and links to nothing.
    var skipped: [String] = []

    /// `3 skipped (a.png, b.json, c.plist…)`, or nil when nothing was skipped.
    var skippedSummary: String? {
      guard !skipped.isEmpty else { return nil }
      let sorted = skipped.sorted()
      let shown = sorted.prefix(3).joined(separator: ", ") + (sorted.count > 3 ? "…" : "")
      return "\(sorted.count) skipped, not dumps by name or links to folders (\(shown))"
    }
  }

  static func isDumpName(_ name: String) -> Bool {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return true }
    let pathExtension = name[name.index(after: dot)...]
    let isExtension =
      (1...8).contains(pathExtension.count) && pathExtension.first!.isLetter
      && pathExtension.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    return !isExtension || ["txt", "log"].contains(pathExtension.lowercased())
  }

  /// The dumps under `root`, as relative paths. A link to a file counts as that file under the
  /// link's own path, as in `diff -r`.
  static func files(under root: String) throws(InputError) -> Listing {
    let base = URL(fileURLWithPath: root).standardizedFileURL.resolvingSymlinksInPath()
    guard
      let enumerator = FileManager.default.enumerator(
        at: base, includingPropertiesForKeys: [.isRegularFileKey, .isSymbolicLinkKey],
        options: [.skipsHiddenFiles])
    else {
      throw InputError(path: root, message: "cannot read the directory")
    }
    var listing = Listing()
    let prefix = base.path.hasSuffix("/") ? base.path : base.path + "/"
    for case let url as URL in enumerator {
      // The folder resolved as `base` is (macOS: /tmp is /private/tmp), the file's own name kept.
      let path = url.deletingLastPathComponent().resolvingSymlinksInPath()
        .appendingPathComponent(url.lastPathComponent).path
      let relative =
        path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : url.lastPathComponent
      let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey])
      let isLink = values?.isSymbolicLink == true
      let target = url.resolvingSymlinksInPath()
      let isFile =
        (try? target.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true
      if !isFile {
        // Folders are walked into; a link to one, or to nothing, is passed over.
        if isLink { listing.skipped.append(relative) }
        continue
      }
      if isDumpName(url.lastPathComponent) {
        listing.dumps.insert(relative)
      } else {
        listing.skipped.append(relative)
      }
    }
    return listing
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
