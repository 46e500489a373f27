#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The immutable bytes of one input: a memory-mapped file, or bytes already in memory.
///
/// Mapping a dump instead of reading it saves a copy of every byte and the page faults of a
/// fresh buffer, a fifth of the time of a whole `vtree stats` run on a 200 MB file. As with any
/// mapping, a file cut short by another program while it is read raises SIGBUS; a program that
/// installs `MappedFileGuard` reports it as an error naming the file instead of crashing.
public final class SourceText: @unchecked Sendable {
  private enum Storage {
    case bytes([UInt8])
    /// `guardToken` is the file's registration with `MappedFileGuard`, if any.
    case mapped(UnsafeRawPointer, count: Int, guardToken: Int?)
  }

  private let storage: Storage

  public init(_ bytes: [UInt8]) { storage = .bytes(bytes) }

  public convenience init(_ text: String) { self.init(Array(text.utf8)) }

  /// Maps the regular file at `path` (`mmap`), or reads it when it cannot be mapped.
  /// - Throws: `SourceTextError` with the system's reason when the file cannot be opened.
  public init(contentsOfFile path: String) throws(SourceTextError) {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw SourceTextError(path: path, operation: "open", code: errno) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw SourceTextError(path: path, operation: "stat", code: errno)
    }
    if (info.st_mode & S_IFMT) == S_IFDIR {
      throw SourceTextError(path: path, operation: "read", code: EISDIR)
    }
    let size = Int(info.st_size)
    if (info.st_mode & S_IFMT) == S_IFREG && size > 0 {
      #if canImport(Glibc)
        let flags = MAP_PRIVATE | MAP_POPULATE
      #else
        let flags = MAP_PRIVATE
      #endif
      if let address = mmap(nil, size, PROT_READ, flags, descriptor, 0), address != MAP_FAILED {
        let token = MappedFileGuard.register(path: path, count: size)
        storage = .mapped(UnsafeRawPointer(address), count: size, guardToken: token)
        return
      }
    }
    storage = .bytes(try Self.readAll(descriptor, path: path, sizeHint: size))
  }

  deinit {
    if case .mapped(let address, let count, let token) = storage {
      munmap(UnsafeMutableRawPointer(mutating: address), count)
      if let token { MappedFileGuard.unregister(token) }
    }
  }

  public var count: Int {
    switch storage {
    case .bytes(let bytes): return bytes.count
    case .mapped(_, let count, _): return count
    }
  }

  public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R)
    rethrows -> R
  {
    switch storage {
    case .bytes(let bytes): return try bytes.withUnsafeBufferPointer(body)
    case .mapped(let address, let count, _):
      return try body(
        UnsafeBufferPointer(start: address.assumingMemoryBound(to: UInt8.self), count: count))
    }
  }

  /// Reads a descriptor to its end (pipes, terminals, files that cannot be mapped).
  public static func readAll(_ descriptor: Int32, path: String, sizeHint: Int = 0)
    throws(SourceTextError) -> [UInt8]
  {
    var bytes = [UInt8](repeating: 0, count: max(sizeHint + 1, 1 << 16))
    var count = 0
    while true {
      if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: bytes.count)) }
      let got = bytes.withUnsafeMutableBytes { raw in
        read(descriptor, raw.baseAddress! + count, raw.count - count)
      }
      if got < 0 {
        if errno == EINTR { continue }
        throw SourceTextError(path: path, operation: "read", code: errno)
      }
      if got == 0 { break }
      count += got
    }
    bytes.removeSubrange(count...)
    return bytes
  }
}

/// A file that could not be opened or read, with the system's reason.
public struct SourceTextError: Error, CustomStringConvertible {
  public let path: String
  public let operation: String
  public let code: Int32

  public var reason: String { String(cString: strerror(code)) }
  public var description: String { "cannot \(operation) '\(path)': \(reason)" }
}
