#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Readable forms of mangled Swift class names (`_TtC5MyApp10CustomView` → `MyApp.CustomView`),
/// from the Swift project's own demangler.
///
/// The runtime's `swift_demangle` leaves the `_Tt` names that Objective-C descriptions print
/// unchanged, so the toolchain's libswiftDemangle (`swift_demangle_getDemangledName`) is loaded
/// at run time where it is installed. Without it, simple nested class names are rewritten into
/// current mangling for the runtime demangler, and anything else keeps its raw name.
public enum SwiftDemangler {
  private typealias ToolchainDemangle =
    @convention(c) (UnsafePointer<CChar>?, UnsafeMutablePointer<CChar>?, Int) -> Int
  private typealias RuntimeDemangle =
    @convention(c) (
      UnsafePointer<CChar>?, Int, UnsafeMutablePointer<CChar>?, UnsafeMutablePointer<Int>?,
      UInt32
    ) -> UnsafeMutablePointer<CChar>?

  /// Whether the toolchain's demangler was found (every mangled form is then readable).
  public static var usesToolchainDemangler: Bool { toolchainDemangle != nil }

  /// The readable form of `name`, or nil when it is not a mangled Swift name (or cannot be
  /// demangled here).
  public static func demangle(_ name: String) -> String? {
    guard name.hasPrefix("_Tt") || name.hasPrefix("$s") || name.hasPrefix("_$s") else {
      return nil
    }
    if let toolchainDemangle {
      let result = name.withCString { mangled -> String? in
        var buffer = [CChar](repeating: 0, count: 512)
        var length = toolchainDemangle(mangled, &buffer, buffer.count)
        if length >= buffer.count {
          buffer = [CChar](repeating: 0, count: length + 1)
          length = toolchainDemangle(mangled, &buffer, buffer.count)
        }
        guard length > 0 else { return nil }
        return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
      }
      if let result, result != name { return result }
      return nil
    }
    return runtimeDemangle(currentMangling(of: name) ?? name)
  }

  private static let toolchainDemangle: ToolchainDemangle? = {
    for path in libraryCandidates() {
      guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL),
        let symbol = dlsym(handle, "swift_demangle_getDemangledName")
      else { continue }
      return unsafeBitCast(symbol, to: ToolchainDemangle.self)
    }
    return nil
  }()

  /// Where libswiftDemangle lives: beside the toolchain's runtime on Linux
  /// (`usr/lib/swift/linux/libswiftCore.so` → `usr/lib/libswiftDemangle.so`), in Xcode or the
  /// Command Line Tools on macOS, or wherever the dynamic loader finds it.
  private static func libraryCandidates() -> [String] {
    #if canImport(Darwin)
      var candidates = [
        "/Library/Developer/CommandLineTools/usr/lib/libswiftDemangle.dylib",
        "/Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/lib/libswiftDemangle.dylib",
        "libswiftDemangle.dylib",
      ]
    #else
      var candidates = ["libswiftDemangle.so"]
    #endif
    if let runtime = runtimeLibraryPath() {
      var directory = runtime
      for _ in 0..<3 {
        directory = String(directory[..<(directory.lastIndex(of: "/") ?? directory.startIndex)])
      }
      #if canImport(Darwin)
        candidates.insert(directory + "/libswiftDemangle.dylib", at: 0)
      #else
        candidates.insert(directory + "/libswiftDemangle.so", at: 0)
      #endif
    }
    return candidates
  }

  /// `RTLD_DEFAULT`: search every image the process loaded.
  private static var defaultHandle: UnsafeMutableRawPointer? {
    #if canImport(Darwin)
      return UnsafeMutableRawPointer(bitPattern: -2)
    #else
      return nil
    #endif
  }

  /// The path of the Swift runtime this process loaded (libswiftCore).
  private static func runtimeLibraryPath() -> String? {
    #if canImport(Darwin)
      var info = Dl_info()
      guard let symbol = dlsym(defaultHandle, "swift_retain"),
        dladdr(symbol, &info) != 0, let file = info.dli_fname
      else { return nil }
      return String(cString: file)
    #else
      // glibc's dladdr is not visible to Swift; the loader's own map of this process is.
      guard let maps = fopen("/proc/self/maps", "r") else { return nil }
      defer { fclose(maps) }
      var line = [CChar](repeating: 0, count: 4096)
      while fgets(&line, Int32(line.count), maps) != nil {
        let text = String(
          decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if text.contains("/libswiftCore.so"), let slash = text.firstIndex(of: "/") {
          return String(text[slash...].prefix { $0 != "\n" })
        }
      }
      return nil
    #endif
  }

  private static let runtimeSymbol: RuntimeDemangle? = {
    guard let symbol = dlsym(defaultHandle, "swift_demangle") else { return nil }
    return unsafeBitCast(symbol, to: RuntimeDemangle.self)
  }()

  static func runtimeDemangle(_ name: String) -> String? {
    guard let runtimeSymbol, name.hasPrefix("$s") else { return nil }
    return name.withCString { mangled in
      guard let result = runtimeSymbol(mangled, strlen(mangled), nil, nil, 0) else { return nil }
      defer { free(result) }
      return String(cString: result)
    }
  }

  /// `_TtC5MyApp10CustomView` → `$s5MyApp10CustomViewC`; nested classes `_TtCC…` likewise.
  /// Other `_Tt` forms (generics, private contexts) are left to the toolchain demangler.
  static func currentMangling(of name: String) -> String? {
    guard name.hasPrefix("_TtC") else { return nil }
    var rest = Substring(name.dropFirst(3))
    var nesting = 0
    while rest.first == "C" {
      nesting += 1
      rest = rest.dropFirst()
    }
    var identifiers: [Substring] = []
    while let first = rest.first, first.isNumber {
      let digits = rest.prefix { $0.isNumber }
      guard let length = Int(digits), length > 0 else { return nil }
      rest = rest.dropFirst(digits.count)
      guard rest.count >= length else { return nil }
      identifiers.append(rest.prefix(length))
      rest = rest.dropFirst(length)
    }
    // A module and one identifier per nesting level, and nothing left over.
    guard rest.isEmpty, identifiers.count == nesting + 1 else { return nil }
    var mangled = "$s" + "\(identifiers[0].count)" + identifiers[0]
    for identifier in identifiers.dropFirst() {
      mangled += "\(identifier.count)" + identifier + "C"
    }
    return mangled
  }
}
