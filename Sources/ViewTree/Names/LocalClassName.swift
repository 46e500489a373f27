/// A class declared inside a function, as the demangler writes it: `IgnoreContainer #1 in
/// SentryTests.SentryUIRedactBuilderTests.testIgnore() throws -> ()`. People call it by its
/// own name (`IgnoreContainer`); the function it lives in is context.
struct LocalClassName {
  /// `IgnoreContainer`.
  var name: Substring
  /// `#1`: which of the function's classes of that name.
  var ordinal: Substring
  /// `SentryTests.SentryUIRedactBuilderTests.testIgnore() throws -> ()`.
  var context: Substring

  /// Nil unless `readable` has the form `Name #N in context`.
  init?(_ readable: String) {
    guard let inRange = readable.firstRange(of: " in ") else { return nil }
    let head = readable[..<inRange.lowerBound]
    guard let space = head.lastIndex(of: " "), head[head.index(after: space)...].first == "#",
      head[head.index(after: space)...].dropFirst().allSatisfy(\.isNumber),
      head[head.index(after: space)...].count > 1, !head[..<space].contains(" ")
    else { return nil }
    name = head[..<space]
    ordinal = head[head.index(after: space)...]
    context = readable[inRange.upperBound...]
  }

  /// The context as a row shows it: the function without its module, type and signature
  /// (`testIgnore()`).
  var shortContext: Substring {
    let function = context.prefix { $0 != "(" }
    let start = function.lastIndex(of: ".").map { function.index(after: $0) } ?? function.startIndex
    return context[start..<function.endIndex] + (function.endIndex < context.endIndex ? "()" : "")
  }
}
