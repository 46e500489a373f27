import Foundation
import Testing

/// The HTML explorer in a real browser: headless Chromium loads the page written by
/// `vtree render`, and the tests read the DOM it left (the page marks `<html>` once its
/// script ran without throwing), its console, and a screenshot's pixels.
@Suite("Render in a browser", .serialized)
struct RenderBrowserTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static let sample = packageRoot.appendingPathComponent("Samples/settings-table.txt").path

  /// Renders `dump` (a path) to an HTML file and returns its URL.
  static func page(_ dump: String, _ extra: [String] = []) throws -> URL {
    let directory = try ScratchDirectory.make()
    let html = directory.appendingPathComponent("page.html")
    let result = try VTreeProcess.run(["render", dump, "-o", html.path] + extra)
    #expect(result.status == 0, "\(result.stderr)")
    return html
  }

  static func attribute(_ name: String, in dom: String) -> String? {
    guard let start = dom.range(of: " \(name)=\"") else { return nil }
    guard let end = dom[start.upperBound...].firstIndex(of: "\"") else { return nil }
    return String(dom[start.upperBound..<end])
  }

  @Test func pageRunsItsScriptWithoutErrors() throws {
    guard let chromium = HeadlessChromium.find() else { return print(HeadlessChromium.missingNote) }
    let page = try Self.page(Self.sample)
    defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
    let output = try chromium.dumpDOM(page)
    let dom = output.stdout
    #expect(Self.attribute("data-vtree-ready", in: dom) == "67", "\(output.stderr)")
    #expect(Self.attribute("data-vtree-error", in: dom) == nil)
    #expect(output.consoleLines.isEmpty, "\(output.consoleLines)")
    #expect(Self.attribute("data-vtree-mode", in: dom) == "2d")
    // The tree list is built, and virtualized: only the rows in view and a margin exist.
    let rows = dom.components(separatedBy: "class=\"row").count - 1
    #expect(rows > 20 && rows < 67, "\(rows) rows")
    #expect(dom.contains("Anna Müller"))
  }

  @Test func explodedViewBuildsOneLayerPerFramedNode() throws {
    guard let chromium = HeadlessChromium.find() else { return print(HeadlessChromium.missingNote) }
    let page = try Self.page(Self.sample)
    defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
    let url = try #require(URL(string: page.absoluteString + "#3d"))
    let output = try chromium.dumpDOM(url)
    #expect(Self.attribute("data-vtree-mode", in: output.stdout) == "3d")
    #expect(Self.attribute("data-vtree-layers", in: output.stdout) == "66")
    #expect(Self.attribute("data-vtree-error", in: output.stdout) == nil)
    #expect(output.consoleLines.isEmpty, "\(output.consoleLines)")
  }

  /// A script run after the page's own: it clicks, types and presses keys as a user would,
  /// and records what the page showed in `data-drive` on `<html>`.
  static let driver = """
    <script>
    (function () {
      var html = document.documentElement;
      var seen = [];
      function key(target, name) {
        target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));
      }
      var tree = document.getElementById('tree');
      var search = document.getElementById('search');
      document.querySelector('#wireframe rect[data-node="12"]')
        .dispatchEvent(new MouseEvent('click', { bubbles: true }));
      seen.push(document.querySelector('.row.selected .cls').textContent);
      seen.push(document.querySelectorAll('#wireframe rect.selected').length);
      search.value = 'NoSuchClass';
      key(search, 'Enter');
      seen.push(document.getElementById('search-count').textContent);
      key(tree, 'ArrowDown');
      key(tree, 'ArrowUp');
      key(search, 'Escape');
      search.value = 'uiswitch';
      key(search, 'Enter');
      seen.push(document.getElementById('search-count').textContent);
      seen.push(document.querySelector('#details h2').textContent.split(' ')[0]);
      html.setAttribute('data-drive', seen.join('|'));
    })();
    </script>
    """

  @Test func clicksSearchAndKeysWorkWithoutErrors() throws {
    guard let chromium = HeadlessChromium.find() else { return print(HeadlessChromium.missingNote) }
    let page = try Self.page(Self.sample)
    defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
    let html = try String(contentsOf: page, encoding: .utf8)
    try html.replacingOccurrences(of: "</body>", with: Self.driver + "</body>")
      .write(to: page, atomically: false, encoding: .utf8)
    let output = try chromium.dumpDOM(page)
    let dom = output.stdout
    // Node 12 is the account cell's second label; the sample has two switches.
    #expect(
      Self.attribute("data-drive", in: dom)
        == "UILabel|1|0 matches|2 matches|UISwitch", "\(output.stderr)")
    #expect(Self.attribute("data-vtree-error", in: dom) == nil)
    #expect(output.consoleLines.isEmpty, "\(output.consoleLines)")
  }

  /// Wheel, drag, `0` and the exploded view's wheel, as a user would, recording the wireframe's
  /// viewBox and zoom after each in `data-zoom-drive`.
  static let zoomDriver = """
    <script>
    (function () {
      var html = document.documentElement;
      var svg = document.querySelector('#wireframe svg');
      var seen = [];
      function box() { return svg.getAttribute('viewBox'); }
      var home = box();
      var r = svg.getBoundingClientRect();
      var cx = r.left + r.width / 2, cy = r.top + r.height / 2;
      svg.dispatchEvent(new WheelEvent('wheel',
        { deltaY: -200, clientX: cx, clientY: cy, bubbles: true, cancelable: true }));
      var zoomed = box().split(' ').map(Number);
      seen.push(zoomed[2] < Number(home.split(' ')[2]) ? 'narrower' : 'same');
      seen.push(html.getAttribute('data-vtree-zoom'));
      var selectedBefore = document.querySelectorAll('#wireframe rect.selected').length;
      var rect = document.querySelector('#wireframe rect[data-node="12"]');
      rect.dispatchEvent(new PointerEvent('pointerdown',
        { clientX: cx, clientY: cy, button: 0, bubbles: true }));
      window.dispatchEvent(new PointerEvent('pointermove', { clientX: cx + 60, clientY: cy }));
      window.dispatchEvent(new PointerEvent('pointerup', { clientX: cx + 60, clientY: cy }));
      rect.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      var panned = box().split(' ').map(Number);
      seen.push(panned[0] < zoomed[0] ? 'moved left' : 'not moved');
      seen.push(document.querySelectorAll('#wireframe rect.selected').length === selectedBefore
        ? 'no selection' : 'selected');
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: '0', bubbles: true }));
      seen.push(box() === home ? 'home' : box());
      document.getElementById('mode-3d').click();
      document.getElementById('layers').dispatchEvent(new WheelEvent('wheel',
        { deltaY: -200, bubbles: true, cancelable: true }));
      seen.push(Number(html.getAttribute('data-vtree-zoom')) > 1 ? '3d zoomed' : '3d same');
      var layers = document.getElementById('layers');
      var stage = layers.querySelector('.stage');
      function drag3d(dx, shift) {
        layers.dispatchEvent(new PointerEvent('pointerdown',
          { clientX: 100, clientY: 100, shiftKey: shift, bubbles: true }));
        window.dispatchEvent(new PointerEvent('pointermove', { clientX: 100 + dx, clientY: 100 }));
        window.dispatchEvent(new PointerEvent('pointerup', { clientX: 100 + dx, clientY: 100 }));
      }
      drag3d(50, false);
      seen.push(stage.style.transform.indexOf('rotateY(-10deg)') >= 0 ? 'rotated'
        : stage.style.transform);
      drag3d(40, true);
      seen.push(stage.style.transform.indexOf('+ 40px') >= 0 ? 'shifted' : stage.style.transform);
      html.setAttribute('data-zoom-drive', seen.join('|'));
    })();
    </script>
    """

  @Test func wheelZoomsDragPansAndZeroFits() throws {
    guard let chromium = HeadlessChromium.find() else { return print(HeadlessChromium.missingNote) }
    let page = try Self.page(Self.sample)
    defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
    let html = try String(contentsOf: page, encoding: .utf8)
    try html.replacingOccurrences(of: "</body>", with: Self.zoomDriver + "</body>")
      .write(to: page, atomically: false, encoding: .utf8)
    let output = try chromium.dumpDOM(page)
    let dom = output.stdout
    #expect(
      Self.attribute("data-zoom-drive", in: dom)
        == "narrower|1.492|moved left|no selection|home|3d zoomed|rotated|shifted",
      "\(output.stderr)")
    #expect(Self.attribute("data-vtree-error", in: dom) == nil)
    #expect(output.consoleLines.isEmpty, "\(output.consoleLines)")
  }

  @Test func framelessDumpShowsItsTree() throws {
    guard let chromium = HeadlessChromium.find() else { return print(HeadlessChromium.missingNote) }
    let dump = try VTreeProcess.temporaryFile(
      """
      <UINavigationController 0x150053400>, state: appeared, view: <UILayoutContainerView 0x14fe278a0>
         | <MyApp.ListController 0x150054000>, state: appeared, view: <UITableView 0x14fe27000>

      """)
    let page = try Self.page(dump)
    defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
    for url in [page, try #require(URL(string: page.absoluteString + "#3d"))] {
      let output = try chromium.dumpDOM(url)
      let dom = output.stdout
      #expect(Self.attribute("data-vtree-ready", in: dom) == "2", "\(output.stderr)")
      #expect(Self.attribute("data-vtree-error", in: dom) == nil)
      #expect(output.consoleLines.isEmpty, "\(output.consoleLines)")
      #expect(dom.contains("MyApp.ListController"))
    }
  }

  @Test func treeMarksSelectMatchesAndDimsTheRest() throws {
    guard let chromium = HeadlessChromium.find() else { return print(HeadlessChromium.missingNote) }
    let page = try Self.page(Self.sample, ["--select", "UISwitch"])
    defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
    let output = try chromium.dumpDOM(page)
    let dom = output.stdout
    // Row 19 is the first switch (line 20).
    #expect(dom.contains(#"<div class="row match" data-row="19""#), "\(output.stderr)")
    #expect(dom.contains(#"<div class="row dimmed" data-row="0""#))
    #expect(Self.attribute("data-vtree-error", in: dom) == nil)
  }

  @Test func screenshotShowsTheTreeAndTheWireframe() throws {
    guard let chromium = HeadlessChromium.find() else { return print(HeadlessChromium.missingNote) }
    let page = try Self.page(Self.sample)
    defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
    let image = try PNGImage(try chromium.screenshot(page, windowSize: "1000,700"))
    #expect(image.width == 1000 && image.height == 700)
    // A blank page is one color; text, outlines in eight depth colors and anti-aliasing
    // give hundreds.
    #expect(image.distinctColors() > 50)
    // The right half, where the wireframe is, holds outline colors too, not just background.
    var rightHalf = Set<[UInt8]>()
    for y in stride(from: 50, to: 700, by: 2) {
      for x in stride(from: 560, to: 1000, by: 2) { rightHalf.insert(image.color(x: x, y: y)) }
    }
    #expect(rightHalf.count > 20)
  }

  @Test func hostileDumpInjectsNothing() throws {
    guard let chromium = HeadlessChromium.find() else { return print(HeadlessChromium.missingNote) }
    let dump = try VTreeProcess.temporaryFile(
      """
      <UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x10>>
         | <UILabel: 0x2; frame = (16 12; 300 40); text = '</script><script>document.documentElement.setAttribute("data-injected", 1)</script>'; layer = <_UILabelLayer: 0x20>>
         | <UILabel: 0x3; frame = (16 60; 300 40); text = '<img src=x onerror="document.documentElement.setAttribute(\\'data-injected\\', 2)"> \u{2028} &amp;'; layer = <_UILabelLayer: 0x30>>
         | <UIView: 0x4; frame = (0 100; 390 40); accessibilityIdentifier = "--></svg><svg onload=alert(1)>"; layer = <CALayer: 0x40>>

      """)
    let page = try Self.page(dump)
    defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
    let output = try chromium.dumpDOM(page)
    let dom = output.stdout
    #expect(Self.attribute("data-vtree-ready", in: dom) == "4", "\(output.stderr)")
    #expect(Self.attribute("data-injected", in: dom) == nil)
    #expect(Self.attribute("data-vtree-error", in: dom) == nil)
    #expect(output.consoleLines.isEmpty, "\(output.consoleLines)")
    #expect(dom.components(separatedBy: "<script").count - 1 == 2)
    #expect(!dom.contains("<img"))
    #expect(dom.components(separatedBy: "<svg").count - 1 == 1)
  }
}
