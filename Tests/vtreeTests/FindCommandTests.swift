import Foundation
import Testing

@Suite("vtree find")
struct FindCommandTests {
  static let dump = """
    (lldb) po [[UIWindow keyWindow] recursiveDescription]
    <UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x2>>
       | <UITableView: 0x3; frame = (0 0; 320 480); layer = <CALayer: 0x4>; contentOffset: {0, 0}; contentSize: {320, 88}; adjustedContentInset: {0, 0, 0, 0}>
       |    | <UITableViewCell: 0x5; frame = (0 0; 320 44); text = 'Sign in'; layer = <CALayer: 0x6>>
       |    |    | <UILabel: 0x7; frame = (16 0; 200 44); text = 'Sign in'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x8>>
       |    | <MyApp.AccountCell: 0x9; baseClass = UITableViewCell; frame = (0 44; 320 44); layer = <CALayer: 0xa>>
       |    |    | <UILabel: 0xb; frame = (16 0; 200 44); text = 'Account'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0xc>>
       |    |    | <UIButton: 0xd; frame = (280 7; 30 30); hidden = YES; layer = <CALayer: 0xe>>

    """

  @Test("one line per match with its line, abbreviated path, class and frame")
  func lines() throws {
    let result = try VTreeProcess.run(["find", "UILabel", "-"], stdin: Self.dump)
    #expect(result.status == 0)
    #expect(
      result.stdoutLines == [
        "5: UIWindow › UITableView › UITableViewCell › UILabel 0x7 (16 0; 200 44) 'Sign in'",
        "7: UIWindow › UITableView › MyApp.AccountCell › UILabel 0xb (16 0; 200 44) 'Account'",
      ])
  }

  @Test("several files and folders: each match led by its file, as grep does")
  func severalFiles() throws {
    let folder = try ScratchDirectory.make()
    let first = folder.appendingPathComponent("a.txt")
    let nested = folder.appendingPathComponent("sub")
    try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
    try Self.dump.write(to: first, atomically: true, encoding: .utf8)
    try Self.dump.write(
      to: nested.appendingPathComponent("b.txt"), atomically: true, encoding: .utf8)
    try "just notes\n".write(
      to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
    let lines = try VTreeProcess.run(["find", "UIButton", "a.txt", "sub"], directory: folder)
    #expect(lines.status == 0)
    #expect(
      lines.stdoutLines == [
        "a.txt:8: UIWindow › UITableView › MyApp.AccountCell › UIButton 0xd (280 7; 30 30) hidden",
        "sub/b.txt:8: UIWindow › UITableView › MyApp.AccountCell › UIButton 0xd (280 7; 30 30) hidden",
      ])
    // A folder's file without a hierarchy is skipped with a note.
    let counts = try VTreeProcess.run(["find", "UILabel", ".", "--count"], directory: folder)
    #expect(counts.status == 0)
    #expect(counts.stdoutLines == ["./a.txt:2", "./sub/b.txt:2"])
    #expect(counts.stderr.contains("notes.txt: note: skipped"))
    let json = try VTreeProcess.run(
      ["find", "UILabel", "a.txt", "sub/b.txt", "--format", "json"], directory: folder)
    let document = try JSONTree.object(json.stdout)
    #expect(document["count"] as? Int == 4)
    let matches = try #require(document["matches"] as? [[String: Any]])
    #expect(matches.map { $0["file"] as? String } == ["a.txt", "a.txt", "sub/b.txt", "sub/b.txt"])
    let files = try #require(document["files"] as? [[String: Any]])
    #expect(files.map { $0["count"] as? Int } == [2, 2])
    // Nothing anywhere: 1. A named file without a hierarchy: 2, the others still searched.
    let none = try VTreeProcess.run(["find", "UISwitch", "a.txt", "sub"], directory: folder)
    #expect(none.status == 1)
    let named = try VTreeProcess.run(["find", "UILabel", "a.txt", "notes.txt"], directory: folder)
    #expect(named.status == 2)
    #expect(named.stdoutLines.count == 2)
    #expect(named.stderr.contains("notes.txt: error: no view hierarchy found"))
  }

  @Test("the path names the match's own root, then '…' and its two nearest ancestors")
  func abbreviatedPaths() throws {
    let dump = """
      <UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x2>>
      <UITextEffectsWindow: 0x3; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x4>>
         | <UIView: 0x5; frame = (0 0; 320 480); layer = <CALayer: 0x6>>
         |    | <UIStackView: 0x7; frame = (0 0; 320 480); layer = <CALayer: 0x8>>
         |    |    | <UIScrollView: 0x9; frame = (0 0; 320 480); layer = <CALayer: 0xa>>
         |    |    |    | <UILabel: 0xb; frame = (0 0; 10 10); layer = <CALayer: 0xc>>

      """
    let result = try VTreeProcess.run(["find", "UILabel, UIStackView, :root", "-"], stdin: dump)
    #expect(
      result.stdoutLines.map { $0.prefix { $0 != "0" } } == [
        "1: UIWindow ", "2: UITextEffectsWindow ",
        "4: UITextEffectsWindow › UIView › UIStackView ",
        "6: UITextEffectsWindow › … › UIStackView › UIScrollView › UILabel ",
      ])
  }

  @Test("--subtree shows nested matches once, with their ancestors")
  func nestedSubtrees() throws {
    let result = try VTreeProcess.run(
      ["find", "UITableView, UITableViewCell, UILabel", "-", "--subtree"], stdin: Self.dump)
    #expect(result.stdoutLines.count == 7)
  }

  @Test("baseClass counts as the class; child combinator; attribute tests")
  func selectors() throws {
    let cells = try VTreeProcess.run(["find", "UITableViewCell", "-", "--count"], stdin: Self.dump)
    #expect(cells.stdout == "2\n")
    let child = try VTreeProcess.run(
      ["find", #"UITableViewCell > UILabel[text^="Sign"]"#, "-", "--count"], stdin: Self.dump)
    #expect(child.stdout == "1\n")
    let hidden = try VTreeProcess.run(
      ["find", "UIButton[hidden]", "-", "--count"], stdin: Self.dump)
    #expect(hidden.stdout == "1\n")
  }

  @Test("--tree prints the matches with their ancestors only, the matches marked ▶")
  func prunedTree() throws {
    let result = try VTreeProcess.run(["find", "UIButton", "-", "--tree"], stdin: Self.dump)
    #expect(result.status == 0)
    #expect(
      result.stdoutLines == [
        "UIWindow 0x1 (0 0; 320 480)",
        "└─ UITableView 0x3 (0 0; 320 480)",
        "   └─ MyApp.AccountCell 0x9 (0 44; 320 44) : UITableViewCell",
        "      └─ ▶ UIButton 0xd (280 7; 30 30) hidden",
      ])
  }

  @Test("--subtree adds the matches' descendants")
  func prunedSubtree() throws {
    let result = try VTreeProcess.run(
      ["find", "MyApp.AccountCell", "-", "--tree", "--subtree"], stdin: Self.dump)
    #expect(result.stdoutLines.count == 5)
    #expect(result.stdoutLines.last == "      └─ UIButton 0xd (280 7; 30 30) hidden")
    #expect(result.stdoutLines.filter { $0.contains("▶") }.count == 1)
    #expect(result.stdoutLines[2].contains("└─ ▶ MyApp.AccountCell"))
  }

  @Test("--format json lists matches with line, class, frame, text and path")
  func json() throws {
    let result = try VTreeProcess.run(
      ["find", "UILabel", "-", "--format", "json"], stdin: Self.dump)
    let object = try JSONTree.object(result.stdout)
    #expect(object["count"] as? Int == 2)
    let first = try #require((object["matches"] as? [[String: Any]])?.first)
    #expect(first["line"] as? Int == 5)
    #expect(first["class"] as? String == "UILabel")
    #expect(first["path"] as? [String] == ["UIWindow", "UITableView", "UITableViewCell"])
    #expect(JSONTree.number((first["frame"] as? [String: Any])?["width"]) == 200)
    #expect(first["text"] as? String == "Sign in")
    let buttons = try JSONTree.object(
      try VTreeProcess.run(["find", "UIButton", "-", "--format", "json"], stdin: Self.dump).stdout)
    let button = try #require((buttons["matches"] as? [[String: Any]])?.first)
    #expect(button["text"] == nil)
  }

  @Test("--count with --format json prints the count as JSON, not a bare number")
  func countAsJSON() throws {
    let result = try VTreeProcess.run(
      ["find", "UILabel", "-", "--count", "--format", "json"], stdin: Self.dump)
    #expect(result.status == 0)
    let object = try JSONTree.object(result.stdout)
    #expect(object["count"] as? Int == 2)
    #expect(object["matches"] == nil)
    let none = try VTreeProcess.run(
      ["find", "UISlider", "-", "--count", "--format", "json"], stdin: Self.dump)
    #expect(none.status == 1)
    #expect(try JSONTree.object(none.stdout)["count"] as? Int == 0)
  }

  @Test("exit 1 when nothing matches, 2 with the column of a bad selector")
  func exitStatuses() throws {
    let none = try VTreeProcess.run(["find", "UISwitch", "-"], stdin: Self.dump)
    #expect(none.status == 1)
    #expect(none.stdout.isEmpty)
    let bad = try VTreeProcess.run(["find", "UILabel[", "-"], stdin: Self.dump)
    #expect(bad.status == 2)
    #expect(bad.stderr.hasPrefix("selector:1:9: error:"))
  }

  @Test("a regular expression PCRE2 cannot run to its end is an error, not 'nothing matched'")
  func regexLimitIsAnError() throws {
    let long = String(repeating: "a", count: 5000) + "!"
    let dump = "<UILabel: 0x1; frame = (0 0; 10 10); text = '\(long)'>\n"
    let result = try VTreeProcess.run(["find", "[text~=/^(a|b|ab)*!/]", "-"], stdin: dump)
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("selector: error: the regular expression could not be run"))
    #expect(result.stdout.isEmpty)
  }

  @Test("an input without a hierarchy is exit 2, not 'nothing matched'")
  func noHierarchyIsTrouble() throws {
    let result = try VTreeProcess.run(
      ["find", "UILabel", "-"], stdin: "root:x:0:0::/root:/bin/sh\n")
    #expect(result.status == 2)
    #expect(result.stderr.contains("error: no view hierarchy found"))
  }

  @Test("a selector that names a file gets a note: the selector was probably forgotten")
  func selectorNamingAFile() throws {
    let path = try VTreeProcess.temporaryFile(Self.dump)
    let result = try VTreeProcess.run(["find", path], stdin: Self.dump)
    #expect(result.stderr.contains("note: the selector '\(path)' is also a file's name"))
  }
}
