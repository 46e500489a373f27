import Foundation
import Testing

@Suite("vtree lint over several files and folders")
struct LintFilesTests {
  /// Four warnings: a button outside its container, off screen and small, and a small one.
  static let warnings = LintCommandTests.dump

  /// One note: a button under a hidden container.
  static let note = """
    <UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x2>>
       | <UIView: 0x3; frame = (0 0; 320 100); hidden = YES; layer = <CALayer: 0x4>>
       |    | <UIButton: 0x5; frame = (0 0; 100 44); layer = <CALayer: 0x6>>

    """

  /// One error: an `_autolayoutTrace` with an ambiguous view.
  static let error = """
    •UIWindow:0x1091e7140
    |   *UIView:0x7f9481c9d990- AMBIGUOUS LAYOUT for UIView:0x7f9481c9d990.minX{id: 13}
    |   *UILabel:0x7f9481c9d9a0

    """

  /// Writes `files` (relative path: text) under a fresh directory, which it returns.
  static func folder(_ files: [String: String]) throws -> URL {
    let root = try ScratchDirectory.make()
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return root
  }

  /// The `artifactLocation.uri` of every SARIF result, in order.
  static func sarifURIs(_ output: String) throws -> [String] {
    let runs = try #require(try JSONTree.object(output)["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    let results = try #require(runs.first?["results"] as? [[String: Any]])
    return results.map { result in
      let location = (result["locations"] as? [[String: Any]])?.first
      let physical = location?["physicalLocation"] as? [String: Any]
      return ((physical?["artifactLocation"] as? [String: Any])?["uri"] as? String) ?? "?"
    }
  }

  @Test("several files: each finding names its file, then one summary line")
  func severalFiles() throws {
    let root = try Self.folder(["a.txt": Self.warnings, "b.txt": Self.note])
    let result = try VTreeProcess.run(["lint", "a.txt", "b.txt"], directory: root)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let lines = result.stdoutLines
    #expect(lines.count == 6)
    #expect(lines.prefix(4).allSatisfy { $0.hasPrefix("a.txt:") })
    #expect(lines[4].hasPrefix("b.txt:3:11: note: UIButton (line 3) is visible itself"))
    #expect(lines.last == "2 files: 2 checked; 1 note, 4 warnings, 0 errors")
  }

  @Test("a folder: dumps at any depth sorted by path; hidden files, other extensions skipped")
  func folder() throws {
    let root = try Self.folder([
      "screens/settings/privacy.txt": Self.note,
      "screens/login.txt": Self.warnings,
      "screens/onboarding": Self.error,
      "screens/crash.LOG": Self.note,
      "screens/.draft.txt": Self.error,
      "screens/.cache/old.txt": Self.error,
      "screens/shot.png": Self.error,
      "screens/README.txt": "Dumps of every screen, captured by the UI tests.\n",
    ])
    let result = try VTreeProcess.run(["lint", "screens/"], directory: root)
    #expect(result.status == 1)  // the error in `onboarding`
    let files = result.stdoutLines.dropLast().map { $0.prefix { $0 != ":" } }
    #expect(
      Array(Set(files)).sorted() == [
        "screens/crash.LOG", "screens/login.txt", "screens/onboarding",
        "screens/settings/privacy.txt",
      ])
    #expect(files == files.sorted())
    #expect(
      result.stdoutLines.last
        == "5 files: 4 checked, 1 without a hierarchy; 2 notes, 4 warnings, 1 error")
    // A text file next to the dumps is a note, not trouble.
    #expect(
      result.stderrLines == [
        "screens/: note: 1 skipped, not dumps by name or links to folders (shot.png)",
        "screens/README.txt: note: skipped: no view hierarchy found in 1 line (1 text)",
      ])
    let lenient = try VTreeProcess.run(
      ["lint", "screens", "--disable", "ambiguous-layout"], directory: root)
    #expect(lenient.status == 0)
  }

  @Test("a missing path among good ones: the others are linted, the path named, exit 2")
  func missingPath() throws {
    let root = try Self.folder(["a.txt": Self.warnings, "b.txt": Self.error])
    for format in ["text", "json", "sarif"] {
      let result = try VTreeProcess.run(
        ["lint", "a.txt", "gone.txt", "b.txt", "--format", format], directory: root)
      #expect(result.status == 2, "\(format)")
      #expect(
        result.stderrLines == ["gone.txt: error: cannot open: No such file or directory"],
        "\(format)")
      #expect(result.stdout.contains("a.txt") && result.stdout.contains("b.txt"), "\(format)")
    }
    let text = try VTreeProcess.run(["lint", "a.txt", "gone.txt"], directory: root)
    #expect(
      text.stdoutLines.last == "2 files: 1 checked, 1 unreadable; 0 notes, 4 warnings, 0 errors")
  }

  @Test("a file named on the command line without a hierarchy is trouble; none at all: no report")
  func noHierarchy() throws {
    let root = try Self.folder([
      "a.txt": Self.warnings, "notes.txt": "just prose\n", "docs/notes.txt": "more prose\n",
    ])
    let named = try VTreeProcess.run(["lint", "a.txt", "notes.txt"], directory: root)
    #expect(named.status == 2)
    #expect(named.stderr.hasPrefix("notes.txt: error: no view hierarchy found in 1 line"))
    #expect(named.stdoutLines.last?.hasPrefix("2 files: 1 checked, 1 without a hierarchy") == true)
    for format in ["text", "json", "sarif"] {
      let nothing = try VTreeProcess.run(["lint", "docs", "--format", format], directory: root)
      #expect(nothing.status == 2)
      #expect(nothing.stdout.isEmpty)
      #expect(
        nothing.stderrLines.last == "error: no input holds a view hierarchy; nothing was checked")
    }
    let empty = try VTreeProcess.run(["lint", "."], directory: try ScratchDirectory.make())
    #expect(empty.status == 2)
    #expect(empty.stderr.contains(".: error: no dumps here (.txt, .log or no extension"))
  }

  @Test("--fail-on counts every file's findings")
  func failOn() throws {
    let root = try Self.folder(["w.txt": Self.warnings, "n.txt": Self.note, "e.txt": Self.error])
    let cases: [([String], String, Int32)] = [
      (["n.txt", "w.txt"], "error", 0), (["n.txt", "w.txt"], "warning", 1),
      (["n.txt", "n.txt"], "warning", 0), (["n.txt", "n.txt"], "note", 1),
      (["w.txt", "e.txt"], "error", 1), (["."], "error", 1),
    ]
    for (files, failOn, status) in cases {
      let result = try VTreeProcess.run(["lint"] + files + ["--fail-on", failOn], directory: root)
      #expect(result.status == status, "\(files) --fail-on \(failOn)")
    }
  }

  @Test("JSON for several files: file on each finding, a files list, counts over all")
  func json() throws {
    let root = try Self.folder(["a.txt": Self.warnings, "b.txt": Self.error, "c.txt": "prose\n"])
    let result = try VTreeProcess.run(
      ["lint", "a.txt", "b.txt", "c.txt", "gone.txt", "--format", "json"], directory: root)
    #expect(result.status == 2)
    let object = try JSONTree.object(result.stdout)
    let findings = try #require(object["findings"] as? [[String: Any]])
    #expect(
      findings.map { $0["file"] as? String } == ["a.txt", "a.txt", "a.txt", "a.txt", "b.txt"])
    #expect(findings.last?["rule"] as? String == "ambiguous-layout")
    #expect(findings.last?["line"] as? Int == 2)
    let files = try #require(object["files"] as? [[String: Any]])
    #expect(files.map { $0["file"] as? String } == ["a.txt", "b.txt", "c.txt", "gone.txt"])
    #expect(
      files.map { $0["status"] as? String } == ["checked", "checked", "noHierarchy", "unreadable"])
    let a = try #require(files[0]["counts"] as? [String: Int])
    #expect(a == ["error": 0, "warning": 4, "note": 0, "total": 4])
    #expect(files[2]["counts"] == nil)
    #expect((files[2]["message"] as? String)?.hasPrefix("no view hierarchy found") == true)
    #expect(files[3]["message"] as? String == "cannot open: No such file or directory")
    let counts = try #require(object["counts"] as? [String: Any])
    #expect(counts["total"] as? Int == 5)
    #expect(counts["error"] as? Int == 1)
    #expect((counts["rules"] as? [String: Int])?["small-touch-target"] == 2)
  }

  @Test("JSON for one file keeps its single-file shape, even among flags")
  func jsonOneFile() throws {
    let root = try Self.folder(["a.txt": Self.warnings])
    let result = try VTreeProcess.run(["lint", "a.txt", "--format", "json"], directory: root)
    let object = try JSONTree.object(result.stdout)
    #expect(Set(object.keys) == ["findings", "counts"])
    let findings = try #require(object["findings"] as? [[String: Any]])
    #expect(findings.count == 4 && findings.allSatisfy { $0["file"] == nil })
  }

  @Test("SARIF for several files: one run, each result at its own file's relative path")
  func sarif() throws {
    let root = try Self.folder([
      "screens/login.txt": Self.warnings, "screens/deep/trace.txt": Self.error,
    ])
    let absolute = root.appendingPathComponent("screens/login.txt").path
    let result = try VTreeProcess.run(
      ["lint", "screens", absolute, "--format", "sarif"], directory: root)
    #expect(result.status == 1)
    let uris = try Self.sarifURIs(result.stdout)
    // The absolute path names a file the folder already gave: it is checked once.
    #expect(
      uris == ["screens/deep/trace.txt"] + Array(repeating: "screens/login.txt", count: 4))
    let fromHere = try VTreeProcess.run(
      ["lint", ".", "--format", "sarif"], directory: root.appendingPathComponent("screens"))
    #expect(try Self.sarifURIs(fromHere.stdout).first == "deep/trace.txt")
  }

  @Test("--stdin-name names piped input in text, JSON and SARIF")
  func stdinName() throws {
    let name = "Screens/login.txt"
    let text = try VTreeProcess.run(["lint", "--stdin-name", name], stdin: Self.warnings)
    #expect(text.stdoutLines.dropLast().allSatisfy { $0.hasPrefix("\(name):") })
    let sarif = try VTreeProcess.run(
      ["lint", "-", "--stdin-name", name, "--format", "sarif"], stdin: Self.warnings)
    #expect(try Self.sarifURIs(sarif.stdout) == Array(repeating: name, count: 4))
    let path = try VTreeProcess.temporaryFile(Self.note)
    let json = try VTreeProcess.run(
      ["lint", path, "-", "--stdin-name", name, "--format", "json"], stdin: Array(Self.error.utf8))
    let files = try #require(try JSONTree.object(json.stdout)["files"] as? [[String: Any]])
    #expect(files.map { $0["file"] as? String } == [path, name])
    let unnamed = try VTreeProcess.run(["lint", "-", "--format", "sarif"], stdin: Self.warnings)
    #expect(try Self.sarifURIs(unnamed.stdout).allSatisfy { $0 == "stdin" })
    let twice = try VTreeProcess.run(["lint", "-", "-"], stdin: Self.warnings)
    #expect(twice.status == 2)
    #expect(twice.stderr.contains("standard input ('-') can be read only once"))
  }

  @Test("--stdin-name also names piped input in other commands' messages")
  func stdinNameElsewhere() throws {
    let find = try VTreeProcess.run(
      ["find", "UILabel", "--stdin-name", "login.txt"], stdin: "just prose\n")
    #expect(find.stderr.hasPrefix("login.txt: error: no view hierarchy found"))
    let print = try VTreeProcess.run(
      ["print", "--stdin-name", "login.txt", "--diagnostics"], stdin: "(lldb) po view\n" + Self.note
    )
    #expect(print.stderr.hasPrefix("login.txt:1:1: note:"))
  }

  @Test("--stdin-name before the command, or without standard input to name")
  func stdinNamePlacement() throws {
    let before = try VTreeProcess.run(["--stdin-name", "login.txt", "lint"], stdin: Self.warnings)
    #expect(before.stdoutLines.first?.hasPrefix("login.txt:") == true)
    let joined = try VTreeProcess.run(["--stdin-name=login.txt", "lint"], stdin: Self.warnings)
    #expect(joined.stdoutLines.first?.hasPrefix("login.txt:") == true)
    let path = try VTreeProcess.temporaryFile(Self.note)
    for command in [["lint", path], ["print", path], ["diff", path, path]] {
      let unused = try VTreeProcess.run(command + ["--stdin-name", "login.txt"])
      #expect(
        unused.stderrLines.first
          == "note: --stdin-name is ignored: nothing is read from standard input")
    }
  }

  @Test("the same file named twice, or named and inside a named folder, is checked once")
  func sameFileOnce() throws {
    let root = try Self.folder(["mix/a.txt": Self.warnings, "mix/b.txt": Self.note])
    let result = try VTreeProcess.run(
      ["lint", "mix", "mix/a.txt", "./mix/a.txt", "mix/../mix/b.txt", "--format", "json"],
      directory: root)
    let files = try #require(try JSONTree.object(result.stdout)["files"] as? [[String: Any]])
    #expect(files.map { $0["file"] as? String } == ["mix/a.txt", "mix/b.txt"])
    let text = try VTreeProcess.run(["lint", "mix/a.txt", "mix/a.txt"], directory: root)
    #expect(text.stdoutLines.last == "1 file: 1 checked; 0 notes, 4 warnings, 0 errors")
  }

  @Test("a folder: what was skipped is counted in a note; one without dumps is trouble")
  func skippedAndEmptyFolders() throws {
    let root = try Self.folder([
      "shots/Login - iOS 17.4": Self.note, "shots/login.png": "pixels", "empty/shot.png": "x",
    ])
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("shots/elsewhere").path,
      withDestinationPath: root.appendingPathComponent("empty").path)
    let result = try VTreeProcess.run(["lint", "shots"], directory: root)
    #expect(result.status == 0)
    #expect(result.stdoutLines.first?.hasPrefix("shots/Login - iOS 17.4:3:11: note:") == true)
    #expect(
      result.stderrLines
        == ["shots: note: 2 skipped, not dumps by name or links to folders (elsewhere, login.png)"])
    let empty = try VTreeProcess.run(["lint", "shots", "empty"], directory: root)
    #expect(empty.status == 2)
    #expect(empty.stderrLines.contains { $0.hasPrefix("empty: error: no dumps here") })
  }

  @Test("SARIF: a colon in a relative path's first segment is escaped; a file named '-' is a file")
  func sarifPathEdges() throws {
    let root = try Self.folder(["ios:17.txt": Self.note, "-": Self.note, "a/b:c.txt": Self.note])
    let result = try VTreeProcess.run(
      ["lint", "ios:17.txt", "./-", "a/b:c.txt", "--format", "sarif"], directory: root)
    #expect(try Self.sarifURIs(result.stdout) == ["ios%3A17.txt", "./-", "a/b:c.txt"])
  }

  @Test("a line break in a file name is escaped on standard error too")
  func fileNameWithLineBreak() throws {
    let root = try Self.folder(["bad\n::error::x.txt": "prose only\n", "good.txt": Self.note])
    let result = try VTreeProcess.run(["lint", "bad\n::error::x.txt", "good.txt"], directory: root)
    #expect(result.status == 2)
    #expect(!result.stderrLines.contains { $0.hasPrefix("::error::") })
    #expect(result.stderr.contains("bad\\u{A}::error::x.txt: error: no view hierarchy found"))
  }

  @Test("each file's findings are written before the next file's messages")
  func outputInFileOrder() throws {
    let root = try Self.folder(["a.txt": Self.note, "b.txt": "prose only\n", "c.txt": Self.note])
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [
      "-c", "\"$0\" lint a.txt b.txt c.txt 2>&1", try VTreeProcess.executableURL().path,
    ]
    process.currentDirectoryURL = root
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    #expect(lines.map { String($0.prefix(5)) } == ["a.txt", "b.txt", "c.txt", "3 fil"])
  }

  @Test("SARIF: files not checked are the run's tool notifications")
  func sarifNotifications() throws {
    let root = try Self.folder(["s/a.txt": Self.note, "s/README.txt": "prose only\n"])
    let result = try VTreeProcess.run(
      ["lint", "s", "gone.txt", "--format", "sarif"], directory: root)
    #expect(result.status == 2)
    let runs = try #require(try JSONTree.object(result.stdout)["runs"] as? [[String: Any]])
    let invocations = try #require(runs.first?["invocations"] as? [[String: Any]])
    #expect(invocations.first?["executionSuccessful"] as? Bool == false)
    let notifications = try #require(
      invocations.first?["toolExecutionNotifications"] as? [[String: Any]])
    #expect(notifications.map { $0["level"] as? String } == ["note", "error"])
    let texts = notifications.map { ($0["message"] as? [String: Any])?["text"] as? String ?? "" }
    #expect(texts[0].hasPrefix("s/README.txt: no view hierarchy found"))
    #expect(texts[1] == "gone.txt: cannot open: No such file or directory")
    let clean = try VTreeProcess.run(["lint", "s/a.txt", "--format", "sarif"], directory: root)
    let cleanRun = try #require(
      (try JSONTree.object(clean.stdout)["runs"] as? [[String: Any]])?.first)
    #expect(cleanRun["invocations"] == nil)
  }
}
