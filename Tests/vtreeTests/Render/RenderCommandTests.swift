import Foundation
import Testing

@Suite("vtree render")
struct RenderCommandTests {
  /// A window with a label, a small button, a hidden view and a frameless layer (line 7).
  static let dump = """
    (lldb) po [[UIWindow keyWindow] recursiveDescription]
    <UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x2>>
       | <UIView: 0x3; frame = (0 0; 320 240); layer = <CALayer: 0x4>>
       |    | <UILabel: 0x5; frame = (20 40; 200 60); text = 'Sign in'; layer = <_UILabelLayer: 0x6>>
       |    | <UIButton: 0x7; frame = (240 40; 30 30); layer = <CALayer: 0x8>>
       | <UIView: 0x9; frame = (0 240; 320 240); hidden = YES; layer = <CALayer: 0xa>>
       | <CALayer: 0xb> (layer)

    """

  static func outputPath(_ name: String) throws -> String {
    try VTreeProcess.temporaryFile("", name: name)
  }

  static func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  /// The output is written in place: a link stays a link to the file it names, and an
  /// existing file keeps its permissions (a device such as /dev/null stays a device).
  @Test("-o writes through a link and keeps an existing file's mode")
  func writesInPlace() throws {
    let manager = FileManager.default
    let target = try Self.outputPath("target.svg")
    try manager.setAttributes([.posixPermissions: 0o600], ofItemAtPath: target)
    let link = URL(fileURLWithPath: target).deletingLastPathComponent()
      .appendingPathComponent("link.svg").path
    try manager.createSymbolicLink(atPath: link, withDestinationPath: target)
    let result = try VTreeProcess.run(["render", "-", "-o", link], stdin: Self.dump)
    #expect(result.status == 0)
    #expect(try manager.destinationOfSymbolicLink(atPath: link) == target)
    #expect(try String(contentsOfFile: target, encoding: .utf8).contains("<svg "))
    let mode = try manager.attributesOfItem(atPath: target)[.posixPermissions] as? NSNumber
    #expect(mode?.intValue == 0o600)
  }

  @Test("-o file.svg writes one rect per framed node and notes the frameless ones")
  func svgFile() throws {
    let path = try Self.outputPath("screen.svg")
    let result = try VTreeProcess.run(["render", "-", "-o", path], stdin: Self.dump)
    #expect(result.status == 0)
    #expect(result.stdout.isEmpty)
    #expect(result.stderrLines == ["<stdin>: note: 1 node without a frame not drawn (line 7)"])
    let svg = try String(contentsOfFile: path, encoding: .utf8)
    #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
    #expect(Self.count("<rect ", in: svg) == 5)
    #expect(
      svg.contains(
        #"<rect data-node="2" data-line="4" data-depth="2" class="node" x="20" y="40" width="200" height="60""#
      ))
    #expect(svg.contains(#"data-node="4" data-line="6" data-depth="1" class="node hidden""#))
  }

  @Test("the format follows -o's extension, --format, or standard output's kind")
  func formats() throws {
    let html = try Self.outputPath("screen.html")
    #expect(try VTreeProcess.run(["render", "-", "-o", html], stdin: Self.dump).status == 0)
    #expect(try String(contentsOfFile: html, encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
    let piped = try VTreeProcess.run(["render", "-"], stdin: Self.dump)
    #expect(piped.stdout.hasPrefix("<?xml"), "a pipe gets SVG")
    let forced = try VTreeProcess.run(["render", "-", "--format", "html"], stdin: Self.dump)
    #expect(forced.stdout.hasPrefix("<!DOCTYPE html>"))
    let dash = try VTreeProcess.run(
      ["render", "-", "-o", "-", "--ascii", "--width", "20"], stdin: Self.dump)
    #expect(dash.stdoutLines.first?.hasPrefix("<stdin>: 5 nodes in 320 × 480 pt") == true)
  }

  @Test("--ascii draws boxes scaled to --width and --height")
  func ascii() throws {
    let result = try VTreeProcess.run(
      ["render", "-", "--ascii", "--width", "33", "--height", "12"], stdin: Self.dump)
    #expect(result.status == 0)
    #expect(
      result.stdoutLines == [
        "<stdin>: 5 nodes in 320 × 480 pt, 1 column = 21.82 pt",
        "┌UIView────────┐",
        "│┌UILabel─┐┌┐  │",
        "│└────────┘└┘  │",
        "│              │",
        "│              │",
        "│              │",
        "├UIView────────┤",
        "│              │",
        "│              │",
        "│              │",
        "│              │",
        "└──────────────┘",
      ])
  }

  @Test("--root draws the first match's subtree; no match exits 1")
  func root() throws {
    let result = try VTreeProcess.run(
      ["render", "-", "--root", "UIView", "--ascii", "--width", "33", "--height", "12"],
      stdin: Self.dump)
    #expect(result.status == 0)
    #expect(
      result.stderrLines == ["<stdin>: note: --root matched 2 nodes; drawing the first (line 3)"])
    #expect(result.stdoutLines.first == "<stdin>: 3 nodes in 320 × 240 pt, 1 column = 10.91 pt")
    #expect(result.stdoutLines[3] == "│ ┌UILabel──────────┐ ┌U…┐   │")
    #expect(result.stdoutLines[4] == "│ │'Sign in'        │ └──┘   │")
    let none = try VTreeProcess.run(["render", "-", "--root", "UITableView"], stdin: Self.dump)
    #expect(none.status == 1)
    #expect(none.stderrLines == ["<stdin>: error: --root 'UITableView' matched no node"])
  }

  @Test("--select marks matches and dims the rest; lint findings are highlighted unless --no-lint")
  func selectAndLint() throws {
    let selected = try VTreeProcess.run(["render", "-", "--select", "UILabel"], stdin: Self.dump)
    #expect(Self.count("class=\"node match\"", in: selected.stdout) == 1)
    #expect(Self.count(" dimmed\"", in: selected.stdout) == 4)
    // The 30 × 30 button is a small touch target.
    let linted = try VTreeProcess.run(["render", "-"], stdin: Self.dump)
    #expect(linted.stdout.contains("class=\"node finding warning\""))
    #expect(linted.stdout.contains("[small-touch-target]</title>"))
    let plain = try VTreeProcess.run(["render", "-", "--no-lint"], stdin: Self.dump)
    #expect(!plain.stdout.contains("finding"))
  }

  @Test("usage errors exit 2: unknown extension, bad selector, contradicting options")
  func usageErrors() throws {
    let png = try VTreeProcess.run(["render", "-", "-o", "out.png"], stdin: Self.dump)
    #expect(png.status == 2)
    #expect(
      png.stderr.contains(
        "Cannot tell the format from 'out.png': name it .svg, .html (or .htm) or .txt (ascii), "
          + "or pass --format."))
    let selector = try VTreeProcess.run(["render", "-", "--select", "[["], stdin: Self.dump)
    #expect(selector.status == 2)
    #expect(selector.stderrLines.first?.hasPrefix("selector:1:2: error:") == true)
    let both = try VTreeProcess.run(
      ["render", "-", "--ascii", "--format", "svg"], stdin: Self.dump)
    #expect(both.status == 2)
    let huge = try VTreeProcess.run(
      ["render", "-", "--ascii", "--width", "100000", "--height", "100000"], stdin: Self.dump)
    #expect(huge.status == 2)
    #expect(huge.stderr.contains("--width must be between 10 and 1000."))
    let unwritable = try VTreeProcess.run(
      ["render", "-", "-o", "/nonexistent-directory/out.svg"], stdin: Self.dump)
    #expect(unwritable.status == 2)
    #expect(unwritable.stderr.contains("/nonexistent-directory/out.svg: error: cannot write"))
  }

  @Test("a terminal size from the environment is capped at 1,000 cells a side")
  func hugeTerminal() throws {
    let result = try VTreeProcess.run(
      ["render", "-", "--ascii"], stdin: Self.dump,
      environment: ["COLUMNS": "10000000", "LINES": "10000000"])
    #expect(result.status == 0)
    #expect(result.stdoutLines.dropFirst().map(\.count).max() == 1000)
  }

  @Test("a hierarchy without frames exits 1 with a message")
  func nothingToDraw() throws {
    let result = try VTreeProcess.run(
      ["render", "-"],
      stdin:
        "<UINavigationController 0x150053400>, state: appeared, view: <UILayoutContainerView 0x14fe278a0>\n"
    )
    #expect(result.status == 1)
    #expect(
      result.stderrLines.last
        == "<stdin>: error: nothing to draw: no node has a frame (1 node read)")
  }

  @Test("a hierarchy without frames: the explorer shows its tree; svg and ascii exit 1")
  func framelessExplorer() throws {
    let dump = """
      <UINavigationController 0x150053400>, state: appeared, view: <UILayoutContainerView 0x14fe278a0>
         | <MyApp.ListController 0x150054000>, state: appeared, view: <UITableView 0x14fe27000>

      """
    let directory = URL(fileURLWithPath: try VTreeProcess.temporaryFile(dump))
      .deletingLastPathComponent()
    let html = directory.appendingPathComponent("tree.html").path
    let result = try VTreeProcess.run(["render", "-", "-o", html], stdin: dump)
    #expect(result.status == 0)
    #expect(
      result.stderrLines.last
        == "<stdin>: note: no node has a frame (2 nodes read); the explorer shows the tree only")
    let page = try String(contentsOfFile: html, encoding: .utf8)
    #expect(page.contains("No node of this dump has a frame"))
    #expect(page.contains("MyApp.ListController"))
    #expect(!page.contains("<svg"))
    let svg = try VTreeProcess.run(
      ["render", "-", "-o", directory.appendingPathComponent("tree.svg").path], stdin: dump)
    #expect(svg.status == 1)
  }

  @Test("dump text reaches the terminal escaped")
  func terminalSafety() throws {
    let result = try VTreeProcess.run(
      ["render", "-", "--ascii", "--width", "60", "--height", "10"],
      stdin:
        "<UILabel: 0x1; frame = (0 0; 300 100); text = 'a\u{1B}[2Jb'; layer = <CALayer: 0x2>>\n")
    #expect(result.status == 0)
    #expect(!result.stdout.contains("\u{1B}"))
    #expect(result.stdout.contains("'a\\u{1B}[2Jb'"))
    #expect(result.stdoutLines.first == "<stdin>: 1 node in 300 × 100 pt, 1 column = 5.56 pt")
  }
}
