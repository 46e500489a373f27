internal import CPCRE2

/// A compiled, JIT-compiled PCRE2 pattern. Immutable after `init`, so one pattern can be shared
/// by every thread; each thread matches through its own `Matcher`.
public final class Pattern: @unchecked Sendable {
  public struct Options: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let caseless = Options(rawValue: PCRE2_CASELESS)
    public static let multiline = Options(rawValue: PCRE2_MULTILINE)
    public static let dotAll = Options(rawValue: PCRE2_DOTALL)
    public static let extended = Options(rawValue: PCRE2_EXTENDED)
    public static let anchored = Options(rawValue: PCRE2_ANCHORED)
    /// Characters, not bytes: subjects must then be valid UTF-8.
    public static let utf = Options(rawValue: PCRE2_UTF)
    /// Unicode properties for `\w`, `\d` and friends (implies nothing without `.utf`).
    public static let unicodeProperties = Options(rawValue: PCRE2_UCP)
  }

  /// Bounds on the work one match may do, so that no pattern can run away on a hostile line.
  public struct Limits: Sendable {
    /// `pcre2_set_match_limit`: calls of the internal match function (also honoured by JIT).
    public var match: UInt32
    /// `pcre2_set_depth_limit`: backtracking depth (interpreter only).
    public var depth: UInt32
    /// `pcre2_set_heap_limit`: KiB of heap the interpreter may use for backtracking.
    public var heapKiB: UInt32

    public init(match: UInt32 = 1_000_000, depth: UInt32 = 10_000, heapKiB: UInt32 = 20_000) {
      self.match = match
      self.depth = depth
      self.heapKiB = heapKiB
    }
  }

  /// The pattern text, as given.
  public let source: String
  /// Number of capture groups (group 0, the whole match, not counted).
  public let captureCount: Int
  /// Whether `pcre2_jit_compile` succeeded; matching falls back to the interpreter if not.
  public let isJITCompiled: Bool

  let code: OpaquePointer
  let matchContext: OpaquePointer

  /// Compiles `pattern` (`pcre2_compile`) and JIT-compiles it (`pcre2_jit_compile`).
  /// - Throws: `PCRE2Error` of kind `.compile` with PCRE2's message and the offset in the pattern.
  public init(_ pattern: String, options: Options = [], limits: Limits = Limits())
    throws(PCRE2Error)
  {
    var errorCode: Int32 = 0
    var errorOffset = 0
    let utf8 = Array(pattern.utf8)
    let compiled = utf8.withUnsafeBufferPointer { bytes in
      pcre2_compile_8(
        bytes.baseAddress, bytes.count, options.rawValue, &errorCode, &errorOffset, nil)
    }
    guard let compiled else {
      throw PCRE2Error(kind: .compile, code: errorCode, offset: errorOffset)
    }
    guard let context = pcre2_match_context_create_8(nil) else {
      pcre2_code_free_8(compiled)
      throw PCRE2Error(kind: .compile, code: PCRE2_ERROR_NOMEMORY, offset: nil)
    }
    pcre2_set_match_limit_8(context, limits.match)
    pcre2_set_depth_limit_8(context, limits.depth)
    pcre2_set_heap_limit_8(context, limits.heapKiB)

    var groups: UInt32 = 0
    pcre2_pattern_info_8(compiled, UInt32(PCRE2_INFO_CAPTURECOUNT), &groups)

    self.source = pattern
    self.code = compiled
    self.matchContext = context
    self.captureCount = Int(groups)
    self.isJITCompiled = pcre2_jit_compile_8(compiled, PCRE2_JIT_COMPLETE) == 0
  }

  deinit {
    pcre2_match_context_free_8(matchContext)
    pcre2_code_free_8(code)
  }

  /// The number of the named group `name` (`pcre2_substring_number_from_name`), or nil.
  public func groupNumber(named name: String) -> Int? {
    let number = name.withCString { pointer in
      pointer.withMemoryRebound(to: UInt8.self, capacity: name.utf8.count + 1) {
        pcre2_substring_number_from_name_8(code, $0)
      }
    }
    return number > 0 ? Int(number) : nil
  }

  /// A new matcher with its own match data. Matchers are cheap but not free: reuse one per
  /// thread for a run of matches.
  public func matcher() -> Matcher { Matcher(pattern: self) }

  /// Convenience for cold paths: the first match in `subject` at or after byte `offset`.
  /// - Complexity: allocates a matcher; use `Matcher` in loops.
  public func firstMatch(in subject: String, from offset: Int = 0) throws(PCRE2Error) -> Match? {
    try matcher().firstMatch(in: Array(subject.utf8), from: offset)
  }
}
