/// Counts class names given as byte ranges of one text, without building a String or running
/// SipHash per node: an open-addressing table keyed by an FNV-1a hash of the bytes.
struct ClassCounter {
  private struct Slot {
    /// Offset of the name in the text; -1 for an empty slot (offsets can exceed Int32).
    var start = -1
    var length: Int32 = 0
    var hash: UInt64 = 0
    var count: Int = 0
  }

  private let text: UnsafeBufferPointer<UInt8>
  private var slots = [Slot](repeating: Slot(), count: 256)
  private var used = 0

  init(text: UnsafeBufferPointer<UInt8>) { self.text = text }

  /// - Complexity: O(length of the name) expected.
  mutating func add(_ range: Range<Int>) {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text[range] { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    var index = Int(truncatingIfNeeded: hash) & (slots.count - 1)
    while slots[index].start >= 0 {
      let slot = slots[index]
      if slot.hash == hash && Int(slot.length) == range.count
        && text[Int(slot.start)..<(Int(slot.start) + range.count)].elementsEqual(text[range])
      {
        slots[index].count += 1
        return
      }
      index = (index + 1) & (slots.count - 1)
    }
    slots[index] = Slot(
      start: range.lowerBound, length: Int32(range.count), hash: hash,
      count: 1)
    used += 1
    if used * 2 > slots.count { grow() }
  }

  /// Every distinct name with its count.
  var counts: [(name: String, count: Int)] {
    slots.filter { $0.start >= 0 }.map { slot in
      let start = Int(slot.start)
      return (String(decoding: text[start..<(start + Int(slot.length))], as: UTF8.self), slot.count)
    }
  }

  private mutating func grow() {
    let old = slots
    slots = [Slot](repeating: Slot(), count: old.count * 2)
    for slot in old where slot.start >= 0 {
      var index = Int(truncatingIfNeeded: slot.hash) & (slots.count - 1)
      while slots[index].start >= 0 { index = (index + 1) & (slots.count - 1) }
      slots[index] = slot
    }
  }
}
