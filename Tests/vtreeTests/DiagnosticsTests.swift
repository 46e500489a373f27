import Testing

/// Skipped lines are reported as `FILE:LINE:COL: severity: message`, the format editors and
/// CI logs turn into links.
@Suite("--diagnostics")
struct DiagnosticsTests {
  static let suspicious = """
    <UIView: 0x1; frame = (0 0; 10 10); layer = <CALayer: 0x2>>
       | <UILabel: 0x3; frame = (0 0; 5 5); layer = <CALayer: 0x4>>
    some prose <UIView: 0x9; frame = (0 0; 1 1)>
       | <123: 0x5>

    """

  @Test("lists skipped prompt lines as notes with file, line and column")
  func notes() throws {
    let path = try VTreeProcess.temporaryFile(Dumps.windowSession, name: "session.txt")
    let result = try VTreeProcess.run(["print", path, "--diagnostics"])
    #expect(result.status == 0)
    #expect(
      result.stderrLines == [
        "\(path):1:1: note: skipped: prompt or command",
        "\(path):9:1: note: skipped: prompt or command",
      ])
    // Diagnostics go to stderr only; the tree is unchanged.
    #expect(result.stdout == Dumps.windowTree)
  }

  @Test("standard input is named <stdin>; elisions are noted at their column")
  func stdinName() throws {
    let paste = Dumps.small + "   | ...\n"
    let result = try VTreeProcess.run(["print", "--diagnostics"], stdin: paste)
    #expect(result.stderrLines == ["<stdin>:4:4: note: skipped: elision"])
  }

  @Test("a frame that cannot be read is noted where its value starts, and why")
  func unreadableFrames() throws {
    let paste = """
      <UIView: 0x1; frame = (0 0; 320 480); layer = <CALayer: 0x2>>
         | <UILabel: 0x3; frame = (0 0; 100); text = 'Hi'>
         | <UIButton: 0x4; frame = (20 132; 350 4

      """
    let result = try VTreeProcess.run(["lint", "--diagnostics"], stdin: paste)
    #expect(
      result.stderrLines.filter { !$0.hasPrefix("UI") } == [
        "<stdin>:2:29: note: frame '(0 0; 100)' is not a frame: UILabel has no frame",
        "<stdin>:3:44: note: the node ends before its closing '>' (truncated line)",
        "<stdin>:3:30: note: frame '(20 132; 350 4' is cut off: UIButton has no frame",
      ])
    let quiet = try VTreeProcess.run(["lint"], stdin: paste)
    #expect(!quiet.stderr.contains("frame"))
  }

  @Test("without --diagnostics, notes are silent")
  func quietByDefault() throws {
    let result = try VTreeProcess.run(["print"], stdin: Dumps.windowSession)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
  }

  @Test("warnings: counted by default, listed with --diagnostics")
  func warnings() throws {
    let path = try VTreeProcess.temporaryFile(Self.suspicious, name: "w.txt")
    let quiet = try VTreeProcess.run(["print", path])
    #expect(quiet.status == 0)
    #expect(quiet.stderrLines == ["\(path): 2 warnings (--diagnostics lists them)"])

    let listed = try VTreeProcess.run(["print", path, "--diagnostics"])
    #expect(listed.status == 0)
    #expect(listed.stderrLines.count == 2)
    #expect(listed.stderrLines.first?.hasPrefix("\(path):3:12: warning: ") == true)
    #expect(listed.stderrLines.last?.hasPrefix("\(path):4:6: warning: ") == true)
    #expect(listed.stdout == quiet.stdout)
    // The unreadable lines are not made into nodes.
    #expect(listed.stdoutLines == ["UIView 0x1 (0 0; 10 10)", "└─ UILabel 0x3 (0 0; 5 5)"])
  }

  @Test("stats accepts --diagnostics too")
  func stats() throws {
    let result = try VTreeProcess.run(["stats", "--diagnostics"], stdin: Dumps.windowSession)
    #expect(result.status == 0)
    #expect(
      result.stderrLines == [
        "<stdin>:1:1: note: skipped: prompt or command",
        "<stdin>:9:1: note: skipped: prompt or command",
      ])
  }
}
