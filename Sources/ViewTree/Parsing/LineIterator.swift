#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Splits bytes into lines at `\n` (a `\r` before it stays in the line; callers trim it).
/// A final line without `\n` counts; a trailing `\n` does not start another line.
struct LineIterator {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var position: Int
  private let end: Int
  /// 1-based number of the line last returned by `next()`.
  private(set) var lineNumber = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>? = nil) {
    self.bytes = bytes
    self.position = range?.lowerBound ?? 0
    self.end = range?.upperBound ?? bytes.count
  }

  mutating func next() -> Range<Int>? {
    guard let line = peek() else { return nil }
    position = min(line.upperBound + 1, end)
    if line.upperBound == end { position = end + 1 }
    lineNumber += 1
    return line
  }

  /// The line `next()` would return after skipping `skip` lines, without consuming any.
  func peek(skipping skip: Int = 0) -> Range<Int>? {
    var position = self.position
    for _ in 0..<skip {
      guard let line = lineStarting(at: position) else { return nil }
      position = line.upperBound + 1
    }
    return lineStarting(at: position)
  }

  private func lineStarting(at position: Int) -> Range<Int>? {
    guard position < end else { return nil }
    guard let base = bytes.baseAddress else { return nil }
    // memchr is vectorised by libc: the line scan is the one pass over every byte.
    if let found = memchr(base + position, 0x0A, end - position) {
      let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      return position..<index
    }
    return position..<end
  }
}
