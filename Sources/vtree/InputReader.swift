import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a whole input, a file or standard input, into memory in one go.
enum InputReader {
  /// Reads `path`, or standard input for nil or `-`. When standard input is a terminal, first
  /// tells the user how to paste (pasting is how most dumps arrive).
  static func read(path: String?) throws(InputError) -> (name: String, bytes: [UInt8]) {
    guard let path, path != "-" else {
      if isatty(STDIN_FILENO) != 0 {
        FileHandle.standardError.write(
          Data("Paste the dump, then press Ctrl-D on an empty line.\n".utf8))
      }
      return ("<stdin>", try readAll(descriptor: STDIN_FILENO, name: "<stdin>", sizeHint: 0))
    }
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else {
      throw InputError(path: path, message: "cannot open: \(String(cString: strerror(errno)))")
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw InputError(path: path, message: "cannot stat: \(String(cString: strerror(errno)))")
    }
    if (info.st_mode & S_IFMT) == S_IFDIR {
      throw InputError(path: path, message: "is a directory, not a dump file")
    }
    return (path, try readAll(descriptor: descriptor, name: path, sizeHint: Int(info.st_size)))
  }

  /// Reads until end of file with `read(2)`, growing the buffer geometrically.
  private static func readAll(descriptor: Int32, name: String, sizeHint: Int)
    throws(InputError) -> [UInt8]
  {
    var bytes = [UInt8]()
    var capacity = max(sizeHint + 1, 1 << 16)
    var count = 0
    while true {
      if count == capacity { capacity *= 2 }
      var failure: Int32 = 0
      var reachedEnd = false
      bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
        if !bytes.isEmpty {
          _ = buffer.initialize(from: bytes)
        }
        initialized = count
        while initialized < capacity {
          let got = Foundation.read(descriptor, buffer.baseAddress! + initialized, capacity - initialized)
          if got < 0 {
            if errno == EINTR { continue }
            failure = errno
            return
          }
          if got == 0 {
            reachedEnd = true
            return
          }
          initialized += got
        }
      }
      count = bytes.count
      if failure != 0 {
        throw InputError(path: name, message: "cannot read: \(String(cString: strerror(failure)))")
      }
      if reachedEnd { break }
    }
    if count > Int(UInt32.max) {
      throw InputError(path: name, message: "input larger than 4 GiB is not supported")
    }
    return bytes
  }
}
