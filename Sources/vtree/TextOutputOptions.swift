import ArgumentParser
import ViewTree

/// How a command that prints tree rows shows them, shared by print, find and diff.
struct TextOutputOptions: ParsableArguments {
  @Flag(help: "Never color the output (also: NO_COLOR, or output not a terminal).")
  var noColor = false

  @Flag(help: "Show class names as printed, without demangling Swift names.")
  var rawNames = false

  /// ANSI styles on a terminal unless turned off, plain text otherwise.
  var style: TextStyle { StandardOutput.wantsColor(disabledByFlag: noColor) ? .ansi : .plain }
}
