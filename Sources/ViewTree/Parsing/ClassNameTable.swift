#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Numbers distinct class names from 0 in order of first appearance, as the parser meets them.
///
/// Names are hashed as bytes (FNV-1a) into an open-addressing table, and each new name's bytes
/// are copied into the table's own storage: a dump repeats a few hundred classes over a million
/// rows, so a `String` and a SipHash per row would cost more than reading the row.
struct ClassNameTable: Sendable {
  /// Every name's bytes, one after another.
  private var storage: [UInt8] = []
  /// Where each name (by id) starts in `storage`; the last entry is the storage's end.
  private var starts: [Int] = [0]
  private var hashes: [UInt64] = []
  private var slots = [Int32](repeating: -1, count: 256)

  var count: Int { hashes.count }

  /// The id of `name`, numbering it if it is new.
  /// - Complexity: O(name length) expected.
  mutating func id(of name: Slice<UnsafeBufferPointer<UInt8>>) -> Int32 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in name { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
    while true {
      let id = Int(slots[slot])
      if id < 0 { break }
      if hashes[id] == hash && equals(id, name) { return Int32(id) }
      slot = (slot + 1) & (slots.count - 1)
    }
    let id = Int32(hashes.count)
    slots[slot] = id
    hashes.append(hash)
    storage.append(contentsOf: name)
    starts.append(storage.count)
    if hashes.count * 2 > slots.count { rehash(count: slots.count * 2) }
    return id
  }

  /// The names by id.
  var names: [String] {
    (0..<count).map { String(decoding: bytes(of: $0), as: UTF8.self) }
  }

  /// For each of `other`'s ids, the id its name has here (numbering the names new here).
  /// - Complexity: O(total length of `other`'s names) expected.
  mutating func translation(from other: ClassNameTable) -> [Int32] {
    other.storage.withUnsafeBufferPointer { otherStorage in
      (0..<other.count).map { id(of: otherStorage[other.starts[$0]..<other.starts[$0 + 1]]) }
    }
  }

  private func bytes(of id: Int) -> ArraySlice<UInt8> { storage[starts[id]..<starts[id + 1]] }

  private func equals(_ id: Int, _ name: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    let start = starts[id]
    let count = starts[id + 1] - start
    guard count == name.count else { return false }
    guard count > 0 else { return true }
    return storage.withUnsafeBufferPointer { storage in
      memcmp(storage.baseAddress! + start, name.base.baseAddress! + name.startIndex, count) == 0
    }
  }

  private mutating func rehash(count: Int) {
    slots = [Int32](repeating: -1, count: count)
    for (id, hash) in hashes.enumerated() {
      var slot = Int(truncatingIfNeeded: hash) & (count - 1)
      while slots[slot] >= 0 { slot = (slot + 1) & (count - 1) }
      slots[slot] = Int32(id)
    }
  }
}
