/// The pixels of a PNG file, enough to tell whether a browser screenshot shows anything:
/// 8-bit RGB or RGBA, not interlaced (what Chromium writes). The zlib stream is inflated by
/// `Inflater`, written for these tests from RFC 1950/1951, since Foundation on Linux has no
/// decompressor.
struct PNGImage {
  let width: Int
  let height: Int
  /// Bytes per pixel: 3 (RGB) or 4 (RGBA).
  let channels: Int
  /// Unfiltered rows, `width × channels` bytes each.
  let pixels: [UInt8]

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  init(_ bytes: [UInt8]) throws {
    guard bytes.count > 8, bytes.prefix(8).elementsEqual([137, 80, 78, 71, 13, 10, 26, 10])
    else { throw Failure(description: "not a PNG file") }
    var offset = 8
    var header: [UInt8] = []
    var compressed: [UInt8] = []
    while offset + 8 <= bytes.count {
      let length = Self.bigEndian(bytes, offset)
      let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
      let start = offset + 8
      guard start + length + 4 <= bytes.count else { throw Failure(description: "truncated chunk") }
      let data = bytes[start..<start + length]
      if type == "IHDR" { header = Array(data) }
      if type == "IDAT" { compressed += data }
      if type == "IEND" { break }
      offset = start + length + 4
    }
    guard header.count == 13 else { throw Failure(description: "no IHDR chunk") }
    width = Self.bigEndian(header, 0)
    height = Self.bigEndian(header, 4)
    guard header[8] == 8, header[10] == 0, header[11] == 0, header[12] == 0 else {
      throw Failure(description: "unsupported bit depth, method or interlacing")
    }
    switch header[9] {
    case 2: channels = 3
    case 6: channels = 4
    default: throw Failure(description: "unsupported color type \(header[9])")
    }
    guard compressed.count > 2 else { throw Failure(description: "no image data") }
    var inflater = Inflater(Array(compressed.dropFirst(2)))
    let raw = try inflater.inflate()
    pixels = try Self.unfiltered(raw, width: width, height: height, channels: channels)
  }

  /// The color of the pixel at (x, y) as RGB.
  func color(x: Int, y: Int) -> [UInt8] {
    let start = (y * width + x) * channels
    return Array(pixels[start..<start + 3])
  }

  /// The number of distinct RGB colors, counting at most `limit`.
  func distinctColors(limit: Int = 1000) -> Int {
    var seen = Set<UInt32>()
    var index = 0
    while index < pixels.count && seen.count < limit {
      seen.insert(
        UInt32(pixels[index]) << 16 | UInt32(pixels[index + 1]) << 8 | UInt32(pixels[index + 2]))
      index += channels
    }
    return seen.count
  }

  private static func bigEndian(_ bytes: [UInt8], _ offset: Int) -> Int {
    bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
  }

  /// Undoes PNG's per-row filters (none, sub, up, average, Paeth).
  private static func unfiltered(_ raw: [UInt8], width: Int, height: Int, channels: Int) throws
    -> [UInt8]
  {
    let stride = width * channels
    guard raw.count >= height * (stride + 1) else {
      throw Failure(description: "image data too short")
    }
    var out = [UInt8](repeating: 0, count: height * stride)
    for row in 0..<height {
      let filter = raw[row * (stride + 1)]
      let source = row * (stride + 1) + 1
      let target = row * stride
      for i in 0..<stride {
        let a = i >= channels ? Int(out[target + i - channels]) : 0
        let b = row > 0 ? Int(out[target - stride + i]) : 0
        let c = row > 0 && i >= channels ? Int(out[target - stride + i - channels]) : 0
        let predictor: Int
        switch filter {
        case 0: predictor = 0
        case 1: predictor = a
        case 2: predictor = b
        case 3: predictor = (a + b) / 2
        case 4:
          let p = a + b - c
          let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
          predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
        default: throw Failure(description: "bad filter \(filter) on row \(row)")
        }
        out[target + i] = UInt8((Int(raw[source + i]) + predictor) & 0xFF)
      }
    }
    return out
  }
}

/// A DEFLATE (RFC 1951) decoder: stored, fixed-Huffman and dynamic-Huffman blocks.
struct Inflater {
  private let input: [UInt8]
  private var position = 0
  private var bitBuffer = 0
  private var bitCount = 0
  private var output: [UInt8] = []

  init(_ input: [UInt8]) { self.input = input }

  /// A canonical Huffman code: how many codes of each length, and the symbols in code order.
  private struct Code {
    var counts = [Int](repeating: 0, count: 16)
    var symbols: [Int] = []

    init(lengths: [Int]) {
      for length in lengths { counts[length] += 1 }
      counts[0] = 0
      var offsets = [Int](repeating: 0, count: 16)
      for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
      offsets[0] = 0
      symbols = [Int](repeating: 0, count: lengths.count)
      var next = offsets
      for (symbol, length) in lengths.enumerated() where length > 0 {
        symbols[next[length]] = symbol
        next[length] += 1
      }
    }
  }

  private static let lengthBase = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
    131, 163, 195, 227, 258,
  ]
  private static let lengthExtra = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  private static let distanceBase = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
  ]
  private static let distanceExtra = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
  ]
  /// The order in which a dynamic block lists its code-length code's lengths.
  private static let codeLengthOrder = [
    16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
  ]

  mutating func inflate() throws -> [UInt8] {
    var isLast = false
    while !isLast {
      isLast = try bits(1) == 1
      switch try bits(2) {
      case 0: try stored()
      case 1:
        let literals = Code(
          lengths: [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112)
            + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8))
        try codes(literals, Code(lengths: [Int](repeating: 5, count: 30)))
      case 2: try dynamic()
      default: throw PNGImage.Failure(description: "bad deflate block type")
      }
    }
    return output
  }

  private mutating func bits(_ count: Int) throws -> Int {
    while bitCount < count {
      guard position < input.count else {
        throw PNGImage.Failure(description: "deflate data ends early")
      }
      bitBuffer |= Int(input[position]) << bitCount
      position += 1
      bitCount += 8
    }
    let value = bitBuffer & ((1 << count) - 1)
    bitBuffer >>= count
    bitCount -= count
    return value
  }

  private mutating func stored() throws {
    bitBuffer = 0
    bitCount = 0
    guard position + 4 <= input.count else {
      throw PNGImage.Failure(description: "bad stored block")
    }
    let length = Int(input[position]) | Int(input[position + 1]) << 8
    position += 4
    guard position + length <= input.count else {
      throw PNGImage.Failure(description: "bad stored block")
    }
    output += input[position..<position + length]
    position += length
  }

  private mutating func decode(_ code: Code) throws -> Int {
    var value = 0
    var first = 0
    var index = 0
    for length in 1..<16 {
      value |= try bits(1)
      let count = code.counts[length]
      if value - first < count { return code.symbols[index + value - first] }
      index += count
      first = (first + count) << 1
      value <<= 1
    }
    throw PNGImage.Failure(description: "bad Huffman code")
  }

  private mutating func codes(_ literals: Code, _ distances: Code) throws {
    while true {
      let symbol = try decode(literals)
      if symbol < 256 {
        output.append(UInt8(symbol))
        continue
      }
      if symbol == 256 { return }
      let lengthIndex = symbol - 257
      guard lengthIndex < Self.lengthBase.count else {
        throw PNGImage.Failure(description: "bad length")
      }
      let length = Self.lengthBase[lengthIndex] + (try bits(Self.lengthExtra[lengthIndex]))
      let distanceIndex = try decode(distances)
      guard distanceIndex < Self.distanceBase.count else {
        throw PNGImage.Failure(description: "bad distance")
      }
      let distance =
        Self.distanceBase[distanceIndex] + (try bits(Self.distanceExtra[distanceIndex]))
      guard distance <= output.count else {
        throw PNGImage.Failure(description: "distance too far")
      }
      let start = output.count - distance
      for offset in 0..<length { output.append(output[start + offset]) }
    }
  }

  private mutating func dynamic() throws {
    let literalCount = try bits(5) + 257
    let distanceCount = try bits(5) + 1
    let codeLengthCount = try bits(4) + 4
    var codeLengthLengths = [Int](repeating: 0, count: 19)
    for index in 0..<codeLengthCount {
      codeLengthLengths[Self.codeLengthOrder[index]] = try bits(3)
    }
    let codeLengthCode = Code(lengths: codeLengthLengths)
    var lengths: [Int] = []
    while lengths.count < literalCount + distanceCount {
      let symbol = try decode(codeLengthCode)
      switch symbol {
      case 0..<16: lengths.append(symbol)
      case 16:
        guard let previous = lengths.last else {
          throw PNGImage.Failure(description: "repeat with no length")
        }
        lengths += [Int](repeating: previous, count: 3 + (try bits(2)))
      case 17: lengths += [Int](repeating: 0, count: 3 + (try bits(3)))
      default: lengths += [Int](repeating: 0, count: 11 + (try bits(7)))
      }
    }
    guard lengths.count == literalCount + distanceCount else {
      throw PNGImage.Failure(description: "too many code lengths")
    }
    try codes(
      Code(lengths: Array(lengths[..<literalCount])), Code(lengths: Array(lengths[literalCount...]))
    )
  }
}
