import ArgumentParser
import ViewTree

/// The dump to read, shared by every command that reads one.
struct InputOptions: ParsableArguments {
  @Argument(
    help: ArgumentHelp(
      "The dump file; '-' or nothing reads standard input (paste, then Ctrl-D).",
      valueName: "file"),
    completion: .file())
  var file: String?

  @OptionGroup var reading: ReadOptions
}

extension DumpFormat: ExpressibleByArgument {
  /// The formats a user can force (`unknown` names the absence of a format).
  static var inputFormats: [DumpFormat] { allCases.filter { $0 != .unknown } }

  public init?(argument: String) {
    guard let format = DumpFormat(rawValue: argument), format != .unknown else { return nil }
    self = format
  }

  public static var allValueStrings: [String] { inputFormats.map(\.rawValue) }
}
