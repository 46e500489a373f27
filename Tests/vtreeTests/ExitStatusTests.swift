import Foundation
import Testing

/// The documented statuses: 0 success, 1 no hierarchy in the input, 2 usage or I/O error.
@Suite("exit statuses and error messages")
struct ExitStatusTests {
  @Test(
    "input without a hierarchy exits 1 and says so",
    arguments: [
      "hello world\n", "", "\n\n  \n", "(lldb) po self.view\nerror: use of undeclared identifier\n",
    ])
  func noHierarchy(input: String) throws {
    for command in [["print"], ["stats"], ["print", "--format", "json"]] {
      let result = try VTreeProcess.run(command, stdin: input)
      #expect(result.status == 1, "\(command)")
      #expect(result.stderr.contains("no view hierarchy found"), "\(command): \(result.stderr)")
      if command.contains("json") {
        // A script still gets a document, whose lines say what the input was taken for.
        let document = try JSONTree.object(result.stdout)
        #expect((document["roots"] as? [Any])?.isEmpty == true)
        #expect(document["lines"] is [String: Int])
      } else {
        #expect(result.stdout.isEmpty, "\(command)")
      }
    }
  }

  @Test("an XML page source exits 1 and the message names what it is")
  func xmlPageSource() throws {
    let page = """
      <?xml version="1.0" encoding="UTF-8"?>
      <AppiumAUT>
        <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Acme" x="0" y="0">
        </XCUIElementTypeApplication>
      </AppiumAUT>

      """
    let result = try VTreeProcess.run(["print"], stdin: page)
    #expect(result.status == 1)
    #expect(result.stderr.contains("the input is an XML document"), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
    let text = try VTreeProcess.run(["print"], stdin: "hello world\n")
    #expect(!text.stderr.contains("XML"))
  }

  @Test("a missing file exits 2 naming the path and 'cannot open'")
  func missingFile() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("vtree-missing-\(UUID().uuidString).txt").path
    for command in [["print", path], [path], ["stats", path]] {
      let result = try VTreeProcess.run(command)
      #expect(result.status == 2, "\(command)")
      #expect(result.stderr.contains(path), "\(command): \(result.stderr)")
      #expect(result.stderr.contains("cannot open"), "\(command): \(result.stderr)")
      #expect(result.stdout.isEmpty)
    }
  }

  @Test("a directory instead of a file exits 2")
  func directory() throws {
    let path = FileManager.default.temporaryDirectory.path
    let result = try VTreeProcess.run(["print", path])
    #expect(result.status == 2)
    #expect(result.stderr.contains(path))
    #expect(result.stdout.isEmpty)
  }

  @Test(
    "usage errors exit 2 (not ArgumentParser's 64)",
    arguments: [
      ["print", "--bogus"],
      ["--bogus"],
      ["stats", "--bogus"],
      ["print", "-", "--depth=-1"],
      ["print", "-", "--depth", "-1"],
      ["print", "-", "--depth", "x"],
      ["print", "-", "--format", "xml"],
      ["print", "a.txt", "b.txt"],
    ])
  func usageErrors(arguments: [String]) throws {
    // A valid dump on stdin, so only the arguments can be at fault.
    let result = try VTreeProcess.run(arguments, stdin: Dumps.small)
    #expect(result.status == 2)
    #expect(!result.stderr.isEmpty)
    #expect(result.stdout.isEmpty)
  }

  @Test(
    "a negative number is rejected with a message about the value, not a missing one",
    arguments: [
      (["print", "-", "--depth=-1"], "--depth must be 0 or more"),
      (["print", "-", "--depth", "-1"], "--depth must be 0 or more"),
      (["diff", "-", "-", "--context", "-1"], "--context must be 0 or more"),
      (["render", "-", "--ascii", "--height", "-5"], "--height must be between"),
      (["render", "-", "--ascii", "--width", "-5"], "--width must be between"),
      (["view", "-", "--expand", "-1"], "The value '-1' is invalid for '--expand"),
    ])
  func negativeNumberMessage(arguments: [String], message: String) throws {
    let result = try VTreeProcess.run(arguments, stdin: Dumps.small)
    #expect(result.status == 2)
    #expect(result.stderr.contains(message))
    #expect(!result.stderr.contains("Missing value"))
  }

  @Test(
    "--help exits 0 and shows examples",
    arguments: [["--help"], ["print", "--help"], ["stats", "--help"], ["help", "print"]])
  func help(arguments: [String]) throws {
    let result = try VTreeProcess.run(arguments)
    #expect(result.status == 0)
    #expect(result.stdout.contains("Examples:"))
    #expect(result.stdout.contains("vtree"))
  }

  @Test("top-level help documents the exit statuses")
  func helpDocumentsStatuses() throws {
    let result = try VTreeProcess.run(["--help"])
    // Help text is wrapped to the terminal width: compare with the line breaks removed.
    let text = result.stdout.replacingOccurrences(of: "\n", with: " ")
    #expect(text.contains("Exit status: 0 success, 1 the input holds no hierarchy"))
    #expect(text.contains("(find: nothing matched; lint: findings at or above --fail-on)"))
    #expect(text.contains("2 usage or I/O error."))
  }
}
