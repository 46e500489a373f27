/// Where a wireframe's labels go: each node's class name, then its text value (only the text
/// when one line fits), on the first lines from its top that no earlier label overlaps,
/// truncated with `…` to the node's width and left out when no free line fits in its height.
///
/// Items come in preorder, so parents claim their lines first and children move down below
/// them: a window, its transition view and its wrapper, which share a corner, stack their
/// names instead of overprinting them. Placed labels are kept in a grid of buckets, so each
/// check looks at a few neighbors, not every label.
struct LabelLayout {
  struct Line: Equatable {
    var text: String
    /// The baseline's start, in window points.
    var x: Double
    var y: Double
    /// A text value rather than a class name.
    var isText: Bool
  }

  let fontSize: Double
  /// Each bucket's labels as a linked list, without an array per bucket: `buckets` holds the
  /// index in `entries` of the last label added, and each entry the one added before it.
  private var buckets: [Bucket: Int] = [:]
  private var entries: [(box: Rect, next: Int)] = []

  private struct Bucket: Hashable {
    var column: Int
    var row: Int

    /// One word to hash rather than two: most of a wireframe's time goes to these look-ups.
    /// (Equal words for different buckets would only cost a comparison.)
    func hash(into hasher: inout Hasher) { hasher.combine(column << 32 ^ row) }
  }

  /// How many lines below a node's top to try before giving up on a label (keeps a node
  /// under a crowd of labels from scanning its whole height).
  private static let maxTries = 8

  /// - Parameter items: how many items will be placed, to size the grid once (a label spans
  ///   two rows of buckets and one column or a few).
  init(fontSize: Double, items: Int = 0) {
    self.fontSize = fontSize
    buckets.reserveCapacity(items * 2)
    entries.reserveCapacity(items * 2)
  }

  var lineHeight: Double { fontSize * 1.2 }
  /// An average glyph's advance in the sans-serif fonts SVG viewers pick (Helvetica, Arial).
  var glyphWidth: Double { fontSize * 0.6 }
  private var bucketWidth: Double { glyphWidth * 16 }

  /// Places one item's lines and hands them to `draw`, in order; items must come in preorder.
  mutating func place(
    _ item: Wireframe.Item, className: String, text: String?, _ draw: (Line) -> Void
  ) {
    var slot = 0
    // A node one line tall shows its text (a label's words) rather than its class.
    if item.frame.height >= 2 * lineHeight || text?.isEmpty ?? true {
      guard placeLine(className, isText: false, in: item.frame, slot: &slot, draw) else {
        return
      }
    }
    placeLine(text, isText: true, in: item.frame, slot: &slot, draw)
  }

  /// Places one line on the first free slot from `slot` down; false when it does not fit, and
  /// then no later line of the node is tried either.
  @discardableResult
  private mutating func placeLine(
    _ content: String?, isText: Bool, in frame: Rect, slot: inout Int, _ draw: (Line) -> Void
  ) -> Bool {
    guard let content, !content.isEmpty else { return true }
    let padding = fontSize * 0.2
    let columns = Int(((frame.width - 2 * padding) / glyphWidth).rounded(.down))
    guard let clipped = Self.clipped(TerminalSafeText.sanitize(content), to: columns) else {
      return false
    }
    let width = Double(clipped.count) * glyphWidth
    for _ in 0..<Self.maxTries {
      let box = Rect(
        x: frame.x + padding, y: frame.y + Double(slot) * lineHeight, width: width,
        height: lineHeight)
      guard box.maxY <= frame.maxY else { break }
      slot += 1
      if !overlapsPlacedLabel(box) {
        occupy(box)
        draw(Line(text: clipped, x: box.x, y: box.maxY - fontSize * 0.25, isText: isText))
        return true
      }
    }
    return false
  }

  private func bucketRange(_ box: Rect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>) {
    let columns =
      Int((box.x / bucketWidth).rounded(.down))...Int((box.maxX / bucketWidth).rounded(.down))
    let rows =
      Int((box.y / lineHeight).rounded(.down))...Int((box.maxY / lineHeight).rounded(.down))
    return (columns, rows)
  }

  private func overlapsPlacedLabel(_ box: Rect) -> Bool {
    let range = bucketRange(box)
    // Boxes that only touch do not overlap: a small margin absorbs rounding.
    let inner = Rect(
      x: box.x + 0.01, y: box.y + 0.01, width: box.width - 0.02, height: box.height - 0.02)
    for column in range.columns {
      for row in range.rows {
        var entry = buckets[Bucket(column: column, row: row)] ?? -1
        while entry >= 0 {
          let other = entries[entry].box
          if inner.x < other.maxX && other.x < inner.maxX && inner.y < other.maxY
            && other.y < inner.maxY
          {
            return true
          }
          entry = entries[entry].next
        }
      }
    }
    return false
  }

  private mutating func occupy(_ box: Rect) {
    let range = bucketRange(box)
    for column in range.columns {
      for row in range.rows {
        let previous = buckets.updateValue(entries.count, forKey: Bucket(column: column, row: row))
        entries.append((box, previous ?? -1))
      }
    }
  }

  /// `text` cut to `columns` characters with a trailing `…`; nil when fewer than 3 fit.
  static func clipped(_ text: String, to columns: Int) -> String? {
    guard columns >= 3 else { return nil }
    guard text.count > columns else { return text }
    return String(text.prefix(columns - 1)) + "…"
  }
}
