/// Writes deterministic, realistic `recursiveDescription` dumps of any size, for benchmarks and
/// tests: the same seed and node count always give the same bytes, on every platform.
///
/// The tree is built depth-first under a line quota: every emitting call is a no-op once the quota
/// is spent, so whatever has been written is always a valid depth-first prefix, and containers
/// that loop "while there is quota" make the total come out exact.
public struct DumpGenerator: Sendable {
  private static let maxDepth = 24

  private var random: SeededRandom
  private var buffer: [UInt8] = []
  private var quota = 0
  private var viewAddress: UInt64 = 0
  private var layerAddress: UInt64 = 0
  private var colorAddresses: [UInt64] = []
  private var screen = Screen(width: 390, height: 844, top: 47, bottom: 34)
  private var indents: [[UInt8]]
  /// Where the last scroll view's `contentSize` numbers were written, so that they can be set
  /// to the extent of the cells once those are written.
  private var lastContentSize: (width: Range<Int>, height: Range<Int>)?

  public init(seed: UInt64) {
    random = SeededRandom(seed: seed)
    indents = (0...Self.maxDepth).map { depth in
      depth == 0 ? [] : Array(("   " + String(repeating: "|    ", count: depth - 1) + "| ").utf8)
    }
  }

  /// Appends a dump of exactly `nodeCount` nodes (lines) to `output` as UTF-8 bytes,
  /// '\n'-terminated lines.
  public mutating func write(nodeCount: Int, to output: inout [UInt8]) {
    precondition(nodeCount >= 0, "nodeCount must not be negative")
    guard nodeCount > 0 else { return }
    // Borrow the caller's array so the helpers can append to a stored property without copying.
    swap(&buffer, &output)
    defer { swap(&buffer, &output) }
    // Generous per-line estimate; growing at least geometrically keeps repeated calls linear.
    let needed = buffer.count + nodeCount * 240
    if needed > buffer.capacity {
      buffer.reserveCapacity(max(needed, buffer.capacity * 2))
    }
    startDump()
    quota = nodeCount
    window()
    precondition(quota == 0, "generator left \(quota) lines unwritten")
  }

  /// The same dump as `write(nodeCount:to:)`, as a string.
  public mutating func dump(nodeCount: Int) -> String {
    var bytes: [UInt8] = []
    write(nodeCount: nodeCount, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  // MARK: - Dump-wide choices

  private struct Screen {
    var width: Int
    var height: Int
    var top: Int
    var bottom: Int
  }

  private static let screens = [
    Screen(width: 390, height: 844, top: 47, bottom: 34),
    Screen(width: 393, height: 852, top: 59, bottom: 34),
    Screen(width: 430, height: 932, top: 59, bottom: 34),
    Screen(width: 428, height: 926, top: 47, bottom: 34),
    Screen(width: 414, height: 896, top: 48, bottom: 34),
    Screen(width: 375, height: 812, top: 44, bottom: 34),
    Screen(width: 414, height: 736, top: 20, bottom: 0),
    Screen(width: 375, height: 667, top: 20, bottom: 0),
  ]

  /// Simulator dumps put views at 0x7f… and layers at 0x600…; device dumps use short 9-digit
  /// heap addresses. A dump never mixes the two. Views sit on 32-byte boundaries and layers
  /// 16 bytes off them, so the two sequences can never produce the same address.
  private mutating func startDump() {
    screen = random.pick(Self.screens)
    if random.chance(percent: 60) {
      viewAddress = 0x7F80_0000_0000 + UInt64(random.below(0x7F_0000_0000)) & ~0x1F
      layerAddress = 0x6000_0000_0000 + UInt64(random.below(0x0FFF_0000)) & ~0x1F | 0x10
    } else {
      viewAddress = 0x1_0000_0000 + UInt64(random.below(0x6000_0000)) & ~0x1F
      layerAddress = 0x2_8000_0000 + UInt64(random.below(0x1000_0000)) & ~0x1F | 0x10
    }
    colorAddresses = DumpVocabulary.systemColorNames.map { _ in nextLayerAddress() }
  }

  /// Increasing addresses with irregular gaps look like a real heap and can never repeat.
  private mutating func nextViewAddress() -> UInt64 {
    let roll = random.next()
    let gap = roll & 0xFF < 3 ? (roll >> 8) & 0x7_FFE0 + 0x20 : ((roll >> 8) & 0x3F + 1) << 5
    viewAddress &+= gap
    return viewAddress
  }

  private mutating func nextLayerAddress() -> UInt64 {
    let roll = random.next()
    let gap = roll & 0xFF < 2 ? (roll >> 8) & 0x3_FFE0 + 0x20 : ((roll >> 8) & 0x1F + 1) << 5
    layerAddress &+= gap
    return layerAddress
  }

  // MARK: - Screen scaffolding

  private var fullScreen: Box {
    Box(points: 0, 0, screen.width, screen.height)
  }

  private mutating func window() {
    let full = fullScreen
    node(0, "UIWindow", full, Style(gestures: true, layer: "UIWindowLayer", quirky: false))
    let container = Style(autoresize: "W+H", quirky: false)
    node(1, "UITransitionView", full, container)
    node(2, "UIDropShadowView", full, container)
    let tabs = quota >= 120 && random.chance(percent: 60)
    var navDepth = 3
    if tabs {
      node(3, "UILayoutContainerView", full, container)
      node(4, "UITransitionView", full, container)
      node(5, "UIViewControllerWrapperView", full, container)
      navDepth = 6
    }
    let navBarLines = quota >= 60 ? random.within(9...16) : 0
    let tabBarLines = tabs ? random.within(12...22) : 0
    node(navDepth, "UILayoutContainerView", full, container)
    node(navDepth + 1, "UINavigationTransitionView", full, container)
    node(navDepth + 2, "UIViewControllerWrapperView", full, container)

    let topInset = screen.top + (navBarLines > 0 ? 44 : 0)
    let bottomInset = screen.bottom + (tabs ? 49 : 0)
    withReserve(navBarLines + tabBarLines) {
      $0.screenRoot(depth: navDepth + 3, topInset: topInset, bottomInset: bottomInset)
    }
    withReserve(tabBarLines) { $0.navigationBar(depth: navDepth + 1) }
    tabBar(depth: 4)
  }

  /// Runs `body` with `lines` held back from the quota, for siblings that come later.
  private mutating func withReserve(_ lines: Int, _ body: (inout DumpGenerator) -> Void) {
    let held = min(lines, quota)
    quota -= held
    body(&self)
    quota += held
  }

  private mutating func screenRoot(depth: Int, topInset: Int, bottomInset: Int) {
    let full = fullScreen
    let style = Style(autoresize: "W+H")
    switch random.below(4) {
    case 0:
      node(
        depth, named: random.pick(DumpVocabulary.customRootViews), base: "UIView", full, style)
    case 1: node(depth, named: random.pick(DumpVocabulary.hostingViews), base: nil, full, style)
    default: node(depth, "UIView", full, style)
    }
    guard quota > 12 else {
      fill(depth: depth + 1, width: screen.width, height: screen.height)
      return
    }
    let extras = min(quota / 8, random.within(1...5))
    withReserve(extras) {
      $0.scrollArea(depth: depth + 1, topInset: topInset, bottomInset: bottomInset)
    }
    while quota > 0 {
      overlay(depth: depth + 1)
    }
  }

  /// Larger budgets become several pages of content: child view controllers laid out side by side
  /// (all but the first outside the root's bounds), alternating tables and collections.
  private mutating func scrollArea(depth: Int, topInset: Int, bottomInset: Int) {
    var isTable = random.chance(percent: 55)
    guard quota > 600 else {
      scrollView(
        depth: depth, isTable: isTable, frame: fullScreen, topInset: topInset,
        bottomInset: bottomInset)
      return
    }
    let pageLines = quota > 30_000 ? 8_000...25_000 : quota / 4...quota / 2
    var page = 0
    while quota > 0 {
      var lines = random.within(pageLines)
      if quota - lines < pageLines.lowerBound / 2 {
        lines = quota
      }
      withReserve(quota - lines) {
        let frame = Box(points: page * $0.screen.width, 0, $0.screen.width, $0.screen.height)
        $0.node(depth, "UIView", frame, Style(autoresize: "W+H", quirky: false))
        $0.scrollView(
          depth: depth + 1, isTable: isTable, frame: $0.fullScreen, topInset: topInset,
          bottomInset: bottomInset)
      }
      isTable.toggle()
      page += 1
    }
  }

  private mutating func navigationBar(depth: Int) {
    let width = screen.width
    let top = screen.top
    let bar = Box(points: 0, top, width, 44)
    let background = Box(points: 0, -top, width, top + 44)
    let hairline = Box(sixths: 0, (top + 44) * 6, width * 6, 2)
    node(depth, "UINavigationBar", bar, Style(opaque: false, autoresize: "W", quirky: false))
    node(depth + 1, "_UIBarBackground", background, Style(interactive: false, quirky: false))
    node(depth + 2, "UIVisualEffectView", background.sized, Style(quirky: false))
    node(
      depth + 3, "_UIVisualEffectBackdropView", background.sized,
      Style(autoresize: "W+H", interactive: false, layer: "UICABackdropLayer", quirky: false))
    node(depth + 2, "_UIBarBackgroundShadowView", hairline, Style(quirky: false))
    node(
      depth + 3, "_UIBarBackgroundShadowContentImageView", hairline.sized,
      Style(autoresize: "W+H", interactive: false, quirky: false))
    node(depth + 1, "_UINavigationBarContentView", bar.sized, Style(quirky: false))
    let title = random.pick(DumpVocabulary.screenTitles)
    let titleWidth = min(textWidth(title), (width - 160) * 6)
    label(
      depth: depth + 2, text: title,
      frame: Box(sixths: (width * 6 - titleWidth) / 2, 70, titleWidth, 122), quirky: false)
    var right = width - 8
    while quota > 0 {
      let button = Box(points: right - 52, 0, 52, 44)
      right -= 60
      node(depth + 2, "_UIButtonBarButton", button, Style(quirky: false))
      node(depth + 3, "_UIModernBarButton", Box(sixths: 48, 70, 40 * 6 + 2, 122), Style())
      let title = random.pick(DumpVocabulary.buttonTitles)
      label(
        depth: depth + 4, name: "UIButtonLabel", text: title,
        frame: Box(sixths: 0, 0, min(textWidth(title), 40 * 6 + 2), 122))
    }
  }

  private mutating func tabBar(depth: Int) {
    guard quota > 0 else { return }
    let width = screen.width
    let height = 49 + screen.bottom
    let bar = Box(points: 0, screen.height - height, width, height)
    let hairline = Box(sixths: 0, -2, width * 6, 2)
    node(depth, "UITabBar", bar, Style(autoresize: "W+TM", gestures: true, quirky: false))
    node(depth + 1, "_UIBarBackground", bar.sized, Style(interactive: false, quirky: false))
    node(depth + 2, "UIVisualEffectView", bar.sized, Style(quirky: false))
    node(
      depth + 3, "_UIVisualEffectBackdropView", bar.sized,
      Style(autoresize: "W+H", interactive: false, layer: "UICABackdropLayer", quirky: false))
    node(depth + 2, "_UIBarBackgroundShadowView", hairline, Style(quirky: false))
    node(
      depth + 3, "_UIBarBackgroundShadowContentImageView", hairline.sized,
      Style(autoresize: "W+H", interactive: false, quirky: false))
    let tabs = 4
    let tabWidth = (width - 4) * 6 / tabs
    var index = 0
    while quota > 0 {
      let button = Box(sixths: 12 + (index % tabs) * tabWidth, 6, tabWidth - 12, 48 * 6)
      node(depth + 1, "UITabBarButton", button, Style(opaque: false))
      node(
        depth + 2, "UITabBarSwappableImageView",
        Box(sixths: (tabWidth - 12 - 172) / 2, 34, 172, 136),
        Style(opaque: false, interactive: false))
      let title = random.pick(DumpVocabulary.tabTitles)
      let titleWidth = min(textWidth(title), tabWidth - 24)
      label(
        depth: depth + 2, name: "UITabBarButtonLabel", text: title,
        frame: Box(sixths: (tabWidth - 12 - titleWidth) / 2, 202, titleWidth, 80))
      index += 1
    }
  }

  // MARK: - Scroll views and cells

  private mutating func scrollView(
    depth: Int, isTable: Bool, frame: Box, topInset: Int, bottomInset: Int
  ) {
    let width = frame.width / 6
    let insetGrouped = isTable && random.chance(percent: 40)
    let rowHeight = isTable ? random.pick([44, 44, 52, 60, 72, 88]) : 0
    let columns = random.pick([2, 3, 3, 4])
    let itemSide = (width * 6 - (columns - 1) * 12) / columns
    // The content height is set once the cells are written (`setContentSize`).
    let tail = ScrollTail(
      offsetY: -topInset * 6,
      width: frame.width,
      height: 0,
      top: topInset * 6,
      bottom: bottomInset * 6)
    let style = Style(
      clips: true, autoresize: "W+H", gestures: true, scroll: tail, quirky: false)
    lastContentSize = nil
    node(depth, isTable ? "UITableView" : "UICollectionView", frame, style)
    let contentSize = lastContentSize

    let indicatorLines = quota > 40 ? 4 : 0
    var contentHeight = 0
    withReserve(indicatorLines) {
      var index = 0
      var y = insetGrouped ? 35 * 6 : 0
      while $0.quota > 0 {
        if isTable {
          y += $0.tableRow(
            depth: depth + 1, index: index, y: y, width: width, rowHeight: rowHeight,
            inset: insetGrouped ? 20 : 0)
          contentHeight = y
        } else {
          let cell = Box(
            sixths: (index % columns) * (itemSide + 12), (index / columns) * (itemSide + 12),
            itemSide, itemSide)
          $0.collectionCell(depth: depth + 1, frame: cell)
          contentHeight = cell.y + cell.height
        }
        index += 1
      }
    }
    if let contentSize { setContentSize(contentSize, width: tail.width, height: contentHeight) }
    if indicatorLines > 0 {
      scrollIndicators(depth: depth + 1, frame: frame, topInset: topInset)
    }
  }

  /// Idle indicators are present but transparent, which is where many `alpha = 0` lines come from.
  private mutating func scrollIndicators(depth: Int, frame: Box, topInset: Int) {
    let width = frame.width / 6
    let height = frame.height / 6
    let style = Style(alpha: "0", autoresize: "LM", quirky: false)
    node(depth, "_UIScrollViewScrollIndicator", Box(points: width - 6, topInset + 3, 3, 60), style)
    node(depth + 1, "UIView", Box(points: 0, 0, 3, 60), Style(quirky: false))
    node(
      depth, "_UIScrollViewScrollIndicator", Box(points: 3, height - 6, width - 12, 3),
      Style(alpha: "0", autoresize: "TM", quirky: false))
    node(depth + 1, "UIView", Box(points: 0, 0, width - 12, 3), Style(quirky: false))
  }

  /// Writes one row (a cell, a section header or a carousel) and returns its height in sixths.
  private mutating func tableRow(
    depth: Int, index: Int, y: Int, width: Int, rowHeight: Int, inset: Int
  ) -> Int {
    let roll = random.below(100)
    if roll < 3 && depth + 12 <= Self.maxDepth {
      let height = random.pick([160, 200, 240]) * 6
      carouselRow(depth: depth, frame: Box(sixths: 0, y, width * 6, height))
      return height
    }
    let rowWidth = (width - 2 * inset) * 6
    if roll < 8 && index > 0 {
      sectionHeader(depth: depth, frame: Box(sixths: inset * 6, y, rowWidth, 38 * 6))
      return 38 * 6
    }
    let cellFrame = Box(sixths: inset * 6, y, rowWidth, rowHeight * 6)
    let contentWidth = cellFrame.width - (random.chance(percent: 50) ? 38 * 6 : 0)
    let contentFrame = Box(sixths: 0, 0, contentWidth, rowHeight * 6 - 2)
    if roll < 45 {
      let text = random.chance(percent: 30) ? random.pick(DumpVocabulary.labelTexts) : nil
      node(depth, "UITableViewCell", cellFrame, Style(text: text, autoresize: "W"))
    } else {
      node(
        depth, named: random.pick(DumpVocabulary.customTableCells), base: "UITableViewCell",
        cellFrame, Style(autoresize: "W"))
    }
    node(
      depth + 1, "UITableViewCellContentView", contentFrame, Style(opaque: false, gestures: true))
    switch random.below(7) {
    case 0..<3:
      node(depth + 2, "UIListContentView", contentFrame, Style(opaque: false))
      textColumn(depth: depth + 3, frame: contentFrame.inset(by: 16 * 6))
    case 3..<6:
      let side = min(rowHeight - 12, 40) * 6
      image(
        depth: depth + 2, frame: Box(sixths: 16 * 6, (contentFrame.height - side) / 2, side, side))
      textColumn(
        depth: depth + 2,
        frame: Box(
          sixths: 16 * 6 + side + 12 * 6, 8 * 6, contentFrame.width - side - 40 * 6,
          contentFrame.height - 16 * 6))
    default:
      let hosted = contentFrame.sized
      node(depth + 2, named: random.pick(DumpVocabulary.hostingViews), base: nil, hosted)
      node(
        depth + 3, "_TtCOCV7SwiftUI11DisplayList11ViewUpdater8Platform13CGDrawingView", hosted,
        Style(opaque: false, interactive: false))
    }
    if contentWidth < cellFrame.width {
      node(
        depth + 1, "UIImageView",
        Box(sixths: contentWidth + 14 * 6, (rowHeight * 6 - 13 * 6) / 2, 8 * 6, 13 * 6),
        Style(opaque: false, interactive: false))
    }
    node(
      depth + 1, "_UITableViewCellSeparatorView",
      Box(sixths: 16 * 6, rowHeight * 6 - 2, cellFrame.width - 16 * 6, 2), Style())
    return rowHeight * 6
  }

  private mutating func sectionHeader(depth: Int, frame: Box) {
    node(depth, "UITableViewHeaderFooterView", frame, Style())
    let text = random.pick(DumpVocabulary.labelTexts)
    label(
      depth: depth + 1, name: "_UITableViewHeaderFooterViewLabel", text: text,
      frame: Box(sixths: 20 * 6, 14 * 6, min(textWidth(text), frame.width - 40 * 6), 96))
  }

  /// A horizontally scrolling collection nested in a table row, as in store-front layouts.
  private mutating func carouselRow(depth: Int, frame: Box) {
    let contentFrame = Box(sixths: 0, 0, frame.width, frame.height - 2)
    node(
      depth, named: random.pick(DumpVocabulary.customTableCells), base: "UITableViewCell",
      frame, Style(autoresize: "W"))
    node(depth + 1, "UITableViewCellContentView", contentFrame, Style(opaque: false))
    let lines = min(quota, random.within(20...150))
    let side = contentFrame.height - 12 * 6
    // The content width is set once the cells are written (`setContentSize`).
    let tail = ScrollTail(offsetY: 0, width: 0, height: contentFrame.height, top: 0, bottom: 0)
    withReserve(quota - lines) {
      $0.lastContentSize = nil
      $0.node(
        depth + 2, "UICollectionView", contentFrame,
        Style(clips: true, autoresize: "W+H", gestures: true, scroll: tail, quirky: false))
      let contentSize = $0.lastContentSize
      var x = 16 * 6
      var contentWidth = 0
      while $0.quota > 0 {
        $0.collectionCell(depth: depth + 3, frame: Box(sixths: x, 6 * 6, side * 3 / 4, side))
        contentWidth = x + side * 3 / 4 + 16 * 6
        x += side * 3 / 4 + 48
      }
      if let contentSize {
        $0.setContentSize(contentSize, width: contentWidth, height: tail.height)
      }
    }
  }

  private mutating func collectionCell(depth: Int, frame: Box) {
    switch random.below(10) {
    case 0..<3: node(depth, "UICollectionViewCell", frame, Style())
    case 3: node(depth, "UICollectionViewListCell", frame, Style())
    default:
      node(
        depth, named: random.pick(DumpVocabulary.customCollectionCells),
        base: "UICollectionViewCell", frame, Style())
    }
    let content = frame.sized
    node(depth + 1, "UIView", content, Style(gestures: random.chance(percent: 20)))
    // Cells configured with SwiftUI content host it in a generic hosting view.
    if random.chance(percent: 12) {
      node(depth + 2, named: random.pick(DumpVocabulary.hostingViews), base: nil, content)
      node(
        depth + 3, "_TtCOCV7SwiftUI11DisplayList11ViewUpdater8Platform13CGDrawingView", content,
        Style(opaque: false, interactive: false))
      return
    }
    image(depth: depth + 2, frame: content)
    let caption = Box(sixths: 8 * 6, content.height - 26 * 6, content.width - 16 * 6, 108)
    switch random.below(4) {
    case 0:
      label(depth: depth + 2, text: random.pick(DumpVocabulary.labelTexts), frame: caption)
    case 1:
      node(
        depth + 2, named: random.pick(DumpVocabulary.customViews), base: "UIView",
        Box(sixths: content.width - 30 * 6, 6 * 6, 24 * 6, 24 * 6), Style(clips: true))
      label(
        depth: depth + 3, text: random.pick(DumpVocabulary.labelTexts),
        frame: Box(sixths: 6 * 6, 4 * 6, 12 * 6, 16 * 6))
    case 2:
      textColumn(depth: depth + 2, frame: caption)
    default:
      break
    }
  }

  // MARK: - Small views

  /// One or two labels, sometimes stacked: the text-bearing bulk of every cell.
  private mutating func textColumn(depth: Int, frame: Box) {
    let title = random.pick(DumpVocabulary.labelTexts)
    // Two stacked labels need room for both; in a short row a single label is used.
    guard random.chance(percent: 50) && frame.height >= 72 else {
      let width = min(textWidth(title), frame.width)
      label(
        depth: depth,
        text: title,
        frame: Box(sixths: frame.x, frame.y + (frame.height - 122) / 2 & ~1, width, 122))
      return
    }
    // The labels share the stack's height, so neither pokes out of it.
    let titleHeight = min(122, (frame.height - 12) / 2)
    let subtitleHeight = min(108, frame.height - 12 - titleHeight)
    node(depth, "UIStackView", frame, Style(layer: "CATransformLayer"))
    label(depth: depth + 1, text: title, frame: Box(sixths: 0, 0, frame.width, titleHeight))
    label(
      depth: depth + 1, text: random.pick(DumpVocabulary.labelTexts),
      frame: Box(sixths: 0, titleHeight + 12, frame.width, subtitleHeight))
  }

  private mutating func label(
    depth: Int, name: StaticString = "UILabel", text: [UInt8], frame: Box, quirky: Bool = true
  ) {
    node(
      depth, name, frame,
      Style(
        text: text, opaque: false, autoresize: random.chance(percent: 30) ? "RM+BM" : nil,
        interactive: false, layer: "_UILabelLayer", quirky: quirky))
    // Since iOS 16 a label draws into a sublayer that the dump lists as a layer-only line.
    if depth < Self.maxDepth && random.chance(percent: 35) {
      layerLine(depth + 1, "_UILabelContentLayer")
    }
  }

  private mutating func image(depth: Int, frame: Box) {
    var frame = frame
    if random.chance(percent: 4) {
      frame.x = -random.within(1...24) * 6
    }
    node(depth, "UIImageView", frame, Style(clips: true, opaque: false, interactive: false))
  }

  private mutating func button(depth: Int, frame: Box) {
    if random.chance(percent: 30) {
      node(
        depth, named: random.pick(DumpVocabulary.customViews), base: "UIButton", frame,
        Style(clips: true, opaque: false))
    } else {
      node(depth, "UIButton", frame, Style(opaque: false))
    }
    if random.chance(percent: 25) {
      node(
        depth + 1, "UIImageView", Box(sixths: 0, 0, 22 * 6, 22 * 6),
        Style(clips: true, opaque: false, interactive: false))
      return
    }
    let title = random.pick(DumpVocabulary.buttonTitles)
    let width = min(textWidth(title), frame.width)
    label(
      depth: depth + 1, name: "UIButtonLabel", text: title,
      frame: Box(sixths: (frame.width - width) / 2 & ~1, 40, width, 130))
  }

  /// Fills the remaining quota with assorted small views, one below the other.
  private mutating func fill(depth: Int, width: Int, height: Int) {
    var y = 0
    while quota > 0 {
      let frame = Box(points: 16, y, width - 32, 44)
      y += 52
      switch depth + 3 > Self.maxDepth ? 0 : random.below(6) {
      case 0: label(depth: depth, text: random.pick(DumpVocabulary.labelTexts), frame: frame)
      case 1: image(depth: depth, frame: frame)
      case 2: button(depth: depth, frame: frame)
      case 3: textColumn(depth: depth, frame: frame)
      case 4:
        let toggle = Box(sixths: frame.width - 45 * 6, frame.y, 51 * 6, 31 * 6)
        node(depth, "UISwitch", toggle, Style(opaque: false))
        node(depth + 1, "_UISwitchModernVisualElement", Box(points: 0, 0, 51, 31), Style())
      default:
        node(depth, named: random.pick(DumpVocabulary.customViews), base: "UIView", frame)
        label(depth: depth + 1, text: random.pick(DumpVocabulary.labelTexts), frame: frame.sized)
      }
    }
  }

  /// Views floating above a screen's content: empty states, spinners, layout guides, buttons.
  private mutating func overlay(depth: Int) {
    let width = screen.width
    let height = screen.height
    switch random.below(6) {
    case 0:
      node(depth, "_UILayoutGuide", Box(points: 0, 0, 0, 0), Style(hidden: true, quirky: false))
    case 1:
      node(
        depth, "UIActivityIndicatorView", Box(points: width / 2 - 10, height / 2 - 10, 20, 20),
        Style(hidden: true, opaque: false, interactive: false, quirky: false))
    case 2:
      node(
        depth, named: random.pick(DumpVocabulary.customViews), base: "UIView",
        Box(points: 0, height / 3, width, 120), Style(alpha: "0", quirky: false))
    case 3:
      node(depth, "UIView", Box(points: 0, 0, 0, 0), Style(autoresize: "RM+BM", quirky: false))
    default:
      button(depth: depth, frame: Box(points: width - 76, height - 160, 56, 56))
    }
  }

  // MARK: - Line writing

  /// Geometry in sixths of a point, which covers both @2x and @3x pixel grids exactly and keeps
  /// all arithmetic integral (floating-point formatting could differ between platforms).
  private struct Box {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    init(sixths x: Int, _ y: Int, _ width: Int, _ height: Int) {
      self.x = x
      self.y = y
      self.width = max(width, 0)
      self.height = max(height, 0)
    }

    init(points x: Int, _ y: Int, _ width: Int, _ height: Int) {
      self.init(sixths: x * 6, y * 6, width * 6, height * 6)
    }

    var sized: Box { Box(sixths: 0, 0, width, height) }

    func inset(by amount: Int) -> Box {
      Box(sixths: amount, 0, width - 2 * amount, height)
    }
  }

  private struct ScrollTail {
    var offsetY: Int
    var width: Int
    var height: Int
    var top: Int
    var bottom: Int
  }

  private struct Style {
    var text: [UInt8]? = nil
    var clips = false
    var hidden = false
    var alpha: StaticString? = nil
    var opaque = true
    var autoresize: StaticString? = nil
    var interactive = true
    var gestures = false
    var layer: StaticString = "CALayer"
    var scroll: ScrollTail? = nil
    /// Whether to sprinkle random rare properties (hidden, alpha, tag, colors, transforms).
    var quirky = true
  }

  private mutating func node(_ depth: Int, _ name: StaticString, _ frame: Box, _ style: Style) {
    guard quota > 0 else { return }
    openLine(depth)
    put(name)
    closeLine(frame, style)
  }

  private mutating func node(
    _ depth: Int, named name: [UInt8], base: StaticString?, _ frame: Box, _ style: Style = Style()
  ) {
    guard quota > 0 else { return }
    openLine(depth)
    buffer.append(contentsOf: name)
    closeLine(frame, style, base: base)
  }

  private mutating func layerLine(_ depth: Int, _ name: StaticString) {
    guard quota > 0 else { return }
    quota -= 1
    buffer.append(contentsOf: indents[depth])
    buffer.append(UInt8(ascii: "<"))
    put(name)
    put(": 0x")
    putHex(nextLayerAddress())
    put("> (layer)\n")
  }

  private mutating func openLine(_ depth: Int) {
    precondition(depth <= Self.maxDepth, "depth \(depth) exceeds the generator's bound")
    quota -= 1
    buffer.append(contentsOf: indents[depth])
    buffer.append(UInt8(ascii: "<"))
  }

  private mutating func closeLine(_ frame: Box, _ style: Style, base: StaticString? = nil) {
    put(": 0x")
    putHex(nextViewAddress())
    if let base {
      put("; baseClass = ")
      put(base)
    }
    var frame = frame
    var hidden = style.hidden
    var alpha = style.alpha
    var tag = 0
    var color = 0
    var transform = false
    if style.quirky {
      // One draw, sliced into independent per-mille rolls, keeps the common case cheap.
      let roll = random.next()
      switch Int(roll & 1023) {
      case 0..<16: hidden = true
      case 16..<24: alpha = "0"
      case 24..<34: alpha = "0.5"
      case 34..<38: alpha = "0.3"
      case 38..<40: transform = true
      case 40..<44: frame = Box(sixths: 0, 0, 0, 0)
      default: break
      }
      if (roll >> 10) & 1023 < 10 {
        tag = [1, 2, 7, 42, 100, 1001][Int((roll >> 20) % 6)]
      }
      color = Int((roll >> 30) & 1023)
    }
    put("; frame = (")
    putSixths(frame.x)
    put(" ")
    putSixths(frame.y)
    put("; ")
    putSixths(frame.width)
    put(" ")
    putSixths(frame.height)
    put(")")
    if transform {
      put("; transform = [0.7071, 0.7071, -0.7071, 0.7071, 0, 0]")
    }
    if let text = style.text {
      put("; text = '")
      buffer.append(contentsOf: text)
      put("'")
    }
    if style.clips { put("; clipsToBounds = YES") }
    if hidden { put("; hidden = YES") }
    if let alpha {
      put("; alpha = ")
      put(alpha)
    }
    if !style.opaque { put("; opaque = NO") }
    if let autoresize = style.autoresize {
      put("; autoresize = ")
      put(autoresize)
    }
    if !style.interactive { put("; userInteractionEnabled = NO") }
    if tag != 0 {
      put("; tag = ")
      putDecimal(tag)
    }
    if style.gestures {
      put("; gestureRecognizers = <NSArray: 0x")
      putHex(nextLayerAddress())
      put(">")
    }
    if color < 30 && style.quirky {
      backgroundColor(color)
    }
    put("; layer = <")
    put(style.layer)
    put(": 0x")
    putHex(nextLayerAddress())
    put(">")
    if let tail = style.scroll {
      put("; contentOffset: {0, ")
      putSixths(tail.offsetY)
      put("}; contentSize: {")
      let widthStart = buffer.count
      putSixths(tail.width)
      let widthEnd = buffer.count
      put(", ")
      let heightStart = buffer.count
      putSixths(tail.height)
      lastContentSize = (widthStart..<widthEnd, heightStart..<buffer.count)
      put("}; adjustedContentInset: {")
      putSixths(tail.top)
      put(", 0, ")
      putSixths(tail.bottom)
      put(", 0}")
    }
    put(">\n")
  }

  /// Rewrites a scroll view's `contentSize`, written before its cells, to what they span: UIKit
  /// keeps the content size in step with the cells, so no cell lies beyond it.
  private mutating func setContentSize(
    _ written: (width: Range<Int>, height: Range<Int>), width: Int, height: Int
  ) {
    let end = buffer.count
    putSixths(height)
    let heightText = Array(buffer[end...])
    buffer.removeSubrange(end...)
    putSixths(width)
    let widthText = Array(buffer[end...])
    buffer.removeSubrange(end...)
    // The height first: it comes later in the line, so the width's range stays valid.
    buffer.replaceSubrange(written.height, with: heightText)
    buffer.replaceSubrange(written.width, with: widthText)
  }

  private mutating func backgroundColor(_ roll: Int) {
    put("; backgroundColor = ")
    if roll < 18 {
      let components = DumpVocabulary.colorComponents
      let bits = random.next()
      put("UIExtendedSRGBColorSpace")
      for shift: UInt64 in [0, 8, 16] {
        buffer.append(UInt8(ascii: " "))
        buffer.append(contentsOf: components[Int((bits >> shift) & 0xFF) % components.count])
      }
      put(" 1")
    } else if roll < 27 {
      let index = roll % colorAddresses.count
      put("<UIDynamicSystemColor: 0x")
      putHex(colorAddresses[index])
      put("; name = ")
      buffer.append(contentsOf: DumpVocabulary.systemColorNames[index])
      put(">")
    } else {
      put("UIExtendedGrayColorSpace 0 0")
    }
  }

  /// Width a label would need for `text`, roughly: wide (CJK, emoji) scalars count double.
  private func textWidth(_ text: [UInt8]) -> Int {
    var width = 0
    for byte in text where byte & 0xC0 != 0x80 {
      width += byte >= 0xE0 ? 102 : 51
    }
    return width & ~1
  }

  private mutating func put(_ text: StaticString) {
    text.withUTF8Buffer { buffer.append(contentsOf: $0) }
  }

  private mutating func putHex(_ value: UInt64) {
    let digits = max((64 - value.leadingZeroBitCount + 3) / 4, 1)
    for index in stride(from: digits - 1, through: 0, by: -1) {
      let nibble = UInt8(truncatingIfNeeded: value >> (UInt64(index) * 4)) & 0xF
      buffer.append(nibble < 10 ? 48 + nibble : 87 + nibble)
    }
  }

  private mutating func putDecimal(_ value: Int) {
    var value = value
    if value < 0 {
      buffer.append(UInt8(ascii: "-"))
      value = -value
    }
    var divisor = 1
    while divisor <= value / 10 {
      divisor *= 10
    }
    while divisor > 0 {
      buffer.append(48 + UInt8(value / divisor % 10))
      divisor /= 10
    }
  }

  /// Prints a length in sixths of a point the way `%g` does: six significant digits, no trailing
  /// zeros, so 70/6 becomes `11.6667` and 2/6 becomes `0.333333`.
  private mutating func putSixths(_ sixths: Int) {
    var value = sixths
    if value < 0 {
      buffer.append(UInt8(ascii: "-"))
      value = -value
    }
    let whole = value / 6
    let remainder = value % 6
    var integerDigits = 0
    var scan = whole
    while scan > 0 {
      integerDigits += 1
      scan /= 10
    }
    let fractionDigits = 6 - integerDigits
    if remainder == 0 || fractionDigits <= 0 {
      putDecimal(remainder >= 3 ? whole + 1 : whole)
      return
    }
    putDecimal(whole)
    buffer.append(UInt8(ascii: "."))
    if remainder == 3 {
      buffer.append(UInt8(ascii: "5"))
      return
    }
    var scale = 1
    for _ in 0..<fractionDigits {
      scale *= 10
    }
    // Never has leading or trailing zeros: the fraction is k/6 with k in 1, 2, 4, 5.
    putDecimal((remainder * scale * 2 + 6) / 12)
  }
}
