#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Byte-level comparisons for hot loops, where building a String per node would dominate.
enum ByteText {
  /// Whether `text` occurs in `bytes`.
  static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ text: StaticString) -> Bool {
    text.utf8CodeUnitCount == 0 || firstOffset(of: text, in: bytes) != nil
  }

  /// Where `text` first occurs in `bytes`: memchr finds each candidate first byte.
  static func firstOffset(of text: StaticString, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    firstOffset(
      of: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount), in: bytes)
  }

  /// The same for any bytes.
  static func firstOffset(
    of needle: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>
  ) -> Int? {
    let count = needle.count
    guard count > 0, bytes.count >= count, let base = bytes.baseAddress,
      let needleBase = needle.baseAddress
    else { return nil }
    let first = Int32(needleBase[0])
    var start = 0
    let lastStart = bytes.count - count
    while start <= lastStart {
      guard let found = memchr(base + start, first, lastStart - start + 1) else { return nil }
      let position = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
      if memcmp(base + position, needleBase, count) == 0 { return position }
      start = position + 1
    }
    return nil
  }

  /// Whether some occurrence of `byte` in `bytes` passes `test` (given its offset): memchr
  /// finds each one, so a line without the byte costs one library call.
  static func containsByte(
    _ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, where test: (Int) -> Bool
  ) -> Bool {
    guard let base = bytes.baseAddress else { return false }
    var start = 0
    while start < bytes.count {
      guard let found = memchr(base + start, Int32(byte), bytes.count - start) else {
        return false
      }
      let position = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
      if test(position) { return true }
      start = position + 1
    }
    return false
  }

  @inline(__always)
  static func equals(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, _ text: StaticString) -> Bool {
    let count = text.utf8CodeUnitCount
    guard bytes.count == count else { return false }
    let expected = text.utf8Start
    var offset = 0
    for byte in bytes {
      if byte != expected[offset] { return false }
      offset += 1
    }
    return true
  }
}
