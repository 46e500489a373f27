/// Splits the comma-separated fields of _printHierarchy, XCUITest and ComponentKit rows
/// (`, state: appeared, view: <UIView 0x1>`, `label: 'Xiamen, Fujian', Selected`) at top-level
/// `, `: commas inside `<>`, `()`, `{}`, `[]` or quoted text do not split.
enum FieldList {
  static func split(_ text: Substring) -> [Substring] {
    var fields: [Substring] = []
    var depth = 0
    var quote: Character? = nil
    var start = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      let next = text.index(after: index)
      if let open = quote {
        // A quote closes before `, ` or the end; an apostrophe inside (`What's`) does not.
        if character == open && (next == text.endIndex || text[next] == ",") { quote = nil }
      } else {
        switch character {
        case "<", "(", "{", "[": depth += 1
        case ">", ")", "}", "]": depth = max(0, depth - 1)
        case "'", "\"":
          if index == start || text[text.index(before: index)] == " " { quote = character }
        case "," where depth == 0 && (next == text.endIndex || text[next] == " "):
          fields.append(text[start..<index])
          start = next
        default: break
        }
      }
      index = next
    }
    fields.append(text[start...])
    return fields.map { $0.trimmingSpaces }.filter { !$0.isEmpty }
  }

  /// `key: value` → (key, value); a bare field (a flag such as `Selected`) → (field, ""); a
  /// label with nothing after it (`view:`, where a paste was cut) → (label, "").
  static func keyValue(_ field: Substring) -> (key: String, value: String) {
    if let colon = field.firstIndex(of: ":"), field[field.index(after: colon)...].first == " " {
      return (String(field[..<colon]), String(field[field.index(after: colon)...].trimmingSpaces))
    }
    if field.count > 1 && field.last == ":" { return (String(field.dropLast()), "") }
    return (String(field), "")
  }
}

extension Substring {
  var trimmingSpaces: Substring {
    var result = self
    while let first = result.first, first == " " || first == "\t" { result = result.dropFirst() }
    while let last = result.last, last == " " || last == "\t" { result = result.dropLast() }
    return result
  }
}
