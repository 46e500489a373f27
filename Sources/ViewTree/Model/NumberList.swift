/// Reads the numbers of a printed geometry value: `(0 0; 320 44)`, `{0, -20}`,
/// `[0.8, 0, 0, 0; …]`, including `inf`, `nan` and exponents.
enum NumberList {
  static func parse(_ text: String) -> [Double] {
    var numbers: [Double] = []
    var token = ""
    func flush() {
      if !token.isEmpty {
        if let number = Double(token) { numbers.append(number) }
        token = ""
      }
    }
    for character in text {
      switch character {
      case " ", ",", ";", "(", ")", "{", "}", "[", "]", "\t": flush()
      default: token.append(character)
      }
    }
    flush()
    return numbers
  }
}
