import PropertyBased
import Testing

@testable import ViewTree

/// `MarkupText` escapes byte runs; a scalar-by-scalar model of its rules must agree on any
/// mix of markup characters, controls, separators, noncharacters and ordinary text.
@Suite struct MarkupTextTests {
  static let pieces = [
    "a", "Label", " ", "é", "日本", "🙂", "👨‍👩‍👧", "\u{301}", "&", "<", ">", "\"", "'", "\\",
    "\u{0}", "\u{9}", "\n", "\u{1B}", "\u{7F}", "\u{80}", "\u{85}", "\u{9F}", "\u{A0}", "\u{61B}",
    "\u{61C}", "\u{200D}", "\u{200E}", "\u{200F}", "\u{2027}", "\u{2028}", "\u{2029}",
    "\u{202A}", "\u{202E}", "\u{202F}", "\u{2066}", "\u{2069}", "\u{206A}", "\u{FFFD}",
    "\u{FFFE}", "\u{FFFF}", "\u{EFFF}", "\u{10FFFF}",
  ]

  /// The rules, one scalar at a time.
  static func model(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default:
        if TerminalSafeText.isControl(scalar) || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
          result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  @Test func escapesAsTheScalarModel() async {
    let texts = Gen.int(in: 0...(Self.pieces.count - 1)).array(of: 0...24).map {
      $0.map { Self.pieces[$0] }.joined()
    }
    await propertyCheck(count: 1_000, input: texts) { text in
      #expect(MarkupText.escaped(text) == Self.model(text), "\(text.debugDescription)")
    }
  }

  @Test func writesIntoTheBuffer() {
    var out = OutputBuffer()
    out.append("<t>")
    MarkupText.write("a<b & \u{1B}[0m \u{2028}é", to: &out)
    #expect(out.text == "<t>a&lt;b &amp; \\u{1B}[0m \\u{2028}é")
  }
}
