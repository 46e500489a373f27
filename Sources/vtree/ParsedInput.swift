import ArgumentParser
import Foundation
import ViewTree

/// Reads and parses the command's input, reporting diagnostics on standard error.
struct ParsedInput {
  let name: String
  let result: ParseResult
  /// The input starts with an XML declaration (`<?xml …?>`): a UI test driver's page source,
  /// which the message for an input without a hierarchy names.
  var isXMLDocument = false
  /// Where the input holds a NUL byte, which no text dump does (UTF-16 is told apart and
  /// converted first): an image, an archive, a debugger's core file. Nothing is read from it.
  var binaryAt: (line: Int, column: Int)?

  /// Reads and parses; exits with status 1 when the input holds no hierarchy.
  static func load(_ options: InputOptions) throws -> ParsedInput {
    options.reading.noteUnusedStdinName(paths: [options.file])
    return try load(path: options.file, reading: options.reading)
  }

  /// Reads and parses `path` (nil or `-`: standard input); exits with `emptyStatus` when the
  /// input holds no hierarchy.
  static func load(
    path: String?, reading: ReadOptions, emptyStatus: Int32 = ExitStatus.noHierarchy
  ) throws -> ParsedInput {
    let input = try read(path: path, reading: reading)
    if input.result.hierarchy.isEmpty {
      StandardError.write("\(input.name): error: \(input.noHierarchyMessage)")
      throw ExitCode(emptyStatus)
    }
    return input
  }

  /// Reads, parses and reports diagnostics, whether or not the input holds a hierarchy.
  static func read(path: String?, reading: ReadOptions) throws(InputError) -> ParsedInput {
    let (name, text) = try InputReader.read(path: path, stdinName: reading.stdinName)
    let binaryAt = text.withUnsafeBufferPointer(Self.nulByte)
    let parser = DumpParser(format: reading.inputFormat)
    let result = binaryAt == nil ? parser.parse(text) : parser.parse(SourceText([]))
    var input = ParsedInput(name: name, result: result)
    input.binaryAt = binaryAt
    input.isXMLDocument = text.withUnsafeBufferPointer { bytes in
      let start = bytes.firstIndex { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
      return start.map { bytes[$0...].starts(with: "<?xml".utf8) } ?? false
    }
    input.report(listAll: reading.diagnostics)
    return input
  }

  /// Why an input without a hierarchy has none: what its lines were taken for.
  var noHierarchyFound: String {
    let lines = result.lineDispositions.count
    let summary = result.lineCounts.sorted { $0.key.rawValue < $1.key.rawValue }
      .map { "\($0.value) \($0.key.name)" }.joined(separator: ", ")
    return "no view hierarchy found in \(lines) line\(lines == 1 ? "" : "s")"
      + (summary.isEmpty ? "" : " (\(summary))")
  }

  /// The line and column of the first NUL byte, unless the text is UTF-16 (where every ASCII
  /// character comes with one).
  static func nulByte(_ bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int)? {
    guard let base = bytes.baseAddress, let found = memchr(base, 0, bytes.count),
      DumpParser.isUTF16(bytes) == false
    else { return nil }
    let offset = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
    let before = bytes[..<offset]
    let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
    return (before.count(where: { $0 == 0x0A }) + 1, offset - lineStart + 1)
  }

  /// `noHierarchyFound`, and what a hierarchy looks like.
  var noHierarchyMessage: String {
    if let binaryAt {
      return "binary data, not a text dump (a NUL byte at line \(binaryAt.line), column "
        + "\(binaryAt.column)); vtree reads the text the debugger prints"
    }
    if isXMLDocument {
      return noHierarchyFound
        + "; the input is an XML document (a UI test driver's page source, such as Appium's?),"
        + " while vtree reads the text dumps the debugger prints, lines like"
        + " '<UIView: 0x…; frame = (0 0; 320 480); …>'"
    }
    return noHierarchyFound + "; expected lines like '<UIView: 0x…; frame = (0 0; 320 480); …>'"
  }

  /// With `listAll`, every diagnostic as `file:line:col: severity: message`; otherwise only a
  /// count of warnings, so the tree on standard output stays the focus.
  func report(listAll: Bool) {
    if listAll {
      let frames = UnreadableFrames.diagnostics(in: result.hierarchy)
      let all = (result.diagnostics + frames).enumerated().sorted {
        ($0.element.line, $0.offset) < ($1.element.line, $1.offset)
      }
      for (_, diagnostic) in all { StandardError.write("\(name):\(diagnostic)") }
      return
    }
    let warnings = result.diagnostics.filter { $0.severity == .warning }.count
    if warnings > 0 {
      StandardError.write(
        "\(name): \(warnings) warning\(warnings == 1 ? "" : "s") (--diagnostics lists them)")
    }
  }
}

/// Messages on standard error. They often quote a file name or dump text, so control
/// characters are escaped before they can reach a terminal or a CI log, where a line a file
/// name started (`::error::…` in GitHub Actions) could pass for a command.
enum StandardError {
  /// One message, on one line: a line break inside it (in a file name) is escaped too.
  static func write(_ message: String) {
    FileHandle.standardError.write(Data((TerminalSafeText.sanitize(message) + "\n").utf8))
  }

  /// Text written over several lines (the argument parser's usage), each line made safe.
  static func writeLines(_ text: String) {
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      write(String(line))
    }
  }
}
