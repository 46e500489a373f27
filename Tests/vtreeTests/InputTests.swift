import Foundation
import Testing

/// Pastes arrive in many shapes; each must give the same tree as the clean dump.
@Suite("input: files, standard input, and messy pastes")
struct InputTests {
  @Test(
    "standard input via '-' or a bare pipe equals reading the file",
    arguments: [["print", "-"], ["print"], [], ["-"]])
  func standardInput(arguments: [String]) throws {
    let result = try VTreeProcess.run(arguments, stdin: Dumps.window)
    #expect(result.status == 0)
    #expect(result.stdout == Dumps.windowTree)
  }

  @Test("binary data is refused with where its NUL byte is, by every command")
  func binaryData() throws {
    let bytes = Array(Dumps.window.utf8) + [0x00, 0x01, 0x02] + Array("<UIView: 0x9>\n".utf8)
    let path = try VTreeProcess.temporaryFile(bytes: bytes, name: "core.bin")
    let lines = Dumps.window.split(separator: "\n", omittingEmptySubsequences: false).count
    for command in ["print", "stats", "find UIView", "lint"] {
      let result = try VTreeProcess.run(command.split(separator: " ").map(String.init) + [path])
      #expect(result.status != 0)
      #expect(result.stdout.isEmpty)
      #expect(
        result.stderr.contains(
          "core.bin: error: binary data, not a text dump (a NUL byte at line \(lines), column 1)"))
    }
    // UTF-16 text holds a zero byte beside every ASCII character, and is read.
    var utf16: [UInt8] = [0xFF, 0xFE]
    for unit in Dumps.window.utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    let text = try VTreeProcess.temporaryFile(bytes: utf16, name: "utf16.txt")
    let read = try VTreeProcess.run(["print", text])
    #expect(read.status == 0)
    #expect(read.stdout == Dumps.windowTree)
  }

  @Test("stats reads standard input too")
  func statsStandardInput() throws {
    let result = try VTreeProcess.run(["stats"], stdin: Dumps.window)
    #expect(result.status == 0)
    #expect(result.stdoutLines.contains("nodes       6"))
  }

  @Test("an lldb session: prompts and blank lines are skipped")
  func session() throws {
    let result = try VTreeProcess.run(["print"], stdin: Dumps.windowSession)
    #expect(result.status == 0)
    #expect(result.stdout == Dumps.windowTree)
  }

  @Test("'...' elision inside the tree: later siblings keep their parent")
  func elision() throws {
    let paste = """
      <UIView: 0x1; frame = (0 0; 10 10)>
         | <UIView: 0x2; frame = (0 0; 10 10)>
         |    | <UILabel: 0x3; frame = (0 0; 5 5); text = 'A'>
         |    | ...
         |    | <UILabel: 0x4; frame = (0 0; 5 5); text = 'B'>
         | ...
         | <UIButton: 0x5; frame = (0 0; 5 5)>
      ...

      """
    let result = try VTreeProcess.run(["print", "-", "--format", "json"], stdin: paste)
    #expect(result.status == 0)
    #expect(
      JSONTree.outline(try JSONTree.roots(result.stdout)) == [
        "UIView",
        "  UIView",
        "    UILabel",
        "    UILabel",
        "  UIButton",
      ])
    let lines = try #require(try JSONTree.object(result.stdout)["lines"] as? [String: Int])
    #expect(lines == ["node": 5, "elision": 3])
  }

  @Test("a dump pasted as a comment ('        // ' prefix) parses like the bare dump")
  func commentPrefixed() throws {
    let paste = Dumps.window.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "        // " + $0 }
      .joined(separator: "\n")
    let result = try VTreeProcess.run(["print"], stdin: paste)
    #expect(result.status == 0)
    #expect(result.stdout == Dumps.windowTree)
  }

  @Test("CRLF line endings: same tree, no carriage returns in output or properties")
  func crlf() throws {
    let paste = Dumps.windowSession.replacingOccurrences(of: "\n", with: "\r\n")
    let text = try VTreeProcess.run(["print", "-"], stdin: paste)
    #expect(text.status == 0)
    #expect(text.stdout == Dumps.windowTree)

    let json = try VTreeProcess.run(["print", "-", "--format", "json"], stdin: paste)
    #expect(!json.stdout.contains("\\r"))
    let roots = try JSONTree.roots(json.stdout)
    let window = try #require(roots.first)
    let properties = try #require(window["properties"] as? [String: String])
    // The last property of a line is where a stray \r would end up.
    #expect(properties["layer"] == "<UIWindowLayer: 0x600000230b40>")
    #expect(window["line"] as? Int == 2)
  }

  @Test(
    "backtick wrappers: a trailing backtick, or a Markdown fence",
    arguments: [
      "`" + String(Dumps.small.dropLast()) + "`\n",
      String(Dumps.small.dropLast()) + "`",
      "```\n" + Dumps.small + "```\n",
      "```text\n" + Dumps.small + "```",
    ])
  func backticks(paste: String) throws {
    let result = try VTreeProcess.run(["print"], stdin: paste)
    #expect(result.status == 0)
    #expect(result.stdout == Dumps.smallTree)
  }

  @Test("two dumps in one session give two roots")
  func twoDumps() throws {
    let session = "(lldb) po a\n" + Dumps.small + "(lldb) po b\n" + Dumps.small
    let result = try VTreeProcess.run(["print"], stdin: session)
    #expect(result.status == 0)
    #expect(result.stdout == Dumps.smallTree + Dumps.smallTree)
  }

  /// Files saved by some Windows editors and web forms start with a UTF-8 byte order mark.
  @Test("a UTF-8 byte order mark before the first line is ignored")
  func byteOrderMark() throws {
    let result = try VTreeProcess.run(
      ["print"], stdin: [0xEF, 0xBB, 0xBF] + Array(Dumps.small.utf8))
    #expect(result.status == 0)
    #expect(result.stdout == Dumps.smallTree)
    #expect(result.stderr.isEmpty)
  }

  /// Old Mac tools end lines with a bare carriage return.
  @Test("bare carriage returns end lines")
  func bareCarriageReturns() throws {
    let input = Dumps.small.replacingOccurrences(of: "\n", with: "\r")
    let result = try VTreeProcess.run(["print"], stdin: Array(input.utf8))
    #expect(result.status == 0)
    #expect(result.stdout == Dumps.smallTree)
  }
}
