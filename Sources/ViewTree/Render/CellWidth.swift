/// How many terminal cells a character takes: 2 for East Asian wide and fullwidth characters
/// and emoji, 0 for combining marks and zero-width characters, 1 otherwise. An approximation
/// of `wcwidth` by ranges, enough to keep box edges aligned after CJK and emoji labels.
enum CellWidth {
  static func of(_ character: Character) -> Int {
    guard let first = character.unicodeScalars.first else { return 0 }
    if character.unicodeScalars.count > 1,
      character.unicodeScalars.contains(where: { $0.value == 0xFE0F })
    {
      return 2  // emoji presentation selector
    }
    return of(first)
  }

  static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if isZeroWidth(value) { return 0 }
    return wideRanges.contains { $0.contains(value) } ? 2 : 1
  }

  private static func isZeroWidth(_ value: UInt32) -> Bool {
    (0x0300...0x036F).contains(value) || (0x200B...0x200F).contains(value)
      || (0x20D0...0x20FF).contains(value) || (0xFE00...0xFE0F).contains(value)
      || value == 0xFEFF
  }

  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F3,
    0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x26AA...0x26AB, 0x26BD...0x26BE,
    0x26C4...0x26C5, 0x26F2...0x26F5, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728,
    0x2753...0x2755, 0x2795...0x2797, 0x2B1B...0x2B1C, 0x2E80...0x303E, 0x3041...0x33FF,
    0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
    0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
    0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF, 0x1FA70...0x1FAFF,
    0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]
}
