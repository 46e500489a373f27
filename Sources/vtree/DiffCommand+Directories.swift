import ArgumentParser
import Foundation
import ViewTree

extension DiffCommand {
  /// Compares two snapshot folders: the files with the same relative path, on every core;
  /// files on one side only are reported as missing (old only) or extra (new only).
  func runDirectories(selector: ViewSelector?) throws {
    let oldListing = try DumpFolder.files(under: oldPath)
    let newListing = try DumpFolder.files(under: newPath)
    for (folder, listing) in [(oldPath, oldListing), (newPath, newListing)] {
      if let skipped = listing.skippedSummary { StandardError.write("\(folder): note: \(skipped)") }
    }
    let (oldFiles, newFiles) = (oldListing.dumps, newListing.dumps)
    // Two folders without a dump compare nothing: a capture step that wrote no dump must not
    // pass for "no differences".
    guard !oldFiles.isEmpty || !newFiles.isEmpty else {
      StandardError.write(
        "error: no dumps in \(oldPath) nor in \(newPath) (\(DumpFolder.rule)); nothing to compare")
      throw ExitCode(ExitStatus.diffTrouble)
    }
    let paired = oldFiles.intersection(newFiles).sorted()
    var outcomes = [DirectoryDiff.File?](repeating: nil, count: paired.count)
    let options = self.options
    let inputFormat = reading.inputFormat
    let (oldRoot, newRoot) = (oldPath, newPath)
    outcomes.withUnsafeMutableBufferPointer { slots in
      let shared = UncheckedSendableSlots(slots)
      DispatchQueue.concurrentPerform(iterations: paired.count) { index in
        shared.slots[index] = Self.compare(
          paired[index], oldRoot: oldRoot, newRoot: newRoot, options: options,
          format: inputFormat, selector: selector)
      }
    }
    var files = outcomes.map { $0! }
    files += oldFiles.subtracting(newFiles).map { DirectoryDiff.File(path: $0, status: .missing) }
    files += newFiles.subtracting(oldFiles).map { DirectoryDiff.File(path: $0, status: .extra) }
    let directory = DirectoryDiff(files: files)

    var output = StandardOutput()
    if format == .json {
      DiffJSONWriter().write(directory, to: &output.buffer)
    } else {
      writeText(directory, into: &output)
    }
    output.flush()
    // File names come from the directories, not from the user: they may hold escape codes.
    let trouble = directory.files.filter { $0.status == .error || $0.status == .noHierarchy }
    for file in trouble {
      StandardError.write(file.message ?? "\(file.path): error")
    }
    if !trouble.isEmpty { throw ExitCode(ExitStatus.diffTrouble) }
    if directory.count(.identical) < directory.files.count {
      throw ExitCode(ExitStatus.differences)
    }
  }

  private func writeText(_ directory: DirectoryDiff, into output: inout StandardOutput) {
    let renderer = self.renderer
    for file in directory.files {
      let path = TerminalSafeText.sanitize(file.path)
      switch file.status {
      case .changed:
        guard let diff = file.diff else { continue }
        output.line("diff \(DumpFolder.joined(oldPath, path)) \(DumpFolder.joined(newPath, path))")
        renderer.write(diff, to: &output.buffer)
      case .missing: output.line("only in \(oldPath): \(path)")
      case .extra: output.line("only in \(newPath): \(path)")
      case .identical, .error, .noHierarchy: break
      }
    }
    let files: [(String, DirectoryDiff.File.Status)] = [
      ("differ", .changed), ("identical", .identical), ("only in old", .missing),
      ("only in new", .extra), ("unreadable", .error), ("without a hierarchy", .noHierarchy),
    ]
    let counts = files.compactMap { name, status in
      let count = directory.count(status)
      return count > 0 ? "\(count) \(name)" : nil
    }
    let total = directory.total
    let fileCount = directory.files.count
    var line = "\(fileCount) file\(fileCount == 1 ? "" : "s")"
    if !counts.isEmpty { line += ": " + counts.joined(separator: ", ") }
    if !total.isEmpty { line += "; " + total.line.prefix { $0 != ";" } }
    output.line(line)
  }

  /// Reads, parses and diffs one pair; identical bytes are identical without parsing.
  static func compare(
    _ path: String, oldRoot: String, newRoot: String, options: DiffOptions, format: DumpFormat?,
    selector: ViewSelector?
  ) -> DirectoryDiff.File {
    let oldFile = DumpFolder.joined(oldRoot, path)
    let newFile = DumpFolder.joined(newRoot, path)
    let oldText: SourceText
    let newText: SourceText
    do {
      oldText = try SourceText(contentsOfFile: oldFile)
      newText = try SourceText(contentsOfFile: newFile)
    } catch {
      return DirectoryDiff.File(
        path: path, status: .error,
        message: "\(error.path): error: cannot \(error.operation): \(error.reason)")
    }
    let same = oldText.withUnsafeBufferPointer { a in
      newText.withUnsafeBufferPointer { b in a.elementsEqual(b) }
    }
    if same { return DirectoryDiff.File(path: path, status: .identical) }
    let parser = DumpParser(format: format)
    let old = parser.parse(oldText).hierarchy
    let new = parser.parse(newText).hierarchy
    for (file, hierarchy) in [(oldFile, old), (newFile, new)] where hierarchy.isEmpty {
      return DirectoryDiff.File(
        path: path, status: .noHierarchy, message: "\(file): error: no view hierarchy found")
    }
    var diff = HierarchyDiff(from: old, to: new, options: options)
    if let selector { diff = diff.restricted(to: selector) }
    return DirectoryDiff.File(
      path: path, status: diff.changes.isEmpty ? .identical : .changed, diff: diff)
  }
}

/// Hands the outcome slots to concurrent workers that each write only their own slot.
struct UncheckedSendableSlots: @unchecked Sendable {
  let slots: UnsafeMutableBufferPointer<DirectoryDiff.File?>
  init(_ slots: UnsafeMutableBufferPointer<DirectoryDiff.File?>) { self.slots = slots }
}
