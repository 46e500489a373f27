import Foundation
import Testing

@Suite("vtree diff")
struct DiffCommandTests {
  static let old = Dumps.window
  /// `old` in a later run: new addresses, the label's text changed, the zero-size view gone.
  static let new = """
    <UIWindow: 0x7fa000000010; frame = (0 0; 320 480); gestureRecognizers = <NSArray: 0x600000000020>; layer = <UIWindowLayer: 0x600000000030>>
       | <UIView: 0x7fa000000040; frame = (0 0; 320 480); autoresize = W+H; layer = <CALayer: 0x600000000050>>
       |    | <UILabel: 0x7fa000000060; frame = (20 40.2; 280 21); text = 'Hello, world'; opaque = NO; layer = <_UILabelLayer: 0x600000000070>>
       |    | <UIButton: 0x7fa000000080; frame = (20 80; 100 44); hidden = YES; opaque = NO; layer = <CALayer: 0x600000000090>>
       |    |    | <UIButtonLabel: 0x7fa0000000a0; frame = (0 0; 100 44); text = 'Tap'; alpha = 0; opaque = NO; layer = <_UILabelLayer: 0x6000000000b0>>

    """

  static func files() throws -> (old: String, new: String) {
    (
      try VTreeProcess.temporaryFile(old, name: "old.txt"),
      try VTreeProcess.temporaryFile(new, name: "new.txt")
    )
  }

  @Test("differences: exit 1, marked tree and summary; no escape codes off a terminal")
  func text() throws {
    let (old, new) = try Self.files()
    let result = try VTreeProcess.run(["diff", old, new])
    #expect(result.status == 1)
    #expect(
      result.stdoutLines == [
        "  1  UIWindow (0 0; 320 480)",
        "  2    UIView (0 0; 320 480)",
        "~ 3      UILabel (20 40.2; 280 21) 'Hello, world'",
        "             text: 'Hello' → 'Hello, world'",
        "  4      UIButton (20 80; 100 44) hidden",
        "  5        UIButtonLabel (0 0; 100 44) 'Tap' alpha=0",
        "- 6      UIView (0 0; 0 0)",
        "1 deleted, 1 updated; 4 of 5 nodes unchanged",
      ])
    #expect(!result.stdout.contains("\u{1B}"))
  }

  @Test("no differences: exit 0, even with every address changed; a pipe works for one side")
  func same() throws {
    let (old, _) = try Self.files()
    let readdressed = Self.old.replacingOccurrences(of: "0x7fb1", with: "0x7fc2")
    let result = try VTreeProcess.run(["diff", old, "-"], stdin: readdressed)
    #expect(result.status == 0)
    #expect(result.stdout == "no differences (6 nodes)\n")
  }

  @Test("trouble: exit 2 for a missing file, an input without a hierarchy, a bad selector")
  func trouble() throws {
    let (old, _) = try Self.files()
    let missing = try VTreeProcess.run(["diff", old, "/nonexistent/new.txt"])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("/nonexistent/new.txt: error:"))
    let empty = try VTreeProcess.temporaryFile("just some text\n")
    let noTree = try VTreeProcess.run(["diff", old, empty])
    #expect(noTree.status == 2)
    #expect(noTree.stderr.contains("no view hierarchy found"))
    let selector = try VTreeProcess.run(["diff", old, old, "--only", "UIView >"])
    #expect(selector.status == 2)
    #expect(selector.stderr.hasPrefix("selector:1:"))
    let usage = try VTreeProcess.run(["diff", old, old, "--tolerance", "-1"])
    #expect(usage.status == 2)
  }

  @Test("JSON: summary and changes with lines in each file, paths, properties, sizes")
  func json() throws {
    let (old, new) = try Self.files()
    let result = try VTreeProcess.run(["diff", old, new, "--format", "json"])
    #expect(result.status == 1)
    let json = try JSONSerialization.jsonObject(with: Data(result.stdoutBytes)) as? [String: Any]
    let summary = try #require(json?["summary"] as? [String: Int])
    #expect(summary["updated"] == 1 && summary["deleted"] == 1 && summary["unchanged"] == 4)
    let changes = try #require(json?["changes"] as? [[String: Any]])
    #expect(changes.map { $0["op"] as? String } == ["update", "delete"])
    let update = changes[0]
    #expect((update["old"] as? [String: Any])?["line"] as? Int == 3)
    #expect((update["new"] as? [String: Any])?["path"] as? String == "UIWindow/UIView/UILabel")
    let text = (update["properties"] as? [String: [String: String]])?["text"]
    #expect(text == ["old": "'Hello'", "new": "'Hello, world'"])
    #expect(changes[1]["new"] is NSNull)
    #expect(changes[1]["size"] as? Int == 1)
    let same = try VTreeProcess.run(["diff", old, old, "--format", "json"])
    #expect(same.status == 0)
    #expect(same.stdout.contains("\"changes\": []"))
  }

  @Test("--tolerance, --ignore-frames, --ignore and --structure-only")
  func options() throws {
    let (old, _) = try Self.files()
    let moved = try VTreeProcess.temporaryFile(
      Self.old.replacingOccurrences(of: "frame = (20 40; 280 21)", with: "frame = (20 41; 280 21)")
        .replacingOccurrences(of: "<_UILabelLayer: 0x600002d3c0a0>", with: "<CALayer: 0x1>"))
    let plain = try VTreeProcess.run(["diff", old, moved, "--format", "json"])
    #expect(plain.stdout.contains("\"frame\": {\"old\": \"(20 40; 280 21)\""))
    #expect(plain.stdout.contains("\"layer\""))
    let tolerant = try VTreeProcess.run([
      "diff", old, moved, "--tolerance", "2", "--ignore", "layer",
    ])
    #expect(tolerant.status == 0)
    let noFrames = try VTreeProcess.run([
      "diff", old, moved, "--ignore-frames", "--ignore", "layer",
    ])
    #expect(noFrames.status == 0)
    let structure = try VTreeProcess.run(["diff", old, moved, "--structure-only"])
    #expect(structure.status == 0)
  }

  @Test("--only keeps the changes inside matching subtrees")
  func only() throws {
    let (old, new) = try Self.files()
    let labels = try VTreeProcess.run(["diff", old, new, "--only", "UILabel", "--format", "json"])
    #expect(labels.status == 1)
    #expect(labels.stdout.contains("\"updated\": 1") && labels.stdout.contains("\"deleted\": 0"))
    let buttons = try VTreeProcess.run(["diff", old, new, "--only", "UIButton"])
    #expect(buttons.status == 0)
  }

  @Test("colors only on request of a terminal: never with NO_COLOR or --no-color")
  func noColor() throws {
    let (old, new) = try Self.files()
    let result = try VTreeProcess.run(["diff", old, new], environment: ["NO_COLOR": "1"])
    #expect(!result.stdout.contains("\u{1B}"))
    #expect(try VTreeProcess.run(["diff", old, new, "--no-color"]).stdout == result.stdout)
  }

  @Test("dump text never reaches the terminal raw")
  func escapes() throws {
    let (old, _) = try Self.files()
    let evil = try VTreeProcess.temporaryFile(
      Self.old.replacingOccurrences(of: "'Hello'", with: "'\u{1B}[2J'"))
    let result = try VTreeProcess.run(["diff", old, evil])
    #expect(!result.stdout.contains("\u{1B}"))
    #expect(result.stdout.contains("\\u{1B}[2J"))
  }

  @Test("directories: pairs by relative path, missing and extra files, a total; exit 1")
  func directories() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "vtreeDiff-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let write = { (path: String, text: String) throws in
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    try write("old/login/screen.txt", Self.old)
    try write("new/login/screen.txt", Self.new)
    try write("old/same.txt", Self.old)
    try write("new/same.txt", Self.old.replacingOccurrences(of: "0x7fb1", with: "0x7fc2"))
    try write("old/gone.txt", Self.old)
    try write("new/added.txt", Self.old)
    let oldDirectory = root.appendingPathComponent("old").path
    let newDirectory = root.appendingPathComponent("new").path
    let text = try VTreeProcess.run(["diff", oldDirectory, newDirectory])
    #expect(text.status == 1)
    #expect(text.stdoutLines.first == "only in \(newDirectory): added.txt")
    #expect(text.stdoutLines.contains("only in \(oldDirectory): gone.txt"))
    #expect(
      text.stdoutLines.contains(
        "diff \(oldDirectory)/login/screen.txt \(newDirectory)/login/screen.txt"))
    #expect(
      text.stdoutLines.last
        == "4 files: 1 differ, 1 identical, 1 only in old, 1 only in new; 1 deleted, 1 updated")

    let json = try VTreeProcess.run(["diff", oldDirectory, newDirectory, "--format", "json"])
    let object = try JSONSerialization.jsonObject(with: Data(json.stdoutBytes)) as? [String: Any]
    let files = try #require(object?["files"] as? [[String: Any]])
    #expect(
      files.map { $0["path"] as? String } == [
        "added.txt", "gone.txt", "login/screen.txt", "same.txt",
      ])
    #expect(files.map { $0["status"] as? String } == ["extra", "missing", "changed", "identical"])
    let summary = try #require(object?["summary"] as? [String: Int])
    #expect(summary["files"] == 4 && summary["changed"] == 1 && summary["updated"] == 1)
    #expect(summary["missing"] == 1 && summary["extra"] == 1 && summary["deleted"] == 1)
    // The changed file carries its own summary and changes, as a single-pair diff writes them.
    let changes = try #require(files[2]["changes"] as? [[String: Any]])
    #expect(changes.compactMap { $0["op"] as? String }.sorted() == ["delete", "update"])
    #expect((files[2]["summary"] as? [String: Int])?["deleted"] == 1)
    #expect(files[0]["changes"] == nil)

    try FileManager.default.removeItem(at: root.appendingPathComponent("old/gone.txt"))
    try FileManager.default.removeItem(at: root.appendingPathComponent("new/added.txt"))
    try write("new/login/screen.txt", Self.old)
    let same = try VTreeProcess.run(["diff", oldDirectory, newDirectory])
    #expect(same.status == 0)
    #expect(same.stdout == "2 files: 2 identical\n")
    let mixed = try VTreeProcess.run([
      "diff", oldDirectory, root.appendingPathComponent("old/same.txt").path,
    ])
    #expect(mixed.status == 2)
  }

  @Test("directories: a link to a file is that file; file names in errors are escaped")
  func directoryLinksAndEscapes() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "vtreeDiff-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let manager = FileManager.default
    for folder in ["old/login", "new/login"] {
      try manager.createDirectory(
        at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    let target = root.appendingPathComponent("elsewhere.txt")
    try Data(Self.old.utf8).write(to: target)
    try manager.createSymbolicLink(
      at: root.appendingPathComponent("old/login/screen.txt"), withDestinationURL: target)
    try Data(Self.new.utf8).write(to: root.appendingPathComponent("new/login/screen.txt"))
    let oldDirectory = root.appendingPathComponent("old").path
    let newDirectory = root.appendingPathComponent("new").path
    let linked = try VTreeProcess.run(["diff", oldDirectory, newDirectory])
    #expect(linked.status == 1)
    #expect(linked.stdoutLines.last == "1 file: 1 differ; 1 deleted, 1 updated")

    let evil = "bad\u{1B}[2J.txt"
    for side in ["old", "new"] {
      try Data("no views on the \(side) side\n".utf8).write(
        to: root.appendingPathComponent("\(side)/\(evil)"))
    }
    let unreadable = try VTreeProcess.run(["diff", oldDirectory, newDirectory])
    #expect(unreadable.status == 2)
    #expect(unreadable.stderr.contains("bad\\u{1B}[2J.txt: error: no view hierarchy found"))
    #expect(!unreadable.stderr.contains("\u{1B}"))
  }

  /// A readable text file without views is not "unreadable": the summary and the JSON say
  /// which of the two it is.
  @Test("directories: a pair without a hierarchy is counted apart from unreadable files")
  func directoryWithoutHierarchy() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "vtreeDiff-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for side in ["old", "new"] {
      let folder = root.appendingPathComponent(side)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(Self.old.utf8).write(to: folder.appendingPathComponent("screen.txt"))
      try Data("notes about the \(side) build\n".utf8).write(
        to: folder.appendingPathComponent("notes.txt"))
    }
    let oldDirectory = root.appendingPathComponent("old").path
    let newDirectory = root.appendingPathComponent("new").path
    let text = try VTreeProcess.run(["diff", oldDirectory, newDirectory])
    #expect(text.status == 2)
    #expect(text.stdoutLines.last == "2 files: 1 identical, 1 without a hierarchy")
    #expect(text.stderr.contains("notes.txt: error: no view hierarchy found"))

    let json = try VTreeProcess.run(["diff", oldDirectory, newDirectory, "--format", "json"])
    #expect(json.status == 2)
    let object = try JSONTree.object(json.stdout)
    let summary = try #require(object["summary"] as? [String: Int])
    #expect(summary["noHierarchy"] == 1 && summary["error"] == 0 && summary["identical"] == 1)
    let files = try #require(object["files"] as? [[String: Any]])
    #expect(files.first?["status"] as? String == "noHierarchy")
    #expect((files.first?["error"] as? String)?.hasSuffix("no view hierarchy found") == true)
  }

  /// Screenshots and result bundles often sit next to the dumps; only dump names count.
  @Test("directories: only .txt, .log and extensionless files are dumps")
  func directoryDumpNames() throws {
    let root = try ScratchDirectory.make()
    for side in ["old", "new"] {
      let folder = root.appendingPathComponent(side)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      for name in ["screen.txt", "trace.LOG", "menu", "Login - iOS 17.4"] {
        try Data(Self.old.utf8).write(to: folder.appendingPathComponent(name))
      }
      try Data("\(side) pixels\n".utf8).write(to: folder.appendingPathComponent("screen.png"))
    }
    let old = root.appendingPathComponent("old").path
    let result = try VTreeProcess.run(["diff", old, root.appendingPathComponent("new").path])
    #expect(result.status == 0)
    // A last dot followed by digits starts no extension: a version in a name is no file type.
    #expect(result.stdoutLines == ["4 files: 4 identical"])
    #expect(
      result.stderrLines.first
        == "\(old): note: 1 skipped, not dumps by name or links to folders (screen.png)")
  }

  @Test("directories without a single dump compare nothing: exit 2, not 'no differences'")
  func directoriesWithoutDumps() throws {
    let root = try ScratchDirectory.make()
    for side in ["old", "new"] {
      let folder = root.appendingPathComponent(side)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    try Data([0x89, 0x50]).write(to: root.appendingPathComponent("old/screen.png"))
    let (old, new) = (
      root.appendingPathComponent("old").path, root.appendingPathComponent("new").path
    )
    let result = try VTreeProcess.run(["diff", old, new])
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderrLines.last?.hasSuffix("nothing to compare") == true)
  }

  @Test("standard input and a directory: the message names standard input")
  func standardInputAndDirectory() throws {
    let directory = try ScratchDirectory.make().path
    let result = try VTreeProcess.run(["diff", "-", directory], stdin: Self.old)
    #expect(result.status == 2)
    #expect(
      result.stderrLines == [
        "error: standard input cannot be compared with the directory \(directory); compare two "
          + "files or two directories"
      ])
  }

  @Test("a directory and a file: the message says which side is the directory")
  func directoryAndFile() throws {
    let (old, _) = try Self.files()
    let directory = try ScratchDirectory.make().path
    let fileFirst = try VTreeProcess.run(["diff", old, directory])
    #expect(fileFirst.status == 2)
    #expect(
      fileFirst.stderrLines == [
        "\(old): error: \(old) is a file but \(directory) is a directory; compare two files "
          + "or two directories"
      ])
    let directoryFirst = try VTreeProcess.run(["diff", directory, old])
    #expect(directoryFirst.status == 2)
    #expect(
      directoryFirst.stderrLines == [
        "\(old): error: \(directory) is a directory but \(old) is a file; compare two files "
          + "or two directories"
      ])
    let missing = directory + "-missing"
    let withMissing = try VTreeProcess.run(["diff", directory, missing])
    #expect(withMissing.status == 2)
    #expect(
      withMissing.stderrLines == ["\(missing): error: cannot open: No such file or directory"])
  }
}
