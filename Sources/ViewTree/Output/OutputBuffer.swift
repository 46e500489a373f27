/// Where every writer puts its output: bytes appended to one growing buffer, handed to a sink
/// about a megabyte at a time, so that a million-node output is neither built as Strings nor
/// held twice in memory.
///
/// Each writer has `write(_:to: inout OutputBuffer)`. A buffer made with `init()` keeps
/// everything (read `bytes`, `text` or `lines`); one made with `init(sink:)` passes full
/// blocks to `sink` and keeps the rest until `flush()`, which its owner calls once at the end.
public struct OutputBuffer {
  public private(set) var bytes: [UInt8] = []
  private let sink: (([UInt8]) -> Void)?
  private var limit: Int

  /// Collects everything written.
  public init() {
    sink = nil
    limit = .max
  }

  /// Hands what is written to `sink` in blocks of about `blockSize` bytes.
  public init(blockSize: Int = 1 << 20, sink: @escaping ([UInt8]) -> Void) {
    self.sink = sink
    limit = blockSize
    bytes.reserveCapacity(blockSize + blockSize / 8)
  }

  /// What was written, decoded as UTF-8 (of a collecting buffer: everything).
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  /// The lines written, without their newlines.
  public var lines: [String] {
    var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
      .map { String(decoding: $0, as: UTF8.self) }
    if bytes.last == 0x0A { lines.removeLast() }
    return lines
  }

  /// Passes what is buffered to the sink (nothing happens without one).
  public mutating func flush() {
    guard let sink, !bytes.isEmpty else { return }
    sink(bytes)
    bytes.removeAll(keepingCapacity: true)
  }

  @inline(__always) private mutating func flushIfFull() {
    if bytes.count >= limit { flush() }
  }

  public mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
    flushIfFull()
  }

  public mutating func append(_ text: StaticString) {
    bytes.append(
      contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    flushIfFull()
  }

  public mutating func append(_ byte: UInt8) {
    bytes.append(byte)
    flushIfFull()
  }

  public mutating func append(_ source: UnsafeBufferPointer<UInt8>.SubSequence) {
    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source))
    flushIfFull()
  }

  public mutating func append(_ source: [UInt8]) {
    bytes.append(contentsOf: source)
    flushIfFull()
  }

  /// A number in decimal, without building a String.
  public mutating func append<Number: BinaryInteger>(_ number: Number) {
    if number < 0 { bytes.append(UInt8(ascii: "-")) }
    guard var magnitude = UInt64(exactly: number.magnitude) else {
      return append(String(number.magnitude))
    }
    // Digits are made last to first in a small buffer, then appended at once.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var start = digits.count
      repeat {
        start -= 1
        digits[start] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
        magnitude /= 10
      } while magnitude != 0
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
    }
    flushIfFull()
  }

  /// `count` copies of `text`.
  public mutating func append(_ text: StaticString, count: Int) {
    for _ in 0..<max(0, count) {
      bytes.append(
        contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
    flushIfFull()
  }

  /// `text` and a newline.
  public mutating func line(_ text: String) {
    append(text)
    append(UInt8(0x0A))
  }
}
