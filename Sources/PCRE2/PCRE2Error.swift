internal import CPCRE2

/// An error reported by PCRE2: a pattern that does not compile, or a match that hit a limit
/// or met invalid UTF-8. "No match" is not an error: matching returns `nil`/`false` for it.
public struct PCRE2Error: Error, Equatable, Sendable, CustomStringConvertible {
  public enum Kind: Sendable, Equatable {
    /// The pattern is invalid (`pcre2_compile`); `offset` is where in the pattern.
    case compile
    /// The match gave up after `Pattern.Limits.match` steps (`PCRE2_ERROR_MATCHLIMIT`).
    case matchLimit
    /// The backtracking depth or heap limit was reached.
    case depthLimit
    /// The subject is not valid UTF-8 for a pattern compiled in UTF mode; `offset` is the
    /// first bad byte.
    case invalidUTF8
    /// Any other negative return code of `pcre2_match`.
    case match
  }

  public let kind: Kind
  /// PCRE2's numeric error code.
  public let code: Int32
  /// Byte offset in the pattern (compile errors) or the subject (UTF-8 errors), if known.
  public let offset: Int?
  /// PCRE2's own message for `code`.
  public let message: String

  public var description: String {
    if let offset { return "\(message) (at offset \(offset))" }
    return message
  }

  init(kind: Kind, code: Int32, offset: Int?) {
    self.kind = kind
    self.code = code
    self.offset = offset
    self.message = PCRE2Error.message(for: code)
  }

  /// Classifies a negative `pcre2_match` return code.
  init(matchCode code: Int32, offset: Int?) {
    let kind: Kind
    switch code {
    case PCRE2_ERROR_MATCHLIMIT: kind = .matchLimit
    case PCRE2_ERROR_DEPTHLIMIT, PCRE2_ERROR_HEAPLIMIT, PCRE2_ERROR_JIT_STACKLIMIT:
      kind = .depthLimit
    case PCRE2_ERROR_UTF8_ERR21...PCRE2_ERROR_UTF8_ERR1: kind = .invalidUTF8
    default: kind = .match
    }
    self.init(kind: kind, code: code, offset: kind == .invalidUTF8 ? offset : nil)
  }

  /// Wraps `pcre2_get_error_message`.
  static func message(for code: Int32) -> String {
    var buffer = [UInt8](repeating: 0, count: 256)
    let length = pcre2_get_error_message_8(code, &buffer, buffer.count)
    guard length > 0 else { return "PCRE2 error \(code)" }
    return String(decoding: buffer[..<Int(length)], as: UTF8.self)
  }
}
