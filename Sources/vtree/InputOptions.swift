import ArgumentParser

/// The dump to read, shared by every command.
struct InputOptions: ParsableArguments {
  @Argument(
    help: ArgumentHelp(
      "The dump file; '-' or nothing reads standard input (paste, then Ctrl-D).",
      valueName: "file"))
  var file: String?
}
