/// Turns the bytes a terminal sends for keys into key events.
///
/// Bytes arrive in chunks of any size, so a sequence cut at the end of a chunk waits for the next
/// `feed`. A lone ESC waits too, since it also starts every escape sequence: call `flush()` when
/// no byte followed within a short time to get it as `.escape` (or ESC + byte as Alt-byte).
/// Unknown sequences are dropped whole and broken ones up to the byte that broke them, which is
/// then decoded as the start of a new key, so no key after them is lost.
public struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []

  /// Longest control sequence kept waiting for its final byte; longer ones are broken.
  private static let maximumSequenceLength = 32

  public init() {}

  /// Whether bytes of an incomplete sequence are waiting for more input or `flush()`.
  public var hasPendingInput: Bool { !pending.isEmpty }

  public mutating func feed(_ bytes: some Sequence<UInt8>) -> [KeyEvent] {
    pending.append(contentsOf: bytes)
    return decode(atEnd: false)
  }

  /// Decodes what is pending as if no more bytes will come.
  public mutating func flush() -> [KeyEvent] {
    decode(atEnd: true)
  }

  private enum Step {
    case incomplete
    case decoded(length: Int, KeyEvent?)
  }

  private mutating func decode(atEnd: Bool) -> [KeyEvent] {
    var events: [KeyEvent] = []
    var index = 0
    while index < pending.count, case .decoded(let length, let event) = step(at: index, atEnd) {
      if let event { events.append(event) }
      index += length
    }
    pending.removeFirst(index)
    return events
  }

  private func step(at index: Int, _ atEnd: Bool) -> Step {
    let byte = pending[index]
    switch byte {
    case 0x1B: return escape(at: index, atEnd)
    case 0x0D, 0x0A: return .decoded(length: 1, KeyEvent(.enter))
    case 0x09: return .decoded(length: 1, KeyEvent(.tab))
    case 0x08, 0x7F: return .decoded(length: 1, KeyEvent(.backspace))
    case 0x00: return .decoded(length: 1, KeyEvent(.character(" "), modifiers: .control))
    case 0x01...0x1F:
      // Ctrl-A…Ctrl-Z are 1…26; 28…31 are Ctrl-\ Ctrl-] Ctrl-^ Ctrl-_.
      let base: UInt8 = byte <= 0x1A ? 0x60 : 0x40
      let character = Character(Unicode.Scalar(byte + base))
      return .decoded(length: 1, KeyEvent(.character(character), modifiers: .control))
    case 0x20...0x7E:
      return .decoded(length: 1, KeyEvent(.character(Character(Unicode.Scalar(byte)))))
    default: return utf8(at: index, atEnd)
    }
  }

  private func escape(at index: Int, _ atEnd: Bool) -> Step {
    guard index + 1 < pending.count else {
      return atEnd ? .decoded(length: 1, KeyEvent(.escape)) : .incomplete
    }
    switch pending[index + 1] {
    case UInt8(ascii: "["): return controlSequence(at: index, atEnd)
    case UInt8(ascii: "O"): return singleShift(at: index, atEnd)
    case 0x1B: return .decoded(length: 1, KeyEvent(.escape))
    default:
      // ESC before a key is that key with Alt (the "meta sends escape" convention).
      switch step(at: index + 1, atEnd) {
      case .incomplete: return .incomplete
      case .decoded(let length, let event?):
        return .decoded(
          length: 1 + length, KeyEvent(event.key, modifiers: event.modifiers.union(.alt)))
      case .decoded(_, nil): return .decoded(length: 1, KeyEvent(.escape))
      }
    }
  }

  /// `ESC [ parameters intermediates final`.
  private func controlSequence(at index: Int, _ atEnd: Bool) -> Step {
    var end = index + 2
    while end < pending.count {
      let byte = pending[end]
      if end - index >= Self.maximumSequenceLength { return .decoded(length: end - index, nil) }
      switch byte {
      case 0x20...0x3F:
        end += 1
      case 0x40...0x7E:
        let event = Self.controlSequenceKey(Array(pending[(index + 2)..<end]), final: byte)
        return .decoded(length: end + 1 - index, event)
      default:
        return .decoded(length: end - index, nil)
      }
    }
    return atEnd ? .decoded(length: 2, KeyEvent(.character("["), modifiers: .alt)) : .incomplete
  }

  /// `ESC O final`: cursor and F1–F4 keys in application mode.
  private func singleShift(at index: Int, _ atEnd: Bool) -> Step {
    guard index + 2 < pending.count else {
      return atEnd ? .decoded(length: 2, KeyEvent(.character("O"), modifiers: .alt)) : .incomplete
    }
    let final = pending[index + 2]
    guard (0x40...0x7E).contains(final) else {
      return .decoded(length: 2, KeyEvent(.character("O"), modifiers: .alt))
    }
    let key = final == UInt8(ascii: "M") ? .enter : Self.finalKey(final)
    return .decoded(length: 3, key.map { KeyEvent($0) })
  }

  private func utf8(at index: Int, _ atEnd: Bool) -> Step {
    let lead = pending[index]
    let length: Int
    var scalar: UInt32
    switch lead {
    case 0xC2...0xDF: (length, scalar) = (2, UInt32(lead & 0x1F))
    case 0xE0...0xEF: (length, scalar) = (3, UInt32(lead & 0x0F))
    case 0xF0...0xF4: (length, scalar) = (4, UInt32(lead & 0x07))
    default: return .decoded(length: 1, nil)
    }
    for offset in 1..<length {
      guard index + offset < pending.count else {
        return atEnd ? .decoded(length: offset, nil) : .incomplete
      }
      let byte = pending[index + offset]
      // The second byte's range also excludes overlong forms, surrogates and values > U+10FFFF.
      var range: ClosedRange<UInt8> = 0x80...0xBF
      if offset == 1 {
        switch lead {
        case 0xE0: range = 0xA0...0xBF
        case 0xED: range = 0x80...0x9F
        case 0xF0: range = 0x90...0xBF
        case 0xF4: range = 0x80...0x8F
        default: break
        }
      }
      guard range.contains(byte) else { return .decoded(length: offset, nil) }
      scalar = scalar << 6 | UInt32(byte & 0x3F)
    }
    guard let value = Unicode.Scalar(scalar), !(0x80...0x9F).contains(scalar) else {
      return .decoded(length: length, nil)
    }
    return .decoded(length: length, KeyEvent(.character(Character(value))))
  }

  private static func controlSequenceKey(_ parameterBytes: [UInt8], final: UInt8) -> KeyEvent? {
    if parameterBytes.first == UInt8(ascii: "<"),
      final == UInt8(ascii: "M") || final == UInt8(ascii: "m")
    {
      return mouseEvent(parameterBytes.dropFirst(), isRelease: final == UInt8(ascii: "m"))
    }
    // Other private parameters (`=`, `>`, `?`: replies) and intermediates are not keys.
    guard parameterBytes.allSatisfy({ (0x30...0x3B).contains($0) }) else { return nil }
    let parameters = parameterBytes.split(
      separator: UInt8(ascii: ";"), omittingEmptySubsequences: false
    )
    .map { field -> Int? in
      // Only the first sub-parameter (`:`-separated) counts.
      let digits = field.prefix { $0 != UInt8(ascii: ":") }
      guard !digits.isEmpty, digits.count <= 6 else { return nil }
      return digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }
    let first = parameters.first ?? nil
    let modifiers = parameters.count > 1 ? Self.modifiers(parameters[1]) : []
    let key: Key?
    switch final {
    case UInt8(ascii: "~"):
      if first == 27, parameters.count > 2 {
        return codeKey(parameters[2]).map { KeyEvent($0, modifiers: Self.modifiers(parameters[1])) }
      }
      key = first.flatMap(tildeKey)
    case UInt8(ascii: "u"):
      key = codeKey(first)
    case UInt8(ascii: "Z"):
      return KeyEvent(.tab, modifiers: modifiers.union(.shift))
    default:
      key = finalKey(final)
    }
    return key.map { KeyEvent($0, modifiers: modifiers) }
  }

  /// The SGR mouse report `b ; column ; row` (1-based): the button in the low bits, Shift 4,
  /// Alt 8, Ctrl 16, motion 32 (not reported as an event), wheel 64.
  private static func mouseEvent(_ parameterBytes: ArraySlice<UInt8>, isRelease: Bool)
    -> KeyEvent?
  {
    let numbers = parameterBytes.split(
      separator: UInt8(ascii: ";"), omittingEmptySubsequences: false
    )
    .map { field -> Int? in
      guard !field.isEmpty, field.count <= 6,
        field.allSatisfy({ (0x30...0x39).contains($0) })
      else { return nil }
      return field.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }
    guard numbers.count == 3, let code = numbers[0], let column = numbers[1], let row = numbers[2],
      column >= 1, row >= 1, code & 32 == 0
    else { return nil }
    let button: MouseEvent.Button
    switch (code & 64 != 0, code & 3) {
    case (false, 0): button = .left
    case (false, 1): button = .middle
    case (false, 2): button = .right
    case (true, 0): button = .wheelUp
    case (true, 1): button = .wheelDown
    default: return nil
    }
    var modifiers: KeyModifiers = []
    if code & 4 != 0 { modifiers.insert(.shift) }
    if code & 8 != 0 { modifiers.insert(.alt) }
    if code & 16 != 0 { modifiers.insert(.control) }
    let event = MouseEvent(button, row: row - 1, column: column - 1, isRelease: isRelease)
    return KeyEvent(.mouse(event), modifiers: modifiers)
  }

  private static func finalKey(_ final: UInt8) -> Key? {
    switch final {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "P")...UInt8(ascii: "S"): return .function(Int(final - UInt8(ascii: "P")) + 1)
    default: return nil
    }
  }

  /// `ESC [ n ~` keys (VT220 and xterm numbering).
  private static func tildeKey(_ number: Int) -> Key? {
    switch number {
    case 1, 7: return .home
    case 2: return .insert
    case 3: return .delete
    case 4, 8: return .end
    case 5: return .pageUp
    case 6: return .pageDown
    case 11...15: return .function(number - 10)
    case 17...21: return .function(number - 11)
    case 23...26: return .function(number - 12)
    case 28, 29: return .function(number - 13)
    case 31...34: return .function(number - 14)
    default: return nil
    }
  }

  /// A key given by its code point (`CSI code u`, xterm's `CSI 27 ; modifiers ; code ~`).
  private static func codeKey(_ code: Int?) -> Key? {
    switch code {
    case 13: return .enter
    case 9: return .tab
    case 27: return .escape
    case 8, 127: return .backspace
    case let code?:
      guard code >= 0x20, let scalar = Unicode.Scalar(UInt32(code)), !VisibleText.isControl(scalar)
      else { return nil }
      return .character(Character(scalar))
    case nil: return nil
    }
  }

  /// The xterm modifier parameter: 1 + (shift 1, alt 2, control 4, meta 8).
  private static func modifiers(_ parameter: Int?) -> KeyModifiers {
    guard let parameter, parameter > 1 else { return [] }
    let bits = parameter - 1
    var modifiers: KeyModifiers = []
    if bits & 1 != 0 { modifiers.insert(.shift) }
    if bits & (2 | 8) != 0 { modifiers.insert(.alt) }
    if bits & 4 != 0 { modifiers.insert(.control) }
    return modifiers
  }
}
