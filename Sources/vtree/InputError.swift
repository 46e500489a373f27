/// A problem reading the input, reported as `file: error: message`.
struct InputError: Error, CustomStringConvertible {
  let path: String
  let message: String

  var description: String { "\(path): error: \(message)" }
}
