/// Byte-level comparisons for hot loops, where building a String per node would dominate.
enum ByteText {
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
