import Testing

@Suite("vtree print --format dump")
struct DumpFormatTests {
  @Test("writes canonical recursiveDescription text, without the session around it")
  func canonicalText() throws {
    let result = try VTreeProcess.run(
      ["print", "-", "--format", "dump"], stdin: Dumps.windowSession)
    #expect(result.status == 0)
    // The window dump is already in UIKit's own layout, so only the prompts and blank line go.
    #expect(result.stdout == Dumps.window)
  }

  @Test("re-indents a comment-prefixed, CRLF paste into UIKit's markers")
  func normalizes() throws {
    let paste =
      [
        "        // <UIView: 0x1; frame = (0 0; 10 10); layer = <CALayer: 0x2>>",
        "        //    | <UILabel: 0x3; frame = (0 0; 5 5); text = 'Hi'; layer = <CALayer: 0x4>>",
        "        //    |    | <UIView: 0x5; frame = (1 2; 3 4)>",
      ].joined(separator: "\r\n") + "\r\n"
    let result = try VTreeProcess.run(["print", "-", "--format", "dump"], stdin: paste)
    #expect(
      result.stdoutLines == [
        "<UIView: 0x1; frame = (0 0; 10 10); layer = <CALayer: 0x2>>",
        "   | <UILabel: 0x3; frame = (0 0; 5 5); text = 'Hi'; layer = <CALayer: 0x4>>",
        "   |    | <UIView: 0x5; frame = (1 2; 3 4)>",
      ])
    #expect(!result.stdout.contains("\r"))
  }

  @Test("--depth applies to the dump")
  func depth() throws {
    let result = try VTreeProcess.run(
      ["print", "-", "--format", "dump", "--depth", "1"], stdin: Dumps.window)
    let expected = Dumps.window.split(separator: "\n").prefix(2).map(String.init)
    #expect(result.stdoutLines == expected)
  }

  /// The dump's promise: parse → dump → parse gives the same tree. Line numbers differ (the
  /// dump drops skipped lines), so they are left out of the comparison.
  @Test("feeding the dump back gives the same tree", arguments: RoundTripCase.all)
  func roundTrip(_ input: RoundTripCase) throws {
    let original = try VTreeProcess.run(["print", "-", "--format", "json"], stdin: input.text)
    #expect(original.status == 0)
    let dump = try VTreeProcess.run(["print", "-", "--format", "dump"], stdin: input.text)
    #expect(dump.status == 0)
    let reparsed = try VTreeProcess.run(
      ["print", "-", "--format", "json"], stdin: dump.stdoutBytes)
    #expect(reparsed.status == 0)

    let before = try JSONTree.roots(original.stdout)
    let after = try JSONTree.roots(reparsed.stdout)
    #expect(!before.isEmpty)
    #expect(JSONTree.outline(after) == JSONTree.outline(before))
    #expect(try JSONTree.canonicalWithoutLines(after) == JSONTree.canonicalWithoutLines(before))
  }
}

struct RoundTripCase: Sendable, CustomTestStringConvertible {
  let name: String
  let text: String
  var testDescription: String { name }

  static let all = [
    RoundTripCase(name: "lldb session", text: Dumps.windowSession),
    RoundTripCase(
      name: "comment-prefixed with elision",
      text: """
            // <UIView: 0x1; frame = (0 0; 10 10); layer = <CALayer: 0x2>>
            //    | <UILabel: 0x3; frame = (0 0; 5 5); text = 'Hi'; layer = <CALayer: 0x4>>
            //    | ...
            //    | <UIButton: 0x5; frame = (0 0; 5 5); hidden = YES; layer = <CALayer: 0x6>>

        """),
    RoundTripCase(
      name: "layer row and truncated last line",
      text: """
        <UIView: 0x1; frame = (0 0; 10 10); layer = <CALayer: 0x2>>
           | <CALayer: 0x5; position = CGPoint (0 0)> (layer)
           | <UILabel: 0x3; frame = (0 0; 5 5); alpha = 0; text = 'cut off here

        """),
    RoundTripCase(
      name: "two dumps in one session",
      text: """
        (lldb) po a
        <UIView: 0x1; frame = (0 0; 10 10)>
        (lldb) po b
        <UIView: 0x7; frame = (0 0; 20 20)>
           | <UILabel: 0x3; frame = (0 0; 5 5); text = 'x'>

        """),
    RoundTripCase(
      name: "printHierarchy (view controllers)",
      text: """
        <UINavigationController 0x150053400>, state: appeared, view: <UILayoutContainerView 0x14fe278a0>
           | <App.SplashController 0x14fe27540>, state: disappeared, view: <UIView 0x15101a8a0> not in the window
           |    | <App.HomeController 0x14fe55d50>, state: disappeared, view: <UIView 0x14fe5d4a0> not in the window

        """),
  ]
}
