extension Node {
  /// The fields of a row in a format other than recursiveDescription, in the order printed,
  /// under stable camelCase keys (`state`, `view`, `presentedWith`, `title`, `label`…).
  /// Flags (`not in the window`, `Selected`, `MISSING HOST CONSTRAINTS`) have the value `YES`.
  var formatFields: [Properties.Item] {
    // A row wrapped over lines holds a line break where a space was (`UnwrappedText`).
    let body = Substring(unwrappedBody)
    switch record.format {
    case .printHierarchy: return controllerFields(body)
    case .autolayoutTrace: return traceFields(body)
    case .subtreeDescription: return appKitFields(body)
    case .xcuitest: return elementFields(body)
    case .other:
      var (items, rest) = Self.stateFlags(body)
      if !rest.isEmpty && !rest.hasPrefix(",") {
        items.append(.init(key: "label", value: String(rest)))  // a pa11y row's label
      } else {
        items += commaFields(rest)
      }
      return items
    case .recursiveDescription, .unknown: return commaFields(body)
    }
  }

  /// KIF's `printViewHierarchy` prints a view's state in parentheses after its class, before
  /// its accessibility fields: `UITableViewCell (invisible)`, `UISwitch (enabled) (not
  /// selected) (not highlighted), label: Sync`. Only these words count: a pa11y row's label may
  /// be in parentheses too.
  private static let kifStates: [Substring: Properties.Item] = [
    "invisible": .init(key: "hidden", value: "YES"),
    "enabled": .init(key: "enabled", value: "YES"),
    "not enabled": .init(key: "enabled", value: "NO"),
    "selected": .init(key: "selected", value: "YES"),
    "not selected": .init(key: "selected", value: "NO"),
    "highlighted": .init(key: "highlighted", value: "YES"),
    "not highlighted": .init(key: "highlighted", value: "NO"),
  ]

  /// The KIF states at the start of `body`, and the text after them.
  private static func stateFlags(_ body: Substring) -> ([Properties.Item], Substring) {
    var items: [Properties.Item] = []
    var rest = body.drop { $0 == " " }
    while rest.first == "(", let close = rest.firstIndex(of: ")"),
      let item = kifStates[rest[rest.index(after: rest.startIndex)..<close]]
    {
      items.append(item)
      rest = rest[rest.index(after: close)...].drop { $0 == " " }
    }
    return (items, items.isEmpty ? body : rest)
  }

  /// `, state: appeared, view: <UIView 0x1> not in the window, presented with: <…>`
  private func controllerFields(_ body: Substring) -> [Properties.Item] {
    var items: [Properties.Item] = []
    if isPresentedModally { items.append(.init(key: "presented", value: "YES")) }
    let fields = FieldList.split(body)
    for (position, field) in fields.enumerated() {
      var (key, value) = FieldList.keyValue(field)
      // The last field of a cut row: half a key (`, presen`) is no field, and half of
      // `not in the window` after the view (`view: <UIView 0x…> not in the win`) no value.
      if !record.isClosed && position == fields.count - 1 {
        if !field.contains(":") { continue }
        if let close = value.lastIndex(of: ">"), case let rest = value[close...].dropFirst(),
          rest.hasPrefix(" "), "not in the window".hasPrefix(rest.dropFirst())
        {
          value = String(value[...close])
        }
      }
      var notInWindow = false
      if value.hasSuffix(" not in the window") {
        value = String(value.dropLast(" not in the window".count))
        notInWindow = true
      }
      switch key {
      case "presented with": key = "presentedWith"
      case "not in the window": (key, value) = ("notInWindow", "YES")
      default: break
      }
      items.append(.init(key: key, value: value))
      if notInWindow { items.append(.init(key: "notInWindow", value: "YES")) }
    }
    return items
  }

  /// `+` as the last depth marker: the controller was presented modally by its parent.
  var isPresentedModally: Bool {
    guard record.format == .printHierarchy else { return false }
    return hierarchy.text.withUnsafeBufferPointer { bytes in
      var index = Int(record.description.start) - 1
      while index >= Int(record.source.start) && bytes[index] == 0x20 { index -= 1 }
      return index >= Int(record.source.start) && bytes[index] == UInt8(ascii: "+")
    }
  }

  /// `'title'- AMBIGUOUS LAYOUT for …`, `, MISSING HOST CONSTRAINTS`, or a layout guide's
  /// `"identifier", layoutFrame = {{…}}, owningView = <…>>`.
  private func traceFields(_ body: Substring) -> [Properties.Item] {
    var items: [Properties.Item] = []
    let description = descriptionText
    if let mark = description.first {
      switch mark {
      case "•": items.append(.init(key: "marker", value: "layoutEngineHost"))
      case "*": items.append(.init(key: "marker", value: "autoLayout"))
      case "+": items.append(.init(key: "marker", value: "manualInEngine"))
      case "\\" where description.hasPrefix("\\u2022"):
        items.append(.init(key: "marker", value: "layoutEngineHost"))
      default: break
      }
    }
    // The suffixes come last, after a title or a guide's description (`…>>>- AMBIGUOUS…`).
    let suffixStart =
      body.firstRange(of: "- AMBIGUOUS LAYOUT")?.lowerBound
      ?? body.firstRange(of: ", MISSING HOST CONSTRAINTS")?.lowerBound ?? body.endIndex
    var rest = body[..<suffixStart]
    if record.kind == .layoutGuide {
      rest = rest.drop { $0 == " " }
      if rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") {
        items.append(
          .init(key: "identifier", value: String(rest[rest.index(after: rest.startIndex)..<close])))
        rest = rest[rest.index(after: close)...]
      }
      for field in FieldList.split(rest.drop { $0 == "," || $0 == " " }) {
        guard let equals = field.firstRange(of: " = ") else { continue }
        var value = field[equals.upperBound...].trimmingSpaces
        // The guide's own closing `>` follows the owning view's description.
        if field.hasPrefix("owningView"), value.hasSuffix(">>") { value = value.dropLast() }
        items.append(.init(key: String(field[..<equals.lowerBound]), value: String(value)))
      }
    } else if case let title = rest.drop(while: { $0 == " " }), title.first == "'",
      let close = title.lastIndex(of: "'"), close > title.startIndex
    {
      // The title ends at the last quote before the suffixes: titles may hold quotes. UIKit
      // glues it to the address; a paste may have put a space between.
      items.append(
        .init(key: "title", value: String(title[title.index(after: title.startIndex)..<close])))
    }
    let suffix = body[suffixStart...]
    if let ambiguous = suffix.firstRange(of: "AMBIGUOUS LAYOUT") {
      // A list wrapped to the next line keeps that line's markers after the join.
      let details = suffix[ambiguous.upperBound...].drop { $0 == "|" || $0 == " " }
        .trimmingSpaces
      let value = details.hasPrefix("for ") ? String(details.dropFirst(4)) : "YES"
      items.append(.init(key: "ambiguousLayout", value: value))
    }
    if suffix.contains("MISSING HOST CONSTRAINTS") {
      items.append(.init(key: "missingHostConstraints", value: "YES"))
    }
    return items
  }

  /// `[   AF    ! wLU ] h=--- v=--- NSButton 0x… "Push Me" f=(0,0,83,32) b=(-) => <layer>`
  private func appKitFields(_ body: Substring) -> [Properties.Item] {
    var items: [Properties.Item] = []
    var rest = body
    if rest.first == "[", let close = rest.firstIndex(of: "]") {
      items.append(
        .init(key: "flags", value: String(rest[rest.index(after: rest.startIndex)..<close])))
      rest = rest[rest.index(after: close)...].trimmingSpaces
    }
    // A title may hold anything, ` f=(…)` and ` => ` included, so it is taken out first: it
    // ends at the last quote before the row's own `f=(`.
    var title: Substring? = nil
    var outside = String(rest)
    if let open = rest.firstIndex(of: "\"") {
      let fieldsStart = rest.ranges(of: " f=(").last?.lowerBound ?? rest.endIndex
      let beforeFields = rest[..<fieldsStart]
      if let close = beforeFields.lastIndex(of: "\""), open < close {
        title = rest[rest.index(after: open)..<close]
        outside = String(rest[..<open] + rest[rest.index(after: close)...])
      }
    }
    var fields = outside[...]
    var layer: Substring? = nil
    if let arrow = fields.firstRange(of: " => ") {
      layer = fields[arrow.upperBound...]
      fields = fields[..<arrow.lowerBound]
    }
    if let title { items.append(.init(key: "title", value: String(title))) }
    for word in fields.split(separator: " ") {
      for key in ["h", "v", "f", "b"] where word.hasPrefix(key + "=") {
        items.append(.init(key: key, value: String(word.dropFirst(2))))
      }
    }
    if let layer { items.append(.init(key: "layer", value: String(layer))) }
    return items
  }

  /// The flags XCUITest prints after an element's attributes.
  static let elementFlags: Set<String> = ["Selected", "Disabled", "Focused", "Keyboard Focused"]

  /// ` (Main), 0x…, {{x, y}, {w, h}}, identifier: '…', label: '…', value: …, Selected`; Xcode 8's
  /// ` traits: 8589934593, {{…}}, label: '…'` (after the address and its colon).
  private func elementFields(_ body: Substring) -> [Properties.Item] {
    var items: [Properties.Item] = []
    var rest = body
    if rest.hasPrefix(" (Main)") {
      items.append(.init(key: "main", value: "YES"))
      rest = rest.dropFirst(" (Main)".count)
    }
    for var field in FieldList.split(rest.drop { $0 == "," || $0 == " " }) {
      if field.hasPrefix("0x") { continue }
      if field.hasPrefix("{") {
        let (frame, rest) = Self.frameAndRest(field)
        items.append(.init(key: "frame", value: String(frame)))
        guard !rest.isEmpty else { continue }
        field = rest
      }
      let (key, value) = FieldList.keyValue(field)
      // Xcode 8 and 9 wrote the main window's mark as a field: `Window 0x…: Main Window, {{…}}`.
      if value.isEmpty && key == "Main Window" {
        items.append(.init(key: "main", value: "YES"))
        continue
      }
      if value.isEmpty {
        // An author's elision of the fields after (`label: 'General', ...`).
        if key == "..." || key == "…" { continue }
        guard Self.elementFlags.contains(key) || Self.isFlag(key, after: items.last) else {
          // `value:` is printed unquoted: a comma inside it (`value: 3, 4`) splits it here.
          if let last = items.popLast() {
            items.append(.init(key: last.key, value: last.value + ", " + key))
          }
          continue
        }
        let flag = key.split(separator: " ").enumerated()
          .map { $0.offset == 0 ? $0.element.lowercased() : String($0.element) }.joined()
        items.append(.init(key: flag, value: "YES"))
      } else {
        items.append(.init(key: key, value: value))
      }
    }
    return items
  }

  /// Whether a bare word XCUITest's known flags do not name is a flag of its own (a newer
  /// Xcode's `Secure`, `Editable`): a capitalized word after a flag or after a value that its
  /// quotes closed, so that it cannot be the rest of an unquoted value (`value: 3, 4`).
  private static func isFlag(_ word: String, after last: Properties.Item?) -> Bool {
    guard let first = word.first, first.isUppercase,
      word.allSatisfy({ $0.isLetter || $0 == " " })
    else { return false }
    guard let last else { return true }
    let value = last.value
    return (value == "YES" && !["value", "label", "title", "identifier"].contains(last.key))
      || (value.count >= 2 && value.first == "'" && value.last == "'")
  }

  /// A field that starts with a frame, split after the brace that closes it. Xcode 7 printed
  /// an element's accessibility element right after its frame, with no comma:
  /// `{{0.0, 692.0}, {414.0, 44.0}}<XCAccessibilityElement: 0x…> pid: 6728`; the rest is then
  /// what follows that element (`pid: 6728`).
  private static func frameAndRest(_ field: Substring) -> (frame: Substring, rest: Substring) {
    var depth = 0
    for index in field.indices {
      switch field[index] {
      case "{": depth += 1
      case "}":
        depth -= 1
        guard depth == 0 else { continue }
        let end = field.index(after: index)
        var rest = field[end...].drop { $0 == " " }
        if rest.hasPrefix("<"), let close = rest.firstIndex(of: ">") {
          rest = rest[rest.index(after: close)...].drop { $0 == " " }
        }
        return (field[..<end], rest)
      default: continue
      }
    }
    return (field, "")
  }

  /// ComponentKit's `, Position: {0, 0}, Size: {320, 355.5}`.
  private func commaFields(_ body: Substring) -> [Properties.Item] {
    FieldList.split(body.drop { $0 == "," || $0 == " " }).map {
      let (key, value) = FieldList.keyValue($0)
      return .init(key: key, value: value)
    }
  }
}
