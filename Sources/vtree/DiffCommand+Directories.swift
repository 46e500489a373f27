import ArgumentParser
import Foundation
import ViewTree

extension DiffCommand {
  /// One relative path and what comparing it gave.
  struct FileOutcome {
    enum Status: String, CaseIterable {
      case changed, identical, missing, extra, error
    }
    let path: String
    var status: Status
    var diff: HierarchyDiff?
    var message: String?
  }

  /// Compares two snapshot folders: the files with the same relative path, on every core;
  /// files on one side only are reported as missing (old only) or extra (new only).
  func runDirectories(selector: ViewSelector?) throws {
    let oldFiles = try Self.files(under: oldPath)
    let newFiles = try Self.files(under: newPath)
    let paired = oldFiles.intersection(newFiles).sorted()
    var outcomes = [FileOutcome?](repeating: nil, count: paired.count)
    let options = self.options
    let inputFormat = self.inputFormat
    let (oldRoot, newRoot) = (oldPath, newPath)
    outcomes.withUnsafeMutableBufferPointer { slots in
      let shared = UncheckedSendableSlots(slots)
      DispatchQueue.concurrentPerform(iterations: paired.count) { index in
        shared.slots[index] = Self.compare(
          paired[index], oldRoot: oldRoot, newRoot: newRoot, options: options,
          format: inputFormat, selector: selector)
      }
    }
    var all = outcomes.map { $0! }
    all += oldFiles.subtracting(newFiles).map { FileOutcome(path: $0, status: .missing) }
    all += newFiles.subtracting(oldFiles).map { FileOutcome(path: $0, status: .extra) }
    all.sort { $0.path < $1.path }

    var output = StandardOutput()
    if format == .json {
      output.write(DirectoryDiffJSON.write(all))
    } else {
      writeText(all, into: &output)
    }
    output.flush()
    // File names come from the directories, not from the user: they may hold escape codes.
    for outcome in all where outcome.status == .error {
      StandardError.write(TerminalSafeText.sanitize(outcome.message ?? "\(outcome.path): error"))
    }
    if all.contains(where: { $0.status == .error }) { throw ExitCode(ExitStatus.diffTrouble) }
    if all.contains(where: { $0.status != .identical }) {
      throw ExitCode(ExitStatus.differences)
    }
  }

  private func writeText(_ outcomes: [FileOutcome], into output: inout StandardOutput) {
    let renderer = self.renderer
    var counts: [FileOutcome.Status: Int] = [:]
    var changes: [DiffChange] = []
    var oldNodes = 0
    var newNodes = 0
    for outcome in outcomes {
      counts[outcome.status, default: 0] += 1
      let path = TerminalSafeText.sanitize(outcome.path)
      switch outcome.status {
      case .changed:
        guard let diff = outcome.diff else { continue }
        output.line("diff \(Self.joined(oldPath, path)) \(Self.joined(newPath, path))")
        renderer.render(diff) { output.line($0) }
        changes += diff.changes
        oldNodes += diff.old.count
        newNodes += diff.new.count
      case .missing: output.line("only in \(oldPath): \(path)")
      case .extra: output.line("only in \(newPath): \(path)")
      case .identical, .error: break
      }
    }
    let files = [
      ("differ", counts[.changed]), ("identical", counts[.identical]),
      ("only in old", counts[.missing]), ("only in new", counts[.extra]),
      ("unreadable", counts[.error]),
    ].compactMap { name, count in count.map { "\($0) \(name)" } }
    let total = DiffSummary(changes: changes, oldNodes: oldNodes, newNodes: newNodes)
    let fileCount = outcomes.count
    var line = "\(fileCount) file\(fileCount == 1 ? "" : "s"): " + files.joined(separator: ", ")
    if !total.isEmpty { line += "; " + total.line.prefix { $0 != ";" } }
    output.line(line)
  }

  /// `root/path`, without doubling a slash the user typed.
  static func joined(_ root: String, _ path: String) -> String {
    var root = Substring(root)
    while root.count > 1 && root.hasSuffix("/") { root = root.dropLast() }
    return root == "/" ? "/" + path : root + "/" + path
  }

  /// Regular files under `root`, as relative paths; hidden files and folders are skipped. A
  /// link to a file counts as that file under the link's own path, as in `diff -r`.
  static func files(under root: String) throws -> Set<String> {
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
    for case let url as URL in enumerator {
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

  /// Reads, parses and diffs one pair; identical bytes are identical without parsing.
  static func compare(
    _ path: String, oldRoot: String, newRoot: String, options: DiffOptions, format: DumpFormat?,
    selector: ViewSelector?
  ) -> FileOutcome {
    let oldFile = joined(oldRoot, path)
    let newFile = joined(newRoot, path)
    let oldText: SourceText
    let newText: SourceText
    do {
      oldText = try SourceText(contentsOfFile: oldFile)
      newText = try SourceText(contentsOfFile: newFile)
    } catch {
      return FileOutcome(
        path: path, status: .error,
        message: "\(error.path): error: cannot \(error.operation): \(error.reason)")
    }
    let same = oldText.withUnsafeBufferPointer { a in
      newText.withUnsafeBufferPointer { b in a.elementsEqual(b) }
    }
    if same { return FileOutcome(path: path, status: .identical) }
    let parser = DumpParser(format: format)
    let old = parser.parse(oldText).hierarchy
    let new = parser.parse(newText).hierarchy
    for (file, hierarchy) in [(oldFile, old), (newFile, new)] where hierarchy.isEmpty {
      return FileOutcome(
        path: path, status: .error, message: "\(file): error: no view hierarchy found")
    }
    var diff = HierarchyDiff(from: old, to: new, options: options)
    if let selector { diff = diff.restricted(to: selector) }
    return FileOutcome(
      path: path, status: diff.changes.isEmpty ? .identical : .changed, diff: diff)
  }
}

/// Hands the outcome slots to concurrent workers that each write only their own slot.
struct UncheckedSendableSlots: @unchecked Sendable {
  let slots: UnsafeMutableBufferPointer<DiffCommand.FileOutcome?>
  init(_ slots: UnsafeMutableBufferPointer<DiffCommand.FileOutcome?>) { self.slots = slots }
}

/// `{"summary": {files…, changes…}, "files": [{"path", "status", "summary"?, "changes"?,
/// "error"?}]}` for directory mode.
enum DirectoryDiffJSON {
  static func write(_ outcomes: [DiffCommand.FileOutcome]) -> [UInt8] {
    var changes: [DiffChange] = []
    var oldNodes = 0
    var newNodes = 0
    var counts: [DiffCommand.FileOutcome.Status: Int] = [:]
    var files: [String] = []
    for outcome in outcomes {
      counts[outcome.status, default: 0] += 1
      var entry = "{\"path\": \(quoted(outcome.path)), \"status\": \"\(outcome.status.rawValue)\""
      if let diff = outcome.diff {
        changes += diff.changes
        oldNodes += diff.old.count
        newNodes += diff.new.count
        // The per-file object minus its braces: "summary": …, "changes": […]
        let body = DiffJSONWriter().write(diff).dropFirst().dropLast(2)
        entry += ", " + String(decoding: body, as: UTF8.self)
      }
      if let message = outcome.message { entry += ", \"error\": \(quoted(message))" }
      files.append(entry + "}")
    }
    let total = DiffSummary(changes: changes, oldNodes: oldNodes, newNodes: newNodes)
    let fileCounts = DiffCommand.FileOutcome.Status.allCases.map {
      "\"\($0.rawValue)\": \(counts[$0, default: 0])"
    }
    let summary =
      "{\"files\": \(outcomes.count), " + fileCounts.joined(separator: ", ")
      + ", \"inserted\": \(total.inserted), \"deleted\": \(total.deleted)"
      + ", \"moved\": \(total.moved), \"updated\": \(total.updated)}"
    let text =
      "{\"summary\": \(summary),\n \"files\": [" + files.map { "\n  " + $0 }.joined(separator: ",")
      + "]}\n"
    return Array(text.utf8)
  }

  private static func quoted(_ text: String) -> String {
    let data = try? JSONSerialization.data(
      withJSONObject: [text], options: [.withoutEscapingSlashes])
    let array = data.map { String(decoding: $0, as: UTF8.self) } ?? "[\"\"]"
    return String(array.dropFirst().dropLast())
  }
}
